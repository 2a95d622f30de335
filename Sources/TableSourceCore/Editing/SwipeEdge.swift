/// The edge of a row a swipe uncovers actions on.
public enum SwipeEdge: Sendable, Hashable, CaseIterable {
  /// The leading edge: swiping toward the trailing side uncovers it.
  case leading
  /// The trailing edge, where Delete is by default.
  case trailing
}
