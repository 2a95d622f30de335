extension Snapshot {
  /// Appends items at the end of a section, or of the last section when `section` is `nil`.
  ///
  /// - Throws: ``SnapshotError/noSections`` when the snapshot has no section (whether or not
  ///   `section` is given, as UIKit checks), ``SnapshotError/duplicateItemIdentifiers(_:)``
  ///   when `items` repeats one, ``SnapshotError/sectionNotFound(_:)``, and
  ///   ``SnapshotError/itemIdentifiersAlreadyExist(_:)`` when one is already in the snapshot.
  /// - Complexity: O(m) for m items appended, each hashed once: one insertion into the
  ///   snapshot's index tells whether it repeats or is already there. Items appended to an empty
  ///   section are not copied: the section shares the array's storage.
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
    let hashes = try indexNewItems(newItems, section: index)
    if items[index].isEmpty {
      items[index] = newItems
      itemHashes[index] = hashes
    } else {
      items[index].append(contentsOf: newItems)
      itemHashes[index].append(contentsOf: hashes)
    }
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
    // The rows removed from each section.
    var removedRows: [Int: [Int]] = [:]
    for item in doomed {
      guard let place = place(of: item) else {
        throw SnapshotError.itemNotFound(String(describing: item))
      }
      removedRows[place.section, default: []].append(place.row)
    }
    for (section, rows) in removedRows {
      let rows = rows.sorted()
      unindexRows(inSection: section, from: rows[0])
      var kept = rows[0]
      var nextRemoved = 0
      for row in rows[0]..<items[section].count {
        if nextRemoved < rows.count && rows[nextRemoved] == row {
          nextRemoved += 1
          continue
        }
        items[section][kept] = items[section][row]
        itemHashes[section][kept] = itemHashes[section][row]
        kept += 1
      }
      items[section].removeSubrange(kept...)
      itemHashes[section].removeSubrange(kept...)
      indexRows(inSection: section, from: rows[0])
    }
    for item in doomed {
      if !reloaded.isEmpty { reloaded.remove(item) }
      if !reconfigured.isEmpty { reconfigured.remove(item) }
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
    itemIndex.removeAll()
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
    for item in marked where place(of: item) == nil {
      throw missing(String(describing: item))
    }
  }

  @inlinable
  func existingPath(of item: ItemID) throws(SnapshotError) -> (section: Int, row: Int) {
    guard let place = place(of: item) else {
      throw SnapshotError.itemNotFound(String(describing: item))
    }
    return (place.section, place.row)
  }

  /// The place of `item`, whose hash value is `hash`, or `nil`.
  ///
  /// - Complexity: O(1) on average; the item is compared only with items of an equal hash value.
  @inlinable
  func place(of item: ItemID, hash: Int) -> ItemPlace? {
    itemIndex.place(hash: hash) { section, row in items[section][row] == item }
  }

  /// The place of `item`, hashed, or `nil`.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  func place(of item: ItemID) -> ItemPlace? {
    place(of: item, hash: item.hashValue)
  }

  /// Removes the index's entries of a section's rows from `row` on, before the rows change: an
  /// entry names its item by its place, which the change would give to another item.
  ///
  /// - Complexity: O(k) for k items from `row` on, none hashed: their hash values are stored.
  @inlinable
  mutating func unindexRows(inSection section: Int, from row: Int) {
    let sectionHashes = itemHashes[section]
    for index in row..<sectionHashes.count {
      itemIndex.remove(hash: sectionHashes[index], section: section, row: index)
    }
  }

  /// Adds the index's entries of a section's rows from `row` on, after the rows changed
  /// (``unindexRows(inSection:from:)`` removed those before).
  ///
  /// - Complexity: O(k) for k items from `row` on, none hashed: their hash values are stored.
  @inlinable
  mutating func indexRows(inSection section: Int, from row: Int) {
    let sectionHashes = itemHashes[section]
    itemIndex.reserveCapacity(itemIndex.count + sectionHashes.count - row)
    for index in row..<sectionHashes.count {
      itemIndex.insert(hash: sectionHashes[index], section: section, row: index)
    }
  }

  /// Adds items to the index after the last row of a section, hashing each once: one insertion
  /// each, whose result tells whether the item repeats or is already in the snapshot. Returns
  /// their hash values, for the caller to append with the items. On a repeat or an item already
  /// there, it takes its insertions back, leaving the index as it was, and throws UIKit's error:
  /// repeated items first, then those already in the snapshot.
  ///
  /// - Complexity: O(m) for m items.
  @inlinable
  mutating func indexNewItems(_ newItems: [ItemID], section: Int)
    throws(SnapshotError) -> [Int]
  {
    // No items, no hash values: and an array made with no capacity by
    // `init(unsafeUninitializedCapacity:)` is the runtime's one shared empty array, whose count
    // the initializer writes (a race the thread sanitizer sees between two tasks appending
    // nothing).
    guard !newItems.isEmpty else { return [] }
    let row = items[section].count
    let existing = items
    // Each item is read in place, never copied, so that none is retained and released.
    let hashes = newItems.withUnsafeBufferPointer { newItems in
      [Int](unsafeUninitializedCapacity: newItems.count) { hashes, initialized in
        for offset in newItems.indices { hashes[offset] = newItems[offset].hashValue }
        initialized = newItems.count
      }
    }
    let added = newItems.withUnsafeBufferPointer { newItems in
      hashes.withUnsafeBufferPointer { hashes in
        // Places from `row` on in this section are the new items'.
        itemIndex.insert(hashes: hashes, section: section, row: row) {
          offset, entrySection, entryRow in
          (entrySection == section && entryRow >= row
            ? newItems[entryRow - row] : existing[entrySection][entryRow]) == newItems[offset]
        }
      }
    }
    guard added == newItems.count else {
      for (earlier, earlierHash) in hashes.prefix(added).enumerated() {
        itemIndex.remove(hash: earlierHash, section: section, row: row + earlier)
      }
      try Self.checkUnique(newItems, SnapshotError.duplicateItemIdentifiers)
      throw SnapshotError.itemIdentifiersAlreadyExist(
        newItems.filter { place(of: $0) != nil }.map { String(describing: $0) })
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

  /// Inserts items at a place, after ``insertionPath(of:relativeTo:)`` checked that they do not
  /// repeat: throws ``SnapshotError/itemIdentifiersAlreadyExist(_:)`` for those already in the
  /// snapshot, each hashed once.
  @inlinable
  mutating func insertChecked(_ newItems: [ItemID], at place: (section: Int, row: Int))
    throws(SnapshotError)
  {
    let hashes = newItems.map(\.hashValue)
    let present = zip(newItems, hashes).filter { self.place(of: $0, hash: $1) != nil }
    guard present.isEmpty else {
      throw SnapshotError.itemIdentifiersAlreadyExist(present.map { String(describing: $0.0) })
    }
    unindexRows(inSection: place.section, from: place.row)
    items[place.section].insert(contentsOf: newItems, at: place.row)
    itemHashes[place.section].insert(contentsOf: hashes, at: place.row)
    indexRows(inSection: place.section, from: place.row)
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
    if target.section == from.section && target.row > from.row { target.row -= 1 }
    let row = target.row + (after ? 1 : 0)
    // The rows that change: in one section, from the first of the two places on.
    let firstChanged = target.section == from.section ? min(from.row, row) : row
    if target.section == from.section {
      unindexRows(inSection: from.section, from: firstChanged)
    } else {
      unindexRows(inSection: from.section, from: from.row)
      unindexRows(inSection: target.section, from: row)
    }
    items[from.section].remove(at: from.row)
    let hash = itemHashes[from.section].remove(at: from.row)
    items[target.section].insert(item, at: row)
    itemHashes[target.section].insert(hash, at: row)
    if target.section != from.section { indexRows(inSection: from.section, from: from.row) }
    indexRows(inSection: target.section, from: firstChanged)
  }
}
