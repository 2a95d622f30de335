import Foundation
import TableSource

/// A data source, delegate and prefetch data source over a plain model — sections with ids, each
/// a list of item numbers — that can run code from inside any of its callbacks and fail on
/// chosen items. Reentrancy tests and the fuzzer drive the table through it.
///
/// Each cell shows `item N` (plus `/vK` once the item's content version is K); each section's
/// header and footer views show `header S` and `footer S` for section id S.
@MainActor
final class ProbeDataSource: TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching
{
  var sectionIDs: [Int]
  var items: [[Int]]
  /// Row heights by item; items not here take the table's `rowHeight`.
  var heights: [Int: CGFloat] = [:]
  /// Heights by section id for header and footer views; sections not here have none.
  var headerHeights: [Int: CGFloat] = [:]
  var footerHeights: [Int: CGFloat] = [:]
  /// Content versions by item, changed to test reloads and reconfigures.
  var versions: [Int: Int] = [:]
  /// Items whose cell request throws, every time.
  var failingItems: Set<Int> = []
  /// Section ids whose header view request throws.
  var failingHeaders: Set<Int> = []
  /// When set, the next cell requests throw (decremented per failing request) — a data source
  /// whose answers change without an update.
  var flakyFailures = 0
  var commits = false
  var moves = false
  /// When set, the probe only runs hooks and keeps the display balance: every answer comes from
  /// this data source and delegate (a `SectionsDataSource` or a `DiffableDataSource`).
  var inner: (any TableViewDataSource & TableViewDelegate)?

  /// Code to run from inside a callback, once each: the first hook for a callback runs the next
  /// time the table makes that callback, then is removed.
  var hooks: [TableCallback: [(VirtualTableView) throws -> Void]] = [:]
  /// Code run from every `willDisplay`, with the row's index path (an app's "load more").
  var onWillDisplay: ((VirtualTableView, IndexPath) throws -> Void)?
  /// What each hook that ran did: its callback, and the error it threw, if any.
  private(set) var hookResults: [(callback: TableCallback, error: (any Error)?)] = []
  /// Every callback made, in order.
  private(set) var calls: [TableCallback] = []
  /// `willDisplay` minus `didEndDisplaying` per cell.
  private(set) var displayBalance: [ObjectIdentifier: Int] = [:]
  private(set) var unbalancedEnds = 0

  struct Failure: Error, Equatable, CustomStringConvertible {
    var item: Int
    var description: String { "item \(item) failed to configure" }
  }

  init(sections: [[Int]]) {
    items = sections
    sectionIDs = Array(sections.indices)
  }

  func text(ofItem item: Int) -> String {
    versions[item].map { "item \(item)/v\($0)" } ?? "item \(item)"
  }

  func addHook(_ callback: TableCallback, _ hook: @escaping (VirtualTableView) throws -> Void) {
    hooks[callback, default: []].append(hook)
  }

  func clearHookResults() { hookResults.removeAll() }

  /// Drops hooks that never ran and the `onWillDisplay` handler. Hooks usually capture the probe
  /// (or a fuzzer holding it): a hook left behind would keep both alive for good.
  func releaseHooks() {
    hooks.removeAll()
    onWillDisplay = nil
  }

