public import Foundation

/// What a ``VirtualTableView`` tells about its working range: the rows on display and
/// ``VirtualTableView/workingRangeSize`` more on each side, as IGListKit's working range is for
/// its sections. Start loading what a row needs when it enters, cancel when it leaves: every row
/// is told of on entering and on leaving, in the order of the scroll, unlike prefetching
/// (rule 8.1), whose calls UIKit does not promise. A row deleted by an update, or every row at a
/// reload, leaves without being told of: its index path no longer names it.
@MainActor
public protocol TableViewWorkingRangeDelegate: AnyObject {
  /// Rows came within the working range, in index path order.
  func tableView(_ tableView: VirtualTableView, rowsDidEnterWorkingRange indexPaths: [IndexPath])
  /// Rows left the working range, in index path order.
  func tableView(_ tableView: VirtualTableView, rowsDidExitWorkingRange indexPaths: [IndexPath])
}
