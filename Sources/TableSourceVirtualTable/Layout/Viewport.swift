import Foundation

/// The table's window onto its content: the viewport's size and the content offset at its
/// top-left corner. The table keeps the offset within the scrollable range; there is no
/// horizontal scrolling.
struct Viewport {
  /// The viewport's size.
  var size: CGSize
  /// The point of the content at the viewport's top-left corner.
  var offset: CGPoint = .zero

  /// The largest vertical offset for content `contentHeight` tall.
  func maximumOffsetY(contentHeight: Double) -> Double {
    max(0, contentHeight - Double(size.height))
  }

  /// Checks that the offset is within the scrollable range of content `contentHeight` tall.
  func checkInvariants(contentHeight: Double) {
    let y = Double(offset.y)
    let maximum = maximumOffsetY(contentHeight: contentHeight)
    precondition(offset.x == 0, "The content offset has an x of \(offset.x)")
    precondition(
      y.isFinite && y >= 0 && y <= maximum, "The content offset \(y) is outside 0...\(maximum)")
    precondition(
      size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
      "The viewport's size \(size) is not a size")
  }
}
