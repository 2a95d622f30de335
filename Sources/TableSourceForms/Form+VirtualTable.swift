import TableSourceCore
public import TableSourceVirtualTable

extension Form {
  /// Shows the form in a virtual table: its ``dataSource`` becomes the table's data source and
  /// delegate, and the table loads the form's sections and fields. Later changes of the form's
  /// structure reach the table as diffed batch updates.
  public func show(in table: VirtualTableView) throws {
    table.dataSource = dataSource
    table.delegate = dataSource
    dataSource.bind(to: table)
    deselectRow = { [weak table] path in table?.deselectRow(at: path) }
    revealField = { [weak self, weak table] key in
      guard let path = self?.dataSource.indexPath(for: key) else { return }
      try? table?.scrollToRow(at: path, at: .none)
    }
    try dataSource.apply(snapshot(), animatingDifferences: false)
  }
}
