public import Foundation
public import TableSourceCore

// Connects `DiffableDataSource`'s table-agnostic core to the virtual table.

extension DiffableDataSource: TableViewDataSource {
  /// The number of sections of the snapshot.
  public func numberOfSections(in tableView: VirtualTableView) -> Int { numberOfSections }

  /// The number of items in a section of the snapshot.
  public func tableView(_ tableView: VirtualTableView, numberOfRowsInSection section: Int) -> Int {
    numberOfRows(inSection: section)
  }

  /// The item's row dequeues and configures its cell: ``DiffableDataSource/cell(for:in:)``.
  public func tableView(_ tableView: VirtualTableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    try cell(for: indexPath, in: tableView)
  }

  /// The section's title from ``DiffableDataSource/headerTitle``.
  public func tableView(_ tableView: VirtualTableView, titleForHeaderInSection section: Int)
    -> String?
  {
    titleForHeader(inSection: section)
  }
}

extension DiffableDataSource: TableViewDelegate {
  /// The item's row height, or `nil` for the table's.
  public func tableView(_ tableView: VirtualTableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat?
  {
    row(at: indexPath)?.height
  }
}
