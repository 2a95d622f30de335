public import Foundation

/// A data source made of rows: the table-agnostic answers every table asks of it, the counts and
/// the row at an index path, whose ``AnyRow/dequeueConfiguredCell(in:for:)`` makes the cell. ``SectionsDataSource`` and ``DiffableDataSource``
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
}

extension SectionsDataSource: RowsDataSource {}
extension DiffableDataSource: RowsDataSource {}
