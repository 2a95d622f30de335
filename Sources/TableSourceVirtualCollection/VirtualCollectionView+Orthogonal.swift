public import Foundation
import TableSourceCore

// Sections that scroll on their own in a compositional layout (C-F3): each keeps an offset across
// the layout, which a test moves as a user's swipe would.
extension VirtualCollectionView {
  /// A section's offset across the layout, for a section of a ``CompositionalLayout`` that
  /// scrolls on its own (``LayoutSection/orthogonalScrollingBehavior``): 0 for a section that
  /// does not, `nil` for a section out of range or another layout.
  public func orthogonalScrollOffset(forSection section: Int) -> CGFloat? {
    prepareQuietly()
    return (geometry as? CompositionalLayoutGeometry)?.orthogonalOffset(forSection: section)
  }

  /// Scrolls a section of a ``CompositionalLayout`` on its own, as a swipe across it would: it
  /// comes to rest where its behaviour allows, within its content (C-F3), and the items that come
  /// into its band are displayed, those that leave it end.
  ///
  /// - Returns: The offset the section rests at: 0 for a section that does not scroll on its own.
  /// A swipe is the user's: from inside a callback other than `didSelectItemAt` or a batch's
  /// completion it throws ``CollectionViewError/reentrantCall(call:callback:)``.
  ///
  /// - Throws: ``CollectionViewError/invalidIndexPath(_:call:)`` for a section out of range or a
  ///   layout that is not compositional; ``CollectionViewError/invalidGeometry(_:parameter:)``
  ///   for an infinite or NaN offset; the display's errors, after which the offset is as it was.
  @discardableResult
  public func setOrthogonalScrollOffset(_ offset: CGFloat, forSection section: Int) throws
    -> CGFloat
  {
    try admit("setOrthogonalScrollOffset(_:forSection:)")
    guard offset.isFinite else {
      throw CollectionViewError.invalidGeometry(Double(offset), parameter: "orthogonal offset")
    }
    return try operation {
      try prepareLayout()
      guard var layout = geometry as? CompositionalLayoutGeometry,
        let before = layout.orthogonalOffset(forSection: section),
        let resting = layout.setOrthogonalOffset(offset, forSection: section)
      else {
        throw CollectionViewError.invalidIndexPath(
          IndexPath(item: 0, section: section), call: "setOrthogonalScrollOffset(_:forSection:)")
      }
      geometry = layout
      do {
        try reconcile()
      } catch {
        _ = layout.setOrthogonalOffset(before, forSection: section)
        geometry = layout
        throw error
      }
      return resting
    }
  }
}
