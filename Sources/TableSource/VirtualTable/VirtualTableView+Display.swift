import Foundation

// Rules 2.6 (queue after display), 2.8 (cells bounded by what is visible), 3.7 (visible rows),
// 4.1 (cellForRowAt before willDisplay) and 6.4 (the table drives a cell's selected state).
extension VirtualTableView {
  /// Brings the table up to date now: runs a pending reload (rule 4.2), measures the rows coming
  /// into view when heights are estimated, ends the display of cells and views that left the
  /// viewport (they go to their queues) and asks the data source for the rows that entered it.
  ///
  /// If the data source throws, the table is put back as it was (the views that had ended are
  /// displayed again) and the error is rethrown.
  ///
  /// - Complexity: O(log n + v) for v visible rows, plus what the data source does.
  public func layoutIfNeeded() throws {
    loadIfNeeded()
    try updateDisplay()
  }

  func updateDisplay() throws {
    measureRowsInViewport()
    let top = Double(contentOffset.y)
    let bottom = top + Double(size.height)
    let wantedRows = layout.globalRows(meeting: top, bottom)
    var wantedHeaders: [Int] = []
    var wantedFooters: [Int] = []
    for section in layout.sections(meeting: top, bottom) {
      let headerMinY = layout.sectionMinY(section)
      let headerHeight = layout.headerHeight(section)
      if headerHeight > 0 && headerMinY < bottom && headerMinY + headerHeight > top {
        wantedHeaders.append(section)
      }
      let footerMinY = layout.footerMinY(section)
      let footerHeight = layout.footerHeight(section)
      if footerHeight > 0 && footerMinY < bottom && footerMinY + footerHeight > top {
        wantedFooters.append(section)
      }
    }

    let cellChange = try reconcile(
      &liveCells, wanted: wantedRows, make: requestCell(global:), end: endDisplaying(_:),
      redisplay: display(_:))
    let headerChange: DisplayChange<TableViewHeaderFooterView>
    do {
      headerChange = try reconcile(
        &liveHeaders, wanted: wantedHeaders, make: { try self.requestHeaderFooter($0, true) },
        end: { self.endDisplayingHeaderFooter($0, isHeader: true) },
        redisplay: { self.displayHeaderFooter($0, isHeader: true) })
    } catch {
      rollback(cellChange, &liveCells, redisplay: display(_:))
      throw error
    }
    let footerChange: DisplayChange<TableViewHeaderFooterView>
    do {
      footerChange = try reconcile(
        &liveFooters, wanted: wantedFooters, make: { try self.requestHeaderFooter($0, false) },
        end: { self.endDisplayingHeaderFooter($0, isHeader: false) },
        redisplay: { self.displayHeaderFooter($0, isHeader: false) })
    } catch {
      rollback(headerChange, &liveHeaders) { self.displayHeaderFooter($0, isHeader: true) }
      rollback(cellChange, &liveCells, redisplay: display(_:))
      throw error
    }
    for live in cellChange.added { display(live) }
    for live in headerChange.added { displayHeaderFooter(live, isHeader: true) }
    for live in footerChange.added { displayHeaderFooter(live, isHeader: false) }
    recordPeakVisibleCells()
  }

  /// Measures the unmeasured rows in the viewport until none is left. What was on screen stays
  /// in place: when a row above the first displayed row still in the viewport (or, after a jump
  /// that left none, above the viewport's top edge) turns out taller or shorter than its
  /// estimate, the content offset moves by the difference, as UIKit does.
  func measureRowsInViewport() {
    guard estimatedHeight != nil else { return }
    // The anchor is the first displayed row still in the viewport; after a jump there is none.
    let top = Double(contentOffset.y)
    let bottom = top + Double(size.height)
    let anchor = liveCells.first { live in
      let path = indexPath(ofGlobal: live.key)
      let minY = layout.rowMinY(global: live.key, section: path.section)
      return minY < bottom && minY + layout.rowHeight(global: live.key) > top
    }?.key
    for _ in 0..<32 {
      let top = Double(contentOffset.y)
      var measuredAny = false
      // A plain loop, not `filter`: this runs on every scroll step.
      for index in layout.globalRows(meeting: top, top + Double(size.height))
      where !layout.isMeasured(global: index) {
        measure(global: index, anchor: anchor)
        measuredAny = true
      }
      if !measuredAny { return }
    }
  }

