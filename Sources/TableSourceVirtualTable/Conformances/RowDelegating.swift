public import Foundation
public import TableSourceCore

/// A data source whose rows carry their behaviour (``RowBehavior``) and which has room for the
/// app's own delegate: it answers the virtual table's delegate from its rows, and passes every
/// call on to the app's delegate (``delegate``).
///
/// The rule, for every delegate call:
/// - **Notifications** (`willDisplay…`, `didEndDisplaying…`, `didSelect`, `didDeselect`,
///   `accessoryButtonTappedForRowWith`): the row's handler runs first (``RowBehavior/onSelect``,
///   ``RowBehavior/onAccessoryTap``), then the app's delegate is told.
/// - **Questions** (`shouldHighlight`, `willSelect`, `editingStyle`, swipe actions, and in the
///   data sources heights and header and footer views): what the row or section defines is the
///   answer; where it defines nothing, the app's delegate answers; without one, the table's
///   default does.
///
/// ``SectionsDataSource`` and ``DiffableDataSource`` conform; so can a data source of your own
/// that keeps ``AnyRow``s, by conforming to ``RowsDataSource`` and providing ``delegate``.
@MainActor
public protocol RowDelegating: RowsDataSource, TableViewDelegate {
  /// The app's own delegate, which hears every delegate call and answers what the rows leave
  /// open.
  var delegate: (any TableViewDelegate)? { get }
}

extension RowDelegating {
  // Each answer is the core's (`RowAnswers.swift`), shared with the UIKit bridge.

  /// The row's ``RowBehavior/isSelectable``, else the app's delegate's answer, else `true`.
  public func tableView(_ tableView: VirtualTableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  {
    highlightsRow(at: indexPath) { delegate?.tableView(tableView, shouldHighlightRowAt: indexPath) }
  }

  /// `nil` for a row that is not selectable; else the app's delegate's answer, else the row.
  public func tableView(_ tableView: VirtualTableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    selectsRow(
      at: indexPath,
      otherwise: delegate.map { delegate in
        { delegate.tableView(tableView, willSelectRowAt: indexPath) }
      })
  }

  /// Runs the row's ``RowBehavior/onSelect``, then tells the app's delegate.
  public func tableView(_ tableView: VirtualTableView, didSelectRowAt indexPath: IndexPath) {
    rowWasSelected(at: indexPath)
    delegate?.tableView(tableView, didSelectRowAt: indexPath)
  }

  /// Runs the row's ``RowBehavior/onAccessoryTap``, then tells the app's delegate.
  public func tableView(
    _ tableView: VirtualTableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {
    accessoryWasTapped(at: indexPath)
    delegate?.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
  }

  /// The app's delegate's answer, else the row.
  public func tableView(_ tableView: VirtualTableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    guard let delegate else { return indexPath }
    return delegate.tableView(tableView, willDeselectRowAt: indexPath)
  }

  /// Tells the app's delegate.
  public func tableView(_ tableView: VirtualTableView, didDeselectRowAt indexPath: IndexPath) {
    delegate?.tableView(tableView, didDeselectRowAt: indexPath)
  }

  /// The row's ``RowBehavior/editingStyle``, else the app's delegate's, else `.delete`.
  public func tableView(_ tableView: VirtualTableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCellEditingStyle
  {
    editingStyleOfRow(at: indexPath) {
      delegate?.tableView(tableView, editingStyleForRowAt: indexPath)
    }
  }

  /// The data source's target for the move (a diffable data source's
  /// `DiffableDataSource/ReorderingHandlers/target`), else the app's delegate's, else the
  /// proposal (rule 7.3).
  public func tableView(
    _ tableView: VirtualTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    if let editable = self as? any UserEditableDataSource,
      let target = editable.moveTarget(
        from: sourceIndexPath, proposed: proposedDestinationIndexPath)
    {
      return target
    }
    return delegate?.tableView(
      tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
      toProposedIndexPath: proposedDestinationIndexPath) ?? proposedDestinationIndexPath
  }

  /// The row's trailing swipe actions, else the app's delegate's.
  public func tableView(
    _ tableView: VirtualTableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    swipeActions(.trailing, forRowAt: indexPath) {
      delegate?.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }
  }

  /// The row's leading swipe actions, else the app's delegate's.
  public func tableView(
    _ tableView: VirtualTableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    swipeActions(.leading, forRowAt: indexPath) {
      delegate?.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }
  }

  /// Tells the app's delegate.
  public func tableView(
    _ tableView: VirtualTableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    delegate?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
  }

  /// Tells the app's delegate.
  public func tableView(
    _ tableView: VirtualTableView, didEndDisplaying cell: TableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    delegate?.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
  }

  /// Tells the app's delegate.
  public func tableView(
    _ tableView: VirtualTableView, willDisplayHeaderView view: TableViewHeaderFooterView,
    forSection section: Int
  ) {
    delegate?.tableView(tableView, willDisplayHeaderView: view, forSection: section)
  }

  /// Tells the app's delegate.
  public func tableView(
    _ tableView: VirtualTableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView,
    forSection section: Int
  ) {
    delegate?.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
  }

  /// Tells the app's delegate.
  public func tableView(
    _ tableView: VirtualTableView, willDisplayFooterView view: TableViewHeaderFooterView,
    forSection section: Int
  ) {
    delegate?.tableView(tableView, willDisplayFooterView: view, forSection: section)
  }

  /// Tells the app's delegate.
  public func tableView(
    _ tableView: VirtualTableView, didEndDisplayingFooterView view: TableViewHeaderFooterView,
    forSection section: Int
  ) {
    delegate?.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
  }

  /// The row's own height, else the app's delegate's, else `nil` (the table's).
  public func tableView(_ tableView: VirtualTableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat?
  {
    heightOfRow(at: indexPath) { delegate?.tableView(tableView, heightForRowAt: indexPath) }
  }

}

// Any data source made of rows is a virtual table's data source with no glue code: these
// defaults answer from its rows.
extension TableViewDataSource where Self: RowsDataSource {
  /// The number of sections.
  public func numberOfSections(in tableView: VirtualTableView) -> Int { numberOfSections }

  /// The number of rows in a section.
  public func tableView(_ tableView: VirtualTableView, numberOfRowsInSection section: Int) -> Int {
    numberOfRows(inSection: section)
  }

  /// The row's configured cell: dequeued for its reuse identifier, then configured by the row.
  public func tableView(_ tableView: VirtualTableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    // The row's concrete method, not a generic requirement, so that release builds specialize
    // the dequeue for this table across modules.
    try existingRow(at: indexPath).dequeueConfiguredCell(in: tableView, for: indexPath)
  }

  /// The row's ``RowBehavior/canEdit``, else `true`.
  public func tableView(_ tableView: VirtualTableView, canEditRowAt indexPath: IndexPath) -> Bool {
    canEditRow(at: indexPath)
  }

  /// The row's ``RowBehavior/canMove``, else `true`.
  public func tableView(_ tableView: VirtualTableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    canMoveRow(at: indexPath)
  }
}
