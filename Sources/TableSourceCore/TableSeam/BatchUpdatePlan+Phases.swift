import Foundation

/// The section-level half of a plan: ranges (rule 5.6), conflicts (5.7), the section count
/// (4.5), and where every section goes.
struct SectionChanges {
  let deleted: Set<Int>
  let reloaded: Set<Int>
  let inserted: Set<Int>
  /// For each section after the update, its index before it; none for an inserted section.
  let newToOld: IndexMap
  /// For each section before the update, its index after it; none when deleted or reloaded.
  let oldToNew: IndexMap

  /// - Complexity: O(s + u) for s sections and u section changes.
  init(_ update: BatchUpdate, old oldSections: Int, new newSections: Int) throws(BatchUpdateError) {
    try Self.checkRanges(update, old: oldSections, new: newSections)
    deleted = Set(update.deletedSections)
    reloaded = Set(update.reloadedSections)
    inserted = Set(update.insertedSections)
    try Self.checkConflicts(update, deleted: deleted, reloaded: reloaded, inserted: inserted)
    // Rule 4.5, for sections.
    guard oldSections - deleted.count + inserted.count == newSections else {
      throw BatchUpdateError.invalidNumberOfSections(
        after: newSections, before: oldSections, inserted: inserted.count,
        deleted: deleted.count)
    }
    // Inserted sections and move destinations hold their places; the others fill the remaining
    // places in their old order.
    var newToOld = IndexMap(count: newSections)
    var movedAway = Set<Int>()
    for move in update.movedSections {
      newToOld[move.to] = move.from
      movedAway.insert(move.from)
    }
    var survivors = (0..<oldSections).lazy.filter { [deleted] in
      !deleted.contains($0) && !movedAway.contains($0)
    }.makeIterator()
    for section in 0..<newSections
    where !newToOld.isMapped(section) && !inserted.contains(section) {
      newToOld[section] = survivors.next()
    }
    var oldToNew = IndexMap(count: oldSections)
    for (new, old) in newToOld.mapped where !reloaded.contains(old) {
      oldToNew[old] = new
    }
    self.newToOld = newToOld
    self.oldToNew = oldToNew
  }

  /// Whether section `new` (after the update) has no old rows to map: inserted, or standing for
  /// a deleted or reloaded one.
  func isFresh(_ new: Int) -> Bool {
    guard let old = newToOld[new] else { return true }
    return deleted.contains(old) || reloaded.contains(old)
  }

  /// The section before the update that section `new` maintains, or `nil` when it is fresh
  /// (``isFresh(_:)``).
  func source(of new: Int) -> Int? {
    isFresh(new) ? nil : newToOld[new]
  }

  /// Rule 5.6 for sections.
  private static func checkRanges(_ update: BatchUpdate, old: Int, new: Int)
    throws(BatchUpdateError)
  {
    for section in update.deletedSections where !(0..<old).contains(section) {
      throw BatchUpdateError.deleteSectionOutOfRange(section: section, numberOfSections: old)
    }
    for section in update.reloadedSections where !(0..<old).contains(section) {
      throw BatchUpdateError.reloadSectionOutOfRange(section: section, numberOfSections: old)
    }
    for section in update.insertedSections where !(0..<new).contains(section) {
      throw BatchUpdateError.insertSectionOutOfRange(section: section, numberOfSections: new)
    }
    for move in update.movedSections {
      guard (0..<old).contains(move.from) else {
        throw BatchUpdateError.moveSectionOutOfRange(section: move.from, numberOfSections: old)
      }
      guard (0..<new).contains(move.to) else {
        throw BatchUpdateError.moveSectionDestinationOutOfRange(
          section: move.from, to: move.to, numberOfSections: new)
      }
    }
  }

