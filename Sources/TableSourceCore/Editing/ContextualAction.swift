public import Foundation

/// A swipe action as data, like UIKit's `UIContextualAction`: a title, a style and a handler a test
/// can trigger (rule 7.4).
@MainActor
public struct ContextualAction {
  /// How the action is drawn.
  public enum Style: Sendable, Hashable {
    /// A plain action.
    case normal
    /// A destructive action, drawn in red.
    case destructive
  }

  /// Runs the action. Call `completion` with whether the action was performed, as UIKit
  /// requires of every handler.
  public typealias Handler =
    @MainActor (
      _ action: ContextualAction, _ indexPath: IndexPath, _ completion: @escaping (Bool) -> Void
    ) throws -> Void

  /// The action's style.
  public var style: Style
  /// The action's title.
  public var title: String
  /// The action's handler.
  public var handler: Handler

  /// Creates an action.
  public init(style: Style, title: String, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}
