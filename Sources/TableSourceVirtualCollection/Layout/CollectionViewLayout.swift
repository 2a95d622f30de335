package import Foundation
package import TableSourceCore

/// The base of the layouts a ``VirtualCollectionView`` places its items with: the TableSource
/// counterpart of `UICollectionViewLayout`.
///
/// Use one of its subclasses: ``FlowLayout``. A layout's settings may change at any time; the
/// collection view lays out again at its next query or ``VirtualCollectionView/layoutIfNeeded()``.
@MainActor
public class CollectionViewLayout {
  package init() {}

  /// Counts changes to the settings, so the view knows to lay out again.
  package private(set) var version = 0

  /// Records that a setting changed.
  package func invalidate() { version += 1 }

  /// Whether the content scrolls vertically; otherwise horizontally.
  package var scrollsVertically: Bool { true }

  /// The layout's geometry for the given counts and bounds size: what one layout pass works out.
  ///
  /// Subclasses override it; the base class is never used on its own (its initializer is not
  /// public).
  package func makeGeometry(
    itemCounts: [Int], boundsSize: CGSize, view: VirtualCollectionView
  ) -> any CollectionLayoutGeometry {
    preconditionFailure("\(type(of: self)) does not lay anything out")
  }

  /// Who gives the swipe actions of one edge of a section's items (C-E4), laid out by
  /// `geometry`: a list's providers, or a list section's; none by default.
  package func swipeActionsProvider(
    _ edge: SwipeEdge, section: Int, geometry: (any CollectionLayoutGeometry)?
  ) -> CollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? {
    nil
  }
}

/// One layout pass's geometry: the frames of every item and supplementary view, which the
/// collection view queries and keeps up to date through batch updates and measurements.
///
/// A layout conforms its geometry to it; the collection view knows nothing else of the layout.
/// Implementations keep their costs proportional to what a call touches (the queries are on the
/// scroll path).
@MainActor
package protocol CollectionLayoutGeometry {
  /// The size of all the content.
  var contentSize: CGSize { get }
  /// The number of items in each section the geometry was laid out for.
  var itemCounts: [Int] { get }
  /// The frame of an item, or `nil` when the index path is out of range.
  func frameForItem(at indexPath: IndexPath) -> CGRect?
  /// The items whose frames intersect `rect`, sorted by section and item.
  func indexPathsForItems(in rect: CGRect) -> [IndexPath]
  /// The global indexes of the items whose frames intersect `rect`, ascending, for sections that
  /// start at `starts` (the view's, with the total last). A display pass asks this on every
  /// scroll step: a geometry that knows its items by global index answers without index paths.
  func globalItems(in rect: CGRect, starts: [Int]) -> [Int]
  /// The first item, by section and item, whose frame contains `point`.
  func indexPathForItem(at point: CGPoint) -> IndexPath?
  /// The supplementary views whose frames (pinned against `visibleBounds` where the layout pins)
  /// intersect `rect`, sorted by section.
  func supplementaryElements(in rect: CGRect, visibleBounds: CGRect)
    -> [LayoutSupplementaryElement]
  /// A section's supplementary view of a kind, pinned against `visibleBounds` where the layout
  /// pins; `nil` when the section has none of that kind.
  func frameForSupplementaryView(ofKind kind: String, inSection section: Int, visibleBounds: CGRect)
    -> CGRect?
  /// Messages the layout logs (UIKit's console), which the view records as diagnostics.
  var diagnostics: [String] { get }
  /// Whether an item's size was measured; `false` when items do not size themselves.
  func isMeasured(_ indexPath: IndexPath) -> Bool
  /// Records an item's measured size and lays out again what it moves. Returns whether any
  /// frame changed.
  mutating func setMeasuredSize(
    _ size: CGSize, forItemAt indexPath: IndexPath, view: VirtualCollectionView
  ) -> Bool
  /// Whether a section's supplementary view of a kind needs no measuring: `false` while it sizes
  /// itself (an estimated dimension) and was not measured.
  func isMeasured(supplementaryOfKind kind: String, inSection section: Int) -> Bool
  /// Records a supplementary view's measured size, as an item's, and lays out again what it
  /// moves. Returns whether any frame changed.
  mutating func setMeasuredSize(
    _ size: CGSize, forSupplementaryOfKind kind: String, inSection section: Int
  ) -> Bool
  /// Measures an item that sizes itself (C-D1), unless it is measured already: asks its cell
  /// for the size fitting the item's frame and records it. `global` is the item's global index
  /// in the view. Returns whether frames moved.
  mutating func measure(
    _ cell: CollectionViewCell, forItemAt indexPath: IndexPath, global: Int,
    view: VirtualCollectionView
  ) -> Bool
  /// Follows a validated batch update.
  mutating func apply(_ plan: BatchUpdatePlan, view: VirtualCollectionView)
  /// Whether an update that changes no section keeps every measured size with its item, so that
  /// the views on display need no measuring after it (a flow layout's); `false` when such an
  /// update may lay items out anew without their measurements (an item moved into a list
  /// section gets the estimate).
  var keepsMeasurementsThroughItemUpdates: Bool { get }
  /// Traps when the geometry's bookkeeping is inconsistent: for checked builds and tests.
  func checkInvariants()
}

