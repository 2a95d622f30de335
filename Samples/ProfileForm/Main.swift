@main
struct ProfileFormMain {
  @MainActor
  static func main() throws {
    print(try ProfileForm.run())
  }
}
