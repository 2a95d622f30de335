public import Foundation
public import TableSourceCore

/// What a ``VirtualTableView`` tells and asks its delegate, shaped like UIKit's
/// `UITableViewDelegate`. Every method has a default, so implement only what you need.
///
/// Where UIKit decides by whether a method is implemented, the Swift default returns `nil`
/// ("not implemented"): a `nil` height means the table's own height applies.
@MainActor
public protocol TableViewDelegate: AnyObject {
  /// A row's height, or `nil` for the table's `rowHeight` (rule 3.1).
  func tableView(_ tableView: VirtualTableView, heightForRowAt indexPath: IndexPath) -> CGFloat?
  /// A section header's height, or `nil` for the table's default (rule 3.3).
  func tableView(_ tableView: VirtualTableView, heightForHeaderInSection section: Int) -> CGFloat?
  /// A section footer's height, or `nil` for the table's default (rule 3.3).
  func tableView(_ tableView: VirtualTableView, heightForFooterInSection section: Int) -> CGFloat?
  /// A view for a section's header, dequeued with
  /// ``VirtualTableView/dequeueReusableHeaderFooterView(withIdentifier:)``, or `nil`.
  func tableView(_ tableView: VirtualTableView, viewForHeaderInSection section: Int) throws
    -> TableViewHeaderFooterView?
  /// A view for a section's footer, or `nil`.
  func tableView(_ tableView: VirtualTableView, viewForFooterInSection section: Int) throws
    -> TableViewHeaderFooterView?

  /// A cell is about to be displayed for a row (after its `cellForRowAt`, rule 4.1).
  func tableView(
    _ tableView: VirtualTableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// A cell left the display; it goes to its reuse queue next (rule 2.6).
  func tableView(
    _ tableView: VirtualTableView, didEndDisplaying cell: TableViewCell,
    forRowAt indexPath: IndexPath)
  /// A header view is about to be displayed.
  func tableView(
    _ tableView: VirtualTableView, willDisplayHeaderView view: TableViewHeaderFooterView,
    forSection section: Int)
  /// A header view left the display.
  func tableView(
    _ tableView: VirtualTableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView,
    forSection section: Int)
  /// A footer view is about to be displayed.
  func tableView(
    _ tableView: VirtualTableView, willDisplayFooterView view: TableViewHeaderFooterView,
    forSection section: Int)
  /// A footer view left the display.
  func tableView(
    _ tableView: VirtualTableView, didEndDisplayingFooterView view: TableViewHeaderFooterView,
    forSection section: Int)

  /// Whether a touched row highlights. `false` stops a tap (rule 6.3). Defaults to `true`.
  func tableView(_ tableView: VirtualTableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// The row a tap selects: the row itself (the default), another row, or `nil` to cancel
  /// (rule 6.3).
  func tableView(_ tableView: VirtualTableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  /// A tap selected a row.
  func tableView(_ tableView: VirtualTableView, didSelectRowAt indexPath: IndexPath)
  /// The row a tap deselects, or `nil` to keep it selected. Defaults to the row itself.
  func tableView(_ tableView: VirtualTableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  /// A tap deselected a row.
  func tableView(_ tableView: VirtualTableView, didDeselectRowAt indexPath: IndexPath)

  /// The user tapped the row's accessory button (a detail button, rule 6.7).
  func tableView(
    _ tableView: VirtualTableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

  /// A row's editing style. Defaults to `.delete` (rule 7.1).
  func tableView(_ tableView: VirtualTableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCellEditingStyle
  /// Where a row the user drags from `sourceIndexPath` lands when the user proposes
  /// `proposedDestinationIndexPath`: the proposal, or another place. Defaults to the proposal
  /// (rule 7.3).
  func tableView(
    _ tableView: VirtualTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  /// The actions revealed by swiping a row from the trailing edge, or `nil` for the default set
  /// (Delete, when the data source commits edits) (rule 7.4).
  func tableView(
    _ tableView: VirtualTableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
  /// The actions revealed by swiping a row from the leading edge, or `nil` for none.
  func tableView(
    _ tableView: VirtualTableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
}

// MARK: - Default implementations

extension TableViewDelegate {
  /// The proposal.
  public func tableView(
    _ tableView: VirtualTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  /// Not implemented.
  public func tableView(_ tableView: VirtualTableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat?
  { nil }
  /// Not implemented.
  public func tableView(_ tableView: VirtualTableView, heightForHeaderInSection section: Int)
    -> CGFloat?
  { nil }
  /// Not implemented.
  public func tableView(_ tableView: VirtualTableView, heightForFooterInSection section: Int)
    -> CGFloat?
  { nil }
  /// No view.
  public func tableView(_ tableView: VirtualTableView, viewForHeaderInSection section: Int) throws
    -> TableViewHeaderFooterView?
  { nil }
  /// No view.
  public func tableView(_ tableView: VirtualTableView, viewForFooterInSection section: Int) throws
    -> TableViewHeaderFooterView?
  { nil }
  /// Does nothing.
  public func tableView(
    _ tableView: VirtualTableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: VirtualTableView, didEndDisplaying cell: TableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: VirtualTableView, willDisplayHeaderView view: TableViewHeaderFooterView,
    forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: VirtualTableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView,
    forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: VirtualTableView, willDisplayFooterView view: TableViewHeaderFooterView,
    forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: VirtualTableView, didEndDisplayingFooterView view: TableViewHeaderFooterView,
    forSection section: Int
  ) {}
  /// Every row highlights.
  public func tableView(_ tableView: VirtualTableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Selects the tapped row.
  public func tableView(_ tableView: VirtualTableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: VirtualTableView, didSelectRowAt indexPath: IndexPath) {}
  /// Deselects the tapped row.
  public func tableView(_ tableView: VirtualTableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: VirtualTableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(
    _ tableView: VirtualTableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  /// `.delete`.
  public func tableView(_ tableView: VirtualTableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCellEditingStyle
  { .delete }
  /// The default set.
  public func tableView(
    _ tableView: VirtualTableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  /// None.
  public func tableView(
    _ tableView: VirtualTableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
}
