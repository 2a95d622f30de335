/// A call the table makes to its data source, delegate, prefetch data source or cells, named as
/// in the protocol, with what a call coming back into the table from inside it may do.
///
/// See <doc:CallingTheTableFromItsCallbacks> for the rules.
public enum TableCallback: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  // Asking: the table needs an answer to go on.
  case numberOfSections = "numberOfSections(in:)"
  case numberOfRows = "tableView(_:numberOfRowsInSection:)"
  case cellForRow = "tableView(_:cellForRowAt:)"
  case titleForHeader = "tableView(_:titleForHeaderInSection:)"
  case titleForFooter = "tableView(_:titleForFooterInSection:)"
  case heightForRow = "tableView(_:heightForRowAt:)"
  case heightForHeader = "tableView(_:heightForHeaderInSection:)"
  case heightForFooter = "tableView(_:heightForFooterInSection:)"
  case viewForHeader = "tableView(_:viewForHeaderInSection:)"
  case viewForFooter = "tableView(_:viewForFooterInSection:)"
  case canEditRow = "tableView(_:canEditRowAt:)"
  case canMoveRow = "tableView(_:canMoveRowAt:)"
  case targetForMove = "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)"
  case editingStyle = "tableView(_:editingStyleForRowAt:)"
  case trailingSwipeActions = "tableView(_:trailingSwipeActionsConfigurationForRowAt:)"
  case leadingSwipeActions = "tableView(_:leadingSwipeActionsConfigurationForRowAt:)"
  case shouldHighlight = "tableView(_:shouldHighlightRowAt:)"
  case willSelect = "tableView(_:willSelectRowAt:)"
  case willDeselect = "tableView(_:willDeselectRowAt:)"
  // Ending: a view leaves the display. And a cell told to enter or leave editing mode.
  case cellSetEditing = "TableViewCell.setEditing(_:animated:)"
  case didEndDisplaying = "tableView(_:didEndDisplaying:forRowAt:)"
  case didEndDisplayingHeader = "tableView(_:didEndDisplayingHeaderView:forSection:)"
  case didEndDisplayingFooter = "tableView(_:didEndDisplayingFooterView:forSection:)"
  // Notifying: the table's state is committed and it only tells.
  case willDisplay = "tableView(_:willDisplay:forRowAt:)"
  case willDisplayHeader = "tableView(_:willDisplayHeaderView:forSection:)"
  case willDisplayFooter = "tableView(_:willDisplayFooterView:forSection:)"
  case prefetchRows = "tableView(_:prefetchRowsAt:)"
  case cancelPrefetching = "tableView(_:cancelPrefetchingForRowsAt:)"
  case didSelect = "tableView(_:didSelectRowAt:)"
  case didDeselect = "tableView(_:didDeselectRowAt:)"
  case accessoryButtonTapped = "tableView(_:accessoryButtonTappedForRowWith:)"
  case batchCompletion = "performBatchUpdates(_:completion:) completion"
  // Handing over: the table has nothing in progress; the callee acts as the app would.
  case commitEditing = "tableView(_:commit:forRowAt:)"
  case swipeActionHandler = "ContextualAction handler"
  // Rule 7.3: the table has moved the row; only the model may change.
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
      .didSelect, .didDeselect, .accessoryButtonTapped:
      return .deferring
    case .batchCompletion, .commitEditing, .swipeActionHandler:
      return .open
    }
  }
}

/// How much of the table a call made from inside a callback may change, from the least strict.
package enum CallbackRestriction: Int, Comparable, Sendable {
  /// Everything, at once: the table has nothing in progress.
  case open
  /// Updates are checked at once and applied when the table's operation in progress ends;
  /// scrolling and simulated user gestures throw.
  case deferring
  /// Queries, registration, dequeuing, selection and editing mode only; updates, scrolling and
  /// user gestures throw; `reloadData()` waits for the end of the operation.
  case closed

  package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One callback in progress.
package struct Callout: Sendable {
  package let callback: TableCallback
  /// The strictest restriction of this callback and the ones it is nested in.
  package let restriction: CallbackRestriction

  package init(callback: TableCallback, restriction: CallbackRestriction) {
    self.callback = callback
    self.restriction = restriction
  }
}
