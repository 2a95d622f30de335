public import Foundation
public import TableSourceCore

/// A misuse of the table that UIKit tolerates or only warns about, recorded in
/// ``VirtualTableView/diagnostics`` so a test can assert there is none.
public enum TableDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// `dequeueReusableCell(withIdentifier:for:)` was called outside the table's own request for
  /// that row's cell (rule 2.3).
  case dequeueOutsideCellRequest(identifier: String, indexPath: IndexPath)
  /// `reloadData()` was called inside a batch update (rule 4.3).
  case reloadDataDuringBatchUpdates
  /// The table was told to update rows from inside `moveRowAt`, where only the model may change
  /// (rule 7.3).
  case updateDuringMoveRow
  /// A swipe action's handler returned without calling its completion (rule 7.4).
  case swipeActionCompletionNotCalled(title: String)
  /// `visibleCells` was read from inside a callback about a row while the table updated its
  /// cells. UIKit (iOS 13 and later) raises `Attempted to access the table view's visibleCells
  /// while they were in the process of being updated, which is not allowed.` there.
  case visibleCellsReadWhileUpdatingCells(callback: TableCallback)
  /// `cellForRow(at:)` was called from inside a callback about a row while the table updated
  /// its cells. UIKit (iOS 13 and later) logs `[Assert] Attempted to call
  /// -cellForRowAtIndexPath: on the table view while it was in the process of updating its
  /// visible cells, which is not allowed.` there, and goes on.
  case cellForRowReadWhileUpdatingCells(callback: TableCallback)

  /// What was wrong, in one sentence.
  public var description: String {
    switch self {
    case .dequeueOutsideCellRequest(let identifier, let indexPath):
      return
        "dequeueReusableCell(withIdentifier: \(identifier), for: \(indexPath.shortDescription)) "
        + "was called outside tableView(_:cellForRowAt:) for that index path"
    case .reloadDataDuringBatchUpdates:
      return "reloadData() was called inside a batch update"
    case .updateDuringMoveRow:
      return "the table was updated from inside tableView(_:moveRowAt:to:)"
    case .swipeActionCompletionNotCalled(let title):
      return "the handler of swipe action \"\(title)\" did not call its completion"
    case .visibleCellsReadWhileUpdatingCells(let callback):
      return
        "Attempted to access the table view's visibleCells while they were in the process of "
        + "being updated, which is not allowed. (from inside \(callback))"
    case .cellForRowReadWhileUpdatingCells(let callback):
      return
        "Attempted to call -cellForRowAtIndexPath: on the table view while it was in the "
        + "process of updating its visible cells, which is not allowed. (from inside \(callback))"
    }
  }
}
