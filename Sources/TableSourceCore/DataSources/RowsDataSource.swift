public import Foundation

/// A data source made of rows: the table-agnostic answers every table asks of it, the counts and
/// the row at an index path, which makes the cell. ``SectionsDataSource`` and ``DiffableDataSource``
/// conform, and each table module connects any conforming data source to its table once (the
/// virtual table through `TableViewDataSource`'s default implementations).
@MainActor
public protocol RowsDataSource: AnyObject {
  /// The number of sections.
  var numberOfSections: Int { get }

  /// The number of rows in a section, or 0 for a section that does not exist.
  func numberOfRows(inSection section: Int) -> Int

  /// The row at an index path, or `nil` when there is none.
  func row(at indexPath: IndexPath) -> AnyRow?
}

extension RowsDataSource {
  /// The row at an index path, or the error a table's request for a row that does not exist
  /// gets: ``TableViewError/rowOutOfRange(row:section:numberOfRows:)``.
  public func existingRow(at indexPath: IndexPath) throws -> AnyRow {
    guard let row = row(at: indexPath) else {
      throw TableViewError.noRow(at: indexPath, numberOfRows: numberOfRows(inSection:))
    }
    return row
  }

  /// Dequeues a collection view's cell for the row at an index path and has the row configure
  /// it, registering the row's cell class first if the collection view has no registration for
  /// it: the collection view's `cellForItemAt`, with one dequeue (C-A3, C-A8).
  ///
  /// - Throws: ``TableViewError/rowOutOfRange(row:section:numberOfRows:)`` for an index path
  ///   that names no row; the collection view's registration and dequeue errors; the row's
  ///   configuration errors, among them
  ///   ``TableViewError/cellTypeMismatch(row:expectedCell:actualCell:)``.
  /// - Complexity: O(1) on average, plus the row (made by a diffable data source's provider on
  ///   first use), the dequeue and the configuration.
  public func cell<CollectionView: CollectionViewInterface>(
    for indexPath: IndexPath, in collectionView: CollectionView
  ) throws -> CollectionView.Cell {
    try existingRow(at: indexPath).dequeueConfiguredCell(in: collectionView, for: indexPath)
  }
}

extension SectionsDataSource: RowsDataSource {}
extension DiffableDataSource: RowsDataSource {}

/// A data source of rows that can move one of its rows the way the app would, through its own
/// update path: the reuse audit (`TableSourceTesting`) moves a row from above another to below
/// it, and back, to change the other row's index path without touching it (bug B4).
@MainActor
package protocol RowMovingDataSource: RowsDataSource {
  /// Moves the row at `source` to `destination` (as `moveRow(at:to:)` numbers them) and shows
  /// the move in `table`.
  func moveRowOnItsOwn(
    at source: IndexPath, to destination: IndexPath, in table: any RowsViewInterface)
    throws
}

extension SectionsDataSource: RowMovingDataSource {
  package func moveRowOnItsOwn(
    at source: IndexPath, to destination: IndexPath, in table: any RowsViewInterface
  ) throws {
    try moveRow(at: source, to: destination, in: table)
  }
}

extension DiffableDataSource: RowMovingDataSource {
  package func moveRowOnItsOwn(
    at source: IndexPath, to destination: IndexPath, in table: any RowsViewInterface
  ) throws {
    guard let item = itemIdentifier(for: source), let target = itemIdentifier(for: destination)
    else { throw TableViewError.noRow(at: source, numberOfRows: numberOfRows(inSection:)) }
    guard item != target else { return }
    var moved = snapshot()
    let after = source.section == destination.section ? destination.row > source.row : false
    if after {
      try moved.moveItem(item, afterItem: target)
    } else {
      try moved.moveItem(item, beforeItem: target)
    }
    try apply(moved, toTable: table, animatingDifferences: false, updateStyle: .reconfigure)
  }
}
