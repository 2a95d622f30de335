import Foundation
import TableSource
import TableSourceTestSupport
import Testing

/// Every callback × every family of table calls: from inside each callback the table makes, each
/// kind of call either does what the documentation says or throws
/// `TableViewError.reentrantCall` naming the callback — and afterwards the table is consistent.
/// What the documentation says is read from the table in the DocC article "Calling the table from
/// its callbacks", so that the article and the behaviour cannot drift apart.
@MainActor
@Suite("Calls from inside every callback")
struct CallbackMatrixTests {
  /// The families of calls an app makes on a table.
  enum Family: String, CaseIterable, Sendable, CustomStringConvertible {
    case query, register, reload, layout, scroll, update, selection, editing, gesture, settings
    var description: String { rawValue }
  }

  /// The documented contract: the article's table, by callback and family, each cell one of
  /// `now`, `later`, `no-op` or `refused`. Rows are found by the callback's name in backticks.
  static let article: [TableCallback: [Family: String]] = {
    let path = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Sources/TableSource/TableSource.docc")
      .appendingPathComponent("CallingTheTableFromItsCallbacks.md")
    guard let text = try? String(contentsOf: path, encoding: .utf8) else { return [:] }
    func cells(_ line: Substring) -> [String] {
      line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    let lines = text.split(separator: "\n")
    guard let header = lines.first(where: { $0.hasPrefix("| Callback | Kind |") }) else {
      return [:]
    }
    let columns = cells(header).map { Family(rawValue: $0) }
    var table: [TableCallback: [Family: String]] = [:]
    for line in lines where line.hasPrefix("| `") {
      let row = cells(line)
      guard let callback = TableCallback(rawValue: row[0].trimmingCharacters(in: ["`"])) else {
        continue
      }
      for (family, cell) in zip(columns, row) {
        if let family { table[callback, default: [:]][family] = cell }
      }
    }
    return table
  }()

  static func isRefused(_ family: Family, from callback: TableCallback) -> Bool {
    article[callback]?[family] == "refused"
  }

  @Test("the article's table has a row for every callback and a known cell for every family")
  func articleCoversEveryCall() {
    #expect(Set(Self.article.keys) == Set(TableCallback.allCases))
    for callback in TableCallback.allCases {
      for family in Family.allCases {
        let cell = Self.article[callback]?[family]
        #expect(
          ["now", "later", "no-op", "refused"].contains(cell ?? ""),
          "\(callback) × \(family): \(cell ?? "missing")")
      }
    }
  }

  static func act(_ family: Family, _ table: VirtualTableView, _ probe: ProbeDataSource) throws {
    switch family {
    case .query:
      _ = table.numberOfSections
      _ = table.numberOfRows(inSection: 1)
      _ = table.indexPathsForVisibleRows
      _ = table.visibleCells
      _ = table.contentSize
      _ = table.cellForRow(at: IndexPath(row: 0, section: 0))
      _ = table.headerView(forSection: 0)
      _ = table.indexPathsForSelectedRows
      _ = table.rectForRow(at: IndexPath(row: 1, section: 0))
      _ = table.indexPathsForRows(in: table.bounds)
    case .register:
      try table.register(TextCell.self, forCellReuseIdentifier: "extra")
    case .reload:
      table.reloadData()
    case .layout:
      try table.layoutIfNeeded()
    case .scroll:
      try table.scroll(by: 10)
    case .update:
      let item = 1_000 + probe.items[1].count
      probe.items[1].append(item)
      do {
        try table.insertRows(at: [IndexPath(row: probe.items[1].count - 1, section: 1)])
      } catch let error as DisplayFailedAfterUpdate {
        throw error  // Applied.
      } catch {
        probe.items[1].removeLast()  // As an app would: the table refused the change.
        throw error
      }
    case .selection:
      try table.selectRow(at: IndexPath(row: 0, section: 1))
    case .editing:
      table.setEditing(!table.isEditing)
    case .gesture:
      try table.simulate.tap(row: IndexPath(row: 1, section: 1))
    case .settings:
      try table.setRowHeight(40)
    }
  }

