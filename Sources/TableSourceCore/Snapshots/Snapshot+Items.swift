extension Snapshot {
  /// Appends items at the end of a section, or of the last section when `section` is `nil`.
  ///
  /// - Throws: ``SnapshotError/noSections`` when the snapshot has no section (whether or not
  ///   `section` is given, as UIKit checks), ``SnapshotError/duplicateItemIdentifiers(_:)``
  ///   when `items` repeats one, ``SnapshotError/sectionNotFound(_:)``, and
  ///   ``SnapshotError/itemIdentifiersAlreadyExist(_:)`` when one is already in the snapshot.
  /// - Complexity: O(m) for m items appended.
  public mutating func appendItems(_ newItems: [ItemID], toSection section: SectionID? = nil)
    throws(SnapshotError)
  {
    defer { checkInvariantsInDebugBuilds() }
    guard !sectionIdentifiers.isEmpty else { throw SnapshotError.noSections }
    try Self.checkUnique(newItems, SnapshotError.duplicateItemIdentifiers)
    let index =
      if let section { try existingIndex(of: section) } else { sectionIdentifiers.count - 1 }
    try checkAbsent(newItems)
    items[index].append(contentsOf: newItems)
    for item in newItems { itemSection[item] = sectionIdentifiers[index] }
  }

  /// Inserts items before another item, in its section.
  ///
  /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)`` when `items` repeats one,
  ///   ``SnapshotError/insertionDestinationIsInserted(_:)`` when `beforeItem` is one of them,
  ///   ``SnapshotError/itemNotFound(_:)`` when `beforeItem` is not in the snapshot, and
  ///   ``SnapshotError/itemIdentifiersAlreadyExist(_:)`` when one of `items` already is.
  /// - Complexity: O(k + m) for k items in the section and m inserted.
  public mutating func insertItems(_ newItems: [ItemID], beforeItem: ItemID) throws(SnapshotError) {
    defer { checkInvariantsInDebugBuilds() }
    let place = try insertionPath(of: newItems, relativeTo: beforeItem)
    insertUnchecked(newItems, at: place)
  }

  /// Inserts items after another item, in its section.
  ///
  /// - Throws: As ``insertItems(_:beforeItem:)``.
  /// - Complexity: O(k + m) for k items in the section and m inserted.
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
  public mutating func deleteItems(_ doomed: [ItemID]) throws(SnapshotError) {
    defer { checkInvariantsInDebugBuilds() }
    try Self.checkUnique(doomed, SnapshotError.duplicateItemIdentifiers)
    for item in doomed where itemSection[item] == nil {
      throw SnapshotError.itemNotFound(String(describing: item))
    }
    let doomedSet = Set(doomed)
    let sections = Set(doomed.compactMap { itemSection[$0] })
    for section in sections {
      guard let index = sectionIndex[section] else { continue }
      items[index].removeAll { doomedSet.contains($0) }
    }
    for item in doomedSet {
      itemSection[item] = nil
      reloaded.remove(item)
      reconfigured.remove(item)
    }
  }

  /// Deletes every item, keeping the sections.
  ///
  /// - Complexity: O(n + s) for n items and s sections.
  public mutating func deleteAllItems() {
    defer { checkInvariantsInDebugBuilds() }
    items = Array(repeating: [], count: sectionIdentifiers.count)
    itemSection.removeAll()
    reloaded.removeAll()
    reconfigured.removeAll()
  }

  /// Moves an item before another, possibly into another section.
  ///
  /// - Throws: ``SnapshotError/itemMovedRelativeToItself(_:)`` when both are the same item,
  ///   ``SnapshotError/itemNotFound(_:)`` when either is not in the snapshot.
  /// - Complexity: O(k) for the items of the sections touched.
  public mutating func moveItem(_ item: ItemID, beforeItem: ItemID) throws(SnapshotError) {
    defer { checkInvariantsInDebugBuilds() }
    try moveItem(item, relativeTo: beforeItem, after: false)
  }

  /// Moves an item after another, possibly into another section.
  ///
  /// - Throws: As ``moveItem(_:beforeItem:)``.
  /// - Complexity: O(k) for the items of the sections touched.
  public mutating func moveItem(_ item: ItemID, afterItem: ItemID) throws(SnapshotError) {
    defer { checkInvariantsInDebugBuilds() }
    try moveItem(item, relativeTo: afterItem, after: true)
  }

  /// Marks items for reloading: each gets a new cell when the snapshot is applied (rule 9.3).
  ///
  /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)`` when `items` repeats one,
  ///   ``SnapshotError/reloadedItemNotFound(_:)`` when one is not in the snapshot.
  /// - Complexity: O(m) for m items marked.
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
  public mutating func reconfigureItems(_ marked: [ItemID]) throws(SnapshotError) {
    defer { checkInvariantsInDebugBuilds() }
    try checkMarked(marked, missing: SnapshotError.reconfiguredItemNotFound)
    reconfigured.formUnion(marked)
  }

  /// Removes every reload and reconfigure mark, as applying a snapshot does.
  ///
  /// - Complexity: O(r) for r marked items and sections.
  public mutating func clearMarks() {
    defer { checkInvariantsInDebugBuilds() }
    reloaded.removeAll()
    reconfigured.removeAll()
    reloadedSections.removeAll()
  }

  // MARK: - Internals

  private func checkMarked(_ marked: [ItemID], missing: (String) -> SnapshotError)
    throws(SnapshotError)
  {
    try Self.checkUnique(marked, SnapshotError.duplicateItemIdentifiers)
    for item in marked where itemSection[item] == nil {
      throw missing(String(describing: item))
    }
  }

  private func existingPath(of item: ItemID) throws(SnapshotError) -> (section: Int, row: Int) {
    guard let section = itemSection[item], let index = sectionIndex[section],
      let row = items[index].firstIndex(of: item)
    else { throw SnapshotError.itemNotFound(String(describing: item)) }
    return (index, row)
  }

  /// Checks items to insert next to `destination`, in UIKit's order, and returns where
  /// `destination` is.
  private func insertionPath(of newItems: [ItemID], relativeTo destination: ItemID)
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

  private func checkAbsent(_ newItems: [ItemID]) throws(SnapshotError) {
    let present = newItems.filter { itemSection[$0] != nil }
    guard present.isEmpty else {
      throw SnapshotError.itemIdentifiersAlreadyExist(present.map { String(describing: $0) })
    }
  }

  private mutating func insertUnchecked(_ newItems: [ItemID], at place: (section: Int, row: Int)) {
    items[place.section].insert(contentsOf: newItems, at: place.row)
    for item in newItems { itemSection[item] = sectionIdentifiers[place.section] }
  }

  private mutating func moveItem(_ item: ItemID, relativeTo other: ItemID, after: Bool)
    throws(SnapshotError)
  {
    guard item != other else {
      throw SnapshotError.itemMovedRelativeToItself(String(describing: item))
    }
    let from = try existingPath(of: item)
    var target = try existingPath(of: other)
    // Every check is done: from here on nothing throws, so the snapshot cannot be left halfway.
    items[from.section].remove(at: from.row)
    if target.section == from.section && target.row > from.row { target.row -= 1 }
    insertUnchecked([item], at: (target.section, target.row + (after ? 1 : 0)))
  }
}
