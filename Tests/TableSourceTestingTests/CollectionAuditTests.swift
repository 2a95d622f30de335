import Foundation
import TableSource
import TableSourceTesting
import TableSourceVirtualCollection
import Testing

/// The reuse audit and the dequeue-contract audit on a collection view: the same engine as the
/// table's, over cells and supplementary views.
@MainActor
@Suite("Reuse and contract audits on a collection view")
struct CollectionAuditTests {
  @Test(
    "the audit finds each reuse bug (B1–B4) in a grid with one bug of each kind, in cells and headers"
  )
  func findsEachBug() throws {
    let grid = BuggyGrid(bugs: Set(BuggyGrid.Bug.allCases))
    let view = try grid.makeCollectionView()
    // The cells' badge repeats on every fourth item, past the ten findings kept: the headers'
    // are kept apart.
    let report = try grid.audit().run(on: view)
    #expect(report.contractFindings.isEmpty, "\(report)")
    for bug in ReuseBug.allCases {
      #expect(!report.findings(of: bug).isEmpty, "\(bug) not found:\n\(report)")
    }
    let stale = report.findings(of: .staleState)
    #expect(stale.contains { $0.row.elementKind == nil && $0.property == "badge" }, "\(report)")
    let header = try #require(
      stale.first { $0.row.elementKind == CollectionElementKind.sectionHeader }, "\(report)")
    #expect(header.property == "subtitle" && header.actual == "shared", "\(header)")
    #expect(header.row.description.hasPrefix("header "), "\(header)")
    #expect(report.findings(of: .lateAsyncResult).contains { $0.source != nil }, "\(report)")
    #expect(stale.count { $0.row.elementKind == nil } == 10)
  }

  @Test("the fixed twin of the grid audits clean, every check run")
  func fixedTwinIsClean() throws {
    let grid = BuggyGrid()
    let view = try grid.makeCollectionView()
    let offset = CGPoint(x: 0, y: 220)
    try view.setContentOffset(offset)
    let report = try grid.audit().run(on: view)
    #expect(report.isClean, "\(report)")
    #expect(report.skipped.isEmpty, "\(report)")
    #expect(report.rowsAudited == 54)
    #expect(report.actionsTaken > 0)
    #expect(view.contentOffset == offset)
  }

  @Test("each bug alone is found as its own kind, and B1 of a header alone names the header")
  func eachBugAlone() throws {
    let expected: [(BuggyGrid.Bug, ReuseBug)] = [
      (.badgeNotCleared, .staleState), (.subtitleNotCleared, .staleState),
      (.thumbnailCapturesCell, .lateAsyncResult), (.starKeptInCell, .stateKeptInCell),
      (.deleteCapturesIndexPath, .staleIndexPath),
    ]
    for (bug, kind) in expected {
      let grid = BuggyGrid(bugs: [bug])
      let report = try grid.audit().run(on: try grid.makeCollectionView())
      #expect(!report.findings(of: kind).isEmpty, "\(bug): \(report)")
      let others = report.findings.filter { $0.bug != kind }
      #expect(others.isEmpty, "\(bug): \(report)")
    }
  }

  @Test(
    "each break of the dequeue contract is a finding with UIKit's text and its release, even at an earlier release (C-A7, C-A8, C-A10, C-H3)",
    arguments: BuggyGrid.ContractBreak.allCases)
  func contractBreaks(_ contractBreak: BuggyGrid.ContractBreak) throws {
    let grid = BuggyGrid()
    // The app's own release lets most of these pass; the audit runs under the strictest.
    let view = try grid.makeCollectionView(release: .iOS(14))
    grid.breaks = [contractBreak]
    let report = try DequeueContractAudit().run(on: view)
    let wanted: (DequeueContractFinding.Kind, String, UIKitRelease?) =
      switch contractBreak {
      case .dequeueTwice: (.dequeueTwice, "Expected dequeued view to be returned", .iOS(18))
      case .dequeueOutsideRequest:
        (.dequeueOutsideRequest, "Expected dequeued view to be returned", .iOS(18))
      case .registrationInsideProvider:
        (.registrationInsideProvider, "Attempted to dequeue a cell using a registration", .iOS(15))
      case .reconfigureChangesCellType:
        (.reconfigureChangesCellType, "Attempted to dequeue a cell for a different", .iOS(15))
      case .supplementaryOfWrongKind:
        (.supplementaryOfWrongKind, "the view returned from", nil)
      }
    let found = try #require(report.findings.first { $0.kind == wanted.0 }, "\(report)")
    #expect(found.message.hasPrefix(wanted.1), "\(found)")
    #expect(found.crashesFrom == wanted.2)
    #expect(report.findings.allSatisfy { $0.kind == wanted.0 }, "\(report)")
    #expect(view.release == .iOS(14))
    if contractBreak == .supplementaryOfWrongKind {
      #expect(found.elementKind == CollectionElementKind.sectionFooter)
      #expect(found.indexPath == IndexPath(item: 0, section: 0))
    } else {
      #expect(found.elementKind == CollectionElementKind.cell)
    }
  }

  @Test(
    "a grid that keeps the contract has no contract finding, and the reuse audit reports a break first"
  )
  func contractCleanAndFirst() throws {
    let clean = try DequeueContractAudit().run(on: try BuggyGrid().makeCollectionView())
    #expect(clean.isClean, "\(clean)")
    #expect(clean.requests == 54 + 12)
    let broken = BuggyGrid(breaks: [.dequeueTwice])
    let report = try broken.audit().run(on: try broken.makeCollectionView(release: .iOS(17)))
    #expect(!report.isClean)
    #expect(report.contractFindings.first?.kind == .dequeueTwice)
    #expect(report.skipped.count == 4, "\(report)")
    #expect(report.description.contains("C-A8 dequeueTwice at cell 0.0 (crashes from iOS 18)"))
  }
}
