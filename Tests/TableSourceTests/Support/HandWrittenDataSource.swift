import Foundation
import TableSource

/// A data source written the UIKit way, by hand: counts, a dequeue by identifier and a text per
/// row. Tests use it to drive the table without the typed layer.
@MainActor
final class HandWrittenDataSource: TableViewDataSource, TableViewDelegate {
  var rowCounts: [Int]
  var heights: [IndexPath: CGFloat] = [:]
  var titles: [Int: String] = [:]
  var identifier = "text"
  /// Rows for which `cellForRowAt` makes a cell by hand, with no reuse identifier.
  var handMadeRows: Set<IndexPath> = []
  /// Rows for which `cellForRowAt` dequeues an identifier nobody registered.
  var brokenRows: Set<IndexPath> = []
  var displayed: [(TableViewCell, IndexPath)] = []
  var ended: [(TableViewCell, IndexPath)] = []

  init(rowCounts: [Int]) {
    self.rowCounts = rowCounts
  }

  func numberOfSections(in tableView: VirtualTableView) -> Int { rowCounts.count }

  func tableView(_ tableView: VirtualTableView, numberOfRowsInSection section: Int) -> Int {
    rowCounts[section]
  }

  func tableView(_ tableView: VirtualTableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    if handMadeRows.contains(indexPath) {
      let cell = TableViewCell(reuseIdentifier: nil)
      cell.text = Self.text(for: indexPath)
      return cell
    }
    let identifier = brokenRows.contains(indexPath) ? "unregistered" : identifier
    let cell = try tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    cell.text = Self.text(for: indexPath)
    return cell
  }

  func tableView(_ tableView: VirtualTableView, titleForHeaderInSection section: Int) -> String? {
    titles[section]
  }

  func tableView(_ tableView: VirtualTableView, heightForRowAt indexPath: IndexPath) -> CGFloat? {
    heights[indexPath]
  }

  func tableView(
    _ tableView: VirtualTableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    displayed.append((cell, indexPath))
  }

  func tableView(
    _ tableView: VirtualTableView, didEndDisplaying cell: TableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    ended.append((cell, indexPath))
  }

  static func text(for indexPath: IndexPath) -> String {
    "\(indexPath.section).\(indexPath.row)"
  }
}

@MainActor
func makeHandWrittenTable(
  _ dataSource: HandWrittenDataSource, height: CGFloat = 440,
  order: ReuseQueueOrder = .lastInFirstOut
) throws -> VirtualTableView {
  let table = VirtualTableView(size: CGSize(width: 320, height: height), reuseQueueOrder: order)
  try table.register(TextCell.self, forCellReuseIdentifier: "text")
  table.dataSource = dataSource
  table.delegate = dataSource
  return table
}

@MainActor
extension VirtualTableView {
  /// Checks the table's core invariants: every visible cell shows its own row, no cell is both
  /// visible and queued, and no cell shows two rows. Returns the problems found.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    var seen = Set<ObjectIdentifier>()
    for (path, cell) in zip(indexPathsForVisibleRows, visibleCells) {
      if cell.text != HandWrittenDataSource.text(for: path) {
        problems.append("row \(path.shortDescription) shows \(cell.text ?? "nil")")
      }
      if isQueued(cell) { problems.append("cell #\(cell.instanceNumber) is visible and queued") }
      if !seen.insert(ObjectIdentifier(cell)).inserted {
        problems.append("cell #\(cell.instanceNumber) shows two rows")
      }
    }
    return problems
  }
}
