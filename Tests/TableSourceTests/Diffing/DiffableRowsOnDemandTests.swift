import Foundation
import TableSource
import TableSourceCore
import TableSourceTestSupport
import Testing

/// Rule 9.2 as UIKit's diffable data source keeps it: the provider is called for the rows the
/// table asks about, and an apply compares content only where a cell exists.
@MainActor
@Suite("Diffable data source: rows made for the cells that exist (§9)")
struct DiffableRowsOnDemandTests {
  /// Texts and heights by item, a provider over them that counts the rows it makes, and a
  /// 320×440 table (ten 44-point rows on screen) showing items 0..<count in one section.
  @MainActor
  final class Feed {
    var texts: [Int: String] = [:]
    var heights: [Int: CGFloat] = [:]
    var photos: Set<Int> = []
    var made: [Int] = []
    let dataSource: DiffableDataSource<String, Int>
    let table: VirtualTableView
    let snapshot: Snapshot<String, Int>

    init(count: Int, estimating: Bool = true) throws {
      table = try makeTable(try SectionsDataSource(sections: []))
      if !estimating { try table.setEstimatedRowHeight(0) }
      snapshot = try makeSnapshot([("feed", Array(0..<count))])
      weak var feed: Feed?
      dataSource = DiffableDataSource<String, Int>(tableView: table) { item in
        guard let feed else { return LabelRow(id: item) }
        feed.made.append(item)
        if feed.photos.contains(item) { return SwitchRow(id: "photo \(item)", isOn: true) }
        return LabelRow(id: item, text: feed.texts[item], height: feed.heights[item])
      }
      feed = self
      try dataSource.apply(snapshot)
      try table.layoutIfNeeded()
    }

    /// Applies the snapshot again (the app's data changed, the items did not) and lays out.
    @discardableResult
    func applyAgain(_ snapshot: Snapshot<String, Int>? = nil) throws -> StagedChangeset {
      made = []
      let changes = try dataSource.apply(snapshot ?? self.snapshot, to: table)
      try table.layoutIfNeeded()
      return changes
    }

    func text(ofRow row: Int) -> String? {
      (table.cellForRow(at: IndexPath(row: row, section: 0)) as? TextCell)?.text
    }
  }

  @Test(
    "9.2 the provider makes the rows the table asks about: the cells on screen, not every item, on load and on each apply"
  )
  func providerCalledForCellsOnly() throws {
    let feed = try Feed(count: 10_000)
    let visible = feed.table.indexPathsForVisibleRows.map(\.row)
    #expect(visible == Array(0..<10))
    #expect(feed.made.sorted() == visible, "one row per cell on screen, none for the rest")
    for item in 0..<10_000 { feed.texts[item] = "edited \(item)" }
    let changes = try feed.applyAgain()
    #expect(feed.made.sorted() == visible, "only the rows with cells are made again")
    #expect(changes.stages == [BatchUpdate(reconfiguredRows: visible.map { path(0, $0) })])
    #expect((0..<10).map(feed.text(ofRow:)) == visible.map { "edited \($0)" })
  }

