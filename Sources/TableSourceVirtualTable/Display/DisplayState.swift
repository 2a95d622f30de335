import Foundation
import TableSourceCore

/// What is on the table's screen: the cells by row, the section headers and footers by section,
/// each list sorted by key, and the requests in progress that put views there.
@MainActor
struct DisplayState {
  /// The rows that have a cell on display, by global index, ascending.
  var cells: [LiveView<TableViewCell>] = []
  /// Section headers on display, by section, ascending.
  var headers: [LiveView<TableViewHeaderFooterView>] = []
  /// Section footers on display, by section, ascending.
  var footers: [LiveView<TableViewHeaderFooterView>] = []
  /// The row whose cell the table is asking its data source for, if any (rule 2.3).
  var cellRequest: IndexPath?
  /// The live cell or view a reconfiguration hands back from the dequeue (rule 5.10).
  var reconfiguringView: ReusableView?
  /// The row whose cell the delegate's `willDisplay` is being told of, if any.
  var willDisplayRow: IndexPath?
  /// What answers the cell dequeues of a detached configuration
  /// (``VirtualTableView/configureDetached(row:supply:)``) instead of the reuse queues.
  var detachedSupply: ((String) -> TableViewCell?)?
  /// The row or section whose view request failed last, for ``DisplayFailedAfterUpdate``.
  var failedRequest: (indexPath: IndexPath?, section: Int?) = (nil, nil)
  /// Rows handed to the prefetch data source and not yet displayed or cancelled (rule 8.1).
  var prefetchedRows: Set<Int> = []

  /// Notes a cell request in progress for `path`, reconfiguring `live` when it is given.
  mutating func beginCellRequest(_ path: IndexPath, reconfiguring live: ReusableView?) {
    cellRequest = path
    reconfiguringView = live
  }

  /// Notes that the cell request in progress ended.
  mutating func endCellRequest() {
    cellRequest = nil
    reconfiguringView = nil
  }

  /// Sets ``willDisplayRow``, returning the row it named before.
  mutating func replaceWillDisplayRow(with row: IndexPath?) -> IndexPath? {
    let outer = willDisplayRow
    willDisplayRow = row
    return outer
  }

  /// The position in ``cells`` of the row's cell, or `nil` when the row has none on display.
  ///
  /// - Complexity: O(log v) for v cells on display.
  func position(ofRow row: Int) -> Int? {
    LiveLists.position(of: row, in: cells)
  }

  /// Checks the lists against a layout of `rowCount` rows in `sectionCount` sections: keys
  /// strictly ascending and in range, no view on display twice or queued, prefetched rows in
  /// range, and no request left in progress.
  ///
  /// - Complexity: O(v + p) for v views on display and p prefetched rows.
  func checkInvariants(rowCount: Int, sectionCount: Int) {
    precondition(cellRequest == nil, "A cell request for \(cellRequest!) was left in progress")
    precondition(reconfiguringView == nil, "A reconfiguration was left in progress")
    precondition(detachedSupply == nil, "A detached configuration was left in progress")
    precondition(willDisplayRow == nil, "A willDisplay was left in progress")
    var seen = Set<ObjectIdentifier>(minimumCapacity: cells.count + headers.count + footers.count)
    LiveLists.checkInvariants(cells, limit: rowCount, name: "cell", seen: &seen)
    LiveLists.checkInvariants(headers, limit: sectionCount, name: "header", seen: &seen)
    LiveLists.checkInvariants(footers, limit: sectionCount, name: "footer", seen: &seen)
    for row in prefetchedRows {
      precondition(
        row >= 0 && row < rowCount, "Prefetched row \(row) is past the layout's \(rowCount)")
    }
  }

}
