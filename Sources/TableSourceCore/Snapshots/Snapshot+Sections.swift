extension Snapshot {
  /// A snapshot of `sections`, in order, each with its items: what appending them one at a
  /// time (``appendSections(_:)``, then ``appendItems(_:toSection:)``) makes, built in one pass.
  ///
  /// ```swift
  /// let snapshot = try Snapshot(sections: [("inbox", [1, 2, 3]), ("archive", [4])])
  /// ```
  ///
  /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)`` when two sections share an
  ///   identifier, ``SnapshotError/duplicateItemIdentifiers(_:)`` when two items do, in one
  ///   section or in two.
  /// - Complexity: O(s + n) for s sections and n items. Inlinable: the hashing specializes for
  ///   the caller's identifier types.
  @inlinable
  public init(sections: [(id: SectionID, items: [ItemID])]) throws(SnapshotError) {
    var sectionIndex = [SectionID: Int](minimumCapacity: sections.count)
    var repeatedSections: [String] = []
    for (index, section) in sections.enumerated()
    where sectionIndex.updateValue(index, forKey: section.id) != nil {
      repeatedSections.append(String(describing: section.id))
    }
    guard repeatedSections.isEmpty else {
      throw SnapshotError.duplicateSectionIdentifiers(repeatedSections)
    }
    let count = sections.reduce(0) { $0 + $1.items.count }
    var itemPlace = [HashedItem<ItemID>: ItemPlace](minimumCapacity: count)
    var itemHashes: [[Int]] = []
    itemHashes.reserveCapacity(sections.count)
    var repeatedItems: [String] = []
    for (index, section) in sections.enumerated() {
      var hashes: [Int] = []
      hashes.reserveCapacity(section.items.count)
      for (row, item) in section.items.enumerated() {
        let key = HashedItem(item)
        hashes.append(key.hash)
        if itemPlace.updateValue(ItemPlace(section: index, row: row), forKey: key) != nil {
          repeatedItems.append(String(describing: item))
        }
      }
      itemHashes.append(hashes)
    }
    guard repeatedItems.isEmpty else {
      throw SnapshotError.duplicateItemIdentifiers(repeatedItems)
    }
    self.init(
      sectionIdentifiers: sections.map { $0.id }, items: sections.map { $0.items },
      itemHashes: itemHashes, sectionIndex: sectionIndex, itemPlace: itemPlace)
  }

  /// A snapshot of parts already checked to agree (``init(sections:)``).
  @inlinable
  init(
    sectionIdentifiers: [SectionID], items: [[ItemID]], itemHashes: [[Int]],
    sectionIndex: [SectionID: Int], itemPlace: [HashedItem<ItemID>: ItemPlace]
  ) {
    self.init()
    self.sectionIDs = sectionIdentifiers
    self.items = items
    self.itemHashes = itemHashes
    self.sectionIndex = sectionIndex
    self.itemPlace = itemPlace
    checkInvariantsInDebugBuilds()
  }

  /// Appends sections at the end.
  ///
  /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)`` when `sections` repeats one,
  ///   ``SnapshotError/sectionIdentifiersAlreadyExist(_:)`` when one is already in the snapshot.
  /// - Complexity: O(m) for m sections appended.
  @inlinable
  public mutating func appendSections(_ sections: [SectionID]) throws(SnapshotError) {
    defer { checkInvariantsInDebugBuilds() }
    try Self.checkUnique(sections, SnapshotError.duplicateSectionIdentifiers)
    try checkAbsent(sections)
    insertSectionsUnchecked(sections, at: sectionIdentifiers.count)
  }

  /// Inserts sections before another section.
  ///
  /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)`` when `sections` repeats one,
  ///   ``SnapshotError/sectionInsertionDestinationIsInserted(_:)`` when `beforeSection` is one
  ///   of them, ``SnapshotError/sectionNotFound(_:)`` when `beforeSection` is not in the
  ///   snapshot, and ``SnapshotError/sectionIdentifiersAlreadyExist(_:)`` when one of
  ///   `sections` already is.
  /// - Complexity: O(s + k) for s sections and k items in the sections after the inserted ones
  ///   (their items' places are renumbered).
  @inlinable
  public mutating func insertSections(_ sections: [SectionID], beforeSection: SectionID)
    throws(SnapshotError)
  {
    defer { checkInvariantsInDebugBuilds() }
    let index = try insertionIndex(of: sections, relativeTo: beforeSection)
    insertSectionsUnchecked(sections, at: index)
  }

  /// Inserts sections after another section.
  ///
  /// - Throws: As ``insertSections(_:beforeSection:)``.
  /// - Complexity: As ``insertSections(_:beforeSection:)``.
  @inlinable
  public mutating func insertSections(_ sections: [SectionID], afterSection: SectionID)
    throws(SnapshotError)
  {
    defer { checkInvariantsInDebugBuilds() }
    let index = try insertionIndex(of: sections, relativeTo: afterSection)
    insertSectionsUnchecked(sections, at: index + 1)
  }

  /// Deletes sections and their items.
  ///
  /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)`` when `sections` repeats one,
  ///   ``SnapshotError/sectionNotFound(_:)`` when one is not in the snapshot (UIKit skips those;
  ///   see ``SnapshotError``).
  /// - Complexity: O(s + k) for s sections and k items deleted or in the sections after the
  ///   first one deleted.
  @inlinable
  public mutating func deleteSections(_ sections: [SectionID]) throws(SnapshotError) {
    defer { checkInvariantsInDebugBuilds() }
    try Self.checkUnique(sections, SnapshotError.duplicateSectionIdentifiers)
    for section in sections { _ = try existingIndex(of: section) }
    let doomed = Set(sections)
    var firstDoomed = sectionIdentifiers.count
    for index in sectionIdentifiers.indices where doomed.contains(sectionIdentifiers[index]) {
      firstDoomed = min(firstDoomed, index)
      for (item, hash) in zip(items[index], itemHashes[index]) {
        itemPlace[HashedItem(item, hash: hash)] = nil
        reloaded.remove(item)
        reconfigured.remove(item)
      }
    }
    var keptSections: [SectionID] = []
    var keptItems: [[ItemID]] = []
    var keptHashes: [[Int]] = []
    for (index, section) in sectionIdentifiers.enumerated() where !doomed.contains(section) {
      keptSections.append(section)
      keptItems.append(items[index])
      keptHashes.append(itemHashes[index])
    }
    sectionIDs = keptSections
    items = keptItems
    itemHashes = keptHashes
    reloadedSections.subtract(doomed)
    rebuildSectionIndex()
    renumberSections(from: firstDoomed)
  }

  /// Moves a section before another.
  ///
  /// - Throws: ``SnapshotError/sectionMovedRelativeToItself(_:)`` when both are the same
  ///   section, ``SnapshotError/sectionNotFound(_:)`` when either is not in the snapshot.
  /// - Complexity: O(s + k) for s sections and k items in the sections between the two places.
  @inlinable
  public mutating func moveSection(_ section: SectionID, beforeSection: SectionID)
    throws(SnapshotError)
  {
    defer { checkInvariantsInDebugBuilds() }
    try moveSection(section, relativeTo: beforeSection, after: false)
  }

  /// Moves a section after another.
  ///
  /// - Throws: As ``moveSection(_:beforeSection:)``.
  /// - Complexity: As ``moveSection(_:beforeSection:)``.
  @inlinable
  public mutating func moveSection(_ section: SectionID, afterSection: SectionID)
    throws(SnapshotError)
  {
    defer { checkInvariantsInDebugBuilds() }
    try moveSection(section, relativeTo: afterSection, after: true)
  }

  /// Marks sections for reloading: their rows get new cells when the snapshot is applied.
  ///
  /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)`` when `sections` repeats one,
  ///   ``SnapshotError/reloadedSectionNotFound(_:)`` when one is not in the snapshot.
  /// - Complexity: O(m) for m sections marked.
  @inlinable
  public mutating func reloadSections(_ sections: [SectionID]) throws(SnapshotError) {
    defer { checkInvariantsInDebugBuilds() }
    try Self.checkUnique(sections, SnapshotError.duplicateSectionIdentifiers)
    for section in sections where sectionIndex[section] == nil {
      throw SnapshotError.reloadedSectionNotFound(String(describing: section))
    }
    reloadedSections.formUnion(sections)
  }

  // MARK: - Internals

  @inlinable
  func existingIndex(of section: SectionID) throws(SnapshotError) -> Int {
    guard let index = sectionIndex[section] else {
      throw SnapshotError.sectionNotFound(String(describing: section))
    }
    return index
  }

  /// Checks sections to insert next to `destination`, in UIKit's order, and returns the index
  /// of `destination`.
  @inlinable
  func insertionIndex(of sections: [SectionID], relativeTo destination: SectionID)
    throws(SnapshotError) -> Int
  {
    try Self.checkUnique(sections, SnapshotError.duplicateSectionIdentifiers)
    if sections.contains(destination) {
      throw SnapshotError.sectionInsertionDestinationIsInserted(String(describing: destination))
    }
    let index = try existingIndex(of: destination)
    try checkAbsent(sections)
    return index
  }

  @inlinable
  func checkAbsent(_ sections: [SectionID]) throws(SnapshotError) {
    let present = sections.filter { sectionIndex[$0] != nil }
    guard present.isEmpty else {
      throw SnapshotError.sectionIdentifiersAlreadyExist(present.map { String(describing: $0) })
    }
  }

  /// Throws `duplicate` with the identifiers `identifiers` repeats (each once, in the order
  /// they are first repeated), as UIKit checks every operation when it is recorded; returns
  /// when there is none.
  ///
  /// - Complexity: O(m) for m identifiers.
  @inlinable
  static func checkUnique<ID: Hashable>(
    _ identifiers: [ID], _ duplicate: ([String]) -> SnapshotError
  ) throws(SnapshotError) {
    guard identifiers.count > 1 else { return }
    var seen = Set<ID>(minimumCapacity: identifiers.count)
    var repeated = Set<ID>()
    var duplicates: [String] = []
    for id in identifiers where !seen.insert(id).inserted && repeated.insert(id).inserted {
      duplicates.append(String(describing: id))
    }
    guard duplicates.isEmpty else { throw duplicate(duplicates) }
  }

  @inlinable
  mutating func insertSectionsUnchecked(_ sections: [SectionID], at index: Int) {
    sectionIDs.insert(contentsOf: sections, at: index)
    items.insert(contentsOf: Array(repeating: [], count: sections.count), at: index)
    itemHashes.insert(contentsOf: Array(repeating: [], count: sections.count), at: index)
    if index + sections.count == sectionIdentifiers.count {
      for (offset, section) in sections.enumerated() { sectionIndex[section] = index + offset }
    } else {
      rebuildSectionIndex()
      renumberSections(from: index + sections.count)
    }
  }

  /// Gives the items of the sections from `section` on their sections' indexes again, after
  /// sections were inserted, deleted or moved before them.
  ///
  /// - Complexity: O(k) for k items in those sections.
  @inlinable
  mutating func renumberSections(from section: Int) {
    guard section < items.count else { return }
    for index in section..<items.count { renumberRows(inSection: index, from: 0) }
  }

  @inlinable
  mutating func moveSection(_ section: SectionID, relativeTo other: SectionID, after: Bool)
    throws(SnapshotError)
  {
    guard section != other else {
      throw SnapshotError.sectionMovedRelativeToItself(String(describing: section))
    }
    let from = try existingIndex(of: section)
    let to = try existingIndex(of: other)
    // Every check is done: from here on nothing throws, so the snapshot cannot be left halfway.
    let moved = items.remove(at: from)
    let movedHashes = itemHashes.remove(at: from)
    sectionIDs.remove(at: from)
    let target = (to > from ? to - 1 : to) + (after ? 1 : 0)
    sectionIDs.insert(section, at: target)
    items.insert(moved, at: target)
    itemHashes.insert(movedHashes, at: target)
    rebuildSectionIndex()
    renumberSections(from: min(from, target))
  }

  @inlinable
  mutating func rebuildSectionIndex() {
    sectionIndex.removeAll(keepingCapacity: true)
    for (index, section) in sectionIdentifiers.enumerated() { sectionIndex[section] = index }
  }
}
