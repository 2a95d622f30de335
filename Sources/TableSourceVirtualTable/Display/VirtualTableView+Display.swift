import Foundation
@_spi(TableSourceEngine) import TableSourceCore

// Rules 2.6 (queue after display), 2.8 (cells bounded by what is visible), 3.7 (visible rows),
// 4.1 (cellForRowAt before willDisplay) and 6.4 (the table drives a cell's selected state).
//
// A display pass runs in four steps, and the table's state is committed before each one calls
// out, so a callback always sees the state as of the last completed step:
// 1. the views that left the viewport leave the live lists, then get `didEndDisplaying…` and go
//    to their queues (rule 2.6: ended before they can be reused);
// 2. the data source and delegate are asked for the views that entered it (and for the rows to
//    reconfigure); the live lists still hold only the views that stayed;
// 3. the new views join the live lists, with their selected state set (rule 6.4);
// 4. they get `willDisplay…`.
// If step 2 throws, the pass is undone: the views made in it go back where they came from and
// the ended views come back, configured again for their own rows if they were reused.
extension VirtualTableView {
  /// Brings the table up to date now: runs a pending reload (rule 4.2), measures the rows coming
  /// into view when heights are estimated, ends the display of cells and views that left the
  /// viewport (they go to their queues) and asks the data source for the rows that entered it.
  ///
  /// If the data source throws, the table is put back as it was — displayed cells and their
  /// content, heights, content offset, reuse queues — and the error is rethrown.
  ///
  /// Called from inside one of the table's callbacks, it does nothing: the table is already in
  /// the middle of an operation, which lays the table out when it ends.
  ///
  /// - Throws: What the data source or delegate throws; a ``TableViewError`` for a bad count or
  ///   height.
  /// - Complexity: O(log n + v) for v visible rows, plus what the data source does.
  public func layoutIfNeeded() throws {
    guard restriction == .open else { return }
    try operation {
      try loadIfNeeded()
      try transaction { try displayPass() }
    }
  }

  /// The rows, headers and footers that meet the viewport. `rows`, when given, are the rows
  /// that meet it, as ``measureRowsInViewport()`` found them in the layout as it is now.
  private func wantedKeys(rows: [Int]? = nil) -> (rows: [Int], headers: [Int], footers: [Int]) {
    let top = Double(contentOffset.y)
    let bottom = top + Double(size.height)
    var headers: [Int] = []
    var footers: [Int] = []
    for section in layout.sections(meeting: top, bottom) {
      let headerMinY = layout.sectionMinY(section)
      let headerHeight = layout.headerHeight(section)
      if headerHeight > 0 && headerMinY < bottom && headerMinY + headerHeight > top {
        headers.append(section)
      }
      let footerMinY = layout.footerMinY(section)
      let footerHeight = layout.footerHeight(section)
      if footerHeight > 0 && footerMinY < bottom && footerMinY + footerHeight > top {
        footers.append(section)
      }
    }
    return (rows ?? layout.globalRows(meeting: top, bottom), headers, footers)
  }

  /// Shows exactly the rows, headers and footers meeting the viewport. Run inside a
  /// ``transaction(_:)``.
  ///
  /// - Parameter targets: Rows (global indexes) whose live cells are configured again in place
  ///   (rule 5.10), in the same step as the new cells are asked for.
  /// - Throws: What a request throws, after undoing the pass.
  func displayPass(reconfiguring targets: [Int] = []) throws {
    let wanted = wantedKeys(rows: try measureRowsInViewport())

    // 1. End what left the viewport.
    let (ended, previous) = screen.keepOnly(wanted, in: layout)
    endDisplaying(ended)

    // 2. Ask for what entered it, and for the rows to reconfigure.
    let entered: Entered
    do {
      entered = try requestEntered(wanted, targets)
    } catch {
      undoDisplayPass(ended: ended, previous: previous)
      throw error
    }
    let (addedCells, addedHeaders, addedFooters, replaced) = (
      entered.cells, entered.headers, entered.footers, entered.replaced
    )

    // 3. Commit.
    let left = screen.add(
      cells: addedCells, headers: addedHeaders, footers: addedFooters, replacing: replaced)
    for cell in left { countVisible(cell, -1) }
    for live in addedCells { prepareForDisplay(live) }
    for (old, new) in replaced { prepareForDisplay(LiveView(key: old.key, view: new)) }
    recordPeakVisibleCells()

    // 4. Tell.
    for (old, _) in replaced {
      sendDidEndDisplaying(old.view, at: indexPath(ofGlobal: old.key))
      enqueue(old.view)
    }
    for (old, new) in replaced { sendWillDisplay(LiveView(key: old.key, view: new)) }
    for live in addedCells { sendWillDisplay(live) }
    for live in addedHeaders { sendWillDisplayHeaderFooter(live, kind: .header) }
    for live in addedFooters { sendWillDisplayHeaderFooter(live, kind: .footer) }
    updateWorkingRange()
  }

