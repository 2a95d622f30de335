package import Foundation
package import TableSource

/// A data source the tests drive a table with, which knows what the table needs before it can
/// show it: the classes its cells and views are dequeued from.
@MainActor
package protocol TestTableDataSource: TableViewDataSource, TableViewDelegate {
  /// Registers what the data source dequeues by identifier, or sets other table properties it
  /// relies on. The data sources of the library register their own classes: nothing to do.
  func prepare(_ table: VirtualTableView) throws
}

extension TestTableDataSource {
  package func prepare(_ table: VirtualTableView) throws {}
}

extension SectionsDataSource: TestTableDataSource {}
extension DiffableDataSource: TestTableDataSource {}

/// A table 320 points wide and `height` tall showing `dataSource`, which is its delegate too,
/// with what the data source needs registered. Nothing is loaded yet: the first query or layout
/// pass asks the data source.
@MainActor
package func makeTable(
  _ dataSource: some TestTableDataSource, height: CGFloat = 440,
  order: ReuseQueueOrder = .lastInFirstOut
) throws -> VirtualTableView {
  let table = VirtualTableView(size: CGSize(width: 320, height: height), reuseQueueOrder: order)
  try dataSource.prepare(table)
  table.dataSource = dataSource
  table.delegate = dataSource
  return table
}
