@main
struct PreferencesFormMain {
  @MainActor
  static func main() throws {
    print(try PreferencesForm.run())
  }
}
