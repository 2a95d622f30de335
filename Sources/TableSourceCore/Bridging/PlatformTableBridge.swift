package import Foundation

/// A platform view (``PlatformRowsView``, a `UITableView` or a `UICollectionView`) as the
/// seam's view: the seam's promises kept on a view that would crash instead of throwing. On a
/// ``PlatformTable`` it is a ``TableViewInterface``; on a ``PlatformCollectionView``, a
/// ``CollectionViewInterface`` (`PlatformCollectionBridge.swift`).
///
/// - **Registration** is recorded, so `hasRegistration` can answer, and checked: an empty
///   identifier or a class that is not the platform's cell class throws (rules 1.4, 1.6)
///   instead of reaching the platform.
/// - **Dequeues** of identifiers never registered throw (rule 1.5, C-A4) instead of raising
///   UIKit's exception.
/// - **Batch updates** are checked with the core's plan, by the platform's rules (rules 4.4,
///   4.5, 5.6, 5.7; C-G5, C-G9–C-G11), against the counts the platform view shows, kept here, and
///   the counts the data source reports after the change. A rejected update makes no platform
///   call at all, so the data source can put its model back and the two still agree. An
///   accepted one becomes one `performBatchUpdates` whose calls ``PlatformTableCall/calls(for:)``
///   lists.
/// - **Off screen** (not in a window), an accepted update reloads the view instead, as UIKit
///   asks: it does not animate updates of a view it does not show.
///
/// The data source's model changes inside ``performBatchUpdates(_:completion:)`` and the
/// platform's batch follows at once, after the platform has read its counts "before" (rule 4.4,
/// C-G4): after a `reloadData()`, UIKit reads them only at its next layout, so the bridge lays
/// the view out first. The platform batch cannot run the model change itself: a closure UIKit
/// runs cannot be abandoned half-way, and a rejected update must leave the platform untouched.
@MainActor
package final class PlatformBridge<Base: PlatformRowsView>: RowsViewInterface {
  package typealias Cell = Base.Cell

  /// A supplementary view registration: a table's header and footer views have the empty kind.
  package struct ViewKey: Hashable {
    let kind: String
    let identifier: String
  }

  /// The platform view; held weakly, as a view holds its data source.
  package private(set) weak var base: Base?
  /// The data source's row counts per section now.
  private let counts: @MainActor () -> [Int]
  /// The counts the platform view shows: read at each reload, changed by each update; `nil`
  /// before the first reload.
  package private(set) var shownCounts: [Int]?
  /// Whether the platform may not have read its counts since the last reload.
  private var countsMayBeUnread = true
  private(set) var cellIdentifiers: Set<String> = []
  var viewIdentifiers: Set<ViewKey> = []
  /// The view the last dequeue returned, until ``takeDequeued()``.
  var dequeued: AnyObject?
  private var batchDepth = 0
  private var pending = BatchUpdate()
  private var pendingAnimation = RowAnimation.automatic
  private var pendingCompletions: [(Bool) -> Void] = []

  /// A bridge to `base` for a data source whose counts `counts` reports.
  package init(_ base: Base, counts: @escaping @MainActor () -> [Int]) {
    self.base = base
    self.counts = counts
  }

  /// A bridge to `base` for `dataSource`, whose counts it reads; the data source is held
  /// weakly, and one that is gone has no sections.
  package convenience init(_ base: Base, dataSource: some RowsDataSource) {
    self.init(base) { [weak dataSource] in
      guard let dataSource else { return [] }
      return (0..<dataSource.numberOfSections).map(dataSource.numberOfRows(inSection:))
    }
  }

  /// Registers a cell class after checking it (rules 1.4, 1.6; C-A1); `method` names UIKit's
  /// selector in the error.
  func registerCell(_ cellClass: AnyClass?, identifier: String, method: String) throws {
    try Self.check(cellClass, identifier, as: Base.Cell.self, method)
    guard let base else { throw TableViewError.noBoundTable }
    base.registerCell(cellClass, identifier: identifier)
    if cellClass == nil {
      cellIdentifiers.remove(identifier)
    } else {
      cellIdentifiers.insert(identifier)
    }
  }

  /// Rules 1.4 and 1.6: an empty identifier, or a class the platform cannot make its views
  /// from, is rejected before the platform sees it.
  static func check<View>(
    _ viewClass: AnyClass?, _ identifier: String, as expected: View.Type, _ method: String
  ) throws {
    guard !identifier.isEmpty else { throw TableViewError.emptyReuseIdentifier(method: method) }
    if let viewClass, !(viewClass is View.Type) {
      throw TableViewError.unsupportedViewClass(
        className: String(reflecting: viewClass), identifier: identifier,
        expected: String(reflecting: View.self))
    }
  }

  /// Records a supplementary view registration: registering `nil` removes it (rule 1.3).
  func record(_ viewClass: AnyClass?, _ key: ViewKey) {
    if viewClass == nil { viewIdentifiers.remove(key) } else { viewIdentifiers.insert(key) }
  }

  /// The platform's cell for a registered identifier (rule 1.5, C-A4).
  func dequeueCell(identifier: String, for indexPath: IndexPath) throws -> Base.Cell {
    guard cellIdentifiers.contains(identifier) else {
      throw TableViewError.unregisteredCellIdentifier(
        identifier, registered: cellIdentifiers.sorted())
    }
    guard let base else { throw TableViewError.noBoundTable }
    let cell = base.dequeueCell(identifier: identifier, for: indexPath)
    // Kept for a collection view only: a table accepts any cell, and would keep its last.
    if Base.self is any PlatformCollectionView.Type { dequeued = cell }
    return cell
  }

  /// The view the last dequeue returned, and forgets it. A collection view's data source must
  /// return the one view it dequeued for a request, even when configuring it then failed (C-A5,
  /// C-A8): a second dequeue for the request would raise.
  package func takeDequeued() -> AnyObject? {
    defer { dequeued = nil }
    return dequeued
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

  /// The platform's list cell class (``PlatformRowsView/listCellClass``): a ``ListRow``'s cells
  /// are registered as this class, and configured through ``ListContentCell``.
  package var listCellClass: AnyClass? { base?.listCellClass }

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

  /// Follows a move the user made on the platform view (rule 7.3, C-J1): the view moved the row
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
  /// on the platform view: as one batch in a window, as a reload outside one or before the
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
    _ = try BatchUpdatePlan(
      update: update, oldCounts: oldCounts, newCounts: newCounts, rules: Base.updateRules)
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

/// The bridge of a ``PlatformTable``.
package typealias PlatformTableBridge<Base: PlatformTable> = PlatformBridge<Base>

extension PlatformBridge: TableViewInterface where Base: PlatformTable {
  package typealias HeaderFooterView = Base.HeaderFooterView

  package func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) throws {
    try registerCell(
      cellClass, identifier: identifier, method: "registerClass:forCellReuseIdentifier:")
  }

  package func register(
    _ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String
  ) throws {
    try Self.check(
      viewClass, identifier, as: Base.HeaderFooterView.self,
      "registerClass:forHeaderFooterViewReuseIdentifier:")
    guard let base else { throw TableViewError.noBoundTable }
    base.registerHeaderFooterView(viewClass, identifier: identifier)
    record(viewClass, ViewKey(kind: "", identifier: identifier))
  }

  package func hasRegistration(forCellReuseIdentifier identifier: String) -> Bool {
    cellIdentifiers.contains(identifier)
  }

  package func hasRegistration(forHeaderFooterViewReuseIdentifier identifier: String) -> Bool {
    viewIdentifiers.contains(ViewKey(kind: "", identifier: identifier))
  }

  package func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    throws -> Base.Cell
  {
    try dequeueCell(identifier: identifier, for: indexPath)
  }

  package func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> Base.HeaderFooterView?
  {
    guard hasRegistration(forHeaderFooterViewReuseIdentifier: identifier) else { return nil }
    return base?.dequeueHeaderFooterView(identifier: identifier)
  }
}
