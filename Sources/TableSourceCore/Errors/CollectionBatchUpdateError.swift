import Foundation

/// A collection view's batch update refused: why (``reason``), and the words UIKit of a given
/// release uses for it (``description``).
///
/// A collection view checks an update by the table's rules, with one more (C-G11), and refuses it
/// with the table's messages in its own words (C-G9, C-G10, ``BatchUpdateError/message(in:)``).
/// Where counts do not add up, the words depend on the release (C-G6, C-G7):
/// - up to iOS 16.3, `Invalid update: invalid number of items in section %ld.  The number of
///   items …` (two spaces after the first sentence) or its form for sections;
/// - from iOS 16.4, `Invalid batch updates detected: …`, with the item counts per section before
///   and after the update and the list of updates, one a line.
///
/// Up to iOS 16.3 UIKit sometimes only logged such an update and reloaded everything (C-G8):
/// ``reloadDataFallbackLog`` is that line, for a view that simulates the lenient releases.
public struct CollectionBatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong with the update, as the table says it.
  public var reason: BatchUpdateError
  /// The release whose words ``description`` uses.
  public var release: UIKitRelease
  /// The item counts per section before the update: what the collection view had.
  public var countsBefore: [Int]
  /// The item counts per section after the update: what the data source says.
  public var countsAfter: [Int]
  /// The update refused, which the message of iOS 16.4 and later lists.
  public var update: BatchUpdate

  /// What stands for the collection view in the last line of the message of iOS 16.4 and later
  /// and in ``reloadDataFallbackLog``, where UIKit prints the view's class, address, frame and
  /// layers: off-device there is no address, so the line names the simulation, and stays the
  /// same from run to run.
  public static let viewDescription = "<TableSource virtual collection view>"

  /// The error for `reason`, worded as `release` words it, with the counts before and after the
  /// update and the update itself.
  public init(
    reason: BatchUpdateError, release: UIKitRelease, countsBefore: [Int], countsAfter: [Int],
    update: BatchUpdate
  ) {
    self.reason = reason
    self.release = release
    self.countsBefore = countsBefore
    self.countsAfter = countsAfter
    self.update = update
  }

  /// UIKit's message, as ``release`` words it.
  ///
  /// For a count that does not add up (a ``reason`` of `invalidNumberOfRows` or
  /// `invalidNumberOfSections`), from iOS 16.4 (C-G7), five lines, the fourth a list:
  ///
  /// ```
  /// Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after performing the batch updates are inconsistent with the updates.
  /// Data source before updates = { 1 section with item counts: [4] }
  /// Data source after updates = { 1 section with item counts: [1] }
  /// Updates = [
  ///   Delete item (0 - 5),
  ///   Insert item (0 - 5)
  /// ]
  /// Collection view: <TableSource virtual collection view>
  /// ```
  ///
  /// The first sentence says "before and/or after" up to iOS 16 and "before and after" from
  /// iOS 17. Each update of ``updatesList`` is on a line of its own, after a tab. Before
  /// iOS 16.4, and for every other reason, the message is
  /// ``BatchUpdateError/message(in:)`` in the collection view's words.
  public var description: String {
    guard reason.isCountMismatch, release >= .iOS(16, 4) else {
      return reason.message(in: .collectionView)
    }
    let when = release >= .iOS(17) ? "before and after" : "before and/or after"
    return [
      "Invalid batch updates detected: the number of sections and/or items returned by the data "
        + "source \(when) performing the batch updates are inconsistent with the updates.",
      "Data source before updates = { \(Self.counts(countsBefore)) }",
      "Data source after updates = { \(Self.counts(countsAfter)) }",
      "Updates = [" + updatesList.map { "\n\t" + $0 }.joined(separator: ",") + "\n]",
      "Collection view: \(Self.viewDescription)",
    ].joined(separator: "\n")
  }

  /// The line UIKit logged up to iOS 16.3 when it did not raise for an invalid update but
  /// reloaded everything (C-G8): `[UICollectionView] Invalid update: … - will perform
  /// reloadData. UICollectionView instance: <…>; currentUpdate: [UICollectionViewUpdate …]`.
  ///
  /// The message in it is the legacy one (C-G6), whatever ``release`` is. Where UIKit prints
  /// addresses, it has ``viewDescription`` for the view and, for the update, the item counts
  /// before and after and the list of updates: `currentUpdate: [UICollectionViewUpdate -
  /// old:<1 section with item counts: [6]> new:<1 section with item counts: [4]>
  /// items:<(Delete item (0 - 5), Insert item (0 - 5))>]`. Which updates UIKit was lenient
  /// with is the view's to decide: this is only the words.
  public var reloadDataFallbackLog: String {
    "[UICollectionView] \(reason.message(in: .collectionView)) - will perform reloadData. "
      + "UICollectionView instance: \(Self.viewDescription); currentUpdate: "
      + "[UICollectionViewUpdate - old:<\(Self.counts(countsBefore))> "
      + "new:<\(Self.counts(countsAfter))> items:<(\(updatesList.joined(separator: ", ")))>]"
  }

  /// The updates as the message of iOS 16.4 and later lists them (C-G7): sections, then items;
  /// deletes, inserts, moves, then reloads, each reload as a delete and an insert of the same
  /// index path or section (C-G3); `Delete item (0 - 5)`, `Move item (0 - 1) to (0 - 3)`,
  /// `Delete section 1`, `Move section 1 to 2`.
  ///
  /// Public crash reports show deletes and inserts, a reload as a delete and an insert, and the
  /// list's layout, `Updates = [\n\tDelete row (0 - 0),\n\tInsert row (0 - 0)\n]`, quoted with
  /// its escapes from Xcode in a table's report (the forum thread of C-G7 prints it on one line,
  /// its line breaks lost). The forms of moves and of sections, the order of the kinds and the
  /// empty list (`Updates = [\n]`) are this package's, as no report shows them. Reconfigured
  /// items change no count and are not listed.
  public var updatesList: [String] {
    func path(_ path: IndexPath) -> String {
      "(" + path.map(String.init).joined(separator: " - ") + ")"
    }
    var lines: [String] = []
    lines += update.deletedSections.map { "Delete section \($0)" }
    lines += update.insertedSections.map { "Insert section \($0)" }
    lines += update.movedSections.map { "Move section \($0.from) to \($0.to)" }
    lines += update.reloadedSections.flatMap { ["Delete section \($0)", "Insert section \($0)"] }
    lines += update.deletedRows.map { "Delete item \(path($0))" }
    lines += update.insertedRows.map { "Insert item \(path($0))" }
    lines += update.movedRows.map { "Move item \(path($0.from)) to \(path($0.to))" }
    lines += update.reloadedRows.flatMap { ["Delete item \(path($0))", "Insert item \(path($0))"] }
    return lines
  }

  /// `1 section with item counts: [4]`, `2 sections with item counts: [4, 0]`: as UIKit's
  /// `UIDataSourceBatchUpdateDescription` writes them, "sections" for any count but one.
  static func counts(_ counts: [Int]) -> String {
    "\(counts.count) section\(counts.count == 1 ? "" : "s") with item counts: ["
      + counts.map(String.init).joined(separator: ", ") + "]"
  }
}

extension BatchUpdateError {
  /// Whether the reason is a count that does not add up (rule 4.5, C-G5): the reasons whose
  /// words changed in iOS 16.4 (C-G6, C-G7).
  package var isCountMismatch: Bool {
    switch self {
    case .invalidNumberOfRows, .invalidNumberOfSections: true
    default: false
    }
  }
}