  /// Rule 5.7 for sections.
  private static func checkConflicts(
    _ update: BatchUpdate, deleted: Set<Int>, reloaded: Set<Int>, inserted: Set<Int>
  ) throws(BatchUpdateError) {
    for section in update.reloadedSections where deleted.contains(section) {
      throw BatchUpdateError.deleteAndReloadSection(section)
    }
    try BatchUpdatePlan.checkMoves(
      update.movedSections.map { ($0.from, $0.to) },
      removed: { deleted.contains($0) || reloaded.contains($0) }, inserted: inserted,
      deleteAndMove: BatchUpdateError.deleteAndMoveSection,
      insertAndMove: BatchUpdateError.insertAndMoveSection,
      toTwo: BatchUpdateError.moveSectionToTwoDestinations,
      twoToOne: BatchUpdateError.moveTwoSectionsToOne)
  }
}

/// The row-level half of a plan, once changes inside deleted, reloaded or inserted sections are
/// absorbed (rule 5.5): conflicts (5.7), counts (4.5) and where every row goes.
struct RowChanges {
  let deleted: [SectionRow]
  let reloaded: [SectionRow]
  let inserted: [SectionRow]
  let moved: [SectionRowMove]

  /// Rule 5.5: row changes inside a deleted or reloaded section (before the update) or an
  /// inserted one (after it) are absorbed; moves out of or into such sections cannot be.
  ///
  /// - Complexity: O(u + s) for u row changes and s sections.
  init(absorbing update: PackedRowChanges, in sections: SectionChanges, newSections: Int)
    throws(BatchUpdateError)
  {
    moved = update.moved
    // An update without section changes absorbs nothing: the lists stay as they are.
    guard !sections.deleted.isEmpty || !sections.reloaded.isEmpty || !sections.inserted.isEmpty
    else {
      (deleted, reloaded, inserted) = (update.deleted, update.reloaded, update.inserted)
      return
    }
    let gone = sections.deleted.union(sections.reloaded)
    deleted = update.deleted.filter { !gone.contains($0.section) }
    reloaded = update.reloaded.filter { !gone.contains($0.section) }
    inserted = update.inserted.filter { !sections.isFresh($0.section) }
    for move in moved {
      if gone.contains(move.from.section) {
        throw BatchUpdateError.moveOutOfDeletedSection(
          move.from.indexPath, section: move.from.section)
      }
      if sections.isFresh(move.to.section) {
        throw BatchUpdateError.moveIntoInsertedSection(
          move.from.indexPath, to: move.to.indexPath, section: move.to.section)
      }
    }
  }

  /// Rule 5.7 for rows: a delete and a reload of one row, and the move conflicts.
  ///
  /// Most updates have no conflict: marks (``RowMarks``, for an update dense in rows, as a diff's
  /// is) or sorted lists of rows show that without hashing anything. Only an update that has one
  /// goes through the checks that find the first conflict in the order UIKit reports them.
  ///
  /// - Parameters:
  ///   - oldStarts: The global index of each section's first row before the update, and the
  ///     total last (``sectionStarts(_:)``).
  ///   - newStarts: The same after the update.
  /// - Returns: The rows that leave their place (deleted or moved away), marked by global index
  ///   before the update, when the check marked them; `nil` when it did not.
  /// - Complexity: O(u + n / 64) for u row changes and n rows when marking pays; O(u log u)
  ///   otherwise; nothing is done for an update without reloads or moves (a diff's inserts and
  ///   deletes).
  func checkConflicts(oldStarts: [Int], newStarts: [Int]) throws(BatchUpdateError) -> RowMarks? {
    guard !reloaded.isEmpty || !moved.isEmpty else { return nil }
    let rows = max(oldStarts[oldStarts.count - 1], newStarts[newStarts.count - 1])
    let changes = deleted.count + reloaded.count + inserted.count + 2 * moved.count
    var leaving: RowMarks?
    if RowMarks.pays(rows: rows, changes: changes) {
      leaving = leavingUnlessConflict(oldStarts: oldStarts, newStarts: newStarts)
      guard leaving == nil else { return leaving }
    } else {
      guard hasConflictBySorting() else { return nil }
    }
    let deletedSet = Set(deleted)
    let reloadedSet = Set(reloaded)
    for row in reloaded where deletedSet.contains(row) {
      throw BatchUpdateError.deleteAndReload(row.indexPath)
    }
    guard !moved.isEmpty else { return nil }
    try BatchUpdatePlan.checkMoves(
      moved.map { ($0.from, $0.to) },
      removed: { deletedSet.contains($0) || reloadedSet.contains($0) }, inserted: Set(inserted),
      deleteAndMove: { BatchUpdateError.deleteAndMove($0.indexPath) },
      insertAndMove: { BatchUpdateError.insertAndMove($0.indexPath) },
      toTwo: { BatchUpdateError.moveToTwoDestinations($0.indexPath, $1.indexPath, $2.indexPath) },
      twoToOne: {
        BatchUpdateError.moveTwoSourcesToOne($0.indexPath, $1.indexPath, $2.indexPath)
      })
    return nil
  }

