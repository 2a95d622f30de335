@main
struct UpdateSequenceMain {
  @MainActor
  static func main() throws {
    print(try UpdateSequence.run())
  }
}
