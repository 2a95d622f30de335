import Foundation
@_spi(TableSourceEngine) import TableSourceCore

// Rules 3.1–3.3 (heights), 4.1 (load order) and 4.2 (reloadData).
extension VirtualTableView {
  /// Invalidates counts, heights and header and footer views, and clears the selection
  /// (rules 4.2, 6.6). Like UIKit's, the reload is lazy: the data source is asked again at the
  /// next query or layout pass, when the visible cells end display, go to their queues and are
  /// dequeued again for what is then visible. Call ``layoutIfNeeded()`` to run it now.
  ///
  /// Calling it inside a batch update is recorded in ``diagnostics`` (rule 4.3). Called from
  /// inside one of the table's callbacks, it takes effect when the table's operation in progress
  /// ends, and updates asked for in the same operation are part of what it reads again.
  public func reloadData() {
    if batch.noteReload() { observations.diagnostics.append(.reloadDataDuringBatchUpdates) }
    log(.reloadData)
    if restriction != .open || operations.isLoading {
      operations.reloadDeferred = true
    } else {
      performReload()
    }
  }

  /// What `reloadData()` does to the table's state. Updates still waiting to be applied are
  /// dropped: the reload reads everything again, their changes included.
  func performReload() {
    // Rule 6.6, and 6.4: cells still on display until the load show the selection as it is now.
    for index in selection.rows { setSelected(false, global: index) }
    needsReload = true
    let dropped = operations.deferred.takeUpdates()
    for update in dropped {
      if let completion = update.completion { callOut(.batchCompletion) { completion(false) } }
    }
  }

  /// Reads counts and heights again if a reload is pending, for a query, which cannot throw: if
  /// the data source gives a bad count or height, the table keeps answering from what it had,
  /// and the next call that can throw reports the error.
  func loadForQuery() {
    guard needsReload && batch.failedLoad == nil else { return }
    _ = loadReportingFailure()
  }

  /// Reads counts and heights again if a reload is pending, in an operation that cannot throw,
  /// and returns the error instead: a query drops it, and `beginUpdates()` keeps it for the batch
  /// to fail with when it closes (rule 4.4).
  func loadReportingFailure() -> TableViewError? {
    guard needsReload && !operations.isLoading else { return nil }
    return quietOperation { () -> TableViewError? in
      do throws(TableViewError) {
        try loadIfNeeded()
        return nil
      } catch {
        return error
      }
    }
  }

  /// Asks the data source for counts and heights again if a reload is pending. The new layout is
  /// built first; only then do the views on display end (they go to their queues).
  ///
  /// Inside a batch whose opening could not read the counts "before" (``loadReportingFailure()``
  /// failed), nothing is read: the data source may have changed its model since, and what it
  /// shows now is not what the batch starts from. The batch's error is thrown again.
  ///
  /// - Throws: ``TableViewError/invalidNumberOfSections(_:)``,
  ///   ``TableViewError/invalidNumberOfRows(_:section:)``, or an invalid height; the table is
  ///   then as it was, with the reload still pending.
  /// - Complexity: O(s + n) for s sections and n rows when a reload is pending (the heights of all
  ///   rows are asked only when estimation is off), O(1) otherwise.
  func loadIfNeeded() throws(TableViewError) {
    guard needsReload && !operations.isLoading else { return }
    if let failed = batch.failedLoad { throw failed }
    operations.isLoading = true
    defer { operations.isLoading = false }
    let newLayout: TableLayout
    if dataSource != nil {
      newLayout = try makeLayout(rowCounts: try readCounts())
    } else {
      newLayout = .empty
    }
    let ended = screen.removeAll(from: layout)
    needsReload = false
    workingRange.removeAll()
    // Rule 6.6; and a row selected from a callback while the counts were read named a row of
    // the old layout.
    selection.removeAll()
    layout = newLayout
    if dataSource == nil { contentOffset.y = 0 }
    clampContentOffset()
    endDisplaying(ended)
  }

  /// The data source's counts, checked.
  func readCounts() throws(TableViewError) -> [Int] {
    guard let dataSource else { return [] }
    log(.numberOfSections)
    let sectionCount = callOut(.numberOfSections) { dataSource.numberOfSections(in: self) }
    guard sectionCount >= 0 else { throw TableViewError.invalidNumberOfSections(sectionCount) }
    var rowCounts: [Int] = []
    rowCounts.reserveCapacity(sectionCount)
    for section in 0..<sectionCount {
      log(.numberOfRows(section: section))
      let count = callOut(.numberOfRows) {
        dataSource.tableView(self, numberOfRowsInSection: section)
      }
      guard count >= 0 else { throw TableViewError.invalidNumberOfRows(count, section: section) }
      rowCounts.append(count)
    }
    return rowCounts
  }

