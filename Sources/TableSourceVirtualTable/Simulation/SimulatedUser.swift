public import Foundation
public import TableSourceCore

/// What a user's finger would do to a table: tap a row, drag it to another place, uncover and
/// tap swipe actions, confirm a delete. None of these are UIKit API — on a device they come from
/// touches — so they live here, apart from the table's UIKit vocabulary:
///
/// ```swift
/// try table.simulate.tap(row: IndexPath(row: 2, section: 0))
/// try table.simulate.drag(row: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
/// try table.simulate.swipeFully(row: IndexPath(row: 1, section: 0))
/// ```
///
/// Each gesture runs the callbacks UIKit runs for it, in UIKit's order, and throws where UIKit
/// would crash or the user could not have made it. Like scrolling, a gesture cannot be made from
/// inside most of the table's callbacks (see <doc:CallingTheTableFromItsCallbacks>).
@MainActor
public struct SimulatedUser {
  /// The table the gestures are made on.
  let table: VirtualTableView

  /// Taps a row (rules 6.2, 6.3): highlight, `willSelect` (or `willDeselect` for a selected row
  /// in multiple selection), the selection change, then `didSelect`/`didDeselect`.
  ///
  /// - Throws: ``TableViewError/rowOutOfRange(row:section:numberOfRows:)`` or
  ///   ``TableViewError/sectionOutOfRange(section:numberOfSections:)`` for a row that does not
  ///   exist; ``TableViewError/reentrantCall(call:callback:)`` from inside a callback that
  ///   cannot take a gesture.
  public func tap(row indexPath: IndexPath) throws {
    try table.tap(indexPath)
  }

  /// Taps a row's accessory button (rule 6.7): the delegate hears
  /// `accessoryButtonTappedForRowWith`, and the row is not selected. Returns whether there was a
  /// button to tap: the row's cell is on display and its accessory is a detail button.
  ///
  /// - Throws: The range errors of a row that does not exist;
  ///   ``TableViewError/reentrantCall(call:callback:)`` from inside a callback that cannot take a
  ///   gesture.
  @discardableResult
  public func tapAccessory(row indexPath: IndexPath) throws -> Bool {
    try table.tapAccessory(indexPath)
  }

  /// Taps a row's outline disclosure, as UIKit's outline disclosure accessory does (C-K9): the
  /// data source expands or collapses the row's item (a ``DiffableDataSource`` through its
  /// ``DiffableDataSource/sectionSnapshotHandlers``) and updates the table with the rows shown
  /// or hidden. The row is not selected. Returns whether the item changed: `false` when the row
  /// has no cell on display, its section has no outline, or a handler said no.
  ///
  /// - Throws: The range errors of a row that does not exist;
  ///   ``TableViewError/reentrantCall(call:callback:)`` from inside a callback that cannot take a
  ///   gesture; what the update throws (nothing changed then).
  @discardableResult
  public func tapOutlineDisclosure(row indexPath: IndexPath) throws -> Bool {
    try table.tapOutlineDisclosure(indexPath)
  }

  /// Drags a row to a new place (rule 7.3). As UIKit does, the table checks the move, tells the
  /// data source through `moveRowAt` — where only the model may change — and then moves the row
  /// and lays out, so rows brought on screen are configured from the moved model. Table updates
  /// attempted from inside `moveRowAt` throw ``TableViewError/reentrantCall(call:callback:)`` to
  /// the code that made them, change nothing, and are recorded in
  /// ``VirtualTableView/diagnostics``.
  ///
  /// - Throws: ``TableViewError/editingNotAllowed(_:reason:)`` when the row cannot move, and
  ///   the range errors of an invalid destination, before anything changes;
  ///   ``DisplayFailedAfterUpdate`` when the move was made but a row could not be displayed.
  public func drag(row source: IndexPath, to destination: IndexPath) throws {
    try table.drag(source, to: destination)
  }

  /// Confirms the deletion or insertion of a row, as tapping the editing control does (rule 7.2):
  /// the data source's `commit(_:forRowAt:)` must update its model and tell the table, whose
  /// update is checked as any other (rule 4.5).
  ///
  /// - Throws: ``TableViewError/editingNotAllowed(_:reason:)`` when the data source does not
  ///   commit edits or cannot edit the row; what the data source throws, among them the
  ///   ``BatchUpdateError`` of an inconsistent update.
  public func commitEditing(_ style: TableViewCellEditingStyle, row indexPath: IndexPath) throws {
    try table.commitEditing(style, forRowAt: indexPath)
  }

  /// The swipe actions a swipe would uncover on one edge of a row (rule 7.4): the delegate's,
  /// else, on the trailing edge, a Delete action when the data source commits edits and the row
  /// is editable.
  public func swipeActions(_ edge: SwipeEdge = .trailing, row indexPath: IndexPath)
    -> SwipeActionsConfiguration?
  {
    table.swipeActions(forRowAt: indexPath, edge: edge)
  }

  /// Uncovers the swipe actions of one edge of a row and taps the action at `index`. Returns the
  /// value the handler passed to its completion, or `nil` when nothing ran (no configuration, no
  /// such action); a handler that never calls its completion is recorded in
  /// ``VirtualTableView/diagnostics``.
  ///
  /// - Throws: ``TableViewError/reentrantCall(call:callback:)`` from inside a callback that cannot
  ///   take a gesture; what the handler throws; the first error of updates the handler's
  ///   callbacks asked for, applied when the gesture ends.
  @discardableResult
  public func tapSwipeAction(
    _ edge: SwipeEdge = .trailing, at index: Int = 0, row indexPath: IndexPath
  ) throws -> Bool? {
    try table.performSwipeAction(.tap(index), edge: edge, row: indexPath)
  }

  /// Swipes a row all the way across, which performs the first action of that edge when its
  /// configuration allows it (``SwipeActionsConfiguration/performsFirstActionWithFullSwipe``).
  /// Returns what ``tapSwipeAction(_:at:row:)`` returns.
  ///
  /// - Throws: As ``tapSwipeAction(_:at:row:)``.
  @discardableResult
  public func swipeFully(_ edge: SwipeEdge = .trailing, row indexPath: IndexPath) throws -> Bool? {
    try table.performSwipeAction(.fullSwipe, edge: edge, row: indexPath)
  }
}

extension VirtualTableView {
  /// Simulated user gestures on this table: taps, drags, swipes. They are kept apart from the
  /// table's own API, which follows UIKit's.
  public var simulate: SimulatedUser { SimulatedUser(table: self) }
}