  /// Whether the update has a conflict of rule 5.7, found in sorted lists of rows.
  private func hasConflictBySorting() -> Bool {
    let deletedRows = deleted.sortedUnlessIncreasing()
    let reloadedRows = reloaded.sortedUnlessIncreasing()
    let sources = moved.map(\.from).sortedUnlessIncreasing()
    let destinations = moved.map(\.to).sortedUnlessIncreasing()
    return Self.intersect(deletedRows, reloadedRows) || Self.intersect(sources, deletedRows)
      || Self.intersect(sources, reloadedRows) || Self.hasRepeats(sources)
      || Self.hasRepeats(destinations)
      || Self.intersect(destinations, inserted.sortedUnlessIncreasing())
  }

  /// The rows that leave their place, marked, or `nil` when the update has a conflict of
  /// rule 5.7, found by marking rows: a row marked twice is one. The deleted, reloaded and
  /// inserted lists have no repeats (``PackedRowChanges``), so only a second mark by another
  /// list or by a move is.
  private func leavingUnlessConflict(oldStarts: [Int], newStarts: [Int]) -> RowMarks? {
    let oldCount = oldStarts[oldStarts.count - 1]
    // Deleted rows and move sources: a source deleted, or moved twice, is marked twice.
    var leaving = RowMarks(count: oldCount)
    for row in deleted { _ = leaving.insert(oldStarts[row.section] + row.row) }
    var reloadedMarks = RowMarks(count: reloaded.isEmpty ? 0 : oldCount)
    for row in reloaded {
      let old = oldStarts[row.section] + row.row
      guard !leaving.contains(old) else { return nil }
      _ = reloadedMarks.insert(old)
    }
    for move in moved {
      let old = oldStarts[move.from.section] + move.from.row
      guard leaving.insert(old), reloaded.isEmpty || !reloadedMarks.contains(old) else {
        return nil
      }
    }
    // Inserted rows and move destinations: a destination inserted, or moved to twice.
    var arriving = RowMarks(count: newStarts[newStarts.count - 1])
    for row in inserted { _ = arriving.insert(newStarts[row.section] + row.row) }
    for move in moved where !arriving.insert(newStarts[move.to.section] + move.to.row) {
      return nil
    }
    return leaving
  }

  /// Whether two ascending lists share a value.
  static func intersect<T: Comparable>(_ first: [T], _ second: [T]) -> Bool {
    var (one, two) = (0, 0)
    while one < first.count && two < second.count {
      if first[one] == second[two] { return true }
      if first[one] < second[two] { one += 1 } else { two += 1 }
    }
    return false
  }

  /// Whether an ascending list holds a value twice.
  static func hasRepeats<T: Equatable>(_ values: [T]) -> Bool {
    zip(values, values.dropFirst()).contains { $0 == $1 }
  }

