import Foundation
import Testing

@testable import TableSourceCore

/// A plan checks a dense update for conflicts by marking rows (``RowMarks``) and a sparse one by
/// sorting them: the same update must be refused with the same error either way.
@Suite("Row conflicts of a batch update, found by marking or by sorting rows (rule 5.7)")
struct PlanConflictTests {
  /// The same rows, in section 1 after a short section 0 (a table the plan marks) and after a
  /// long one (a table whose rows the plan sorts).
  static let short = [3, 8]
  static let long = [100_000, 8]

  static func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 1) }

  static func move(_ from: Int, _ to: Int) -> BatchUpdate.RowMove {
    .init(from: path(from), to: path(to))
  }

  static func error(_ update: BatchUpdate, counts: [Int]) -> BatchUpdateError? {
    do {
      _ = try BatchUpdatePlan(update: update, oldCounts: counts, newCounts: counts)
      return nil
    } catch {
      return error
    }
  }

  /// Updates with more than one conflict, and the one UIKit reports: a delete and reload first,
  /// then the moves in the order given, each checked for a removed source, an inserted
  /// destination, a second destination, a second source.
  static let cases: [(update: BatchUpdate, error: BatchUpdateError)] = [
    (
      BatchUpdate(
        deletedRows: [path(2)], movedRows: [move(0, 3), move(0, 4)], reloadedRows: [path(2)]),
      .deleteAndReload(path(2))
    ),
    (
      BatchUpdate(
        deletedRows: [path(1)], insertedRows: [path(5)],
        movedRows: [move(1, 5), move(0, 3)]),
      .deleteAndMove(path(1))
    ),
    (
      BatchUpdate(insertedRows: [path(5)], movedRows: [move(2, 5), move(0, 3), move(0, 4)]),
      .insertAndMove(path(5))
    ),
    (
      BatchUpdate(movedRows: [move(0, 3), move(2, 4), move(0, 5), move(1, 4)]),
      .moveToTwoDestinations(path(0), path(3), path(5))
    ),
    (
      BatchUpdate(movedRows: [move(6, 1), move(2, 4), move(1, 4), move(6, 2)]),
      .moveTwoSourcesToOne(path(2), path(1), path(4))
    ),
    (
      BatchUpdate(movedRows: [move(3, 0)], reloadedRows: [path(3)]),
      .deleteAndMove(path(3))
    ),
  ]

  @Test(
    "a conflict is refused with UIKit's error, the first in UIKit's order, whether the plan marks or sorts the rows (rule 5.7)",
    arguments: cases.indices)
  func sameError(index: Int) {
    let (update, expected) = Self.cases[index]
    let changes = 10
    #expect(RowMarks.pays(rows: Self.short.reduce(0, +), changes: changes))
    #expect(!RowMarks.pays(rows: Self.long.reduce(0, +), changes: changes))
    #expect(Self.error(update, counts: Self.short) == expected)
    #expect(Self.error(update, counts: Self.long) == expected)
  }

  @Test(
    "an update without conflict leaves the same rows whether the plan marks or sorts them (rule 5.7)"
  )
  func sameRows() throws {
    // Moves listed by destination, as a diff lists them: their sources are not in order.
    let update = BatchUpdate(
      deletedRows: [Self.path(1), Self.path(6)], insertedRows: [Self.path(2)],
      movedRows: [Self.move(7, 0), Self.move(0, 4), Self.move(4, 6)], reloadedRows: [Self.path(3)])
    for counts in [Self.short, Self.long] {
      let before = counts
      let after = [counts[0], counts[1] - 1]
      let plan = try BatchUpdatePlan(update: update, oldCounts: before, newCounts: after)
      let start = counts[0]
      #expect(plan.removedOld == [0, 1, 4, 6, 7].map { start + $0 })
      #expect(plan.addedNew.map { $0.new } == [0, 2, 4, 6].map { start + $0 })
      #expect(plan.survivingRow(start + 7) == start + 0)
      #expect(plan.survivingRow(start + 2) == start + 1)
      #expect(plan.survivingRow(start + 3) == nil)
      #expect(plan.newToOld[start + 3] == start + 3)
      // Moved rows both ways, and rows that go nowhere or come from nowhere.
      #expect(plan.oldToNew[start + 4] == start + 6)
      #expect(plan.oldToNew[start + 6] == nil)
      #expect(plan.newToOld[start + 4] == start + 0)
      #expect(plan.newToOld[start + 2] == nil)
      #expect(plan.newToOld[start + 5] == start + 5)
    }
  }
}
