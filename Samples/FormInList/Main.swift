@main
struct FormInListMain {
  @MainActor
  static func main() throws {
    print(try FormInList.run())
  }
}
