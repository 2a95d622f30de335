import Foundation
import Testing

@testable import TableSourceCore

/// The UIKit bridge's logic, on Linux: which calls a `UITableView` receives, in which order, and
/// what is checked before it receives any. The oracle is `RecordingPlatformTable`, which reads
/// counts and checks batches as UIKit does and records what UIKit would have raised.
@MainActor
@Suite("The UIKit bridge's logic: a platform table updated only with what it accepts")
struct PlatformTableBridgeTests {
  /// A sections data source of two sections, and a bridge to a recording platform table.
  private func makeSections() throws -> (
    SectionsDataSource, PlatformTableBridge<RecordingPlatformTable>, RecordingPlatformTable
  ) {
    let dataSource = try SectionsDataSource(sections: [
      TableSection(
        id: "notes", header: .view(AnyHeaderFooter(NoteHeader(text: "Notes"))),
        rows: [AnyRow(NoteRow(id: "a", text: "A")), AnyRow(NoteRow(id: "b", text: "B"))]),
      TableSection(id: "done", header: "Done", rows: [AnyRow(NoteRow(id: "c", text: "C"))]),
    ])
    let counts: @MainActor () -> [Int] = { [dataSource] in
      (0..<dataSource.numberOfSections).map(dataSource.numberOfRows(inSection:))
    }
    let platform = RecordingPlatformTable(counts: counts)
    let bridge = PlatformTableBridge(platform, counts: counts)
    bridge.reloadData()
    return (dataSource, bridge, platform)
  }

