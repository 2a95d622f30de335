public import Foundation

/// Insets on the four sides of a rectangle: the TableSource counterpart of UIKit's
/// `UIEdgeInsets`.
public struct EdgeInsets: Sendable, Hashable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Insets of the given lengths, zero where not given.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any side.
  public static let zero = EdgeInsets()
}