  /// The views a pass made: for the rows, headers and footers that entered the viewport, and the
  /// cells that replaced reconfigured rows' cells (a data source that made its own).
  struct Entered {
    var cells: [LiveView<TableViewCell>] = []
    var headers: [LiveView<TableViewHeaderFooterView>] = []
    var footers: [LiveView<TableViewHeaderFooterView>] = []
    var replaced: [(old: LiveView<TableViewCell>, new: TableViewCell)] = []
  }

  /// Step 2 of a pass: asks the data source and delegate for the wanted keys that have no live
  /// view, then configures the reconfigured rows' live cells again (rule 5.10).
  private func requestEntered(
    _ wanted: (rows: [Int], headers: [Int], footers: [Int]), _ targets: [Int]
  ) throws -> Entered {
    var entered = Entered()
    let missing = screen.missing(wanted)
    entered.cells.reserveCapacity(missing.rows.count)
    for key in missing.rows {
      entered.cells.append(LiveView(key: key, view: try requestCell(global: key)))
    }
    for section in missing.headers {
      entered.headers.append(
        LiveView(key: section, view: try requestHeaderFooter(section, .header)))
    }
    for section in missing.footers {
      entered.footers.append(
        LiveView(key: section, view: try requestHeaderFooter(section, .footer)))
    }
    for target in targets {
      guard let live = screen.liveCell(ofRow: target) else { continue }
      let returned = try requestCell(global: target, reconfiguring: live.view)
      if returned !== live.view { entered.replaced.append((live, returned)) }
    }
    return entered
  }

  /// Measures the unmeasured rows in the viewport until none is left. What was on screen stays
  /// in place: when a row above the first displayed row still in the viewport (or, after a jump
  /// that left none, above the viewport's top edge) turns out taller or shorter than its
  /// estimate, the content offset moves by the difference, as UIKit does.
  ///
  /// - Returns: The rows that meet the viewport, all measured, when the last look found them so
  ///   (nothing has changed since); `nil` when heights are not estimated or rows were still
  ///   being measured after 32 looks.
  /// - Throws: ``TableViewError/invalidRowHeight(_:indexPath:)``.
  func measureRowsInViewport() throws -> [Int]? {
    guard estimatedHeight != nil else { return nil }
    let anchor = firstDisplayedRowInViewport()
    for _ in 0..<32 {
      let top = Double(contentOffset.y)
      var measuredAny = false
      let rows = layout.globalRows(meeting: top, top + Double(size.height))
      // A plain loop, not `filter`: this runs on every scroll step.
      for index in rows where !layout.isMeasured(global: index) {
        try measure(global: index, anchor: anchor)
        measuredAny = true
      }
      if !measuredAny { return rows }
    }
    return nil
  }

  /// The anchor of ``measureRowsInViewport()``: the first displayed row still in the viewport;
  /// after a jump there is none. A plain loop, not `first(where:)`: a closure made here checks at
  /// run time that it runs on the main actor, on every call, and this runs on every scroll step.
  private func firstDisplayedRowInViewport() -> Int? {
    let top = Double(contentOffset.y)
    let bottom = top + Double(size.height)
    for live in screen.cells {
      let section = layout.location(ofGlobal: live.key).section
      let minY = layout.rowMinY(global: live.key, section: section)
      if minY < bottom && minY + layout.rowHeight(global: live.key) > top { return live.key }
    }
    return nil
  }