extension CollectionLayoutGeometry {
  /// Supplementary views keep the sizes the layout gives them, by default.
  package func isMeasured(supplementaryOfKind kind: String, inSection section: Int) -> Bool {
    true
  }

  /// Supplementary views keep the sizes the layout gives them, by default: nothing changes.
  package mutating func setMeasuredSize(
    _ size: CGSize, forSupplementaryOfKind kind: String, inSection section: Int
  ) -> Bool {
    false
  }

  package var keepsMeasurementsThroughItemUpdates: Bool { false }

  // Reads in place: each is `mutating` though it changes nothing, so that the view calls it on
  // its stored geometry without copying the geometry out first (a copy retains every buffer the
  // geometry holds), on every scroll step.

  /// ``contentSize``, read in place.
  package mutating func contentSizeInPlace() -> CGSize { contentSize }

  /// ``globalItems(in:starts:)``, read in place.
  package mutating func globalItemsInPlace(in rect: CGRect, starts: [Int]) -> [Int] {
    globalItems(in: rect, starts: starts)
  }

  /// Whether an item's frame intersects `rect`, read in place.
  package mutating func itemMeetsInPlace(_ indexPath: IndexPath, _ rect: CGRect) -> Bool {
    frameForItem(at: indexPath)?.intersects(rect) ?? false
  }

  /// ``supplementaryElements(in:visibleBounds:)``, read in place.
  package mutating func supplementaryElementsInPlace(in rect: CGRect, visibleBounds: CGRect)
    -> [LayoutSupplementaryElement]
  {
    supplementaryElements(in: rect, visibleBounds: visibleBounds)
  }

  /// Measures an item, measured or not: asks its cell for the size fitting the item's frame and
  /// records it. For a cell configured again with other content (C-H2). Returns whether frames
  /// moved.
  package mutating func measureAgain(
    _ cell: CollectionViewCell, forItemAt indexPath: IndexPath, view: VirtualCollectionView
  ) -> Bool {
    guard let frame = frameForItem(at: indexPath) else { return false }
    return setMeasuredSize(
      cell.preferredLayoutSize(fitting: frame.size), forItemAt: indexPath, view: view)
  }

  /// Measures through ``isMeasured(_:)`` and ``measureAgain(_:forItemAt:view:)``.
  package mutating func measure(
    _ cell: CollectionViewCell, forItemAt indexPath: IndexPath, global: Int,
    view: VirtualCollectionView
  ) -> Bool {
    guard !isMeasured(indexPath) else { return false }
    return measureAgain(cell, forItemAt: indexPath, view: view)
  }

  /// Measures a section's supplementary view of a kind that sizes itself (C-D4), unless it is
  /// measured already: asks the view for the size fitting its frame and records it, as
  /// ``measure(_:forItemAt:global:view:)`` does for a cell. Returns whether frames moved.
  package mutating func measure(
    _ view: CollectionReusableView, ofKind kind: String, inSection section: Int,
    visibleBounds: CGRect
  ) -> Bool {
    guard !isMeasured(supplementaryOfKind: kind, inSection: section),
      let frame = frameForSupplementaryView(
        ofKind: kind, inSection: section, visibleBounds: visibleBounds)
    else { return false }
    let size = view.preferredLayoutSize(fitting: frame.size)
    return setMeasuredSize(size, forSupplementaryOfKind: kind, inSection: section)
  }

  /// The items of ``indexPathsForItems(in:)``, each as its global index in `starts`; index paths
  /// outside the sections are left out.
  package func globalItems(in rect: CGRect, starts: [Int]) -> [Int] {
    var items: [Int] = []
    for path in indexPathsForItems(in: rect) {
      guard path.count == 2, path.section >= 0, path.section < starts.count - 1, path.item >= 0
      else { continue }
      let global = starts[path.section] + path.item
      if global < starts[path.section + 1] { items.append(global) }
    }
    return items
  }
}

/// One supplementary view's place.
package struct LayoutSupplementaryElement: Hashable {
  /// The element kind, such as ``CollectionElementKind/sectionHeader``.
  package var kind: String
  package var section: Int
  package var frame: CGRect

  package init(kind: String, section: Int, frame: CGRect) {
    self.kind = kind
    self.section = section
    self.frame = frame
  }

  /// A section's header (`isHeader`) or footer.
  package init(isHeader: Bool, section: Int, frame: CGRect) {
    self.init(
      kind: isHeader ? CollectionElementKind.sectionHeader : CollectionElementKind.sectionFooter,
      section: section, frame: frame)
  }
}
