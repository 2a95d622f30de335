public import Foundation

/// The small surface of a table that rows, sections and data sources need: registering view
/// classes by reuse identifier and dequeuing views by identifier.
///
/// ``VirtualTableView`` is one table that conforms. A UIKit adapter would be another: `UITableView`
/// already has these methods, up to `throws` and the `hasRegistration` queries, which an adapter
/// answers from the identifiers it registered. Everything above the table (``SectionsDataSource``,
/// the diffable data source, forms) talks to the table only through this protocol.
///
/// The update members (``RowsViewInterface/apply(_:animation:)``, ``RowsViewInterface/reloadData()``,
/// ``RowsViewInterface/performBatchUpdates(_:completion:)``, …) come from ``RowsViewInterface``,
/// which ``CollectionViewInterface`` refines too: a data source's updates are written once for
/// both views, and only registering and dequeuing differ.
@MainActor
public protocol TableViewInterface<Cell, HeaderFooterView>: RowsViewInterface {
  /// The table's cell class: ``TableViewCell`` for the virtual table, `UITableViewCell` for UIKit.
  associatedtype Cell: AnyObject
  /// The table's header and footer view class.
  associatedtype HeaderFooterView: AnyObject

  /// Registers a cell class under a reuse identifier (rules 1.1–1.4): registering again replaces,
  /// registering `nil` removes, an empty identifier throws.
  func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) throws

  /// Registers a header or footer view class under a reuse identifier, in a namespace separate
  /// from cells' (rule 1.6).
  func register(_ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String)
    throws

  /// Whether a cell class is registered under the identifier.
  func hasRegistration(forCellReuseIdentifier identifier: String) -> Bool

  /// Whether a header or footer view class is registered under the identifier.
  func hasRegistration(forHeaderFooterViewReuseIdentifier identifier: String) -> Bool

  /// Returns a queued cell for the identifier, or a new one from its registration (rule 2.3).
  ///
  /// - Throws: ``TableViewError/unregisteredCellIdentifier(_:registered:)`` when there is
  ///   neither (rule 1.5).
  func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) throws
    -> Cell

  /// Returns a queued header or footer view for the identifier, a new one from its registration,
  /// or `nil` (rule 2.12).
  func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> HeaderFooterView?
}
