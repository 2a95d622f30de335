public import Foundation
@_spi(TableSourceEngine) import TableSourceCore
@_spi(TableSourceEngine) import TableSourceVirtualTable

// Selection (C-I1–C-I5) and interactive movement (C-J1–C-J4), driven in code or like a user.
extension VirtualCollectionView {
  // MARK: - Selection

  /// The selected items, sorted.
  public var indexPathsForSelectedItems: [IndexPath] { selectedItems.sorted() }

  /// Whether items can be selected in the current mode: ``allowsSelection``, or in editing mode
  /// ``allowsSelectionDuringEditing`` or ``allowsMultipleSelectionDuringEditing`` (C-I5).
  var selectionAllowedNow: Bool {
    guard isEditing else { return allowsSelection }
    return allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
  }

  /// Whether several items can be selected in the current mode (C-I1, C-I5).
  var multipleSelectionAllowedNow: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// Selects an item in code, without calling the delegate (C-I2); `nil` clears the selection.
  /// In single selection the item replaces the selection. Does nothing when selection is off in
  /// the current mode (``allowsSelection``; in editing mode the during-editing settings, C-I5).
  ///
  /// - Throws: ``CollectionViewError/invalidIndexPath(_:call:)`` for an index path with no item.
  public func selectItem(at indexPath: IndexPath?) throws {
    guard selectionAllowedNow else { return }
    guard let indexPath else {
      for path in selectedItems.sorted() { setSelected(false, path, byUser: false) }
      return
    }
    try checkItem(indexPath, call: "selectItem(at:animated:scrollPosition:)")
    if !multipleSelectionAllowedNow {
      for path in selectedItems.sorted() where path != indexPath {
        setSelected(false, path, byUser: false)
      }
    }
    setSelected(true, indexPath, byUser: false)
  }

  /// Deselects an item in code, without calling the delegate (C-I2). Does nothing when
  /// selection is off in the current mode (C-I5).
  public func deselectItem(at indexPath: IndexPath) {
    guard selectionAllowedNow else { return }
    setSelected(false, indexPath, byUser: false)
  }

  /// Taps an item on display as a user would (C-I3): `shouldHighlightItemAt`, then, for an item
  /// not selected, `shouldSelectItemAt` and `didSelectItemAt` (in single selection the item
  /// selected before is deselected first, with `didDeselectItemAt`, C-I4); for a selected item
  /// in multiple selection, `shouldDeselectItemAt` and `didDeselectItemAt` (C-I1). In editing
  /// mode the during-editing settings apply (C-I5).
  ///
  /// - Throws: ``CollectionViewError/invalidIndexPath(_:call:)`` for an item without a cell on
  ///   display (a user cannot tap it); a reentrant call from a callback that may not make it.
  public func tapItem(at indexPath: IndexPath) throws {
    try admit("tapItem(at:)")
    try operation { try tapNow(indexPath) }
  }

  /// A tap, now.
  private func tapNow(_ indexPath: IndexPath) throws {
    guard liveCell(at: indexPath) != nil else {
      throw CollectionViewError.invalidIndexPath(indexPath, call: "tapItem(at:)")
    }
    guard selectionAllowedNow else { return }
    let highlights = ask("collectionView(_:shouldHighlightItemAt:)", otherwise: true) {
      $0.collectionView(self, shouldHighlightItemAt: indexPath)
    }
    guard highlights else { return }
    if selectedItems.contains(indexPath) {
      guard multipleSelectionAllowedNow || tapDeselectsSelectedItemInSingleSelection else {
        return
      }
      userDeselect(indexPath)
      return
    }
    userSelect(indexPath)
  }

  /// Selects as a tap does: asks `shouldSelectItemAt`, deselects the item selected before in
  /// single selection (telling `didDeselectItemAt`), then tells `didSelectItemAt`.
  private func userSelect(_ indexPath: IndexPath) {
    let selects = ask("collectionView(_:shouldSelectItemAt:)", otherwise: true) {
      $0.collectionView(self, shouldSelectItemAt: indexPath)
    }
    guard selects else { return }
    if !multipleSelectionAllowedNow {
      for path in selectedItems.sorted() { userDeselect(path, asking: false) }
      // didDeselectItemAt may have changed the items: a tap on an item gone selects nothing.
      guard global(indexPath) != nil else { return }
    }
    setSelected(true, indexPath, byUser: true)
    tell("collectionView(_:didSelectItemAt:)") {
      $0.collectionView(self, didSelectItemAt: indexPath)
    }
  }