  /// Rule 4.5: every section that existed before has, after the update, its old count minus
  /// deletes and moves out, plus inserts and moves in.
  func checkCounts(_ sections: SectionChanges, oldCounts: [Int], newCounts: [Int])
    throws(BatchUpdateError)
  {
    var deletedIn = [Int](repeating: 0, count: oldCounts.count)
    var movedOut = [Int](repeating: 0, count: oldCounts.count)
    var insertedIn = [Int](repeating: 0, count: newCounts.count)
    var movedIn = [Int](repeating: 0, count: newCounts.count)
    for path in deleted { deletedIn[path.section] += 1 }
    for path in inserted { insertedIn[path.section] += 1 }
    for move in moved {
      movedOut[move.from.section] += 1
      movedIn[move.to.section] += 1
    }
    for new in newCounts.indices {
      guard let old = sections.source(of: new) else { continue }
      let expected =
        oldCounts[old] - deletedIn[old] - movedOut[old] + insertedIn[new] + movedIn[new]
      guard expected == newCounts[new] else {
        throw BatchUpdateError.invalidNumberOfRows(
          section: new, after: newCounts[new], before: oldCounts[old], inserted: insertedIn[new],
          deleted: deletedIn[old], movedIn: movedIn[new], movedOut: movedOut[old])
      }
    }
  }

  /// Where every row goes, by global index: moved rows to their destinations, inserted rows
  /// from nowhere, and in each surviving section the other rows in their old order around them
  /// (rule 5.2: deletes before inserts).
  ///
  /// - Complexity: O(n + u) for n rows and u changes.
  func mapRows(_ sections: SectionChanges, oldCounts: [Int], newCounts: [Int]) -> (
    oldToNew: IndexMap, newToOld: IndexMap, oldStarts: [Int]
  ) {
    let oldStarts = sectionStarts(oldCounts)
    let newStarts = sectionStarts(newCounts)
    var oldToNew = IndexMap(count: oldStarts[oldCounts.count])
    var newToOld = IndexMap(count: newStarts[newCounts.count])
    var movedAway = Set<Int>()
    for move in moved {
      let from = oldStarts[move.from.section] + move.from.row
      let to = newStarts[move.to.section] + move.to.row
      oldToNew[from] = to
      newToOld[to] = from
      movedAway.insert(from)
    }
    // Inserted and deleted rows as sorted global indexes, walked with cursors: nothing is
    // hashed per row.
    let insertedGlobal = inserted.map { newStarts[$0.section] + $0.row }.sortedUnlessIncreasing()
    let deletedGlobal = deleted.map { oldStarts[$0.section] + $0.row }.sortedUnlessIncreasing()
    var nextInserted = 0
    for new in newCounts.indices {
      guard let old = sections.source(of: new) else { continue }
      var next = oldStarts[old]
      let end = oldStarts[old + 1]
      // Sections may move: the deleted rows' cursor starts at each old section's first row.
      var nextDeleted = Self.firstIndex(in: deletedGlobal, notBelow: next)
      for row in 0..<newCounts[new] {
        let target = newStarts[new] + row
        while nextInserted < insertedGlobal.count && insertedGlobal[nextInserted] < target {
          nextInserted += 1
        }
        if newToOld.isMapped(target)
          || (nextInserted < insertedGlobal.count && insertedGlobal[nextInserted] == target)
        {
          continue
        }
        while next < end {
          while nextDeleted < deletedGlobal.count && deletedGlobal[nextDeleted] < next {
            nextDeleted += 1
          }
          let isDeleted = nextDeleted < deletedGlobal.count && deletedGlobal[nextDeleted] == next
          guard isDeleted || (!movedAway.isEmpty && movedAway.contains(next)) else { break }
          next += 1
        }
        guard next < end else { break }
        oldToNew[next] = target
        newToOld[target] = next
        next += 1
      }
    }
    return (oldToNew, newToOld, oldStarts)
  }

  /// The index of the first of `sorted` that is at least `value`, or its count.
  ///
  /// - Complexity: O(log n).
  static func firstIndex(in sorted: [Int], notBelow value: Int) -> Int {
    firstPosition(in: sorted.indices) { sorted[$0] >= value }
  }
}