  /// Asks a row's real height and records it. The content offset moves by the difference when
  /// the row lies before `anchor` (a row index), or, without one, starts above the viewport.
  func measure(global index: Int, anchor: Int?) throws {
    guard !layout.isMeasured(global: index) else { return }
    let path = indexPath(ofGlobal: index)
    let minY = layout.rowMinY(global: index, section: path.section)
    let old = layout.rowHeight(global: index)
    let height = try measuredHeight(forRowAt: path)
    setMeasuredHeight(height, global: index)
    let isAbove: Bool
    if let anchor {
      isAbove = index < anchor
    } else {
      isAbove = minY < Double(contentOffset.y)
    }
    if isAbove {
      contentOffset.y += CGFloat(height - old)
    }
    clampContentOffset()
  }

  private func recordPeakVisibleCells() {
    observations.statistics.peakVisibleCells = max(
      observations.statistics.peakVisibleCells, screen.cells.count)
  }

  /// Counts a cell in or out of the display, per reuse identifier (rule 2.8's bound is per
  /// identifier).
  func countVisible(_ cell: TableViewCell, _ change: Int) {
    if let (identifier, peak) = cellPool.countDisplayed(cell, change) {
      observations.statistics.peakVisibleCellsByIdentifier[identifier] = peak
    }
  }

  // MARK: - Requests

  /// Asks the data source for a row's cell (rule 4.1). The dequeue inside it must be for this
  /// index path (rule 2.3). With `live`, the dequeue hands back that cell (rule 5.10).
  func requestCell(global index: Int, reconfiguring live: TableViewCell? = nil) throws
    -> TableViewCell
  {
    let path = indexPath(ofGlobal: index)
    guard let dataSource else {
      screen.noteFailedRequest(row: path)
      throw TableViewError.noDataSource
    }
    screen.beginCellRequest(path, reconfiguring: live)
    defer { screen.endCellRequest() }
    do {
      return try askForCell(at: path, from: dataSource)
    } catch {
      screen.noteFailedRequest(row: path)
      throw error
    }
  }

  /// Asks the delegate for a section's header or footer view, or shows the data source's title in
  /// the table's own title view.
  func requestHeaderFooter(_ section: Int, _ kind: SupplementaryKind) throws
    -> TableViewHeaderFooterView
  {
    do {
      let view =
        kind == .header
        ? try callOut(.viewForHeader) {
          try delegate?.tableView(self, viewForHeaderInSection: section)
        }
        : try callOut(.viewForFooter) {
          try delegate?.tableView(self, viewForFooterInSection: section)
        }
      if let view { return view }
    } catch {
      screen.noteFailedRequest(row: nil, section: section)
      throw error
    }
    let title = self.title(ofSection: section, kind: kind)
    let titleView =
      dequeueReusableHeaderFooterView(withIdentifier: Self.titleViewReuseIdentifier)
      ?? TableViewHeaderFooterView(reuseIdentifier: nil)
    titleView.text = title
    return titleView
  }

  /// The data source's title for a section's header or footer.
  func title(ofSection section: Int, kind: SupplementaryKind) -> String? {
    kind == .header
      ? callOut(.titleForHeader) { dataSource?.tableView(self, titleForHeaderInSection: section) }
      : callOut(.titleForFooter) { dataSource?.tableView(self, titleForFooterInSection: section) }
  }

  // MARK: - Display and end of display

  /// Counts a cell in and sets the state the table drives (rules 6.4, 7.1 is sent with
  /// `willDisplay`).
  func prepareForDisplay(_ live: LiveView<TableViewCell>) {
    countVisible(live.view, 1)
    live.view.isSelected = selection.contains(live.key)
    live.view.isHighlighted = false
  }

