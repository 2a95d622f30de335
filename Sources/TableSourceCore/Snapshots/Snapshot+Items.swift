extension Snapshot {
  /// Appends items at the end of a section, or of the last section when `section` is `nil`.
  ///
  /// - Throws: ``SnapshotError/noSections`` when the snapshot has no section (whether or not
  ///   `section` is given, as UIKit checks), ``SnapshotError/duplicateItemIdentifiers(_:)``
  ///   when `items` repeats one, ``SnapshotError/sectionNotFound(_:)``, and
  ///   ``SnapshotError/itemIdentifiersAlreadyExist(_:)`` when one is already in the snapshot.
  /// - Complexity: O(m) for m items appended.
  @inlinable
  public mutating func appendItems(_ newItems: [ItemID], toSection section: SectionID? = nil)
    throws(SnapshotError)
  {
    defer { checkInvariantsInDebugBuilds() }
    guard !sectionIdentifiers.isEmpty else { throw SnapshotError.noSections }
    try Self.checkUnique(newItems, SnapshotError.duplicateItemIdentifiers)
    let index =
      if let section { try existingIndex(of: section) } else { sectionIdentifiers.count - 1 }
    try checkAbsent(newItems)
    let start = items[index].count
    items[index].append(contentsOf: newItems)
    itemPlace.reserveCapacity(itemPlace.count + newItems.count)
    renumberRows(inSection: index, from: start)
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
    insertUnchecked(newItems, at: place)
  }

  /// Inserts items after another item, in its section.
  ///
  /// - Throws: As ``insertItems(_:beforeItem:)``.
  /// - Complexity: O(k + m) for k items in the section and m inserted.
  @inlinable
  public mutating func insertItems(_ newItems: [ItemID], afterItem: ItemID) throws(SnapshotError) {
    defer { checkInvariantsInDebugBuilds() }
    let place = try insertionPath(of: newItems, relativeTo: afterItem)
    insertUnchecked(newItems, at: (place.section, place.row + 1))
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
    for item in doomed {
      guard let place = itemPlace[item] else {
        throw SnapshotError.itemNotFound(String(describing: item))
      }
      firstRemoved[place.section] = min(firstRemoved[place.section] ?? place.row, place.row)
    }
    let doomedSet = Set(doomed)
    for (section, first) in firstRemoved {
      items[section].removeAll { doomedSet.contains($0) }
      renumberRows(inSection: section, from: first)
    }
    for item in doomed {
      itemPlace[item] = nil
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
    for item in marked where itemPlace[item] == nil {
      throw missing(String(describing: item))
    }
  }

  @inlinable
  func existingPath(of item: ItemID) throws(SnapshotError) -> (section: Int, row: Int) {
    guard let place = itemPlace[item] else {
      throw SnapshotError.itemNotFound(String(describing: item))
    }
    return (place.section, place.row)
  }

  /// Gives the items of a section from `row` on their rows again, after an insert, a delete or
  /// a move changed them.
  ///
  /// - Complexity: O(k) for k items from `row` on.
  @inlinable
  mutating func renumberRows(inSection section: Int, from row: Int) {
    let sectionItems = items[section]
    for index in row..<sectionItems.count {
      itemPlace[sectionItems[index]] = ItemPlace(section: section, row: index)
    }
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
    let place = try existingPath(of: destination)
    try checkAbsent(newItems)
    return place
  }

  @inlinable
  func checkAbsent(_ newItems: [ItemID]) throws(SnapshotError) {
    let present = newItems.filter { itemPlace[$0] != nil }
    guard present.isEmpty else {
      throw SnapshotError.itemIdentifiersAlreadyExist(present.map { String(describing: $0) })
    }
  }

  @inlinable
  mutating func insertUnchecked(_ newItems: [ItemID], at place: (section: Int, row: Int)) {
    items[place.section].insert(contentsOf: newItems, at: place.row)
    renumberRows(inSection: place.section, from: place.row)
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
    renumberRows(inSection: from.section, from: from.row)
    if target.section == from.section && target.row > from.row { target.row -= 1 }
    insertUnchecked([item], at: (target.section, target.row + (after ? 1 : 0)))
  }
}