  @Test(
    "9.2, 5.10 the rows with cells are the visible ones and as many again on each side, where UIKit prefetches cells, across sections"
  )
  func rowsWithCellsCoverPrefetching() {
    let counts = [3, 0, 4, 2, 5]
    let platform = RecordingPlatformTable(counts: { counts })
    let bridge = PlatformTableBridge(platform, counts: { counts })
    bridge.reloadData()
    #expect(bridge.indexPathsForRowsWithCells == [], "nothing visible, no cell")
    platform.visibleRowPaths = [IndexPath(row: 3, section: 2), IndexPath(row: 0, section: 3)]
    // (section, row) pairs.
    let rows = bridge.indexPathsForRowsWithCells?.map { [$0.section, $0.row] }
    #expect(rows == [[2, 1], [2, 2], [2, 3], [3, 0], [3, 1], [4, 0]])
    platform.visibleRowPaths = (0..<3).map { IndexPath(row: $0, section: 0) }
    let top = bridge.indexPathsForRowsWithCells?.map { [$0.section, $0.row] }
    #expect(
      top == [[0, 0], [0, 1], [0, 2], [2, 0], [2, 1], [2, 2]], "the empty section is passed over")
    let single = RecordingPlatformTable(counts: { [1] })
    let singleBridge = PlatformTableBridge(single, counts: { [1] })
    singleBridge.reloadData()
    single.visibleRowPaths = [IndexPath(row: 0, section: 0)]
    #expect(singleBridge.indexPathsForRowsWithCells == [IndexPath(row: 0, section: 0)])
  }

  @Test("5.2 a batch update becomes UIKit's calls in a fixed order, duplicates removed")
  func callsForAnUpdate() {
    let update = BatchUpdate(
      deletedSections: [3], insertedSections: [0, 0], movedSections: [.init(from: 1, to: 2)],
      reloadedSections: [4], deletedRows: [IndexPath(row: 1, section: 0)],
      insertedRows: [IndexPath(row: 0, section: 1)],
      movedRows: [.init(from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 2))],
      reloadedRows: [IndexPath(row: 3, section: 0)],
      reconfiguredRows: [IndexPath(row: 4, section: 0)])
    #expect(
      PlatformTableCall.calls(for: update).map(\.description) == [
        "deleteSections([3])", "deleteRows(at: [0.1])", "reloadSections([4])",
        "reloadRows(at: [0.3])", "moveSection(1, toSection: 2)",
        "moveRow(at: 0.2, to: 2.0)", "insertSections([0])", "insertRows(at: [1.0])",
        "reconfigureRows(at: [0.4])",
      ])
    #expect(PlatformTableCall.calls(for: BatchUpdate()).isEmpty)
    #expect(
      RecordingPlatformTable.update(PlatformTableCall.calls(for: update))
        == update.removingDuplicates())
  }

  @Test(
    "4.4 after a reload the bridge lays the table out before the model changes, so UIKit's counts before are the old ones"
  )
  func readsCountsBeforeTheModelChanges() throws {
    let (dataSource, bridge, platform) = try makeSections()
    try dataSource.insertRow(NoteRow(id: "d", text: "D"), below: "a", in: bridge)
    try dataSource.deleteRow(withID: "c", in: bridge)
    #expect(platform.crashes.isEmpty)
    #expect(
      platform.calls.map(\.description) == [
        "reloadData", "layoutIfNeeded",
        "performBatchUpdates(automatic) { insertRows(at: [0.1]) }",
        "performBatchUpdates(automatic) { deleteRows(at: [1.0]) }",
      ], "one layout after the reload, then one batch per update")
    #expect(bridge.shownCounts == [3, 0])
  }

  @Test("4.4 the oracle catches a table that has not read its counts when the model changes")
  func theOracleCatchesUnreadCounts() throws {
    let model = CountsBox(counts: [2])
    let platform = RecordingPlatformTable { model.counts }
    platform.reloadAllData()
    model.counts = [3]
    platform.performBatch(
      [.insertRows([IndexPath(row: 2, section: 0)])], animation: .fade, completion: nil)
    #expect(platform.crashes.count == 1, "UIKit reads 3 rows as before, then sees an insert")
  }

  @Test(
    "5.6 and 9.1 an update UIKit would reject throws with no UIKit call and the model unchanged")
  func rejectedUpdateMakesNoPlatformCall() throws {
    let (dataSource, bridge, platform) = try makeSections()
    let before = platform.calls
    #expect(throws: BatchUpdateError.self) {
      try bridge.apply(BatchUpdate(deletedRows: [IndexPath(row: 7, section: 0)]), animation: .fade)
    }
    #expect(throws: BatchUpdateError.self) {
      try bridge.performBatchUpdates(
        {
          try bridge.apply(
            BatchUpdate(insertedRows: [IndexPath(row: 0, section: 0)]), animation: .fade)
        }, completion: nil)
    }
    #expect(!platform.calls.contains { if case .batch = $0 { true } else { false } })
    #expect(platform.calls.count == before.count + 1, "only the layout before the batch")
    #expect(bridge.shownCounts == [2, 1])
    #expect(!bridge.hasUncommittedUpdates)
    try dataSource.deleteRow(withID: "a", in: bridge)
    #expect(platform.crashes.isEmpty && bridge.shownCounts == [1, 1])
  }

  @Test(
    "1.4, 1.5 and 1.6 registration is checked and recorded; an unregistered dequeue throws, UIKit is not asked"
  )
  func registrationAndDequeue() throws {
    let (dataSource, bridge, platform) = try makeSections()
    #expect(
      throws: TableViewError.emptyReuseIdentifier(method: "registerClass:forCellReuseIdentifier:")
    ) {
      try bridge.register(RecordedCell.self, forCellReuseIdentifier: "")
    }
    #expect(throws: TableViewError.self) {
      try bridge.register(RecordedHeaderFooterView.self, forCellReuseIdentifier: "wrong kind")
    }
    #expect(throws: TableViewError.unregisteredCellIdentifier("nothing", registered: [])) {
      try bridge.dequeueReusableCell(withIdentifier: "nothing", for: IndexPath(row: 0, section: 0))
    }
    #expect(bridge.dequeueReusableHeaderFooterView(withIdentifier: "nothing") == nil)
    let first = try dataSource.cell(for: IndexPath(row: 0, section: 0), in: bridge)
    let second = try dataSource.cell(for: IndexPath(row: 1, section: 0), in: bridge)
    let header = try dataSource.headerView(forSection: 0, in: bridge)
    #expect(first.text == "A" && second.text == "B" && header?.text == "Notes")
    let registrations = platform.calls.filter {
      if case .registerCell = $0 { true } else { false }
    }
    #expect(registrations.count == 1, "lazily, once")
    try bridge.register(
      nil, forCellReuseIdentifier: ReuseIdentifier.default(for: RecordedCell.self))
    #expect(
      !bridge.hasRegistration(
        forCellReuseIdentifier: ReuseIdentifier.default(for: RecordedCell.self)))
    #expect(platform.crashes.isEmpty)
  }

  @Test(
    "9.2 and C-G4 the diffable data source reaches UIKit as a reload, then one batch per stage, its data set for each, on a table and on a collection view"
  )
  func diffableStagesAreOneBatchEach() throws {
    let table = try applyTwoSnapshots(on: RecordingPlatformTable.init(counts:))
    let collection = try applyTwoSnapshots(on: RecordingPlatformCollection.init(counts:))
    let runs: [(RecordingPlatformView, [Int]?, Bool)] = [
      (table.platform, table.bridge.shownCounts, table.completed),
      (collection.platform, collection.bridge.shownCounts, collection.completed),
    ]
    for (platform, shownCounts, completed) in runs {
      #expect(completed && platform.crashes.isEmpty)
      #expect(
        platform.calls.map(\.description) == [
          "reloadData", "layoutIfNeeded",
          "performBatchUpdates(automatic) { deleteRows(at: [0.1]); moveRow(at: 0.2, to: 0.0); insertRows(at: [1.1]) }",
          "performBatchUpdates(automatic) { reconfigureRows(at: [1.0]) }",
        ])
      #expect(shownCounts == [2, 2])
    }
  }

  @Test("9.2 a table not in a window is reloaded, not updated, after the same checks")
  func offWindowReloads() throws {
    let (dataSource, bridge, platform) = try makeSections()
    platform.isInWindow = false
    #expect(!bridge.isOnScreen)
    try dataSource.deleteRow(withID: "b", in: bridge)
    #expect(platform.calls.last == .reloadData)
    #expect(bridge.shownCounts == [1, 1])
    #expect(throws: BatchUpdateError.self) {
      try bridge.apply(BatchUpdate(deletedRows: [IndexPath(row: 5, section: 0)]), animation: .fade)
    }
    #expect(platform.crashes.isEmpty)
  }

  @Test("4.4 nested batches commit once, with every completion, when the outermost one ends")
  func nestedBatchesCommitOnce() throws {
    let (dataSource, bridge, platform) = try makeSections()
    var completions = 0
    try bridge.performBatchUpdates(
      {
        try bridge.performBatchUpdates({}, completion: { _ in completions += 1 })
        #expect(bridge.hasUncommittedUpdates)
      }, completion: { _ in completions += 1 })
    #expect(completions == 2)
    try dataSource.deleteRow(withID: "a", in: bridge)
    #expect(platform.crashes.isEmpty)
  }

  @Test("7.3 a row the user moved across sections changes the counts the bridge checks against")
  func userMovesAreFollowed() throws {
    let (dataSource, bridge, platform) = try makeSections()
    dataSource.allowsReordering = true
    let from = IndexPath(row: 0, section: 0)
    let to = IndexPath(row: 1, section: 1)
    platform.readCountsNow()
    platform.userMovesRow(from: from, to: to)
    dataSource.rowWasMoved(from: from, to: to)
    bridge.userMovedRow(from: from, to: to)
    #expect(bridge.shownCounts == [1, 2])
    try dataSource.deleteRow(withID: "a", in: bridge)
    #expect(platform.crashes.isEmpty && bridge.shownCounts == [1, 1])
  }

  @Test("1.5 a platform table that is gone is an error, never a crash")
  func goneTable() throws {
    let counts: @MainActor () -> [Int] = { [1] }
    var platform: RecordingPlatformTable? = RecordingPlatformTable(counts: counts)
    let bridge = PlatformTableBridge(platform!, counts: counts)
    bridge.reloadData()
    platform = nil
    #expect(throws: TableViewError.noBoundTable) {
      try bridge.register(RecordedCell.self, forCellReuseIdentifier: "cell")
    }
    #expect(throws: TableViewError.noBoundTable) {
      try bridge.apply(BatchUpdate(), animation: .none)
    }
    #expect(!bridge.isOnScreen)
  }
}

