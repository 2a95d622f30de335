public import Foundation

/// The small surface of a table that rows, sections and data sources need: registering view
/// classes by reuse identifier and dequeuing views by identifier.
///
/// ``VirtualTableView`` is one table that conforms. A UIKit adapter would be another: `UITableView`
/// already has these methods, up to `throws` and the `hasRegistration` queries, which an adapter
/// answers from the identifiers it registered. Everything above the table (``SectionsDataSource``,
/// the diffable data source, forms) talks to the table only through this protocol.
@MainActor
public protocol TableViewInterface<Cell, HeaderFooterView>: AnyObject {
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

  /// Commits a batch update, checked as UIKit checks one (rules 4.5, 5.6, 5.7); inside an open
  /// batch, its changes join the batch.
  ///
  /// An update is either rejected before anything changes, or applied in full; a table that
  /// applied it but could not display all of it throws ``DisplayFailedAfterUpdate``, after which
  /// a data source keeps its new model.
  func apply(_ update: BatchUpdate, animation: RowAnimation) throws

  /// Discards everything the table knows about its data and reads it again (rule 4.2).
  func reloadData()

  /// Whether a batch of updates is open (`beginUpdates` without its `endUpdates` yet).
  var hasUncommittedUpdates: Bool { get }

  /// Whether the table is on screen, so that animated batch updates make sense. A table that is
  /// not (a UIKit table outside a window) gets `reloadData()` from the data sources instead of
  /// batch updates, which UIKit would perform without animating and warn about. Defaults to
  /// `true`: the virtual table is always "on screen".
  var isOnScreen: Bool { get }

  /// The rows that have a cell now, configured from their row: the cells on display, and those
  /// the table made ahead of display (UIKit's cell prefetching) or keeps for a row that will
  /// show again. `nil` when the table cannot tell, the default.
  ///
  /// The diffable data source reads it on each apply: a row's content matters only where a cell
  /// shows it, so only these rows are made again and compared (see
  /// ``DiffableDataSource/apply(_:to:animatingDifferences:updateStyle:)``). A row the table
  /// leaves out shows stale content until it is reloaded, so a table that cannot list exactly
  /// may list more rows, never fewer; `nil` makes the data source compare every row it made
  /// since its last apply.
  var indexPathsForRowsWithCells: [IndexPath]? { get }

  /// Runs `updates` as one batch: the counts "before" the update are the table's as the batch
  /// opens (rule 4.4), so a data source changes its model inside `updates`, then reports the
  /// changes.
  func performBatchUpdates(_ updates: () throws -> Void, completion: ((Bool) -> Void)?) throws
}

extension TableViewInterface {
  /// `true`.
  public var isOnScreen: Bool { true }

  /// `nil`: the table cannot tell which rows have cells.
  public var indexPathsForRowsWithCells: [IndexPath]? { nil }
}
