public import Foundation
@_spi(TableSourceEngine) public import TableSourceCore
import TableSourceVirtualTable

/// What a user's fingers would do to a collection view: tap an item, select several with a
/// two-finger pan, uncover and tap a list item's swipe actions. None of these are UIKit API — on a device they come from touches — so
/// they live here, as the table's ``SimulatedUser`` gestures do, with the same names:
///
/// ```swift
/// try list.simulate.tap(item: IndexPath(item: 2, section: 0))
/// try list.simulate.swipeFully(item: IndexPath(item: 1, section: 0))
/// ```
///
/// A gesture is made on an item on display, runs the callbacks UIKit runs for it, and throws
/// where UIKit would crash or the user could not have made it. Like scrolling, a gesture cannot
/// be made from inside most of the collection view's callbacks.
@MainActor
public struct SimulatedCollectionUser {
  /// The collection view the gestures are made on.
  let view: VirtualCollectionView

  /// Taps an item, as ``VirtualCollectionView/tapItem(at:)`` does (C-I3).
  ///
  /// - Throws: As ``VirtualCollectionView/tapItem(at:)``.
  public func tap(item indexPath: IndexPath) throws {
    try view.tapItem(at: indexPath)
  }

  /// Drags two fingers over items on display, as a user selects several at once (C-I5), and
  /// returns whether the interaction began.
  ///
  /// The delegate's `shouldBeginMultipleSelectionInteractionAt` is asked for the first item
  /// (without a delegate, or by default, ``VirtualCollectionView/allowsMultipleSelectionDuringEditing``
  /// answers); on `false` nothing happens, as on a device the pan scrolls instead. On `true` the
  /// collection view enters editing mode (``VirtualCollectionView/isEditing``), tells
  /// `didBeginMultipleSelectionInteractionAt`, then selects each item the fingers cross, in
  /// order, as a tap in editing mode does (`shouldSelectItemAt`, `didSelectItemAt`; in single
  /// selection each replaces the one before); a pan that starts on a selected item deselects
  /// the selected items it crosses instead. Last comes
  /// `collectionViewDidEndMultipleSelectionInteraction`; the collection view stays in editing
  /// mode, for the app to leave.
  ///
  /// The interaction's callbacks and `didSelectItemAt` may update the collection view; an item
  /// no longer on display when the fingers reach it is not selected.
  ///
  /// ```swift
  /// try grid.simulate.twoFingerPan(over: (0..<4).map { IndexPath(item: $0, section: 0) })
  /// ```
  ///
  /// - Throws: ``CollectionViewError/invalidIndexPath(_:call:)`` when an item has no cell on
  ///   display (a finger cannot cross it), before anything happens;
  ///   ``CollectionViewError/reentrantCall(call:callback:)`` from inside a callback that cannot
  ///   take a gesture.
  @discardableResult
  public func twoFingerPan(over items: [IndexPath]) throws -> Bool {
    try view.twoFingerPan(over: items)
  }

  /// The swipe actions a swipe would uncover on one edge of an item (C-E4): the list
  /// configuration's provider's answer for that edge, or `nil` when the layout has no provider
  /// or the index path names no item.
  public func swipeActions(_ edge: SwipeEdge = .trailing, item indexPath: IndexPath)
    -> SwipeActionsConfiguration?
  {
    view.swipeActions(forItemAt: indexPath, edge: edge)
  }

  /// Uncovers the swipe actions of one edge of an item and taps the action at `index`. Returns
  /// the value the handler passed to its completion, or `nil` when nothing ran (no
  /// configuration, no such action); a handler that never calls its completion is recorded in
  /// ``VirtualCollectionView/diagnostics``. The handler may update the collection view: its
  /// updates run at once.
  ///
  /// - Throws: ``CollectionViewError/invalidIndexPath(_:call:)`` for an item without a cell on
  ///   display (a user cannot swipe it); ``CollectionViewError/reentrantCall(call:callback:)``
  ///   from inside a callback that cannot take a gesture; what the handler throws.
  @discardableResult
  public func tapSwipeAction(
    _ edge: SwipeEdge = .trailing, at index: Int = 0, item indexPath: IndexPath
  ) throws -> Bool? {
    try view.performSwipeAction(.tap(index), edge: edge, item: indexPath)
  }

  /// Swipes an item all the way across, which performs the first action of that edge when its
  /// configuration allows it (``SwipeActionsConfiguration/performsFirstActionWithFullSwipe``).
  /// Returns what ``tapSwipeAction(_:at:item:)`` returns.
  ///
  /// - Throws: As ``tapSwipeAction(_:at:item:)``.
  @discardableResult
  public func swipeFully(_ edge: SwipeEdge = .trailing, item indexPath: IndexPath) throws -> Bool? {
    try view.performSwipeAction(.fullSwipe, edge: edge, item: indexPath)
  }
}

extension VirtualCollectionView {
  /// Simulated user gestures on this collection view: taps, pans and swipes. They are kept
  /// apart from its own API, which follows UIKit's.
  public var simulate: SimulatedCollectionUser { SimulatedCollectionUser(view: self) }

  /// The swipe actions of one edge of an item, from the layout's provider (C-E4).
  func swipeActions(forItemAt indexPath: IndexPath, edge: SwipeEdge)
    -> SwipeActionsConfiguration?
  {
    prepareQuietly()
    guard global(indexPath) != nil,
      let provider = collectionViewLayout.swipeActionsProvider(
        edge, section: indexPath.section, geometry: geometry)
    else { return nil }
    let name =
      edge == .leading
      ? "leadingSwipeActionsConfigurationProvider" : "trailingSwipeActionsConfigurationProvider"
    return callOut(name, .closed) { provider(indexPath) }
  }

  /// The user performed a swipe action (``SimulatedCollectionUser/tapSwipeAction(_:at:item:)``,
  /// ``SimulatedCollectionUser/swipeFully(_:item:)``), as the table's swipes are performed.
  func performSwipeAction(_ gesture: SwipeGesture, edge: SwipeEdge, item indexPath: IndexPath)
    throws -> Bool?
  {
    let call = gesture.call(on: "item")
    try admit(call)
    return try operation {
      try prepareLayout()
      guard liveCell(at: indexPath) != nil else {
        throw CollectionViewError.invalidIndexPath(indexPath, call: call)
      }
      guard let configuration = swipeActions(forItemAt: indexPath, edge: edge),
        let action = configuration.action(performedBy: gesture)
      else { return nil }
      var result: Bool?
      log(.swipeAction(title: action.title, indexPath))
      // The handler may change the model and update the view at once, as in the table.
      try callOut("ContextualAction handler", .open) { result = try action.perform(at: indexPath) }
      if result == nil {
        observations.diagnostics.append(.swipeActionCompletionNotCalled(title: action.title))
      }
      return result
    }
  }
}