  /// Deselects as a tap does: asks `shouldDeselectItemAt` when `asking`, then tells
  /// `didDeselectItemAt`.
  private func userDeselect(_ path: IndexPath, asking: Bool = true) {
    if asking {
      let deselects = ask("collectionView(_:shouldDeselectItemAt:)", otherwise: true) {
        $0.collectionView(self, shouldDeselectItemAt: path)
      }
      guard deselects else { return }
    }
    setSelected(false, path, byUser: true)
    tell("collectionView(_:didDeselectItemAt:)") {
      $0.collectionView(self, didDeselectItemAt: path)
    }
  }

  /// Asks the delegate, inside a callback that may change only selection and editing mode;
  /// `answer` when there is no delegate.
  private func ask(
    _ name: String, otherwise answer: Bool, _ question: (any CollectionViewDelegate) -> Bool
  ) -> Bool {
    guard let delegate else { return answer }
    return callOut(name, .closed) { question(delegate) }
  }

  /// Tells the delegate, inside a callback that may update the collection view.
  private func tell(_ name: String, _ message: (any CollectionViewDelegate) -> Void) {
    guard let delegate else { return }
    callOut(name, .open) { message(delegate) }
  }

  /// Changes one item's selection and its cell's selected state.
  private func setSelected(_ selected: Bool, _ path: IndexPath, byUser: Bool) {
    if selected {
      guard selectedItems.insert(path).inserted else { return }
      log(.select(path, byUser: byUser))
    } else {
      guard selectedItems.remove(path) != nil else { return }
      log(.deselect(path, byUser: byUser))
    }
    liveCell(at: path)?.isSelected = selected
  }

  // MARK: - Editing mode and the two-finger pan (C-I5)

  /// The mode changed: each list cell on display shows it at once; the others take it when they
  /// are displayed.
  func editingModeChanged() {
    for live in liveCells { showEditingMode(on: live.view) }
  }

  /// Gives a list cell the collection view's editing mode, as UIKit gives a list cell's
  /// configuration state the collection view's `isEditing`. Other cells have no editing state.
  func showEditingMode(on cell: CollectionViewCell) {
    guard let list = cell as? CollectionViewListCell, list.isEditing != isEditing else { return }
    list.isEditing = isEditing
  }

  /// A two-finger pan over `items`, in the order the fingers cross them (C-I5): see
  /// ``SimulatedCollectionUser/twoFingerPan(over:)``.
  func twoFingerPan(over items: [IndexPath]) throws -> Bool {
    let call = "simulate.twoFingerPan(over:)"
    try admit(call)
    return try operation {
      for path in items where liveCell(at: path) == nil {
        throw CollectionViewError.invalidIndexPath(path, call: call)
      }
      guard let start = items.first else { return false }
      let begins = ask(
        "collectionView(_:shouldBeginMultipleSelectionInteractionAt:)",
        otherwise: allowsMultipleSelectionDuringEditing
      ) { $0.collectionView(self, shouldBeginMultipleSelectionInteractionAt: start) }
      guard begins else { return false }
      isEditing = true
      // The interaction's callbacks may update the view (Apple's sample reloads the items on
      // display as it enters editing mode): they are open, as `didSelectItemAt` is.
      tell("collectionView(_:didBeginMultipleSelectionInteractionAt:)") {
        $0.collectionView(self, didBeginMultipleSelectionInteractionAt: start)
      }
      // A pan that starts on a selected item deselects the items it crosses; any other selects.
      let deselecting = selectedItems.contains(start)
      var crossed = Set<IndexPath>()
      for path in items where crossed.insert(path).inserted {
        // A callback may have changed the items or the mode: the fingers cross what is shown.
        guard liveCell(at: path) != nil, selectionAllowedNow,
          selectedItems.contains(path) == deselecting
        else { continue }
        if deselecting { userDeselect(path) } else { userSelect(path) }
      }
      tell("collectionViewDidEndMultipleSelectionInteraction(_:)") {
        $0.collectionViewDidEndMultipleSelectionInteraction(self)
      }
      return true
    }
  }

