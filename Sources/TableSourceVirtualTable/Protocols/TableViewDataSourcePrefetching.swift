public import Foundation
import TableSourceCore

/// Told about rows that will probably be displayed soon, so their data can be loaded ahead, as
/// UIKit's `UITableViewDataSourcePrefetching` (rule 8.1).
@MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
  /// Rows that will probably be displayed soon, nearest to the viewport first.
  func tableView(_ tableView: VirtualTableView, prefetchRowsAt indexPaths: [IndexPath])
  /// Rows prefetched earlier that are no longer likely to be displayed (the scroll reversed).
  func tableView(_ tableView: VirtualTableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
  /// Does nothing.
  public func tableView(
    _ tableView: VirtualTableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {}
}
