/// A call the table makes to its data source, delegate, prefetch data source or cells, named as
/// in the protocol, with what a call coming back into the table from inside it may do.
///
/// See <doc:CallingTheTableFromItsCallbacks> for the rules.
public enum TableCallback: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  // Asking: the table needs an answer to go on.
  /// The data source's count of sections.
  case numberOfSections = "numberOfSections(in:)"
  /// The data source's count of a section's rows.
  case numberOfRows = "tableView(_:numberOfRowsInSection:)"
  /// The data source's cell for a row.
  case cellForRow = "tableView(_:cellForRowAt:)"
  /// The data source's title above a section.
  case titleForHeader = "tableView(_:titleForHeaderInSection:)"
  /// The data source's title below a section.
  case titleForFooter = "tableView(_:titleForFooterInSection:)"
  /// The delegate's height for a row.
  case heightForRow = "tableView(_:heightForRowAt:)"
  /// The delegate's height for a section's header.
  case heightForHeader = "tableView(_:heightForHeaderInSection:)"
  /// The delegate's height for a section's footer.
  case heightForFooter = "tableView(_:heightForFooterInSection:)"
  /// The delegate's view for a section's header.
  case viewForHeader = "tableView(_:viewForHeaderInSection:)"
  /// The delegate's view for a section's footer.
  case viewForFooter = "tableView(_:viewForFooterInSection:)"
  /// The data source's answer to whether a row can be edited (deleted or inserted).
  case canEditRow = "tableView(_:canEditRowAt:)"
  /// The data source's answer to whether the user can move a row.
  case canMoveRow = "tableView(_:canMoveRowAt:)"
  /// The delegate's index path for a dragged row, given the one the user proposes.
  case targetForMove = "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)"
  /// The delegate's editing style for a row: delete, insert or none.
  case editingStyle = "tableView(_:editingStyleForRowAt:)"
  /// The delegate's actions for a swipe from the trailing edge.
  case trailingSwipeActions = "tableView(_:trailingSwipeActionsConfigurationForRowAt:)"
  /// The delegate's actions for a swipe from the leading edge.
  case leadingSwipeActions = "tableView(_:leadingSwipeActionsConfigurationForRowAt:)"
  /// The delegate's answer to whether a touched row highlights.
  case shouldHighlight = "tableView(_:shouldHighlightRowAt:)"
  /// The delegate's row to select in place of the one tapped, or none.
  case willSelect = "tableView(_:willSelectRowAt:)"
  /// The delegate's row to deselect in place of the one asked, or none.
  case willDeselect = "tableView(_:willDeselectRowAt:)"
  // Ending: a view leaves the display. And a cell told to enter or leave editing mode.
  /// A cell told to enter or leave editing mode.
  case cellSetEditing = "TableViewCell.setEditing(_:animated:)"
  /// The delegate told that a row's cell left the display.
  case didEndDisplaying = "tableView(_:didEndDisplaying:forRowAt:)"
  /// The delegate told that a section's header view left the display.
  case didEndDisplayingHeader = "tableView(_:didEndDisplayingHeaderView:forSection:)"
  /// The delegate told that a section's footer view left the display.
  case didEndDisplayingFooter = "tableView(_:didEndDisplayingFooterView:forSection:)"
  // Notifying: the table's state is committed and it only tells.
  /// The delegate told that a row's cell is about to be displayed.
  case willDisplay = "tableView(_:willDisplay:forRowAt:)"
  /// The delegate told that a section's header view is about to be displayed.
  case willDisplayHeader = "tableView(_:willDisplayHeaderView:forSection:)"
  /// The delegate told that a section's footer view is about to be displayed.
  case willDisplayFooter = "tableView(_:willDisplayFooterView:forSection:)"
  /// The prefetch data source told to load the data of rows coming near the display.
  case prefetchRows = "tableView(_:prefetchRowsAt:)"
  /// The prefetch data source told that rows it loads are no longer near.
  case cancelPrefetching = "tableView(_:cancelPrefetchingForRowsAt:)"
  /// The working range delegate told that rows came within the working range.
  case enterWorkingRange = "tableView(_:rowsDidEnterWorkingRange:)"
  /// The working range delegate told that rows left the working range.
  case exitWorkingRange = "tableView(_:rowsDidExitWorkingRange:)"
  /// The delegate told that a row was selected.
  case didSelect = "tableView(_:didSelectRowAt:)"
  /// The delegate told that a row was deselected.
  case didDeselect = "tableView(_:didDeselectRowAt:)"
  /// The delegate told that the user tapped a row's detail button.
  case accessoryButtonTapped = "tableView(_:accessoryButtonTappedForRowWith:)"
  /// The completion handler of a batch update, run once the update is applied.
  case batchCompletion = "performBatchUpdates(_:completion:) completion"
  // Handing over: the table has nothing in progress; the callee acts as the app would.
  /// The data source told to commit a delete or insert the user confirmed.
  case commitEditing = "tableView(_:commit:forRowAt:)"
  /// The handler of a swipe action the user tapped.
  case swipeActionHandler = "ContextualAction handler"
  // Rule 7.3: the table has moved the row; only the model may change.
  /// The data source told that the user moved a row, which the table has already moved.
  case moveRow = "tableView(_:moveRowAt:to:)"

  /// The callback's name, as in its protocol.
  public var description: String { rawValue }

  /// The name of the method's distinctive part, as the event log writes it (`didSelectRowAt`,
  /// `commit`, `moveRowAt`).
  public var shortName: String {
    guard rawValue.hasPrefix("tableView(_:") else { return rawValue }
    let labels = rawValue.dropFirst("tableView(_:".count).split(separator: ":")
    return labels.first.map(String.init) ?? rawValue
  }

  /// What calls coming back in from inside this callback may do.
  package var restriction: CallbackRestriction {
    switch self {
    case .numberOfSections, .numberOfRows, .cellForRow, .titleForHeader, .titleForFooter,
      .heightForRow, .heightForHeader, .heightForFooter, .viewForHeader, .viewForFooter,
      .canEditRow, .canMoveRow, .targetForMove, .editingStyle, .trailingSwipeActions,
      .leadingSwipeActions,
      .shouldHighlight, .willSelect, .willDeselect, .didEndDisplaying, .didEndDisplayingHeader,
      .didEndDisplayingFooter, .moveRow, .cellSetEditing:
      return .closed
    case .willDisplay, .willDisplayHeader, .willDisplayFooter, .prefetchRows, .cancelPrefetching,
      .enterWorkingRange, .exitWorkingRange,
      .didSelect, .didDeselect, .accessoryButtonTapped:
      return .deferring
    case .batchCompletion, .commitEditing, .swipeActionHandler:
      return .open
    }
  }
}

/// How much of the table a call made from inside a callback may change, from the least strict.
///
/// Public to the `TableSourceEngine` SPI only: the callout stack's `@inlinable` members, which
/// the collection view's module specializes, use it.
@_spi(TableSourceEngine)
public enum CallbackRestriction: Int, Comparable, Sendable {
  /// Everything, at once: the table has nothing in progress.
  case open
  /// Updates are checked at once and applied when the table's operation in progress ends;
  /// scrolling and simulated user gestures throw.
  case deferring
  /// Queries, registration, dequeuing, selection and editing mode only; updates, scrolling and
  /// user gestures throw; `reloadData()` waits for the end of the operation.
  case closed

  /// Orders restrictions from the least strict.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
