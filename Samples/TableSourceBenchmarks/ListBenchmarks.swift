import Foundation
import TableSource
import TableSourceVirtualCollection

/// `list.scroll-vs-table`: the collection view's list layout, which lays its rows out with the
/// table's layout engine, scrolled from top to bottom against the virtual table showing the same
/// rows. On both sides rows are estimated at 44 points and measured as they come on screen (the
/// list asks its cell's `preferredLayoutSize(fitting:)`, the table its delegate's
/// `heightForRowAt`), to the same heights of 44 to 83 points.
@MainActor
enum ListBenchmarks {
  static let viewport = CGSize(width: 375, height: 800)
  /// A few texts, so that configuring a cell costs the same on both sides.
  static let texts = (0..<16).map { "Row \($0)" }

  /// The height of a row once measured.
  static func height(ofRow row: Int) -> CGFloat { CGFloat(44 + (row &* 37) % 40) }

  /// A list cell that asks for its row's height.
  final class ListRowCell: CollectionViewCell {
    var height: CGFloat = 44

    override func preferredLayoutSize(fitting proposed: CGSize) -> CGSize {
      CGSize(width: proposed.width, height: height)
    }
  }

  /// The list's rows, written by hand.
  final class ListRows: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func collectionView(
      _ collectionView: VirtualCollectionView, numberOfItemsInSection section: Int
    ) -> Int { count }

    func collectionView(
      _ collectionView: VirtualCollectionView, cellForItemAt indexPath: IndexPath
    ) throws -> CollectionViewCell {
      let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
      cell.text = ListBenchmarks.texts[indexPath.item % 16]
      (cell as? ListRowCell)?.height = ListBenchmarks.height(ofRow: indexPath.item)
      return cell
    }
  }

  /// The table's rows, the same, written by hand.
  final class TableRows: TableViewDataSource, TableViewDelegate {
    let count: Int
    init(count: Int) { self.count = count }

    func tableView(_ tableView: VirtualTableView, numberOfRowsInSection section: Int) -> Int {
      count
    }

    func tableView(_ tableView: VirtualTableView, cellForRowAt indexPath: IndexPath) throws
      -> TableViewCell
    {
      let cell = try tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.text = ListBenchmarks.texts[indexPath.row % 16]
      return cell
    }

    func tableView(_ tableView: VirtualTableView, heightForRowAt indexPath: IndexPath)
      -> CGFloat?
    {
      ListBenchmarks.height(ofRow: indexPath.row)
    }
  }

  static func run(quick: Bool) throws -> [BenchmarkResult] {
    let count = quick ? 100_000 : 1_000_000
    let listRows = ListRows(count: count)
    let tableRows = TableRows(count: count)
    // Once outside the timing, so that an error is reported rather than timed.
    let (listHeight, tableHeight) = (try scrollList(listRows), try scrollTable(tableRows))
    guard listHeight == tableHeight else {
      throw BenchmarkMismatch(
        description: "the list's content is \(listHeight) points high, the table's \(tableHeight)")
    }
    let times = measureInterleaved(
      runs: 5, [{ _ = try? scrollList(listRows) }, { _ = try? scrollTable(tableRows) }])
    return [
      BenchmarkResult(
        name: "list.scroll-vs-table", n: count, ours: times[0], baseline: times[1], unit: "s",
        goal: "ratio ≤ 1.3",
        note: "a plain list layout vs the table, the same rows top to bottom in quarter-viewport "
          + "steps, estimated at 44 points and measured when shown (44–83 points)")
    ]
  }

  /// Scrolls a new plain list from top to bottom; returns its content height at the end.
  static func scrollList(_ rows: ListRows) throws -> CGFloat {
    let layout = ListLayout(configuration: CollectionLayoutListConfiguration(appearance: .plain))
    let list = VirtualCollectionView(size: viewport, layout: layout)
    try list.register(ListRowCell.self, forCellWithReuseIdentifier: "row")
    list.dataSource = rows
    try list.layoutIfNeeded()
    let step = viewport.height / 4
    while list.contentOffset.y < list.contentSize.height - viewport.height {
      try list.scroll(y: step)
    }
    return list.contentSize.height
  }

  /// Scrolls a new table from top to bottom; returns its content height at the end.
  static func scrollTable(_ rows: TableRows) throws -> CGFloat {
    let table = VirtualTableView(size: viewport)
    try table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    table.delegate = rows
    try table.layoutIfNeeded()
    let step = viewport.height / 4
    while table.contentOffset.y < table.contentSize.height - viewport.height {
      try table.scroll(by: step)
    }
    return table.contentSize.height
  }
}

/// The two sides of a benchmark did not do the same work.
struct BenchmarkMismatch: Error, CustomStringConvertible {
  var description: String
}
