public import Foundation
@_spi(TableSourceEngine) public import TableSourceCore

// Rules 4.3–4.5 and 5.1–5.10: batch updates, their validation and their effect on visible cells.
extension VirtualTableView {
  /// Opens a batch of updates; batches nest, and only the outermost ``endUpdates()`` commits
  /// (rule 5.1).
  ///
  /// The counts "before" the batch are the table's as it opens (rule 4.4): a table with a reload
  /// pending reads them now. If the data source then gives a bad count or height, the batch
  /// fails with that error when it closes, whatever the data source shows by then, and nothing
  /// changes; the reload stays pending.
  public func beginUpdates() {
    batch.open(failedLoad: batch.isOpen ? nil : loadReportingFailure())
  }

  /// Closes a batch; the outermost one validates and commits everything recorded since its
  /// ``beginUpdates()``.
  ///
  /// - Throws: A ``BatchUpdateError`` when the update is invalid, or a ``TableViewError`` for a
  ///   bad count or height or a call from inside a callback that cannot take it; the table is
  ///   then exactly as it was before the batch. ``DisplayFailedAfterUpdate`` when the update was
  ///   applied but a row of it could not be displayed.
  public func endUpdates() throws {
    guard batch.isOpen else { return }
    try finish(batch.close(), call: "endUpdates()", completion: nil)
  }

  /// Runs `updates` as one batch, then commits it (rule 5.1); `completion` runs after the
  /// commit with `true` (`false` if a `reloadData()` superseded the batch or displaying it failed).
  /// Inside another batch, `updates` joins it and `completion` runs at once.
  ///
  /// Called from inside a `willDisplay…`, prefetch or selection callback, the update is checked at
  /// once and applied when the table's operation in progress ends; `completion` runs then.
  ///
  /// - Throws: What `updates` throws (the batch is then dropped), or what ``endUpdates()``
  ///   throws.
  public func performBatchUpdates(
    _ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil
  ) throws {
    beginUpdates()
    do {
      try updates()
    } catch {
      batch.abandon()
      throw error
    }
    try finish(
      batch.close(), call: "performBatchUpdates(_:completion:)", completion: completion)
  }

  /// Does what the end of a batch asks for: nothing more for an inner batch (its completion runs
  /// at once), nothing for one superseded by `reloadData()` (rule 4.3: everything is re-read),
  /// a commit for the outermost.
  private func finish(
    _ ending: BatchRecorder.Ending, call: String, completion: ((Bool) -> Void)?
  ) throws {
    switch ending {
    case .nested:
      if let completion { callOut(.batchCompletion) { completion(true) } }
    case .superseded:
      if let completion { callOut(.batchCompletion) { completion(false) } }
    case .failedToLoad(let error):
      throw error
    case .commit(let update, let animation):
      try commit(update, animation: animation, call: call, completion: completion)
    }
  }

  /// Records or commits a whole batch update given as a value: inside a batch its changes join
  /// the batch; outside, it is committed at once.
  ///
  /// - Throws: A ``BatchUpdateError`` when committed and invalid.
  public func apply(_ update: BatchUpdate, animation: RowAnimation = .automatic) throws {
    try record("apply(_:animation:)", animation) { $0.append(contentsOf: update) }
  }

