import Foundation
import TableSource
import TableSourceTesting
import Testing

@testable import FormInList
@testable import PhotoFeed
@testable import PhotoGrid
@testable import SettingsSidebar

/// The collection-view samples, as their runs leave them, audited for the classic reuse bugs and
/// the dequeue contract: none may have either.
@MainActor
@Suite("Collection samples audit clean")
struct CollectionSamplesAuditTests {
  @Test("PhotoGrid keeps the dequeue contract and has no reuse bug (C-A8, C-A10)")
  func photoGrid() throws {
    var report: ReuseAuditReport?
    _ = try PhotoGrid.run { report = try TableSourceTesting.ReuseAudit().run(on: $0) }
    let audited = try #require(report)
    #expect(audited.isClean, "\(audited)")
    #expect(audited.contractFindings.isEmpty)
    #expect(audited.rowsAudited > 0)
  }

  @Test(
    "PhotoFeed, SettingsSidebar and FormInList keep the dequeue contract and have no reuse bug; FormInList's field cells are acted on through their list cells (C-A8, C-A10, B3, B4)",
    arguments: ["PhotoFeed", "SettingsSidebar", "FormInList"])
  func listsAndCompositional(sample: String) throws {
    var report: ReuseAuditReport?
    let audit: (VirtualCollectionView) throws -> Void = {
      report = try TableSourceTesting.ReuseAudit().run(on: $0)
    }
    switch sample {
    case "PhotoFeed": _ = try PhotoFeed.run(inspect: audit)
    case "SettingsSidebar": _ = try SettingsSidebar.run(inspect: audit)
    default: _ = try FormInList.run(inspect: audit)
    }
    let audited = try #require(report)
    #expect(audited.isClean, "\(audited)")
    #expect(audited.contractFindings.isEmpty)
    #expect(audited.rowsAudited > 0)
    if sample == "FormInList" {
      // The form's field cells act through their list cells (`FieldListCell`), in B3 and B4.
      #expect(audited.skipped[.stateKeptInCell] == nil, "\(audited)")
      #expect(audited.skipped[.staleIndexPath] == nil, "\(audited)")
      #expect(audited.actionsTaken > 0, "\(audited)")
    }
  }
}
