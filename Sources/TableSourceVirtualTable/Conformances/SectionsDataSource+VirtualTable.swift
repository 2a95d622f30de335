public import Foundation
public import TableSourceCore

// Connects `SectionsDataSource`'s table-agnostic core to the virtual table: each callback
// answers from the sections, so a table shows a data source with no glue code.

extension SectionsDataSource {
  /// Connects the data source to a virtual table: it becomes the table's data source and
  /// delegate, as the UIKit bridge's `connect(to:)` makes it a `UITableView`'s. A delegate the
  /// table had keeps hearing every call: it becomes this data source's
  /// ``SectionsDataSource/delegate``. Pass the table to the data source's updates.
  public func connect(to tableView: VirtualTableView) {
    if let existing = tableView.delegate, existing !== self { delegate = existing }
    tableView.dataSource = self
    tableView.delegate = self
  }
}

extension SectionsDataSource: TableViewDataSource {
  /// The section's header title, if its header is one.
  public func tableView(_ tableView: VirtualTableView, titleForHeaderInSection section: Int)
    -> String?
  {
    title(.header, inSection: section)
  }

  /// The section's footer title, if its footer is one.
  public func tableView(_ tableView: VirtualTableView, titleForFooterInSection section: Int)
    -> String?
  {
    title(.footer, inSection: section)
  }

  /// Deletes the row from the sections and the table, for a confirmed delete.
  public func tableView(
    _ tableView: VirtualTableView, commit editingStyle: TableViewCellEditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    try commitUserEdit(editingStyle, at: indexPath, in: tableView)
  }

  /// Moves the row in the sections; the table has already moved it (rule 7.3).
  public func tableView(
    _ tableView: VirtualTableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    userMovedRow(from: sourceIndexPath, to: destinationIndexPath)
  }
}

extension SectionsDataSource: RowDelegating {
  /// The app's own delegate: it hears every delegate call, and answers what the rows and
  /// sections leave open (see ``RowDelegating``). Set it instead of the table's `delegate`,
  /// which stays this data source. Held weakly.
  public var delegate: (any TableViewDelegate)? {
    get { forwardee as? any TableViewDelegate }
    set { forwardee = newValue }
  }

  /// The section's header height, else its header view content's, else the table's default for
  /// a header view; for titles and no header, the app's delegate's, else `nil` (the table's own
  /// rule).
  public func tableView(_ tableView: VirtualTableView, heightForHeaderInSection section: Int)
    -> CGFloat?
  {
    height(.header, inSection: section, viewDefault: tableView.settings.defaultHeight(of: .header))
    {
      delegate?.tableView(tableView, heightForHeaderInSection: section)
    }
  }

  /// The section's footer height, decided as the header's.
  public func tableView(_ tableView: VirtualTableView, heightForFooterInSection section: Int)
    -> CGFloat?
  {
    height(.footer, inSection: section, viewDefault: tableView.settings.defaultHeight(of: .footer))
    {
      delegate?.tableView(tableView, heightForFooterInSection: section)
    }
  }

  /// The section's header view (``SectionsDataSource/headerView(forSection:in:)``), else the app's
  /// delegate's.
  public func tableView(_ tableView: VirtualTableView, viewForHeaderInSection section: Int) throws
    -> TableViewHeaderFooterView?
  {
    try view(.header, inSection: section, in: tableView) {
      try delegate?.tableView(tableView, viewForHeaderInSection: section)
    }
  }

  /// The section's footer view (``SectionsDataSource/footerView(forSection:in:)``), else the app's
  /// delegate's.
  public func tableView(_ tableView: VirtualTableView, viewForFooterInSection section: Int) throws
    -> TableViewHeaderFooterView?
  {
    try view(.footer, inSection: section, in: tableView) {
      try delegate?.tableView(tableView, viewForFooterInSection: section)
    }
  }
}
