public import Foundation
@_spi(TableSourceEngine) import TableSourceCore

// Rules 7.1–7.4: editing mode, committing edits, reordering and swipe actions.
extension VirtualTableView {
  /// Enters or leaves editing mode, and propagates it to every live cell (rule 7.1).
  public func setEditing(_ editing: Bool, animated: Bool = false) {
    guard editing != isEditing else { return }
    selection.isEditing = editing
    quietOperation {
      // A cell's setEditing is user code and may change the mode again: each cell gets the mode
      // in force when its turn comes.
      for live in screen.cells where live.view.isEditing != isEditing {
        let current = isEditing
        callOut(.cellSetEditing) { live.view.setEditing(current, animated: animated) }
      }
    }
  }

  /// Whether the data source lets the row be edited (rule 7.1).
  public func canEditRow(at indexPath: IndexPath) -> Bool {
    guard let dataSource else { return false }
    return quietOperation {
      callOut(.canEditRow) { dataSource.tableView(self, canEditRowAt: indexPath) }
    }
  }

  /// The user confirmed an edit (``SimulatedUser/commitEditing(_:row:)``).
  func commitEditing(_ style: TableViewCellEditingStyle, forRowAt indexPath: IndexPath) throws {
    try admitImmediate("simulate.commitEditing(_:row:)")
    try operation {
      try loadIfNeeded()
      _ = try validGlobalIndex(indexPath)
      guard let dataSource, dataSource.commitsEditing else {
        throw TableViewError.editingNotAllowed(
          indexPath, reason: "the data source does not commit edits")
      }
      guard canEditRow(at: indexPath) else {
        throw TableViewError.editingNotAllowed(indexPath, reason: "canEditRowAt returned false")
      }
      log(.callback(.commitEditing, indexPath))
      try callOut(.commitEditing) {
        try dataSource.tableView(self, commit: style, forRowAt: indexPath)
      }
    }
  }

  /// Whether the row shows a reorder control: the data source moves rows and does not veto this
  /// one (rule 7.3).
  public func canMoveRow(at indexPath: IndexPath) -> Bool {
    guard let dataSource, dataSource.allowsReordering else { return false }
    return quietOperation {
      callOut(.canMoveRow) { dataSource.tableView(self, canMoveRowAt: indexPath) }
    }
  }

  /// The user dragged a row (``SimulatedUser/drag(row:to:)``).
  func drag(_ source: IndexPath, to proposed: IndexPath) throws {
    try admitImmediate("simulate.drag(row:to:)")
    try operation {
      try loadIfNeeded()
      if let earlier = applyWaitingUpdates() { throw earlier }
      _ = try validGlobalIndex(source)
      guard canMoveRow(at: source) else {
        throw TableViewError.editingNotAllowed(source, reason: "the row cannot be moved")
      }
      // The delegate may send the row elsewhere than the user proposed (rule 7.3).
      let destination = quietOperation {
        callOut(.targetForMove) {
          delegate?.tableView(
            self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
            ?? proposed
        }
      }
      var counts = layout.rowCounts
      counts[source.section] -= 1
      guard destination.count == 2, counts.indices.contains(destination.section) else {
        throw BatchUpdateError.moveDestinationSectionOutOfRange(
          source, to: destination, numberOfSections: counts.count)
      }
      counts[destination.section] += 1
      let move = BatchUpdate(movedRows: [.init(from: source, to: destination)])
      // Check the move and build its layout before the data source hears of it: nothing may
      // change if it is invalid, and nothing can fail once the model has moved. A user move
      // changes no row's content, so rows keep their heights (the moved row its own).
      let prepared = try prepare(
        move, animation: .automatic, newCounts: counts, keepingHeights: true)
      log(.callback(.moveRow, source))
      if let dataSource {
        callOut(.moveRow) { dataSource.tableView(self, moveRowAt: source, to: destination) }
      }
      try applyAndDisplay([consume prepared])
    }
  }

  /// The swipe actions a row offers on one edge (rule 7.4): the delegate's, else, on the
  /// trailing edge, a Delete action when the data source commits edits and the row is editable.
  func swipeActions(forRowAt indexPath: IndexPath, edge: SwipeEdge)
    -> SwipeActionsConfiguration?
  {
    quietOperation { swipeConfiguration(forRowAt: indexPath, edge: edge) }
  }

  private func swipeConfiguration(forRowAt indexPath: IndexPath, edge: SwipeEdge)
    -> SwipeActionsConfiguration?
  {
    if edge == .leading {
      return callOut(.leadingSwipeActions) {
        delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
      }
    }
    if let configuration = callOut(
      .trailingSwipeActions,
      { delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) })
    {
      return configuration
    }
    guard let dataSource, dataSource.commitsEditing, canEditRow(at: indexPath) else { return nil }
    let delete = ContextualAction(style: .destructive, title: "Delete") { _, path, completion in
      try self.commitEditing(.delete, forRowAt: path)
      completion(true)
    }
    return SwipeActionsConfiguration(actions: [delete])
  }

  /// The user performed a swipe action (``SimulatedUser/tapSwipeAction(_:at:row:)``,
  /// ``SimulatedUser/swipeFully(_:row:)``).
  func performSwipeAction(_ gesture: SwipeGesture, edge: SwipeEdge, row indexPath: IndexPath)
    throws -> Bool?
  {
    try admitImmediate(gesture.call(on: "row"))
    return try operation {
      guard let configuration = swipeActions(forRowAt: indexPath, edge: edge),
        let action = configuration.action(performedBy: gesture)
      else { return nil }
      var result: Bool?
      log(.swipeAction(title: action.title, indexPath))
      try callOut(.swipeActionHandler) { result = try action.perform(at: indexPath) }
      if result == nil {
        observations.diagnostics.append(.swipeActionCompletionNotCalled(title: action.title))
      }
      return result
    }
  }
}