  /// Throws unless the index path names an item.
  func checkItem(_ indexPath: IndexPath, call: String) throws {
    prepareQuietly()
    guard indexPath.count == 2, counts.indices.contains(indexPath.section),
      (0..<counts[indexPath.section]).contains(indexPath.item)
    else { throw CollectionViewError.invalidIndexPath(indexPath, call: call) }
  }

  // MARK: - Interactive movement (C-J1–C-J4)

  /// Starts moving an item as a user's long press does (C-J1): `false` when the data source does
  /// not move items (``CollectionViewDataSource/allowsReordering``) or `canMoveItemAt` says no.
  ///
  /// - Throws: ``CollectionViewError/invalidIndexPath(_:call:)`` for an index path with no item.
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) throws -> Bool {
    try admit("beginInteractiveMovementForItem(at:)")
    try checkItem(indexPath, call: "beginInteractiveMovementForItem(at:)")
    guard movement == nil, let dataSource, dataSource.allowsReordering else { return false }
    let allowed = callOut("collectionView(_:canMoveItemAt:)", .closed) {
      dataSource.collectionView(self, canMoveItemAt: indexPath)
    }
    guard allowed else { return false }
    movement = InteractiveMovement(original: indexPath, current: indexPath)
    return true
  }

  /// Moves the finger to a point in content coordinates: the item over it is the proposed
  /// destination, which the delegate may redirect (C-J2). Over no item, the target stays.
  public func updateInteractiveMovementTargetPosition(_ point: CGPoint) {
    guard let current = movement else { return }
    prepareQuietly()
    guard let proposed = geometry?.indexPathForItem(at: point) else { return }
    let target =
      delegate.map { delegate in
        callOut("collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)", .closed)
        {
          delegate.collectionView(
            self, targetIndexPathForMoveFromItemAt: current.original,
            toProposedIndexPath: proposed)
        }
      } ?? proposed
    guard (try? checkItem(target, call: "")) != nil else { return }
    movement?.current = target
  }

  /// Ends the movement (C-J1): the data source's `moveItemAt` updates the model, and the item
  /// moves, keeping its cell. Calling the collection view's updates from `moveItemAt` throws
  /// (C-J4).
  ///
  /// The move is checked before `moveItemAt` is called, so a move the collection view could not
  /// make never reaches the model.
  ///
  /// - Throws: What `moveItemAt` throws; the item then stays where it was.
  public func endInteractiveMovement() throws {
    try admit("endInteractiveMovement()")
    guard let ended = movement else { return }
    movement = nil
    guard ended.current != ended.original, let dataSource else { return }
    // A move across sections changes both sections' counts. The plan is made before the data
    // source hears of the move, so that a move the counts no longer allow leaves its model alone.
    let update = BatchUpdate(movedRows: [.init(from: ended.original, to: ended.current)])
    var after = counts
    if after.indices.contains(ended.original.section), after.indices.contains(ended.current.section)
    {
      after[ended.original.section] -= 1
      after[ended.current.section] += 1
    }
    let plan: BatchUpdatePlan
    do {
      plan = try BatchUpdatePlan(
        update: update, oldCounts: counts, newCounts: after, rules: .collectionView)
    } catch {
      throw CollectionBatchUpdateError(
        reason: error, release: release, countsBefore: counts, countsAfter: after, update: update)
    }
    try operation {
      try callOut("collectionView(_:moveItemAt:to:)", .closed) {
        try dataSource.collectionView(self, moveItemAt: ended.original, to: ended.current)
      }
      log(.moveItem(from: ended.original, to: ended.current))
      try commit(plan: plan, update: update)
    }
  }

  /// Cancels the movement: the item stays where it was (C-J1).
  public func cancelInteractiveMovement() {
    movement = nil
  }
}
