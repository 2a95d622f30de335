extension SectionSnapshot {
  /// Appends items as the last children of `parent`, or as the last root items when `parent` is
  /// `nil` (C-K2). They start collapsed (C-K4).
  ///
  /// - Throws: ``SectionSnapshotError/parentNotFound(_:)`` for a parent that is not in the section
  ///   snapshot (C-K7); ``SectionSnapshotError/duplicateItemIdentifiers(_:)`` when an item is
  ///   already in it or given twice (C-K6). Nothing is added then.
  /// - Complexity: O(k + d) for k items appended under a parent with d ancestors when the
  ///   parent's subtree ends the tree; otherwise O(n − p) more for the items after the place p
  ///   where they go.
  @inlinable
  public mutating func append(_ items: [Item], to parent: Item? = nil)
    throws(SectionSnapshotError)
  {
    defer { checkInvariantsInDebugBuilds() }
    guard let parent else {
      try checkNew(items)
      insert(items, at: entries.count, parent: nil, level: 0)
      return
    }
    guard let start = positions[parent] else {
      throw SectionSnapshotError.parentNotFound(String(describing: parent))
    }
    try checkNew(items)
    insert(items, at: start + entries[start].size, parent: parent, level: entries[start].level + 1)
  }

  /// Inserts items just before `destination`, among its siblings (C-K2).
  ///
  /// - Throws: ``SectionSnapshotError/itemNotFound(_:)`` for a destination that is not in the
  ///   section snapshot (C-K7); ``SectionSnapshotError/duplicateItemIdentifiers(_:)`` when an
  ///   item is already in it or given twice (C-K6). Nothing is added then.
  /// - Complexity: O(n − p + k + d) for k items inserted at place p of n, under d ancestors.
  @inlinable
  public mutating func insert(_ items: [Item], before destination: Item)
    throws(SectionSnapshotError)
  {
    try insert(items, nextTo: destination, after: false)
  }

  /// Inserts items among `destination`'s siblings, after its whole subtree (C-K2).
  ///
  /// - Throws: As ``insert(_:before:)``.
  /// - Complexity: As ``insert(_:before:)``.
  @inlinable
  public mutating func insert(_ items: [Item], after destination: Item)
    throws(SectionSnapshotError)
  {
    try insert(items, nextTo: destination, after: true)
  }

  /// Inserts items among `destination`'s siblings, before it or after its subtree.
  @inlinable
  mutating func insert(_ items: [Item], nextTo destination: Item, after: Bool)
    throws(SectionSnapshotError)
  {
    defer { checkInvariantsInDebugBuilds() }
    let start = try position(of: destination)
    try checkNew(items)
    let entry = entries[start]
    insert(items, at: after ? start + entry.size : start, parent: entry.parent, level: entry.level)
  }

  /// Deletes items with all their descendants (C-K5), and forgets whether they were expanded
  /// (C-K4). An item given twice, or inside the subtree of another one given, is deleted once.
  ///
  /// - Throws: ``SectionSnapshotError/deletedItemNotFound(_:)`` for an item that is not in the
  ///   section snapshot, before anything is deleted (C-K5).
  /// - Complexity: O(n + k log k) for n items and k given.
  @inlinable
  public mutating func delete(_ items: [Item]) throws(SectionSnapshotError) {
    defer { checkInvariantsInDebugBuilds() }
    var starts: [Int] = []
    starts.reserveCapacity(items.count)
    for item in items {
      guard let index = positions[item] else {
        throw SectionSnapshotError.deletedItemNotFound(String(describing: item))
      }
      starts.append(index)
    }
    guard !starts.isEmpty else { return }
    starts.sort()
    // The subtrees removed, each not inside another; the ancestors of each keep the rest.
    var ranges: [Range<Int>] = []
    for start in starts where ranges.last.map({ !$0.contains(start) }) ?? true {
      ranges.append(start..<start + entries[start].size)
    }
    for range in ranges {
      resizeAncestors(of: entries[range.lowerBound].parent, by: -range.count)
    }
    var kept = ranges[0].lowerBound
    var next = 0
    var index = kept
    while index < entries.count {
      if next < ranges.count && ranges[next].lowerBound == index {
        for removed in ranges[next] { positions[entries[removed].item] = nil }
        index = ranges[next].upperBound
        next += 1
        continue
      }
      entries[kept] = entries[index]
      kept += 1
      index += 1
    }
    entries.removeSubrange(kept...)
    recordPositions(from: ranges[0].lowerBound)
  }

  /// Deletes every item.
  ///
  /// - Complexity: O(n) for n items.
  @inlinable
  public mutating func deleteAll() {
    entries.removeAll()
    positions.removeAll()
  }

  /// Expands the items that are in the section snapshot and ignores the others (C-K4). An item
  /// with no children can be expanded.
  ///
  /// - Complexity: O(k) for k items given.
  @inlinable
  public mutating func expand(_ items: [Item]) {
    setExpanded(true, items)
  }

  /// Collapses the items that are in the section snapshot and ignores the others (C-K4).
  ///
  /// - Complexity: O(k) for k items given.
  @inlinable
  public mutating func collapse(_ items: [Item]) {
    setExpanded(false, items)
  }

  /// Replaces the descendants of `parent` with the items of `snapshot`, whose roots become the
  /// parent's children, keeping their subtrees and expanded states; the parent keeps its own.
  ///
  /// - Throws: ``SectionSnapshotError/parentNotFound(_:)`` for a parent that is not in the section
  ///   snapshot (C-K7); ``SectionSnapshotError/duplicateItemIdentifiers(_:)`` when an item of
  ///   `snapshot` is elsewhere in the tree than under the parent, or is the parent (C-K6).
  ///   Nothing changes then.
  /// - Complexity: O(n + k) for n items and k in `snapshot`.
  @inlinable
  public mutating func replace(childrenOf parent: Item, using snapshot: SectionSnapshot<Item>)
    throws(SectionSnapshotError)
  {
    defer { checkInvariantsInDebugBuilds() }
    guard let start = positions[parent] else {
      throw SectionSnapshotError.parentNotFound(String(describing: parent))
    }
    let parentEntry = entries[start]
    let replaced = start + 1..<start + parentEntry.size
    var duplicates: [String] = []
    for entry in snapshot.entries {
      if let index = positions[entry.item], !replaced.contains(index) {
        duplicates.append(String(describing: entry.item))
      }
    }
    guard duplicates.isEmpty else {
      throw SectionSnapshotError.duplicateItemIdentifiers(duplicates)
    }
    for entry in entries[replaced] { positions[entry.item] = nil }
    let added = snapshot.entries.map { entry in
      var entry = entry
      if entry.level == 0 { entry.parent = parent }
      entry.level += parentEntry.level + 1
      return entry
    }
    entries.replaceSubrange(replaced, with: added)
    resizeAncestors(of: parent, by: added.count - replaced.count)
    recordPositions(from: replaced.lowerBound)
  }

  // MARK: - Changing the storage

  /// Throws ``SectionSnapshotError/duplicateItemIdentifiers(_:)`` when an item is in the tree or
  /// given twice: each listed once, in the order given.
  ///
  /// - Complexity: O(k) for k items.
  @inlinable
  func checkNew(_ items: [Item]) throws(SectionSnapshotError) {
    var seen = Set<Item>(minimumCapacity: items.count)
    var duplicates: [Item] = []
    for item in items {
      let isNew = seen.insert(item).inserted
      if positions[item] != nil || !isNew, !duplicates.contains(item) {
        duplicates.append(item)
      }
    }
    guard duplicates.isEmpty else {
      throw SectionSnapshotError.duplicateItemIdentifiers(duplicates.map { String(describing: $0) })
    }
  }

  /// Inserts checked items, collapsed and childless, at `place` in ``entries``.
  @inlinable
  mutating func insert(_ items: [Item], at place: Int, parent: Item?, level: Int) {
    guard !items.isEmpty else { return }
    let added = items.map { Entry(item: $0, parent: parent, level: level) }
    if place == entries.count {
      entries.append(contentsOf: added)
    } else {
      entries.insert(contentsOf: added, at: place)
    }
    resizeAncestors(of: parent, by: items.count)
    recordPositions(from: place)
  }

  /// Adds `change` to the subtree size of `item` and of each of its ancestors.
  ///
  /// - Complexity: O(d) for d ancestors.
  @inlinable
  mutating func resizeAncestors(of item: Item?, by change: Int) {
    var ancestor = item
    while let current = ancestor, let index = positions[current] {
      entries[index].size += change
      ancestor = entries[index].parent
    }
  }

  /// Records the place of every item from `start` on.
  @inlinable
  mutating func recordPositions(from start: Int) {
    for index in start..<entries.count { positions[entries[index].item] = index }
  }

  @inlinable
  mutating func setExpanded(_ expanded: Bool, _ items: [Item]) {
    for item in items {
      if let index = positions[item] { entries[index].isExpanded = expanded }
    }
  }
}
