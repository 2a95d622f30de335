@main
struct PhotoFeedMain {
  @MainActor
  static func main() throws {
    print(try PhotoFeed.run())
  }
}