  /// Inserts rows, by their index paths after the update (rule 5.2).
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic)
    throws
  {
    try record("insertRows(at:with:)", animation) { $0.insertedRows += indexPaths }
  }

  /// Deletes rows, by their index paths before the update (rule 5.2).
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic)
    throws
  {
    try record("deleteRows(at:with:)", animation) { $0.deletedRows += indexPaths }
  }

  /// Moves a row; the data source must already reflect the move (rule 5.4).
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) throws {
    try record("moveRow(at:to:)", .automatic) {
      $0.movedRows.append(.init(from: indexPath, to: newIndexPath))
    }
  }

  /// Reloads rows: each gets a new `cellForRowAt`, and its old cell goes to its queue
  /// (rules 5.3, 5.9).
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic)
    throws
  {
    try record("reloadRows(at:with:)", animation) { $0.reloadedRows += indexPaths }
  }

  /// Reconfigures rows: the data source's `cellForRowAt` runs again, and the dequeue inside it
  /// hands back the row's existing cell, with no `prepareForReuse` (rule 5.10). Rows with no
  /// live cell are left alone.
  public func reconfigureRows(at indexPaths: [IndexPath]) throws {
    try record("reconfigureRows(at:)", .none) { $0.reconfiguredRows += indexPaths }
  }

  /// Inserts sections, by their indexes after the update.
  public func insertSections(_ sections: [Int], with animation: RowAnimation = .automatic) throws {
    try record("insertSections(_:with:)", animation) { $0.insertedSections += sections }
  }

  /// Deletes sections, by their indexes before the update.
  public func deleteSections(_ sections: [Int], with animation: RowAnimation = .automatic) throws {
    try record("deleteSections(_:with:)", animation) { $0.deletedSections += sections }
  }

  /// Moves a section.
  public func moveSection(_ section: Int, toSection newSection: Int) throws {
    try record("moveSection(_:toSection:)", .automatic) {
      $0.movedSections.append(.init(from: section, to: newSection))
    }
  }

  /// Reloads sections: their rows get new cells.
  public func reloadSections(_ sections: [Int], with animation: RowAnimation = .automatic) throws {
    try record("reloadSections(_:with:)", animation) { $0.reloadedSections += sections }
  }

  /// Whether a batch is open.
  public var hasUncommittedUpdates: Bool { batch.isOpen }

  // MARK: - Recording and committing

  func record(_ call: String, _ animation: RowAnimation, _ change: (inout BatchUpdate) -> Void)
    throws
  {
    if operations.callouts.contains(.moveRow) {
      // Rule 7.3: the table moves the row itself; moveRowAt may only change the model.
      observations.diagnostics.append(.updateDuringMoveRow)
      throw TableViewError.reentrantCall(call: call, callback: .moveRow)
    }
    // Rule 4.4: the counts "before" an update are the table's cached counts; a table that never
    // loaded (or has a reload pending) reads them now, when the first update arrives. Inside a
    // batch, they were read when it opened.
    if !batch.isOpen, let failed = loadReportingFailure() { throw failed }
    if let update = batch.record(animation, change) {
      try commit(update, animation: animation, call: call)
    }
  }

  /// Validates an update against the counts before it and the data source's counts after it (or
  /// `newCounts`), then applies and displays it — or, from inside a callback that defers updates,
  /// keeps it to apply when the operation in progress ends.
  ///
  /// - Throws: A ``BatchUpdateError`` or ``TableViewError`` before anything changed;
  ///   ``DisplayFailedAfterUpdate`` after the update was applied.
  func commit(
    _ update: BatchUpdate, animation: RowAnimation, call: String, newCounts given: [Int]? = nil,
    completion: ((Bool) -> Void)? = nil
  ) throws {
    let deferred = try admitDeferrable(call)
    guard dataSource != nil else { throw TableViewError.noDataSource }
    try operation {
      if deferred && operations.reloadDeferred {
        // A reload asked for in the same operation re-reads everything, this update included.
        if let completion { callOut(.batchCompletion) { completion(false) } }
        return
      }
      try loadIfNeeded()
      // Appended as made, not kept in a variable too: the layout must have one holder once the
      // table takes it, or the first height measured copies all of it.
      operations.deferred.append(try prepare(update, animation: animation, newCounts: given))
      operations.deferred.modifyLast { $0.completion = completion }
      // Updates asked for earlier from a willDisplay-type callback and still waiting (a callback
      // that hands over, such as commit, may run before they are applied) go first, and all are
      // displayed together: the data source already shows the state after the last.
      if !deferred { try applyAndDisplay(operations.deferred.takeUpdates()) }
    }
  }

  /// Checks an update against the counts it starts from — the table's, or those after the updates
  /// already waiting — and builds the layout it leads to. Changes nothing in the table.
  ///
  /// Heights are asked again after every update, as UIKit does (an empty batch is the idiom for
  /// animating height changes): with estimation on, every row that stays keeps its height as the
  /// estimate until it is measured again on screen; with estimation off, every row is measured.
  ///
  /// With `keepingHeights`, every row that stays keeps its height as it was (measured or not),
  /// and no row height is asked.
  func prepare(
    _ update: BatchUpdate, animation: RowAnimation, newCounts given: [Int]?,
    keepingHeights: Bool = false
  ) throws -> PreparedUpdate {
    let base = operations.deferred.updates.last?.layout ?? layout
    let newCounts = try given ?? readCounts()
    let plan: BatchUpdatePlan
    do {
      plan = try BatchUpdatePlan(update: update, oldCounts: base.rowCounts, newCounts: newCounts)
    } catch {
      log(.rejectUpdates(String(describing: error)))
      throw error
    }
    // An update that changes rows only, with estimation on, edits the layout from the rows it
    // changes, without asking where every other row comes from.
    if !plan.changesSections, let estimate = estimatedHeight ?? (keepingHeights ? 0 : nil) {
      let edited = try editedLayout(base, plan, estimate: estimate, keepingHeights: keepingHeights)
      #if TABLESOURCE_INTERNAL_CHECKS
        // Debug builds check every row of the edit against what building the layout from
        // scratch gives it (without asking the delegate again).
        let carry = carrying(base, plan, keepingHeights)
        precondition(edited.rowCounts == plan.newCounts, "an edited layout's counts differ")
        for new in 0..<edited.numberOfRows {
          let expected = carry?(new) ?? (estimate, false)
          precondition(
            edited.rowHeight(global: new) == expected.height
              && edited.isMeasured(global: new) == expected.measured,
            "an edited layout's row \(new) differs from a built one's")
        }
      #endif
      return PreparedUpdate(update: update, animation: animation, plan: plan, layout: edited)
    }
    let newLayout = try makeLayout(
      rowCounts: plan.newCounts, carrying: carrying(base, plan, keepingHeights))
    return PreparedUpdate(update: update, animation: animation, plan: plan, layout: newLayout)
  }

  /// What each row after an update keeps from before it — its height, and whether it was
  /// measured — or `nil` when estimation is off and every row is measured again.
  private func carrying(_ base: TableLayout, _ plan: BatchUpdatePlan, _ keepingHeights: Bool)
    -> ((Int) -> (height: Double, measured: Bool)?)?
  {
    let carrying: ((Int) -> (height: Double, measured: Bool)?)?
    if estimatedHeight == nil && !keepingHeights {
      carrying = nil
    } else {
      // The closure runs once per row: it captures the two parts of the plan it reads, not the
      // plan, whose copy per call retained and released all of its arrays.
      let (newToOld, reloadedOld) = (plan.newToOld, plan.reloadedOld)
      let hasReloads = !reloadedOld.isEmpty
      carrying = { new in
        guard let old = newToOld[new], !hasReloads || !reloadedOld.contains(old) else {
          return nil
        }
        return (base.rowHeight(global: old), keepingHeights && base.isMeasured(global: old))
      }
    }
    return carrying
  }

  /// `base` after a plan that changes no section, edited in place of a new layout.
  private func editedLayout(
    _ base: TableLayout, _ plan: BatchUpdatePlan, estimate: Double, keepingHeights: Bool
  ) throws -> TableLayout {
    let (headerHeights, footerHeights) = try headerFooterHeights(sections: plan.newCounts.count)
    return base.editing(
      by: plan, estimate: estimate, keepingMeasurements: keepingHeights,
      sections: TableLayout.SectionHeights(
        headers: headerHeights, footers: footerHeights, tableHeader: Double(tableHeaderHeight),
        tableFooter: Double(tableFooterHeight)))
  }

  /// Displays the state after prepared updates just applied (``applyAndDisplay(_:)``) in one
  /// pass, configuring `targets` again in place, then runs the updates' completions.
  ///
  /// - Throws: ``DisplayFailedAfterUpdate`` when a view of the new state could not be made.
  package func display(applied updates: consuming [PreparedUpdate], reconfiguring targets: [Int])
    throws
  {
    let completions = updates.compactMap(\.completion)
    // The table's layout is now the last update's: dropping the updates leaves it the only
    // holder of its storage, so the heights measured below edit it in place instead of copying
    // every block of a large table first.
    updates = []
    screen.failedRequest = (nil, nil)
    do {
      try transaction { try displayPass(reconfiguring: targets) }
    } catch {
      // Rows being refreshed in place may show stale or half-configured content: they lose
      // their cell, as do rows the update moved out of the viewport; the next layout pass asks
      // for what is missing.
      dropViews(ofRows: targets)
      complete(completions, finished: false)
      throw DisplayFailedAfterUpdate(
        indexPath: screen.failedRequest.indexPath, section: screen.failedRequest.section,
        underlying: error)
    }
    complete(completions, finished: true)
  }

  private func complete(_ completions: [(Bool) -> Void], finished: Bool) {
    for completion in completions {
      callOut(.batchCompletion) { completion(finished) }
    }
  }

  /// Applies a validated update to the table's state — layout, live cells under their new index
  /// paths, selection (rule 6.5) — then ends the display of deleted and reloaded rows' cells and
  /// of deleted sections' views (rules 5.3, 5.8). Returns the rows to reconfigure (rule 5.10).
  @discardableResult
  func applyState(of prepared: PreparedUpdate) -> [Int] {
    let plan = prepared.plan
    log(.commitUpdates(prepared.update, animation: prepared.animation))
    let ended = screen.follow(plan, from: layout)
    selection.remap(plan.survivingRow)
    workingRange.remap(plan.survivingRow)
    layout = prepared.layout
    clampContentOffset()
    endDisplaying(ended)
    return plan.reconfiguredOld.compactMap { plan.oldToNew[$0] }
  }

  /// Ends the display of the given rows' cells, and of every view outside the viewport.
  func dropViews(ofRows rows: [Int]) {
    let top = Double(contentOffset.y)
    let bottom = top + Double(size.height)
    let dropped = Set(rows)
    func outside(minY: Double, height: Double) -> Bool {
      !(height > 0 && minY < bottom && minY + height > top)
    }
    let ended = screen.remove(
      in: layout,
      cells: { live in
        let section = layout.location(ofGlobal: live.key).section
        return dropped.contains(live.key)
          || outside(
            minY: layout.rowMinY(global: live.key, section: section),
            height: layout.rowHeight(global: live.key))
      },
      headers: {
        outside(minY: layout.sectionMinY($0.key), height: layout.headerHeight($0.key))
      },
      footers: {
        outside(minY: layout.footerMinY($0.key), height: layout.footerHeight($0.key))
      })
    endDisplaying(ended)
  }
}

/// An update checked against the counts before and after it, with the layout it leads to.
package struct PreparedUpdate {
  let update: BatchUpdate
  let animation: RowAnimation
  let plan: BatchUpdatePlan
  let layout: TableLayout
  var completion: ((Bool) -> Void)?
}
