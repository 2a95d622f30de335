import Foundation
import TableSourceCore
import Testing

@Suite("ChangedRows: rows an update lists as integers or as index paths")
struct ChangedRowsTests {
  private let rows = [
    SectionRow(section: 0, row: 2), SectionRow(section: 1, row: 0), SectionRow(section: 1, row: 3),
  ]
  private var paths: [IndexPath] { rows.map(\.indexPath) }

  @Test("rows listed as integers read as the index paths they name, equal and hash as those")
  func integersReadAsIndexPaths() {
    let listed = ChangedRows(rows: rows)
    let given = ChangedRows(paths)
    #expect(listed.unpacked == [IndexPath(row: 2, section: 0), [1, 0], [1, 3]])
    #expect(listed == given && given == listed)
    #expect(listed.hashValue == given.hashValue)
    #expect(listed != ChangedRows(rows: Array(rows.reversed())))
    #expect(ChangedRows(rows: []).isEmpty && ChangedRows().isEmpty && !listed.isEmpty)
  }

  @Test("moves listed as integers read as the moves they name, equal and hash as those")
  func integerMovesReadAsIndexPaths() {
    let moves = [
      SectionRowMove(section: 0, row: 2, toSection: 1, row: 0),
      SectionRowMove(section: 1, row: 3, toSection: 0, row: 4),
    ]
    let given = moves.map { BatchUpdate.RowMove(from: $0.from.indexPath, to: $0.to.indexPath) }
    var update = BatchUpdate()
    update.moved = ChangedMoves(rows: moves)
    #expect(
      update.movedRows == [.init(from: [0, 2], to: [1, 0]), .init(from: [1, 3], to: [0, 4])])
    #expect(update == BatchUpdate(movedRows: given))
    #expect(update.hashValue == BatchUpdate(movedRows: given).hashValue)
    #expect(StagedChangeset(stages: [update]).movedRowCount == 2)
    update.movedRows.removeLast()
    #expect(update.movedRows == Array(given.prefix(1)))
  }

  @Test("an update holding integer rows shows them as deletedRows and insertedRows, and edits them")
  func updateShowsAndEditsIntegerRows() {
    var update = BatchUpdate()
    update.deleted = ChangedRows(rows: rows)
    update.inserted = ChangedRows(rows: [SectionRow(section: 0, row: 0)])
    #expect(update == BatchUpdate(deletedRows: paths, insertedRows: [[0, 0]]))
    #expect(update.changesStructure)
    update.deletedRows.append(IndexPath(row: 5, section: 1))
    update.insertedRows.removeAll()
    #expect(update.deletedRows == paths + [[1, 5]])
    #expect(update.insertedRows.isEmpty && update.inserted.isEmpty)
  }

  @Test("appending keeps integer rows when both lists hold them; else it appends index paths")
  func appendingKeepsTheRowsForm() {
    var listed = ChangedRows(rows: Array(rows.prefix(1)))
    listed.append(contentsOf: ChangedRows(rows: Array(rows.dropFirst())))
    #expect(listed == ChangedRows(rows: rows))
    var mixed = ChangedRows(rows: Array(rows.prefix(1)))
    mixed.append(contentsOf: ChangedRows(Array(paths.dropFirst())))
    #expect(mixed.unpacked == paths)
    var empty = ChangedRows()
    empty.append(contentsOf: ChangedRows(rows: rows))
    #expect(empty == ChangedRows(paths))
    var recorded = BatchUpdate(deletedRows: [[0, 1]])
    var form = BatchUpdate()
    form.deleted = ChangedRows(rows: rows)
    recorded.append(contentsOf: form)
    #expect(recorded.deletedRows == [[0, 1]] + paths)
  }

  @Test("rows listed as integers are validated as index paths are (rules 5.6, 5.7, 4.5)")
  func integerRowsAreValidatedAlike() throws {
    func plan(deleting deleted: [SectionRow], oldCounts: [Int], newCounts: [Int]) -> Result<
      [Int], BatchUpdateError
    > {
      var listed = BatchUpdate()
      listed.deleted = ChangedRows(rows: deleted)
      let given = BatchUpdate(deletedRows: deleted.map(\.indexPath))
      let results = [listed, given].map { update in
        Result { () throws(BatchUpdateError) -> [Int] in
          try BatchUpdatePlan(update: update, oldCounts: oldCounts, newCounts: newCounts)
            .removedOld
        }
      }
      #expect(results[0] == results[1])
      return results[0]
    }
    // Rule 5.6: a row past the end of its section, named by its index path.
    #expect(
      plan(deleting: [SectionRow(section: 1, row: 4)], oldCounts: [3, 4], newCounts: [3, 3])
        == .failure(.deleteRowOutOfRange(row: 4, section: 1, numberOfRows: 4)))
    // Rule 5.7: a row listed twice is deleted once.
    let twice = [SectionRow(section: 0, row: 1), SectionRow(section: 0, row: 1)]
    #expect(plan(deleting: twice, oldCounts: [3], newCounts: [2]) == .success([1]))
    // Rule 4.5: the counts must add up.
    #expect(
      plan(deleting: [SectionRow(section: 0, row: 0)], oldCounts: [3], newCounts: [3])
        == .failure(
          .invalidNumberOfRows(
            section: 0, after: 3, before: 3, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0)))
  }
}
