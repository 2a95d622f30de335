public import Foundation

/// Why a batch update was rejected: UIKit's `NSInternalInconsistencyException` reasons for
/// `performBatchUpdates`, `insertRows`, `deleteSections` and the rest (rules 4.4, 4.5, 5.6, 5.7),
/// as values.
///
/// ``description`` is UIKit's message with the real numbers, so a test can match the text of a
/// crash report. A table that throws one of these is exactly as it was before the update: counts,
/// visible cells, reuse queues, selection and content offset.
public enum BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An index path given to the update does not have exactly two indexes, a section and a row.
  ///
  /// UIKit asserts this whenever it reads an index path's `row`: `Invalid index path for use
  /// with UITableView. Index paths passed to table view must contain exactly two indices
  /// specifying the section and row. Please use the category on NSIndexPath in
  /// NSIndexPath+UIKitAdditions.h if possible.` The first two sentences are quoted in public
  /// crash reports, such as genkernel/TreeView issue 4 and a comment in the public project
  /// jbarker-sfdc/TabularData-iOS, from iOS versions that named `UITableView.h` in the last
  /// sentence; the `NSIndexPath+UIKitAdditions.h` ending is observed UIKit behaviour of later
  /// versions. The message here keeps the first two sentences, which are what a test should
  /// match, and names the index path in UIKit's `{length = …, path = …}` form instead of
  /// pointing to a header that Linux does not have.
  case invalidIndexPath(IndexPath)

  /// Rule 4.5: a section's row count after the update does not add up.
  case invalidNumberOfRows(
    section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int,
    movedOut: Int)
  /// Rule 4.5: the section count after the update does not add up.
  case invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int)

  /// Rule 5.6: a deleted row does not exist before the update.
  case deleteRowOutOfRange(row: Int, section: Int, numberOfRows: Int)
  /// Rule 5.6: a deleted row's section does not exist before the update.
  case deleteRowSectionOutOfRange(row: Int, section: Int, numberOfSections: Int)
  /// Rule 5.6: a deleted section does not exist before the update.
  case deleteSectionOutOfRange(section: Int, numberOfSections: Int)
  /// A reloaded or reconfigured row does not exist before the update.
  case reloadRowOutOfRange(row: Int, section: Int, numberOfRows: Int)
  /// A reloaded or reconfigured row's section does not exist before the update.
  case reloadRowSectionOutOfRange(row: Int, section: Int, numberOfSections: Int)
  /// A reloaded section does not exist before the update.
  case reloadSectionOutOfRange(section: Int, numberOfSections: Int)
  /// Rule 5.6: an inserted row is past the end of its section after the update.
  case insertRowOutOfRange(row: Int, section: Int, numberOfRows: Int)
  /// Rule 5.6: an inserted row's section does not exist after the update.
  case insertRowSectionOutOfRange(row: Int, section: Int, numberOfSections: Int)
  /// Rule 5.6: an inserted section is past the end after the update.
  case insertSectionOutOfRange(section: Int, numberOfSections: Int)
  /// Rule 5.6: a moved row does not exist before the update.
  case moveSourceOutOfRange(IndexPath, numberOfRows: Int)
  /// Rule 5.6: a moved row's section does not exist before the update.
  case moveSourceSectionOutOfRange(IndexPath, numberOfSections: Int)
  /// Rule 5.6: a move's destination does not exist after the update.
  case moveDestinationOutOfRange(IndexPath, to: IndexPath, numberOfRows: Int)
  /// Rule 5.6: a move's destination section does not exist after the update.
  case moveDestinationSectionOutOfRange(IndexPath, to: IndexPath, numberOfSections: Int)
  /// A moved section does not exist before the update.
  case moveSectionOutOfRange(section: Int, numberOfSections: Int)
  /// A section's move destination does not exist after the update.
  case moveSectionDestinationOutOfRange(section: Int, to: Int, numberOfSections: Int)

  /// Rule 5.7: the same row deleted and reloaded.
  case deleteAndReload(IndexPath)
  /// Rule 5.7: the same row deleted (or reloaded) and moved.
  case deleteAndMove(IndexPath)
  /// Rule 5.7: a row inserted where another is moved to.
  case insertAndMove(IndexPath)
  /// Rule 5.7: one row moved to two places.
  case moveToTwoDestinations(IndexPath, IndexPath, IndexPath)
  /// Rule 5.7: two rows moved to one place.
  case moveTwoSourcesToOne(IndexPath, IndexPath, IndexPath)
  /// Rule 5.7: the same section deleted and reloaded.
  case deleteAndReloadSection(Int)
  /// Rule 5.7: the same section deleted (or reloaded) and moved.
  case deleteAndMoveSection(Int)
  /// Rule 5.7: a section inserted where another is moved to.
  case insertAndMoveSection(Int)
  /// Rule 5.7: one section moved to two places.
  case moveSectionToTwoDestinations(Int, Int, Int)
  /// Rule 5.7: two sections moved to one place.
  case moveTwoSectionsToOne(Int, Int, Int)
  /// A row moved out of a section that the same update deletes or reloads.
  case moveOutOfDeletedSection(IndexPath, section: Int)
  /// A row moved into a section that the same update inserts.
  case moveIntoInsertedSection(IndexPath, to: IndexPath, section: Int)

  /// C-G11: the same index path deleted twice in one batch update, refused under the
  /// collection view's rules.
  ///
  /// UIKit does not refuse it: it accepts the update and corrupts its own state, which fails
  /// later with an `EXC_BAD_ACCESS` in `UICollectionViewData`. Here the simulation is stricter
  /// than UIKit, so the mistake surfaces where it is made; the message is this package's, not
  /// UIKit's. The table's rules collapse exact duplicates silently, as UIKit does (rule 5.7).
  case deleteTwice(IndexPath)

  /// UIKit's message for a table view, with the real numbers: ``message(in:)`` in the table's
  /// words.
  public var description: String { message(in: .tableView) }

  /// UIKit's message in the words of a table view or a collection view, with the real numbers.
  ///
  /// The collection view's messages are the table's with "item" for "row" and "collection view"
  /// for "table view" (C-G9, C-G10), and with two spaces after the first sentence of the legacy
  /// count messages (C-G6). Two reasons have collection-only messages (C-G10):
  /// ``moveIntoInsertedSection(_:to:section:)`` is `cannot move an item into a newly inserted
  /// section (%ld)` and ``moveOutOfDeletedSection(_:section:)`` is `cannot move an item from a
  /// deleted section (%ld)`, with the section's number. The collection view's
  /// ``invalidIndexPath(_:)`` message is the table's in the collection view's words, which no
  /// public report shows. The count messages here are the ones up to iOS 16.3; from iOS 16.4 a
  /// collection view says more, as ``CollectionBatchUpdateError`` tells.
  ///
  /// - Parameter vocabulary: Whose words: ``BatchUpdateVocabulary/tableView`` gives
  ///   ``description``.
  public func message(in vocabulary: BatchUpdateVocabulary) -> String {
    let (item, items, view) = (vocabulary.element, vocabulary.elements, vocabulary.view)
    switch self {
    case .invalidIndexPath(let path):
      return
        "Invalid index path for use with \(vocabulary.viewClass). Index paths passed to \(view) "
        + "must contain exactly two indices specifying the section and \(item). Index path: "
        + path.tableDescription
    case .invalidNumberOfRows(
      let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
      return
        "Invalid update: invalid number of \(items) in section \(section).\(vocabulary.sentenceGap)"
        + "The number of \(items) contained in an existing section after the update (\(after)) "
        + "must be equal to the number of \(items) contained in that section before the update "
        + "(\(before)), plus or minus the number of \(items) inserted or deleted from that section "
        + "(\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(items) "
        + "moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    case .invalidNumberOfSections(let after, let before, let inserted, let deleted):
      return
        "Invalid update: invalid number of sections.\(vocabulary.sentenceGap)The number of "
        + "sections contained in the \(view) after the update (\(after)) must be equal to the "
        + "number of sections contained in the \(view) before the update (\(before)), plus or "
        + "minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) "
        + "deleted)."
    case .deleteRowOutOfRange(let row, let section, let count):
      return
        "attempt to delete \(item) \(row) from section \(section) which only contains \(count) "
        + "\(items) before the update"
    case .deleteRowSectionOutOfRange(let row, let section, let sections):
      return
        "attempt to delete \(item) \(row) from section \(section), but there are only "
        + "\(sections) sections before the update"
    case .deleteSectionOutOfRange(let section, let sections):
      return
        "attempt to delete section \(section), but there are only \(sections) sections before "
        + "the update"
    case .reloadRowOutOfRange(let row, let section, let count):
      return
        "attempt to reload \(item) \(row) from section \(section) which only contains \(count) "
        + "\(items) before the update"
    case .reloadRowSectionOutOfRange(let row, let section, let sections):
      return
        "attempt to reload \(item) \(row) from section \(section), but there are only "
        + "\(sections) sections before the update"
    case .reloadSectionOutOfRange(let section, let sections):
      return
        "attempt to reload section \(section), but there are only \(sections) sections before "
        + "the update"
    case .insertRowOutOfRange(let row, let section, let count):
      return
        "attempt to insert \(item) \(row) into section \(section), but there are only \(count) "
        + "\(items) in section \(section) after the update"
    case .insertRowSectionOutOfRange(let row, let section, let sections):
      return
        "attempt to insert \(item) \(row) into section \(section), but there are only "
        + "\(sections) sections after the update"
    case .insertSectionOutOfRange(let section, let sections):
      return
        "attempt to insert section \(section) but there are only \(sections) sections after the "
        + "update"
    case .moveSourceOutOfRange(let path, let count):
      return
        "attempt to move index path (\(path.tableDescription)) that does not exist - there are "
        + "only \(count) \(items) in section \(path.section) before the update"
    case .moveSourceSectionOutOfRange(let path, let sections):
      return
        "attempt to move index path (\(path.tableDescription)) that does not exist - there are "
        + "only \(sections) sections before the update"
    case .moveDestinationOutOfRange(let path, let destination, let count):
      return
        "attempt to move index path (\(path.tableDescription)) to index path "
        + "(\(destination.tableDescription)) that does not exist - there are only \(count) "
        + "\(items) in section \(destination.section) after the update"
    case .moveDestinationSectionOutOfRange(let path, let destination, let sections):
      return
        "attempt to move index path (\(path.tableDescription)) to index path "
        + "(\(destination.tableDescription)) that does not exist - there are only \(sections) "
        + "sections after the update"
    case .moveSectionOutOfRange(let section, let sections):
      return
        "attempt to move section \(section), but there are only \(sections) sections before the "
        + "update"
    case .moveSectionDestinationOutOfRange(let section, let destination, let sections):
      return
        "attempt to move section \(section) to section \(destination), but there are only "
        + "\(sections) sections after the update"
    case .deleteAndReload(let path):
      return "attempt to delete and reload the same index path (\(path.tableDescription))"
    case .deleteAndMove(let path):
      return
        "attempt to perform a delete and a move from the same index path "
        + "(\(path.tableDescription))"
    case .insertAndMove(let path):
      return
        "attempt to perform an insert and a move to the same index path "
        + "(\(path.tableDescription))"
    case .moveToTwoDestinations(let source, let first, let second):
      return
        "attempt to move \(item) at index path \(source.tableDescription) to both "
        + "\(first.tableDescription) and \(second.tableDescription)"
    case .moveTwoSourcesToOne(let first, let second, let destination):
      return
        "attempt to move both \(item) at index path \(first.tableDescription) and "
        + "\(second.tableDescription) to \(destination.tableDescription)"
    case .deleteAndReloadSection(let section):
      return "attempt to delete and reload the same section (\(section))"
    case .deleteAndMoveSection(let section):
      return "attempt to perform a delete and a move from the same section (\(section))"
    case .insertAndMoveSection(let section):
      return "attempt to perform an insert and a move to the same section (\(section))"
    case .moveSectionToTwoDestinations(let source, let first, let second):
      return "attempt to move section \(source) to both \(first) and \(second)"
    case .moveTwoSectionsToOne(let first, let second, let destination):
      return "attempt to move both section \(first) and \(second) to \(destination)"
    case .moveOutOfDeletedSection(let path, let section):
      if vocabulary == .collectionView {
        return "cannot move an item from a deleted section (\(section))"
      }
      return
        "attempt to move index path (\(path.tableDescription)) out of section \(section), "
        + "which is deleted or reloaded by the same update"
    case .moveIntoInsertedSection(let path, let destination, let section):
      if vocabulary == .collectionView {
        return "cannot move an item into a newly inserted section (\(section))"
      }
      return
        "attempt to move index path (\(path.tableDescription)) to index path "
        + "(\(destination.tableDescription)) in section \(section), which is inserted by the "
        + "same update"
    case .deleteTwice(let path):
      return
        "attempt to delete the same index path twice (\(path.tableDescription)): UIKit does not "
        + "refuse this, but it corrupts the \(view)'s state"
    }
  }
}

