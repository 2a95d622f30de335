import Foundation

// Rules 4.3–4.5 and 5.1–5.10: batch updates, their validation and their effect on visible cells.
extension VirtualTableView {
  /// Opens a batch of updates; batches nest, and only the outermost ``endUpdates()`` commits
  /// (rule 5.1).
  public func beginUpdates() {
    prepareForUpdates()
    batchDepth += 1
  }

  /// Closes a batch; the outermost one validates and commits everything recorded since its
  /// ``beginUpdates()``.
  ///
  /// - Throws: A ``BatchUpdateError`` when the update is invalid; the table is then exactly as it
  ///   was before the batch. An error the data source throws while the table asks it for the
  ///   cells of a valid update (an unregistered identifier, say) is rethrown after the update is
  ///   committed; the rows concerned have no cell until the next layout pass.
  public func endUpdates() throws {
    guard batchDepth > 0 else { return }
    batchDepth -= 1
    guard batchDepth == 0 else { return }
    let update = pendingUpdate
    pendingUpdate = BatchUpdate()
    if reloadRequestedDuringBatch {
      // reloadData() inside the batch (flagged, rule 4.3) supersedes it: everything is re-read.
      reloadRequestedDuringBatch = false
      return
    }
    try commit(update, animation: pendingAnimation)
  }

  /// Runs `updates` as one batch, then commits it (rule 5.1); `completion` runs after the
  /// commit with `true`.
  ///
  /// - Throws: What `updates` throws (the batch is then dropped), or the ``BatchUpdateError``
  ///   that rejected the update; the table is then exactly as it was.
  public func performBatchUpdates(
    _ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil
  ) throws {
    beginUpdates()
    do {
      try updates()
    } catch {
      batchDepth -= 1
      if batchDepth == 0 {
        pendingUpdate = BatchUpdate()
        reloadRequestedDuringBatch = false
      }
      throw error
    }
    try endUpdates()
    completion?(true)
  }

  /// Records or commits a whole batch update given as a value: inside a batch its changes join
  /// the batch; outside, it is committed at once.
  ///
  /// - Throws: A ``BatchUpdateError`` when committed and invalid.
  public func apply(_ update: BatchUpdate, animation: RowAnimation = .automatic) throws {
    try record(animation) { pending in
      pending.deletedSections += update.deletedSections
      pending.insertedSections += update.insertedSections
      pending.movedSections += update.movedSections
      pending.reloadedSections += update.reloadedSections
      pending.deletedRows += update.deletedRows
      pending.insertedRows += update.insertedRows
      pending.movedRows += update.movedRows
      pending.reloadedRows += update.reloadedRows
      pending.reconfiguredRows += update.reconfiguredRows
    }
  }

  /// Commits the stages of a changeset one after the other, each as its own batch update and
  /// checked as one. The data source must already show the state the changeset leads to.
  ///
  /// - Throws: The ``BatchUpdateError`` of the first stage rejected; the stages before it stay
  ///   committed.
  public func apply(_ changeset: StagedChangeset, animation: RowAnimation = .automatic) throws {
    for stage in changeset.stages { try apply(stage, animation: animation) }
  }

