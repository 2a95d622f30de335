import Foundation
import TableSource
import TableSourceTestSupport
import Testing

/// UIKit behaviours the table got wrong: heights after updates, the order of a user move, and
/// queued cells of a class no longer registered.
@MainActor
@Suite("UIKit behaviours after updates, moves and re-registration")
struct UIKitBehaviourTests {
  @Test(
    "3.1 row heights are asked again after a batch update: an empty batch animates a height change",
    arguments: [VirtualTableView.automaticDimension, 0])
  func heightsAfterEmptyBatch(estimate: CGFloat) throws {
    let probe = ProbeDataSource(sections: [Array(0..<20)])
    let table = try makeTable(probe)
    try table.setEstimatedRowHeight(estimate)
    try table.layoutIfNeeded()
    probe.heights[2] = 100
    try table.performBatchUpdates {}
    #expect(table.rectForRow(at: path(0, 2)).height == 100)
    let below: CGFloat = 44 * 2 + 100
    #expect(table.rectForRow(at: path(0, 3)).minY == below)
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("5.10 reconfiguring a row whose height changed takes the new height")
  func reconfigureTakesNewHeight() throws {
    let probe = ProbeDataSource(sections: [Array(0..<20)])
    let table = try makeTable(probe)
    try table.layoutIfNeeded()
    probe.heights[1] = 80
    probe.versions[1] = 1
    try table.reconfigureRows(at: [path(0, 1)])
    #expect(table.rectForRow(at: path(0, 1)).height == 80)
    #expect(table.cellForRow(at: path(0, 1))?.text == "item 1/v1")
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("7.3 a user move calls moveRowAt first, so rows brought on screen show the moved model")
  func userMoveUpdatesTheModelFirst() throws {
    let probe = ProbeDataSource(sections: [Array(0..<20)])
    probe.moves = true
    let table = try makeTable(probe)
    try table.layoutIfNeeded()
    try table.simulate.drag(row: path(0, 0), to: path(0, 15))
    #expect(probe.items[0].prefix(3) == [1, 2, 3])
    #expect(table.visibleCells.map(\.text).last == "item 10")
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("7.3 a valid user move across sections moves the row in the table and the model")
  func userMoveAcrossSections() throws {
    let probe = ProbeDataSource(sections: [Array(0..<10), [10]])
    probe.moves = true
    let table = try makeTable(probe)
    try table.layoutIfNeeded()
    try table.simulate.drag(row: path(0, 9), to: path(1, 0))
    #expect(probe.items.map(\.count) == [9, 2])
    let counts = [table.numberOfRows(inSection: 0), table.numberOfRows(inSection: 1)]
    #expect(counts == [9, 2])
    #expect(probe.calls.contains(.moveRow))
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("1.2 queued cells of a class no longer registered for their identifier are never reused")
  func staleQueuedCellsAreDropped() throws {
    let probe = ProbeDataSource(sections: [Array(0..<100)])
    let table = try makeTable(probe)
    try table.layoutIfNeeded()
    try table.setBounds(CGRect(x: 0, y: 0, width: 320, height: 100))
    #expect(table.queuedCellCount(forReuseIdentifier: "text") > 0)
    try table.setBounds(CGRect(x: 0, y: 0, width: 320, height: 440))
    try table.register(TextCell.self, forCellReuseIdentifier: "text")
    try table.scroll(by: 440)
    #expect(table.visibleCells.allSatisfy { $0 is TextCell })
    #expect(table.statistics.staleCellsDropped > 0)
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("1.2 after a wrong class is replaced by the right one, the identifier displays again")
  func wrongClassThenRightClass() throws {
    let source = try SectionsDataSource(sections: [TableSection(rows: labels(5))])
    let table = try makeTable(source)
    let identifier = LabelRow(id: 0).reuseIdentifier
    try table.register(SwitchCell.self, forCellReuseIdentifier: identifier)
    #expect(throws: TableViewError.self) { try table.layoutIfNeeded() }
    try table.register(TextCell.self, forCellReuseIdentifier: identifier)
    try table.layoutIfNeeded()
    #expect(table.visibleCells.map(\.text) == ["row 0", "row 1", "row 2", "row 3", "row 4"])
  }
}
