public import Foundation
@_spi(TableSourceEngine) public import TableSourceCore
@_spi(TableSourceEngine) import TableSourceVirtualTable

// Batch updates (C-G1–C-G13), reloads and reconfigures (C-H1–C-H4), validated by the core's plan
// as the table's are, in the collection view's words.
extension VirtualCollectionView {
  /// Runs `updates` as one batch and commits it (C-G1): the counts "before" are the ones the
  /// collection view knows as the batch opens, read now if it never loaded them (C-G4), so change
  /// the model inside `updates`, then report the changes with ``insertItems(at:)`` and the rest.
  /// The completion runs at once with `true`. A batch opened inside another joins it.
  ///
  /// - Throws: `CollectionBatchUpdateError` when the update does not add up (C-G5–C-G11), with
  ///   UIKit's message for ``release``; the collection view is then exactly as it was. What
  ///   `updates` throws, after which nothing is committed. `DisplayFailedAfterUpdate` when the
  ///   update was applied but a view of the new state could not be displayed.
  public func performBatchUpdates(
    _ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil
  ) throws {
    if openBatch != nil {
      try updates()
      completion?(true)
      return
    }
    let deferring = try admitDeferrable("performBatchUpdates(_:completion:)")
    try operation {
      if !deferring { try prepareLayout() }
      let before = countsBeforeNextUpdate
      openBatch = BatchUpdate()
      do {
        try updates()
      } catch {
        openBatch = nil
        throw error
      }
      let update = openBatch ?? BatchUpdate()
      openBatch = nil
      try commit(update, before: before, deferring: deferring)
      if let completion {
        callOut("performBatchUpdates(_:completion:) completion", .open) { completion(true) }
      }
    }
  }

  /// Inserts items, by their index paths after the update (C-G2).
  public func insertItems(at indexPaths: [IndexPath]) throws {
    try record("insertItems(at:)") { $0.insertedRows += indexPaths }
  }

  /// Deletes items, by their index paths before the update (C-G2).
  public func deleteItems(at indexPaths: [IndexPath]) throws {
    try record("deleteItems(at:)") { $0.deletedRows += indexPaths }
  }

  /// Moves an item from an index path before the update to one after it (C-G2).
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws {
    try record("moveItem(at:to:)") { $0.movedRows.append(.init(from: indexPath, to: newIndexPath)) }
  }

  /// Reloads items: each gets a new cell from the data source, whose type may change (C-H1); a
  /// reload counts as a delete and an insert (C-G3).
  public func reloadItems(at indexPaths: [IndexPath]) throws {
    try record("reloadItems(at:)") { $0.reloadedRows += indexPaths }
  }

  /// Configures the cells of items again in place (C-H2): the data source must dequeue the same
  /// cell type, and gets the item's existing cell back, without `prepareForReuse()`; items with
  /// no cell are skipped (C-H4).
  public func reconfigureItems(at indexPaths: [IndexPath]) throws {
    try record("reconfigureItems(at:)") { $0.reconfiguredRows += indexPaths }
  }

  /// Inserts sections, by their indexes after the update.
  public func insertSections(_ sections: IndexSet) throws {
    try record("insertSections(_:)") { $0.insertedSections += sections }
  }

  /// Deletes sections, by their indexes before the update.
  public func deleteSections(_ sections: IndexSet) throws {
    try record("deleteSections(_:)") { $0.deletedSections += sections }
  }

  /// Moves a section.
  public func moveSection(_ section: Int, toSection newSection: Int) throws {
    try record("moveSection(_:toSection:)") {
      $0.movedSections.append(.init(from: section, to: newSection))
    }
  }

  /// Reloads sections: their items and supplementary views are requested again.
  public func reloadSections(_ sections: IndexSet) throws {
    try record("reloadSections(_:)") { $0.reloadedSections += sections }
  }

  /// Commits a whole update given as a value: inside a batch its changes join the batch; outside,
  /// it is committed at once.
  public func apply(_ update: BatchUpdate) throws {
    try record("apply(_:)") { $0.append(contentsOf: update) }
  }

  // MARK: - Internals

  /// Adds changes to the open batch, or commits them alone.
  private func record(_ call: String, _ change: (inout BatchUpdate) -> Void) throws {
    if openBatch != nil {
      change(&openBatch!)
      return
    }
    let deferring = try admitDeferrable(call)
    try operation {
      if !deferring { try prepareLayout() }
      var update = BatchUpdate()
      change(&update)
      try commit(update, before: countsBeforeNextUpdate, deferring: deferring)
    }
  }

  /// Validates an update against the counts before and the data source's counts now, and
  /// applies it, or, from a display or prefetch callback (`deferring`), keeps it to apply when
  /// the operation in progress ends: it is checked now, so its error reaches the callback.
  func commit(_ update: BatchUpdate, before: [Int], deferring: Bool = false) throws {
    let after = try readCounts()
    let plan: BatchUpdatePlan
    do {
      plan = try BatchUpdatePlan(
        update: update, oldCounts: before, newCounts: after, rules: .collectionView)
    } catch {
      let rejection = CollectionBatchUpdateError(
        reason: error, release: release, countsBefore: before, countsAfter: after, update: update)
      if reloadsOnInvalidUpdate && release < .iOS(16, 4) && error.isCountMismatch {
        observations.diagnostics.append(.invalidUpdateReloaded(rejection.reloadDataFallbackLog))
        reloadData()
        try layoutIfNeeded()
        return
      }
      log(.rejectUpdates(rejection.description))
      throw rejection
    }
    guard deferring else { return try commit(plan: plan, update: update) }
    deferred.append(WaitingUpdate(plan: plan, update: update))
  }

