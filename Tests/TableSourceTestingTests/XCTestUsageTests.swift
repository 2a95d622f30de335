import Foundation
import TableSource
import TableSourceTesting
import XCTest

/// The kit in XCTest: its failures are thrown errors, which fail an XCTest test with their
/// description as they fail a Swift Testing one.
final class XCTestUsageTests: XCTestCase {
  // Not `@MainActor`: XCTest on Linux cannot call an isolated test method. It runs tests on the
  // main thread, so the body asserts that isolation instead.
  func testTheAuditAndTheGoldenPictureWorkInXCTest() throws {
    try MainActor.assumeIsolated { try Self.auditAndPicture() }
  }

  @MainActor
  private static func auditAndPicture() throws {
    let feed = BuggyFeed(count: 40, bugs: [])
    let table = try feed.makeTable(size: CGSize(width: 320, height: 200))
    try TextPicture.check(of: table, named: "xctest-feed")
    try feed.audit().run(on: table).requireClean()

    let buggy = BuggyFeed(count: 40, bugs: [.badgeNotCleared])
    XCTAssertThrowsError(
      try buggy.audit(checks: [.staleState]).run(on: buggy.makeTable()).requireClean()
    ) { error in
      XCTAssertTrue(String(describing: error).contains("B1 stale state"))
    }
  }
}
