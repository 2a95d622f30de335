import Foundation
import TableSourceCore
@_spi(TableSourceEngine) import TableSourceVirtualTable

// A full consistency check of the collection view's own state, as the table's: it checks the
// library, not its user, so a broken invariant is a bug in TableSource and traps. Builds with
// `TABLESOURCE_INTERNAL_CHECKS` run it at the end of every outermost operation.
extension VirtualCollectionView {
  /// Checks that the collection view's internal state is consistent, and traps if it is not.
  ///
  /// Call it when no call into the collection view is in progress. It checks that
  /// - no operation, callback, request, batch or deferred work is left in progress;
  /// - the live cells are sorted by global item, every key is an item, no view is live twice and
  ///   no live view is queued; likewise each kind's live supplementary views, by section;
  /// - the per-identifier counts of visible cells equal the live cells of each identifier, and
  ///   the reuse queues hold exactly the views marked queued;
  /// - the selection, the prefetched items and the working range name items;
  /// - the geometry was laid out for the counts, and the content offset is within its range.
  ///
  /// - Complexity: O(v + s + p + q) for v live views, s selected items, p prefetched items and q
  ///   queued views.
  package func checkInvariants() {
    precondition(callouts.isEmpty, "Callbacks are still in progress")
    precondition(operationDepth == 0, "An operation is still in progress")
    precondition(request == nil, "A view request was left in progress")
    precondition(journal == nil, "A display pass was left in progress")
    precondition(openBatch == nil, "A batch was left open")
    precondition(deferred.isEmpty && !reloadDeferred, "Deferred work was left waiting")
    let itemCount = starts.last ?? 0
    var seen = Set<ObjectIdentifier>()
    LiveLists.checkInvariants(liveCells, limit: itemCount, name: "cell", seen: &seen)
    for (kind, list) in liveSupplementary {
      LiveLists.checkInvariants(list, limit: counts.count, name: kind, seen: &seen)
      for live in list {
        precondition(
          live.view.elementKind == kind, "A \(live.view.elementKind) view shows as a \(kind)")
      }
    }
    cellPool.checkInvariants(displaying: liveCells.map(\.view))
    for pool in supplementaryPools.values { pool.checkInvariants(displaying: nil) }
    for path in selectedItems.union(prefetched) {
      precondition(global(path) != nil, "The selection or prefetching names no item: \(path)")
    }
    precondition(
      workingRange.members.allSatisfy { $0 >= 0 && $0 < itemCount },
      "The working range names an item past \(itemCount)")
    guard !needsReload, let geometry else { return }
    precondition(geometry.itemCounts == counts, "The geometry was laid out for other counts")
    geometry.checkInvariants()
    let content = geometry.contentSize
    precondition(
      contentOffset.x >= 0 && contentOffset.y >= 0
        && contentOffset.x <= max(0, content.width - size.width)
        && contentOffset.y <= max(0, content.height - size.height),
      "The content offset \(contentOffset) is outside the scrollable range")
  }

  /// Runs ``checkInvariants()`` in builds with `TABLESOURCE_INTERNAL_CHECKS`.
  @inline(__always)
  func checkInvariantsInDebugBuilds() {
    #if TABLESOURCE_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }
}
