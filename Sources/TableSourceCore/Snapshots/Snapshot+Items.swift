extension Snapshot {
  /// Appends items at the end of a section, or of the last section when `section` is `nil`.
  ///
  /// - Throws: ``SnapshotError/noSections`` when the snapshot has no section (whether or not
  ///   `section` is given, as UIKit checks), ``SnapshotError/duplicateItemIdentifiers(_:)``
  ///   when `items` repeats one, ``SnapshotError/sectionNotFound(_:)``, and
  ///   ``SnapshotError/itemIdentifiersAlreadyExist(_:)`` when one is already in the snapshot.
  /// - Complexity: O(m) for m items appended, each hashed once: one insertion into the
  ///   snapshot's index tells whether it repeats or is already there.
  @inlinable
  public mutating func appendItems(_ newItems: [ItemID], toSection section: SectionID? = nil)
    throws(SnapshotError)
  {
    defer { checkInvariantsInDebugBuilds() }
    guard !sectionIdentifiers.isEmpty else { throw SnapshotError.noSections }
    if let section, sectionIndex[section] == nil {
      // UIKit reports repeated items before a missing section.
      try Self.checkUnique(newItems, SnapshotError.duplicateItemIdentifiers)
      throw SnapshotError.sectionNotFound(String(describing: section))
    }
    let index = section.flatMap { sectionIndex[$0] } ?? sectionIdentifiers.count - 1
    let hashes = try indexNewItems(newItems, section: index, row: items[index].count)
    items[index].append(contentsOf: newItems)
    itemHashes[index].append(contentsOf: hashes)
  }

  /// Inserts items before another item, in its section.
  ///
  /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)`` when `items` repeats one,
  ///   ``SnapshotError/insertionDestinationIsInserted(_:)`` when `beforeItem` is one of them,
  ///   ``SnapshotError/itemNotFound(_:)`` when `beforeItem` is not in the snapshot, and
  ///   ``SnapshotError/itemIdentifiersAlreadyExist(_:)`` when one of `items` already is.
  /// - Complexity: O(k + m) for k items in the section and m inserted.
  @inlinable
  public mutating func insertItems(_ newItems: [ItemID], beforeItem: ItemID) throws(SnapshotError) {
    defer { checkInvariantsInDebugBuilds() }
    let place = try insertionPath(of: newItems, relativeTo: beforeItem)
    try insertChecked(newItems, at: place)
  }

  /// Inserts items after another item, in its section.
  ///
  /// - Throws: As ``insertItems(_:beforeItem:)``.
  /// - Complexity: O(k + m) for k items in the section and m inserted.
  @inlinable
  public mutating func insertItems(_ newItems: [ItemID], afterItem: ItemID) throws(SnapshotError) {
    defer { checkInvariantsInDebugBuilds() }
    let place = try insertionPath(of: newItems, relativeTo: afterItem)
    try insertChecked(newItems, at: (place.section, place.row + 1))
  }

  /// Deletes items.
  ///
  /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)`` when `items` repeats one, and
  ///   ``SnapshotError/itemNotFound(_:)`` when one is not in the snapshot (UIKit skips those;
  ///   see ``SnapshotError``).
  /// - Complexity: O(m + k) for m items deleted and k items in the sections they leave.
  @inlinable
  public mutating func deleteItems(_ doomed: [ItemID]) throws(SnapshotError) {
    defer { checkInvariantsInDebugBuilds() }
    try Self.checkUnique(doomed, SnapshotError.duplicateItemIdentifiers)
    var firstRemoved: [Int: Int] = [:]
    var keys: [HashedItem<ItemID>] = []
    keys.reserveCapacity(doomed.count)
    for item in doomed {
      let key = HashedItem(item)
      guard let place = itemPlace[key] else {
        throw SnapshotError.itemNotFound(String(describing: item))
      }
      firstRemoved[place.section] = min(firstRemoved[place.section] ?? place.row, place.row)
      keys.append(key)
    }
    // A set of the keys, whose hash values are stored: the items are not hashed again.
    let doomedSet = Set(keys)
    for (section, first) in firstRemoved {
      var kept = first
      for row in first..<items[section].count {
        let hash = itemHashes[section][row]
        if doomedSet.contains(HashedItem(items[section][row], hash: hash)) { continue }
        items[section][kept] = items[section][row]
        itemHashes[section][kept] = hash
        kept += 1
      }
      items[section].removeSubrange(kept...)
      itemHashes[section].removeSubrange(kept...)
      renumberRows(inSection: section, from: first)
    }
    for key in keys {
      itemPlace[key] = nil
      if !reloaded.isEmpty { reloaded.remove(key.item) }
      if !reconfigured.isEmpty { reconfigured.remove(key.item) }
    }
  }

  /// Deletes every item, keeping the sections.
  ///
  /// - Complexity: O(n + s) for n items and s sections.
  @inlinable
  public mutating func deleteAllItems() {
    defer { checkInvariantsInDebugBuilds() }
    items = Array(repeating: [], count: sectionIdentifiers.count)
    itemHashes = Array(repeating: [], count: sectionIdentifiers.count)
    itemPlace.removeAll()
    reloaded.removeAll()
    reconfigured.removeAll()
  }

  /// Moves an item before another, possibly into another section.
  ///
  /// - Throws: ``SnapshotError/itemMovedRelativeToItself(_:)`` when both are the same item,
  ///   ``SnapshotError/itemNotFound(_:)`` when either is not in the snapshot.
  /// - Complexity: O(k) for the items of the sections touched.
  @inlinable
  public mutating func moveItem(_ item: ItemID, beforeItem: ItemID) throws(SnapshotError) {
    defer { checkInvariantsInDebugBuilds() }
    try moveItem(item, relativeTo: beforeItem, after: false)
  }

  /// Moves an item after another, possibly into another section.
  ///
  /// - Throws: As ``moveItem(_:beforeItem:)``.
  /// - Complexity: O(k) for the items of the sections touched.
  @inlinable
  public mutating func moveItem(_ item: ItemID, afterItem: ItemID) throws(SnapshotError) {
    defer { checkInvariantsInDebugBuilds() }
    try moveItem(item, relativeTo: afterItem, after: true)
  }

  /// Marks items for reloading: each gets a new cell when the snapshot is applied (rule 9.3).
  ///
  /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)`` when `items` repeats one,
  ///   ``SnapshotError/reloadedItemNotFound(_:)`` when one is not in the snapshot.
  /// - Complexity: O(m) for m items marked.
  @inlinable
  public mutating func reloadItems(_ marked: [ItemID]) throws(SnapshotError) {
    defer { checkInvariantsInDebugBuilds() }
    try checkMarked(marked, missing: SnapshotError.reloadedItemNotFound)
    reloaded.formUnion(marked)
  }

  /// Marks items for reconfiguring: each keeps its cell, configured again (rules 9.3, 5.10).
  ///
  /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)`` when `items` repeats one,
  ///   ``SnapshotError/reconfiguredItemNotFound(_:)`` when one is not in the snapshot.
  /// - Complexity: O(m) for m items marked.
  @inlinable
  public mutating func reconfigureItems(_ marked: [ItemID]) throws(SnapshotError) {
    defer { checkInvariantsInDebugBuilds() }
    try checkMarked(marked, missing: SnapshotError.reconfiguredItemNotFound)
    reconfigured.formUnion(marked)
  }

  /// Removes every reload and reconfigure mark, as applying a snapshot does.
  ///
  /// - Complexity: O(r) for r marked items and sections.
  @inlinable
  public mutating func clearMarks() {
    defer { checkInvariantsInDebugBuilds() }
    reloaded.removeAll()
    reconfigured.removeAll()
    reloadedSections.removeAll()
  }

  // MARK: - Internals

  @inlinable
  func checkMarked(_ marked: [ItemID], missing: (String) -> SnapshotError)
    throws(SnapshotError)
  {
    try Self.checkUnique(marked, SnapshotError.duplicateItemIdentifiers)
    for item in marked where itemPlace[HashedItem(item)] == nil {
      throw missing(String(describing: item))
    }
  }

  @inlinable
  func existingPath(of item: ItemID) throws(SnapshotError) -> (section: Int, row: Int) {
    guard let place = itemPlace[HashedItem(item)] else {
      throw SnapshotError.itemNotFound(String(describing: item))
    }
    return (place.section, place.row)
  }

  /// Gives the items of a section from `row` on their rows again, after an insert, a delete or
  /// a move changed them.
  ///
  /// - Complexity: O(k) for k items from `row` on, none hashed: their hash values are stored.
  @inlinable
  mutating func renumberRows(inSection section: Int, from row: Int) {
    let sectionItems = items[section]
    let sectionHashes = itemHashes[section]
    for index in row..<sectionItems.count {
      itemPlace[HashedItem(sectionItems[index], hash: sectionHashes[index])] = ItemPlace(
        section: section, row: index)
    }
  }

  /// Adds items to the index at rows from `row` of a section, hashing each once: one insertion
  /// each, whose result tells whether the item repeats or is already in the snapshot. Returns
  /// their hash values, for the caller to store with the items. On a repeat or an item already
  /// there, it takes its insertions back, leaving the index as it was, and throws UIKit's error:
  /// repeated items first, then those already in the snapshot.
  ///
  /// - Complexity: O(m) for m items.
  @inlinable
  mutating func indexNewItems(_ newItems: [ItemID], section: Int, row: Int)
    throws(SnapshotError) -> [Int]
  {
    var hashes: [Int] = []
    hashes.reserveCapacity(newItems.count)
    itemPlace.reserveCapacity(itemPlace.count + newItems.count)
    for (offset, item) in newItems.enumerated() {
      let key = HashedItem(item)
      if let previous = itemPlace.updateValue(
        ItemPlace(section: section, row: row + offset), forKey: key)
      {
        // The entry was an item already in the snapshot (put back) or one of these (removed
        // with them below).
        if !newItems[..<offset].contains(item) { itemPlace[key] = previous }
        for (earlier, hash) in zip(newItems, hashes) {
          itemPlace[HashedItem(earlier, hash: hash)] = nil
        }
        try Self.checkUnique(newItems, SnapshotError.duplicateItemIdentifiers)
        throw SnapshotError.itemIdentifiersAlreadyExist(
          newItems.filter { itemPlace[HashedItem($0)] != nil }.map { String(describing: $0) })
      }
      hashes.append(key.hash)
    }
    return hashes
  }

  /// Checks items to insert next to `destination`, in UIKit's order, and returns where
  /// `destination` is.
  @inlinable
  func insertionPath(of newItems: [ItemID], relativeTo destination: ItemID)
    throws(SnapshotError)
    -> (section: Int, row: Int)
  {
    try Self.checkUnique(newItems, SnapshotError.duplicateItemIdentifiers)
    if newItems.contains(destination) {
      throw SnapshotError.insertionDestinationIsInserted(String(describing: destination))
    }
    return try existingPath(of: destination)
  }

  /// Inserts items at a place, after ``insertionPath(of:relativeTo:)``: the index finds those
  /// already in the snapshot (see ``indexNewItems(_:section:row:)``).
  @inlinable
  mutating func insertChecked(_ newItems: [ItemID], at place: (section: Int, row: Int))
    throws(SnapshotError)
  {
    let hashes = try indexNewItems(newItems, section: place.section, row: place.row)
    items[place.section].insert(contentsOf: newItems, at: place.row)
    itemHashes[place.section].insert(contentsOf: hashes, at: place.row)
    renumberRows(inSection: place.section, from: place.row + newItems.count)
  }

  @inlinable
  mutating func moveItem(_ item: ItemID, relativeTo other: ItemID, after: Bool)
    throws(SnapshotError)
  {
    guard item != other else {
      throw SnapshotError.itemMovedRelativeToItself(String(describing: item))
    }
    let from = try existingPath(of: item)
    var target = try existingPath(of: other)
    // Every check is done: from here on nothing throws, so the snapshot cannot be left halfway.
    items[from.section].remove(at: from.row)
    let hash = itemHashes[from.section].remove(at: from.row)
    renumberRows(inSection: from.section, from: from.row)
    if target.section == from.section && target.row > from.row { target.row -= 1 }
    let row = target.row + (after ? 1 : 0)
    items[target.section].insert(item, at: row)
    itemHashes[target.section].insert(hash, at: row)
    renumberRows(inSection: target.section, from: row)
  }
}
