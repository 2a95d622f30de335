@main
struct LiveListMain {
  @MainActor
  static func main() throws {
    print(try LiveList.run())
  }
}
