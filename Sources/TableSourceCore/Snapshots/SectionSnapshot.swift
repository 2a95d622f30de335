/// One section's items as a tree, an outline: the counterpart of
/// `NSDiffableDataSourceSectionSnapshot`, with UIKit's names.
///
/// ```swift
/// var outline = SectionSnapshot<String>()
/// try outline.append(["Fruit", "Vegetables"])
/// try outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.expand(["Fruit"])
/// outline.visibleItems  // ["Fruit", "Apple", "Pear", "Vegetables"]
/// try dataSource.apply(outline, to: "food")
/// ```
///
/// Items are added under a parent (``append(_:to:)``) or next to a sibling
/// (``insert(_:before:)``, ``insert(_:after:)``); ``delete(_:)`` removes whole subtrees. Every
/// item starts collapsed (C-K4); an item is visible when all its ancestors are expanded, and a
/// diffable data source shows a section's ``visibleItems`` (C-K9). Identifiers are unique in the
/// tree (C-K6). Where UIKit raises an exception, the section snapshot throws a
/// ``SectionSnapshotError`` with UIKit's text and is left as it was.
///
/// ## Storage
///
/// The items are kept in one array in depth-first order (``items``), each with its parent, its
/// level, whether it is expanded and the size of its subtree (itself and its descendants, which
/// follow it in the array); a dictionary gives each item's place in the array. So:
///
/// - an item's place, parent, level and expanded state are read in O(1), and whether it is
///   visible in O(d) for d ancestors;
/// - a subtree is a contiguous run of the array: its children and ``visibleItems`` are walked by
///   jumping over collapsed subtrees, in time proportional to what they list, and the items an
///   expansion shows are found in O(c) for c items under the parent;
/// - expanding or collapsing changes one flag, O(1) per item;
/// - adding or removing items moves the items after them in the array and their places in the
///   dictionary: O(n − p + k) for k items added or removed at place p of n, plus O(d) to resize
///   the ancestors' subtrees. Appending at the end of the tree, the way outlines are usually
///   built, is O(k + d).
///
/// Its methods are inlinable: they specialize for the item type where they are called.
public struct SectionSnapshot<Item: Hashable & Sendable>: Sendable {
  /// One item of the tree and what the queries need to know about it without walking.
  @usableFromInline
  struct Entry: Hashable, Sendable {
    @usableFromInline var item: Item
    @usableFromInline var parent: Item?
    @usableFromInline var level: Int
    /// The number of items in the subtree: the item and its descendants, which follow it.
    @usableFromInline var size: Int
    @usableFromInline var isExpanded: Bool

    @inlinable
    init(item: Item, parent: Item?, level: Int, size: Int = 1, isExpanded: Bool = false) {
      self.item = item
      self.parent = parent
      self.level = level
      self.size = size
      self.isExpanded = isExpanded
    }
  }

  /// The tree, depth first.
  @usableFromInline var entries: [Entry] = []
  /// Each item's index in ``entries``.
  @usableFromInline var positions: [Item: Int] = [:]

  /// Creates an empty section snapshot.
  @inlinable
  public init() {}

  /// Creates a section snapshot whose root items are `items`, all collapsed, for a section shown
  /// without an outline.
  ///
  /// - Complexity: O(k) for k items.
  @inlinable
  package init(roots items: [Item]) {
    entries = items.map { Entry(item: $0, parent: nil, level: 0) }
    positions.reserveCapacity(items.count)
    for (index, item) in items.enumerated() { positions[item] = index }
  }
}

extension SectionSnapshot: Equatable {
  /// Section snapshots are equal when they hold the same tree, with the same items expanded.
  ///
  /// - Complexity: O(n) for n items, at most.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.entries == rhs.entries }
}
