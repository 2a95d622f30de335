extension SectionSnapshot {
  /// Every item, depth first: each parent before its children (C-K3).
  ///
  /// - Complexity: O(n) for n items.
  @inlinable
  public var items: [Item] { entries.map(\.item) }

  /// The items at the top level, in order (C-K3).
  ///
  /// - Complexity: O(r) for r root items: the walk jumps over each subtree.
  @inlinable
  public var rootItems: [Item] { walk(from: 0, to: entries.count, opening: { _ in false }) }

  /// The items whose ancestors are all expanded, depth first (C-K3): what a diffable data source
  /// shows for the section (C-K9).
  ///
  /// - Complexity: O(v) for v visible items: the walk jumps over each collapsed subtree.
  @inlinable
  public var visibleItems: [Item] { walk(from: 0, to: entries.count, opening: { $0.isExpanded }) }

  /// The expanded items, in the order of ``items`` (C-K3).
  ///
  /// - Complexity: O(n) for n items.
  @inlinable
  public var expandedItems: [Item] { entries.lazy.filter(\.isExpanded).map(\.item) }

  /// Whether the item is in the section snapshot (C-K7: `false` for any other).
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func contains(_ item: Item) -> Bool { positions[item] != nil }

  /// The item's place in ``items``, or `nil` for an item that is not in the section snapshot
  /// (UIKit's `NSNotFound`, C-K7).
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func index(of item: Item) -> Int? { positions[item] }

  /// Whether the item is expanded (C-K4).
  ///
  /// - Throws: ``SectionSnapshotError/itemNotFound(_:)`` for an item that is not in the section
  ///   snapshot (C-K7).
  /// - Complexity: O(1) on average.
  @inlinable
  public func isExpanded(_ item: Item) throws(SectionSnapshotError) -> Bool {
    entries[try position(of: item)].isExpanded
  }

  /// Whether all the item's ancestors are expanded (C-K3); it says nothing about a cell being on
  /// screen (C-K8).
  ///
  /// - Throws: ``SectionSnapshotError/itemNotFound(_:)`` for an item that is not in the section
  ///   snapshot (C-K7).
  /// - Complexity: O(d) for d ancestors.
  @inlinable
  public func isVisible(_ item: Item) throws(SectionSnapshotError) -> Bool {
    var ancestor = entries[try position(of: item)].parent
    while let current = ancestor, let index = positions[current] {
      guard entries[index].isExpanded else { return false }
      ancestor = entries[index].parent
    }
    return true
  }

  /// The item's depth: 0 for a root item (C-K3).
  ///
  /// - Throws: ``SectionSnapshotError/itemNotFound(_:)`` for an item that is not in the section
  ///   snapshot (C-K7).
  /// - Complexity: O(1) on average.
  @inlinable
  public func level(of item: Item) throws(SectionSnapshotError) -> Int {
    entries[try position(of: item)].level
  }

  /// The item's parent, or `nil` for a root item (C-K3).
  ///
  /// - Throws: ``SectionSnapshotError/itemNotFound(_:)`` for an item that is not in the section
  ///   snapshot (C-K7).
  /// - Complexity: O(1) on average.
  @inlinable
  public func parent(of item: Item) throws(SectionSnapshotError) -> Item? {
    entries[try position(of: item)].parent
  }

  /// A section snapshot of the parent's descendants, whose roots are its children, or, with
  /// `includingParent`, whose one root is the parent. Levels start again at 0; the items keep
  /// their expanded state.
  ///
  /// - Throws: ``SectionSnapshotError/itemNotFound(_:)`` for a parent that is not in the section
  ///   snapshot (C-K7).
  /// - Complexity: O(c) for c items in the parent's subtree.
  @inlinable
  public func snapshot(of parent: Item, includingParent: Bool = false)
    throws(SectionSnapshotError) -> SectionSnapshot<Item>
  {
    let start = try position(of: parent)
    let first = includingParent ? start : start + 1
    let shift = entries[start].level + (includingParent ? 0 : 1)
    var result = SectionSnapshot()
    result.entries = entries[first..<start + entries[start].size].map { entry in
      var entry = entry
      entry.level -= shift
      if entry.level == 0 { entry.parent = nil }
      return entry
    }
    result.positions.reserveCapacity(result.entries.count)
    result.recordPositions(from: 0)
    return result
  }

  /// The tree as text, one line per item in the order of ``items``, indented two spaces per
  /// level (C-K8): `*` marks a visible item, then `+` an expanded one or `-` a collapsed one,
  /// then a space and the item (`String(describing:)`).
  ///
  /// ```
  /// *+ Fruit
  ///   *- Apple
  ///   *+ Pear
  ///     - Conference
  /// *- Vegetables
  /// ```
  ///
  /// UIKit's markers; the header line UIKit prints before the tree (the snapshot's address) is
  /// left out, so that the text can serve as a golden value.
  ///
  /// - Complexity: O(n) for n items (and the items' descriptions).
  public func visualDescription() -> String {
    var visible = [Bool](repeating: false, count: entries.count)
    var index = 0
    while index < entries.count {
      visible[index] = true
      index += entries[index].isExpanded ? 1 : entries[index].size
    }
    var lines: [String] = []
    lines.reserveCapacity(entries.count)
    for (entry, visible) in zip(entries, visible) {
      lines.append(
        String(repeating: "  ", count: entry.level) + (visible ? "*" : "")
          + (entry.isExpanded ? "+" : "-") + " " + String(describing: entry.item))
    }
    return lines.joined(separator: "\n")
  }

  // MARK: - Walking the tree

  /// The item's index in ``entries``.
  ///
  /// - Throws: ``SectionSnapshotError/itemNotFound(_:)``.
  @inlinable
  func position(of item: Item) throws(SectionSnapshotError) -> Int {
    guard let index = positions[item] else {
      throw SectionSnapshotError.itemNotFound(String(describing: item))
    }
    return index
  }

  /// The items of the run of subtrees `start..<end` that a walk meets when it goes into the
  /// subtrees of the items `opening` accepts and jumps over the others: with none opened, the
  /// tops of the subtrees; with the expanded ones, the items shown.
  ///
  /// - Complexity: O(v) for v items listed.
  @inlinable
  func walk(from start: Int, to end: Int, opening: (Entry) -> Bool) -> [Item] {
    var result: [Item] = []
    var index = start
    while index < end {
      result.append(entries[index].item)
      index += opening(entries[index]) ? 1 : entries[index].size
    }
    return result
  }

  /// The items an expanded `parent` shows below it: its children, and theirs when expanded,
  /// whether or not `parent` itself is expanded; none for an item not in the snapshot.
  ///
  /// - Complexity: O(v) for v items listed.
  @inlinable
  package func itemsShown(under parent: Item) -> [Item] {
    guard let start = positions[parent] else { return [] }
    return walk(from: start + 1, to: start + entries[start].size, opening: { $0.isExpanded })
  }
}
