import Foundation

/// A validated batch update: where every row and section before the update goes after it.
///
/// Making a plan is where UIKit's checks live: ranges (rule 5.6), conflicts (rule 5.7), the
/// absorption of row changes into section changes (rule 5.5), and the count checks (rule 4.5),
/// with deletes applied before inserts whatever the call order (rule 5.2). It is pure: it reads
/// counts and changes and touches no table, so a rejected update cannot change anything.
struct BatchUpdatePlan: Sendable {
  /// The row counts per section before and after the update.
  let oldCounts: [Int]
  let newCounts: [Int]
  /// For each section before the update, its index after it, or -1 when deleted or reloaded.
  private(set) var oldToNewSection: [Int]
  /// For each row before the update (global index), its global index after it, or -1 when
  /// deleted. Reloaded rows keep their place but are in ``reloadedOld``.
  private(set) var oldToNew: [Int]
  /// For each row after the update, its global index before it, or -1 for a new row.
  private(set) var newToOld: [Int]
  /// Rows (global, before the update) reloaded: they get a new cell.
  private(set) var reloadedOld: Set<Int> = []
  /// Rows (global, before the update) to reconfigure after the update.
  private(set) var reconfiguredOld: [Int] = []

  /// Validates an update against the counts before and after it, and maps every row.
  ///
  /// - Throws: The first ``BatchUpdateError`` found, checking in this order: index paths that
  ///   do not have exactly two indexes (``BatchUpdateError/invalidIndexPath(_:)``, checked
  ///   before anything reads a `row` or `section`, which would trap), section ranges, section
  ///   conflicts, the section count, row ranges, moves into or out of sections that are
  ///   inserted, deleted or reloaded, row conflicts, row counts.
  /// - Complexity: O(n + u) for n rows and u changes.
  init(update raw: BatchUpdate, oldCounts: [Int], newCounts: [Int]) throws {
    self.oldCounts = oldCounts
    self.newCounts = newCounts
    try Self.checkIndexPaths(raw)
    let update = Self.collapsingDuplicates(raw)
    let oldSections = oldCounts.count
    let newSections = newCounts.count

    // Sections: ranges (5.6).
    for section in update.deletedSections where !(0..<oldSections).contains(section) {
      throw BatchUpdateError.deleteSectionOutOfRange(
        section: section, numberOfSections: oldSections)
    }
    for section in update.reloadedSections where !(0..<oldSections).contains(section) {
      throw BatchUpdateError.reloadSectionOutOfRange(
        section: section, numberOfSections: oldSections)
    }
    for section in update.insertedSections where !(0..<newSections).contains(section) {
      throw BatchUpdateError.insertSectionOutOfRange(
        section: section, numberOfSections: newSections)
    }
    for move in update.movedSections {
      guard (0..<oldSections).contains(move.from) else {
        throw BatchUpdateError.moveSectionOutOfRange(
          section: move.from, numberOfSections: oldSections)
      }
      guard (0..<newSections).contains(move.to) else {
        throw BatchUpdateError.moveSectionDestinationOutOfRange(
          section: move.from, to: move.to, numberOfSections: newSections)
      }
    }

    // Sections: conflicts (5.7).
    let deletedSections = Set(update.deletedSections)
    let reloadedSections = Set(update.reloadedSections)
    let insertedSections = Set(update.insertedSections)
    for section in update.reloadedSections where deletedSections.contains(section) {
      throw BatchUpdateError.deleteAndReloadSection(section)
    }
    try Self.checkMoves(
      update.movedSections.map { ($0.from, $0.to) },
      removed: { deletedSections.contains($0) || reloadedSections.contains($0) },
      inserted: insertedSections, deleteAndMove: BatchUpdateError.deleteAndMoveSection,
      insertAndMove: BatchUpdateError.insertAndMoveSection,
      toTwo: BatchUpdateError.moveSectionToTwoDestinations,
      twoToOne: BatchUpdateError.moveTwoSectionsToOne)
    var sectionMoveTargets: [Int: Int] = [:]
    var sectionMoveSources: [Int: Int] = [:]
    for move in update.movedSections {
      sectionMoveTargets[move.from] = move.to
      sectionMoveSources[move.to] = move.from
    }

    // Sections: the count check (4.5).
    let expectedSections = oldSections - deletedSections.count + insertedSections.count
    guard expectedSections == newSections else {
      throw BatchUpdateError.invalidNumberOfSections(
        after: newSections, before: oldSections, inserted: insertedSections.count,
        deleted: deletedSections.count)
    }

    // Sections: where each goes. Inserted sections and move destinations hold their places;
    // the others fill the remaining places in their old order.
    var newToOldSection = [Int](repeating: -1, count: newSections)
    for (to, from) in sectionMoveSources { newToOldSection[to] = from }
    var survivors = (0..<oldSections).filter {
      !deletedSections.contains($0) && sectionMoveTargets[$0] == nil
    }.makeIterator()
    for section in 0..<newSections
    where newToOldSection[section] == -1 && !insertedSections.contains(section) {
      newToOldSection[section] = survivors.next() ?? -1
    }
    var oldToNewSection = [Int](repeating: -1, count: oldSections)
    for (new, old) in newToOldSection.enumerated() where old >= 0 {
      oldToNewSection[old] = reloadedSections.contains(old) ? -1 : new
    }
    self.oldToNewSection = oldToNewSection

    // Rows: ranges (5.6).
    func checkOld(_ path: IndexPath, reload: Bool) throws {
      guard (0..<oldSections).contains(path.section) else {
        throw reload
          ? BatchUpdateError.reloadRowSectionOutOfRange(
            row: path.row, section: path.section, numberOfSections: oldSections)
          : BatchUpdateError.deleteRowSectionOutOfRange(
            row: path.row, section: path.section, numberOfSections: oldSections)
      }
      guard (0..<oldCounts[path.section]).contains(path.row) else {
        throw reload
          ? BatchUpdateError.reloadRowOutOfRange(
            row: path.row, section: path.section, numberOfRows: oldCounts[path.section])
          : BatchUpdateError.deleteRowOutOfRange(
            row: path.row, section: path.section, numberOfRows: oldCounts[path.section])
      }
    }
    for path in update.deletedRows { try checkOld(path, reload: false) }
    for path in update.reloadedRows + update.reconfiguredRows { try checkOld(path, reload: true) }
    for path in update.insertedRows {
      guard (0..<newSections).contains(path.section) else {
        throw BatchUpdateError.insertRowSectionOutOfRange(
          row: path.row, section: path.section, numberOfSections: newSections)
      }
      guard (0..<newCounts[path.section]).contains(path.row) else {
        throw BatchUpdateError.insertRowOutOfRange(
          row: path.row, section: path.section, numberOfRows: newCounts[path.section])
      }
    }
    for move in update.movedRows {
      guard (0..<oldSections).contains(move.from.section) else {
        throw BatchUpdateError.moveSourceSectionOutOfRange(
          move.from, numberOfSections: oldSections)
      }
      guard (0..<oldCounts[move.from.section]).contains(move.from.row) else {
        throw BatchUpdateError.moveSourceOutOfRange(
          move.from, numberOfRows: oldCounts[move.from.section])
      }
      guard (0..<newSections).contains(move.to.section) else {
        throw BatchUpdateError.moveDestinationSectionOutOfRange(
          move.from, to: move.to, numberOfSections: newSections)
      }
      guard (0..<newCounts[move.to.section]).contains(move.to.row) else {
        throw BatchUpdateError.moveDestinationOutOfRange(
          move.from, to: move.to, numberOfRows: newCounts[move.to.section])
      }
    }

    // Rows: changes inside deleted, reloaded or inserted sections are absorbed (5.5); moves out
    // of or into them cannot be.
    let goneSections = deletedSections.union(reloadedSections)
    let freshNewSections = Set(
      (0..<newSections).filter {
        newToOldSection[$0] == -1 || goneSections.contains(newToOldSection[$0])
      })
    let deletedRows = update.deletedRows.filter { !goneSections.contains($0.section) }
    let reloadedRows = update.reloadedRows.filter { !goneSections.contains($0.section) }
    let insertedRows = update.insertedRows.filter { !freshNewSections.contains($0.section) }
    for move in update.movedRows {
      if goneSections.contains(move.from.section) {
        throw BatchUpdateError.moveOutOfDeletedSection(move.from, section: move.from.section)
      }
      if freshNewSections.contains(move.to.section) {
        throw BatchUpdateError.moveIntoInsertedSection(
          move.from, to: move.to, section: move.to.section)
      }
    }

    // Rows: conflicts (5.7).
    let deletedSet = Set(deletedRows)
    let reloadedSet = Set(reloadedRows)
    let insertedSet = Set(insertedRows)
    for path in reloadedRows where deletedSet.contains(path) {
      throw BatchUpdateError.deleteAndReload(path)
    }
    try Self.checkMoves(
      update.movedRows.map { ($0.from, $0.to) },
      removed: { deletedSet.contains($0) || reloadedSet.contains($0) }, inserted: insertedSet,
      deleteAndMove: BatchUpdateError.deleteAndMove, insertAndMove: BatchUpdateError.insertAndMove,
      toTwo: BatchUpdateError.moveToTwoDestinations, twoToOne: BatchUpdateError.moveTwoSourcesToOne)

    // Rows: the count check of every section that existed before (4.5).
    var deletedIn = [Int](repeating: 0, count: oldSections)
    var movedOut = [Int](repeating: 0, count: oldSections)
    var insertedIn = [Int](repeating: 0, count: newSections)
    var movedIn = [Int](repeating: 0, count: newSections)
    for path in deletedRows { deletedIn[path.section] += 1 }
    for path in insertedRows { insertedIn[path.section] += 1 }
    for move in update.movedRows {
      movedOut[move.from.section] += 1
      movedIn[move.to.section] += 1
    }
    for new in 0..<newSections where !freshNewSections.contains(new) {
      let old = newToOldSection[new]
      let expected =
        oldCounts[old] - deletedIn[old] - movedOut[old] + insertedIn[new] + movedIn[new]
      guard expected == newCounts[new] else {
        throw BatchUpdateError.invalidNumberOfRows(
          section: new, after: newCounts[new], before: oldCounts[old], inserted: insertedIn[new],
          deleted: deletedIn[old], movedIn: movedIn[new], movedOut: movedOut[old])
      }
    }

    // Rows: where each goes.
    var oldStarts = [0]
    for count in oldCounts { oldStarts.append(oldStarts[oldStarts.count - 1] + count) }
    var newStarts = [0]
    for count in newCounts { newStarts.append(newStarts[newStarts.count - 1] + count) }
    var oldToNew = [Int](repeating: -1, count: oldStarts[oldSections])
    var newToOld = [Int](repeating: -1, count: newStarts[newSections])
    var movedAway = Set<Int>()
    for move in update.movedRows {
      let from = oldStarts[move.from.section] + move.from.row
      let to = newStarts[move.to.section] + move.to.row
      oldToNew[from] = to
      newToOld[to] = from
      movedAway.insert(from)
    }
    let deletedGlobal = Set(deletedRows.map { oldStarts[$0.section] + $0.row })
    for new in 0..<newSections where !freshNewSections.contains(new) {
      let old = newToOldSection[new]
      var next = oldStarts[old]
      let end = oldStarts[old + 1]
      for row in 0..<newCounts[new] {
        let target = newStarts[new] + row
        if newToOld[target] >= 0 || insertedSet.contains(IndexPath(row: row, section: new)) {
          continue
        }
        while next < end && (deletedGlobal.contains(next) || movedAway.contains(next)) { next += 1 }
        guard next < end else { break }
        oldToNew[next] = target
        newToOld[target] = next
        next += 1
      }
    }
    self.oldToNew = oldToNew
    self.newToOld = newToOld
    reloadedOld = Set(reloadedRows.map { oldStarts[$0.section] + $0.row })
    reconfiguredOld = update.reconfiguredRows.map { oldStarts[$0.section] + $0.row }
      .filter { oldToNew[$0] >= 0 && !reloadedOld.contains($0) }
  }

