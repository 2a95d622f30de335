import Foundation
import TableSource
import TableSourceTesting
import Testing

@MainActor
@Suite("Reuse audit")
struct ReuseAuditTests {
  @Test("a feed without bugs audits clean, every check run")
  func cleanFeed() throws {
    let feed = BuggyFeed(count: 200, bugs: [])
    let table = try feed.makeTable()
    let report = try feed.audit().run(on: table)
    #expect(report.isClean, "\(report)")
    #expect(report.checks == ReuseBug.allCases)
    #expect(report.rowsAudited == 200)
  }

  @Test(
    "B1: a badge set only for unread rows is found, with the row it leaked from (rules 2.4, 2.9)",
    arguments: ["post", "feed.cell"], [CGFloat?.none, 44])
  func staleBadge(identifier: String, height: CGFloat?) throws {
    let feed = BuggyFeed(
      count: 60, bugs: [.badgeNotCleared], identifier: identifier, rowHeight: height)
    let table = try feed.makeTable()
    let report = try feed.audit(checks: [.staleState]).run(on: table)
    let first = try #require(report.findings(of: .staleState).first, "\(report)")
    // Row 1 is read; its reused cell showed row 0, which is unread.
    #expect(first.row == AuditedRow(indexPath: IndexPath(row: 1, section: 0), identity: "1"))
    #expect(first.property == "badge")
    #expect(first.expected == "nil")
    #expect(first.actual == "●")
    #expect(first.source == AuditedRow(indexPath: IndexPath(row: 0, section: 0), identity: "0"))
    #expect(first.picture.contains("Author 1  ●"))
    #expect(report.findings.allSatisfy { $0.bug == .staleState })
  }

  @Test("B1: state the cell stores but does not draw is found by reflection (rule 2.4)")
  func staleUndrawnState() throws {
    let feed = BuggyFeed(count: 30, bugs: [.pinnedNotCleared])
    let report = try feed.audit(checks: [.staleState]).run(on: try feed.makeTable())
    let first = try #require(report.findings.first, "\(report)")
    #expect(first.property == "pinned")
    #expect(first.row.indexPath.row == 1)
    #expect(first.source?.indexPath.row == 0)
    #expect(first.expected == "false" && first.actual == "true")
  }

  @Test("B1: a leak seen only in what the cell draws names the row whose drawing it came from")
  func staleDrawingOnly() throws {
    let feed = BuggyFeed(count: 30, bugs: [.badgeNotCleared])
    var audit = feed.audit(checks: [.staleState])
    audit.ignoredProperties = ["badge"]
    let first = try #require(try audit.run(on: try feed.makeTable()).findings.first)
    #expect(first.property == "renderedContent")
    #expect(first.expected == "Author 1" && first.actual == "Author 1  ●")
    #expect(first.source?.indexPath.row == 0)
  }

  @Test("B1: a property the test names is not compared")
  func ignoredProperty() throws {
    let feed = BuggyFeed(count: 30, bugs: [.pinnedNotCleared])
    var audit = feed.audit(checks: [.staleState])
    audit.ignoredProperties = ["pinned"]
    #expect(try audit.run(on: try feed.makeTable()).isClean)
  }

