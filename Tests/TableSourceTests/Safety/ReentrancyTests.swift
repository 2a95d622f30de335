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
    // The scroll was refused; the selection happened; the reload ran when the pass ended.
    #expect(
      probe.hookResults[0].error as? TableViewError
        == .reentrantCall(call: "scroll(by:)", callback: .willDisplay))
    try table.layoutIfNeeded()
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
    #expect(table.visibleCells.allSatisfy { $0.isEditing })
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
    let dataSource = try SectionsDataSource(sections: [Section(id: "s", rows: labels(3))])
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
