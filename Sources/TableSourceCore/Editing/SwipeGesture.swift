package import Foundation

/// How a simulated swipe performs one of a row's or an item's actions: by tapping the action at
/// an index once the swipe uncovered them, or by swiping all the way across (rule 7.4). The
/// table's and the collection view's simulated swipes share it.
package enum SwipeGesture: Sendable, Hashable {
  /// Uncovers the actions and taps the one at an index.
  case tap(Int)
  /// Swipes all the way across.
  case fullSwipe

  /// The simulated call that makes the gesture on a `row` or an `item`, as messages name it.
  package func call(on target: String) -> String {
    switch self {
    case .tap: "simulate.tapSwipeAction(_:at:\(target):)"
    case .fullSwipe: "simulate.swipeFully(_:\(target):)"
    }
  }
}

extension SwipeActionsConfiguration {
  /// The action a gesture performs: the one tapped, or the first for a full swipe the
  /// configuration allows; `nil` when there is no such action.
  package func action(performedBy gesture: SwipeGesture) -> ContextualAction? {
    let index: Int
    switch gesture {
    case .tap(let tapped): index = tapped
    case .fullSwipe:
      guard performsFirstActionWithFullSwipe else { return nil }
      index = 0
    }
    return actions.indices.contains(index) ? actions[index] : nil
  }
}

extension ContextualAction {
  /// Runs the handler as a user's tap on the action does, for the row or item at `indexPath`.
  /// Returns the value the handler passed to its completion, or `nil` when it has not called it
  /// (UIKit requires every handler to call it).
  package func perform(at indexPath: IndexPath) throws -> Bool? {
    var result: Bool?
    try handler(self, indexPath) { result = $0 }
    return result
  }
}
