import TableSourceCore
public import TableSourceVirtualTable

extension Form {
  /// Shows the form in a virtual table: its ``dataSource`` becomes the table's data source and
  /// delegate, and the table loads the form's sections and fields.
  public func show(in table: VirtualTableView) throws {
    table.dataSource = dataSource
    table.delegate = dataSource
    try dataSource.apply(snapshot(), to: table, animatingDifferences: false)
  }
}
