package import Foundation

/// A platform table (``PlatformTable``, a `UITableView`) as a ``TableViewInterface``: the seam's
/// promises kept on a table that would crash instead of throwing.
///
/// - **Registration** is recorded, so ``hasRegistration(forCellReuseIdentifier:)`` can answer,
///   and checked: an empty identifier or a class that is not the platform's cell class throws
///   (rules 1.4, 1.6) instead of reaching the platform.
/// - **Dequeues** of identifiers never registered throw (rule 1.5) instead of raising UIKit's
///   exception.
/// - **Batch updates** are checked with the core's plan (rules 4.4, 4.5, 5.6, 5.7) against the
///   counts the platform table shows, kept here, and the counts the data source reports after
///   the change. A rejected update makes no platform call at all, so the data source can put
///   its model back and the two still agree. An accepted one becomes one `performBatchUpdates`
///   whose calls ``PlatformTableCall/calls(for:)`` lists.
/// - **Off screen** (not in a window), an accepted update reloads the table instead, as UIKit
///   asks: it does not animate updates of a table it does not show.
///
/// The data source's model changes inside ``performBatchUpdates(_:completion:)`` and the
/// platform's batch follows at once, after the platform has read its counts "before" (rule 4.4):
/// after a `reloadData()`, a UIKit table reads them only at its next layout, so the bridge lays
/// it out first. The platform batch cannot run the model change itself: a closure UIKit runs
/// cannot be abandoned half-way, and a rejected update must leave the platform untouched.
@MainActor
package final class PlatformTableBridge<Base: PlatformTable>: TableViewInterface {
  package typealias Cell = Base.Cell
  package typealias HeaderFooterView = Base.HeaderFooterView

  /// The platform table; held weakly, as a table holds its data source.
  package private(set) weak var base: Base?
  /// The data source's row counts per section now.
  private let counts: @MainActor () -> [Int]
  /// The counts the platform table shows: read at each reload, changed by each update; `nil`
  /// before the first reload.
  package private(set) var shownCounts: [Int]?
  /// Whether the platform may not have read its counts since the last reload.
  private var countsMayBeUnread = true
  private var cellIdentifiers: Set<String> = []
  private var viewIdentifiers: Set<String> = []
  private var batchDepth = 0
  private var pending = BatchUpdate()
  private var pendingAnimation = RowAnimation.automatic
  private var pendingCompletions: [(Bool) -> Void] = []

  /// A bridge to `base` for a data source whose counts `counts` reports.
  package init(_ base: Base, counts: @escaping @MainActor () -> [Int]) {
    self.base = base
    self.counts = counts
  }

  package func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) throws {
    try Self.check(
      cellClass, identifier, as: Base.Cell.self, "registerClass:forCellReuseIdentifier:")
    guard let base else { throw TableViewError.noBoundTable }
    base.registerCell(cellClass, identifier: identifier)
    Self.record(cellClass, identifier, in: &cellIdentifiers)
  }

  package func register(
    _ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String
  ) throws {
    try Self.check(
      viewClass, identifier, as: Base.HeaderFooterView.self,
      "registerClass:forHeaderFooterViewReuseIdentifier:")
    guard let base else { throw TableViewError.noBoundTable }
    base.registerHeaderFooterView(viewClass, identifier: identifier)
    Self.record(viewClass, identifier, in: &viewIdentifiers)
  }

  /// Rules 1.4 and 1.6: an empty identifier, or a class the platform cannot make its views
  /// from, is rejected before the platform sees it.
  private static func check<View>(
    _ viewClass: AnyClass?, _ identifier: String, as expected: View.Type, _ method: String
  ) throws {
    guard !identifier.isEmpty else { throw TableViewError.emptyReuseIdentifier(method: method) }
    if let viewClass, !(viewClass is View.Type) {
      throw TableViewError.unsupportedViewClass(
        className: String(reflecting: viewClass), identifier: identifier,
        expected: String(reflecting: View.self))
    }
  }

  /// Registering `nil` removes the registration (rule 1.3).
  private static func record(
    _ viewClass: AnyClass?, _ identifier: String, in set: inout Set<String>
  ) {
    if viewClass == nil { set.remove(identifier) } else { set.insert(identifier) }
  }

  package func hasRegistration(forCellReuseIdentifier identifier: String) -> Bool {
    cellIdentifiers.contains(identifier)
  }

  package func hasRegistration(forHeaderFooterViewReuseIdentifier identifier: String) -> Bool {
    viewIdentifiers.contains(identifier)
  }

  package func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    throws -> Base.Cell
  {
    guard cellIdentifiers.contains(identifier) else {
      throw TableViewError.unregisteredCellIdentifier(
        identifier, registered: cellIdentifiers.sorted())
    }
    guard let base else { throw TableViewError.noBoundTable }
    return base.dequeueCell(identifier: identifier, for: indexPath)
  }

  package func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> Base.HeaderFooterView?
  {
    guard viewIdentifiers.contains(identifier) else { return nil }
    return base?.dequeueHeaderFooterView(identifier: identifier)
  }

  package func apply(_ update: BatchUpdate, animation: RowAnimation) throws {
    guard batchDepth == 0 else {
      pending.append(contentsOf: update)
      pendingAnimation = animation
      return
    }
    try commit(update, animation: animation, completions: [])
  }

  package func reloadData() {
    base?.reloadAllData()
    shownCounts = counts()
    countsMayBeUnread = true
  }

  package var hasUncommittedUpdates: Bool { batchDepth > 0 }

  /// The visible rows and, on each side of them, as many rows again: UIKit may configure cells
  /// before it displays them (cell prefetching, on by default: "the table view may request cells
  /// in advance of displaying them", `isPrefetchingEnabled`), and names no prefetched cell, so
  /// the rows next to the visible ones, where it prefetches, are listed as if they had cells.
  /// Listing a row without a cell costs a row made and compared; leaving out a row with one
  /// would leave it stale.
  ///
  /// - Complexity: O(s + v log s) for s sections and v visible rows.
  package var indexPathsForRowsWithCells: [IndexPath]? {
    guard let base else { return [] }
    let visible = base.visibleRowPaths
    guard let counts = shownCounts, let first = visible.min(), let last = visible.max(),
      counts.indices.contains(first.section), counts.indices.contains(last.section)
    else { return visible }
    // By global row: the visible span, widened by its count of rows on each side.
    let starts = sectionStarts(counts)
    let margin = visible.count
    let low = max(0, starts[first.section] + first.row - margin)
    let high = min(starts[counts.count], starts[last.section] + last.row + 1 + margin)
    return (low..<high).map { row in
      let (section, index) = location(ofGlobal: row, starts: starts)
      return IndexPath(row: index, section: section)
    }
  }

  package var isOnScreen: Bool { base?.isInWindow ?? false }

  package func performBatchUpdates(_ updates: () throws -> Void, completion: ((Bool) -> Void)?)
    throws
  {
    if batchDepth == 0, countsMayBeUnread, shownCounts != nil, let base, base.isInWindow {
      // Rule 4.4: the platform must hold the counts "before" when the model changes.
      base.readCountsNow()
      countsMayBeUnread = false
    }
    batchDepth += 1
    do {
      try updates()
    } catch {
      batchDepth -= 1
      if batchDepth == 0 { resetPending() }
      throw error
    }
    batchDepth -= 1
    if let completion { pendingCompletions.append(completion) }
    guard batchDepth == 0 else { return }
    let (update, animation, completions) = (pending, pendingAnimation, pendingCompletions)
    resetPending()
    try commit(update, animation: animation, completions: completions)
  }

  /// Follows a move the user made on the platform table (rule 7.3): the table moved the row
  /// itself, so the counts it shows change without an update.
  package func userMovedRow(from source: IndexPath, to destination: IndexPath) {
    guard var counts = shownCounts, counts.indices.contains(source.section),
      counts.indices.contains(destination.section), source.section != destination.section
    else { return }
    counts[source.section] -= 1
    counts[destination.section] += 1
    shownCounts = counts
  }

  private func resetPending() {
    pending = BatchUpdate()
    pendingAnimation = .automatic
    pendingCompletions = []
  }

  /// Checks `update` against the counts shown and the data source's counts now, then makes it
  /// on the platform table: as one batch in a window, as a reload outside one or before the
  /// first reload. Throws, with no platform call, when the update is invalid.
  private func commit(
    _ update: BatchUpdate, animation: RowAnimation, completions: [(Bool) -> Void]
  ) throws {
    guard let base else { throw TableViewError.noBoundTable }
    let newCounts = counts()
    guard let oldCounts = shownCounts else {
      reloadData()
      for completion in completions { completion(true) }
      return
    }
    _ = try BatchUpdatePlan(update: update, oldCounts: oldCounts, newCounts: newCounts)
    let calls = PlatformTableCall.calls(for: update)
    if calls.isEmpty {
      for completion in completions { completion(true) }
    } else if base.isInWindow {
      shownCounts = newCounts
      base.performBatch(
        calls, animation: animation,
        completion: completions.isEmpty
          ? nil : { finished in for completion in completions { completion(finished) } })
    } else {
      reloadData()
      for completion in completions { completion(true) }
    }
  }
}
