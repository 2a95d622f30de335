/// The animation of an update, like UIKit's `UITableView.RowAnimation`. The virtual table does not
/// animate; it records the animation in its event log so tests can check what was asked for.
public enum RowAnimation: Sendable, Hashable {
  /// The table picks.
  case automatic
  /// Fade in or out.
  case fade
  /// Slide right.
  case right
  /// Slide left.
  case left
  /// Slide from or to the top.
  case top
  /// Slide from or to the bottom.
  case bottom
  /// Keep the position.
  case middle
  /// No animation.
  case none
}
