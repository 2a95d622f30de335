public import Foundation
import TableSourceCore
@_spi(TableSourceEngine) import TableSourceVirtualTable

/// Where the layout places one item or supplementary view: UIKit's
/// `UICollectionViewLayoutAttributes`, as a value.
public struct CollectionLayoutAttributes: Sendable, Hashable {
  /// The item's index path, or a supplementary view's (`[section, 0]` for a section's header).
  public var indexPath: IndexPath
  /// ``CollectionElementKind/cell`` for an item, else the supplementary view's element kind.
  public var elementKind: String
  /// The frame in the collection view's content coordinates.
  public var frame: CGRect
}

/// Where ``VirtualCollectionView/scrollToItem(at:at:)`` puts an item: UIKit's
/// `UICollectionView.ScrollPosition`, one option per axis.
public struct CollectionScrollPosition: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates a position from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Leaves the axes as they are.
  public static let none: CollectionScrollPosition = []
  /// The item's top at the viewport's top.
  public static let top = CollectionScrollPosition(rawValue: 1 << 0)
  /// The item centred vertically.
  public static let centeredVertically = CollectionScrollPosition(rawValue: 1 << 1)
  /// The item's bottom at the viewport's bottom.
  public static let bottom = CollectionScrollPosition(rawValue: 1 << 2)
  /// The item's leading edge at the viewport's left.
  public static let left = CollectionScrollPosition(rawValue: 1 << 3)
  /// The item centred horizontally.
  public static let centeredHorizontally = CollectionScrollPosition(rawValue: 1 << 4)
  /// The item's trailing edge at the viewport's right.
  public static let right = CollectionScrollPosition(rawValue: 1 << 5)
}

// Geometry queries and scrolling on both axes.
extension VirtualCollectionView {
  /// The size of the laid-out content, from the layout (estimates where items are not measured
  /// yet, C-D2).
  public var contentSize: CGSize {
    prepareQuietly()
    return geometry?.contentSize ?? .zero
  }

  /// The number of sections, read from the data source if not known yet (C-G4).
  public var numberOfSections: Int {
    prepareQuietly()
    return counts.count
  }

  /// The number of items in a section the collection view knows, read from the data source if
  /// not known yet: the known workaround of C-G4 reads it before the model changes. 0 for a
  /// section out of range.
  public func numberOfItems(inSection section: Int) -> Int {
    prepareQuietly()
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// Where the layout places an item, or `nil` for an index path with no item.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionLayoutAttributes? {
    prepareQuietly()
    guard indexPath.count == 2, let frame = geometry?.frameForItem(at: indexPath) else {
      return nil
    }
    return CollectionLayoutAttributes(
      indexPath: indexPath, elementKind: CollectionElementKind.cell, frame: frame)
  }

  /// Where the layout places a supplementary view, pinned headers and footers where the
  /// viewport puts them (C-C13), or `nil` when the layout has none there (C-C9).
  public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> CollectionLayoutAttributes?
  {
    prepareQuietly()
    guard indexPath.count == 2,
      let frame = geometry?.frameForSupplementaryView(
        ofKind: kind, inSection: indexPath.section, visibleBounds: bounds)
    else { return nil }
    return CollectionLayoutAttributes(indexPath: indexPath, elementKind: kind, frame: frame)
  }

