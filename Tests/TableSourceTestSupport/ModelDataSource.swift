package import Foundation
package import TableSource

/// A data source over a plain model: sections of item numbers. Each cell shows `item N`. Tests
/// change `items` and tell the table, as an app would.
@MainActor
package final class ModelDataSource: TableViewDataSource, TableViewDelegate {
  package var items: [[Int]]
  package var heights: [Int: CGFloat] = [:]
  /// When set, the next section header heights asked are invalid (decremented per answer): a
  /// load that fails once, as a table with a reload pending makes at the next call.
  package var headerHeightFailures = 0
  package var commits = false
  package var moves = false
  package var callbacks: [String] = []
  package var willSelect: ((IndexPath) -> IndexPath?)?
  package var willDeselect: ((IndexPath) -> IndexPath?)?
  package var shouldHighlight = true
  package var onCommit: ((VirtualTableView, TableViewCellEditingStyle, IndexPath) throws -> Void)?
  package var onMove: ((VirtualTableView, IndexPath, IndexPath) throws -> Void)?
  package let ledger = DisplayLedger()

  package init(_ items: [[Int]]) {
    self.items = items
  }

  /// What a table showing this data source must show.
  package var expected: ExpectedDisplay {
    ExpectedDisplay(
      counts: items.map(\.count), text: { [items] in "item \(items[$0.section][$0.row])" },
      ledger: ledger)
  }

  package func numberOfSections(in tableView: VirtualTableView) -> Int { items.count }

  package func tableView(_ tableView: VirtualTableView, numberOfRowsInSection section: Int) -> Int {
    items[section].count
  }

  package func tableView(_ tableView: VirtualTableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
    cell.text = "item \(items[indexPath.section][indexPath.row])"
    return cell
  }

  package func tableView(_ tableView: VirtualTableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat?
  {
    heights[items[indexPath.section][indexPath.row]]
  }

  package func tableView(_ tableView: VirtualTableView, heightForHeaderInSection section: Int)
    -> CGFloat?
  {
    guard headerHeightFailures > 0 else { return nil }
    headerHeightFailures -= 1
    return -5
  }

  package func tableView(
    _ tableView: VirtualTableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    ledger.willDisplay(cell)
  }

  package func tableView(
    _ tableView: VirtualTableView, didEndDisplaying cell: TableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    ledger.didEndDisplaying(cell)
  }

  package var commitsEditing: Bool { commits }
  package var allowsReordering: Bool { moves }

  package func tableView(
    _ tableView: VirtualTableView, commit editingStyle: TableViewCellEditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    callbacks.append("commit \(indexPath.shortDescription)")
    try onCommit?(tableView, editingStyle, indexPath)
  }

  package func tableView(
    _ tableView: VirtualTableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    callbacks.append(
      "move \(sourceIndexPath.shortDescription)→\(destinationIndexPath.shortDescription)")
    let item = items[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    items[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    try? onMove?(tableView, sourceIndexPath, destinationIndexPath)
  }

  package func tableView(_ tableView: VirtualTableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  {
    callbacks.append("shouldHighlight \(indexPath.shortDescription)")
    return shouldHighlight
  }

  package func tableView(_ tableView: VirtualTableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    callbacks.append("willSelect \(indexPath.shortDescription)")
    return willSelect.map { $0(indexPath) } ?? indexPath
  }

  package func tableView(_ tableView: VirtualTableView, didSelectRowAt indexPath: IndexPath) {
    callbacks.append("didSelect \(indexPath.shortDescription)")
  }

  package func tableView(_ tableView: VirtualTableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    callbacks.append("willDeselect \(indexPath.shortDescription)")
    return willDeselect.map { $0(indexPath) } ?? indexPath
  }

  package func tableView(_ tableView: VirtualTableView, didDeselectRowAt indexPath: IndexPath) {
    callbacks.append("didDeselect \(indexPath.shortDescription)")
  }
}

extension ModelDataSource: TestTableDataSource {
  package func prepare(_ table: VirtualTableView) throws {
    try table.register(TextCell.self, forCellReuseIdentifier: "text")
  }
}
