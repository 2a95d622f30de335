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
    let items = sections.map { $0.items }
    var itemIndex = ItemIndex()
    itemIndex.reserveCapacity(items.reduce(0) { $0 + $1.count })
    var itemHashes: [[Int]] = []
    itemHashes.reserveCapacity(sections.count)
    var repeatedItems: [String] = []
    for (index, sectionItems) in items.enumerated() {
      var hashes: [Int] = []
      hashes.reserveCapacity(sectionItems.count)
      for (row, item) in sectionItems.enumerated() {
        let hash = item.hashValue
        hashes.append(hash)
        let earlier = itemIndex.insert(hash: hash, section: index, row: row) {
          items[$0][$1] == item
        }
        if earlier != nil { repeatedItems.append(String(describing: item)) }
      }
      itemHashes.append(hashes)
    }
    guard repeatedItems.isEmpty else {
      throw SnapshotError.duplicateItemIdentifiers(repeatedItems)
    }
    self.init(
      sectionIdentifiers: sections.map { $0.id }, items: items, itemHashes: itemHashes,
      sectionIndex: sectionIndex, itemIndex: itemIndex)
  }

  /// A snapshot of parts already checked to agree (``init(sections:)``).
  @inlinable
  init(
    sectionIdentifiers: [SectionID], items: [[ItemID]], itemHashes: [[Int]],
    sectionIndex: [SectionID: Int], itemIndex: ItemIndex
  ) {
    self.init()
    self.sectionIDs = sectionIdentifiers
    self.items = items
    self.itemHashes = itemHashes
    self.sectionIndex = sectionIndex
    self.itemIndex = itemIndex
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
      for item in items[index] {
        reloaded.remove(item)
        reconfigured.remove(item)
      }
    }
    unindexSections(from: firstDoomed)
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
    indexSections(from: firstDoomed)
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
    let moving = index < sectionIdentifiers.count
    if moving { unindexSections(from: index) }
    sectionIDs.insert(contentsOf: sections, at: index)
    items.insert(contentsOf: Array(repeating: [], count: sections.count), at: index)
    itemHashes.insert(contentsOf: Array(repeating: [], count: sections.count), at: index)
    if !moving {
      for (offset, section) in sections.enumerated() { sectionIndex[section] = index + offset }
    } else {
      rebuildSectionIndex()
      indexSections(from: index + sections.count)
    }
  }

  /// Removes the index's entries of the items of the sections from `section` on, before
  /// sections are inserted, deleted or moved before them (see
  /// ``unindexRows(inSection:from:)``).
  ///
  /// - Complexity: O(k) for k items in those sections.
  @inlinable
  mutating func unindexSections(from section: Int) {
    guard section < items.count else { return }
    for index in section..<items.count { unindexRows(inSection: index, from: 0) }
  }

  /// Adds the index's entries of the items of the sections from `section` on, after sections
  /// were inserted, deleted or moved before them.
  ///
  /// - Complexity: O(k) for k items in those sections.
  @inlinable
  mutating func indexSections(from section: Int) {
    guard section < items.count else { return }
    for index in section..<items.count { indexRows(inSection: index, from: 0) }
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
    let target = (to > from ? to - 1 : to) + (after ? 1 : 0)
    unindexSections(from: min(from, target))
    let moved = items.remove(at: from)
    let movedHashes = itemHashes.remove(at: from)
    sectionIDs.remove(at: from)
    sectionIDs.insert(section, at: target)
    items.insert(moved, at: target)
    itemHashes.insert(movedHashes, at: target)
    rebuildSectionIndex()
    indexSections(from: min(from, target))
  }

  @inlinable
  mutating func rebuildSectionIndex() {
    sectionIndex.removeAll(keepingCapacity: true)
    for (index, section) in sectionIdentifiers.enumerated() { sectionIndex[section] = index }
  }
}
