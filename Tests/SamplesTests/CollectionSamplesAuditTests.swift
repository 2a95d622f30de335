import Foundation
import TableSource
import TableSourceTesting
import Testing

@testable import PhotoGrid

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
}