  /// Inserts rows, by their index paths after the update (rule 5.2).
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic)
    throws
  {
    try record(animation) { $0.insertedRows += indexPaths }
  }

  /// Deletes rows, by their index paths before the update (rule 5.2).
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic)
    throws
  {
    try record(animation) { $0.deletedRows += indexPaths }
  }

  /// Moves a row; the data source must already reflect the move (rule 5.4).
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) throws {
    try record(.automatic) { $0.movedRows.append(.init(from: indexPath, to: newIndexPath)) }
  }

  /// Reloads rows: each gets a new `cellForRowAt`, and its old cell goes to its queue
  /// (rules 5.3, 5.9).
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic)
    throws
  {
    try record(animation) { $0.reloadedRows += indexPaths }
  }

  /// Reconfigures rows: the data source's `cellForRowAt` runs again, and the dequeue inside it
  /// hands back the row's existing cell, with no `prepareForReuse` (rule 5.10). Rows with no
  /// live cell are left alone.
  public func reconfigureRows(at indexPaths: [IndexPath]) throws {
    try record(.none) { $0.reconfiguredRows += indexPaths }
  }

  /// Inserts sections, by their indexes after the update.
  public func insertSections(_ sections: [Int], with animation: RowAnimation = .automatic) throws {
    try record(animation) { $0.insertedSections += sections }
  }

  /// Deletes sections, by their indexes before the update.
  public func deleteSections(_ sections: [Int], with animation: RowAnimation = .automatic) throws {
    try record(animation) { $0.deletedSections += sections }
  }

  /// Moves a section.
  public func moveSection(_ section: Int, toSection newSection: Int) throws {
    try record(.automatic) { $0.movedSections.append(.init(from: section, to: newSection)) }
  }

  /// Reloads sections: their rows get new cells.
  public func reloadSections(_ sections: [Int], with animation: RowAnimation = .automatic) throws {
    try record(animation) { $0.reloadedSections += sections }
  }

  /// Whether a batch is open.
  public var hasUncommittedUpdates: Bool { batchDepth > 0 }

  // MARK: - Recording and committing

  /// Rule 4.4: the counts "before" an update are the table's cached counts; a table that never
  /// loaded (or has a reload pending) reads them now, when the first update arrives.
  func prepareForUpdates() {
    if needsReload { loadIfNeeded() }
  }

  func record(_ animation: RowAnimation, _ change: (inout BatchUpdate) -> Void) throws {
    if isInsideMoveRow {
      diagnostics.append(.updateDuringMoveRow)  // Rule 7.3: the table already moved the row.
      return
    }
    prepareForUpdates()
    change(&pendingUpdate)
    pendingAnimation = animation
    if batchDepth == 0 {
      let update = pendingUpdate
      pendingUpdate = BatchUpdate()
      try commit(update, animation: animation)
    }
  }

  /// Validates an update against the cached counts before it and the data source's counts after
  /// it (or `newCounts`), then applies it: the layout, the live cells, the selection.
  ///
  /// - Throws: A ``BatchUpdateError``, before anything changed.
  func commit(_ update: BatchUpdate, animation: RowAnimation, newCounts given: [Int]? = nil)
    throws
  {
    guard let dataSource else { throw BatchUpdateError.noDataSource }
    let oldCounts = layout.rowCounts
    let newCounts: [Int]
    if let given {
      newCounts = given
    } else {
      log(.numberOfSections)
      let sections = max(0, dataSource.numberOfSections(in: self))
      newCounts = (0..<sections).map { section in
        log(.numberOfRows(section: section))
        return max(0, dataSource.tableView(self, numberOfRowsInSection: section))
      }
    }
    let plan: BatchUpdatePlan
    do {
      plan = try BatchUpdatePlan(update: update, oldCounts: oldCounts, newCounts: newCounts)
    } catch {
      log(.rejectUpdates(String(describing: error)))
      throw error
    }
    log(.commitUpdates(update, animation: animation))
    apply(plan)
    try updateDisplay()
    try reconfigure(plan.reconfiguredOld.map { plan.oldToNew[$0] })
  }

  /// Applies a validated plan: deleted and reloaded rows' cells end display and are queued
  /// (rules 5.3, 5.8); the other live cells keep their instance under their new index paths;
  /// heights carry over; the selection follows its rows, losing deleted and reloaded ones
  /// (rule 6.5).
  private func apply(_ plan: BatchUpdatePlan) {
    var kept: [LiveView<TableViewCell>] = []
    for live in liveCells {
      let new = plan.oldToNew[live.key]
      if new < 0 || plan.reloadedOld.contains(live.key) {
        endDisplaying(live)
      } else {
        kept.append(LiveView(key: new, view: live.view))
      }
    }
    liveCells = kept.sorted { $0.key < $1.key }
    liveHeaders = remapSections(liveHeaders, plan) {
      self.endDisplayingHeaderFooter($0, isHeader: true)
    }
    liveFooters = remapSections(liveFooters, plan) {
      self.endDisplayingHeaderFooter($0, isHeader: false)
    }
    selectedRows = Set(
      selectedRows.compactMap { old in
        let new = plan.oldToNew[old]
        return new < 0 || plan.reloadedOld.contains(old) ? nil : new
      })
    prefetchedRows.removeAll()
    let oldLayout = layout
    layout = makeLayout(rowCounts: plan.newCounts) { new in
      let old = plan.newToOld[new]
      guard old >= 0, !plan.reloadedOld.contains(old) else { return nil }
      return (oldLayout.rowHeight(global: old), oldLayout.isMeasured(global: old))
    }
    clampContentOffset()
  }

  private func remapSections(
    _ live: [LiveView<TableViewHeaderFooterView>], _ plan: BatchUpdatePlan,
    end: (LiveView<TableViewHeaderFooterView>) -> Void
  ) -> [LiveView<TableViewHeaderFooterView>] {
    var kept: [LiveView<TableViewHeaderFooterView>] = []
    for entry in live {
      let new = plan.oldToNewSection[entry.key]
      if new < 0 { end(entry) } else { kept.append(LiveView(key: new, view: entry.view)) }
    }
    return kept.sorted { $0.key < $1.key }
  }

  /// Asks the data source for the cells of live rows again, handing back each row's own cell
  /// from the dequeue (rule 5.10).
  func reconfigure(_ globals: [Int]) throws {
    guard let dataSource else { return }
    for index in globals {
      guard let position = liveEntry(forGlobal: index) else { continue }
      let cell = liveCells[position].view
      let path = indexPath(ofGlobal: index)
      reconfiguringView = cell
      cellRequest = path
      defer {
        reconfiguringView = nil
        cellRequest = nil
      }
      log(.cellForRow(path))
      let returned = try dataSource.tableView(self, cellForRowAt: path)
      if returned !== cell {
        // The data source made a cell of its own instead of dequeuing: show that one.
        endDisplaying(liveCells[position])
        liveCells[position] = LiveView(key: index, view: returned)
        display(liveCells[position])
      }
    }
  }
}
