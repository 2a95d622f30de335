extension Snapshot {
  /// Appends sections at the end.
  ///
  /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)`` when `sections` repeats one,
  ///   ``SnapshotError/sectionIdentifiersAlreadyExist(_:)`` when one is already in the snapshot.
  /// - Complexity: O(m) for m sections appended.
  public mutating func appendSections(_ sections: [SectionID]) throws {
    try checkNewSections(sections)
    insertSectionsUnchecked(sections, at: sectionIdentifiers.count)
  }

  /// Inserts sections before another section.
  ///
  /// - Throws: As ``appendSections(_:)``, and ``SnapshotError/sectionNotFound(_:)`` when
  ///   `beforeSection` is not in the snapshot.
  /// - Complexity: O(s) for s sections.
  public mutating func insertSections(_ sections: [SectionID], beforeSection: SectionID) throws {
    let index = try existingIndex(of: beforeSection)
    try checkNewSections(sections)
    insertSectionsUnchecked(sections, at: index)
  }

  /// Inserts sections after another section.
  ///
  /// - Throws: As ``insertSections(_:beforeSection:)``.
  /// - Complexity: O(s) for s sections.
  public mutating func insertSections(_ sections: [SectionID], afterSection: SectionID) throws {
    let index = try existingIndex(of: afterSection)
    try checkNewSections(sections)
    insertSectionsUnchecked(sections, at: index + 1)
  }

  /// Deletes sections and their items.
  ///
  /// - Throws: ``SnapshotError/sectionNotFound(_:)`` when one is not in the snapshot.
  /// - Complexity: O(s + k) for s sections and k items deleted.
  public mutating func deleteSections(_ sections: [SectionID]) throws {
    for section in sections { _ = try existingIndex(of: section) }
    let doomed = Set(sections)
    for index in sectionIdentifiers.indices where doomed.contains(sectionIdentifiers[index]) {
      for item in items[index] {
        itemSection[item] = nil
        reloaded.remove(item)
        reconfigured.remove(item)
      }
    }
    var keptSections: [SectionID] = []
    var keptItems: [[ItemID]] = []
    for (section, content) in zip(sectionIdentifiers, items) where !doomed.contains(section) {
      keptSections.append(section)
      keptItems.append(content)
    }
    sectionIdentifiers = keptSections
    items = keptItems
    reloadedSections.subtract(doomed)
    rebuildSectionIndex()
  }

  /// Moves a section before another.
  ///
  /// - Throws: ``SnapshotError/sectionNotFound(_:)`` when either is not in the snapshot.
  /// - Complexity: O(s) for s sections.
  public mutating func moveSection(_ section: SectionID, beforeSection: SectionID) throws {
    try moveSection(section, relativeTo: beforeSection, after: false)
  }

  /// Moves a section after another.
  ///
  /// - Throws: ``SnapshotError/sectionNotFound(_:)`` when either is not in the snapshot.
  /// - Complexity: O(s) for s sections.
  public mutating func moveSection(_ section: SectionID, afterSection: SectionID) throws {
    try moveSection(section, relativeTo: afterSection, after: true)
  }

  /// Marks sections for reloading: their rows get new cells when the snapshot is applied.
  ///
  /// - Throws: ``SnapshotError/sectionNotFound(_:)`` when one is not in the snapshot.
  public mutating func reloadSections(_ sections: [SectionID]) throws {
    for section in sections { _ = try existingIndex(of: section) }
    reloadedSections.formUnion(sections)
  }

  // MARK: - Internals

  func existingIndex(of section: SectionID) throws -> Int {
    guard let index = sectionIndex[section] else {
      throw SnapshotError.sectionNotFound(String(describing: section))
    }
    return index
  }

  private func checkNewSections(_ sections: [SectionID]) throws {
    try Self.checkNew(
      sections, exists: { sectionIndex[$0] != nil },
      duplicate: SnapshotError.duplicateSectionIdentifiers,
      existing: SnapshotError.sectionIdentifiersAlreadyExist)
  }

  /// Throws `duplicate` with the identifiers `identifiers` repeats (each once, in first-seen
  /// order), or `existing` with those already in the snapshot; returns when there is neither.
  static func checkNew<ID: Hashable>(
    _ identifiers: [ID], exists: (ID) -> Bool, duplicate: ([String]) -> SnapshotError,
    existing: ([String]) -> SnapshotError
  ) throws {
    var seen = Set<ID>()
    var repeated = Set<ID>()
    var duplicates: [String] = []
    for id in identifiers where !seen.insert(id).inserted && repeated.insert(id).inserted {
      duplicates.append(String(describing: id))
    }
    guard duplicates.isEmpty else { throw duplicate(duplicates) }
    let present = identifiers.filter(exists).map { String(describing: $0) }
    guard present.isEmpty else { throw existing(present) }
  }

  private mutating func insertSectionsUnchecked(_ sections: [SectionID], at index: Int) {
    sectionIdentifiers.insert(contentsOf: sections, at: index)
    items.insert(contentsOf: Array(repeating: [], count: sections.count), at: index)
    if index + sections.count == sectionIdentifiers.count {
      for (offset, section) in sections.enumerated() { sectionIndex[section] = index + offset }
    } else {
      rebuildSectionIndex()
    }
  }

  private mutating func moveSection(_ section: SectionID, relativeTo other: SectionID, after: Bool)
    throws
  {
    let from = try existingIndex(of: section)
    _ = try existingIndex(of: other)
    guard section != other else { return }
    let moved = items.remove(at: from)
    sectionIdentifiers.remove(at: from)
    rebuildSectionIndex()
    let target = (sectionIndex[other] ?? 0) + (after ? 1 : 0)
    sectionIdentifiers.insert(section, at: target)
    items.insert(moved, at: target)
    rebuildSectionIndex()
  }

  mutating func rebuildSectionIndex() {
    sectionIndex.removeAll(keepingCapacity: true)
    for (index, section) in sectionIdentifiers.enumerated() { sectionIndex[section] = index }
  }
}
