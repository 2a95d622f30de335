package import Foundation
package import TableSource

/// A data source written the UIKit way, by hand: counts, a dequeue by identifier and a text per
/// row. Tests use it to drive the table without the typed layer.
///
/// Each cell shows `S.R` for its row; sections with a title show it in the table's title view.
@MainActor
package final class HandWrittenDataSource: TableViewDataSource, TableViewDelegate {
  package var rowCounts: [Int]
  package var heights: [IndexPath: CGFloat] = [:]
  package var titles: [Int: String] = [:]
  package var identifier = "text"
  /// Rows for which `cellForRowAt` makes a cell by hand, with no reuse identifier.
  package var handMadeRows: Set<IndexPath> = []
  /// Rows for which `cellForRowAt` dequeues an identifier nobody registered.
  package var brokenRows: Set<IndexPath> = []
  package var displayed: [(TableViewCell, IndexPath)] = []
  package var ended: [(TableViewCell, IndexPath)] = []
  package let ledger = DisplayLedger()

  package init(rowCounts: [Int]) {
    self.rowCounts = rowCounts
  }

  /// What a table showing this data source must show.
  package var expected: ExpectedDisplay {
    ExpectedDisplay(
      counts: rowCounts,
      text: { [brokenRows] in brokenRows.contains($0) ? nil : Self.text(for: $0) },
      headerText: { [titles] in titles[$0] }, ledger: ledger)
  }

  package func numberOfSections(in tableView: VirtualTableView) -> Int { rowCounts.count }

  package func tableView(_ tableView: VirtualTableView, numberOfRowsInSection section: Int) -> Int {
    rowCounts[section]
  }

  package func tableView(_ tableView: VirtualTableView, cellForRowAt indexPath: IndexPath) throws
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

  package func tableView(_ tableView: VirtualTableView, titleForHeaderInSection section: Int)
    -> String?
  {
    titles[section]
  }

  package func tableView(_ tableView: VirtualTableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat?
  {
    heights[indexPath]
  }

  package func tableView(
    _ tableView: VirtualTableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    displayed.append((cell, indexPath))
    ledger.willDisplay(cell)
  }

  package func tableView(
    _ tableView: VirtualTableView, didEndDisplaying cell: TableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    ended.append((cell, indexPath))
    ledger.didEndDisplaying(cell)
  }

  package static func text(for indexPath: IndexPath) -> String {
    "\(indexPath.section).\(indexPath.row)"
  }
}

extension HandWrittenDataSource: TestTableDataSource {
  package func prepare(_ table: VirtualTableView) throws {
    try table.register(TextCell.self, forCellReuseIdentifier: "text")
  }
}