  /// Asks a row's real height and records it. The content offset moves by the difference when
  /// the row lies before `anchor` (a row index), or, without one, starts above the viewport.
  func measure(global index: Int, anchor: Int?) {
    guard !layout.isMeasured(global: index) else { return }
    let path = indexPath(ofGlobal: index)
    let minY = layout.rowMinY(global: index, section: path.section)
    let old = layout.rowHeight(global: index)
    let height = measuredHeight(forRowAt: path)
    layout.setMeasuredHeight(height, global: index)
    let isAbove = anchor.map { index < $0 } ?? (minY < Double(contentOffset.y))
    if isAbove {
      contentOffset.y += CGFloat(height - old)
    }
    clampContentOffset()
  }

  private func recordPeakVisibleCells() {
    statistics.peakVisibleCells = max(statistics.peakVisibleCells, liveCells.count)
  }

  /// Counts a cell in or out of the display, per reuse identifier (rule 2.8's bound is per
  /// identifier).
  private func countVisible(_ cell: TableViewCell, _ change: Int) {
    let slot = cell.reuseSlot
    guard slot >= 0 else { return }
    visibleCellsBySlot[slot] += change
    if visibleCellsBySlot[slot] > peakVisibleCellsBySlot[slot] {
      peakVisibleCellsBySlot[slot] = visibleCellsBySlot[slot]
      statistics.peakVisibleCellsByIdentifier[slotIdentifiers[slot]] = visibleCellsBySlot[slot]
    }
  }

  // MARK: - Requests

  /// Asks the data source for a row's cell (rule 4.1). The dequeue inside it must be for this
  /// index path (rule 2.3).
  func requestCell(global index: Int) throws -> TableViewCell {
    guard let dataSource else { throw TableViewError.noDataSource }
    let path = indexPath(ofGlobal: index)
    cellRequest = path
    cellsDequeuedInRequest.removeAll(keepingCapacity: true)
    defer { cellRequest = nil }
    log(.cellForRow(path))
    do {
      return try dataSource.tableView(self, cellForRowAt: path)
    } catch {
      // A cell dequeued for a request that failed was never displayed: back to its queue.
      for cell in cellsDequeuedInRequest where cell !== reconfiguringView { enqueue(cell) }
      throw error
    }
  }

  /// Asks the delegate for a section's header or footer view, or shows the data source's title in
  /// the table's own title view.
  func requestHeaderFooter(_ section: Int, _ isHeader: Bool) throws -> TableViewHeaderFooterView {
    let view =
      isHeader
      ? try delegate?.tableView(self, viewForHeaderInSection: section)
      : try delegate?.tableView(self, viewForFooterInSection: section)
    if let view { return view }
    let title =
      isHeader
      ? dataSource?.tableView(self, titleForHeaderInSection: section)
      : dataSource?.tableView(self, titleForFooterInSection: section)
    let titleView =
      dequeueReusableHeaderFooterView(withIdentifier: Self.titleViewReuseIdentifier)
      ?? TableViewHeaderFooterView(reuseIdentifier: nil)
    titleView.text = title
    return titleView
  }

  // MARK: - Display and end of display

  /// Shows a cell for its row: the table sets its selected and editing state (rules 6.4, 7.1),
  /// then sends `willDisplay`.
  func display(_ live: LiveView<TableViewCell>) {
    let path = indexPath(ofGlobal: live.key)
    countVisible(live.view, 1)
    live.view.isSelected = selectedRows.contains(live.key)
    live.view.isHighlighted = false
    if live.view.isEditing != isEditing { live.view.setEditing(isEditing, animated: false) }
    log(.willDisplay(cell: live.view.instanceNumber, path))
    delegate?.tableView(self, willDisplay: live.view, forRowAt: path)
  }

  /// Sends `didEndDisplaying` for a cell and queues it (rule 2.6).
  func endDisplaying(_ live: LiveView<TableViewCell>) {
    let path = indexPath(ofGlobal: live.key)
    log(.didEndDisplaying(cell: live.view.instanceNumber, path))
    delegate?.tableView(self, didEndDisplaying: live.view, forRowAt: path)
    countVisible(live.view, -1)
    enqueue(live.view)
  }

  func displayHeaderFooter(_ live: LiveView<TableViewHeaderFooterView>, isHeader: Bool) {
    log(
      .willDisplayHeaderFooter(
        view: live.view.instanceNumber, section: live.key, isHeader: isHeader))
    if isHeader {
      delegate?.tableView(self, willDisplayHeaderView: live.view, forSection: live.key)
    } else {
      delegate?.tableView(self, willDisplayFooterView: live.view, forSection: live.key)
    }
  }

