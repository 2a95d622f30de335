import Foundation

// Rules 3.1–3.3 (heights), 4.1 (load order) and 4.2 (reloadData).
extension VirtualTableView {
  /// Invalidates counts, heights and header and footer views, and clears the selection
  /// (rules 4.2, 6.6). Like UIKit's, the reload is lazy: the data source is asked again at the
  /// next query or layout pass, when the visible cells end display, go to their queues and are
  /// dequeued again for what is then visible. Call ``layoutIfNeeded()`` to run it now.
  ///
  /// Calling it inside a batch update is recorded in ``diagnostics`` (rule 4.3).
  public func reloadData() {
    if batchDepth > 0 {
      diagnostics.append(.reloadDataDuringBatchUpdates)
      reloadRequestedDuringBatch = true
    }
    log(.reloadData)
    selectedRows.removeAll()
    needsReload = true
  }

  /// Asks the data source for counts and heights again if a reload is pending.
  ///
  /// - Complexity: O(s + n) for s sections and n rows when a reload is pending (the heights of all
  ///   rows are asked only when estimation is off), O(1) otherwise.
  func loadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    prefetchedRows.removeAll()
    endDisplayingEverything()
    guard let dataSource else {
      layout = .empty
      contentOffset.y = 0
      return
    }
    log(.numberOfSections)
    let sectionCount = max(0, dataSource.numberOfSections(in: self))
    var rowCounts: [Int] = []
    rowCounts.reserveCapacity(sectionCount)
    for section in 0..<sectionCount {
      log(.numberOfRows(section: section))
      rowCounts.append(max(0, dataSource.tableView(self, numberOfRowsInSection: section)))
    }
    hasLoadedCounts = true
    layout = makeLayout(rowCounts: rowCounts)
    clampContentOffset()
  }

  /// Builds a layout for the given counts. Rows for which `carrying` gives a height (by global
  /// index) keep it; the others are estimated, or measured now when estimation is off.
  func makeLayout(
    rowCounts: [Int], carrying known: ((Int) -> (height: Double, measured: Bool)?)? = nil
  ) -> TableLayout {
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
          heights[global] = measuredHeight(forRowAt: IndexPath(row: row, section: section))
          measured[global] = true
        }
        global += 1
      }
    }
    return TableLayout(
      rowCounts: rowCounts,
      headerHeights: rowCounts.indices.map { headerHeight(inSection: $0) },
      footerHeights: rowCounts.indices.map { footerHeight(inSection: $0) },
      rowHeights: heights, measured: measured,
      tableHeaderHeight: Double(max(0, tableHeaderHeight)),
      tableFooterHeight: Double(max(0, tableFooterHeight)))
  }

  /// The estimate for unmeasured rows, or `nil` when estimation is off (rule 3.2).
  var estimatedHeight: Double? {
    if estimatedRowHeight == 0 { return nil }
    if estimatedRowHeight < 0 { return Double(max(0, rowHeight)) }
    return Double(estimatedRowHeight)
  }

  /// Asks the delegate for a row's height, falling back to ``rowHeight`` (rule 3.1).
  func measuredHeight(forRowAt indexPath: IndexPath) -> Double {
    log(.heightForRow(indexPath))
    let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    return Double(max(0, height))
  }

  /// A section header's height: the delegate's, else an explicit ``sectionHeaderHeight``, else
  /// ``defaultHeaderFooterHeight`` for a titled section and 0 for one without a title (rule 3.3).
  func headerHeight(inSection section: Int) -> Double {
    if let height = delegate?.tableView(self, heightForHeaderInSection: section) {
      return Double(max(0, height))
    }
    if sectionHeaderHeight >= 0 { return Double(sectionHeaderHeight) }
    let title = dataSource?.tableView(self, titleForHeaderInSection: section)
    return title == nil ? 0 : Double(Self.defaultHeaderFooterHeight)
  }

  /// A section footer's height, decided as ``headerHeight(inSection:)`` is.
  func footerHeight(inSection section: Int) -> Double {
    if let height = delegate?.tableView(self, heightForFooterInSection: section) {
      return Double(max(0, height))
    }
    if sectionFooterHeight >= 0 { return Double(sectionFooterHeight) }
    let title = dataSource?.tableView(self, titleForFooterInSection: section)
    return title == nil ? 0 : Double(Self.defaultHeaderFooterHeight)
  }

  /// Ends the display of every live cell and header and footer view, which go to their queues.
  func endDisplayingEverything() {
    for live in liveCells { endDisplaying(live) }
    for live in liveHeaders { endDisplayingHeaderFooter(live, isHeader: true) }
    for live in liveFooters { endDisplayingHeaderFooter(live, isHeader: false) }
    liveCells.removeAll()
    liveHeaders.removeAll()
    liveFooters.removeAll()
  }

  /// The largest content offset the viewport can reach.
  var maximumOffsetY: Double {
    max(0, layout.contentHeight - Double(size.height))
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