/// What the adapter answers each question with, decided in the core: the row first, then the
/// app's delegate, then the default.
@MainActor
@Suite("Row answers: a row's behaviour, then the app's delegate, then the default")
struct RowAnswersTests {
  private func makeSections() throws -> SectionsDataSource {
    try SectionsDataSource(sections: [
      TableSection(
        id: "s", header: "Title",
        rows: [
          NoteRow(id: "plain", text: "plain").onSelect { _ in },
          NoteRow(id: "fixed", text: "fixed").selectable(false).editable(false, style: .insert),
          AnyRow(NoteRow(id: "free", text: "free")),
        ])
    ])
  }

  @Test(
    "6.2 a row's selectability wins over the delegate; the delegate answers where the row is silent"
  )
  func selectionAnswers() throws {
    let dataSource = try makeSections()
    let plain = IndexPath(row: 0, section: 0)
    let fixed = IndexPath(row: 1, section: 0)
    #expect(dataSource.highlightsRow(at: plain) { nil })
    #expect(!dataSource.highlightsRow(at: plain) { false })
    #expect(!dataSource.highlightsRow(at: fixed) { true })
    #expect(dataSource.selectsRow(at: plain, otherwise: nil) == plain)
    #expect(dataSource.selectsRow(at: plain, otherwise: { nil }) == nil)
    #expect(dataSource.selectsRow(at: fixed, otherwise: { fixed }) == nil)
  }