  /// Brings a displayed cell's editing state in line with the table's, then sends `willDisplay`.
  func sendWillDisplay(
    _ live: LiveView<TableViewCell>, restriction: CallbackRestriction? = nil
  ) {
    // A callback before this one may have ended the cell's display or moved it.
    guard screen.isShowing(live) else { return }
    let path = indexPath(ofGlobal: live.key)
    log(.willDisplay(cell: live.view.instanceNumber, path))
    deliverWillDisplay(live.view, at: path, restriction: restriction)
  }

  /// Brings a cell's editing state in line with the table's (rule 7.1), then sends `willDisplay`
  /// for it at `path`, which is the row being shown (`rowBeingShown`) meanwhile: for a cell on
  /// display and for one configured off the screen alike.
  func deliverWillDisplay(
    _ cell: TableViewCell, at path: IndexPath, restriction: CallbackRestriction? = nil
  ) {
    if cell.isEditing != isEditing {
      let editing = isEditing
      callOut(.cellSetEditing, restriction: restriction) {
        cell.setEditing(editing, animated: false)
      }
    }
    let outer = screen.replaceWillDisplayRow(with: path)
    defer { screen.willDisplayRow = outer }
    callOut(.willDisplay, restriction: restriction) {
      delegate?.tableView(self, willDisplay: cell, forRowAt: path)
    }
  }

  /// Sends `didEndDisplaying` for a cell that has already left the live list.
  func sendDidEndDisplaying(_ cell: TableViewCell, at path: IndexPath) {
    log(.didEndDisplaying(cell: cell.instanceNumber, path))
    callOut(.didEndDisplaying) {
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }
  }

  func sendWillDisplayHeaderFooter(
    _ live: LiveView<TableViewHeaderFooterView>, kind: SupplementaryKind,
    restriction: CallbackRestriction? = nil
  ) {
    guard screen.isShowing(live, kind: kind) else { return }
    log(
      .willDisplayHeaderFooter(
        view: live.view.instanceNumber, section: live.key, kind: kind))
    if kind == .header {
      callOut(.willDisplayHeader, restriction: restriction) {
        delegate?.tableView(self, willDisplayHeaderView: live.view, forSection: live.key)
      }
    } else {
      callOut(.willDisplayFooter, restriction: restriction) {
        delegate?.tableView(self, willDisplayFooterView: live.view, forSection: live.key)
      }
    }
  }

  func sendDidEndDisplayingHeaderFooter(
    _ view: TableViewHeaderFooterView, section: Int, kind: SupplementaryKind
  ) {
    log(
      .didEndDisplayingHeaderFooter(view: view.instanceNumber, section: section, kind: kind)
    )
    if kind == .header {
      callOut(.didEndDisplayingHeader) {
        delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
      }
    } else {
      callOut(.didEndDisplayingFooter) {
        delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
      }
    }
  }

  /// Ends views that have already left the live lists: each gets `didEndDisplaying…`, then goes
  /// to its queue (rule 2.6).
  func endDisplaying(_ ended: Ended) {
    for entry in ended.cells {
      countVisible(entry.live.view, -1)
      sendDidEndDisplaying(entry.live.view, at: entry.path ?? IndexPath(row: 0, section: 0))
      enqueue(entry.live.view)
    }
    for entry in ended.headers {
      sendDidEndDisplayingHeaderFooter(entry.live.view, section: entry.live.key, kind: .header)
      enqueue(entry.live.view)
    }
    for entry in ended.footers {
      sendDidEndDisplayingHeaderFooter(entry.live.view, section: entry.live.key, kind: .footer)
      enqueue(entry.live.view)
    }
  }

  // MARK: - Undoing a pass