  /// The item at a point in content coordinates, or `nil`.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    prepareQuietly()
    return geometry?.indexPathForItem(at: point)
  }

  /// The index paths of the items with a cell on display, sorted.
  public var indexPathsForVisibleItems: [IndexPath] {
    liveCells.map { indexPath(ofGlobal: $0.key) }
  }

  /// The cells on display, in index path order.
  public var visibleCells: [CollectionViewCell] { liveCells.map(\.view) }

  /// The cell on display for an item, or `nil` (never a new one: UIKit's `cellForItem(at:)`).
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    liveCell(at: indexPath)
  }

  /// The item a cell on display shows, or `nil`.
  ///
  /// - Complexity: O(v) for v cells on display.
  public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    liveCells.first { $0.view === cell }.map { indexPath(ofGlobal: $0.key) }
  }

  /// The supplementary views of a kind on display, in section order.
  public func visibleSupplementaryViews(ofKind kind: String) -> [CollectionReusableView] {
    (liveSupplementary[kind] ?? []).map(\.view)
  }

  /// The index paths of the supplementary views of a kind on display, sorted.
  public func indexPathsForVisibleSupplementaryElements(ofKind kind: String) -> [IndexPath] {
    (liveSupplementary[kind] ?? []).map { IndexPath(item: 0, section: $0.key) }
  }

  /// The supplementary view on display of a kind at an index path (`[section, 0]` for a flow
  /// layout's header or footer), or `nil`.
  public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath)
    -> CollectionReusableView?
  {
    guard indexPath.count == 2, indexPath.item == 0, let list = liveSupplementary[kind],
      let position = LiveLists.position(of: indexPath.section, in: list)
    else { return nil }
    return list[position].view
  }

  // MARK: - Scrolling

  /// Changes the viewport's size and lays out again.
  ///
  /// - Throws: ``CollectionViewError/invalidGeometry(_:parameter:)`` for a negative or infinite
  ///   size; the display's errors.
  public func setSize(_ newSize: CGSize) throws {
    try admit("setSize(_:)")
    try checkGeometry(newSize.width, "width")
    try checkGeometry(newSize.height, "height")
    try operation { try scroll(to: contentOffset) { size = newSize } }
  }

  /// Scrolls so that the viewport's top-left corner is at `offset`, kept within the scrollable
  /// range, and displays what is there.
  ///
  /// - Throws: ``CollectionViewError/invalidGeometry(_:parameter:)`` for an infinite or NaN
  ///   offset; the display's errors, after which the offset is as it was.
  public func setContentOffset(_ offset: CGPoint) throws {
    guard offset.x.isFinite else {
      throw CollectionViewError.invalidGeometry(Double(offset.x), parameter: "contentOffset.x")
    }
    guard offset.y.isFinite else {
      throw CollectionViewError.invalidGeometry(Double(offset.y), parameter: "contentOffset.y")
    }
    if try admitDeferrable("setContentOffset(_:)") {
      deferred.keepScroll { try self.setContentOffset(offset) }
      return
    }
    try operation { try scroll(to: offset) }
  }

  /// Scrolls by a distance along both axes: positive values move the viewport right and down.
  public func scroll(byX dx: CGFloat = 0, y dy: CGFloat = 0) throws {
    try setContentOffset(CGPoint(x: contentOffset.x + dx, y: contentOffset.y + dy))
  }

  /// Scrolls so that an item is where `position` says, on each axis it names.
  ///
  /// - Throws: ``CollectionViewError/invalidIndexPath(_:call:)`` for an index path with no item
  ///   (UIKit: "attempt to scroll to invalid index path"); the display's errors.
  public func scrollToItem(at indexPath: IndexPath, at position: CollectionScrollPosition) throws {
    if try admitDeferrable("scrollToItem(at:at:animated:)") {
      deferred.keepScroll { try self.scrollToItem(at: indexPath, at: position) }
      return
    }
    try operation { try scrollNow(toItem: indexPath, at: position) }
  }

  /// Scrolls to an item now.
  private func scrollNow(toItem indexPath: IndexPath, at position: CollectionScrollPosition)
    throws
  {
    try prepareLayout()
    guard indexPath.count == 2, let frame = geometry?.frameForItem(at: indexPath) else {
      throw CollectionViewError.invalidIndexPath(indexPath, call: "scrollToItem(at:at:animated:)")
    }
    var target = contentOffset
    if position.contains(.top) { target.y = frame.minY }
    if position.contains(.centeredVertically) { target.y = frame.midY - size.height / 2 }
    if position.contains(.bottom) { target.y = frame.maxY - size.height }
    if position.contains(.left) { target.x = frame.minX }
    if position.contains(.centeredHorizontally) { target.x = frame.midX - size.width / 2 }
    if position.contains(.right) { target.x = frame.maxX - size.width }
    try scroll(to: target)
  }

  /// Moves the viewport (after `change`, which may resize it) and displays what is there; on an
  /// error the offset and size are as they were.
  private func scroll(to offset: CGPoint, change: () -> Void = {}) throws {
    let before = (contentOffset, size)
    try prepareLayout()
    change()
    // A resize lays out anew; on an error the layout of the old size comes back as it was, with
    // its measured sizes and orthogonal offsets, not laid out anew for it. Kept only for a
    // resize: a scroll measures into the geometry in place, and a second reference to it would
    // make the first measurement copy the whole layout.
    let geometryBefore = size != before.1 ? (geometry, geometryKey) : nil
    let vertical = collectionViewLayout.scrollsVertically
    let forward = vertical ? offset.y >= contentOffset.y : offset.x >= contentOffset.x
    contentOffset = offset
    do {
      try prepareLayout()
      scrolledForward = forward
      try reconcile()
    } catch {
      (contentOffset, size) = before
      if geometryKey.size != size, let geometryBefore { (geometry, geometryKey) = geometryBefore }
      endViewsOutsideViewport()
      throw error
    }
  }

  private func checkGeometry(_ value: CGFloat, _ parameter: String) throws {
    guard value.isFinite, value >= 0 else {
      throw CollectionViewError.invalidGeometry(Double(value), parameter: parameter)
    }
  }
}