  /// Builds a layout for the given counts. Rows for which `carrying` gives a height (by global
  /// index) keep it; the others are estimated, or measured now when estimation is off.
  ///
  /// - Throws: An invalid height from the delegate.
  func makeLayout(
    rowCounts: [Int], carrying known: ((Int) -> (height: Double, measured: Bool)?)? = nil
  ) throws(TableViewError) -> TableLayout {
    let total = rowCounts.reduce(0, +)
    var heights = [Double](repeating: 0, count: total)
    var measured = [Bool](repeating: false, count: total)
    let estimate = estimatedHeight
    var global = 0
    for (section, count) in rowCounts.enumerated() {
      for row in 0..<count {
        if let known = known?(global) {
          heights[global] = known.height
          measured[global] = known.measured
        } else if let estimate {
          heights[global] = estimate
        } else {
          heights[global] = try measuredHeight(forRowAt: IndexPath(row: row, section: section))
          measured[global] = true
        }
        global += 1
      }
    }
    let (headerHeights, footerHeights) = try headerFooterHeights(sections: rowCounts.count)
    return TableLayout(
      rowCounts: rowCounts, headerHeights: headerHeights, footerHeights: footerHeights,
      rowHeights: heights, measured: measured,
      tableHeaderHeight: Double(tableHeaderHeight), tableFooterHeight: Double(tableFooterHeight))
  }

  /// The header and footer heights of the first `count` sections, asked in order, a section's
  /// header before its footer.
  ///
  /// - Throws: An invalid height from the delegate.
  func headerFooterHeights(sections count: Int) throws(TableViewError) -> (
    headers: [Double], footers: [Double]
  ) {
    var headers: [Double] = []
    var footers: [Double] = []
    headers.reserveCapacity(count)
    footers.reserveCapacity(count)
    for section in 0..<count {
      headers.append(try headerFooterHeight(inSection: section, kind: .header))
      footers.append(try headerFooterHeight(inSection: section, kind: .footer))
    }
    return (headers, footers)
  }

  /// The estimate for unmeasured rows, or `nil` when estimation is off (rule 3.2).
  var estimatedHeight: Double? {
    if estimatedRowHeight == 0 { return nil }
    if estimatedRowHeight < 0 { return defaultRowHeight }
    return Double(estimatedRowHeight)
  }

  /// ``rowHeight``, with ``automaticDimension`` meaning 44 points.
  var defaultRowHeight: Double {
    rowHeight < 0 ? 44 : Double(rowHeight)
  }

  /// Asks the delegate for a row's height, falling back to ``rowHeight`` (rule 3.1).
  ///
  /// - Throws: ``TableViewError/invalidRowHeight(_:indexPath:)`` for a negative (other than
  ///   ``automaticDimension``), infinite, NaN or too large height.
  func measuredHeight(forRowAt indexPath: IndexPath) throws(TableViewError) -> Double {
    log(.heightForRow(indexPath))
    let answer = callOut(.heightForRow) { delegate?.tableView(self, heightForRowAt: indexPath) }
    guard let answer, answer != Self.automaticDimension else { return defaultRowHeight }
    guard TableSettings.isValid(answer) else {
      throw TableViewError.invalidRowHeight(Double(answer), indexPath: indexPath)
    }
    return Double(answer)
  }

  /// A section header's or footer's height: the delegate's, else an explicit
  /// ``sectionHeaderHeight`` or ``sectionFooterHeight``, else ``defaultHeaderFooterHeight`` for a
  /// titled section and 0 for one without a title (rule 3.3).
  ///
  /// - Throws: ``TableViewError/invalidHeaderFooterHeight(_:section:kind:)``.
  func headerFooterHeight(inSection section: Int, kind: SupplementaryKind) throws(TableViewError)
    -> Double
  {
    let answer =
      kind == .header
      ? callOut(.heightForHeader) { delegate?.tableView(self, heightForHeaderInSection: section) }
      : callOut(.heightForFooter) { delegate?.tableView(self, heightForFooterInSection: section) }
    if let answer, answer != Self.automaticDimension {
      guard TableSettings.isValid(answer) else {
        throw TableViewError.invalidHeaderFooterHeight(
          Double(answer), section: section, kind: kind)
      }
      return Double(answer)
    }
    let setting = kind == .header ? sectionHeaderHeight : sectionFooterHeight
    if setting >= 0 { return Double(setting) }
    return title(ofSection: section, kind: kind) == nil
      ? 0 : Double(Self.defaultHeaderFooterHeight)
  }

  /// The largest content offset the viewport can reach.
  var maximumOffsetY: Double {
    viewport.maximumOffsetY(contentHeight: layout.contentHeight)
  }

  /// Keeps the content offset within the scrollable range (rule 4.2).
  func clampContentOffset() {
    let y = min(max(0, Double(contentOffset.y)), maximumOffsetY)
    contentOffset = CGPoint(x: 0, y: y)
  }

  /// The index path of a global row index.
  func indexPath(ofGlobal index: Int) -> IndexPath {
    let location = layout.location(ofGlobal: index)
    return IndexPath(row: location.row, section: location.section)
  }

  /// The global index of an index path, or `nil` when the row does not exist.
  func globalIndex(of indexPath: IndexPath) -> Int? {
    guard indexPath.count == 2, layout.contains(row: indexPath.row, section: indexPath.section)
    else { return nil }
    return layout.globalIndex(row: indexPath.row, section: indexPath.section)
  }
}