  /// The counts an update starts from: those after the updates waiting, else the known ones.
  var countsBeforeNextUpdate: [Int] { deferred.updates.last?.plan.newCounts ?? counts }

  /// Applies a validated update and displays it: the views on display follow their items, the
  /// layout moves what moved, reconfigured items are configured again, and the viewport is
  /// displayed again.
  func commit(plan: BatchUpdatePlan, update: BatchUpdate) throws {
    try display(reconfiguring: applyState(plan: plan, update: update))
  }

  /// Applies a validated update to the collection view's state, without asking for any view: the
  /// views on display follow their items, the layout moves what moved, the delegate hears of the
  /// views that left. Returns the reconfigured items that stay (global indexes after the update).
  func applyState(plan: BatchUpdatePlan, update: BatchUpdate) -> [Int] {
    log(.commitUpdates(update))
    let tellEnded = applyToViews(plan)
    counts = plan.newCounts
    geometry?.apply(plan, view: self)
    if let messages = geometry?.diagnostics { noteLayoutDiagnostics(messages) }
    // An update may lay sections out anew, without the measurements of the views on display
    // there: a section provider may answer another section for an index after sections change,
    // and a list section gives the items that move into it the estimate.
    if plan.changesSections || geometry?.keepsMeasurementsThroughItemUpdates == false {
      measureViewsOnDisplay()
    }
    clampOffset()
    // Only now is the state committed: what the delegate calls from these callbacks (a
    // selection, a query) sees the counts and the layout after the update.
    tellEnded()
    return plan.reconfiguredOld.compactMap(plan.survivingRow)
  }

  /// Configures the live cells of reconfigured items again (C-H2, C-H4), then shows what the
  /// viewport holds.
  ///
  /// - Throws: ``DisplayFailedAfterUpdate`` when a view could not be made: the update is applied,
  ///   and the reconfigured items' cells and the views outside the viewport have left the display
  ///   (``endViewsOutsideViewport(andCellsOf:)``).
  func display(reconfiguring targets: [Int]) throws {
    do {
      try reconfigure(targets)
      // Cells measured again for their new content may have shrunk the content under the offset.
      clampOffset()
      try reconcile()
    } catch {
      endViewsOutsideViewport(andCellsOf: targets)
      throw DisplayFailedAfterUpdate(indexPath: nil, underlying: error)
    }
  }

  /// Moves the views on display, the selection and the prefetched items to where their items
  /// are after the update; views of deleted and reloaded items leave the display (C-G3, C-H1).
  /// Cells are keyed by global index, as the table's are, so the plan's row map moves them.
  /// Returns what tells the delegate of the views that left, to run once the counts and the
  /// layout are the update's too.
  private func applyToViews(_ plan: BatchUpdatePlan) -> () -> Void {
    let oldStarts = sectionStarts(plan.oldCounts)
    let newStarts = sectionStarts(plan.newCounts)
    func newPath(_ old: IndexPath) -> IndexPath? {
      plan.survivingRow(oldStarts[old.section] + old.item).map {
        Self.indexPath(ofGlobal: $0, starts: newStarts)
      }
    }
    var kept: [LiveView<CollectionViewCell>] = []
    var ended: [(IndexPath, CollectionViewCell)] = []
    for live in liveCells {
      if let new = plan.survivingRow(live.key) {
        kept.append(LiveView(key: new, view: live.view))
      } else {
        ended.append((Self.indexPath(ofGlobal: live.key, starts: oldStarts), live.view))
      }
    }
    // Moves can change the order.
    kept.sort { $0.key < $1.key }
    liveCells = kept
    var endedSupplementary: [(String, Int, CollectionReusableView)] = []
    for (kind, list) in liveSupplementary {
      var keptViews: [LiveView<CollectionReusableView>] = []
      for live in list {
        if let section = plan.oldToNewSection[live.key] {
          keptViews.append(LiveView(key: section, view: live.view))
        } else {
          endedSupplementary.append((kind, live.key, live.view))
        }
      }
      liveSupplementary[kind] = keptViews.sorted { $0.key < $1.key }
    }
    selectedItems = Set(selectedItems.compactMap(newPath))
    prefetched = Set(prefetched.compactMap(newPath))
    workingRange.remap(plan.survivingRow)
    for live in liveCells {
      live.view.isSelected = selectedItems.contains(
        Self.indexPath(ofGlobal: live.key, starts: newStarts))
    }
    return { [self] in
      for (path, cell) in ended { endDisplaying(cell, at: path) }
      for (kind, section, view) in endedSupplementary.sorted(by: { ($0.1, $0.0) < ($1.1, $1.0) }) {
        endDisplaying(view, kind: kind, section: section)
      }
    }
  }

  /// Configures the live cells of reconfigured items again (C-H2); items without a cell are
  /// skipped (C-H4).
  private func reconfigure(_ targets: [Int]) throws {
    for new in targets {
      guard let position = LiveLists.position(of: new, in: liveCells) else { continue }
      let live = liveCells[position].view
      let path = indexPath(ofGlobal: new)
      let cell = try requestCell(at: path, reconfiguring: live)
      guard cell === live else {
        // The other cell was dequeued for nothing: it goes to its queue, not out of existence.
        enqueue(cell)
        throw CollectionViewError.reconfigureIdentifierMismatch(
          dequeued: cell.reuseIdentifier ?? "nil", original: live.reuseIdentifier ?? "nil")
      }
      // Its new content may ask for another size (C-D1); the display pass lays out what moved.
      _ = geometry?.measureAgain(live, forItemAt: path, view: self)
    }
  }

  /// The index path of a global item index, given the sections' starts.
  static func indexPath(ofGlobal global: Int, starts: [Int]) -> IndexPath {
    let (section, item) = location(ofGlobal: global, starts: starts)
    return IndexPath(item: item, section: section)
  }
}
