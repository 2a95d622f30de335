@main
struct SignUpFormMain {
  @MainActor
  static func main() async throws {
    print(try await SignUpForm.run())
  }
}
