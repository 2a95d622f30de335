package import Foundation

/// A table or collection view of a UI framework, seen through the calls TableSource makes on it
/// to register and dequeue cells and to update it: the shape of `UITableView`'s and
/// `UICollectionView`'s methods, minus everything a platform call cannot promise (throwing,
/// registration queries, validation).
///
/// ``PlatformBridge`` adds those on top and is the ``RowsViewInterface`` the data sources see:
/// a ``TableViewInterface`` on a ``PlatformTable``, a ``CollectionViewInterface`` on a
/// ``PlatformCollectionView``. The UIKit bridge conforms `UITableView` and `UICollectionView`
/// with one UIKit call per requirement, so all the logic — what to check, which calls to make in
/// which order — is here, in portable code that the Linux tests drive through recording views.
@MainActor
package protocol PlatformRowsView: AnyObject {
  /// The platform's cell class (`UITableViewCell`, `UICollectionViewCell`).
  associatedtype Cell: AnyObject

  /// Whose rules the platform checks batch updates by: it raises on any the plan refuses.
  static var updateRules: BatchUpdatePlan.Rules { get }
  /// `register(_:forCellReuseIdentifier:)`, `register(_:forCellWithReuseIdentifier:)`.
  func registerCell(_ cellClass: AnyClass?, identifier: String)
  /// `dequeueReusableCell(withIdentifier:for:)`, `dequeueReusableCell(withReuseIdentifier:for:)`,
  /// called only for registered identifiers.
  func dequeueCell(identifier: String, for indexPath: IndexPath) -> Cell
  /// `performBatchUpdates(_:completion:)` making `calls`, in order, inside its updates closure;
  /// a collection view does not animate by kind, and ignores `animation`.
  func performBatch(
    _ calls: [PlatformTableCall], animation: RowAnimation, completion: ((Bool) -> Void)?)
  /// `reloadData()`.
  func reloadAllData()
  /// Makes the view read the counts it has not read yet (after `reloadData()`, a table or a
  /// collection view reads them lazily, at its next layout): `layoutIfNeeded()`.
  func readCountsNow()
  /// `indexPathsForVisibleRows` (empty when UIKit answers `nil`), `indexPathsForVisibleItems`.
  var visibleRowPaths: [IndexPath] { get }
  /// Whether the view is in a window (`window != nil`): outside one, it is reloaded rather
  /// than updated.
  var isInWindow: Bool { get }
  /// The class of the platform's cells that show a ``ListRow``: a ``ListContentCell`` subclass
  /// of ``Cell``, or `nil` when the platform view shows no list rows (the default; a UIKit view
  /// before iOS 14, which has no content configurations).
  var listCellClass: AnyClass? { get }
}

extension PlatformRowsView {
  /// `nil`: the platform view shows no list rows.
  package var listCellClass: AnyClass? { nil }
}

/// A table view of a UI framework (``PlatformRowsView``): its cells, and its header and footer
/// views, registered by reuse identifier alone.
@MainActor
package protocol PlatformTable: PlatformRowsView {
  /// The platform's header and footer view class (`UITableViewHeaderFooterView`).
  associatedtype HeaderFooterView: AnyObject

  /// `register(_:forHeaderFooterViewReuseIdentifier:)`.
  func registerHeaderFooterView(_ viewClass: AnyClass?, identifier: String)
  /// `dequeueReusableHeaderFooterView(withIdentifier:)`, called only for registered identifiers.
  func dequeueHeaderFooterView(identifier: String) -> HeaderFooterView?
}

extension PlatformTable {
  /// The table's.
  package static var updateRules: BatchUpdatePlan.Rules { .tableView }
}

/// One call a UIKit-shaped table receives inside `performBatchUpdates`, the animation aside; a
/// collection view receives the same calls on items (`deleteItems(at:)` for ``deleteRows(_:)``).
package enum PlatformTableCall: Hashable, Sendable, CustomStringConvertible {
  case deleteSections(IndexSet)
  case deleteRows([IndexPath])
  case reloadSections(IndexSet)
  case reloadRows([IndexPath])
  case moveSection(Int, toSection: Int)
  case moveRow(at: IndexPath, to: IndexPath)
  case insertSections(IndexSet)
  case insertRows([IndexPath])
  /// `reconfigureRows(at:)`, which the UIKit bridge turns into `reloadRows(at:with: .none)`
  /// before iOS 15 and tvOS 15.
  case reconfigureRows([IndexPath])

  /// The calls that make `update`, one per kind of change that has any, in a fixed order:
  /// deletes, reloads, moves, inserts, reconfigures. The order of calls inside one batch does
  /// not change its meaning (rule 5.2: deletes and reloads refer to the index paths before the
  /// update, inserts to those after it, whatever the order); a fixed one makes the calls
  /// predictable and testable.
  ///
  /// - Complexity: O(u) for u changes.
  package static func calls(for update: BatchUpdate) -> [PlatformTableCall] {
    let update = update.removingDuplicates()
    var calls: [PlatformTableCall] = []
    if !update.deletedSections.isEmpty {
      calls.append(.deleteSections(IndexSet(update.deletedSections)))
    }
    if !update.deletedRows.isEmpty { calls.append(.deleteRows(update.deletedRows)) }
    if !update.reloadedSections.isEmpty {
      calls.append(.reloadSections(IndexSet(update.reloadedSections)))
    }
    if !update.reloadedRows.isEmpty { calls.append(.reloadRows(update.reloadedRows)) }
    calls += update.movedSections.map { .moveSection($0.from, toSection: $0.to) }
    calls += update.movedRows.map { .moveRow(at: $0.from, to: $0.to) }
    if !update.insertedSections.isEmpty {
      calls.append(.insertSections(IndexSet(update.insertedSections)))
    }
    if !update.insertedRows.isEmpty { calls.append(.insertRows(update.insertedRows)) }
    if !update.reconfiguredRows.isEmpty { calls.append(.reconfigureRows(update.reconfiguredRows)) }
    return calls
  }

  package var description: String {
    func list(_ paths: [IndexPath]) -> String {
      paths.map(\.shortDescription).joined(separator: ", ")
    }
    func list(_ sections: IndexSet) -> String { sections.map(String.init).joined(separator: ", ") }
    switch self {
    case .deleteSections(let sections): return "deleteSections([\(list(sections))])"
    case .deleteRows(let paths): return "deleteRows(at: [\(list(paths))])"
    case .reloadSections(let sections): return "reloadSections([\(list(sections))])"
    case .reloadRows(let paths): return "reloadRows(at: [\(list(paths))])"
    case .moveSection(let from, let to): return "moveSection(\(from), toSection: \(to))"
    case .moveRow(let from, let to):
      return "moveRow(at: \(from.shortDescription), to: \(to.shortDescription))"
    case .insertSections(let sections): return "insertSections([\(list(sections))])"
    case .insertRows(let paths): return "insertRows(at: [\(list(paths))])"
    case .reconfigureRows(let paths): return "reconfigureRows(at: [\(list(paths))])"
    }
  }
}
