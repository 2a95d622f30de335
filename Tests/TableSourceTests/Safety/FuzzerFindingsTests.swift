import Foundation
import TableSource
import TableSourceTestSupport
import Testing

/// The bugs the fuzzer found while it was being written, each as a test of its own.
@MainActor
@Suite("Fuzzer findings")
struct FuzzerFindingsTests {
  @Test("an update made at once from commit applies the updates willDisplay asked for first")
  func immediateUpdateAfterDeferredOnes() throws {
    let probe = ProbeDataSource(sections: [Array(0..<12)])
    probe.commits = true
    let table = try makeTable(probe)
    try table.layoutIfNeeded()
    // Inside commit (which hands over), an app inserts a row at the top; displaying it makes a
    // willDisplay that inserts another, deferred; then commit deletes the row it was asked to.
    probe.addHook(.commitEditing) { table in
      probe.items[0].insert(100, at: 0)
      try table.insertRows(at: [IndexPath(row: 0, section: 0)])
    }
    probe.addHook(.willDisplay) { table in
      probe.items[0].insert(101, at: 0)
      try table.insertRows(at: [IndexPath(row: 0, section: 0)])
    }
    try table.simulate.commitEditing(.delete, row: path(0, 7))
    #expect(probe.hookResults.allSatisfy { $0.error == nil })
    #expect(probe.items[0].count == 13)
    #expect(table.numberOfRows(inSection: 0) == 13)
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test(
    "two updates asked for from willDisplay in one pass are displayed together, as the model is")
  func twoDeferredUpdates() throws {
    let probe = ProbeDataSource(sections: [[0]])
    let table = try makeTable(probe)
    for (item, callback) in [(100, TableCallback.willDisplay), (101, .willDisplayHeader)] {
      probe.addHook(callback) { table in
        probe.items[0].insert(item, at: 0)
        try table.insertRows(at: [IndexPath(row: 0, section: 0)])
      }
    }
    probe.headerHeights = [0: 20]
    try table.layoutIfNeeded()  // willDisplay for the row, then for the header: two inserts
    #expect(probe.hookResults.count == 2 && probe.hookResults.allSatisfy { $0.error == nil })
    #expect(probe.items[0] == [101, 100, 0])
    #expect(table.visibleCells.map(\.text) == ["item 101", "item 100", "item 0"])
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test(
    "7.3 a user move asks no height after moveRowAt, so a bad height elsewhere cannot strand it")
  func userMoveWithBadHeight() throws {
    let probe = ProbeDataSource(sections: [Array(0..<10)])
    probe.moves = true
    probe.heights[0] = 50
    let table = try makeTable(probe)
    try table.setEstimatedRowHeight(0)  // Every row measured, so every height is asked.
    try table.layoutIfNeeded()
    probe.heights[5] = .nan
    try table.simulate.drag(row: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
    #expect(probe.items[0].prefix(2) == [1, 0])
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 50)
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("6.4 and 6.6 reloadData deselects the cells still on display until the next load")
  func reloadDeselectsVisibleCells() throws {
    let probe = ProbeDataSource(sections: [Array(0..<10)])
    let table = try makeTable(probe)
    try table.layoutIfNeeded()
    try table.selectRow(at: IndexPath(row: 1, section: 0))
    probe.heights[5] = .nan  // The next load fails: the cells stay on display.
    table.reloadData()
    #expect(table.indexPathsForSelectedRows.isEmpty)
    #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    #expect(table.violations(of: probe.expected, settled: false).isEmpty)
  }

  @Test("9.2 a diffable content refresh finds its items again after a callback applied a snapshot")
  func diffableContentStageAfterReentrantApply() throws {
    final class Versions { var byItem: [Int: Int] = [:] }
    let versions = Versions()
    let source = DiffableDataSource<Int, Int> { item in
      LabelRow(id: item, text: "row \(item)/v\(versions.byItem[item, default: 0])")
    }
    let table = VirtualTableView()
    table.dataSource = source
    let loadMore = DisplayHook()
    table.delegate = loadMore
    var first = Snapshot<Int, Int>()
    try first.appendSections([0])
    try first.appendItems([1, 2, 3])
    try source.apply(first, to: table)
    try table.layoutIfNeeded()
    // The next update adds item 4 and changes item 2; displaying item 4 makes a callback apply
    // another snapshot with item 0 on top.
    loadMore.action = { table in
      var more = source.snapshot()
      try more.insertItems([0], beforeItem: 1)
      try source.apply(more, to: table)
    }
    versions.byItem[2] = 1
    var next = first
    try next.appendItems([4])
    try source.apply(next, to: table)
    #expect(loadMore.errors.isEmpty)
    #expect(source.snapshot().itemIdentifiers == [0, 1, 2, 3, 4])
    #expect(
      table.visibleCells.map(\.text) == [
        "row 0/v0", "row 1/v0", "row 2/v1", "row 3/v0", "row 4/v0",
      ])
  }

  @Test("6.6 a row selected from a callback while a reload reads counts does not survive it")
  func selectionDuringReload() throws {
    let probe = ProbeDataSource(sections: [Array(0..<30), Array(30..<40)])
    probe.headerHeights = [0: 20, 1: 20]
    let table = try makeTable(probe)
    try table.layoutIfNeeded()
    probe.items = [[0]]
    probe.sectionIDs = [0]
    probe.addHook(.heightForHeader) { table in
      try table.selectRow(at: IndexPath(row: 5, section: 1))  // a row of the old layout
    }
    table.reloadData()
    try table.layoutIfNeeded()
    #expect(table.indexPathsForSelectedRows.isEmpty)
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("a staged changeset applies its content stage even when its structure failed to display")
  func contentStageAfterDisplayFailure() throws {
    let probe = ProbeDataSource(sections: [[0, 1]])
    let table = try makeTable(probe)
    try table.layoutIfNeeded()
    var before = Snapshot<Int, Int>()
    try before.appendSections([0])
    try before.appendItems([0, 1])
    var after = before
    try after.appendItems([2])
    try after.moveItem(1, beforeItem: 0)
    probe.items = [[1, 0, 2]]
    probe.versions[0] = 1
    probe.flakyFailures = 1  // The structural stage's one request (item 2) fails.
    let changeset = StagedChangeset(
      from: before, to: after, contentChanged: { $0 == 0 }, updateStyle: .reload)
    #expect(changeset.stages.count == 2)
    #expect(throws: DisplayFailedAfterUpdate.self) { try table.apply(changeset) }
    // The reload of the content stage ran: item 0 shows its new content, not the old.
    #expect(table.cellForRow(at: path(0, 1))?.text == "item 0/v1")
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("7.1 a cell whose setEditing changes the mode again leaves every cell in the final mode")
  func cellChangingEditingMode() throws {
    let probe = ProbeDataSource(sections: [Array(0..<10)])
    let table = try makeTable(probe)
    try table.layoutIfNeeded()
    probe.addHook(.cellSetEditing) { table in table.setEditing(false) }
    table.setEditing(true)
    #expect(!table.isEditing)
    #expect(table.visibleCells.allSatisfy { !$0.isEditing })
  }
}

/// A delegate that runs a closure once, from the first `willDisplay` after it is set.
@MainActor
final class DisplayHook: TableViewDelegate {
  var action: ((VirtualTableView) throws -> Void)?
  var errors: [any Error] = []

  func tableView(
    _ tableView: VirtualTableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    guard let action else { return }
    self.action = nil
    do { try action(tableView) } catch { errors.append(error) }
  }
}
