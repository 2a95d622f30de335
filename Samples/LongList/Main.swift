@main
struct LongListMain {
  @MainActor
  static func main() throws {
    print(try LongList.run())
  }
}
