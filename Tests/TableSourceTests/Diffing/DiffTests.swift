import Foundation
import TableSource
import TableSourceTestSupport
import Testing

/// The diff's exact output for small cases; each changeset is also applied to a table showing the
/// old snapshot, which must then show the new one.
@MainActor
@Suite("The staged diff: exact output")
struct DiffTests {
  @Test("no change is an empty changeset")
  func noChange() throws {
    let old = try makeSnapshot([("a", [1, 2, 3])])
    #expect(StagedChangeset(from: old, to: old).isEmpty)
    #expect(StagedChangeset(from: old, to: old).description == "no changes")
  }

  @Test("moving the first item to the end is one move")
  func firstToEnd() throws {
    let old = try makeSnapshot([("a", Array(0..<10_000))])
    let new = try makeSnapshot([("a", Array(1..<10_000) + [0])])
    let changes = StagedChangeset(from: old, to: new)
    #expect(
      changes.stages == [BatchUpdate(movedRows: [.init(from: path(0, 0), to: path(0, 9_999))])])
    expectReproducible(from: old, to: new, changeset: changes)
  }

  @Test("a swap is one move")
  func swap() throws {
    let old = try makeSnapshot([("a", [1, 2, 3, 4])])
    let new = try makeSnapshot([("a", [1, 3, 2, 4])])
    let changes = StagedChangeset(from: old, to: new)
    #expect(changes.movedRowCount == 1)
    #expect(changes.deletedRowCount == 0 && changes.insertedRowCount == 0)
    expectReproducible(from: old, to: new, changeset: changes)
  }

  @Test("deletes use old index paths and inserts new ones")
  func deleteAndInsert() throws {
    let old = try makeSnapshot([("a", [1, 2, 3, 4])])
    let new = try makeSnapshot([("a", [1, 5, 3, 4, 6])])
    let changes = StagedChangeset(from: old, to: new)
    #expect(
      changes.stages == [
        BatchUpdate(deletedRows: [path(0, 1)], insertedRows: [path(0, 1), path(0, 4)])
      ])
    #expect(changes.description == "stage 1: delete rows [0.1]; insert rows [0.1, 0.4]")
    expectReproducible(from: old, to: new, changeset: changes)
  }

  @Test("an item moving to another section is a move across sections")
  func crossSection() throws {
    let old = try makeSnapshot([("a", [1, 2]), ("b", [3])])
    let new = try makeSnapshot([("a", [1]), ("b", [2, 3])])
    let changes = StagedChangeset(from: old, to: new)
    #expect(changes.stages == [BatchUpdate(movedRows: [.init(from: path(0, 1), to: path(1, 0))])])
    expectReproducible(from: old, to: new, changeset: changes)
  }

  @Test("sections are deleted, inserted and moved, with minimal section moves")
  func sections() throws {
    let old = try makeSnapshot([("a", [1]), ("b", [2]), ("c", [3])])
    let new = try makeSnapshot([("c", [3]), ("a", [1]), ("d", [4])])
    let changes = StagedChangeset(from: old, to: new)
    #expect(
      changes.stages == [
        BatchUpdate(
          deletedSections: [1], insertedSections: [2],
          movedSections: [.init(from: 2, to: 0)])
      ])
    expectReproducible(from: old, to: new, changeset: changes)
  }

  @Test("an item leaving a deleted section is an insert; one entering an inserted section a delete")
  func movesAcrossInsertedAndDeletedSections() throws {
    let old = try makeSnapshot([("a", [1, 2]), ("gone", [3])])
    let new = try makeSnapshot([("a", [3, 1]), ("new", [2])])
    let changes = StagedChangeset(from: old, to: new)
    #expect(
      changes.stages == [
        BatchUpdate(
          deletedSections: [1], insertedSections: [1], deletedRows: [path(0, 1)],
          insertedRows: [path(0, 0)])
      ])
    expectReproducible(from: old, to: new, changeset: changes)
  }

  @Test("a changed item that also moved is refreshed at its new place, in a second stage")
  func changedAndMoved() throws {
    let old = try makeSnapshot([("a", [1, 2, 3])])
    let new = try makeSnapshot([("a", [3, 1, 2])])
    let changes = StagedChangeset(from: old, to: new, contentChanged: { $0 == 3 })
    #expect(
      changes.stages == [
        BatchUpdate(movedRows: [.init(from: path(0, 2), to: path(0, 0))]),
        BatchUpdate(reconfiguredRows: [path(0, 0)]),
      ])
    let reloading = StagedChangeset(
      from: old, to: new, contentChanged: { $0 == 3 }, updateStyle: .reload)
    #expect(reloading.stages.last == BatchUpdate(reloadedRows: [path(0, 0)]))
    expectReproducible(from: old, to: new, changeset: changes)
    expectReproducible(from: old, to: new, changeset: reloading)
  }

  @Test("items marked in the snapshot keep the kind they were marked with")
  func marks() throws {
    let old = try makeSnapshot([("a", [1, 2, 3])])
    var new = old
    try new.reloadItems([1])
    try new.reconfigureItems([3])
    try new.reloadSections(["a"])
    #expect(StagedChangeset(from: old, to: new).stages == [BatchUpdate(reloadedSections: [0])])
    expectReproducible(from: old, to: new)
    new.clearMarks()
    try new.reloadItems([1])
    try new.reconfigureItems([3])
    #expect(
      StagedChangeset(from: old, to: new).stages == [
        BatchUpdate(reloadedRows: [path(0, 0)], reconfiguredRows: [path(0, 2)])
      ])
    expectReproducible(from: old, to: new)
  }

  @Test("moves are minimal: only items outside a longest increasing run move")
  func minimalMoves() throws {
    let old = try makeSnapshot([("a", [1, 2, 3, 4, 5, 6])])
    let new = try makeSnapshot([("a", [4, 1, 2, 6, 3, 5])])
    let changes = StagedChangeset(from: old, to: new)
    // The longest run kept in order is 1 2 3 5 (or 1 2 3 5 of length 4): two items move.
    #expect(changes.movedRowCount == 2)
    expectReproducible(from: old, to: new, changeset: changes)
  }
}