  /// Notes a callback and runs its first hook, if any.
  func fire(_ callback: TableCallback, _ table: VirtualTableView) {
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

  func numberOfSections(in tableView: VirtualTableView) -> Int {
    fire(.numberOfSections, tableView)
    if let inner { return inner.numberOfSections(in: tableView) }
    return items.count
  }

  func tableView(_ tableView: VirtualTableView, numberOfRowsInSection section: Int) -> Int {
    fire(.numberOfRows, tableView)
    if let inner { return inner.tableView(tableView, numberOfRowsInSection: section) }
    return items.indices.contains(section) ? items[section].count : 0
  }

  func tableView(_ tableView: VirtualTableView, cellForRowAt indexPath: IndexPath) throws
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

  func tableView(_ tableView: VirtualTableView, titleForHeaderInSection section: Int) -> String? {
    fire(.titleForHeader, tableView)
    return inner?.tableView(tableView, titleForHeaderInSection: section)
  }

  func tableView(_ tableView: VirtualTableView, titleForFooterInSection section: Int) -> String? {
    fire(.titleForFooter, tableView)
    return inner?.tableView(tableView, titleForFooterInSection: section)
  }

  func tableView(_ tableView: VirtualTableView, canEditRowAt indexPath: IndexPath) -> Bool {
    fire(.canEditRow, tableView)
    return inner?.tableView(tableView, canEditRowAt: indexPath) ?? true
  }

  var commitsEditing: Bool { inner?.commitsEditing ?? commits }
  var movesRows: Bool { inner?.movesRows ?? moves }

  func tableView(
    _ tableView: VirtualTableView, commit editingStyle: TableViewCellEditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    fire(.commitEditing, tableView)
    if let inner {
      try inner.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
      return
    }
    guard editingStyle == .delete else { return }
    try tableView.performBatchUpdates {
      items[indexPath.section].remove(at: indexPath.row)
      try tableView.deleteRows(at: [indexPath])
    }
  }

  func tableView(_ tableView: VirtualTableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    fire(.canMoveRow, tableView)
    return inner?.tableView(tableView, canMoveRowAt: indexPath) ?? true
  }

  func tableView(
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

  func tableView(_ tableView: VirtualTableView, heightForRowAt indexPath: IndexPath) -> CGFloat? {
    fire(.heightForRow, tableView)
    if let inner { return inner.tableView(tableView, heightForRowAt: indexPath) }
    guard items.indices.contains(indexPath.section),
      items[indexPath.section].indices.contains(indexPath.row)
    else { return nil }
    return heights[items[indexPath.section][indexPath.row]]
  }

  func tableView(_ tableView: VirtualTableView, heightForHeaderInSection section: Int) -> CGFloat? {
    fire(.heightForHeader, tableView)
    if let inner { return inner.tableView(tableView, heightForHeaderInSection: section) }
    return sectionIDs.indices.contains(section) ? headerHeights[sectionIDs[section]] : nil
  }

  func tableView(_ tableView: VirtualTableView, heightForFooterInSection section: Int) -> CGFloat? {
    fire(.heightForFooter, tableView)
    if let inner { return inner.tableView(tableView, heightForFooterInSection: section) }
    return sectionIDs.indices.contains(section) ? footerHeights[sectionIDs[section]] : nil
  }

  func tableView(_ tableView: VirtualTableView, viewForHeaderInSection section: Int) throws
    -> TableViewHeaderFooterView?
  {
    fire(.viewForHeader, tableView)
    if let inner { return try inner.tableView(tableView, viewForHeaderInSection: section) }
    return try supplementaryView(tableView, section, isHeader: true)
  }

  func tableView(_ tableView: VirtualTableView, viewForFooterInSection section: Int) throws
    -> TableViewHeaderFooterView?
  {
    fire(.viewForFooter, tableView)
    if let inner { return try inner.tableView(tableView, viewForFooterInSection: section) }
    return try supplementaryView(tableView, section, isHeader: false)
  }

  private func supplementaryView(_ tableView: VirtualTableView, _ section: Int, isHeader: Bool)
    throws -> TableViewHeaderFooterView?
  {
    guard sectionIDs.indices.contains(section) else { return nil }
    let id = sectionIDs[section]
    guard (isHeader ? headerHeights : footerHeights)[id] != nil else { return nil }
    if isHeader && failingHeaders.contains(id) { throw Failure(item: -1 - id) }
    let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "banner")
    view?.text = "\(isHeader ? "header" : "footer") \(id)"
    return view
  }

  func tableView(
    _ tableView: VirtualTableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    displayBalance[ObjectIdentifier(cell), default: 0] += 1
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

  func tableView(
    _ tableView: VirtualTableView, didEndDisplaying cell: TableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    let balance = displayBalance[ObjectIdentifier(cell), default: 0] - 1
    if balance < 0 { unbalancedEnds += 1 }
    displayBalance[ObjectIdentifier(cell)] = max(0, balance)
    fire(.didEndDisplaying, tableView)
  }

  func tableView(
    _ tableView: VirtualTableView, willDisplayHeaderView view: TableViewHeaderFooterView,
    forSection section: Int
  ) {
    fire(.willDisplayHeader, tableView)
  }

  func tableView(
    _ tableView: VirtualTableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView,
    forSection section: Int
  ) {
    fire(.didEndDisplayingHeader, tableView)
  }

  func tableView(
    _ tableView: VirtualTableView, willDisplayFooterView view: TableViewHeaderFooterView,
    forSection section: Int
  ) {
    fire(.willDisplayFooter, tableView)
  }

  func tableView(
    _ tableView: VirtualTableView, didEndDisplayingFooterView view: TableViewHeaderFooterView,
    forSection section: Int
  ) {
    fire(.didEndDisplayingFooter, tableView)
  }

  func tableView(_ tableView: VirtualTableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    fire(.shouldHighlight, tableView)
    return true
  }

  func tableView(_ tableView: VirtualTableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  {
    fire(.willSelect, tableView)
    return indexPath
  }

  func tableView(_ tableView: VirtualTableView, didSelectRowAt indexPath: IndexPath) {
    fire(.didSelect, tableView)
  }

  func tableView(_ tableView: VirtualTableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    fire(.willDeselect, tableView)
    return indexPath
  }

  func tableView(_ tableView: VirtualTableView, didDeselectRowAt indexPath: IndexPath) {
    fire(.didDeselect, tableView)
  }

  func tableView(_ tableView: VirtualTableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCellEditingStyle
  {
    fire(.editingStyle, tableView)
    return .delete
  }

  func tableView(
    _ tableView: VirtualTableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    fire(.trailingSwipeActions, tableView)
    return nil
  }

  func tableView(
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

  func tableView(_ tableView: VirtualTableView, prefetchRowsAt indexPaths: [IndexPath]) {
    fire(.prefetchRows, tableView)
  }

  func tableView(_ tableView: VirtualTableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
  {
    fire(.cancelPrefetching, tableView)
  }
}

/// A cell that tells its probe when the table changes its editing mode.
final class ProbeCell: TableViewCell {
  var onSetEditing: (() -> Void)?

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    onSetEditing?()
  }
}

/// A table showing a probe, with the cell and view classes it dequeues registered.
@MainActor
func makeProbeTable(
  _ probe: ProbeDataSource, height: CGFloat = 440, order: ReuseQueueOrder = .lastInFirstOut
) throws -> VirtualTableView {
  let table = VirtualTableView(size: CGSize(width: 320, height: height), reuseQueueOrder: order)
  try table.register(ProbeCell.self, forCellReuseIdentifier: "text")
  try table.register(BannerView.self, forHeaderFooterViewReuseIdentifier: "banner")
  table.dataSource = probe
  table.delegate = probe
  table.prefetchDataSource = probe
  return table
}

/// What a test compares before and after a call that threw: everything a user can observe of
/// the table's display.
struct ProbeState: Equatable, CustomStringConvertible {
  var counts: [Int]
  var visibleRows: [IndexPath]
  var visibleCells: [ObjectIdentifier]
  var texts: [String?]
  var headers: [String?]
  var offset: CGPoint
  var contentSize: CGSize
  var selection: [IndexPath]
  var isEditing: Bool

  @MainActor
  init(_ table: VirtualTableView) {
    counts = (0..<table.numberOfSections).map(table.numberOfRows(inSection:))
    visibleRows = table.indexPathsForVisibleRows
    visibleCells = table.visibleCells.map(ObjectIdentifier.init)
    texts = table.visibleCells.map(\.text)
    headers = (0..<counts.count).map { table.headerView(forSection: $0)?.text }
    offset = table.contentOffset
    contentSize = table.contentSize
    selection = table.indexPathsForSelectedRows
    isEditing = table.isEditing
  }

  var description: String {
    "counts \(counts), rows \(visibleRows.map(\.shortDescription)), texts \(texts.map { $0 ?? "nil" }), "
      + "offset \(offset.y), content \(contentSize.height), selection \(selection.map(\.shortDescription))"
  }
}

@MainActor
extension VirtualTableView {
  /// Problems with a table driven by a ``ProbeDataSource``'s own model. With `settled`, the
  /// table is expected to have just been laid out, so every row meeting the viewport must have
  /// its cell.
  func probeViolations(_ probe: ProbeDataSource, settled: Bool) -> [String] {
    displayViolations(
      counts: probe.items.map(\.count),
      text: { probe.text(ofItem: probe.items[$0.section][$0.row]) }, probe: probe,
      settled: settled,
      headerText: { section in
        probe.sectionIDs.indices.contains(section) ? "header \(probe.sectionIDs[section])" : nil
      })
  }

  /// Problems with a table whose data source has `counts` rows per section and whose row at an
  /// index path shows `text` (`nil`: the row can never be displayed), seen through `probe`.
  func displayViolations(
    counts expected: [Int], text: (IndexPath) -> String?, probe: ProbeDataSource, settled: Bool,
    headerText: ((Int) -> String?)? = nil
  ) -> [String] {
    var problems: [String] = []
    let counts = (0..<numberOfSections).map(numberOfRows(inSection:))
    if counts != expected {
      problems.append("counts \(counts) but the data source has \(expected)")
      return problems
    }
    var seen = Set<ObjectIdentifier>()
    let selected = Set(indexPathsForSelectedRows)
    for (path, cell) in zip(indexPathsForVisibleRows, visibleCells) {
      let expected = text(path)
      if cell.text != expected {
        problems.append(
          "row \(path.shortDescription) shows \(cell.text ?? "nil"), not \(expected ?? "nothing")")
      }
      if isQueued(cell) { problems.append("cell #\(cell.instanceNumber) visible and queued") }
      if !seen.insert(ObjectIdentifier(cell)).inserted {
        problems.append("cell #\(cell.instanceNumber) shows two rows")
      }
      if cell.isSelected != selected.contains(path) {
        problems.append("row \(path.shortDescription)'s cell isSelected is \(cell.isSelected)")
      }
      if cell.isEditing != isEditing {
        problems.append("row \(path.shortDescription)'s cell isEditing is \(cell.isEditing)")
      }
    }
    let meeting = indexPathsForRows(in: bounds).filter { rectForRow(at: $0).height > 0 }
    if settled && indexPathsForVisibleRows != meeting {
      problems.append(
        "visible rows \(indexPathsForVisibleRows.map(\.shortDescription)) but "
          + "\(meeting.map(\.shortDescription)) meet the viewport")
    }
    if !Set(indexPathsForVisibleRows).isSubset(of: meeting) {
      problems.append("a visible row is outside the viewport")
    }
    if let headerText {
      for section in 0..<counts.count {
        guard let header = headerView(forSection: section), let expected = headerText(section)
        else { continue }
        if header.text != expected {
          problems.append("header of section \(section) shows \(header.text ?? "nil")")
        }
      }
    }
    for path in selected
    where !(counts.indices.contains(path.section) && path.row < counts[path.section]) {
      problems.append("selection names \(path.shortDescription), which does not exist")
    }
    let offsetY = Double(contentOffset.y)
    let maxOffset = max(0, Double(contentSize.height) - Double(bounds.height))
    if !(offsetY >= 0 && offsetY <= maxOffset + 1e-6) || contentOffset.x != 0 {
      problems.append("offset \(contentOffset) outside 0...\(maxOffset)")
    }
    if probe.unbalancedEnds > 0 {
      problems.append("\(probe.unbalancedEnds) didEndDisplaying without willDisplay")
    }
    let live = Set(visibleCells.map(ObjectIdentifier.init))
    for (cell, balance) in probe.displayBalance where balance != (live.contains(cell) ? 1 : 0) {
      problems.append("a cell's willDisplay/didEndDisplaying balance is \(balance)")
    }
    return problems
  }
}
