/// Why a ``Snapshot`` refused a change: the reasons `NSDiffableDataSourceSnapshot` raises an
/// exception for (rule 9.1, 9.3), as values. The snapshot is unchanged by a call that throws.
///
/// Identifiers are written with `String(describing:)`, in the order they were supplied.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The same item identifier was supplied twice in one call.
  case duplicateItemIdentifiers([String])
  /// The same section identifier was supplied twice in one call.
  case duplicateSectionIdentifiers([String])
  /// Item identifiers supplied to an insert or append are already in the snapshot.
  case itemIdentifiersAlreadyExist([String])
  /// Section identifiers supplied to an insert or append are already in the snapshot.
  case sectionIdentifiersAlreadyExist([String])
  /// An item identifier named by the call is not in the snapshot.
  case itemNotFound(String)
  /// A section identifier named by the call is not in the snapshot.
  case sectionNotFound(String)
  /// Items were appended to a snapshot that has no section.
  case noSections

  /// UIKit's message where it has one.
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
      return
        "Fatal: supplied item identifiers already exist in the snapshot. Existing identifiers: "
        + Self.set(ids)
    case .sectionIdentifiersAlreadyExist(let ids):
      return
        "Fatal: supplied section identifiers already exist in the snapshot. Existing identifiers: "
        + Self.set(ids)
    case .itemNotFound(let id):
      return "Invalid item identifier specified: \(id) is not in the snapshot"
    case .sectionNotFound(let id):
      return "Invalid section identifier specified: \(id) is not in the snapshot"
    case .noSections:
      return
        "There are currently no sections in the data source. Please add a section first."
    }
  }

  private static func set(_ ids: [String]) -> String {
    "{(" + ids.joined(separator: ", ") + ")}"
  }
}
