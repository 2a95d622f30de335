import Foundation
@_spi(TableSourceEngine) import TableSourceCore

// Rule 8.1: prefetching rows ahead of the viewport in the direction of the scroll.
extension VirtualTableView {
  /// Tells the prefetch data source about the rows within one viewport height beyond the visible
  /// ones, in the direction of the last scroll, nearest first; and cancels earlier prefetches
  /// that fell out of that window without being displayed.
  func updatePrefetching(movingDown: Bool) {
    guard let prefetchDataSource else { return }
    let top = Double(contentOffset.y)
    let height = Double(size.height)
    let window =
      movingDown
      ? layout.globalRows(meeting: top + height, top + 2 * height)
      : layout.globalRows(meeting: top - height, top).reversed()
    let visible = Set(screen.cells.map(\.key))
    let wanted = window.filter { !visible.contains($0) }
    let wantedSet = Set(wanted)
    let cancelled = screen.prefetchedRows.filter {
      !wantedSet.contains($0) && !visible.contains($0)
    }
    let fresh = wanted.filter { !screen.prefetchedRows.contains($0) }
    screen.prefetchedRows = wantedSet
    // The state is committed; index paths are worked out before either call, since updates the
    // calls ask for are applied only when the operation ends.
    let cancelledPaths = cancelled.sorted().map(indexPath(ofGlobal:))
    let freshPaths = fresh.map(indexPath(ofGlobal:))
    if !cancelledPaths.isEmpty {
      callOut(.cancelPrefetching) {
        prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelledPaths)
      }
    }
    if !freshPaths.isEmpty {
      callOut(.prefetchRows) { prefetchDataSource.tableView(self, prefetchRowsAt: freshPaths) }
    }
  }

  /// Moves the working range to the rows on display and tells the delegate which rows left it
  /// and which entered it.
  func updateWorkingRange() {
    guard let workingRangeDelegate, workingRange.isActive else { return }
    let (entered, exited) = workingRange.update(showing: screen.cells, count: layout.numberOfRows)
    let exitedPaths = exited.map(indexPath(ofGlobal:))
    let enteredPaths = entered.map(indexPath(ofGlobal:))
    if !exitedPaths.isEmpty {
      callOut(.exitWorkingRange) {
        workingRangeDelegate.tableView(self, rowsDidExitWorkingRange: exitedPaths)
      }
    }
    if !enteredPaths.isEmpty {
      callOut(.enterWorkingRange) {
        workingRangeDelegate.tableView(self, rowsDidEnterWorkingRange: enteredPaths)
      }
    }
  }
}
