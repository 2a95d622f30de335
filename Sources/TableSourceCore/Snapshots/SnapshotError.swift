/// Why a ``Snapshot`` refused a change: the reasons `NSDiffableDataSourceSnapshot` raises an
/// exception for (rules 9.1, 9.3), as values. The snapshot is unchanged by a call that throws.
///
/// Identifiers are written with `String(describing:)`, in the order they were supplied.
///
/// ## Where the messages come from
///
/// UIKit raises these as `NSInternalInconsistencyException`s whose reasons Apple does not
/// document. Each case below gives the text it follows and where that text can be read
/// publicly, so that a message found in a crash report can be found here, and so that the
/// wording can be checked again when UIKit changes it. The sources are of two kinds:
///
/// - **Reports**: crash reasons and console output quoted in public GitHub issues, pull
///   requests, release notes, code comments and tests, and in Stack Overflow questions.
/// - **Observed behaviour**: where no public report quotes a text, it is given as UIKit prints
///   it when the call is made, and marked as observed UIKit behaviour.
///
/// UIKit checks in this order, and so does ``Snapshot``: identifiers repeated within the call,
/// then a destination that is among the identifiers inserted or moved, then identifiers that are
/// not in the snapshot, then identifiers that already are.
///
/// ## Where the snapshot is stricter than UIKit
///
/// - Naming an identifier that is not in the snapshot as the destination of an insert or a
///   move, or as the source of a move, fails one of UIKit's internal assertions, whose reason is
///   only the failed condition: `Invalid parameter not satisfying: section != NSNotFound` for an
///   item insert, `insertIndex != NSNotFound` for a section insert, `fromIndex != NSNotFound` /
///   `toIndex != NSNotFound` for an item move and `fromSection != NSNotFound` /
///   `toSection != NSNotFound` for a section move (all six are quoted in code comments of the
///   public project miku1958/ConfigableCollectionView). ``itemNotFound(_:)`` and
///   ``sectionNotFound(_:)`` say instead which identifier is missing.
/// - `deleteItems` and `deleteSections` skip identifiers that are not in the snapshot in UIKit
///   (observed UIKit behaviour); ``Snapshot`` throws ``itemNotFound(_:)`` or
///   ``sectionNotFound(_:)``, because deleting something that is not there is almost always a
///   stale identifier.
/// - Inserting or appending an item identifier that is already in the snapshot: UIKit built
///   with the iOS 15 SDK or later logs an error and moves the existing item into place; earlier
///   SDKs raised (rule 9.1). ``Snapshot`` throws ``itemIdentifiersAlreadyExist(_:)``.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The same item identifier was supplied twice in one call.
  ///
  /// UIKit: `Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(…)}`,
  /// raised when any operation on items is recorded, deletes and reloads included (the crash
  /// reason, `{(` and all, is quoted in mozilla-mobile/firefox-ios issue 23056). UIKit prints
  /// the duplicates as an `NSSet`, in no set order; ``Snapshot`` lists them once each, in the
  /// order they were first repeated.
  case duplicateItemIdentifiers([String])
  /// The same section identifier was supplied twice in one call.
  ///
  /// UIKit: the text of ``duplicateItemIdentifiers(_:)`` with `section` for `item`. A code
  /// comment in miku1958/ConfigableCollectionView quotes the iOS 14 form, which ended at
  /// `not unique.`; the `Duplicate identifiers:` part after it is observed UIKit behaviour.
  case duplicateSectionIdentifiers([String])
  /// Item identifiers supplied to an insert or append are already in the snapshot.
  ///
  /// UIKit built with the iOS 15 SDK or later does not raise for items: it logs `Diffable data
  /// source detected an attempt to insert or append 4 item identifiers that already exist in
  /// the snapshot. The existing item identifiers will be moved into place instead, but this
  /// operation will be more expensive.…` and moves them (the console line is quoted in full in
  /// boostcampwm-2024/iOS04-PhotoGether issue 74). ``Snapshot`` refuses them instead, with the
  /// message UIKit raises for sections (see ``sectionIdentifiersAlreadyExist(_:)``), saying
  /// `item` where that says `section`.
  case itemIdentifiersAlreadyExist([String])
  /// Section identifiers supplied to an insert or append are already in the snapshot.
  ///
  /// UIKit: `Diffable data source detected an attempt to insert or append 1 section identifier
  /// that already exists in the snapshot. Identifiers in a snapshot must be unique. Section
  /// identifier that already exists: <identifier>`; for more than one, `2 section identifiers
  /// that already exist` and `Section identifiers that already exist: (<list>)`. Observed UIKit
  /// behaviour; the text as it appears in crash reports.
  case sectionIdentifiersAlreadyExist([String])
  /// An item identifier named as the destination of an insert, the source or destination of a
  /// move, or an item to delete, is not in the snapshot.
  ///
  /// UIKit has no message of its own for this (see "Where the snapshot is stricter than
  /// UIKit"). The wording follows the reason iOS 13 and 14 gave for a reload of a missing
  /// item, `Invalid item identifier specified for reload`, quoted in an answer to Stack
  /// Overflow question 64081701.
  case itemNotFound(String)
  /// A section identifier named as the destination of an insert or an append, the source or
  /// destination of a move, or a section to delete, is not in the snapshot.
  ///
  /// UIKit has no message of its own for this (see "Where the snapshot is stricter than
  /// UIKit"); the wording is ``itemNotFound(_:)``'s.
  case sectionNotFound(String)
  /// Items were appended to a snapshot that has no section.
  ///
  /// UIKit: `There are currently no sections in the data source. Please add a section first.`
  /// (quoted in code comments of miku1958/ConfigableCollectionView). UIKit checks this before
  /// anything else, even when a section is named.
  case noSections
  /// An item was moved before or after itself.
  ///
  /// UIKit: `Invalid update: destination for item move is the same as the source [%@] for
  /// update: %@.` (the crash is quoted in noppefoxwolf/ColorPicker issue 10). The second `%@`
  /// describes UIKit's private update object (`<_UIDiffableDataSourceUpdate 0x…>`, as crash
  /// reports print it); the message here stops before it.
  case itemMovedRelativeToItself(String)
  /// A section was moved before or after itself.
  ///
  /// UIKit: `Invalid update: destination for section move is the same as the source [%@] for
  /// update: %@.` (observed UIKit behaviour), shortened as ``itemMovedRelativeToItself(_:)``'s.
  case sectionMovedRelativeToItself(String)
  /// Items were inserted before or after one of themselves.
  ///
  /// UIKit: `Invalid update: destination for insertion operation [%@] is in the insertion
  /// identifier list for update: %@.` (observed UIKit behaviour), shortened as
  /// ``itemMovedRelativeToItself(_:)``'s.
  case insertionDestinationIsInserted(String)
  /// Sections were inserted before or after one of themselves.
  ///
  /// UIKit: `Invalid update: destination for section operation [%@] is in the inserted section
  /// list for update: %@` (quoted, update object and all, in a code comment of
  /// miku1958/ConfigableCollectionView), shortened as ``itemMovedRelativeToItself(_:)``'s.
  case sectionInsertionDestinationIsInserted(String)
  /// An item marked for reloading is not in the snapshot.
  ///
  /// UIKit: `Attempted to reload item identifier that does not exist in the snapshot: %@`
  /// (quoted in Stack Overflow question 64081701 and in the 16.5.2 release notes of
  /// intercom/intercom-ios).
  case reloadedItemNotFound(String)
  /// An item marked for reconfiguring is not in the snapshot.
  ///
  /// UIKit: the text of ``reloadedItemNotFound(_:)`` with `reconfigure` for `reload` (observed
  /// UIKit behaviour, iOS 15 and later; the text as it appears in crash reports).
  case reconfiguredItemNotFound(String)
  /// A section marked for reloading is not in the snapshot.
  ///
  /// UIKit: `Attempted to reload section identifier that does not exist in the snapshot: %@`
  /// (quoted in a test of the Rust bindings yury/cidre, in
  /// `cidre/src/ns/diffable_data_src_snapshot.rs`). iOS 14 said `Invalid section identifier for
  /// reload specified: %@` instead (a code comment in miku1958/ConfigableCollectionView).
  case reloadedSectionNotFound(String)

  /// UIKit's message where it has one; see each case for its source.
  public var description: String {
    switch self {
    case .duplicateItemIdentifiers(let ids):
      return
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Self.set(ids))"
    case .duplicateSectionIdentifiers(let ids):
      return
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
        + Self.set(ids)
    case .itemIdentifiersAlreadyExist(let ids):
      return Self.alreadyExist(ids, kind: "item")
    case .sectionIdentifiersAlreadyExist(let ids):
      return Self.alreadyExist(ids, kind: "section")
    case .itemNotFound(let id):
      return "Invalid item identifier specified: \(id) is not in the snapshot"
    case .sectionNotFound(let id):
      return "Invalid section identifier specified: \(id) is not in the snapshot"
    case .noSections:
      return
        "There are currently no sections in the data source. Please add a section first."
    case .itemMovedRelativeToItself(let id):
      return "Invalid update: destination for item move is the same as the source [\(id)]"
    case .sectionMovedRelativeToItself(let id):
      return "Invalid update: destination for section move is the same as the source [\(id)]"
    case .insertionDestinationIsInserted(let id):
      return
        "Invalid update: destination for insertion operation [\(id)] is in the insertion "
        + "identifier list"
    case .sectionInsertionDestinationIsInserted(let id):
      return
        "Invalid update: destination for section operation [\(id)] is in the inserted section "
        + "list"
    case .reloadedItemNotFound(let id):
      return "Attempted to reload item identifier that does not exist in the snapshot: \(id)"
    case .reconfiguredItemNotFound(let id):
      return
        "Attempted to reconfigure item identifier that does not exist in the snapshot: \(id)"
    case .reloadedSectionNotFound(let id):
      return "Attempted to reload section identifier that does not exist in the snapshot: \(id)"
    }
  }

  private static func set(_ ids: [String]) -> String {
    "{(" + ids.joined(separator: ", ") + ")}"
  }

  private static func alreadyExist(_ ids: [String], kind: String) -> String {
    let one = ids.count == 1
    let phrase = one ? "identifier that already exists" : "identifiers that already exist"
    let list = one ? ids[0] : "(" + ids.joined(separator: ", ") + ")"
    return
      "Diffable data source detected an attempt to insert or append \(ids.count) \(kind) "
      + "\(phrase) in the snapshot. Identifiers in a snapshot must be unique. "
      + "\(kind.prefix(1).uppercased() + kind.dropFirst()) \(phrase): \(list)"
  }
}
