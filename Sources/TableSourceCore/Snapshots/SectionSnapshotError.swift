/// Why a ``SectionSnapshot`` refused a change or a question: the reasons
/// `NSDiffableDataSourceSectionSnapshot` raises an exception for (C-K5–C-K7), as values. The
/// section snapshot is unchanged by a call that throws.
///
/// Identifiers are written with `String(describing:)`, in the order they were supplied. The
/// texts are UIKit's as observed (see <doc:SectionSnapshotRules>); Apple documents none of them.
///
/// A section snapshot checks the place first (the parent of an append, the destination of an
/// insert), then the identifiers added.
public enum SectionSnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Identifiers added are already in the tree, or appear twice in the argument (C-K6).
  ///
  /// UIKit: `NSInternalInconsistencyException`, `Identifiers in a section snapshot must be
  /// unique. Duplicate item identifiers: {(…)}`. UIKit prints the duplicates as an `NSSet`;
  /// here they are listed once each, in the order they were supplied.
  case duplicateItemIdentifiers([String])
  /// An item asked about, or named as the destination of an insert or the parent of a
  /// sub-snapshot, is not in the section snapshot (C-K7).
  ///
  /// UIKit: `Item identifier does not exist in section snapshot: <id>`.
  case itemNotFound(String)
  /// The parent given to an append or to ``SectionSnapshot/replace(childrenOf:using:)`` is not
  /// in the section snapshot (C-K7).
  ///
  /// UIKit: `Parent item identifier does not exist in section snapshot`, without the
  /// identifier, which the case keeps for the app's own reports.
  case parentNotFound(String)
  /// An item to delete is not in the section snapshot (C-K5); nothing was deleted.
  ///
  /// UIKit: `Failed to find index of item <id>`.
  case deletedItemNotFound(String)

  /// UIKit's message.
  public var description: String {
    switch self {
    case .duplicateItemIdentifiers(let ids):
      return
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {("
        + ids.joined(separator: ", ") + ")}"
    case .itemNotFound(let id):
      return "Item identifier does not exist in section snapshot: \(id)"
    case .parentNotFound:
      return "Parent item identifier does not exist in section snapshot"
    case .deletedItemNotFound(let id):
      return "Failed to find index of item \(id)"
    }
  }
}
