import Foundation

/// A validated batch update: where every row and section before the update goes after it.
///
/// Making a plan is where UIKit's checks live: ranges (rule 5.6), conflicts (rule 5.7), the
/// absorption of row changes into section changes (rule 5.5), and the count checks (rule 4.5),
/// with deletes applied before inserts whatever the call order (rule 5.2). It is pure: it reads
/// counts and changes and touches no table, so a rejected update cannot change anything.
package struct BatchUpdatePlan: Sendable {
  /// Whose rules a plan checks an update by.
  ///
  /// The collection view's are the table's (C-G2, C-G5, C-G9, C-G10, which match rules 5.2, 4.5,
  /// 5.6 and 5.7), but for one: the same index path deleted twice in one batch, which the table
  /// collapses silently as UIKit does (rule 5.7), is refused with
  /// ``BatchUpdateError/deleteTwice(_:)`` (C-G11). UIKit's collection view accepts it and corrupts
  /// its state; the simulation is stricter than UIKit there, so the mistake surfaces where it is
  /// made. The rules choose what is refused, not the words: a ``BatchUpdateError`` is told in
  /// either view's words by ``BatchUpdateError/message(in:)``.
  package enum Rules: Sendable, Hashable {
    /// `UITableView`'s rules.
    case tableView
    /// `UICollectionView`'s rules.
    case collectionView
  }

  /// The row counts per section before and after the update.
  package let oldCounts: [Int]
  package let newCounts: [Int]
  /// For each section before the update, its index after it; none when deleted or reloaded.
  package private(set) var oldToNewSection: IndexMap
  /// For each row before the update (global index), its global index after it; none when
  /// deleted. Reloaded rows keep their place but are in ``reloadedOld``.
  package private(set) var oldToNew: RowMap
  /// For each row after the update, its global index before it; none for a new row.
  package private(set) var newToOld: RowMap
  /// Rows (global, before the update) reloaded: they get a new cell.
  package private(set) var reloadedOld: Set<Int> = []
  /// Rows (global, before the update) to reconfigure after the update.
  package private(set) var reconfiguredOld: [Int] = []
  /// Whether the update changes sections (inserts, deletes, moves or reloads one): otherwise
  /// every section keeps its place, and ``removedOld`` and ``addedNew`` say all that changes.
  package let changesSections: Bool
  /// Rows (global, before the update) that leave their place: deleted ones and move sources,
  /// ascending.
  package private(set) var removedOld: [Int] = []
  /// Rows (global, after the update) that come to a place, ascending: inserted ones, with no
  /// source, and move destinations, with the row (global, before) they come from.
  package private(set) var addedNew: [(new: Int, from: Int?)] = []

  /// Validates an update against the counts before and after it, and maps every row.
  ///
  /// - Throws: The first ``BatchUpdateError`` found, checking in this order: index paths that
  ///   do not have exactly two indexes (``BatchUpdateError/invalidIndexPath(_:)``, checked
  ///   before anything reads a `row` or `section`, which would trap), section ranges, section
  ///   conflicts, the section count, row ranges, moves into or out of sections that are
  ///   inserted, deleted or reloaded, row conflicts, row counts. Under the collection view's
  ///   rules, a row deleted twice (``BatchUpdateError/deleteTwice(_:)``) is checked after the row
  ///   ranges: the row exists, and the count error it would lead to is not reached.
  /// - Complexity: O(u log u + s) for u changes and s sections when no section changes (the
  ///   row maps hold only the rows that change); otherwise O(n + u) for n rows. The collection
  ///   view's rules cost nothing more: the repeats of the deleted rows are found where a plan
  ///   collapses them, and hashed again only for an update that has one.
  package init(
    update raw: BatchUpdate, oldCounts: [Int], newCounts: [Int], rules: Rules = .tableView
  ) throws(BatchUpdateError) {
    self.oldCounts = oldCounts
    self.newCounts = newCounts
    // Each index path is read once, checked for two indexes before anything reads a `row` or
    // `section`; the rest of the plan compares integers.
    let packed = try PackedRowChanges(raw)
    let update = raw.removingDuplicateSections()
    changesSections =
      !update.insertedSections.isEmpty || !update.deletedSections.isEmpty
      || !update.movedSections.isEmpty || !update.reloadedSections.isEmpty
    let sections = try SectionChanges(update, old: oldCounts.count, new: newCounts.count)
    oldToNewSection = sections.oldToNew
    try Self.checkRowRanges(packed, oldCounts: oldCounts, newCounts: newCounts)
    if rules == .collectionView, let row = packed.repeatedDelete {
      throw BatchUpdateError.deleteTwice(row.indexPath)
    }
    let rows = try RowChanges(absorbing: packed, in: sections, newSections: newCounts.count)
    let oldStarts = sectionStarts(oldCounts)
    let newStarts = sectionStarts(newCounts)
    let leaving = try rows.checkConflicts(oldStarts: oldStarts, newStarts: newStarts)
    try rows.checkCounts(sections, oldCounts: oldCounts, newCounts: newCounts)
    if changesSections {
      let mapping = rows.mapRows(sections, oldCounts: oldCounts, newCounts: newCounts)
      oldToNew = RowMap(mapping.oldToNew)
      newToOld = RowMap(mapping.newToOld)
    } else {
      // Only the rows that change: every other row keeps its order (see ``RowMap``).
      func old(_ row: SectionRow) -> Int { oldStarts[row.section] + row.row }
      func new(_ row: SectionRow) -> Int { newStarts[row.section] + row.row }
      // Rows listed in increasing order (a diff's, a form's) give sorted lists without a sort,
      // and so do the rows the conflict check marked.
      if let leaving {
        removedOld = leaving.members(count: rows.deleted.count + rows.moved.count)
      } else {
        removedOld = rows.deleted.map(old)
        if !rows.moved.isEmpty { removedOld += rows.moved.map { old($0.from) } }
        if !removedOld.isStrictlyIncreasing { removedOld.sort() }
      }
      addedNew = Self.byPlace(
        inserted: rows.inserted.map(new), moved: rows.moved.map { (new($0.to), old($0.from)) })
      // Where each row that leaves goes: a moved row's destination, placed by its rank among
      // the marks, or by bisection in the sorted list, rather than hashed; a deleted row goes
      // nowhere.
      var destinations = [Int?](repeating: nil, count: removedOld.count)
      let wordRanks = leaving?.wordRanks()
      for move in rows.moved {
        let from = old(move.from)
        let index =
          if let leaving, let wordRanks {
            leaving.rank(of: from, wordRanks: wordRanks)
          } else {
            RowChanges.firstIndex(in: removedOld, notBelow: from)
          }
        destinations[index] = new(move.to)
      }
      let arriving = addedNew.map { $0.new }
      oldToNew = RowMap(
        count: oldStarts[oldCounts.count], leaving: removedOld, targets: destinations,
        arriving: arriving)
      newToOld = RowMap(
        count: newStarts[newCounts.count], leaving: arriving, targets: addedNew.map { $0.from },
        arriving: removedOld)
    }
    reloadedOld = Set(rows.reloaded.map { oldStarts[$0.section] + $0.row })
    reconfiguredOld = packed.reconfigured.map { oldStarts[$0.section] + $0.row }
      .filter { oldToNew.isMapped($0) && !reloadedOld.contains($0) }
  }

  /// Where a row before the update (global index) is after it, or `nil` when the update
  /// deletes or reloads it (a reloaded row gets a new cell: nothing of the old one carries over).
  package func survivingRow(_ old: Int) -> Int? {
    reloadedOld.contains(old) ? nil : oldToNew[old]
  }

  /// Inserted rows and move destinations (with the rows they come from) in one list by
  /// increasing place: merged when each comes in increasing order (a diff lists its inserts and
  /// its moves so), sorted otherwise.
  ///
  /// - Complexity: O(u) for u rows when both are increasing; O(u log u) otherwise.
  private static func byPlace(inserted: [Int], moved: [(new: Int, from: Int)]) -> [(
    new: Int, from: Int?
  )] {
    let movesInOrder = moved.lazy.map { $0.new }.isStrictlyIncreasing
    guard inserted.isStrictlyIncreasing, movesInOrder else {
      return (inserted.map { ($0, nil) } + moved.map { ($0.new, $0.from) }).sorted {
        $0.new < $1.new
      }
    }
    let count = inserted.count + moved.count
    // An array made with no capacity by `init(unsafeUninitializedCapacity:)` is the runtime's
    // one shared empty array, whose count the initializer writes: a race between two tasks.
    guard count > 0 else { return [] }
    return [(new: Int, from: Int?)](unsafeUninitializedCapacity: count) { buffer, initialized in
      var (one, two) = (0, 0)
      for place in 0..<count {
        if two == moved.count || (one < inserted.count && inserted[one] < moved[two].new) {
          buffer.initializeElement(at: place, to: (inserted[one], nil))
          one += 1
        } else {
          buffer.initializeElement(at: place, to: (moved[two].new, moved[two].from))
          two += 1
        }
      }
      initialized = count
    }
  }

  /// Rule 5.6: every row a change names exists — before the update for deletes, reloads,
  /// reconfigures and move sources, after it for inserts and move destinations.
  private static func checkRowRanges(
    _ rows: PackedRowChanges, oldCounts: [Int], newCounts: [Int]
  ) throws(BatchUpdateError) {
    for row in rows.deleted {
      try BatchUpdateError.checkRow(row, existingIn: oldCounts, reload: false)
    }
    for row in rows.reloaded + rows.reconfigured {
      try BatchUpdateError.checkRow(row, existingIn: oldCounts, reload: true)
    }
    for row in rows.inserted {
      guard newCounts.indices.contains(row.section) else {
        throw BatchUpdateError.insertRowSectionOutOfRange(
          row: row.row, section: row.section, numberOfSections: newCounts.count)
      }
      guard (0..<newCounts[row.section]).contains(row.row) else {
        throw BatchUpdateError.insertRowOutOfRange(
          row: row.row, section: row.section, numberOfRows: newCounts[row.section])
      }
    }
    for move in rows.moved {
      guard oldCounts.indices.contains(move.from.section) else {
        throw BatchUpdateError.moveSourceSectionOutOfRange(
          move.from.indexPath, numberOfSections: oldCounts.count)
      }
      guard (0..<oldCounts[move.from.section]).contains(move.from.row) else {
        throw BatchUpdateError.moveSourceOutOfRange(
          move.from.indexPath, numberOfRows: oldCounts[move.from.section])
      }
      guard newCounts.indices.contains(move.to.section) else {
        throw BatchUpdateError.moveDestinationSectionOutOfRange(
          move.from.indexPath, to: move.to.indexPath, numberOfSections: newCounts.count)
      }
      guard (0..<newCounts[move.to.section]).contains(move.to.row) else {
        throw BatchUpdateError.moveDestinationOutOfRange(
          move.from.indexPath, to: move.to.indexPath, numberOfRows: newCounts[move.to.section])
      }
    }
  }

  /// The move conflicts of rule 5.7, for rows or sections alike: a move from something deleted or
  /// reloaded, a move to where something is inserted, one source moved to two places, two sources
  /// moved to one.
  static func checkMoves<Key: Hashable>(
    _ moves: [(from: Key, to: Key)], removed: (Key) -> Bool, inserted: Set<Key>,
    deleteAndMove: (Key) -> BatchUpdateError, insertAndMove: (Key) -> BatchUpdateError,
    toTwo: (Key, Key, Key) -> BatchUpdateError, twoToOne: (Key, Key, Key) -> BatchUpdateError
  ) throws(BatchUpdateError) {
    var targets: [Key: Key] = [:]
    var sources: [Key: Key] = [:]
    for move in moves {
      if removed(move.from) { throw deleteAndMove(move.from) }
      if inserted.contains(move.to) { throw insertAndMove(move.to) }
      if let other = targets[move.from] { throw toTwo(move.from, other, move.to) }
      if let other = sources[move.to] { throw twoToOne(other, move.from, move.to) }
      targets[move.from] = move.to
      sources[move.to] = move.from
    }
  }
}
