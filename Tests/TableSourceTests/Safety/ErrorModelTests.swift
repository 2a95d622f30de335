import Foundation
import TableSource
import TableSourceTestSupport
import Testing

/// "One truth after an error": an update is rejected before anything changes or applied in full,
/// and a failed layout pass is undone exactly.
@MainActor
@Suite("One truth for the table and its data source after an error")
struct ErrorModelTests {
  @Test("a row that fails to display after a valid insert leaves table and data source agreeing")
  func failedDisplayAfterInsert() throws {
    let source = try SectionsDataSource(sections: [TableSection(rows: labels(3))])
    let table = try makeTable(source)
    try table.layoutIfNeeded()
    #expect(throws: DisplayFailedAfterUpdate.self) {
      try source.insertRow(FailingRow(id: 99), at: path(0, 0), in: table)
    }
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(source.sections[0].rows.count == 4)
    #expect(table.cellForRow(at: path(0, 0)) == nil)
    #expect(table.visibleCells.map(\.text) == ["row 0", "row 1", "row 2"])
    // The next update is checked against the same counts on both sides.
    try source.deleteRows(at: [path(0, 0)], in: table)
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.visibleCells.map(\.text) == ["row 0", "row 1", "row 2"])
  }

  @Test("an update accepted from willDisplay is kept when displaying it fails")
  func reentrantInsertIsKept() throws {
    let source = try SectionsDataSource(sections: [TableSection(rows: labels(3))])
    let table = try makeTable(source)
    try table.layoutIfNeeded()
    let spy = WillDisplaySpy(next: source) { _ in }
    table.delegate = spy
    try table.layoutIfNeeded()
    spy.action = { table in
      try source.insertRow(FailingRow(id: 99), at: IndexPath(row: 0, section: 0), in: table)
    }
    do {
      try source.insertRow(LabelRow(id: 50), at: path(0, 0), in: table)
      Issue.record("expected the display of the inner insert to fail")
    } catch let error as DisplayFailedAfterUpdate {
      #expect(error.indexPath == path(0, 0))
    }
    #expect(source.sections[0].rows.map(\.id) == [99, 50, 0, 1, 2].map(AnyHashable.init))
    #expect(table.numberOfRows(inSection: 0) == 5)
    #expect(table.visibleCells.map(\.text) == ["row 50", "row 0", "row 1", "row 2"])
  }

  /// A laid-out table showing one section of `items` through `source`, and the snapshot applied.
  func showing(_ items: [Int], with source: DiffableDataSource<Int, Int>) throws -> (
    VirtualTableView, Snapshot<Int, Int>
  ) {
    let table = VirtualTableView()
    table.dataSource = source
    table.delegate = source
    var snapshot = Snapshot<Int, Int>()
    try snapshot.appendSections([0])
    try snapshot.appendItems(items)
    try source.apply(snapshot, to: table)
    try table.layoutIfNeeded()
    return (table, snapshot)
  }

  @Test("9.2 an item whose row changes cell type is reloaded, never reconfigured")
  func diffableReloadsChangedCellType() throws {
    var useSwitch = false
    let source = DiffableDataSource<Int, Int> { item -> any TableViewRow in
      item == 1 && useSwitch
        ? SwitchRow(id: "item \(item)", isOn: true) : LabelRow(id: item)
    }
    let (table, snapshot) = try showing([0, 1, 2], with: source)
    useSwitch = true
    var next = snapshot
    try next.reconfigureItems([1])
    try source.apply(next, to: table, updateStyle: .reconfigure)
    #expect(table.cellForRow(at: path(0, 1)) is SwitchCell)
    #expect(source.snapshot().itemIdentifiers == [0, 1, 2])
  }

  @Test("a diffable apply whose display fails holds the new snapshot, as the table does")
  func diffableDisplayFailureKeepsNewState() throws {
    let source = DiffableDataSource<Int, Int> { item -> any TableViewRow in
      item == 9 ? FailingRow(id: item) : LabelRow(id: item)
    }
    let (table, _) = try showing([0, 1, 2], with: source)
    var next = Snapshot<Int, Int>()
    try next.appendSections([0])
    try next.appendItems([9, 0, 2])
    #expect(throws: DisplayFailedAfterUpdate.self) { try source.apply(next, to: table) }
    #expect(source.snapshot().itemIdentifiers == [9, 0, 2])
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.visibleCells.map(\.text) == ["row 0", "row 2"])
  }

  @Test(
    "5.10 rows being reconfigured when a display fails lose their cell; the next pass refreshes them"
  )
  func partialCommitRefreshesReconfiguredRows() throws {
    let probe = ProbeDataSource(sections: [Array(0..<10)])
    let table = try makeTable(probe)
    try table.layoutIfNeeded()
    probe.items[0].insert(100, at: 0)
    probe.versions[3] = 1
    probe.flakyFailures = 1  // The first cell asked for — item 100's — fails once.
    #expect(throws: DisplayFailedAfterUpdate.self) {
      try table.performBatchUpdates {
        try table.insertRows(at: [path(0, 0)])
        try table.reconfigureRows(at: [path(0, 3)])
      }
    }
    #expect(table.cellForRow(at: path(0, 4)) == nil)  // item 3, which was being refreshed
    #expect(table.violations(of: probe.expected, settled: false).isEmpty)
    try table.layoutIfNeeded()
    #expect(table.cellForRow(at: path(0, 4))?.text == "item 3/v1")
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("a failed scroll whose undo cannot configure a reused cell again leaves its row empty")
  func failedRestoreIsNotSilent() throws {
    let probe = ProbeDataSource(sections: [Array(0..<40)])
    let table = try makeTable(probe)
    try table.layoutIfNeeded()
    probe.failingItems = [11]
    probe.addHook(.cellForRow) { _ in }  // row 10: reuses row 1's cell
    probe.addHook(.cellForRow) { _ in probe.failingItems.insert(1) }  // row 11 fails; so will row 1
    let before = TableState(table)
    #expect(throws: ProbeDataSource.Failure(item: 11)) { try table.scroll(by: 88) }
    #expect(table.contentOffset == before.offset)
    #expect(table.cellForRow(at: path(0, 1)) == nil)
    #expect(table.indexPathsForVisibleRows == before.visibleRows.filter { $0 != path(0, 1) })
    #expect(table.violations(of: probe.expected, settled: false).isEmpty)
    probe.failingItems = []
    try table.layoutIfNeeded()
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("a failed scroll keeps no height it measured and queues no cell it created")
  func failedScrollLeavesNoTrace() throws {
    let probe = ProbeDataSource(sections: [Array(0..<100)])
    for item in 0..<100 { probe.heights[item] = 60 }
    let table = try makeTable(probe)
    try table.layoutIfNeeded()
    probe.failingItems = [14]
    let before = TableState(table)
    let queued = Set(table.queuedCells.map(ObjectIdentifier.init))
    #expect(throws: ProbeDataSource.Failure(item: 14)) { try table.scroll(by: 500) }
    #expect(TableState(table) == before)
    #expect(Set(table.queuedCells.map(ObjectIdentifier.init)) == queued)
    probe.failingItems = []
    try table.scroll(by: 500)
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("an undone scroll restores the content height and every row's place bit for bit")
  func undoneScrollRestoresHeightsExactly() throws {
    // Heights that floating-point sums cannot hold exactly: adding a difference and then its
    // opposite does not give the sum back.
    for distance: CGFloat in [300, 500, 700, 900, 1_300] {
      let probe = ProbeDataSource(sections: [Array(0..<200)])
      for item in 0..<200 { probe.heights[item] = 10.1 + CGFloat(item % 7) * 3.37 }
      let table = try makeTable(probe)
      try table.layoutIfNeeded()
      try table.scroll(by: 123.4)
      let height = table.contentSize.height
      let rects = (0..<200).map { table.rectForRow(at: path(0, $0)).minY }
      let firstHidden = (table.indexPathsForVisibleRows.last?.row ?? 0) + Int(distance / 40)
      probe.failingItems = [firstHidden]
      #expect(throws: ProbeDataSource.Failure(item: firstHidden)) {
        try table.scroll(by: distance)
      }
      #expect(table.contentSize.height.bitPattern == height.bitPattern, "scroll by \(distance)")
      let after = (0..<200).map { table.rectForRow(at: path(0, $0)).minY }
      #expect(after.map(\.bitPattern) == rects.map(\.bitPattern), "scroll by \(distance)")
    }
  }

  @Test("1.2 an undone pass puts stale cells back in their queue and does not count them dropped")
  func undoneDequeueUncountsStaleCells() throws {
    let probe = ProbeDataSource(sections: [Array(0..<100)])
    let table = try makeTable(probe)
    try table.layoutIfNeeded()
    try table.setBounds(CGRect(x: 0, y: 0, width: 320, height: 100))
    let queued = table.queuedCellCount(forReuseIdentifier: "text")
    #expect(queued > 1)
    try table.register(TextCell.self, forCellReuseIdentifier: "text")
    // The pass drops the stale cells it finds at the head of the queue, then a row fails.
    probe.failingItems = [6]
    #expect(throws: ProbeDataSource.Failure(item: 6)) {
      try table.setBounds(CGRect(x: 0, y: 0, width: 320, height: 440))
    }
    #expect(table.queuedCellCount(forReuseIdentifier: "text") == queued)
    #expect(table.statistics.staleCellsDropped == 0)
    probe.failingItems = []
    try table.setBounds(CGRect(x: 0, y: 0, width: 320, height: 440))
    #expect(table.statistics.staleCellsDropped == queued)
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("4.1 a cell put back by an undone pass is configured for its row before willDisplay")
  func undoneUpdatePassConfiguresBeforeWillDisplay() throws {
    let probe = ProbeDataSource(sections: [Array(0..<20)])
    let table = try makeTable(probe)
    try table.layoutIfNeeded()
    var stale: [String] = []
    probe.onWillDisplay = { table, path in
      let shown = table.cellForRow(at: path)?.text
      let current = probe.text(ofItem: probe.items[path.section][path.row])
      if shown != current { stale.append("\(shown ?? "no cell") for \(current)") }
    }
    // Rows come in at the top, pushing item 8, which is being reconfigured, out of the viewport:
    // the pass ends its cell, then the first new row's request fails and the pass is undone.
    probe.items[0].insert(contentsOf: 100..<105, at: 0)
    probe.versions[8] = 1
    probe.flakyFailures = 1
    #expect(throws: DisplayFailedAfterUpdate.self) {
      try table.performBatchUpdates {
        try table.insertRows(at: (0..<5).map { path(0, $0) })
        try table.reconfigureRows(at: [path(0, 8)])
      }
    }
    #expect(stale.isEmpty)
    #expect(table.violations(of: probe.expected, settled: false).isEmpty)
    try table.layoutIfNeeded()
    #expect(stale.isEmpty)
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
    probe.releaseHooks()
  }

  @Test("cells created by a first layout pass that fails are dropped, not queued")
  func failedFirstPassDropsItsCells() throws {
    let probe = ProbeDataSource(sections: [Array(0..<100)])
    probe.failingItems = [5]
    let table = try makeTable(probe)
    #expect(throws: ProbeDataSource.Failure(item: 5)) { try table.layoutIfNeeded() }
    #expect(table.visibleCells.isEmpty)
    #expect(table.queuedCells.isEmpty)
    #expect(table.statistics.cellsDiscarded == 5)
    probe.failingItems = []
    try table.layoutIfNeeded()
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("6.2 a programmatic selection whose scroll fails keeps the old selection")
  func selectionIsRestoredWhenItsScrollFails() throws {
    let probe = ProbeDataSource(sections: [Array(0..<100)])
    let table = try makeTable(probe)
    try table.layoutIfNeeded()
    try table.selectRow(at: path(0, 2))
    probe.failingItems = [50]
    #expect(throws: ProbeDataSource.Failure(item: 50)) {
      try table.selectRow(at: path(0, 50), scrollPosition: .middle)
    }
    #expect(table.indexPathsForSelectedRows == [path(0, 2)])
    #expect(table.contentOffset == .zero)
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }
}
