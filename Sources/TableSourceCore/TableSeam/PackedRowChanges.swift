package import Foundation

/// A row an update names, as two integers. A plan reads each index path of an update once, into
/// these: reading an index path's indexes calls into Foundation each time, and a plan compares
/// and counts rows many times. Code of this package that lists many rows lists them as these
/// (``ChangedRows``), and no index path is made.
@usableFromInline
package struct SectionRow: Hashable, Comparable, Sendable {
  @usableFromInline package var section: Int
  @usableFromInline package var row: Int

  /// The row at `row` in section `section`.
  @usableFromInline
  package init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// The row of an index path of exactly two indexes (checked before).
  init(twoIndexes path: IndexPath) {
    section = path[0]
    row = path[1]
  }

  /// The index path of the row, for the errors that name it.
  package var indexPath: IndexPath { IndexPath(row: row, section: section) }

  @usableFromInline
  package static func < (lhs: SectionRow, rhs: SectionRow) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }
}

/// A row move an update names, as ``SectionRow``s.
@usableFromInline
package struct SectionRowMove: Hashable, Sendable {
  @usableFromInline package var from: SectionRow
  @usableFromInline package var to: SectionRow
}

extension SectionRowMove {
  /// The move of the row at `row` in section `section` before the update to row `newRow` of
  /// section `newSection` after it. (In an extension, so the memberwise initializer stays.)
  @usableFromInline
  package init(section: Int, row: Int, toSection newSection: Int, row newRow: Int) {
    self.init(
      from: SectionRow(section: section, row: row), to: SectionRow(section: newSection, row: newRow)
    )
  }
}

/// The row changes of an update, each index path read once, each list without repeats (UIKit
/// collapses exact duplicates silently, rule 5.7), its first occurrences kept in order.
struct PackedRowChanges {
  var deleted: [SectionRow]
  var reloaded: [SectionRow]
  var reconfigured: [SectionRow]
  var inserted: [SectionRow]
  var moved: [SectionRowMove]
  /// The first deleted row that the update lists twice, if any: the collection view's rules
  /// refuse it (C-G11), the table's collapse it (rule 5.7).
  var repeatedDelete: SectionRow?

  /// - Throws: ``BatchUpdateError/invalidIndexPath(_:)`` for the first index path that does not
  ///   have exactly two indexes, in the order deletes, reloads, reconfigures, inserts, moves
  ///   (each move's source, then its destination): before anything reads a `row` or `section`,
  ///   which would trap.
  /// - Complexity: O(u) for u row changes; a list that is not in increasing order (a diff's
  ///   are) is hashed to find its repeats.
  init(_ update: BatchUpdate) throws(BatchUpdateError) {
    let deletes = try Self.readAll(update.deleted)
    deleted = withoutRepeats(deletes)
    repeatedDelete = deleted.count == deletes.count ? nil : Self.firstRepeat(in: deletes)
    reloaded = try Self.read(ChangedRows(update.reloadedRows))
    reconfigured = try Self.read(ChangedRows(update.reconfiguredRows))
    inserted = try Self.read(update.inserted)
    var moves: [SectionRowMove] = []
    if let packed = update.moved.packed {
      moves = packed
    } else {
      let given = update.movedRows
      moves.reserveCapacity(given.count)
      for move in given {
        guard move.from.count == 2 else { throw BatchUpdateError.invalidIndexPath(move.from) }
        guard move.to.count == 2 else { throw BatchUpdateError.invalidIndexPath(move.to) }
        moves.append(
          SectionRowMove(
            from: SectionRow(twoIndexes: move.from), to: SectionRow(twoIndexes: move.to)))
      }
    }
    // A diff lists moves by increasing destination: no two are alike.
    moved = moves.lazy.map(\.to).isStrictlyIncreasing ? moves : uniqued(moves)
  }

  /// The rows of a list without repeats: its ``SectionRow``s as they are, or read off its index
  /// paths. A list in increasing order, as a diff's or a form's, has no repeats: nothing is
  /// hashed.
  private static func read(_ list: ChangedRows) throws(BatchUpdateError) -> [SectionRow] {
    try withoutRepeats(readAll(list))
  }

  /// The rows of a list, repeats included.
  private static func readAll(_ list: ChangedRows) throws(BatchUpdateError) -> [SectionRow] {
    if let rows = list.packed { return rows }
    let paths = list.unpacked
    var rows: [SectionRow] = []
    rows.reserveCapacity(paths.count)
    for path in paths {
      guard path.count == 2 else { throw BatchUpdateError.invalidIndexPath(path) }
      rows.append(SectionRow(twoIndexes: path))
    }
    return rows
  }

  /// The first row of a list that an earlier one repeats.
  ///
  /// - Complexity: O(n), hashing each row: only for a list known to have a repeat.
  private static func firstRepeat(in rows: [SectionRow]) -> SectionRow? {
    var seen = Set<SectionRow>(minimumCapacity: rows.count)
    return rows.first { !seen.insert($0).inserted }
  }
}
