@main
struct SettingsSidebarMain {
  @MainActor
  static func main() throws {
    print(try SettingsSidebar.run())
  }
}
