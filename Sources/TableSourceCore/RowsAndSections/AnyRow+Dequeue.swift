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
      try table.register(cellClass(in: table), forCellReuseIdentifier: identifier)
      cell = try table.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
    try configure(cell)
    return cell
  }
}

extension AnyRow {
  /// Dequeues a cell for this row from a collection view and configures it, registering the
  /// row's cell class first if the collection view has no registration under its identifier.
  ///
  /// Unlike the table's path, the registration is looked up before the dequeue: a collection
  /// view takes exactly one dequeue per request (C-A8), so a failed dequeue cannot be retried.
  /// A class registered on first use is not the registration object made inside the cell
  /// provider that C-A10 forbids.
  ///
  /// - Throws: The collection view's dequeue errors, and the row's configuration errors, among
  ///   them ``TableViewError/cellTypeMismatch(row:expectedCell:actualCell:)``.
  @MainActor
  package func dequeueConfiguredCell<CollectionView: CollectionViewInterface>(
    in collectionView: CollectionView, for indexPath: IndexPath
  ) throws -> CollectionView.Cell {
    let identifier = reuseIdentifier
    if !collectionView.hasRegistration(forCellWithReuseIdentifier: identifier) {
      try collectionView.register(
        cellClass(in: collectionView), forCellWithReuseIdentifier: identifier)
    }
    let cell = try collectionView.dequeueReusableCell(
      withReuseIdentifier: identifier, for: indexPath)
    try configure(cell)
    return cell
  }
}
