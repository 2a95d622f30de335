import Foundation

extension StagedChangeset {
  /// The changes from one snapshot to another.
  ///
  /// The diff is a symbol-table diff in Heckel's family, linear in the number of items: for each
  /// section present on both sides whose items differ, the common prefix and suffix are trimmed by
  /// plain equality, one dictionary maps the old items left to their positions, and one pass over
  /// the new items sorts them into kept, inserted or moved in from another section. Sections whose
  /// items are equal cost one comparison. Moves are minimal (see ``StagedChangeset``).
  ///
  /// - Parameters:
  ///   - old: The state the table shows.
  ///   - new: The state wanted.
  ///   - contentChanged: Whether an item present on both sides shows different content now; `nil`
  ///     to rely only on the new snapshot's reload and reconfigure marks.
  ///   - updateStyle: How items found changed by `contentChanged` are refreshed. Items marked in
  ///     the snapshot keep the kind they were marked with.
  /// - Complexity: O(n + m log m) for n items and m items that stay in their section but not in
  ///   order; O(n) time and no allocation per item when nothing moved.
  @inlinable
  public init<SectionID, ItemID>(
    from old: Snapshot<SectionID, ItemID>, to new: Snapshot<SectionID, ItemID>,
    contentChanged: ((ItemID) -> Bool)? = nil, updateStyle: ContentUpdateStyle = .reconfigure
  ) {
    var structure = BatchUpdate()
    let newToOldSection = Self.diffSections(old, new, into: &structure)
    var oldSectionSurvives = [Bool](repeating: false, count: old.sectionIdentifiers.count)
    for oldIndex in newToOldSection where oldIndex >= 0 { oldSectionSurvives[oldIndex] = true }

    var oldRowCache: [Int: [ItemID: Int]] = [:]
    func oldRow(of item: ItemID, inSection section: Int) -> Int {
      if let row = oldRowCache[section]?[item] { return row }
      var positions = [ItemID: Int](minimumCapacity: old.items[section].count)
      for (row, each) in old.items[section].enumerated() { positions[each] = row }
      oldRowCache[section] = positions
      return positions[item] ?? 0
    }

    for (newSection, oldSection) in newToOldSection.enumerated() where oldSection >= 0 {
      let oldItems = old.items[oldSection]
      let newItems = new.items[newSection]
      if oldItems == newItems { continue }
      // Trim the common prefix and suffix by equality before anything is hashed.
      let shorter = min(oldItems.count, newItems.count)
      var prefix = 0
      while prefix < shorter && oldItems[prefix] == newItems[prefix] { prefix += 1 }
      var suffix = 0
      while suffix < shorter - prefix
        && oldItems[oldItems.count - 1 - suffix] == newItems[newItems.count - 1 - suffix]
      {
        suffix += 1
      }
      let oldEnd = oldItems.count - suffix
      let newEnd = newItems.count - suffix
      var oldPosition = [ItemID: Int](minimumCapacity: oldEnd - prefix)
      for row in prefix..<oldEnd { oldPosition[oldItems[row]] = row }
      var matched = [Bool](repeating: false, count: oldEnd - prefix)
      var keptOld: [Int] = []
      var keptNew: [Int] = []
      keptOld.reserveCapacity(min(oldEnd, newEnd) - prefix)
      keptNew.reserveCapacity(min(oldEnd, newEnd) - prefix)
      for row in prefix..<newEnd {
        let item = newItems[row]
        if let oldRow = oldPosition[item] {
          matched[oldRow - prefix] = true
          keptOld.append(oldRow)
          keptNew.append(row)
        } else if let sourceID = old.itemSection[item], let source = old.sectionIndex[sourceID],
          source != oldSection, oldSectionSurvives[source]
        {
          structure.movedRows.append(
            .init(
              from: IndexPath(row: oldRow(of: item, inSection: source), section: source),
              to: IndexPath(row: row, section: newSection)))
        } else {
          structure.insertedRows.append(IndexPath(row: row, section: newSection))
        }
      }
      for row in prefix..<oldEnd where !matched[row - prefix] {
        // Moved to another section that existed before: the destination records the move.
        if let targetID = new.itemSection[oldItems[row]], let target = new.sectionIndex[targetID],
          target != newSection, newToOldSection[target] >= 0
        {
          continue
        }
        structure.deletedRows.append(IndexPath(row: row, section: oldSection))
      }
      let stays = longestIncreasingSubsequence(keptOld)
      for index in keptOld.indices where !stays[index] {
        structure.movedRows.append(
          .init(
            from: IndexPath(row: keptOld[index], section: oldSection),
            to: IndexPath(row: keptNew[index], section: newSection)))
      }
    }

    let content = Self.diffContent(
      old, new, newToOldSection: newToOldSection, contentChanged: contentChanged,
      updateStyle: updateStyle)
    self.init(stages: [structure, content])
  }