  @Test(
    "B2: an avatar that lands in a reused cell is found, naming whose result and whose cell",
    arguments: [UInt64(1), 2, 3], [ReuseQueueOrder.lastInFirstOut, .shuffled(seed: 7)])
  func lateAvatar(seed: UInt64, order: ReuseQueueOrder) throws {
    let feed = BuggyFeed(count: 120, bugs: [.avatarCapturesCell])
    let table = try feed.makeTable(order: order)
    let report = try feed.audit(checks: [.lateAsyncResult], seed: seed).run(on: table)
    let first = try #require(report.findings(of: .lateAsyncResult).first, "\(report)")
    let source = try #require(first.source)
    #expect(source.identity != first.row.identity)
    #expect(first.summary.contains("avatar \(source.identity ?? "")"))
    let fixed = BuggyFeed(count: 120, bugs: [])
    #expect(
      try fixed.audit(checks: [.lateAsyncResult], seed: seed).run(on: fixed.makeTable(order: order))
        .isClean)
  }

  @Test("B2: a load that reconfigures every row on screen is not a finding")
  func loadsThatReconfigureOthers() throws {
    let feed = BuggyFeed(count: 120, bugs: [])
    feed.cachesAvatars = true
    let report = try feed.audit(checks: [.lateAsyncResult]).run(on: feed.makeTable())
    #expect(report.isClean, "\(report)")
    #expect(report.checks == [.lateAsyncResult])
  }

  @Test("B2 is not run without a scheduler, and the report says why")
  func noScheduler() throws {
    let feed = BuggyFeed(count: 20, bugs: [.avatarCapturesCell])
    let report = try ReuseAudit(checks: [.lateAsyncResult]).run(on: try feed.makeTable())
    #expect(report.checks.isEmpty)
    #expect(report.skipped[.lateAsyncResult] != nil)
    #expect(report.description.contains("B2 late asynchronous result: not run"))
  }

  @Test("B3: a like kept in the cell is found lost once the cell is reused (rules 2.4, 2.8)")
  func likeKeptInCell() throws {
    let feed = BuggyFeed(count: 80, bugs: [.likeKeptInCell])
    let report = try feed.audit(checks: [.stateKeptInCell]).run(on: try feed.makeTable())
    let findings = report.findings(of: .stateKeptInCell)
    let lost = try #require(findings.first { $0.summary.contains("was lost") }, "\(report)")
    #expect(lost.summary.contains("\"like\""))
    #expect(lost.expected.hasSuffix("♥"))
    #expect(!lost.actual.contains("♥"))
  }

  @Test("B3: a like never cleared is found shown on the row its cell went to (rules 2.4, 2.8)")
  func likeCarriedToAnotherRow() throws {
    let feed = BuggyFeed(count: 80, bugs: [.likeSurvivesReuse])
    let report = try feed.audit(checks: [.stateKeptInCell]).run(on: try feed.makeTable())
    let carried = try #require(
      report.findings(of: .stateKeptInCell).first { $0.summary.contains("on another") },
      "\(report)")
    #expect(carried.actual.hasSuffix("♥") && !carried.expected.contains("♥"))
    #expect(carried.source != nil && carried.source?.identity != carried.row.identity)
  }

  @Test("B3 finds a like lost in a table too short to scroll (it reloads instead)")
  func likeKeptInCellShortTable() throws {
    let feed = BuggyFeed(count: 4, bugs: [.likeKeptInCell])
    let report = try feed.audit(checks: [.stateKeptInCell]).run(on: try feed.makeTable())
    #expect(!report.findings(of: .stateKeptInCell).isEmpty, "\(report)")
  }

  @Test(
    "B4: a delete that captured its index path removes another row once a row above moved (rules 5.2, 5.4)"
  )
  func deleteCapturesIndexPath() throws {
    let feed = BuggyFeed(count: 80, bugs: [.deleteCapturesIndexPath])
    let report = try feed.audit(checks: [.staleIndexPath]).run(on: try feed.makeTable())
    let wrong = try #require(report.findings(of: .staleIndexPath).first, "\(report)")
    #expect(wrong.property == "action \"delete\"")
    let victim = try #require(wrong.source)
    #expect(victim.identity != wrong.row.identity)
    #expect(wrong.actual.hasSuffix("gone"))
  }

  @Test("each bug is found only by its own check: a feed with all of them")
  func everyBug() throws {
    let feed = BuggyFeed(count: 120, bugs: Set(BuggyFeed.Bug.allCases))
    let report = try feed.audit().run(on: try feed.makeTable())
    for bug in ReuseBug.allCases {
      #expect(!report.findings(of: bug).isEmpty, "\(bug) not found:\n\(report)")
    }
    #expect(throws: ReuseAuditFailure.self) { try report.requireClean() }
  }
}

