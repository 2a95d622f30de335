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
    self.init(rowProvider: rowProvider)
    connect(to: tableView)
  }

  /// Connects a data source made without a table to a virtual table, as
  /// `init(tableView:rowProvider:)` does: the data source becomes the table's data source and
  /// delegate, and the table its applies update. A delegate the table had keeps hearing every
  /// call: it becomes this data source's ``DiffableDataSource/delegate``.
  public func connect(to tableView: VirtualTableView) {
    bind(to: tableView)
    if let existing = tableView.delegate, existing !== self { delegate = existing }
    tableView.dataSource = self
    tableView.delegate = self
  }
}

extension DiffableDataSource: TableViewDataSource {
  /// The row's configured cell, indented by its item's level in its section's outline (C-K9).
  public func tableView(_ tableView: VirtualTableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    let cell = try existingRow(at: indexPath).dequeueConfiguredCell(in: tableView, for: indexPath)
    cell.indentationLevel = outlineState(at: indexPath).level
    return cell
  }

  /// The section's header title, when ``DiffableDataSource/header`` gives one.
  public func tableView(_ tableView: VirtualTableView, titleForHeaderInSection section: Int)
    -> String?
  {
    title(.header, inSection: section)
  }

  /// The section's footer title, when ``DiffableDataSource/footer`` gives one.
  public func tableView(_ tableView: VirtualTableView, titleForFooterInSection section: Int)
    -> String?
  {
    title(.footer, inSection: section)
  }

  /// Runs ``DiffableDataSource/commitEditing`` for the row's item (rule 7.2).
  public func tableView(
    _ tableView: VirtualTableView, commit editingStyle: TableViewCellEditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    try commitUserEdit(editingStyle, at: indexPath, in: tableView)
  }

  /// The row's ``RowBehavior/canMove``, else the reordering handlers' answer for its item.
  public func tableView(_ tableView: VirtualTableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    userCanMoveRow(at: indexPath)
  }

  /// Moves the item in the snapshot, then tells the reordering handlers; the table has already
  /// moved the row (rule 7.3).
  public func tableView(
    _ tableView: VirtualTableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    userMovedRow(from: sourceIndexPath, to: destinationIndexPath)
  }
}

extension DiffableDataSource: RowDelegating {
  /// The app's own delegate: it hears every delegate call, and answers what the rows and
  /// sections leave open (see ``RowDelegating``). Held weakly.
  public var delegate: (any TableViewDelegate)? {
    get { forwardee as? any TableViewDelegate }
    set { forwardee = newValue }
  }

  /// The header view content's height, else the table's default for a header view; for a title
  /// or no header, the app's delegate's, else `nil` (the table's own rule).
  public func tableView(_ tableView: VirtualTableView, heightForHeaderInSection section: Int)
    -> CGFloat?
  {
    height(.header, inSection: section, viewDefault: tableView.settings.defaultHeight(of: .header))
    {
      delegate?.tableView(tableView, heightForHeaderInSection: section)
    }
  }

  /// The footer's height, decided as the header's.
  public func tableView(_ tableView: VirtualTableView, heightForFooterInSection section: Int)
    -> CGFloat?
  {
    height(.footer, inSection: section, viewDefault: tableView.settings.defaultHeight(of: .footer))
    {
      delegate?.tableView(tableView, heightForFooterInSection: section)
    }
  }

  /// The section's header view, when ``DiffableDataSource/header`` gives view content, else the
  /// app's delegate's.
  public func tableView(_ tableView: VirtualTableView, viewForHeaderInSection section: Int) throws
    -> TableViewHeaderFooterView?
  {
    try view(.header, inSection: section, in: tableView) {
      try delegate?.tableView(tableView, viewForHeaderInSection: section)
    }
  }

  /// The section's footer view, when ``DiffableDataSource/footer`` gives view content, else the
  /// app's delegate's.
  public func tableView(_ tableView: VirtualTableView, viewForFooterInSection section: Int) throws
    -> TableViewHeaderFooterView?
  {
    try view(.footer, inSection: section, in: tableView) {
      try delegate?.tableView(tableView, viewForFooterInSection: section)
    }
  }
}
