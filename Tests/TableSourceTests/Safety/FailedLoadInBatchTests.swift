import Foundation
import TableSource
import TableSourceTestSupport
import Testing

/// A delegate whose next `failures` row heights are invalid: a table with a reload pending fails
/// to load once, then loads.
@MainActor
final class FlakyHeights: TableViewDelegate {
  var failures: Int

  init(failures: Int) {
    self.failures = failures
  }

  func tableView(_ tableView: VirtualTableView, heightForRowAt indexPath: IndexPath) -> CGFloat? {
    guard failures > 0 else { return nil }
    failures -= 1
    return -5
  }
}

/// Rule 4.4 after a failed load: a batch's "before" is what the table last showed, and a load
/// that fails as the batch opens fails the batch with that error, whatever the data source shows
/// by the time the batch closes.
@MainActor
@Suite("A batch whose 'before' cannot be loaded fails with the load's error")
struct FailedLoadInBatchTests {
  /// A table with estimation off (every height asked when it loads), showing `dataSource`, laid
  /// out (after `prepare`), with a reload pending and a delegate whose next height fails.
  func tableWithPendingReload(
    _ dataSource: some TableViewDataSource,
    prepare: (VirtualTableView) throws -> Void = { _ in }
  ) throws -> (VirtualTableView, FlakyHeights) {
    let table = VirtualTableView(size: CGSize(width: 320, height: 440))
    try table.setEstimatedRowHeight(0)
    try table.register(ProbeCell.self, forCellReuseIdentifier: "text")
    table.dataSource = dataSource
    try prepare(table)
    try table.layoutIfNeeded()
    let heights = FlakyHeights(failures: 0)
    table.delegate = heights
    try table.layoutIfNeeded()
    table.reloadData()
    heights.failures = 1
    return (table, heights)
  }

  @Test("4.4 a raw batch whose opening load fails throws the height error, not a count error")
  func rawBatchThrowsTheLoadError() throws {
    let probe = ProbeDataSource(sections: [Array(0..<5)])
    let (table, _) = try tableWithPendingReload(probe)
    #expect(throws: TableViewError.invalidRowHeight(-5, indexPath: path(0, 0))) {
      try table.performBatchUpdates {
        probe.items[0].remove(at: 3)
        try table.deleteRows(at: [path(0, 3)])
      }
    }
    // The app puts its model back, as it must after a rejected update; the reload is still
    // pending, and the next layout reads the model as it is.
    probe.items[0].insert(3, at: 3)
    try table.layoutIfNeeded()
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
    // The next batch works.
    try table.performBatchUpdates {
      probe.items[0].remove(at: 3)
      try table.deleteRows(at: [path(0, 3)])
    }
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("4.4 an invalid raw batch is not accepted because its opening load failed")
  func invalidRawBatchIsNotAccepted() throws {
    let probe = ProbeDataSource(sections: [Array(0..<5)])
    let (table, _) = try tableWithPendingReload(probe)
    // The model loses a row and the batch reports none: invalid, whatever the table loads.
    #expect(throws: TableViewError.invalidRowHeight(-5, indexPath: path(0, 0))) {
      try table.performBatchUpdates { probe.items[0].remove(at: 3) }
    }
    // Nothing was applied: the app puts its model back, and the pending reload reads it.
    probe.items[0].insert(3, at: 3)
    #expect(table.numberOfRows(inSection: 0) == 5)
    try table.layoutIfNeeded()
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("4.4 a sections data source keeps its model when the batch's opening load fails")
  func sectionsDataSourceKeepsItsModel() throws {
    let source = try SectionsDataSource(sections: [TableSection(rows: labels(3))])
    let (table, heights) = try tableWithPendingReload(source)
    #expect(throws: TableViewError.invalidRowHeight(-5, indexPath: path(0, 0))) {
      try source.deleteRows(at: [path(0, 2)], in: table)
    }
    #expect(source.sections[0].rows.map(\.id) == [0, 1, 2].map(AnyHashable.init))
    // The reload is still pending: the table shows what its data source holds once it loads.
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(heights.failures == 0)
    try source.deleteRows(at: [path(0, 2)], in: table)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.visibleCells.map(\.text) == ["row 0", "row 1"])
  }

  @Test("4.4 a diffable apply whose batch cannot load keeps the old snapshot, and the next works")
  func diffableApplyKeepsItsSnapshot() throws {
    let source = DiffableDataSource<Int, Int> { LabelRow(id: $0) }
    var snapshot = Snapshot<Int, Int>()
    try snapshot.appendSections([0])
    try snapshot.appendItems([0, 1, 2])
    let (table, _) = try tableWithPendingReload(source) { try source.apply(snapshot, to: $0) }
    var next = snapshot
    try next.deleteItems([2])
    #expect(throws: TableViewError.invalidRowHeight(-5, indexPath: path(0, 0))) {
      try source.apply(next, to: table)
    }
    #expect(source.snapshot().itemIdentifiers == [0, 1, 2])
    #expect(table.numberOfRows(inSection: 0) == 3)
    try source.apply(next, to: table)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.visibleCells.map(\.text) == ["row 0", "row 1"])
  }

  @Test("4.4 a query inside a batch whose opening load failed does not load the changed model")
  func queryInsideFailedBatchDoesNotLoad() throws {
    let probe = ProbeDataSource(sections: [Array(0..<5)])
    let (table, _) = try tableWithPendingReload(probe)
    var countInside = -1
    #expect(throws: TableViewError.invalidRowHeight(-5, indexPath: path(0, 0))) {
      try table.performBatchUpdates {
        probe.items[0].remove(at: 3)
        countInside = table.numberOfRows(inSection: 0)
        try table.deleteRows(at: [path(0, 3)])
      }
    }
    // The table answered from what it showed: the changed model was not read as "before".
    #expect(countInside == 5)
    probe.items[0].insert(3, at: 3)
    try table.layoutIfNeeded()
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }
}
