import Foundation
import TableSource
import TableSourceTestSupport
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

  @Test(
    "a snapshot built in one pass from sections and their items equals one appended step by step, and rejects repeated identifiers as append does"
  )
  func buildingInOnePass() throws {
    let built = try Snapshot<String, Int>(sections: [("a", [1, 2, 3]), ("b", [4, 5]), ("c", [])])
    var appended = try makeSnapshot()
    try appended.appendSections(["c"])
    #expect(built == appended)
    #expect(built.indexPath(ofItem: 5) == IndexPath(row: 1, section: 1))
    #expect(built.sectionIdentifier(containingItem: 2) == "a")
    #expect(built.indexOfSection("c") == 2)
    #expect(try Snapshot<String, Int>(sections: []) == Snapshot())
    #expect(throws: SnapshotError.duplicateSectionIdentifiers(["a"])) {
      try Snapshot<String, Int>(sections: [("a", [1]), ("b", [2]), ("a", [3])])
    }
    #expect(throws: SnapshotError.duplicateItemIdentifiers(["2", "1"])) {
      try Snapshot<String, Int>(sections: [("a", [1, 2, 2]), ("b", [1])])
    }
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

  @Test("9.1 a refused append or insert takes back the items it indexed before the one refused")
  func refusedAppendLeavesTheIndex() throws {
    var snapshot = try makeSnapshot()
    let before = snapshot
    // Refused late in the batch: after 10, 11 and 12 went into the index.
    #expect(throws: SnapshotError.duplicateItemIdentifiers(["11"])) {
      try snapshot.appendItems([10, 11, 12, 11], toSection: "a")
    }
    #expect(throws: SnapshotError.itemIdentifiersAlreadyExist(["5"])) {
      try snapshot.appendItems([10, 11, 12, 5])
    }
    #expect(throws: SnapshotError.itemIdentifiersAlreadyExist(["3", "5"])) {
      try snapshot.insertItems([10, 3, 11, 5], afterItem: 1)
    }
    #expect(throws: SnapshotError.duplicateItemIdentifiers(["10"])) {
      try snapshot.appendItems([10, 10], toSection: "z")
    }
    #expect(throws: SnapshotError.sectionNotFound("z")) {
      try snapshot.appendItems([10, 11], toSection: "z")
    }
    #expect(snapshot == before)
    for item in [10, 11, 12] { #expect(!snapshot.contains(item: item)) }
    #expect(snapshot.indexPath(ofItem: 5) == IndexPath(row: 1, section: 1))
    try snapshot.appendItems([10, 11, 12], toSection: "a")
    try snapshot.insertItems([13], beforeItem: 4)
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 10, 11, 12, 13, 4, 5])
    #expect(snapshot.indexPath(ofItem: 12) == IndexPath(row: 5, section: 0))
    #expect(snapshot.indexPath(ofItem: 5) == IndexPath(row: 2, section: 1))
  }

  @Test("9.3 naming an identifier that is not in the snapshot throws, leaving it as it was")
  func missingIdentifiers() throws {
    var snapshot = try makeSnapshot()
    let before = snapshot
    #expect(throws: SnapshotError.itemNotFound("42")) { try snapshot.deleteItems([1, 42]) }
    #expect(throws: SnapshotError.itemNotFound("42")) { try snapshot.moveItem(42, beforeItem: 1) }
    #expect(throws: SnapshotError.itemNotFound("42")) { try snapshot.moveItem(1, afterItem: 42) }
    #expect(throws: SnapshotError.itemNotFound("42")) {
      try snapshot.insertItems([9], afterItem: 42)
    }
    #expect(throws: SnapshotError.sectionNotFound("q")) {
      try snapshot.appendItems([9], toSection: "q")
    }
    #expect(throws: SnapshotError.sectionNotFound("q")) { try snapshot.deleteSections(["q"]) }
    #expect(throws: SnapshotError.sectionNotFound("q")) {
      try snapshot.moveSection("a", beforeSection: "q")
    }
    #expect(throws: SnapshotError.sectionNotFound("q")) {
      try snapshot.insertSections(["c"], beforeSection: "q")
    }
    #expect(snapshot == before)
    #expect(
      SnapshotError.itemNotFound("42").description
        == "Invalid item identifier specified: 42 is not in the snapshot")
    #expect(
      SnapshotError.sectionNotFound("q").description
        == "Invalid section identifier specified: q is not in the snapshot")
  }

  @Test("9.1 appending items to a snapshot without sections throws UIKit's message")
  func noSections() throws {
    var empty = Snapshot<String, Int>()
    #expect(throws: SnapshotError.noSections) { try empty.appendItems([1]) }
    // UIKit checks for sections before looking up the one named.
    #expect(throws: SnapshotError.noSections) { try empty.appendItems([1], toSection: "a") }
    #expect(empty == Snapshot<String, Int>())
    #expect(
      SnapshotError.noSections.description
        == "There are currently no sections in the data source. Please add a section first.")
  }

  @Test("9.1 repeated section identifiers in one call throw UIKit's message")
  func duplicateSections() throws {
    var snapshot = try makeSnapshot()
    let before = snapshot
    #expect(throws: SnapshotError.duplicateSectionIdentifiers(["c"])) {
      try snapshot.appendSections(["c", "c"])
    }
    #expect(throws: SnapshotError.duplicateSectionIdentifiers(["a"])) {
      try snapshot.deleteSections(["a", "a"])
    }
    #expect(throws: SnapshotError.duplicateSectionIdentifiers(["a"])) {
      try snapshot.reloadSections(["a", "a"])
    }
    #expect(snapshot == before)
    #expect(
      SnapshotError.duplicateSectionIdentifiers(["c"]).description
        == "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(c)}")
  }

  @Test("9.1 UIKit checks every item operation for repeats, deletes and reloads included")
  func duplicatesInEveryOperation() throws {
    var snapshot = try makeSnapshot()
    let before = snapshot
    #expect(throws: SnapshotError.duplicateItemIdentifiers(["1"])) {
      try snapshot.deleteItems([1, 1])
    }
    #expect(throws: SnapshotError.duplicateItemIdentifiers(["2"])) {
      try snapshot.reloadItems([2, 2])
    }
    #expect(throws: SnapshotError.duplicateItemIdentifiers(["2"])) {
      try snapshot.reconfigureItems([2, 2])
    }
    // Repeats are found before the destination is looked up.
    #expect(throws: SnapshotError.duplicateItemIdentifiers(["9"])) {
      try snapshot.insertItems([9, 9], beforeItem: 42)
    }
    #expect(snapshot == before)
  }

  @Test("9.1 section identifiers already in the snapshot throw UIKit's message, singular or plural")
  func existingSectionsMessage() throws {
    var snapshot = try makeSnapshot()
    try snapshot.appendSections(["c"])
    let before = snapshot
    #expect(throws: SnapshotError.sectionIdentifiersAlreadyExist(["a", "b"])) {
      try snapshot.insertSections(["a", "d", "b"], afterSection: "c")
    }
    #expect(snapshot == before)
    #expect(
      SnapshotError.sectionIdentifiersAlreadyExist(["a"]).description
        == "Diffable data source detected an attempt to insert or append 1 section identifier "
        + "that already exists in the snapshot. Identifiers in a snapshot must be unique. "
        + "Section identifier that already exists: a")
    #expect(
      SnapshotError.sectionIdentifiersAlreadyExist(["a", "b"]).description
        == "Diffable data source detected an attempt to insert or append 2 section identifiers "
        + "that already exist in the snapshot. Identifiers in a snapshot must be unique. "
        + "Section identifiers that already exist: (a, b)")
  }

  @Test("9.1 item identifiers already in the snapshot are refused in UIKit's words for sections")
  func existingItemsMessage() throws {
    var snapshot = try makeSnapshot()
    let before = snapshot
    #expect(throws: SnapshotError.itemIdentifiersAlreadyExist(["1", "4"])) {
      try snapshot.insertItems([1, 9, 4], beforeItem: 5)
    }
    #expect(snapshot == before)
    #expect(
      SnapshotError.itemIdentifiersAlreadyExist(["2"]).description
        == "Diffable data source detected an attempt to insert or append 1 item identifier "
        + "that already exists in the snapshot. Identifiers in a snapshot must be unique. "
        + "Item identifier that already exists: 2")
    #expect(
      SnapshotError.itemIdentifiersAlreadyExist(["1", "4"]).description
        == "Diffable data source detected an attempt to insert or append 2 item identifiers "
        + "that already exist in the snapshot. Identifiers in a snapshot must be unique. "
        + "Item identifiers that already exist: (1, 4)")
  }

  @Test("moving an item before or after itself throws UIKit's message instead of doing nothing")
  func itemMovedRelativeToItself() throws {
    var snapshot = try makeSnapshot()
    let before = snapshot
    #expect(throws: SnapshotError.itemMovedRelativeToItself("2")) {
      try snapshot.moveItem(2, beforeItem: 2)
    }
    #expect(throws: SnapshotError.itemMovedRelativeToItself("2")) {
      try snapshot.moveItem(2, afterItem: 2)
    }
    // UIKit checks this when the move is recorded, before looking the item up.
    #expect(throws: SnapshotError.itemMovedRelativeToItself("42")) {
      try snapshot.moveItem(42, afterItem: 42)
    }
    #expect(snapshot == before)
    #expect(
      SnapshotError.itemMovedRelativeToItself("2").description
        == "Invalid update: destination for item move is the same as the source [2]")
  }

  @Test("moving a section before or after itself throws UIKit's message instead of doing nothing")
  func sectionMovedRelativeToItself() throws {
    var snapshot = try makeSnapshot()
    let before = snapshot
    #expect(throws: SnapshotError.sectionMovedRelativeToItself("a")) {
      try snapshot.moveSection("a", beforeSection: "a")
    }
    #expect(throws: SnapshotError.sectionMovedRelativeToItself("b")) {
      try snapshot.moveSection("b", afterSection: "b")
    }
    #expect(snapshot == before)
    #expect(
      SnapshotError.sectionMovedRelativeToItself("a").description
        == "Invalid update: destination for section move is the same as the source [a]")
  }

  @Test("inserting items next to one of themselves throws UIKit's message")
  func insertionDestinationIsInserted() throws {
    var snapshot = try makeSnapshot()
    let before = snapshot
    #expect(throws: SnapshotError.insertionDestinationIsInserted("9")) {
      try snapshot.insertItems([8, 9], beforeItem: 9)
    }
    #expect(throws: SnapshotError.insertionDestinationIsInserted("1")) {
      try snapshot.insertItems([1], afterItem: 1)
    }
    #expect(snapshot == before)
    #expect(
      SnapshotError.insertionDestinationIsInserted("9").description
        == "Invalid update: destination for insertion operation [9] is in the insertion "
        + "identifier list")
  }

  @Test("inserting sections next to one of themselves throws UIKit's message")
  func sectionInsertionDestinationIsInserted() throws {
    var snapshot = try makeSnapshot()
    let before = snapshot
    #expect(throws: SnapshotError.sectionInsertionDestinationIsInserted("c")) {
      try snapshot.insertSections(["c"], beforeSection: "c")
    }
    #expect(throws: SnapshotError.sectionInsertionDestinationIsInserted("a")) {
      try snapshot.insertSections(["z", "a"], afterSection: "a")
    }
    #expect(snapshot == before)
    #expect(
      SnapshotError.sectionInsertionDestinationIsInserted("c").description
        == "Invalid update: destination for section operation [c] is in the inserted section list")
  }

  @Test("9.3 reloading an item that is not in the snapshot throws UIKit's message")
  func reloadedItemNotFound() throws {
    var snapshot = try makeSnapshot()
    let before = snapshot
    #expect(throws: SnapshotError.reloadedItemNotFound("42")) { try snapshot.reloadItems([1, 42]) }
    #expect(snapshot == before, "no mark is left behind")
    #expect(
      SnapshotError.reloadedItemNotFound("42").description
        == "Attempted to reload item identifier that does not exist in the snapshot: 42")
  }

  @Test("9.3 reconfiguring an item that is not in the snapshot throws UIKit's message")
  func reconfiguredItemNotFound() throws {
    var snapshot = try makeSnapshot()
    let before = snapshot
    #expect(throws: SnapshotError.reconfiguredItemNotFound("42")) {
      try snapshot.reconfigureItems([1, 42])
    }
    #expect(snapshot == before, "no mark is left behind")
    #expect(
      SnapshotError.reconfiguredItemNotFound("42").description
        == "Attempted to reconfigure item identifier that does not exist in the snapshot: 42")
  }

  @Test("reloading a section that is not in the snapshot throws UIKit's message")
  func reloadedSectionNotFound() throws {
    var snapshot = try makeSnapshot()
    let before = snapshot
    #expect(throws: SnapshotError.reloadedSectionNotFound("q")) {
      try snapshot.reloadSections(["a", "q"])
    }
    #expect(snapshot == before, "no mark is left behind")
    #expect(
      SnapshotError.reloadedSectionNotFound("q").description
        == "Attempted to reload section identifier that does not exist in the snapshot: q")
  }

  @Test("moves next to a neighbour land where asked, in the same section and across sections")
  func moveDestinations() throws {
    var snapshot = try makeSnapshot()
    try snapshot.moveItem(1, afterItem: 2)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [2, 1, 3])
    try snapshot.moveItem(3, beforeItem: 2)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 2, 1])
    try snapshot.moveItem(3, afterItem: 1)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [2, 1, 3])
    try snapshot.moveItem(4, beforeItem: 2)
    #expect(snapshot.itemIdentifiers == [4, 2, 1, 3, 5])
    try snapshot.appendSections(["c"])
    try snapshot.moveSection("a", afterSection: "b")
    #expect(snapshot.sectionIdentifiers == ["b", "a", "c"])
    try snapshot.moveSection("c", beforeSection: "b")
    #expect(snapshot.sectionIdentifiers == ["c", "b", "a"])
    try snapshot.moveSection("c", afterSection: "a")
    #expect(snapshot.sectionIdentifiers == ["b", "a", "c"])
    #expect(snapshot.indexOfSection("c") == 2)
  }
}
