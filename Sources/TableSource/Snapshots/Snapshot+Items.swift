extension Snapshot {
  /// Appends items at the end of a section, or of the last section when `section` is `nil`.
  ///
  /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)`` when `items` repeats one,
  ///   ``SnapshotError/itemIdentifiersAlreadyExist(_:)`` when one is already in the snapshot,
  ///   ``SnapshotError/sectionNotFound(_:)`` or ``SnapshotError/noSections``.
  /// - Complexity: O(m) for m items appended.
  public mutating func appendItems(_ newItems: [ItemID], toSection section: SectionID? = nil)
    throws
  {
    let index: Int
    if let section {
      index = try existingIndex(of: section)
    } else {
      guard !sectionIdentifiers.isEmpty else { throw SnapshotError.noSections }
      index = sectionIdentifiers.count - 1
    }
    try checkNewItems(newItems)
    items[index].append(contentsOf: newItems)
    for item in newItems { itemSection[item] = sectionIdentifiers[index] }
  }

  /// Inserts items before another item, in its section.
  ///
  /// - Throws: As ``appendItems(_:toSection:)``, and ``SnapshotError/itemNotFound(_:)`` when
  ///   `beforeItem` is not in the snapshot.
  /// - Complexity: O(k + m) for k items in the section and m inserted.
  public mutating func insertItems(_ newItems: [ItemID], beforeItem: ItemID) throws {
    let place = try existingPath(of: beforeItem)
    try checkNewItems(newItems)
    insertUnchecked(newItems, at: place)
  }

  /// Inserts items after another item, in its section.
  ///
  /// - Throws: As ``insertItems(_:beforeItem:)``.
  /// - Complexity: O(k + m) for k items in the section and m inserted.
  public mutating func insertItems(_ newItems: [ItemID], afterItem: ItemID) throws {
    let place = try existingPath(of: afterItem)
    try checkNewItems(newItems)
    insertUnchecked(newItems, at: (place.section, place.row + 1))
  }

  /// Deletes items.
  ///
  /// - Throws: ``SnapshotError/itemNotFound(_:)`` when one is not in the snapshot.
  /// - Complexity: O(n) in the items of the sections touched.
  public mutating func deleteItems(_ doomed: [ItemID]) throws {
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
  /// - Complexity: O(n).
  public mutating func deleteAllItems() {
    items = Array(repeating: [], count: sectionIdentifiers.count)
    itemSection.removeAll()
    reloaded.removeAll()
    reconfigured.removeAll()
  }

  /// Moves an item before another, possibly into another section.
  ///
  /// - Throws: ``SnapshotError/itemNotFound(_:)`` when either is not in the snapshot.
  /// - Complexity: O(k) for the items of the sections touched.
  public mutating func moveItem(_ item: ItemID, beforeItem: ItemID) throws {
    try moveItem(item, relativeTo: beforeItem, after: false)
  }

  /// Moves an item after another, possibly into another section.
  ///
  /// - Throws: ``SnapshotError/itemNotFound(_:)`` when either is not in the snapshot.
  /// - Complexity: O(k) for the items of the sections touched.
  public mutating func moveItem(_ item: ItemID, afterItem: ItemID) throws {
    try moveItem(item, relativeTo: afterItem, after: true)
  }

  /// Marks items for reloading: each gets a new cell when the snapshot is applied (rule 9.3).
  ///
  /// - Throws: ``SnapshotError/itemNotFound(_:)`` when one is not in the snapshot.
  public mutating func reloadItems(_ marked: [ItemID]) throws {
    try checkExisting(marked)
    reloaded.formUnion(marked)
  }

  /// Marks items for reconfiguring: each keeps its cell, configured again (rules 9.3, 5.10).
  ///
  /// - Throws: ``SnapshotError/itemNotFound(_:)`` when one is not in the snapshot.
  public mutating func reconfigureItems(_ marked: [ItemID]) throws {
    try checkExisting(marked)
    reconfigured.formUnion(marked)
  }

  /// Removes every reload and reconfigure mark, as applying a snapshot does.
  public mutating func clearMarks() {
    reloaded.removeAll()
    reconfigured.removeAll()
    reloadedSections.removeAll()
  }

  // MARK: - Internals

  private func checkExisting(_ marked: [ItemID]) throws {
    for item in marked where itemSection[item] == nil {
      throw SnapshotError.itemNotFound(String(describing: item))
    }
  }

  private func existingPath(of item: ItemID) throws -> (section: Int, row: Int) {
    guard let section = itemSection[item], let index = sectionIndex[section],
      let row = items[index].firstIndex(of: item)
    else { throw SnapshotError.itemNotFound(String(describing: item)) }
    return (index, row)
  }

  private func checkNewItems(_ newItems: [ItemID]) throws {
    try Self.checkNew(
      newItems, exists: { itemSection[$0] != nil },
      duplicate: SnapshotError.duplicateItemIdentifiers,
      existing: SnapshotError.itemIdentifiersAlreadyExist)
  }

  private mutating func insertUnchecked(_ newItems: [ItemID], at place: (section: Int, row: Int)) {
    items[place.section].insert(contentsOf: newItems, at: place.row)
    for item in newItems { itemSection[item] = sectionIdentifiers[place.section] }
  }

  private mutating func moveItem(_ item: ItemID, relativeTo other: ItemID, after: Bool) throws {
    let from = try existingPath(of: item)
    _ = try existingPath(of: other)
    guard item != other else { return }
    items[from.section].remove(at: from.row)
    let target = try existingPath(of: other)
    insertUnchecked([item], at: (target.section, target.row + (after ? 1 : 0)))
  }
}
