import Foundation
import TableSource
import TableSourceTestSupport
import Testing

/// The findings of "callbacks that reenter the table", each as the code an app would write.
@MainActor
@Suite("Calling the table from its own callbacks")
struct ReentrancyTests {
  func loaded(_ sections: [[Int]], height: CGFloat = 440) throws -> (
    VirtualTableView, ProbeDataSource
  ) {
    let probe = ProbeDataSource(sections: sections)
    let table = try makeTable(probe, height: height)
    try table.layoutIfNeeded()
    return (table, probe)
  }

  @Test(
    "reading the visible rows from didEndDisplaying while scrolling answers the committed state")
  func visibleRowsFromDidEndDisplaying() throws {
    let (table, probe) = try loaded([Array(0..<100)])
    var seen: [[IndexPath]] = []
    for _ in 0..<3 {
      probe.addHook(.didEndDisplaying) { table in seen.append(table.indexPathsForVisibleRows) }
    }
    try table.scroll(by: 300)
    #expect(seen.count == 3)
    // The cell ending has left the visible rows; the rows that stayed are all there.
    #expect(seen.first?.first == path(0, 6))
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("reads from inside cellForRowAt and viewForHeaderInSection answer the committed state")
  func readsFromRequests() throws {
    let probe = ProbeDataSource(sections: [Array(0..<30), Array(30..<60)])
    probe.headerHeights = [0: 30, 1: 30]
    let table = try makeTable(probe)
    var answers: [String] = []
    probe.addHook(.cellForRow) { table in
      answers.append("visible \(table.visibleCells.count) \(table.indexPathsForVisibleRows.count)")
      answers.append("cell \(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)")
      answers.append("header \(table.headerView(forSection: 0) == nil)")
      answers.append("sections \(table.numberOfSections)")
    }
    probe.addHook(.viewForHeader) { table in
      answers.append("rows while asking a header \(table.indexPathsForVisibleRows.count)")
    }
    try table.layoutIfNeeded()
    // The first request of the first pass: nothing is displayed yet.
    #expect(
      answers == [
        "visible 0 0", "cell true", "header true", "sections 2", "rows while asking a header 0",
      ])
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("scrolling, layout and updates from inside cellForRowAt throw an error naming the callback")
  func writesFromRequests() throws {
    let (table, probe) = try loaded([Array(0..<100)])
    probe.addHook(.cellForRow) { table in try table.scroll(by: 100) }
    probe.addHook(.cellForRow) { table in try table.layoutIfNeeded() }
    probe.addHook(.cellForRow) { table in try table.selectRow(at: IndexPath(row: 1, section: 0)) }
    probe.addHook(.cellForRow) { table in
      try table.deleteRows(at: [IndexPath(row: 0, section: 0)])
    }
    try table.scroll(by: 200)
    let errors = probe.hookResults.map { $0.error as? TableViewError }
    #expect(
      errors == [
        .reentrantCall(call: "scroll(by:)", callback: .cellForRow), nil, nil,
        .reentrantCall(call: "deleteRows(at:with:)", callback: .cellForRow),
      ])
    #expect(table.indexPathsForSelectedRows == [path(0, 1)])
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test(
    "reloadData then layoutIfNeeded from didEndDisplaying during a batch commit reloads after it")
  func reloadFromDidEndDuringCommit() throws {
    let (table, probe) = try loaded([Array(0..<20)])
    probe.addHook(.didEndDisplaying) { table in
      table.reloadData()
      try table.layoutIfNeeded()
    }
    probe.items[0].removeFirst(3)
    try table.deleteRows(at: [path(0, 0), path(0, 1), path(0, 2)])
    #expect(probe.hookResults.count == 1 && probe.hookResults[0].error == nil)
    try table.layoutIfNeeded()
    #expect(table.visibleCells.first?.text == "item 3")
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("table calls from willDisplay leave the display loop intact: every cell displayed once")
  func willDisplayCallsKeepTheLoopIntact() throws {
    let probe = ProbeDataSource(sections: [Array(0..<100)])
    let table = try makeTable(probe)
    probe.addHook(.willDisplay) { table in
      try table.selectRow(at: IndexPath(row: 3, section: 0))
      table.reloadData()
      _ = table.numberOfSections
      try table.scroll(by: 50)
    }
    probe.addHook(.willDisplay) { table in table.setEditing(true) }
    try table.layoutIfNeeded()
    // The selection happened; the reload ran when the pass ended, then the scroll, which was
    // accepted at once and waited for the pass to end.
    #expect(probe.hookResults[0].error == nil)
    #expect(table.contentOffset.y == 50)
    #expect(table.indexPathsForSelectedRows.isEmpty)
    try table.layoutIfNeeded()
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
    #expect(table.visibleCells.allSatisfy { $0.isEditing })
  }

  @Test("6.3 scrollToRow from didSelectRowAt reveals the row once the tap ends, as UIKit allows")
  func scrollToRowFromDidSelect() throws {
    let (table, probe) = try loaded([Array(0..<100)])
    var offsetInside: CGFloat = -1
    probe.addHook(.didSelect) { table in
      // A Save row revealing the first invalid field, far below.
      try table.scrollToRow(at: path(0, 80), at: .middle)
      offsetInside = table.contentOffset.y
    }
    try table.simulate.tap(row: path(0, 2))
    #expect(probe.hookResults.first?.error == nil)
    #expect(offsetInside == 0)  // Applied when the tap ends, after didSelectRowAt returns.
    #expect(table.indexPathsForVisibleRows.contains(path(0, 80)))
    #expect(table.indexPathsForSelectedRows == [path(0, 2)])
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("6.3 a scrollToRow from didSelectRowAt that names no row throws in the callback at once")
  func badScrollFromDidSelectThrowsAtOnce() throws {
    let (table, probe) = try loaded([Array(0..<10)])
    probe.addHook(.didSelect) { table in try table.scrollToRow(at: path(0, 50), at: .top) }
    try table.simulate.tap(row: path(0, 2))
    #expect(
      probe.hookResults.first?.error as? TableViewError
        == .rowOutOfRange(row: 50, section: 0, numberOfRows: 10))
    #expect(table.contentOffset.y == 0)
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("a scrollToRow from didSelectRowAt after an insert there lands on the inserted row")
  func scrollAfterInsertFromDidSelect() throws {
    let (table, probe) = try loaded([Array(0..<30)])
    probe.addHook(.didSelect) { table in
      probe.items[0].append(500)
      try table.insertRows(at: [path(0, 30)])
      // Checked against the rows the table will have once the insert is applied.
      try table.scrollToRow(at: path(0, 30), at: .bottom)
    }
    try table.simulate.tap(row: path(0, 0))
    #expect(probe.hookResults.first?.error == nil)
    #expect(table.indexPathsForVisibleRows.last == path(0, 30))
    #expect(table.visibleCells.last?.text == "item 500")
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("scrolls asked for from willDisplay: the last one wins, applied once the pass ends")
  func scrollsFromWillDisplay() throws {
    let (table, probe) = try loaded([Array(0..<100)])
    probe.addHook(.willDisplay) { table in try table.scroll(by: 100) }
    probe.addHook(.willDisplay) { table in try table.scroll(by: 100) }
    probe.addHook(.willDisplay) { table in try table.setContentOffset(CGPoint(x: 0, y: 1_000)) }
    try table.scroll(by: 440)
    #expect(probe.hookResults.count == 3)
    #expect(probe.hookResults.allSatisfy { $0.error == nil })
    #expect(table.contentOffset.y == 1_000)
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("a willDisplay that scrolls on every display is stopped, where the last scroll put it")
  func scrollingOnEveryDisplayIsStopped() throws {
    let (table, probe) = try loaded([Array(0..<100_000)])
    probe.onWillDisplay = { table, _ in try table.scroll(by: 44) }
    do {
      try table.scroll(by: 44)
      Issue.record("expected the scrolls not to settle")
    } catch let error as DisplayFailedAfterUpdate {
      #expect(error.underlying as? TableViewError == .scrollsDidNotSettle(count: 1_000))
    }
    probe.onWillDisplay = nil
    let expected: CGFloat = 44 * 1_001
    #expect(table.contentOffset.y == expected)
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
    probe.releaseHooks()
  }

  @Test("a scroll from willDisplay that fails is undone, and the update that displayed it stays")
  func failingDeferredScrollKeepsTheUpdate() throws {
    // Row 50's cell cannot be made; it is far below the screen.
    let rows = labels(60).enumerated().map { $0.offset == 50 ? AnyRow(FailingRow(id: 50)) : $0.1 }
    let source = try SectionsDataSource(sections: [TableSection(rows: rows)])
    let probe = ProbeDataSource(sections: [])
    probe.inner = source
    let table = try makeTable(source)
    table.dataSource = probe
    table.delegate = probe
    try table.layoutIfNeeded()
    // The inserted row's willDisplay scrolls to the failing row: the scroll fails once the
    // insert has been displayed.
    probe.addHook(.willDisplay) { table in try table.scrollToRow(at: path(0, 51), at: .top) }
    do {
      try source.insertRow(LabelRow(id: 999), at: path(0, 0), in: table)
      Issue.record("expected the deferred scroll to fail")
    } catch let error as DisplayFailedAfterUpdate {
      #expect(error.underlying is FailingRow.Failure)
      #expect(error.indexPath == path(0, 51))
    }
    #expect(probe.hookResults.first?.error == nil)
    // The scroll is undone; the insert is not, and the data source kept it.
    #expect(table.contentOffset.y == 0)
    #expect(source.sections[0].rows.count == 61)
    #expect(table.numberOfRows(inSection: 0) == 61)
    #expect(table.visibleCells.first?.text == "row 999")
    probe.releaseHooks()
  }

  @Test("reading the cells from inside cellForRowAt is recorded where UIKit raises or asserts")
  func cellReadsDuringCellUpdateAreDiagnosed() throws {
    let probe = ProbeDataSource(sections: [Array(0..<20)])
    let table = try makeTable(probe)
    probe.addHook(.cellForRow) { table in _ = table.visibleCells }
    probe.addHook(.cellForRow) { table in _ = table.cellForRow(at: path(0, 0)) }
    try table.layoutIfNeeded()
    #expect(
      table.diagnostics == [
        .visibleCellsReadWhileUpdatingCells(callback: .cellForRow),
        .cellForRowReadWhileUpdatingCells(callback: .cellForRow),
      ])
    // From a callback that only tells, the same reads are fine.
    probe.addHook(.didSelect) { table in _ = (table.visibleCells, table.cellForRow(at: path(0, 1)))
    }
    try table.simulate.tap(row: path(0, 1))
    #expect(table.diagnostics.count == 2)
  }

  @Test("load more: rows inserted at the end from willDisplay are applied after the pass")
  func loadMoreFromWillDisplay() throws {
    let (table, probe) = try loaded([Array(0..<20)])
    defer { probe.releaseHooks() }
    var loads = 0
    probe.onWillDisplay = { table, indexPath in
      let count = probe.items[0].count
      guard indexPath.row == count - 1, count < 60 else { return }
      loads += 1
      probe.items[0] += Array(count..<count + 10)
      try table.insertRows(at: (count..<count + 10).map { IndexPath(row: $0, section: 0) })
    }
    for _ in 0..<40 { try table.scroll(by: 44) }
    #expect(loads == 4)
    #expect(probe.hookResults.allSatisfy { $0.error == nil })
    #expect(table.numberOfRows(inSection: 0) == 60)
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test(
    "an update deferred from willDisplay is checked at once: an invalid one throws in the callback")
  func deferredUpdatesAreCheckedAtOnce() throws {
    let (table, probe) = try loaded([Array(0..<5)])
    probe.addHook(.willDisplay) { table in
      try table.insertRows(at: [IndexPath(row: 0, section: 0)])  // the model did not change
    }
    table.reloadData()
    try table.layoutIfNeeded()
    let error = try #require(probe.hookResults.first?.error as? BatchUpdateError)
    #expect(String(describing: error).contains("Invalid update: invalid number of rows"))
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test("a data source update from willDisplay joins no batch and lands after the pass")
  func sectionsDataSourceUpdateFromWillDisplay() throws {
    let dataSource = try SectionsDataSource(sections: [TableSection(id: "s", rows: labels(3))])
    let table = try makeTable(dataSource)
    let spy = WillDisplaySpy(next: dataSource) { table in
      try dataSource.insertRow(LabelRow(id: 99), at: IndexPath(row: 0, section: 0), in: table)
    }
    table.delegate = spy
    try table.layoutIfNeeded()
    #expect(spy.errors.isEmpty)
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(dataSource.sections[0].rows.count == 4)
    #expect(table.visibleCells.first?.text == "row 99")
  }

  @Test("setting the data source from inside a callback takes effect when the operation ends")
  func dataSourceAssignmentFromCallback() throws {
    let (table, probe) = try loaded([Array(0..<5)])
    let other = ProbeDataSource(sections: [Array(100..<103)])
    probe.addHook(.willDisplay) { table in table.dataSource = other }
    table.reloadData()
    try table.layoutIfNeeded()
    #expect(table.dataSource === other)
    try table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.visibleCells.first?.text == "item 100")
  }
}
