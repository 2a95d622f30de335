@main
struct ReuseAuditMain {
  @MainActor
  static func main() throws {
    print(try FeedAudit.run())
  }
}
