import Foundation
import TableSourceCore
import Testing

/// The messages of a refused batch update, in a table's and a collection view's words, and the
/// collection view's messages release by release.
@Suite("Batch update messages: a table's words and a collection view's (C-G6–C-G11)")
struct CollectionUpdateMessageTests {
  static let p = IndexPath(row: 3, section: 1)
  static let q = IndexPath(row: 4, section: 2)
  static let r = IndexPath(row: 5, section: 0)

  /// Every reason with the table's message as it was before the collection view's words
  /// existed, and the collection view's message where it differs (C-G6, C-G9, C-G10): `nil` for
  /// the reasons that name no row, whose words are the same.
  static let texts: [(reason: BatchUpdateError, table: String, collection: String?)] = {
    let (p, q, r) = (Self.p, Self.q, Self.r)
    return [
      (
        .invalidIndexPath([7]),
        "Invalid index path for use with UITableView. Index paths passed to table "
          + "view must contain exactly two indices specifying the section and row. "
          + "Index path: {length = 1, path = 7}",
        "Invalid index path for use with UICollectionView. Index paths passed to "
          + "collection view must contain exactly two indices specifying the section "
          + "and item. Index path: {length = 1, path = 7}"
      ),
      (
        .invalidNumberOfRows(
          section: 1, after: 2, before: 3, inserted: 4, deleted: 5, movedIn: 6, movedOut: 7),
        "Invalid update: invalid number of rows in section 1. The number of rows "
          + "contained in an existing section after the update (2) must be equal to "
          + "the number of rows contained in that section before the update (3), plus "
          + "or minus the number of rows inserted or deleted from that section (4 "
          + "inserted, 5 deleted) and plus or minus the number of rows moved into or "
          + "out of that section (6 moved in, 7 moved out).",
        "Invalid update: invalid number of items in section 1.  The number of "
          + "items contained in an existing section after the update (2) must be "
          + "equal to the number of items contained in that section before the update "
          + "(3), plus or minus the number of items inserted or deleted from that "
          + "section (4 inserted, 5 deleted) and plus or minus the number of items "
          + "moved into or out of that section (6 moved in, 7 moved out)."
      ),
      (
        .invalidNumberOfSections(after: 2, before: 3, inserted: 4, deleted: 5),
        "Invalid update: invalid number of sections. The number of sections "
          + "contained in the table view after the update (2) must be equal to the "
          + "number of sections contained in the table view before the update (3), "
          + "plus or minus the number of sections inserted or deleted (4 inserted, 5 "
          + "deleted).",
        "Invalid update: invalid number of sections.  The number of sections "
          + "contained in the collection view after the update (2) must be equal to "
          + "the number of sections contained in the collection view before the "
          + "update (3), plus or minus the number of sections inserted or deleted (4 "
          + "inserted, 5 deleted)."
      ),
      (
        .deleteRowOutOfRange(row: 8, section: 1, numberOfRows: 3),
        "attempt to delete row 8 from section 1 which only contains 3 rows before "
          + "the update",
        "attempt to delete item 8 from section 1 which only contains 3 items "
          + "before the update"
      ),
      (
        .deleteRowSectionOutOfRange(row: 8, section: 4, numberOfSections: 2),
        "attempt to delete row 8 from section 4, but there are only 2 sections "
          + "before the update",
        "attempt to delete item 8 from section 4, but there are only 2 sections "
          + "before the update"
      ),
      (
        .deleteSectionOutOfRange(section: 4, numberOfSections: 2),
        "attempt to delete section 4, but there are only 2 sections before the "
          + "update",
        nil
      ),
      (
        .reloadRowOutOfRange(row: 8, section: 1, numberOfRows: 3),
        "attempt to reload row 8 from section 1 which only contains 3 rows before "
          + "the update",
        "attempt to reload item 8 from section 1 which only contains 3 items "
          + "before the update"
      ),
      (
        .reloadRowSectionOutOfRange(row: 8, section: 4, numberOfSections: 2),
        "attempt to reload row 8 from section 4, but there are only 2 sections "
          + "before the update",
        "attempt to reload item 8 from section 4, but there are only 2 sections "
          + "before the update"
      ),
      (
        .reloadSectionOutOfRange(section: 4, numberOfSections: 2),
        "attempt to reload section 4, but there are only 2 sections before the "
          + "update",
        nil
      ),
      (
        .insertRowOutOfRange(row: 8, section: 1, numberOfRows: 3),
        "attempt to insert row 8 into section 1, but there are only 3 rows in "
          + "section 1 after the update",
        "attempt to insert item 8 into section 1, but there are only 3 items in "
          + "section 1 after the update"
      ),
      (
        .insertRowSectionOutOfRange(row: 8, section: 4, numberOfSections: 2),
        "attempt to insert row 8 into section 4, but there are only 2 sections "
          + "after the update",
        "attempt to insert item 8 into section 4, but there are only 2 sections "
          + "after the update"
      ),
      (
        .insertSectionOutOfRange(section: 4, numberOfSections: 2),
        "attempt to insert section 4 but there are only 2 sections after the "
          + "update",
        nil
      ),
      (
        .moveSourceOutOfRange(p, numberOfRows: 3),
        "attempt to move index path ({length = 2, path = 1 - 3}) that does not "
          + "exist - there are only 3 rows in section 1 before the update",
        "attempt to move index path ({length = 2, path = 1 - 3}) that does not "
          + "exist - there are only 3 items in section 1 before the update"
      ),
      (
        .moveSourceSectionOutOfRange(p, numberOfSections: 1),
        "attempt to move index path ({length = 2, path = 1 - 3}) that does not "
          + "exist - there are only 1 sections before the update",
        nil
      ),
      (
        .moveDestinationOutOfRange(p, to: q, numberOfRows: 3),
        "attempt to move index path ({length = 2, path = 1 - 3}) to index path "
          + "({length = 2, path = 2 - 4}) that does not exist - there are only 3 rows "
          + "in section 2 after the update",
        "attempt to move index path ({length = 2, path = 1 - 3}) to index path "
          + "({length = 2, path = 2 - 4}) that does not exist - there are only 3 "
          + "items in section 2 after the update"
      ),
      (
        .moveDestinationSectionOutOfRange(p, to: q, numberOfSections: 2),
        "attempt to move index path ({length = 2, path = 1 - 3}) to index path "
          + "({length = 2, path = 2 - 4}) that does not exist - there are only 2 "
          + "sections after the update",
        nil
      ),
      (
        .moveSectionOutOfRange(section: 4, numberOfSections: 2),
        "attempt to move section 4, but there are only 2 sections before the "
          + "update",
        nil
      ),
      (
        .moveSectionDestinationOutOfRange(section: 1, to: 4, numberOfSections: 2),
        "attempt to move section 1 to section 4, but there are only 2 sections "
          + "after the update",
        nil
      ),
      (
        .deleteAndReload(p),
        "attempt to delete and reload the same index path ({length = 2, path = 1 "
          + "- 3})",
        nil
      ),
      (
        .deleteAndMove(p),
        "attempt to perform a delete and a move from the same index path ({length "
          + "= 2, path = 1 - 3})",
        nil
      ),
      (
        .insertAndMove(p),
        "attempt to perform an insert and a move to the same index path ({length "
          + "= 2, path = 1 - 3})",
        nil
      ),
      (
        .moveToTwoDestinations(p, q, r),
        "attempt to move row at index path {length = 2, path = 1 - 3} to both "
          + "{length = 2, path = 2 - 4} and {length = 2, path = 0 - 5}",
        "attempt to move item at index path {length = 2, path = 1 - 3} to both "
          + "{length = 2, path = 2 - 4} and {length = 2, path = 0 - 5}"
      ),
      (
        .moveTwoSourcesToOne(p, q, r),
        "attempt to move both row at index path {length = 2, path = 1 - 3} and "
          + "{length = 2, path = 2 - 4} to {length = 2, path = 0 - 5}",
        "attempt to move both item at index path {length = 2, path = 1 - 3} and "
          + "{length = 2, path = 2 - 4} to {length = 2, path = 0 - 5}"
      ),
      (
        .deleteAndReloadSection(2),
        "attempt to delete and reload the same section (2)",
        nil
      ),
      (
        .deleteAndMoveSection(2),
        "attempt to perform a delete and a move from the same section (2)",
        nil
      ),
      (
        .insertAndMoveSection(2),
        "attempt to perform an insert and a move to the same section (2)",
        nil
      ),
      (
        .moveSectionToTwoDestinations(1, 2, 3),
        "attempt to move section 1 to both 2 and 3",
        nil
      ),
      (
        .moveTwoSectionsToOne(1, 2, 3),
        "attempt to move both section 1 and 2 to 3",
        nil
      ),
      (
        .moveOutOfDeletedSection(p, section: 1),
        "attempt to move index path ({length = 2, path = 1 - 3}) out of section "
          + "1, which is deleted or reloaded by the same update",
        "cannot move an item from a deleted section (1)"
      ),
      (
        .moveIntoInsertedSection(p, to: q, section: 2),
        "attempt to move index path ({length = 2, path = 1 - 3}) to index path "
          + "({length = 2, path = 2 - 4}) in section 2, which is inserted by the same "
          + "update",
        "cannot move an item into a newly inserted section (2)"
      ),
    ]
  }()

