@main
struct QuickTourMain {
  @MainActor
  static func main() throws {
    print(try QuickTour.run())
  }
}
