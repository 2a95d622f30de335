public import Foundation

/// What the data sources need to update a view of rows in sections, a table or a collection
/// view: committing batch updates, reloading, and the few facts about the view that decide
/// between the two.
///
/// ``TableViewInterface`` and ``CollectionViewInterface`` refine it with their registration and
/// dequeue members, the one place where the two views differ. The data sources' update logic
/// (``SectionsDataSource``'s update methods, ``DiffableDataSource``'s applies, with their staged
/// diff, `interrupt` and atomic applies) is written once, against this protocol, so that it
/// drives either view. A collection view's items are the rows here: ``BatchUpdate`` names them
/// by index path as UIKit's `insertItems(at:)` does.
@MainActor
public protocol RowsViewInterface: AnyObject {
  /// Commits a batch update, checked as UIKit checks one (rules 4.5, 5.6, 5.7; C-G1–G13); inside
  /// an open batch, its changes join the batch. A collection view ignores `animation`.
  ///
  /// An update is either rejected before anything changes, or applied in full; a view that
  /// applied it but could not display all of it throws ``DisplayFailedAfterUpdate``, after which
  /// a data source keeps its new model.
  func apply(_ update: BatchUpdate, animation: RowAnimation) throws

  /// Discards everything the view knows about its data and reads it again (rule 4.2).
  func reloadData()

  /// Whether a batch of updates is open (inside `performBatchUpdates`, or `beginUpdates`
  /// without its `endUpdates` yet).
  var hasUncommittedUpdates: Bool { get }

  /// Whether the view is on screen, so that animated batch updates make sense. A view that is
  /// not (a UIKit view outside a window) gets `reloadData()` from the data sources instead of
  /// batch updates, which UIKit would perform without animating and warn about. Defaults to
  /// `true`: the virtual views are always "on screen".
  var isOnScreen: Bool { get }

  /// The rows (a collection view's items) that have a cell now, configured from their row: the
  /// cells on display, and those the view made ahead of display (prefetching) or keeps for a
  /// row that will show again. `nil` when the view cannot tell, the default.
  ///
  /// The diffable data source reads it on each apply: a row's content matters only where a cell
  /// shows it, so only these rows are made again and compared (see
  /// ``DiffableDataSource/apply(_:to:animatingDifferences:updateStyle:)``). A row the view
  /// leaves out shows stale content until it is reloaded, so a view that cannot list exactly
  /// may list more rows, never fewer; `nil` makes the data source compare every row it made
  /// since its last apply.
  var indexPathsForRowsWithCells: [IndexPath]? { get }

  /// The class of the cells the view shows a ``ListRow`` in: a table's cell, a collection
  /// view's list cell; a subclass of the view's cell class that conforms to ``ListContentCell``.
  /// `nil`, the default, for a view that shows no list rows.
  var listCellClass: AnyClass? { get }

  /// Runs `updates` as one batch: the counts "before" the update are the view's as the batch
  /// opens (rule 4.4, C-G4), so a data source changes its model inside `updates`, then reports
  /// the changes.
  func performBatchUpdates(_ updates: () throws -> Void, completion: ((Bool) -> Void)?) throws
}

extension RowsViewInterface {
  /// `true`.
  public var isOnScreen: Bool { true }

  /// `nil`: the view cannot tell which rows have cells.
  public var indexPathsForRowsWithCells: [IndexPath]? { nil }

  /// `nil`: the view shows no list rows.
  public var listCellClass: AnyClass? { nil }
}
