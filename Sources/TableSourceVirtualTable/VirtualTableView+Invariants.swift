import Foundation
import TableSourceCore

// A full consistency check of the table's own state, in the manner of swift-collections'
// `_checkInvariants()`: it checks the library, not its user, so a broken invariant is a bug in
// TableSource and traps. Builds with `TABLESOURCE_INTERNAL_CHECKS` run it at the end of every
// outermost operation: debug builds of the package made with `TABLESOURCE_INTERNAL_CHECKS=1` in
// the environment (Package.swift reads it; CI sets it). An app's build of TableSource does not,
// and pays nothing for it. Tests call it directly, in any configuration.

/// Whether this build of the virtual table runs its internal checks.
package let virtualTableRunsInternalChecks: Bool = {
  #if TABLESOURCE_INTERNAL_CHECKS
    return true
  #else
    return false
  #endif
}()

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
    screen.checkInvariants(rowCount: layout.numberOfRows, sectionCount: layout.numberOfSections)
    cellPool.checkInvariants(displaying: screen.cells.map(\.view))
    headerFooterPool.checkInvariants(displaying: nil)
    selection.checkInvariants(rowCount: layout.numberOfRows)
    settings.checkInvariants()
    viewport.checkInvariants(contentHeight: layout.contentHeight)
  }

  /// Runs ``checkInvariants()`` in builds with `TABLESOURCE_INTERNAL_CHECKS`; does nothing
  /// otherwise.
  @inline(__always)
  func checkInvariantsInDebugBuilds() {
    #if TABLESOURCE_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }

  private func checkQuiescence() {
    operations.checkQuiescence()
    batch.checkInvariants()
    precondition(
      !connections.hasPending,
      "A data source or delegate assigned from a callback was never put in place")
  }
}
