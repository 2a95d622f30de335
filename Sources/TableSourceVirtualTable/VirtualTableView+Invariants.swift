import Foundation
import TableSourceCore

// A full consistency check of the table's own state, in the manner of swift-collections'
// `_checkInvariants()`: it checks the library, not its user, so a broken invariant is a bug in
// TableSource and traps. Debug builds run it at the end of every outermost operation
// (`TABLESOURCE_INTERNAL_CHECKS`, set in Package.swift for the debug configuration); release
// builds do not, and pay nothing for it. Tests call it directly, in any configuration.
extension VirtualTableView {
  /// Checks that the table's internal state is consistent, and traps if it is not.
  ///
  /// Call it when no call into the table is in progress: from a test, between two calls, or where
  /// the outermost operation ends. It checks that
  /// - no operation, callback, cell request or layout transaction is left in progress, and nothing
  ///   a callback asked for is left waiting;
  /// - the live cells are sorted by key, every key is a row of the layout, no cell is live twice
  ///   and no live cell is queued; likewise for the live section headers and footers;
  /// - the per-identifier counts of visible cells equal the live cells of each identifier;
  /// - the selection and the prefetched rows name rows of the layout;
  /// - the content offset is within the scrollable range, with no horizontal offset;
  /// - the reuse queues hold exactly the views marked queued.
  ///
  /// - Complexity: O(v + s + p + q) for v live views, s selected rows, p prefetched rows and q
  ///   queued views.
  package func checkInvariants() {
    checkQuiescence()
    checkLiveViews()
    checkVisibleCounts()
    checkRows()
    checkOffset()
    checkQueues()
  }

  /// Runs ``checkInvariants()`` in builds with `TABLESOURCE_INTERNAL_CHECKS` (the debug
  /// configuration); does nothing otherwise.
  @inline(__always)
  func checkInvariantsInDebugBuilds() {
    #if TABLESOURCE_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }

  private func checkQuiescence() {
    precondition(operationDepth == 0, "An operation is still in progress (depth \(operationDepth))")
    precondition(
      callouts.isEmpty,
      "No operation runs, yet callbacks are still in progress: \(callouts.map(\.callback))")
    batch.checkInvariants()
    precondition(!journal.isActive, "A layout transaction was left open")
    precondition(cellRequest == nil, "A cell request for \(cellRequest!) was left in progress")
    precondition(reconfiguringView == nil, "A reconfiguration was left in progress")
    precondition(!isLoading, "A load was left in progress")
    precondition(!reloadDeferred, "A reloadData() asked for from a callback was never run")
    precondition(
      deferredUpdates.isEmpty,
      "\(deferredUpdates.count) updates asked for from callbacks were never applied")
    precondition(
      pendingDataSource == nil && pendingDelegate == nil,
      "A data source or delegate assigned from a callback was never put in place")
  }

  private func checkLiveViews() {
    var seen = Set<ObjectIdentifier>(
      minimumCapacity: liveCells.count + liveHeaders.count + liveFooters.count)
    checkLiveList(liveCells, limit: layout.numberOfRows, name: "cell", seen: &seen)
    checkLiveList(liveHeaders, limit: layout.numberOfSections, name: "header", seen: &seen)
    checkLiveList(liveFooters, limit: layout.numberOfSections, name: "footer", seen: &seen)
  }

  /// Checks one list of live views: keys strictly ascending and below `limit`, each view live
  /// once (`seen` holds the views of the lists checked before), none queued.
  private func checkLiveList<View: ReusableView>(
    _ list: [LiveView<View>], limit: Int, name: String, seen: inout Set<ObjectIdentifier>
  ) {
    var previous = -1
    for live in list {
      precondition(
        live.key > previous,
        "The live \(name)s are not sorted by key: \(live.key) follows \(previous)")
      precondition(
        live.key < limit, "A live \(name)'s key \(live.key) is past the layout's \(limit)")
      precondition(
        seen.insert(ObjectIdentifier(live.view)).inserted,
        "\(name) #\(live.view.instanceNumber) is on display twice")
      precondition(!live.view.isQueued, "Live \(name) #\(live.view.instanceNumber) is also queued")
      previous = live.key
    }
  }

  private func checkVisibleCounts() {
    precondition(
      visibleCellsBySlot.count == slotIdentifiers.count
        && peakVisibleCellsBySlot.count == slotIdentifiers.count
        && identifierSlots.count == slotIdentifiers.count,
      "The per-identifier counts do not cover the identifiers the table numbered")
    var live = [Int](repeating: 0, count: slotIdentifiers.count)
    for entry in liveCells where entry.view.reuseSlot >= 0 {
      precondition(
        entry.view.reuseSlot < live.count,
        "Live cell #\(entry.view.instanceNumber) has an identifier number the table never gave")
      live[entry.view.reuseSlot] += 1
    }
    for (slot, identifier) in slotIdentifiers.enumerated() {
      precondition(
        identifierSlots[identifier] == slot, "Identifier \(identifier) is numbered twice")
      precondition(
        visibleCellsBySlot[slot] == live[slot],
        "\(visibleCellsBySlot[slot]) cells of \(identifier) are counted visible, "
          + "but \(live[slot]) are live")
      precondition(
        peakVisibleCellsBySlot[slot] >= live[slot],
        "The peak of visible \(identifier) cells is below the cells live now")
    }
  }

  private func checkRows() {
    let rows = layout.numberOfRows
    selection.checkInvariants(rowCount: rows)
    for row in prefetchedRows {
      precondition(row >= 0 && row < rows, "Prefetched row \(row) is past the layout's \(rows)")
    }
  }

  private func checkOffset() {
    let y = Double(contentOffset.y)
    precondition(contentOffset.x == 0, "The content offset has an x of \(contentOffset.x)")
    precondition(
      y.isFinite && y >= 0 && y <= maximumOffsetY,
      "The content offset \(y) is outside 0...\(maximumOffsetY)")
  }

  private func checkQueues() {
    let cells = cellQueues.allViews
    precondition(
      cells.count == cellQueues.count && cells.allSatisfy(\.isQueued),
      "The cell queues' count or marks disagree with their contents")
    let views = headerFooterQueues.allViews
    precondition(
      views.count == headerFooterQueues.count && views.allSatisfy(\.isQueued),
      "The header and footer queues' count or marks disagree with their contents")
  }
}
