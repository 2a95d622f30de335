package import Foundation
import TableSourceCore

/// What the table keeps about the operation in progress, for calls that come back into it from
/// its callbacks (see <doc:CallingTheTableFromItsCallbacks>): the callbacks running, how deeply
/// operations nest, what callbacks asked for that waits for the operation to end, and the
/// journal that undoes a layout pass that fails.
struct OperationState {
  /// The callbacks in progress, innermost last.
  var callouts = CalloutStack<TableCallback>()
  /// How many public operations that call out are running (they nest through callbacks that
  /// hand over, such as a swipe action's handler).
  var depth = 0
  /// Whether `reloadData()` was called from inside a callback; it runs when the operation ends.
  var reloadDeferred = false
  /// Updates asked for from inside callbacks, checked and waiting for the operation to end, and
  /// the last scroll asked for from inside a callback that defers it, waiting for the operation
  /// (and the updates waiting) to end: UIKit lays a table out once, at the offset last set.
  var deferred = DeferredUpdates<PreparedUpdate, DeferredScroll>()
  /// What the layout pass in progress changed, to undo it if it fails.
  var journal = LayoutJournal()
  /// Whether counts are being read, so that a query from inside answers from the old ones.
  var isLoading = false

  /// Whether something a callback asked for waits for the operation to end.
  var hasDeferredWork: Bool {
    reloadDeferred || !deferred.isEmpty
  }

  /// Checks that nothing is left in progress or waiting, as it must be between two calls.
  func checkQuiescence() {
    precondition(depth == 0, "An operation is still in progress (depth \(depth))")
    precondition(
      callouts.isEmpty,
      "No operation runs, yet callbacks are still in progress: \(callouts.entries.map(\.callback))")
    precondition(!journal.isActive, "A layout transaction was left open")
    precondition(!isLoading, "A load was left in progress")
    precondition(!hasDeferredWork, "Work a callback asked for was left waiting")
  }
}

/// A programmatic scroll asked for from inside a callback that defers it (`willDisplay`, a
/// prefetch, `didSelectRowAt`…), applied when the table's operation in progress ends.
package enum DeferredScroll: Equatable {
  /// To a content offset (a distance is turned into the offset it leads to when asked for).
  case offset(CGFloat)
  /// To a row, at a scroll position: where the row is is worked out when the scroll is applied,
  /// after the updates waiting.
  case row(IndexPath, VirtualTableView.ScrollPosition)
}
