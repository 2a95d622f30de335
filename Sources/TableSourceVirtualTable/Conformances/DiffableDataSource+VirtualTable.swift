public import Foundation
public import TableSourceCore

// Connects `DiffableDataSource`'s table-agnostic core to the virtual table.

extension DiffableDataSource {
  /// Creates a data source for a virtual table and makes it the table's data source, as
  /// `UITableViewDiffableDataSource(tableView:cellProvider:)` does, and its delegate, so that rows'
  /// heights and behaviour reach the table. A delegate the table had keeps hearing every call:
  /// it becomes this data source's ``DiffableDataSource/delegate`` (see ``RowDelegating``).
  /// Apply snapshots with ``DiffableDataSource/apply(_:animatingDifferences:completion:)``.
  public convenience init(tableView: VirtualTableView, rowProvider: @escaping RowProvider) {
    self.init(boundTo: tableView, rowProvider: rowProvider)
    if let existing = tableView.delegate { delegate = existing }
    tableView.dataSource = self
    tableView.delegate = self
  }
}

extension DiffableDataSource: TableViewDataSource {
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

extension DiffableDataSource: RowDelegating {
  /// The app's own delegate: it hears every delegate call, and answers what the rows and
  /// sections leave open (see ``RowDelegating``). Held weakly.
  public var delegate: (any TableViewDelegate)? {
    get { forwardee as? any TableViewDelegate }
    set { forwardee = newValue }
  }

  /// The header view content's height, else the table's default for a header view; `nil` (the
  /// table's own rule) for a title or no header.
  public func tableView(_ tableView: VirtualTableView, heightForHeaderInSection section: Int)
    -> CGFloat?
  {
    supplement(.header, inSection: section)?.height(
      viewDefault: tableView.settings.defaultHeight(of: .header))
      ?? delegate?.tableView(tableView, heightForHeaderInSection: section)
  }

  /// The footer's height, decided as the header's.
  public func tableView(_ tableView: VirtualTableView, heightForFooterInSection section: Int)
    -> CGFloat?
  {
    supplement(.footer, inSection: section)?.height(
      viewDefault: tableView.settings.defaultHeight(of: .footer))
      ?? delegate?.tableView(tableView, heightForFooterInSection: section)
  }

  /// The section's header view, when ``DiffableDataSource/header`` gives view content.
  public func tableView(_ tableView: VirtualTableView, viewForHeaderInSection section: Int) throws
    -> TableViewHeaderFooterView?
  {
    try view(of: .header, inSection: section, in: tableView)
      ?? delegate?.tableView(tableView, viewForHeaderInSection: section)
  }

  /// The section's footer view, when ``DiffableDataSource/footer`` gives view content.
  public func tableView(_ tableView: VirtualTableView, viewForFooterInSection section: Int) throws
    -> TableViewHeaderFooterView?
  {
    try view(of: .footer, inSection: section, in: tableView)
      ?? delegate?.tableView(tableView, viewForFooterInSection: section)
  }
}
