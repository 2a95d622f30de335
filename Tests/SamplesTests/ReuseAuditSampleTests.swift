import Foundation
import Testing

@testable import ReuseAudit

@MainActor
@Suite("ReuseAudit sample")
struct ReuseAuditSampleTests {
  @Test("the buggy feed's report names one finding of each bug, the fixed feed's is clean")
  func reports() throws {
    let output = try FeedAudit.run()
    let parts = output.components(separatedBy: "The fixed feed:")
    try #require(parts.count == 2)
    let buggy = parts[0]
    let fixed = parts[1]
    #expect(buggy.contains("Reuse audit: 4 finding(s), 60 rows"))
    #expect(
      buggy.contains(
        "B1 stale state: the cell still holds showsUnreadDot of row 0.0 (id post 0)\n"
          + "  row 0.1 (id post 1), cell #8 (generation 2), showsUnreadDot\n"
          + "    expected: false\n    actual:   true"))
    #expect(buggy.contains("B2 late asynchronous result: \"avatar of post "))
    #expect(buggy.contains("B3 state kept only in the cell: \"like\" was lost once the row's cell"))
    #expect(buggy.contains("    expected: Dana 13 (D13)\n    actual:   Dana 13 (D3)\n"))
    #expect(buggy.contains("    expected: Emil 54 ● (E54) ♥\n    actual:   Emil 54 ● (E54)\n"))
    #expect(
      buggy.contains(
        "B4 stale index path: \"delete\" on row 0.50 (id post 51), whose cell was configured at "
          + "row 0.51, acted on the row there now"))
    #expect(buggy.contains("acted on row 0.51 (id post 50): Ada 50 → gone"))
    #expect(
      fixed.contains(
        "Reuse audit: clean, 60 rows, 10 actions\n  B1 stale state: clean\n"
          + "  B2 late asynchronous result: clean\n  B3 state kept only in the cell: clean\n"
          + "  B4 stale index path: clean"))
  }
}
