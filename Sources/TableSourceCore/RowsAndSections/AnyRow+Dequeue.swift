package import Foundation

extension AnyRow {
  /// Dequeues a cell for this row by its reuse identifier and configures it: the one step every
  /// data source takes in `cellForRowAt`.
  ///
  /// The row's cell class is registered first if the table has no registration under its
  /// identifier, so registrations made by hand are kept and the common path costs no lookup.
  ///
  /// - Throws: The table's dequeue errors, and the row's configuration errors, among them
  ///   ``TableViewError/cellTypeMismatch(row:expectedCell:actualCell:)``.
  @MainActor
  package func dequeueConfiguredCell<Table: TableViewInterface>(
    in table: Table, for indexPath: IndexPath
  ) throws -> Table.Cell {
    let identifier = reuseIdentifier
    let cell: Table.Cell
    do {
      cell = try table.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    } catch {
      guard !table.hasRegistration(forCellReuseIdentifier: identifier) else { throw error }
      try table.register(cellClass, forCellReuseIdentifier: identifier)
      cell = try table.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
    try configure(cell)
    return cell
  }
}
