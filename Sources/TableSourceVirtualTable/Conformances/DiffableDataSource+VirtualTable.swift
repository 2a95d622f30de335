public import Foundation
public import TableSourceCore

// Connects `DiffableDataSource`'s table-agnostic core to the virtual table.

extension DiffableDataSource {
  /// Creates a data source for a virtual table and makes it the table's data source and
  /// delegate, as `UITableViewDiffableDataSource(tableView:cellProvider:)` makes itself the
  /// data source: apply snapshots with ``DiffableDataSource/apply(_:animatingDifferences:completion:)``.
  public convenience init(tableView: VirtualTableView, rowProvider: @escaping RowProvider) {
    self.init(boundTo: tableView, rowProvider: rowProvider)
    tableView.dataSource = self
    tableView.delegate = self
  }
}

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

  /// The section's header title, when ``DiffableDataSource/header`` gives one.
  public func tableView(_ tableView: VirtualTableView, titleForHeaderInSection section: Int)
    -> String?
  {
    supplement(.header, inSection: section)?.title
  }

  /// The section's footer title, when ``DiffableDataSource/footer`` gives one.
  public func tableView(_ tableView: VirtualTableView, titleForFooterInSection section: Int)
    -> String?
  {
    supplement(.footer, inSection: section)?.title
  }
}

extension DiffableDataSource: TableViewDelegate {
  /// The item's row height, or `nil` for the table's.
  public func tableView(_ tableView: VirtualTableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat?
  {
    row(at: indexPath)?.height
  }

  /// The header view content's height, else the table's default for a header view; `nil` (the
  /// table's own rule) for a title or no header.
  public func tableView(_ tableView: VirtualTableView, heightForHeaderInSection section: Int)
    -> CGFloat?
  {
    supplement(.header, inSection: section)?.height(
      viewDefault: tableView.settings.defaultHeight(of: .header))
  }

  /// The footer's height, decided as the header's.
  public func tableView(_ tableView: VirtualTableView, heightForFooterInSection section: Int)
    -> CGFloat?
  {
    supplement(.footer, inSection: section)?.height(
      viewDefault: tableView.settings.defaultHeight(of: .footer))
  }

  /// The section's header view, when ``DiffableDataSource/header`` gives view content.
  public func tableView(_ tableView: VirtualTableView, viewForHeaderInSection section: Int) throws
    -> TableViewHeaderFooterView?
  {
    try view(of: .header, inSection: section, in: tableView)
  }

  /// The section's footer view, when ``DiffableDataSource/footer`` gives view content.
  public func tableView(_ tableView: VirtualTableView, viewForFooterInSection section: Int) throws
    -> TableViewHeaderFooterView?
  {
    try view(of: .footer, inSection: section, in: tableView)
  }
}