  /// Puts the display back as it was before a pass that failed: views made in it go back to
  /// where they came from (queue or nowhere); ended views leave their queues and are displayed
  /// again. Every ended cell is configured again for its row before its `willDisplay` (rule
  /// 4.1): a request may have reused it, and inside an applied update its row may have changed
  /// (a row being reconfigured, whose cell the pass ended). A header or footer view is
  /// configured again when a request reused it. A view that cannot be configured again for its
  /// row (a data source whose answers changed) stays in its queue, and its row waits for the
  /// next layout pass with no view: nothing ever shows another row's content, or its row's old
  /// content.
  private func undoDisplayPass(ended: Ended, previous: DisplayState.Lists) {
    undoDequeues()
    for entry in ended.cells { cellPool.queues.remove(entry.live.view) }
    for entry in ended.headers + ended.footers { headerFooterPool.queues.remove(entry.live.view) }
    // Cells that stayed, and headers and footers not reused, come back at once; the others once
    // they are configured again.
    let reusedViews = screen.restore(previous, without: ended)
    let shownCells = redisplayCells(ended.cells)
    let shownHeaders = redisplay(ended.headers, .header, reused: reusedViews)
    let shownFooters = redisplay(ended.footers, .footer, reused: reusedViews)
    for live in shownCells { sendWillDisplay(live, restriction: .closed) }
    for live in shownHeaders {
      sendWillDisplayHeaderFooter(live, kind: .header, restriction: .closed)
    }
    for live in shownFooters {
      sendWillDisplayHeaderFooter(live, kind: .footer, restriction: .closed)
    }
  }

  /// Puts ended cells back on display, each configured again for its own row first; a cell
  /// that cannot be goes back to its queue. Returns the cells shown again.
  private func redisplayCells(_ ended: [EndedView<TableViewCell>]) -> [LiveView<TableViewCell>] {
    var shown: [LiveView<TableViewCell>] = []
    for entry in ended {
      guard restoreCell(entry.live) else {
        enqueue(entry.live.view)
        continue
      }
      screen.insert(entry.live)
      shown.append(entry.live)
      prepareForDisplay(entry.live)
    }
    return shown
  }

  /// Puts ended headers or footers back on display, configuring the reused ones again for their
  /// own sections first.
  private func redisplay(
    _ ended: [EndedView<TableViewHeaderFooterView>], _ kind: SupplementaryKind,
    reused: Set<ObjectIdentifier>
  ) -> [LiveView<TableViewHeaderFooterView>] {
    var shown: [LiveView<TableViewHeaderFooterView>] = []
    for entry in ended {
      if reused.contains(ObjectIdentifier(entry.live.view)) {
        guard restoreHeaderFooter(entry.live, kind: kind) else {
          enqueue(entry.live.view)
          continue
        }
        screen.insert(entry.live, kind: kind)
      }
      shown.append(entry.live)
    }
    return shown
  }

  /// Has the data source configure a cell again for its row, handing back the same cell from the
  /// dequeue (the mechanism of rule 5.10). Returns whether it did.
  private func restoreCell(_ entry: LiveView<TableViewCell>) -> Bool {
    guard let dataSource else { return false }
    let path = indexPath(ofGlobal: entry.key)
    screen.beginCellRequest(path, reconfiguring: entry.view)
    defer { screen.endCellRequest() }
    return (try? askForCell(at: path, from: dataSource)) === entry.view
  }

  /// Calls `cellForRowAt`, logging the request and the configured cell the data source hands
  /// over.
  private func askForCell(at path: IndexPath, from dataSource: any TableViewDataSource) throws
    -> TableViewCell
  {
    log(.cellForRow(path))
    let cell = try callOut(.cellForRow) { try dataSource.tableView(self, cellForRowAt: path) }
    log(.configure(cell: cell.instanceNumber, path))
    return cell
  }

  /// Has the delegate (or the title) configure a header or footer view again for its section.
  private func restoreHeaderFooter(
    _ entry: LiveView<TableViewHeaderFooterView>, kind: SupplementaryKind
  )
    -> Bool
  {
    screen.reconfiguringView = entry.view
    defer { screen.reconfiguringView = nil }
    return (try? requestHeaderFooter(entry.key, kind)) === entry.view
  }
}

/// The views one pass or update ended.
@MainActor
struct Ended {
  var cells: [EndedView<TableViewCell>] = []
  var headers: [EndedView<TableViewHeaderFooterView>] = []
  var footers: [EndedView<TableViewHeaderFooterView>] = []
}
