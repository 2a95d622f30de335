import Foundation

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
    let visible = Set(liveCells.map(\.key))
    let wanted = window.filter { !visible.contains($0) }
    let wantedSet = Set(wanted)
    let cancelled = prefetchedRows.filter { !wantedSet.contains($0) && !visible.contains($0) }
    if !cancelled.isEmpty {
      prefetchDataSource.tableView(
        self, cancelPrefetchingForRowsAt: cancelled.sorted().map(indexPath(ofGlobal:)))
    }
    let fresh = wanted.filter { !prefetchedRows.contains($0) }
    prefetchedRows = wantedSet
    if !fresh.isEmpty {
      prefetchDataSource.tableView(self, prefetchRowsAt: fresh.map(indexPath(ofGlobal:)))
    }
  }
}
