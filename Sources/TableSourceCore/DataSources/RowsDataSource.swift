public import Foundation

/// A data source made of rows: the table-agnostic answers every table asks of it, the counts and
/// a configured cell for an index path. ``SectionsDataSource`` and ``DiffableDataSource``
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

  /// Dequeues the cell for the row at an index path and has the row configure it.
  func cell<Table: TableViewInterface>(for indexPath: IndexPath, in table: Table) throws
    -> Table.Cell
}

extension SectionsDataSource: RowsDataSource {}
extension DiffableDataSource: RowsDataSource {}
