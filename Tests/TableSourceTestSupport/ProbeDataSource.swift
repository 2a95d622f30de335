package import Foundation
package import TableSource

/// A data source, delegate and prefetch data source over a plain model — sections with ids, each
/// a list of item numbers — that can run code from inside any of its callbacks and fail on
/// chosen items. Reentrancy tests and the fuzzer drive the table through it.
///
/// Each cell shows `item N` (plus `/vK` once the item's content version is K); each section's
/// header and footer views show `header S` and `footer S` for section id S.
@MainActor
package final class ProbeDataSource: TableViewDataSource, TableViewDelegate,
  TableViewDataSourcePrefetching, TableViewWorkingRangeDelegate
{
  package var sectionIDs: [Int]
  package var items: [[Int]]
  /// Row heights by item; items not here take the table's `rowHeight`.
  package var heights: [Int: CGFloat] = [:]
  /// Heights by section id for header and footer views; sections not here have none.
  package var headerHeights: [Int: CGFloat] = [:]
  package var footerHeights: [Int: CGFloat] = [:]
  /// Content versions by item, changed to test reloads and reconfigures.
  package var versions: [Int: Int] = [:]
  /// Items whose cell request throws, every time.
  package var failingItems: Set<Int> = []
  /// Section ids whose header view request throws.
  package var failingHeaders: Set<Int> = []
  /// When set, the next cell requests throw (decremented per failing request) — a data source
  /// whose answers change without an update.
  package var flakyFailures = 0
  /// When set, the next section header heights asked are invalid (decremented per answer),
  /// whatever the inner data source says: a load that fails once, as a table with a reload
  /// pending makes at the next call (a batch's opening one among them).
  package var headerHeightFailures = 0
  package var commits = false
  package var moves = false
  /// When set, the probe only runs hooks and keeps the display balance: every answer comes from
  /// this data source and delegate (a `SectionsDataSource` or a `DiffableDataSource`).
  package var inner: (any TableViewDataSource & TableViewDelegate)?

  /// Code to run from inside a callback, once each: the first hook for a callback runs the next
  /// time the table makes that callback, then is removed.
  package var hooks: [TableCallback: [(VirtualTableView) throws -> Void]] = [:]
  /// Code run from every `willDisplay`, with the row's index path (an app's "load more").
  package var onWillDisplay: ((VirtualTableView, IndexPath) throws -> Void)?
  /// What each hook that ran did: its callback, and the error it threw, if any.
  package private(set) var hookResults: [(callback: TableCallback, error: (any Error)?)] = []
  /// Every callback made, in order.
  package private(set) var calls: [TableCallback] = []
  /// `willDisplay` minus `didEndDisplaying` per cell.
  package let ledger = DisplayLedger()

  package struct Failure: Error, Equatable, CustomStringConvertible {
    package var item: Int
    package var description: String { "item \(item) failed to configure" }

    package init(item: Int) {
      self.item = item
    }
  }

  package init(sections: [[Int]]) {
    items = sections
    sectionIDs = Array(sections.indices)
  }

  /// What a table showing this probe's own model (no ``inner`` data source) must show: its
  /// counts, `item N` rows, and `header S` in the header view of each section with a header
  /// height (other headers, which a section header height setting may show, are not checked).
  package var expected: ExpectedDisplay {
    ExpectedDisplay(
      counts: items.map(\.count),
      text: { [self] in text(ofItem: items[$0.section][$0.row]) },
      headerText: { [self] section in
        guard sectionIDs.indices.contains(section), headerHeights[sectionIDs[section]] != nil
        else { return nil }
        return "header \(sectionIDs[section])"
      },
      ledger: ledger)
  }

  package func text(ofItem item: Int) -> String {
    versions[item].map { "item \(item)/v\($0)" } ?? "item \(item)"
  }

  package func addHook(
    _ callback: TableCallback, _ hook: @escaping (VirtualTableView) throws -> Void
  ) {
    hooks[callback, default: []].append(hook)
  }

  package func clearHookResults() { hookResults.removeAll() }

  /// Drops hooks that never ran and the `onWillDisplay` handler. Hooks usually capture the probe
  /// (or a fuzzer holding it): a hook left behind would keep both alive for good.
  package func releaseHooks() {
    hooks.removeAll()
    onWillDisplay = nil
  }

  /// Notes a callback and runs its first hook, if any.
  package func fire(_ callback: TableCallback, _ table: VirtualTableView) {
    calls.append(callback)
    guard var pending = hooks[callback], !pending.isEmpty else { return }
    let hook = pending.removeFirst()
    hooks[callback] = pending.isEmpty ? nil : pending
    do {
      try hook(table)
      hookResults.append((callback, nil))
    } catch {
      hookResults.append((callback, error))
    }
  }

  // MARK: - Data source

  package func numberOfSections(in tableView: VirtualTableView) -> Int {
    fire(.numberOfSections, tableView)
    if let inner { return inner.numberOfSections(in: tableView) }
    return items.count
  }

  package func tableView(_ tableView: VirtualTableView, numberOfRowsInSection section: Int) -> Int {
    fire(.numberOfRows, tableView)
    if let inner { return inner.tableView(tableView, numberOfRowsInSection: section) }
    return items.indices.contains(section) ? items[section].count : 0
  }

  package func tableView(_ tableView: VirtualTableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    fire(.cellForRow, tableView)
    if let inner { return try inner.tableView(tableView, cellForRowAt: indexPath) }
    guard items.indices.contains(indexPath.section),
      items[indexPath.section].indices.contains(indexPath.row)
    else {
      throw TableViewError.rowOutOfRange(
        row: indexPath.row, section: indexPath.section, numberOfRows: 0)
    }
    let item = items[indexPath.section][indexPath.row]
    if failingItems.contains(item) { throw Failure(item: item) }
    if flakyFailures > 0 {
      flakyFailures -= 1
      throw Failure(item: item)
    }
    let cell = try tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
    cell.text = text(ofItem: item)
    (cell as? ProbeCell)?.onSetEditing = { [weak self, weak tableView] in
      if let self, let tableView { self.fire(.cellSetEditing, tableView) }
    }
    return cell
  }

  package func tableView(_ tableView: VirtualTableView, titleForHeaderInSection section: Int)
    -> String?
  {
    fire(.titleForHeader, tableView)
    return inner?.tableView(tableView, titleForHeaderInSection: section)
  }

  package func tableView(_ tableView: VirtualTableView, titleForFooterInSection section: Int)
    -> String?
  {
    fire(.titleForFooter, tableView)
    return inner?.tableView(tableView, titleForFooterInSection: section)
  }

  package func tableView(_ tableView: VirtualTableView, canEditRowAt indexPath: IndexPath) -> Bool {
    fire(.canEditRow, tableView)
    return inner?.tableView(tableView, canEditRowAt: indexPath) ?? true
  }

  package var commitsEditing: Bool { inner?.commitsEditing ?? commits }
  package var allowsReordering: Bool { inner?.allowsReordering ?? moves }

  package func tableView(
    _ tableView: VirtualTableView, commit editingStyle: TableViewCellEditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    fire(.commitEditing, tableView)
    if let inner {
      try inner.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
      return
    }
    guard editingStyle == .delete else { return }
    let item = items[indexPath.section][indexPath.row]
    do {
      try tableView.performBatchUpdates {
        items[indexPath.section].remove(at: indexPath.row)
        try tableView.deleteRows(at: [indexPath])
      }
    } catch let error as DisplayFailedAfterUpdate {
      throw error  // Applied.
    } catch {
      // Refused: as an app must, put the model back as the table still shows it.
      if !items[indexPath.section].contains(item) {
        items[indexPath.section].insert(item, at: indexPath.row)
      }
      throw error
    }
  }

  package func tableView(_ tableView: VirtualTableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    fire(.canMoveRow, tableView)
    return inner?.tableView(tableView, canMoveRowAt: indexPath) ?? true
  }

  package func tableView(
    _ tableView: VirtualTableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    fire(.moveRow, tableView)
    if let inner {
      inner.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
      return
    }
    let item = items[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    items[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
  }

  // MARK: - Delegate

  package func tableView(_ tableView: VirtualTableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat?
  {
    fire(.heightForRow, tableView)
    if let inner { return inner.tableView(tableView, heightForRowAt: indexPath) }
    guard items.indices.contains(indexPath.section),
      items[indexPath.section].indices.contains(indexPath.row)
    else { return nil }
    return heights[items[indexPath.section][indexPath.row]]
  }

  package func tableView(_ tableView: VirtualTableView, heightForHeaderInSection section: Int)
    -> CGFloat?
  {
    fire(.heightForHeader, tableView)
    if headerHeightFailures > 0 {
      headerHeightFailures -= 1
      return -5
    }
    if let inner { return inner.tableView(tableView, heightForHeaderInSection: section) }
    return sectionIDs.indices.contains(section) ? headerHeights[sectionIDs[section]] : nil
  }

  package func tableView(_ tableView: VirtualTableView, heightForFooterInSection section: Int)
    -> CGFloat?
  {
    fire(.heightForFooter, tableView)
    if let inner { return inner.tableView(tableView, heightForFooterInSection: section) }
    return sectionIDs.indices.contains(section) ? footerHeights[sectionIDs[section]] : nil
  }

  package func tableView(_ tableView: VirtualTableView, viewForHeaderInSection section: Int) throws
    -> TableViewHeaderFooterView?
  {
    fire(.viewForHeader, tableView)
    if let inner { return try inner.tableView(tableView, viewForHeaderInSection: section) }
    return try supplementaryView(tableView, section, kind: .header)
  }

  package func tableView(_ tableView: VirtualTableView, viewForFooterInSection section: Int) throws
    -> TableViewHeaderFooterView?
  {
    fire(.viewForFooter, tableView)
    if let inner { return try inner.tableView(tableView, viewForFooterInSection: section) }
    return try supplementaryView(tableView, section, kind: .footer)
  }

  private func supplementaryView(
    _ tableView: VirtualTableView, _ section: Int, kind: SupplementaryKind
  )
    throws -> TableViewHeaderFooterView?
  {
    guard sectionIDs.indices.contains(section) else { return nil }
    let id = sectionIDs[section]
    guard (kind == .header ? headerHeights : footerHeights)[id] != nil else { return nil }
    if kind == .header && failingHeaders.contains(id) { throw Failure(item: -1 - id) }
    let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "banner")
    view?.text = "\(kind) \(id)"
    return view
  }

  package func tableView(
    _ tableView: VirtualTableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    ledger.willDisplay(cell)
    fire(.willDisplay, tableView)
    if let onWillDisplay {
      do {
        try onWillDisplay(tableView, indexPath)
        hookResults.append((.willDisplay, nil))
      } catch {
        hookResults.append((.willDisplay, error))
      }
    }
  }

  package func tableView(
    _ tableView: VirtualTableView, didEndDisplaying cell: TableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    ledger.didEndDisplaying(cell)
    fire(.didEndDisplaying, tableView)
  }

  package func tableView(
    _ tableView: VirtualTableView, willDisplayHeaderView view: TableViewHeaderFooterView,
    forSection section: Int
  ) {
    fire(.willDisplayHeader, tableView)
  }

  package func tableView(
    _ tableView: VirtualTableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView,
    forSection section: Int
  ) {
    fire(.didEndDisplayingHeader, tableView)
  }

  package func tableView(
    _ tableView: VirtualTableView, willDisplayFooterView view: TableViewHeaderFooterView,
    forSection section: Int
  ) {
    fire(.willDisplayFooter, tableView)
  }

  package func tableView(
    _ tableView: VirtualTableView, didEndDisplayingFooterView view: TableViewHeaderFooterView,
    forSection section: Int
  ) {
    fire(.didEndDisplayingFooter, tableView)
  }

  package func tableView(_ tableView: VirtualTableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  {
    fire(.shouldHighlight, tableView)
    return true
  }

  package func tableView(_ tableView: VirtualTableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    fire(.willSelect, tableView)
    return indexPath
  }

  package func tableView(_ tableView: VirtualTableView, didSelectRowAt indexPath: IndexPath) {
    fire(.didSelect, tableView)
  }

  package func tableView(_ tableView: VirtualTableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    fire(.willDeselect, tableView)
    return indexPath
  }

  package func tableView(_ tableView: VirtualTableView, didDeselectRowAt indexPath: IndexPath) {
    fire(.didDeselect, tableView)
  }

  package func tableView(
    _ tableView: VirtualTableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {
    fire(.accessoryButtonTapped, tableView)
  }

  package func tableView(_ tableView: VirtualTableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCellEditingStyle
  {
    fire(.editingStyle, tableView)
    return .delete
  }

  package func tableView(
    _ tableView: VirtualTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    fire(.targetForMove, tableView)
    return proposedDestinationIndexPath
  }

  package func tableView(
    _ tableView: VirtualTableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    fire(.trailingSwipeActions, tableView)
    return nil
  }

  package func tableView(
    _ tableView: VirtualTableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    fire(.leadingSwipeActions, tableView)
    let action = ContextualAction(style: .normal, title: "Flag") { [weak self] _, _, completion in
      self?.fire(.swipeActionHandler, tableView)
      completion(true)
    }
    return SwipeActionsConfiguration(actions: [action])
  }

  // MARK: - Prefetching

  package func tableView(_ tableView: VirtualTableView, prefetchRowsAt indexPaths: [IndexPath]) {
    fire(.prefetchRows, tableView)
  }

  package func tableView(
    _ tableView: VirtualTableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {
    fire(.cancelPrefetching, tableView)
  }

  // MARK: - Working range

  package func tableView(
    _ tableView: VirtualTableView, rowsDidEnterWorkingRange indexPaths: [IndexPath]
  ) {
    fire(.enterWorkingRange, tableView)
  }

  package func tableView(
    _ tableView: VirtualTableView, rowsDidExitWorkingRange indexPaths: [IndexPath]
  ) {
    fire(.exitWorkingRange, tableView)
  }
}

extension ProbeDataSource: TestTableDataSource {
  /// Registers the cell and view classes the probe dequeues, and makes it the prefetch data
  /// source too.
  package func prepare(_ table: VirtualTableView) throws {
    try table.register(ProbeCell.self, forCellReuseIdentifier: "text")
    try table.register(BannerView.self, forHeaderFooterViewReuseIdentifier: "banner")
    table.prefetchDataSource = self
    table.workingRangeDelegate = self
    table.workingRangeSize = 2
  }
}