  /// The move conflicts of rule 5.7, for rows or sections alike: a move from something deleted or
  /// reloaded, a move to where something is inserted, one source moved to two places, two sources
  /// moved to one.
  private static func checkMoves<Key: Hashable>(
    _ moves: [(from: Key, to: Key)], removed: (Key) -> Bool, inserted: Set<Key>,
    deleteAndMove: (Key) -> BatchUpdateError, insertAndMove: (Key) -> BatchUpdateError,
    toTwo: (Key, Key, Key) -> BatchUpdateError, twoToOne: (Key, Key, Key) -> BatchUpdateError
  ) throws {
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

  /// Throws ``BatchUpdateError/invalidIndexPath(_:)`` for the first index path of the update
  /// that does not have exactly two indexes, in the order deletes, reloads, reconfigures,
  /// inserts, moves.
  ///
  /// - Complexity: O(u) for u row changes.
  static func checkIndexPaths(_ update: BatchUpdate) throws {
    let lists = [
      update.deletedRows, update.reloadedRows, update.reconfiguredRows, update.insertedRows,
    ]
    for list in lists {
      if let path = list.first(where: { $0.count != 2 }) {
        throw BatchUpdateError.invalidIndexPath(path)
      }
    }
    for move in update.movedRows {
      if move.from.count != 2 { throw BatchUpdateError.invalidIndexPath(move.from) }
      if move.to.count != 2 { throw BatchUpdateError.invalidIndexPath(move.to) }
    }
  }

  /// The update with exact duplicates collapsed, as UIKit does silently (rule 5.7).
  static func collapsingDuplicates(_ update: BatchUpdate) -> BatchUpdate {
    func unique<T: Hashable>(_ values: [T]) -> [T] {
      var seen = Set<T>()
      return values.filter { seen.insert($0).inserted }
    }
    return BatchUpdate(
      deletedSections: unique(update.deletedSections),
      insertedSections: unique(update.insertedSections),
      movedSections: unique(update.movedSections),
      reloadedSections: unique(update.reloadedSections),
      deletedRows: unique(update.deletedRows), insertedRows: unique(update.insertedRows),
      movedRows: unique(update.movedRows), reloadedRows: unique(update.reloadedRows),
      reconfiguredRows: unique(update.reconfiguredRows))
  }
}
