@main
struct PhotoGridMain {
  @MainActor
  static func main() throws {
    print(try PhotoGrid.run())
  }
}
