public import Foundation

extension StagedChangeset {
  /// The changes from one snapshot to another.
  ///
  /// The diff is a symbol-table diff in Heckel's family, linear in the number of items: for each
  /// section present on both sides whose items differ, the common prefix and suffix are trimmed by
  /// plain equality, the old items left go into a table of their rows, and one pass over the new
  /// items sorts them into kept, inserted or moved in from another section. Rows are found
  /// without hashing an identifier: the table is keyed by the hash values the snapshots stored
  /// when the items came in, and holds one section, so its look-ups stay in the processor's
  /// caches where the snapshot's index of every item would not; an item not found in its section
  /// is looked up in the other snapshot's index, by its stored hash value too. (Reload and
  /// reconfigure marks, when the new snapshot has any, are looked up by item.) Sections whose
  /// items are equal cost one comparison. Moves are minimal (see ``StagedChangeset``).
  ///
  /// - Parameters:
  ///   - old: The state the table shows.
  ///   - new: The state wanted.
  ///   - contentChanged: Whether an item present on both sides shows different content now; `nil`
  ///     to rely only on the new snapshot's reload and reconfigure marks.
  ///   - updateStyle: How items found changed by `contentChanged` are refreshed. Items marked in
  ///     the snapshot keep the kind they were marked with.
  /// - Complexity: O(n + s log s + m log m) for n items and s sections in the two snapshots and m
  ///   items that stay in their section but not in order, with at most one call of
  ///   `contentChanged` per item; O(n + s) time and no allocation per item when nothing moved.
  @inlinable
  public init<SectionID, ItemID>(
    from old: Snapshot<SectionID, ItemID>, to new: Snapshot<SectionID, ItemID>,
    contentChanged: ((ItemID) -> Bool)? = nil, updateStyle: ContentUpdateStyle = .reconfigure
  ) {
    var structure = BatchUpdate()
    let newToOldSection = Self.diffSections(old, new, into: &structure)
    var oldSectionSurvives = [Bool](repeating: false, count: old.sectionIdentifiers.count)
    for case let oldIndex? in newToOldSection { oldSectionSurvives[oldIndex] = true }

    // Rows are listed here in integers and handed to the update once, which makes no index
    // path unless asked for its rows (see ``BatchUpdate/movedRows``).
    var rows = DiffedRows()
    for case (let newSection, let oldSection?) in newToOldSection.enumerated() {
      Self.diffRows(
        old, new, from: oldSection, to: newSection, newToOldSection: newToOldSection,
        oldSectionSurvives: oldSectionSurvives, into: &rows)
    }
    let inserted = rows.inserted
    structure.inserted = ChangedRows(rows: rows.inserted)
    structure.deleted = ChangedRows(rows: rows.deleted)
    structure.moved = ChangedMoves(rows: rows.moved)

    let content = Self.diffContent(
      old, new, newToOldSection: newToOldSection, inserted: inserted,
      contentChanged: contentChanged, updateStyle: updateStyle)
    self.init(stages: [structure, content])
  }

  /// The rows of one section present on both sides: inserts, deletes, minimal moves within it
  /// (outside a longest increasing subsequence), and moves in from other surviving sections.
  @inlinable
  static func diffRows<SectionID, ItemID>(
    _ old: Snapshot<SectionID, ItemID>, _ new: Snapshot<SectionID, ItemID>,
    from oldSection: Int, to newSection: Int, newToOldSection: [Int?],
    oldSectionSurvives: [Bool], into rows: inout DiffedRows
  ) {
    let oldItems = old.items[oldSection]
    let newItems = new.items[newSection]
    if oldItems == newItems { return }
    let (prefix, suffix) = commonEnds(oldItems, newItems)
    let oldEnd = oldItems.count - suffix
    let newEnd = newItems.count - suffix
    let oldHashes = old.itemHashes[oldSection]
    let newHashes = new.itemHashes[newSection]
    let table = RowTable(rows: prefix..<oldEnd, hashes: oldHashes)
    var matched = [Bool](repeating: false, count: oldEnd - prefix)
    var keptOld: [Int] = []
    var keptNew: [Int] = []
    // Moves in from other sections, by increasing destination, merged below with the moves
    // within the section so that all of them are listed by destination.
    var movedIn: [SectionRowMove] = []
    keptOld.reserveCapacity(min(oldEnd, newEnd) - prefix)
    keptNew.reserveCapacity(min(oldEnd, newEnd) - prefix)
    // Each item is read in place, never copied, so that none is retained and released.
    newItems.withUnsafeBufferPointer { newItems in
      oldItems.withUnsafeBufferPointer { oldItems in
        for row in prefix..<newEnd {
          let hash = newHashes[row]
          let found =
            if let table {
              table.row(of: newItems[row], hash: hash, items: oldItems)
            } else {
              old.place(of: newItems[row], hash: hash).flatMap {
                $0.section == oldSection ? $0.row : nil
              }
            }
          if let oldRow = found {
            matched[oldRow - prefix] = true
            keptOld.append(oldRow)
            keptNew.append(row)
          } else if let source = old.place(of: newItems[row], hash: hash),
            source.section != oldSection, oldSectionSurvives[source.section]
          {
            movedIn.append(
              SectionRowMove(
                section: source.section, row: source.row, toSection: newSection, row: row))
          } else {
            rows.inserted.append(SectionRow(section: newSection, row: row))
          }
        }
      }
    }
    // With one section on the new side, an item not found in it is deleted: no look-up.
    let mayLeave = newToOldSection.count > 1
    for row in prefix..<oldEnd where !matched[row - prefix] {
      // Moved to another section that existed before: the destination records the move.
      if mayLeave,
        let target = new.place(of: oldItems[row], hash: oldHashes[row])?.section,
        target != newSection,
        newToOldSection[target] != nil
      {
        continue
      }
      rows.deleted.append(SectionRow(section: oldSection, row: row))
    }
    let (stays, staying) = longestIncreasingSubsequence(keptOld)
    // Room for this section's moves, growing at least twofold: reserving the exact count for
    // every section would copy the moves of the sections before each time.
    let needed = rows.moved.count + movedIn.count + keptOld.count - staying
    if needed > rows.moved.capacity {
      rows.moved.reserveCapacity(Swift.max(needed, 2 * rows.moved.capacity))
    }
    var nextIn = 0
    for index in keptOld.indices where !stays[index] {
      while nextIn < movedIn.count && movedIn[nextIn].to.row < keptNew[index] {
        rows.moved.append(movedIn[nextIn])
        nextIn += 1
      }
      rows.moved.append(
        SectionRowMove(
          section: oldSection, row: keptOld[index], toSection: newSection, row: keptNew[index]))
    }
    rows.moved += movedIn[nextIn...]
  }

