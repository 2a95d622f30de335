import Foundation
import TableSourceCore
import Testing

/// A collection view's batch updates through the plan the table uses, with the collection view's
/// rules: coordinates, the count check, conflicts and the double delete.
@Suite("Batch update plans with a collection view's rules (C-G2, C-G5, C-G10, C-G11)")
struct CollectionUpdatePlanTests {
  /// The plan of `update` with the collection view's rules, or why it was refused.
  static func plan(_ update: BatchUpdate, _ old: [Int], _ new: [Int]) -> Result<
    BatchUpdatePlan, BatchUpdateError
  > {
    Result { () throws(BatchUpdateError) in
      try BatchUpdatePlan(update: update, oldCounts: old, newCounts: new, rules: .collectionView)
    }
  }

  static func error(_ update: BatchUpdate, _ old: [Int], _ new: [Int]) -> BatchUpdateError? {
    guard case .failure(let error) = plan(update, old, new) else { return nil }
    return error
  }

  @Test(
    "deletes and move sources name items before the update, inserts and move destinations after it (C-G2)"
  )
  func coordinates() throws {
    // Three items: delete the first, insert at 2 (after the update), move the old last (2) to 0.
    let update = BatchUpdate(
      deletedRows: [[0, 0]], insertedRows: [[0, 2]], movedRows: [.init(from: [0, 2], to: [0, 0])])
    let plan = try Self.plan(update, [3], [3]).get()
    #expect(plan.survivingRow(0) == nil)
    #expect(plan.survivingRow(1) == 1)
    #expect(plan.survivingRow(2) == 0)
    #expect(plan.newToOld[2] == nil)
    // Index 2 exists only before a delete (old coordinates) and only after an insert (new ones).
    #expect(
      Self.error(BatchUpdate(deletedRows: [[0, 2]]), [2], [1])
        == .deleteRowOutOfRange(row: 2, section: 0, numberOfRows: 2))
    #expect((try? Self.plan(BatchUpdate(insertedRows: [[0, 2]]), [2], [3]).get()) != nil)
    #expect(
      Self.error(BatchUpdate(movedRows: [.init(from: [0, 0], to: [0, 3])]), [3], [3])
        == .moveDestinationOutOfRange([0, 0], to: [0, 3], numberOfRows: 3))
  }

  @Test("deletes come first whatever the order of the calls (C-G2)")
  func deletesFirst() throws {
    var update = BatchUpdate(insertedRows: [[0, 0]])
    update.append(contentsOf: BatchUpdate(deletedRows: [[0, 0]]))
    let plan = try Self.plan(update, [2], [2]).get()
    #expect(plan.survivingRow(0) == nil)
    #expect(plan.survivingRow(1) == 1)
  }

  @Test(
    "each surviving section's count after is its count before plus inserted and moved in, minus deleted and moved out (C-G5)"
  )
  func itemArithmetic() {
    let update = BatchUpdate(
      deletedRows: [[0, 4]], insertedRows: [[0, 0], [0, 1]],
      movedRows: [.init(from: [0, 0], to: [1, 0])])
    // Section 0: 5 − 1 − 1 + 2 = 5; section 1: 2 + 1 = 3.
    #expect((try? Self.plan(update, [5, 2], [5, 3]).get()) != nil)
    #expect(
      Self.error(update, [5, 2], [5, 2])
        == .invalidNumberOfRows(
          section: 1, after: 2, before: 2, inserted: 0, deleted: 0, movedIn: 1, movedOut: 0))
    #expect(
      Self.error(update, [5, 2], [6, 3])
        == .invalidNumberOfRows(
          section: 0, after: 6, before: 5, inserted: 2, deleted: 1, movedIn: 0, movedOut: 1))
  }

  @Test(
    "the section count after is the count before plus inserted sections, minus deleted ones (C-G5)")
  func sectionArithmetic() {
    let update = BatchUpdate(deletedSections: [0], insertedSections: [1, 2])
    #expect((try? Self.plan(update, [1, 2], [2, 0, 0]).get()) != nil)
    #expect(
      Self.error(BatchUpdate(deletedSections: [0], insertedSections: [1]), [1, 2], [2, 0, 0])
        == .invalidNumberOfSections(after: 3, before: 2, inserted: 1, deleted: 1))
  }

  @Test(
    "moves out of a deleted section or into an inserted one are refused with the collection view's words (C-G10)"
  )
  func movesAcrossSectionChanges() {
    let out = Self.error(
      BatchUpdate(deletedSections: [0], movedRows: [.init(from: [0, 0], to: [0, 0])]), [1, 1],
      [2])
    #expect(out == .moveOutOfDeletedSection([0, 0], section: 0))
    #expect(out?.message(in: .collectionView) == "cannot move an item from a deleted section (0)")
    let into = Self.error(
      BatchUpdate(insertedSections: [1], movedRows: [.init(from: [0, 0], to: [1, 0])]), [2],
      [1, 1])
    #expect(into == .moveIntoInsertedSection([0, 0], to: [1, 0], section: 1))
    #expect(
      into?.message(in: .collectionView)
        == "cannot move an item into a newly inserted section (1)")
  }

  @Test(
    "an index path deleted twice is refused under the collection view's rules and collapsed under the table's (C-G11, rule 5.7)"
  )
  func deleteTwice() throws {
    let update = BatchUpdate(deletedRows: [[0, 1], [0, 0], [0, 1]])
    #expect(Self.error(update, [3], [1]) == .deleteTwice([0, 1]))
    // The table collapses the repeat: two items deleted, not three.
    #expect((try? BatchUpdatePlan(update: update, oldCounts: [3], newCounts: [1])) != nil)
    // Listed as integers, as a diff lists them, the repeat is found too.
    var packed = BatchUpdate()
    packed.deleted = ChangedRows(rows: [
      SectionRow(section: 0, row: 2), SectionRow(section: 0, row: 2),
    ])
    #expect(Self.error(packed, [3], [2]) == .deleteTwice([0, 2]))
    // An index path out of range is refused for its range first: it is checked before.
    #expect(
      Self.error(BatchUpdate(deletedRows: [[0, 5], [0, 5]]), [3], [2])
        == .deleteRowOutOfRange(row: 5, section: 0, numberOfRows: 3))
  }

  @Test(
    "an index path inserted twice is tolerated by both rules, collapsed as in the table (C-G11)")
  func insertTwice() {
    let update = BatchUpdate(insertedRows: [[0, 0], [0, 0]])
    #expect((try? Self.plan(update, [1], [2]).get()) != nil)
  }
}