  @Test(
    "9.2 an off-screen item whose content changed lists no change, and shows the new content when scrolled into view"
  )
  func offScreenChangeShowsWhenScrolledIn() throws {
    let feed = try Feed(count: 100)
    // Row 50 is shown once, so the data source made its row, then scrolled away.
    try feed.table.scrollToRow(at: path(0, 50), at: .middle)
    #expect(feed.text(ofRow: 50) == "row 50")
    try feed.table.scrollToRow(at: path(0, 0), at: .top)
    #expect(feed.text(ofRow: 50) == nil)
    feed.texts[50] = "edited"
    feed.texts[3] = "edited 3"
    let changes = try feed.applyAgain()
    #expect(
      changes.stages == [BatchUpdate(reconfiguredRows: [path(0, 3)])],
      "the visible item is reconfigured; the one without a cell is not listed")
    #expect(feed.text(ofRow: 3) == "edited 3")
    try feed.table.scrollToRow(at: path(0, 50), at: .middle)
    #expect(feed.text(ofRow: 50) == "edited", "its row was made again, from the data now")
  }

  @Test("9.2, 5.10 a visible item whose row changed cell type is reloaded, never reconfigured")
  func cellTypeChangeReloads() throws {
    let feed = try Feed(count: 20)
    let before = try #require(feed.table.cellForRow(at: path(0, 2)))
    feed.photos.insert(2)
    feed.texts[4] = "edited"
    let changes = try feed.applyAgain()
    #expect(
      changes.stages == [BatchUpdate(reloadedRows: [path(0, 2)], reconfiguredRows: [path(0, 4)])])
    let after = try #require(feed.table.cellForRow(at: path(0, 2)) as? SwitchCell)
    #expect(after !== before)
    #expect(after.text == "photo 2")
  }

  @Test(
    "9.2 an item marked for reconfiguring without a cell costs no row, and shows its current content when it comes on screen"
  )
  func markedOffScreenCostsNothing() throws {
    let feed = try Feed(count: 100)
    feed.texts[70] = "edited"
    var marked = feed.snapshot
    try marked.reconfigureItems([70])
    let changes = try feed.applyAgain(marked)
    #expect(changes.stages == [BatchUpdate(reconfiguredRows: [path(0, 70)])])
    #expect(!feed.made.contains(70), "the provider was not asked for the marked item")
    #expect(feed.made.sorted() == Array(0..<10), "only the rows with cells were made")
    try feed.table.scrollToRow(at: path(0, 70), at: .middle)
    #expect(feed.text(ofRow: 70) == "edited")
  }

  @Test("9.2, 3.1 a height that changed on a visible row is asked again and laid out")
  func visibleHeightChangeIsAskedAgain() throws {
    let feed = try Feed(count: 100)
    #expect(feed.table.rectForRow(at: path(0, 1)).height == 44)
    feed.heights[1] = 80
    // An off-screen row's new height is taken when the row comes on screen (rule 3.2).
    feed.heights[60] = 90
    let changes = try feed.applyAgain()
    #expect(changes.stages == [BatchUpdate(reconfiguredRows: [path(0, 1)])])
    #expect(feed.table.rectForRow(at: path(0, 1)).height == 80)
    #expect(feed.table.rectForRow(at: path(0, 2)).minY == 124)
    try feed.table.scrollToRow(at: path(0, 60), at: .middle)
    #expect(feed.table.rectForRow(at: path(0, 60)).height == 90)
  }

  @Test(
    "9.2, 3.2 with estimation off the table asks every row's height, so every row is made, as UIKit asks every height"
  )
  func estimationOffMakesEveryRow() throws {
    let feed = try Feed(count: 200, estimating: false)
    #expect(Set(feed.made) == Set(0..<200))
    feed.heights[150] = 70
    try feed.applyAgain()
    #expect(Set(feed.made) == Set(0..<200), "every height is asked again after the update")
    #expect(feed.table.rectForRow(at: path(0, 150)).height == 70)
  }

  @Test(
    "9.2 an apply that throws keeps the rows the cells show: the next apply compares with them"
  )
  func rejectedApplyKeepsRows() throws {
    let feed = try Feed(count: 30)
    feed.texts[1] = "edited"
    // A batch the app left open makes the apply throw before anything changes.
    feed.table.beginUpdates()
    #expect(throws: TableViewError.updateInsideOpenBatch) { try feed.applyAgain() }
    try feed.table.endUpdates()
    #expect(feed.text(ofRow: 1) == "row 1")
    let changes = try feed.applyAgain()
    #expect(changes.stages == [BatchUpdate(reconfiguredRows: [path(0, 1)])])
    #expect(feed.text(ofRow: 1) == "edited")
  }

  @Test(
    "9.2 a table that cannot list its cells gets every row made since the last apply compared")
  func tableWithoutCellListComparesRowsMade() throws {
    let table = RowRecordingTable()
    let feed = try Feed(count: 0)
    feed.texts = [0: "a", 1: "b", 2: "c"]
    let dataSource = DiffableDataSource<String, Int> { item in
      feed.made.append(item)
      return LabelRow(id: item, text: feed.texts[item])
    }
    let snapshot = try makeSnapshot([("s", [0, 1, 2])])
    try dataSource.apply(snapshot, to: table)
    #expect(feed.made.isEmpty, "the reload makes no row")
    _ = dataSource.row(at: path(0, 1))
    #expect(feed.made == [1])
    feed.texts[1] = "edited"
    feed.texts[2] = "edited too"
    feed.made = []
    let changes = try dataSource.apply(snapshot, to: table)
    #expect(feed.made == [1], "the one row made is made again; item 2 has no row")
    #expect(changes.stages == [BatchUpdate(reconfiguredRows: [path(0, 1)])])
  }
}

/// A table of the seam's default answers: it cannot tell which rows have cells.
@MainActor
private final class RowRecordingTable: TableViewInterface {
  func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
  func register(_ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}
  func hasRegistration(forCellReuseIdentifier identifier: String) -> Bool { true }
  func hasRegistration(forHeaderFooterViewReuseIdentifier identifier: String) -> Bool { true }
  func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TextCell
  {
    TextCell(reuseIdentifier: identifier)
  }
  func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TextCell? { nil }
  func apply(_ update: BatchUpdate, animation: RowAnimation) {}
  func reloadData() {}
  var hasUncommittedUpdates: Bool { false }
  func performBatchUpdates(_ updates: () throws -> Void, completion: ((Bool) -> Void)?) throws {
    try updates()
  }
}