  /// The lengths of the common prefix and suffix of two lists, compared by equality before
  /// anything is hashed; they do not overlap.
  @inlinable
  static func commonEnds<Item: Equatable>(_ old: [Item], _ new: [Item]) -> (
    prefix: Int, suffix: Int
  ) {
    let shorter = min(old.count, new.count)
    var prefix = 0
    while prefix < shorter && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    return (prefix, suffix)
  }

  /// Section deletes, inserts and minimal moves; returns each new section's old index, or `nil`
  /// for an inserted one.
  @inlinable
  static func diffSections<SectionID, ItemID>(
    _ old: Snapshot<SectionID, ItemID>, _ new: Snapshot<SectionID, ItemID>,
    into update: inout BatchUpdate
  ) -> [Int?] {
    if old.sectionIdentifiers == new.sectionIdentifiers {
      return old.sectionIdentifiers.indices.map { $0 }
    }
    var newToOld = [Int?](repeating: nil, count: new.sectionIdentifiers.count)
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
    let kept = newToOld.enumerated().compactMap { new, old in old.map { (new: new, old: $0) } }
    let stays = longestIncreasingSubsequence(kept.map(\.old)).members
    for (index, pair) in kept.enumerated() where !stays[index] {
      update.movedSections.append(.init(from: pair.old, to: pair.new))
    }
    return newToOld
  }

  /// The content stage: reloads, reconfigures and section reloads at the new index paths, for
  /// items and sections that keep their cells through the structural stage.
  ///
  /// The items that keep their cells are, in each section present on both sides, all but the
  /// rows the structural stage inserts (`inserted`, in increasing order, as ``diffRows`` lists
  /// them): found by walking the two together, with no look-up per item.
  @inlinable
  static func diffContent<SectionID, ItemID>(
    _ old: Snapshot<SectionID, ItemID>, _ new: Snapshot<SectionID, ItemID>,
    newToOldSection: [Int?], inserted: [SectionRow], contentChanged: ((ItemID) -> Bool)?,
    updateStyle: ContentUpdateStyle
  ) -> BatchUpdate {
    var update = BatchUpdate()
    for section in new.reloadedSections {
      if let index = new.sectionIndex[section], newToOldSection[index] != nil {
        update.reloadedSections.append(index)
      }
    }
    update.reloadedSections.sort()
    let hasMarks = !new.reloaded.isEmpty || !new.reconfigured.isEmpty
    guard let contentChanged else {
      if hasMarks {
        markedRows(new, newToOldSection: newToOldSection, inserted: inserted, into: &update)
      }
      return update
    }
    let reloadedSections = Set(update.reloadedSections)
    var nextInserted = 0
    for (section, items) in new.items.enumerated() {
      // The section's inserted rows, in order; those of earlier sections passed over.
      while nextInserted < inserted.count && inserted[nextInserted].section < section {
        nextInserted += 1
      }
      guard !reloadedSections.contains(section), newToOldSection[section] != nil else { continue }
      for (row, item) in items.enumerated() {
        // Only items whose cell survives the structural stage: not inserted by it (new, or
        // brought out of a section deleted).
        if nextInserted < inserted.count && inserted[nextInserted].section == section
          && inserted[nextInserted].row == row
        {
          nextInserted += 1
          continue
        }
        if hasMarks && new.reloaded.contains(item) {
          update.reloadedRows.append(IndexPath(row: row, section: section))
        } else if hasMarks && new.reconfigured.contains(item) {
          update.reconfiguredRows.append(IndexPath(row: row, section: section))
        } else if contentChanged(item) {
          switch updateStyle {
          case .reconfigure: update.reconfiguredRows.append(IndexPath(row: row, section: section))
          case .reload: update.reloadedRows.append(IndexPath(row: row, section: section))
          }
        }
      }
    }
    return update
  }