extension BatchUpdateError {
  /// Rule 5.6 for a row that must exist before the update (a delete, a reload, a
  /// reconfiguration), in a table or model with the given sections: throws UIKit's range error.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - numberOfSections: The sections before the update.
  ///   - numberOfRows: The rows of a section that exists, before the update.
  ///   - reload: Whether the error is worded for a reload (reloads and reconfigurations) or a
  ///     delete.
  static func checkRow(
    _ row: SectionRow, numberOfSections: Int, numberOfRows: (Int) -> Int, reload: Bool
  ) throws(BatchUpdateError) {
    guard (0..<numberOfSections).contains(row.section) else {
      throw reload
        ? reloadRowSectionOutOfRange(
          row: row.row, section: row.section, numberOfSections: numberOfSections)
        : deleteRowSectionOutOfRange(
          row: row.row, section: row.section, numberOfSections: numberOfSections)
    }
    let count = numberOfRows(row.section)
    guard (0..<count).contains(row.row) else {
      throw reload
        ? reloadRowOutOfRange(row: row.row, section: row.section, numberOfRows: count)
        : deleteRowOutOfRange(row: row.row, section: row.section, numberOfRows: count)
    }
  }

  /// ``checkRow(_:numberOfSections:numberOfRows:reload:)`` against row counts per section.
  static func checkRow(_ row: SectionRow, existingIn counts: [Int], reload: Bool)
    throws(BatchUpdateError)
  {
    try checkRow(row, numberOfSections: counts.count, numberOfRows: { counts[$0] }, reload: reload)
  }
}