  func endDisplayingHeaderFooter(_ live: LiveView<TableViewHeaderFooterView>, isHeader: Bool) {
    log(
      .didEndDisplayingHeaderFooter(
        view: live.view.instanceNumber, section: live.key, isHeader: isHeader))
    if isHeader {
      delegate?.tableView(self, didEndDisplayingHeaderView: live.view, forSection: live.key)
    } else {
      delegate?.tableView(self, didEndDisplayingFooterView: live.view, forSection: live.key)
    }
    enqueue(live.view)
  }

  // MARK: - Reconciling live views with what should be visible

  /// Ends the live views whose keys are no longer wanted (so they can be reused at once), then
  /// makes views for the wanted keys that have none. `willDisplay` is left to the caller, once
  /// every request succeeded. If a request throws, everything is put back and the error rethrown.
  func reconcile<View: ReusableView>(
    _ live: inout [LiveView<View>], wanted: [Int], make: (Int) throws -> View,
    end: (LiveView<View>) -> Void, redisplay: (LiveView<View>) -> Void
  ) throws -> DisplayChange<View> {
    var change = DisplayChange(previous: live)
    var kept: [LiveView<View>] = []
    kept.reserveCapacity(wanted.count)
    var wantedIndex = 0
    for entry in live {
      while wantedIndex < wanted.count && wanted[wantedIndex] < entry.key { wantedIndex += 1 }
      if wantedIndex < wanted.count && wanted[wantedIndex] == entry.key {
        kept.append(entry)
      } else {
        change.ended.append(entry)
      }
    }
    change.endedGenerations = change.ended.map(\.view.generation)
    for entry in change.ended { end(entry) }
    var keptIndex = 0
    var merged: [LiveView<View>] = []
    merged.reserveCapacity(wanted.count)
    for key in wanted {
      if keptIndex < kept.count && kept[keptIndex].key == key {
        merged.append(kept[keptIndex])
        keptIndex += 1
        continue
      }
      do {
        let entry = LiveView(key: key, view: try make(key))
        change.added.append(entry)
        merged.append(entry)
      } catch {
        rollback(change, &live, redisplay: redisplay)
        throw error
      }
    }
    live = merged
    return change
  }

  /// Undoes a reconciliation: views made for it go back to their queues; views it ended are taken
  /// out of theirs and displayed again for their old keys. An ended view that a new request
  /// reused in the meantime is configured again for its old key, through the same mechanism as
  /// `reconfigureRows` (rule 5.10), so it is the same instance showing the same content.
  func rollback<View: ReusableView>(
    _ change: DisplayChange<View>, _ live: inout [LiveView<View>],
    redisplay: (LiveView<View>) -> Void
  ) {
    let ended = Set(change.ended.map { ObjectIdentifier($0.view) })
    for entry in change.added where !ended.contains(ObjectIdentifier(entry.view)) {
      requeue(entry.view)
    }
    for entry in change.ended { unqueue(entry.view) }
    live = change.previous
    for (entry, generation) in zip(change.ended, change.endedGenerations) {
      if entry.view.generation != generation { restoreContent(of: entry) }
      redisplay(entry)
    }
  }

  private func requeue(_ view: ReusableView) {
    if let cell = view as? TableViewCell {
      cellQueues.enqueue(cell)
    } else if let view = view as? TableViewHeaderFooterView {
      headerFooterQueues.enqueue(view)
    }
  }

  private func unqueue(_ view: ReusableView) {
    if let cell = view as? TableViewCell {
      cellQueues.remove(cell)
    } else if let view = view as? TableViewHeaderFooterView {
      headerFooterQueues.remove(view)
    }
  }

  /// Has the data source configure a live view again for its key, handing back the same view
  /// from the dequeue.
  private func restoreContent<View: ReusableView>(of entry: LiveView<View>) {
    reconfiguringView = entry.view
    defer { reconfiguringView = nil }
    if entry.view is TableViewCell {
      let path = indexPath(ofGlobal: entry.key)
      cellRequest = path
      defer { cellRequest = nil }
      _ = try? dataSource?.tableView(self, cellForRowAt: path)
    } else if let view = entry.view as? TableViewHeaderFooterView {
      let isHeader = liveHeaders.contains { $0.view === view }
      _ = try? requestHeaderFooter(entry.key, isHeader)
    }
  }
}

/// What one reconciliation changed, so it can be completed or undone.
struct DisplayChange<View: ReusableView> {
  var previous: [LiveView<View>]
  var ended: [LiveView<View>] = []
  /// The generation of each ended view when it ended: a later one means it was reused since.
  var endedGenerations: [Int] = []
  var added: [LiveView<View>] = []
}