  /// Makes the table issue the callback (at least once).
  static func trigger(
    _ callback: TableCallback, _ table: VirtualTableView, _ probe: ProbeDataSource
  )
    throws
  {
    let first = IndexPath(row: 0, section: 0)
    switch callback {
    case .numberOfSections, .numberOfRows, .titleForHeader, .titleForFooter, .heightForHeader,
      .heightForFooter:
      table.reloadData()
      try table.layoutIfNeeded()
    case .cellForRow, .heightForRow, .viewForHeader, .viewForFooter, .willDisplay,
      .willDisplayHeader, .willDisplayFooter, .didEndDisplaying, .didEndDisplayingHeader,
      .didEndDisplayingFooter:
      try table.setContentOffset(CGPoint(x: 0, y: 1_100))
      try table.setContentOffset(.zero)
    case .canEditRow:
      _ = table.canEditRow(at: first)
    case .canMoveRow:
      _ = table.canMoveRow(at: first)
    case .editingStyle:
      table.setEditing(true)
      _ = table.renderText()
    case .trailingSwipeActions:
      _ = table.simulate.swipeActions(row: first)
    case .leadingSwipeActions:
      _ = table.simulate.swipeActions(.leading, row: first)
    case .shouldHighlight, .willSelect, .didSelect, .willDeselect, .didDeselect:
      try table.simulate.tap(row: first)
      try table.simulate.tap(row: IndexPath(row: 1, section: 0))
    case .accessoryButtonTapped:
      try table.layoutIfNeeded()
      table.cellForRow(at: first)?.accessory = .detailButton
      try table.simulate.tapAccessory(row: first)
    case .prefetchRows, .cancelPrefetching, .enterWorkingRange, .exitWorkingRange:
      try table.scroll(by: 100)
      try table.scroll(by: -100)
    case .cellSetEditing:
      table.setEditing(true)
    case .batchCompletion:
      try table.performBatchUpdates({}, completion: { _ in probe.fire(.batchCompletion, table) })
    case .commitEditing:
      try table.simulate.commitEditing(.delete, row: first)
    case .swipeActionHandler:
      try table.simulate.tapSwipeAction(.leading, at: 0, row: first)
    case .moveRow, .targetForMove:
      try table.simulate.drag(row: first, to: IndexPath(row: 2, section: 0))
    }
  }

  @Test(
    "a call from inside any callback does what the documentation says, and the table stays consistent",
    arguments: TableCallback.allCases, Family.allCases)
  func callFromCallback(callback: TableCallback, family: Family) throws {
    // Sections 0 and 1 have header and footer views; section 2 has neither, so its titles are
    // asked.
    let probe = ProbeDataSource(sections: [Array(0..<30), Array(30..<60), Array(60..<62)])
    probe.headerHeights = [0: 30, 1: 30]
    probe.footerHeights = [0: 20, 1: 20]
    probe.commits = true
    probe.moves = true
    let table = try makeTable(probe)
    try table.layoutIfNeeded()
    probe.addHook(callback) { table in try Self.act(family, table, probe) }
    try Self.trigger(callback, table, probe)

    let result = try #require(
      probe.hookResults.first { $0.callback == callback }, "the trigger never made \(callback)")
    if Self.isRefused(family, from: callback) {
      #expect(
        (result.error as? TableViewError).map {
          if case .reentrantCall(_, callback) = $0 { true } else { false }
        } == true,
        "expected a reentrantCall naming \(callback), got \(String(describing: result.error))")
    } else {
      #expect(result.error == nil, "\(String(describing: result.error))")
    }
    try table.layoutIfNeeded()
    #expect(table.violations(of: probe.expected, settled: true) == [])
  }
}