  /// The rows of the items marked for reloading or reconfiguring whose cells survive the
  /// structural stage (their section is on both sides and not reloaded, and the stage does not
  /// insert them), in increasing order: each mark is looked up in the new snapshot's index, so
  /// a few marks cost a few look-ups whatever the number of items. A reload mark wins over a
  /// reconfigure mark of the same item.
  ///
  /// - Complexity: O(m log m + m log i) for m marks and i rows inserted.
  @inlinable
  static func markedRows<SectionID, ItemID>(
    _ new: Snapshot<SectionID, ItemID>, newToOldSection: [Int?], inserted: [SectionRow],
    into update: inout BatchUpdate
  ) {
    let reloadedSections = update.reloadedSections
    func survivingPath(of item: ItemID) -> IndexPath? {
      guard let path = new.indexPath(ofItem: item), newToOldSection[path.section] != nil,
        !reloadedSections.contains(path.section)
      else { return nil }
      let row = SectionRow(section: path.section, row: path.row)
      let low = firstPosition(in: inserted.indices) { inserted[$0] >= row }
      return low < inserted.count && inserted[low] == row ? nil : path
    }
    var reloaded: [IndexPath] = []
    var reconfigured: [IndexPath] = []
    for item in new.reloaded {
      if let path = survivingPath(of: item) { reloaded.append(path) }
    }
    for item in new.reconfigured where !new.reloaded.contains(item) {
      if let path = survivingPath(of: item) { reconfigured.append(path) }
    }
    update.reloadedRows = reloaded.sorted()
    update.reconfiguredRows = reconfigured.sorted()
  }
}

/// The rows a diff inserts, deletes and moves, listed in integers, each list in the order the
/// update gives it: inserts and moves by destination, deletes by source.
@usableFromInline
struct DiffedRows {
  @usableFromInline var inserted: [SectionRow] = []
  @usableFromInline var deleted: [SectionRow] = []
  @usableFromInline var moved: [SectionRowMove] = []

  @inlinable
  init() {}
}

/// The rows of part of a section, found by their items' stored hash values: an open-addressing
/// table with linear probing, at most half full, built for one section's diff without hashing
/// anything. Each slot holds a row and the top half of its item's hash value, so that a probe
/// compares that half in the slot and reads the item only where it is equal, not the array of
/// hash values (a shuffled list would read it out of order, a cache miss an item). It stores
/// 32-bit rows: a section with more rows than that has no table (``init(rows:hashes:)`` is
/// `nil`) and the diff uses the snapshot's index.
@usableFromInline
struct RowTable {
  /// In each slot, the row plus one in the low 32 bits and the top 32 bits of its item's hash
  /// value in the high ones; 0 in an empty slot.
  @usableFromInline var slots: [UInt64]
  @usableFromInline let mask: Int

  /// A table of `rows`, whose items' hash values are `hashes[row]`.
  ///
  /// - Complexity: O(k) for k rows.
  @inlinable
  init?(rows: Range<Int>, hashes: [Int]) {
    guard rows.upperBound < Int(UInt32.max) else { return nil }
    var capacity = 8
    while capacity < 2 * rows.count { capacity <<= 1 }
    let mask = capacity - 1
    var slots = [UInt64](repeating: 0, count: capacity)
    slots.withUnsafeMutableBufferPointer { slots in
      for row in rows {
        var slot = hashes[row] & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Self.tag(hashes[row]) | UInt64(row + 1)
      }
    }
    self.slots = slots
    self.mask = mask
  }

  /// The top 32 bits of a hash value, in the top of a slot.
  @inlinable
  static func tag(_ hash: Int) -> UInt64 {
    UInt64(UInt(bitPattern: hash)) & 0xFFFF_FFFF_0000_0000
  }

  /// The row of `item`, whose hash value is `hash`, in the table's rows of `items`, or `nil`.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  func row<ItemID: Equatable>(of item: ItemID, hash: Int, items: UnsafeBufferPointer<ItemID>)
    -> Int?
  {
    let tag = Self.tag(hash)
    var slot = hash & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { return nil }
      if entry & 0xFFFF_FFFF_0000_0000 == tag {
        let row = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
        if items[row] == item { return row }
      }
      slot = (slot + 1) & mask
    }
  }
}
