/// The actions revealed by swiping a row, like UIKit's `UISwipeActionsConfiguration` (rule 7.4).
@MainActor
public struct SwipeActionsConfiguration {
  /// The actions, the first nearest the edge.
  public var actions: [ContextualAction]
  /// Whether a full swipe performs the first action. Defaults to `true`.
  public var performsFirstActionWithFullSwipe: Bool

  /// Creates a configuration.
  public init(actions: [ContextualAction], performsFirstActionWithFullSwipe: Bool = true) {
    self.actions = actions
    self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
  }
}