  @Test("6.3 and 6.7 handlers get the row's identity and its index path at event time")
  func handlersGetTheEvent() throws {
    var events: [RowEvent] = []
    let dataSource = try SectionsDataSource(sections: [
      TableSection(rows: [
        NoteRow(id: "x", text: "x").onSelect { events.append($0) }
          .onAccessoryTap { events.append($0) }
      ])
    ])
    let path = IndexPath(row: 0, section: 0)
    dataSource.rowWasSelected(at: path)
    dataSource.accessoryWasTapped(at: path)
    dataSource.rowWasSelected(at: IndexPath(row: 3, section: 0))
    let ids = events.map(\.id)
    #expect(ids == [AnyHashable("x"), AnyHashable("x")])
    #expect(events.allSatisfy { $0.indexPath == path })
  }

  @Test("7.1 and 7.2 editing answers: the row's, else the delegate's, else the defaults")
  func editingAnswers() throws {
    let dataSource = try makeSections()
    let fixed = IndexPath(row: 1, section: 0)
    let free = IndexPath(row: 2, section: 0)
    #expect(!dataSource.canEditRow(at: fixed) && dataSource.canEditRow(at: free))
    #expect(dataSource.editingStyleOfRow(at: fixed) { TableViewCellEditingStyle.none } == .insert)
    #expect(dataSource.editingStyleOfRow(at: free) { TableViewCellEditingStyle.none } == .none)
    #expect(dataSource.editingStyleOfRow(at: free) { nil } == .delete)
  }

  @Test("a row found by identity where it was, or where it moved, or not at all")
  func rowsFoundByIdentity() throws {
    let dataSource = try makeSections()
    #expect(
      dataSource.indexPath(ofRowWithID: "free", near: IndexPath(row: 2, section: 0))
        == IndexPath(row: 2, section: 0))
    #expect(
      dataSource.indexPath(ofRowWithID: "free", near: IndexPath(row: 0, section: 0))
        == IndexPath(row: 2, section: 0))
    #expect(dataSource.indexPath(ofRowWithID: "gone", near: IndexPath(row: 0, section: 0)) == nil)
  }

  @Test("headers and footers: the section's title, height and view, else the delegate's")
  func supplementAnswers() throws {
    let dataSource = try SectionsDataSource(sections: [
      TableSection(header: .view(AnyHeaderFooter(NoteHeader(text: "H"))), footer: "F", rows: [])
    ])
    #expect(dataSource.title(.footer, inSection: 0) == "F")
    #expect(dataSource.title(.header, inSection: 0) == nil)
    #expect(dataSource.height(.header, inSection: 0, viewDefault: 28) { 99 } == 28)
    #expect(dataSource.height(.footer, inSection: 0, viewDefault: 28) { 99 } == 99)
    #expect(dataSource.height(.footer, inSection: 5, viewDefault: 28) { nil } == nil)
    let table = RecordingTable { [0] }
    let footer = try dataSource.view(.footer, inSection: 0, in: table) {
      RecordedHeaderFooterView()
    }
    #expect(footer != nil, "a titled footer: the delegate's view")
    let header = try dataSource.view(.header, inSection: 0, in: table) { nil }
    #expect(header?.text == "H")
  }
}
