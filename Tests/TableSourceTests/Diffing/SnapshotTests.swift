import Foundation
import TableSource
import Testing

@Suite("Snapshots (§9)")
struct SnapshotTests {
  func makeSnapshot() throws -> Snapshot<String, Int> {
    var snapshot = Snapshot<String, Int>()
    try snapshot.appendSections(["a", "b"])
    try snapshot.appendItems([1, 2, 3], toSection: "a")
    try snapshot.appendItems([4, 5])
    return snapshot
  }

  @Test("appending, inserting and querying sections and items")
  func building() throws {
    var snapshot = try makeSnapshot()
    #expect(snapshot.sectionIdentifiers == ["a", "b"])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5])
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.numberOfItems(inSection: "a") == 3)
    try snapshot.insertItems([10], beforeItem: 2)
    try snapshot.insertItems([11], afterItem: 5)
    try snapshot.insertSections(["z"], beforeSection: "a")
    try snapshot.insertSections(["m"], afterSection: "a")
    #expect(snapshot.sectionIdentifiers == ["z", "a", "m", "b"])
    #expect(snapshot.itemIdentifiers == [1, 10, 2, 3, 4, 5, 11])
    #expect(snapshot.indexOfItem(4) == 4)
    #expect(snapshot.indexPath(ofItem: 11) == IndexPath(row: 2, section: 3))
    #expect(snapshot.sectionIdentifier(containingItem: 10) == "a")
    #expect(snapshot.indexOfSection("m") == 2)
    #expect(snapshot.itemIdentifier(at: IndexPath(row: 1, section: 1)) == 10)
  }

  @Test("moving, deleting and marking items and sections")
  func changing() throws {
    var snapshot = try makeSnapshot()
    try snapshot.moveItem(1, afterItem: 5)
    try snapshot.moveItem(3, beforeItem: 2)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 2])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 1])
    try snapshot.moveSection("b", beforeSection: "a")
    #expect(snapshot.sectionIdentifiers == ["b", "a"])
    try snapshot.reloadItems([2])
    try snapshot.reconfigureItems([4])
    #expect(snapshot.reloadedItemIdentifiers == [2])
    #expect(snapshot.reconfiguredItemIdentifiers == [4])
    try snapshot.deleteItems([2, 5])
    #expect(snapshot.itemIdentifiers == [4, 1, 3])
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    try snapshot.deleteSections(["b"])
    #expect(snapshot.itemIdentifiers == [3])
    #expect(!snapshot.contains(item: 4))
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 1)
  }

  @Test("9.1 duplicate item identifiers in one call throw, listing the duplicates")
  func duplicateItems() throws {
    var snapshot = try makeSnapshot()
    let before = snapshot
    #expect(throws: SnapshotError.duplicateItemIdentifiers(["7", "8"])) {
      try snapshot.appendItems([7, 8, 7, 9, 8, 7])
    }
    #expect(
      SnapshotError.duplicateItemIdentifiers(["7", "8"]).description
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(7, 8)}")
    #expect(snapshot == before)
  }

  @Test("9.1 identifiers already in the snapshot are refused, leaving it as it was")
  func existingIdentifiers() throws {
    var snapshot = try makeSnapshot()
    let before = snapshot
    #expect(throws: SnapshotError.itemIdentifiersAlreadyExist(["2"])) {
      try snapshot.appendItems([9, 2], toSection: "b")
    }
    #expect(throws: SnapshotError.duplicateSectionIdentifiers(["c"])) {
      try snapshot.appendSections(["c", "c"])
    }
    #expect(throws: SnapshotError.sectionIdentifiersAlreadyExist(["a"])) {
      try snapshot.appendSections(["a"])
    }
    #expect(snapshot == before)
  }

  @Test("9.3 naming an identifier that is not in the snapshot throws")
  func missingIdentifiers() throws {
    var snapshot = try makeSnapshot()
    let before = snapshot
    #expect(throws: SnapshotError.itemNotFound("42")) { try snapshot.reloadItems([42]) }
    #expect(throws: SnapshotError.itemNotFound("42")) { try snapshot.reconfigureItems([1, 42]) }
    #expect(throws: SnapshotError.itemNotFound("42")) { try snapshot.deleteItems([1, 42]) }
    #expect(throws: SnapshotError.itemNotFound("42")) { try snapshot.moveItem(42, beforeItem: 1) }
    #expect(throws: SnapshotError.sectionNotFound("q")) {
      try snapshot.appendItems([9], toSection: "q")
    }
    #expect(throws: SnapshotError.sectionNotFound("q")) { try snapshot.deleteSections(["q"]) }
    #expect(snapshot == before)
    var empty = Snapshot<String, Int>()
    #expect(throws: SnapshotError.noSections) { try empty.appendItems([1]) }
  }
}