  /// Every reason with the collection view's message.
  static var collectionTexts: [(BatchUpdateError, String)] {
    texts.map { ($0.reason, $0.collection ?? $0.table) }
  }

  @Test(
    "a table's messages are its own, unchanged: description is message(in: .tableView) (rules 4.5, 5.6, 5.7)"
  )
  func tableWords() {
    for (reason, text, _) in Self.texts {
      #expect(reason.description == text)
      #expect(reason.message(in: .tableView) == text)
    }
  }

  @Test(
    "a collection view's messages say item, items and collection view, with two spaces in the legacy count messages (C-G6, C-G9, C-G10)"
  )
  func collectionWords() {
    for (reason, table, collection) in Self.texts {
      #expect(reason.message(in: .collectionView) == collection ?? table)
    }
  }

  @Test(
    "a collection view's moves out of a deleted or into an inserted section have its own messages, the table's are as before (C-G10)"
  )
  func collectionOnlyConflicts() {
    let out = BatchUpdateError.moveOutOfDeletedSection([0, 1], section: 0)
    let into = BatchUpdateError.moveIntoInsertedSection([0, 1], to: [2, 0], section: 2)
    #expect(out.message(in: .collectionView) == "cannot move an item from a deleted section (0)")
    #expect(
      into.message(in: .collectionView) == "cannot move an item into a newly inserted section (2)")
    #expect(
      out.description
        == "attempt to move index path ({length = 2, path = 0 - 1}) out of section 0, which is "
        + "deleted or reloaded by the same update")
  }

  @Test(
    "an index path deleted twice is told in either view's words, and says that UIKit does not refuse it (C-G11)"
  )
  func deleteTwiceWords() {
    let reason = BatchUpdateError.deleteTwice([0, 2])
    #expect(
      reason.message(in: .collectionView)
        == "attempt to delete the same index path twice ({length = 2, path = 0 - 2}): UIKit does "
        + "not refuse this, but it corrupts the collection view's state")
    #expect(
      reason.description
        == "attempt to delete the same index path twice ({length = 2, path = 0 - 2}): UIKit does "
        + "not refuse this, but it corrupts the table view's state")
  }

  // MARK: - Release by release

  /// Four items, one reloaded, three after: UIKit's own example, from the forum thread of C-G7.
  static func reloadMismatch(_ release: UIKitRelease) -> CollectionBatchUpdateError {
    CollectionBatchUpdateError(
      reason: .invalidNumberOfRows(
        section: 0, after: 3, before: 4, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0),
      release: release, countsBefore: [4], countsAfter: [3],
      update: BatchUpdate(reloadedRows: [[0, 2]]))
  }

  static let legacyItems =
    "Invalid update: invalid number of items in section 0.  The number of items contained in an "
    + "existing section after the update (3) must be equal to the number of items contained in "
    + "that section before the update (4), plus or minus the number of items inserted or deleted "
    + "from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into "
    + "or out of that section (0 moved in, 0 moved out)."

  @Test(
    "up to iOS 16.3 a count mismatch has the legacy message, two spaces after its first sentence (C-G6)"
  )
  func legacyCountMessages() {
    #expect(Self.reloadMismatch(.iOS(16, 3)).description == Self.legacyItems)
    #expect(Self.reloadMismatch(.iOS(15)).description == Self.legacyItems)
    let sections = CollectionBatchUpdateError(
      reason: .invalidNumberOfSections(after: 3, before: 2, inserted: 0, deleted: 0),
      release: .iOS(16, 3), countsBefore: [1, 1], countsAfter: [1, 1, 0], update: BatchUpdate())
    #expect(
      sections.description
        == "Invalid update: invalid number of sections.  The number of sections contained in the "
        + "collection view after the update (3) must be equal to the number of sections "
        + "contained in the collection view before the update (2), plus or minus the number of "
        + "sections inserted or deleted (0 inserted, 0 deleted).")
  }

  @Test(
    "from iOS 16.4 a count mismatch lists the counts before and after and the updates, a reload as a delete and an insert (C-G7, C-G3)"
  )
  func batchUpdatesMessage() {
    let expected = [
      "Invalid batch updates detected: the number of sections and/or items returned by the data "
        + "source before and/or after performing the batch updates are inconsistent with the "
        + "updates.",
      "Data source before updates = { 1 section with item counts: [4] }",
      "Data source after updates = { 1 section with item counts: [3] }",
      "Updates = [", "\tDelete item (0 - 2),", "\tInsert item (0 - 2)", "]",
      "Collection view: <TableSource virtual collection view>",
    ]
    #expect(Self.reloadMismatch(.iOS(16, 4)).description == expected.joined(separator: "\n"))
    #expect(Self.reloadMismatch(.iOS(16, 7)).description == expected.joined(separator: "\n"))
  }

  @Test("from iOS 17 the first sentence says before and after, not before and/or after (C-G7)")
  func wordingFromIOS17() {
    for release in [UIKitRelease.iOS(17), .iOS(18)] {
      let lines = Self.reloadMismatch(release).description.split(separator: "\n")
      #expect(
        lines.first.map(String.init)
          == "Invalid batch updates detected: the number of sections and/or items returned by the "
          + "data source before and after performing the batch updates are inconsistent with the "
          + "updates.")
      #expect(lines.count == 8)
    }
  }

  @Test(
    "from iOS 16.4 the counts say section or sections, and every kind of update is listed, sections first (C-G7)"
  )
  func sectionsAndMovesListed() {
    let error = CollectionBatchUpdateError(
      reason: .invalidNumberOfSections(after: 2, before: 2, inserted: 1, deleted: 0),
      release: .iOS(18), countsBefore: [4, 0], countsAfter: [4, 1],
      update: BatchUpdate(
        deletedSections: [3], insertedSections: [1], movedSections: [.init(from: 0, to: 2)],
        reloadedSections: [4], deletedRows: [[0, 1]], insertedRows: [[1, 0]],
        movedRows: [.init(from: [0, 2], to: [1, 1])], reloadedRows: [[0, 3]],
        reconfiguredRows: [[0, 0]]))
    let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1] == "Data source before updates = { 2 sections with item counts: [4, 0] }")
    #expect(lines[2] == "Data source after updates = { 2 sections with item counts: [4, 1] }")
    #expect(
      Array(lines[3...])
        == [
          "Updates = [", "\tDelete section 3,", "\tInsert section 1,", "\tMove section 0 to 2,",
          "\tDelete section 4,", "\tInsert section 4,", "\tDelete item (0 - 1),",
          "\tInsert item (1 - 0),", "\tMove item (0 - 2) to (1 - 1),", "\tDelete item (0 - 3),",
          "\tInsert item (0 - 3)", "]", "Collection view: <TableSource virtual collection view>",
        ])
    let empty = CollectionBatchUpdateError(
      reason: .invalidNumberOfSections(after: 0, before: 1, inserted: 0, deleted: 0),
      release: .iOS(17), countsBefore: [2], countsAfter: [], update: BatchUpdate())
    #expect(
      empty.description.split(separator: "\n").dropFirst().joined(separator: "\n")
        == "Data source before updates = { 1 section with item counts: [2] }\n"
        + "Data source after updates = { 0 sections with item counts: [] }\nUpdates = [\n]\n"
        + "Collection view: <TableSource virtual collection view>")
  }

  @Test(
    "in every release a reason other than a count mismatch has its message in the collection view's words (C-G9, C-G10)"
  )
  func otherReasonsInEveryRelease() {
    for release in [UIKitRelease.iOS(16, 3), .iOS(16, 4), .iOS(17), .iOS(18)] {
      for (reason, text) in Self.collectionTexts where !reason.isCountMismatch {
        let error = CollectionBatchUpdateError(
          reason: reason, release: release, countsBefore: [3], countsAfter: [3],
          update: BatchUpdate(deletedRows: [[0, 0]]))
        #expect(error.description == text)
      }
    }
  }

  @Test(
    "the lenient fallback up to iOS 16.3 logs the legacy message and that it will reload (C-G8)")
  func reloadDataFallbackLog() {
    for release in [UIKitRelease.iOS(16, 3), .iOS(18)] {
      #expect(
        Self.reloadMismatch(release).reloadDataFallbackLog
          == "[UICollectionView] \(Self.legacyItems) - will perform reloadData. UICollectionView "
          + "instance: <TableSource virtual collection view>; currentUpdate: "
          + "[UICollectionViewUpdate - old:<1 section with item counts: [4]> new:<1 section with "
          + "item counts: [3]> items:<(Delete item (0 - 2), Insert item (0 - 2))>]")
    }
  }
}