  /// Section deletes, inserts and minimal moves; returns each new section's old index, or -1.
  @inlinable
  static func diffSections<SectionID, ItemID>(
    _ old: Snapshot<SectionID, ItemID>, _ new: Snapshot<SectionID, ItemID>,
    into update: inout BatchUpdate
  ) -> [Int] {
    if old.sectionIdentifiers == new.sectionIdentifiers {
      return Array(old.sectionIdentifiers.indices)
    }
    var newToOld = [Int](repeating: -1, count: new.sectionIdentifiers.count)
    for (newIndex, section) in new.sectionIdentifiers.enumerated() {
      if let oldIndex = old.sectionIndex[section] {
        newToOld[newIndex] = oldIndex
      } else {
        update.insertedSections.append(newIndex)
      }
    }
    for (oldIndex, section) in old.sectionIdentifiers.enumerated()
    where new.sectionIndex[section] == nil {
      update.deletedSections.append(oldIndex)
    }
    let kept = newToOld.enumerated().filter { $0.element >= 0 }
    let stays = longestIncreasingSubsequence(kept.map(\.element))
    for (index, pair) in kept.enumerated() where !stays[index] {
      update.movedSections.append(.init(from: pair.element, to: pair.offset))
    }
    return newToOld
  }

  /// The content stage: reloads, reconfigures and section reloads at the new index paths, for
  /// items and sections that keep their cells through the structural stage.
  @inlinable
  static func diffContent<SectionID, ItemID>(
    _ old: Snapshot<SectionID, ItemID>, _ new: Snapshot<SectionID, ItemID>,
    newToOldSection: [Int], contentChanged: ((ItemID) -> Bool)?, updateStyle: ContentUpdateStyle
  ) -> BatchUpdate {
    var update = BatchUpdate()
    for section in new.reloadedSections {
      if let index = new.sectionIndex[section], newToOldSection[index] >= 0 {
        update.reloadedSections.append(index)
      }
    }
    update.reloadedSections.sort()
    guard contentChanged != nil || !new.reloaded.isEmpty || !new.reconfigured.isEmpty else {
      return update
    }
    let reloadedSections = Set(update.reloadedSections)
    for (section, items) in new.items.enumerated()
    where newToOldSection[section] >= 0 && !reloadedSections.contains(section) {
      for (row, item) in items.enumerated() {
        // Only items whose cell survives the structural stage: present before, in a section
        // that survives, and not brought in by a section insert or out of a section delete.
        guard let oldSectionID = old.itemSection[item], new.sectionIndex[oldSectionID] != nil
        else { continue }
        let path = IndexPath(row: row, section: section)
        if new.reloaded.contains(item) {
          update.reloadedRows.append(path)
        } else if new.reconfigured.contains(item) {
          update.reconfiguredRows.append(path)
        } else if let contentChanged, contentChanged(item) {
          switch updateStyle {
          case .reconfigure: update.reconfiguredRows.append(path)
          case .reload: update.reloadedRows.append(path)
          }
        }
      }
    }
    return update
  }
}