/// The variations each detector must see through: identifiers, heights, reuse queue orders.
private let variations: [(identifier: String, height: CGFloat?, order: ReuseQueueOrder)] = [
  ("post", nil, .lastInFirstOut),
  ("feed.cell", 44, .shuffled(seed: 3)),
  ("x", 90, .shuffled(seed: 11)),
]

@MainActor
@Suite("Reuse audit across variations")
struct ReuseAuditVariationTests {
  @Test(
    "each bug is found whatever the identifier, heights and queue order; the clean feed is not",
    arguments: BuggyFeed.Bug.allCases, variations.indices)
  func eachBugAcrossVariations(bug: BuggyFeed.Bug, variation: Int) throws {
    let (identifier, height, order) = variations[variation]
    let check: ReuseBug =
      switch bug {
      case .badgeNotCleared, .pinnedNotCleared: .staleState
      case .avatarCapturesCell: .lateAsyncResult
      case .likeKeptInCell, .likeSurvivesReuse: .stateKeptInCell
      case .deleteCapturesIndexPath: .staleIndexPath
      }
    let buggy = BuggyFeed(count: 90, bugs: [bug], identifier: identifier, rowHeight: height)
    let found = try buggy.audit(checks: [check]).run(on: buggy.makeTable(order: order))
    #expect(!found.findings(of: check).isEmpty, "\(bug) not found:\n\(found)")
    let clean = BuggyFeed(count: 90, bugs: [], identifier: identifier, rowHeight: height)
    let report = try clean.audit().run(on: clean.makeTable(order: order))
    #expect(report.isClean, "\(report)")
  }

  @Test(
    "a stale badge is reported once, as B1, whatever the variation: B2, run with a scheduler, and the other checks do not report it again",
    arguments: variations.indices)
  func staleStateReportedOnce(variation: Int) throws {
    let (identifier, height, order) = variations[variation]
    let feed = BuggyFeed(
      count: 90, bugs: [.badgeNotCleared], identifier: identifier, rowHeight: height)
    let report = try feed.audit().run(on: feed.makeTable(order: order))
    #expect(report.checks.contains(.lateAsyncResult), "B2 ran")
    #expect(!report.findings(of: .staleState).isEmpty, "\(report)")
    #expect(report.findings.allSatisfy { $0.bug == .staleState }, "\(report)")
  }

  @Test("actions the test names reach cells that offer none of their own")
  func namedActions() throws {
    // A text cell whose "mark" action stores a mark in the cell only: B3.
    final class MarkCell: TableViewCell {
      var marked = false
      override func prepareForReuse() {
        super.prepareForReuse()
        marked = false
      }
      override var renderedContent: String { (text ?? "") + (marked ? " *" : "") }
    }
    struct MarkRow: TableViewRow {
      let id: Int
      func configure(_ cell: MarkCell) { cell.text = "Row \(id)" }
    }
    let table = VirtualTableView(size: CGSize(width: 320, height: 200))
    let source = try SectionsDataSource {
      TableSection(id: "rows", rows: (0..<50).map { AnyRow(MarkRow(id: $0)) })
    }
    table.dataSource = source
    table.delegate = source
    var audit = ReuseAudit(checks: [.stateKeptInCell])
    audit.cellActions = { cell in
      guard let cell = cell as? MarkCell else { return [] }
      return [CellUserAction("mark") { [weak cell] in cell?.marked = true }]
    }
    let report = try audit.run(on: table)
    #expect(
      report.findings(of: .stateKeptInCell).first?.summary.contains("\"mark\"") == true, "\(report)"
    )
    #expect(
      try ReuseAudit(checks: [.stateKeptInCell]).run(on: table).skipped[.stateKeptInCell] != nil)
  }
}
