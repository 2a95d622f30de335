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
    try dataSource.apply(snapshot(), animatingDifferences: false)
  }
}
