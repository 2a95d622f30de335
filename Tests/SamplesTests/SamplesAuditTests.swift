import Foundation
import TableSource
import TableSourceTesting
import Testing

@testable import LiveList
@testable import LongList
@testable import PreferencesForm
@testable import ProfileForm
@testable import QuickTour
@testable import SignUpForm
@testable import UpdateSequence

/// Every sample's table, as its run leaves it, audited for the classic reuse bugs: the samples
/// show how to write rows, and none of them may have one (no false findings either).
@MainActor
@Suite("Samples audit clean")
struct SamplesAuditTests {
  /// Audits the table a run hands to `inspect`, and returns the report.
  private func audit(_ run: ((VirtualTableView) throws -> Void) throws -> String) throws
    -> ReuseAuditReport
  {
    var report: ReuseAuditReport?
    _ = try run { report = try TableSourceTesting.ReuseAudit().run(on: $0) }
    return try #require(report)
  }

  @Test("QuickTour, LongList, LiveList and UpdateSequence audit clean")
  func rowSamples() throws {
    for report in [
      try audit { try QuickTour.run(inspect: $0) },
      try audit { try LongList.run(rowCount: 500, inspect: $0) },
      try audit { try LiveList.run(inspect: $0) },
      try audit { try UpdateSequence.run(inspect: $0) },
    ] {
      #expect(report.isClean, "\(report)")
      #expect(report.rowsAudited > 0)
    }
  }

  @Test("the forms samples audit clean, their field cells acted on")
  func formSamples() async throws {
    var reports = [
      try audit { try PreferencesForm.run(inspect: $0) },
      try audit { try ProfileForm.run(inspect: $0) },
    ]
    var signUp: ReuseAuditReport?
    _ = try await SignUpForm.run { signUp = try TableSourceTesting.ReuseAudit().run(on: $0) }
    reports.append(try #require(signUp))
    for report in reports {
      #expect(report.isClean, "\(report)")
      #expect(report.actionsTaken > 0, "\(report)")
    }
  }
}
