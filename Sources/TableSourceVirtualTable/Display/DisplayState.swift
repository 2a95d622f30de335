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

  // MARK: - Operations of a display pass

  /// The three live lists at once: what a pass that fails puts back.
  struct Lists {
    var cells: [LiveView<TableViewCell>]
    var headers: [LiveView<TableViewHeaderFooterView>]
    var footers: [LiveView<TableViewHeaderFooterView>]
  }

  /// The live cell of a row, or `nil` when the row has none on display.
  ///
  /// - Complexity: O(log v) for v cells on display.
  func liveCell(ofRow row: Int) -> LiveView<TableViewCell>? {
    position(ofRow: row).map { cells[$0] }
  }

  /// Whether `live` is on display for its row: a callback before may have ended it or moved it.
  func isShowing(_ live: LiveView<TableViewCell>) -> Bool {
    liveCell(ofRow: live.key)?.view === live.view
  }

  /// Whether `live` is on display as its section's header or footer.
  func isShowing(_ live: LiveView<TableViewHeaderFooterView>, kind: SupplementaryKind) -> Bool {
    let list = kind == .header ? headers : footers
    return list.contains { $0.key == live.key && $0.view === live.view }
  }

  /// Step 2 of a pass: the wanted keys (ascending) that have no live view.
  func missing(_ wanted: (rows: [Int], headers: [Int], footers: [Int])) -> (
    rows: [Int], headers: [Int], footers: [Int]
  ) {
    (
      LiveLists.missing(wanted.rows, from: cells), LiveLists.missing(wanted.headers, from: headers),
      LiveLists.missing(wanted.footers, from: footers)
    )
  }

  /// Step 1 of a pass: keeps on display only the views whose keys are wanted, and returns the
  /// views that left (each cell with its index path in `layout`) and the lists as they were.
  /// Nobody is told yet.
  mutating func keepOnly(
    _ wanted: (rows: [Int], headers: [Int], footers: [Int]), in layout: borrowing TableLayout
  ) -> (ended: Ended, previous: Lists) {
    let previous = Lists(cells: cells, headers: headers, footers: footers)
    let cellSplit = LiveLists.split(cells, wanted: wanted.rows)
    let headerSplit = LiveLists.split(headers, wanted: wanted.headers)
    let footerSplit = LiveLists.split(footers, wanted: wanted.footers)
    // A plain loop over the cells, not `map`: a closure made here checks at run time that it
    // runs on the main actor, on every call.
    var endedCells: [EndedView<TableViewCell>] = []
    endedCells.reserveCapacity(cellSplit.ended.count)
    for live in cellSplit.ended {
      let location = layout.location(ofGlobal: live.key)
      endedCells.append(
        EndedView(live: live, path: IndexPath(row: location.row, section: location.section)))
    }
    cells = cellSplit.kept
    headers = headerSplit.kept
    footers = footerSplit.kept
    let ended = Ended(
      cells: endedCells,
      headers: headerSplit.ended.map { EndedView(live: $0, path: nil) },
      footers: footerSplit.ended.map { EndedView(live: $0, path: nil) })
    return (ended, previous)
  }

  /// Step 3 of a pass: the views made join the live lists, and replacement cells take their
  /// rows' places. Returns the cells replaced that were still on display.
  mutating func add(
    cells added: [LiveView<TableViewCell>],
    headers addedHeaders: [LiveView<TableViewHeaderFooterView>],
    footers addedFooters: [LiveView<TableViewHeaderFooterView>],
    replacing replaced: [(old: LiveView<TableViewCell>, new: TableViewCell)]
  ) -> [TableViewCell] {
    cells = LiveLists.merge(cells, added)
    headers = LiveLists.merge(headers, addedHeaders)
    footers = LiveLists.merge(footers, addedFooters)
    var left: [TableViewCell] = []
    for (old, new) in replaced {
      guard let position = position(ofRow: old.key) else { continue }
      cells[position] = LiveView(key: old.key, view: new)
      left.append(old.view)
    }
    return left
  }

  /// Undoing a failed pass: the lists as they were before it, without the cells it ended and
  /// the headers and footers a request reused (those come back one by one, once configured
  /// again). Returns the reused headers and footers.
  mutating func restore(_ previous: Lists, without ended: Ended) -> Set<ObjectIdentifier> {
    let endedCells = Set(ended.cells.map { ObjectIdentifier($0.live.view) })
    let reused = LiveLists.reused(ended.headers + ended.footers)
    cells = previous.cells.filter { !endedCells.contains(ObjectIdentifier($0.view)) }
    headers = previous.headers.filter { !reused.contains(ObjectIdentifier($0.view)) }
    footers = previous.footers.filter { !reused.contains(ObjectIdentifier($0.view)) }
    return reused
  }

  /// Puts a cell back on display for its row.
  mutating func insert(_ live: LiveView<TableViewCell>) {
    cells = LiveLists.merge(cells, [live])
  }

  /// Puts a header or footer view back on display for its section.
  mutating func insert(_ live: LiveView<TableViewHeaderFooterView>, kind: SupplementaryKind) {
    if kind == .header {
      headers = LiveLists.merge(headers, [live])
    } else {
      footers = LiveLists.merge(footers, [live])
    }
  }

  /// Notes that the request for a row's cell, or a section's view, failed.
  mutating func noteFailedRequest(row path: IndexPath?, section: Int? = nil) {
    failedRequest = (path, section)
  }

  // MARK: - Operations of updates and reloads

  /// An update applied: the views follow their rows and sections to where `plan` puts them; the
  /// cells of deleted or reloaded rows and the views of deleted sections leave the lists and are
  /// returned, cells with their index paths in `layout` (the layout before the update); the rows
  /// handed to prefetching are forgotten. Nobody is told yet.
  mutating func follow(_ plan: BatchUpdatePlan, from layout: borrowing TableLayout) -> Ended {
    var ended = Ended()
    var kept: [LiveView<TableViewCell>] = []
    kept.reserveCapacity(cells.count)
    for live in cells {
      if let new = plan.survivingRow(live.key) {
        kept.append(LiveView(key: new, view: live.view))
      } else {
        ended.cells.append(EndedView(live: live, path: Self.indexPath(of: live.key, in: layout)))
      }
    }
    let movedHeaders = Self.follow(plan, headers)
    let movedFooters = Self.follow(plan, footers)
    ended.headers = movedHeaders.ended
    ended.footers = movedFooters.ended
    prefetchedRows.removeAll()
    cells = kept.sorted { $0.key < $1.key }
    headers = movedHeaders.kept
    footers = movedFooters.kept
    return ended
  }

  /// Headers or footers after an update: the views of sections that stay, under their new
  /// sections, and those of deleted sections.
  private static func follow(
    _ plan: BatchUpdatePlan, _ live: [LiveView<TableViewHeaderFooterView>]
  ) -> (kept: [LiveView<TableViewHeaderFooterView>], ended: [EndedView<TableViewHeaderFooterView>])
  {
    var kept: [LiveView<TableViewHeaderFooterView>] = []
    var ended: [EndedView<TableViewHeaderFooterView>] = []
    for entry in live {
      if let new = plan.oldToNewSection[entry.key] {
        kept.append(LiveView(key: new, view: entry.view))
      } else {
        ended.append(EndedView(live: entry, path: nil))
      }
    }
    return (kept.sorted { $0.key < $1.key }, ended)
  }

  /// A reload: every view leaves the lists and is returned, cells with their index paths in
  /// `layout` (the layout before it); the rows handed to prefetching are forgotten.
  mutating func removeAll(from layout: borrowing TableLayout) -> Ended {
    let ended = Ended(
      cells: cells.map { EndedView(live: $0, path: Self.indexPath(of: $0.key, in: layout)) },
      headers: headers.map { EndedView(live: $0, path: nil) },
      footers: footers.map { EndedView(live: $0, path: nil) })
    prefetchedRows.removeAll()
    cells.removeAll()
    headers.removeAll()
    footers.removeAll()
    return ended
  }

  /// The views that leave the lists, each as `leaves` says; they are returned, cells with their
  /// index paths in `layout`. Nobody is told yet.
  mutating func remove(
    in layout: borrowing TableLayout, cells cellLeaves: (LiveView<TableViewCell>) -> Bool,
    headers headerLeaves: (LiveView<TableViewHeaderFooterView>) -> Bool,
    footers footerLeaves: (LiveView<TableViewHeaderFooterView>) -> Bool
  ) -> Ended {
    var ended = Ended()
    var kept: [LiveView<TableViewCell>] = []
    for live in cells {
      if cellLeaves(live) {
        ended.cells.append(EndedView(live: live, path: Self.indexPath(of: live.key, in: layout)))
      } else {
        kept.append(live)
      }
    }
    ended.headers = headers.filter(headerLeaves).map { EndedView(live: $0, path: nil) }
    ended.footers = footers.filter(footerLeaves).map { EndedView(live: $0, path: nil) }
    cells = kept
    headers.removeAll(where: headerLeaves)
    footers.removeAll(where: footerLeaves)
    return ended
  }

  /// The index path of a global row index in a layout.
  private static func indexPath(of row: Int, in layout: borrowing TableLayout) -> IndexPath {
    let location = layout.location(ofGlobal: row)
    return IndexPath(row: location.row, section: location.section)
  }
}
