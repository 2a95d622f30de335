public import Foundation
import TableSourceCore

// Rules 7.1–7.4: editing mode, committing edits, reordering and swipe actions.
extension VirtualTableView {
  /// Enters or leaves editing mode, and propagates it to every live cell (rule 7.1).
  public func setEditing(_ editing: Bool, animated: Bool = false) {
    guard editing != isEditing else { return }
    isEditing = editing
    quietOperation {
      // A cell's setEditing is user code and may change the mode again: each cell gets the mode
      // in force when its turn comes.
      for live in liveCells where live.view.isEditing != isEditing {
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

  /// Simulates the user confirming the deletion or insertion of a row (rule 7.2): the data
  /// source's `commit(_:forRowAt:)` must update its model and tell the table, whose update is
  /// checked as any other (rule 4.5).
  ///
  /// - Throws: ``TableViewError/editingNotAllowed(_:reason:)`` when the data source does not
  ///   commit edits or cannot edit the row; what the data source throws, among them the
  ///   ``BatchUpdateError`` of an inconsistent update.
  public func commitEditing(_ style: TableViewCellEditingStyle, forRowAt indexPath: IndexPath)
    throws
  {
    try admitImmediate("commitEditing(_:forRowAt:)")
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
    guard let dataSource, dataSource.movesRows else { return false }
    return quietOperation {
      callOut(.canMoveRow) { dataSource.tableView(self, canMoveRowAt: indexPath) }
    }
  }

  /// Simulates the user dragging a row to a new place (rule 7.3). As UIKit does, the table checks
  /// the move, tells the data source through `moveRowAt` — where only the model may change —
  /// and then moves the row and lays out, so rows brought on screen are configured from the
  /// moved model. Table updates attempted from inside `moveRowAt` throw
  /// ``TableViewError/reentrantCall(call:callback:)`` to the code that made them, change nothing,
  /// and are recorded in ``diagnostics``.
  ///
  /// - Throws: ``TableViewError/editingNotAllowed(_:reason:)`` when the row cannot move, and
  ///   the range errors of an invalid destination, before anything changes;
  ///   ``DisplayFailedAfterUpdate`` when the move was made but a row could not be displayed.
  public func userMoveRow(at source: IndexPath, to destination: IndexPath) throws {
    try admitImmediate("userMoveRow(at:to:)")
    try operation {
      try loadIfNeeded()
      if let earlier = applyDeferredUpdates() { throw earlier }
      _ = try validGlobalIndex(source)
      guard canMoveRow(at: source) else {
        throw TableViewError.editingNotAllowed(source, reason: "the row cannot be moved")
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
      try display([prepared])
    }
  }

  /// The swipe actions a row offers on one edge (rule 7.4): the delegate's, else, on the
  /// trailing edge, a Delete action when the data source commits edits and the row is editable.
  public func swipeActions(forRowAt indexPath: IndexPath, leading: Bool = false)
    -> SwipeActionsConfiguration?
  {
    quietOperation { swipeConfiguration(forRowAt: indexPath, leading: leading) }
  }

  private func swipeConfiguration(forRowAt indexPath: IndexPath, leading: Bool)
    -> SwipeActionsConfiguration?
  {
    if leading {
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

  /// Simulates the user tapping a swipe action (or, with `fullSwipe`, swiping all the way, which
  /// performs the first action when the configuration allows it). Returns the value the handler
  /// passed to its completion, or `nil` when nothing ran; a handler that never calls its
  /// completion is recorded in ``diagnostics``.
  @discardableResult
  public func performSwipeAction(
    at actionIndex: Int = 0, forRowAt indexPath: IndexPath, leading: Bool = false,
    fullSwipe: Bool = false
  ) throws -> Bool? {
    try admitImmediate("performSwipeAction(at:forRowAt:leading:fullSwipe:)")
    return try operation {
      guard let configuration = swipeActions(forRowAt: indexPath, leading: leading) else {
        return nil
      }
      if fullSwipe && !configuration.performsFirstActionWithFullSwipe { return nil }
      let index = fullSwipe ? 0 : actionIndex
      guard configuration.actions.indices.contains(index) else { return nil }
      let action = configuration.actions[index]
      var result: Bool?
      log(.swipeAction(title: action.title, indexPath))
      try callOut(.swipeActionHandler) { try action.handler(action, indexPath) { result = $0 } }
      if result == nil {
        diagnostics.append(.swipeActionCompletionNotCalled(title: action.title))
      }
      return result
    }
  }
}
