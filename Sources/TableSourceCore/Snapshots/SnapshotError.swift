/// Why a ``Snapshot`` refused a change: the reasons `NSDiffableDataSourceSnapshot` raises an
/// exception for (rules 9.1, 9.3), as values. The snapshot is unchanged by a call that throws.
///
/// Identifiers are written with `String(describing:)`, in the order they were supplied.
///
/// ## Where the messages come from
///
/// UIKit raises these as `NSInternalInconsistencyException`s whose reasons are format strings
/// compiled into UIKitCore. Apple does not document them; each case below says which string it
/// follows and where that string can be read publicly, so that a message found in a crash report
/// can be found here, and so that the wording can be checked again when UIKit changes it. The
/// sources are of three kinds:
///
/// - **Listings**: decompiled listings of UIKitCore (iOS 15–17 era) that are public on GitHub,
///   in particular of `_UIDiffableDataSourceUpdate.m` (the checks made when an operation is
///   recorded, and those made when it is applied to the snapshot's state),
///   `__UIDiffableDataSourceSnapshot.m` (the public methods) and
///   `_UIDiffableDataSourceHelpers.m` (the `BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__…`
///   functions). The file and line of each format string are given as those listings show them.
/// - **Reports**: crash reports and console output quoted in public issues, pull requests,
///   release notes and code comments.
/// - **Ports**: an open-source reimplementation of `NSDiffableDataSourceSnapshot` whose
///   documentation tabulates the exception reasons it reproduces, checked against the system's
///   class under Mac Catalyst.
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
///   `toSection != NSNotFound` for a section move (listing of `_UIDiffableDataSourceUpdate.m`,
///   lines 298, 206, 614–615 and 560–561). ``itemNotFound(_:)`` and ``sectionNotFound(_:)`` say
///   instead which identifier is missing.
/// - `deleteItems` and `deleteSections` skip identifiers that are not in the snapshot in UIKit
///   (the listing of `_UIDiffableDataSourceApplyDeleteUpdate` tests each index against
///   `NSNotFound` and goes on); ``Snapshot`` throws ``itemNotFound(_:)`` or
///   ``sectionNotFound(_:)``, because deleting something that is not there is almost always a
///   stale identifier.
/// - Inserting or appending an item identifier that is already in the snapshot: UIKit built
///   with the iOS 15 SDK or later logs an error and moves the existing item into place; earlier
///   SDKs raised (rule 9.1). ``Snapshot`` throws ``itemIdentifiersAlreadyExist(_:)``.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The same item identifier was supplied twice in one call.
  ///
  /// UIKit: `Fatal: supplied %@ identifiers are not unique. Duplicate identifiers: %@`, with
  /// `item`, raised when any operation on items is recorded, deletes and reloads included
  /// (listing of `_UIDiffableDataSourceUpdate.m`, line 81; the crash reason, `{(` and all, is
  /// quoted in many public project notes and code comments). UIKit prints the duplicates as an
  /// `NSSet`, in no set order; ``Snapshot`` lists them once each, in the order they were first
  /// repeated.
  case duplicateItemIdentifiers([String])
  /// The same section identifier was supplied twice in one call.
  ///
  /// UIKit: the format string of ``duplicateItemIdentifiers(_:)`` with `section` (same listing
  /// and line).
  case duplicateSectionIdentifiers([String])
  /// Item identifiers supplied to an insert or append are already in the snapshot.
  ///
  /// UIKit built with the iOS 15 SDK or later does not raise for items: it logs `Diffable data
  /// source detected an attempt to insert or append %ld item %@ in the snapshot. The existing
  /// item %@ will be moved into place instead, but this operation will be more expensive.…`
  /// and moves them (listing of `BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS`
  /// in `_UIDiffableDataSourceHelpers.m`; the log line is quoted in many public project notes).
  /// ``Snapshot`` refuses them instead, with the message UIKit raises for sections (see
  /// ``sectionIdentifiersAlreadyExist(_:)``), saying `item` where that says `section`.
  case itemIdentifiersAlreadyExist([String])
  /// Section identifiers supplied to an insert or append are already in the snapshot.
  ///
  /// UIKit: `Diffable data source detected an attempt to insert or append %ld section %@ in the
  /// snapshot. Identifiers in a snapshot must be unique. Section %@: %@`, where both `%@` are
  /// `identifier that already exists` for one identifier and `identifiers that already exist`
  /// for more, and the last is the identifier or the parenthesized list (listing of
  /// `_UIDiffableDataSourceHelpers.m`, line 99; quoted from the console in public project
  /// notes, and tabulated by the port).
  case sectionIdentifiersAlreadyExist([String])
  /// An item identifier named as the destination of an insert, the source or destination of a
  /// move, or an item to delete, is not in the snapshot.
  ///
  /// UIKit has no message of its own for this (see "Where the snapshot is stricter than
  /// UIKit"). The wording follows the reason iOS 13 and 14 gave for a reload of a missing
  /// item, `Invalid item identifier specified for reload: %@`, quoted in public issue threads
  /// and blog posts of that time.
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
  /// (listing of `__UIDiffableDataSourceSnapshot.m`, line 169). UIKit checks this before
  /// anything else, even when a section is named.
  case noSections
  /// An item was moved before or after itself.
  ///
  /// UIKit: `Invalid update: destination for item move is the same as the source [%@] for
  /// update: %@.` (listing of `_UIDiffableDataSourceUpdate.m`, line 176; the crash is quoted in
  /// noppefoxwolf/ColorPicker issue 10). The second `%@` describes UIKit's private update object
  /// (`<_UIDiffableDataSourceUpdate 0x…>`); the message here stops before it.
  case itemMovedRelativeToItself(String)
  /// A section was moved before or after itself.
  ///
  /// UIKit: `Invalid update: destination for section move is the same as the source [%@] for
  /// update: %@.` (listing of `_UIDiffableDataSourceUpdate.m`, line 174), shortened as
  /// ``itemMovedRelativeToItself(_:)``'s.
  case sectionMovedRelativeToItself(String)
  /// Items were inserted before or after one of themselves.
  ///
  /// UIKit: `Invalid update: destination for insertion operation [%@] is in the insertion
  /// identifier list for update: %@.` (listing of `_UIDiffableDataSourceUpdate.m`, line 169;
  /// tabulated by the port), shortened as ``itemMovedRelativeToItself(_:)``'s.
  case insertionDestinationIsInserted(String)
  /// Sections were inserted before or after one of themselves.
  ///
  /// UIKit: `Invalid update: destination for section operation [%@] is in the inserted section
  /// list for update: %@` (listing of `_UIDiffableDataSourceUpdate.m`, line 165), shortened as
  /// ``itemMovedRelativeToItself(_:)``'s.
  case sectionInsertionDestinationIsInserted(String)
  /// An item marked for reloading is not in the snapshot.
  ///
  /// UIKit: `Attempted to %@ item identifier that does not exist in the snapshot: %@`, with
  /// `reload` (listing of `__UIDiffableDataSourceSnapshot.m`, line 377; the crash is quoted in
  /// Intercom's iOS SDK release notes, 16.5.2, and tabulated by the port).
  case reloadedItemNotFound(String)
  /// An item marked for reconfiguring is not in the snapshot.
  ///
  /// UIKit: the format string of ``reloadedItemNotFound(_:)`` with `reconfigure` (same listing
  /// and line; the crash is quoted in a code comment of a public SwiftUI calendar project).
  case reconfiguredItemNotFound(String)
  /// A section marked for reloading is not in the snapshot.
  ///
  /// UIKit: `Attempted to %@ section identifier that does not exist in the snapshot: %@`, with
  /// `reload` (listing of `__UIDiffableDataSourceSnapshot.m`, line 374).
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
