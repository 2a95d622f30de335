import Foundation
import TableSource

/// Benchmarks of outlines (C-K9): the user's disclosure tap expanding a parent of 10,000
/// children, against inserting the same 10,000 items with a whole-snapshot apply of the same
/// diffable data source; collapsing it against deleting them. On the collection view and on the
/// table, each with its own views, so that neither side reuses the other's cells. Each figure is
/// the fastest of its runs.
@MainActor
enum OutlineBenchmarks {
  static let children = 10_000

  static func run(quick: Bool) throws -> [BenchmarkResult] {
    let runs = quick ? 7 : 15
    var results: [BenchmarkResult] = []
    for onTable in [false, true] {
      results += try compare(onTable: onTable, runs: runs)
    }
    return results
  }

  /// A view and a diffable data source of `Int`s on it, whose one section holds `items`.
  struct Setup {
    let dataSource: DiffableDataSource<String, Int>
    let tap: () throws -> Bool
    let layout: () throws -> Void
  }

  static func setup(onTable: Bool) throws -> Setup {
    let size = CGSize(width: 375, height: 800)
    if onTable {
      let table = VirtualTableView(size: size)
      let dataSource = DiffableDataSource<String, Int>(tableView: table) {
        TextRow(id: String($0), text: String($0))
      }
      return Setup(
        dataSource: dataSource,
        tap: { try table.simulate.tapOutlineDisclosure(row: [0, 1]) },
        layout: { try table.layoutIfNeeded() })
    }
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 375, height: 44)
    layout.minimumLineSpacing = 0
    let list = VirtualCollectionView(size: size, layout: layout)
    let dataSource = DiffableDataSource<String, Int>(collectionView: list) { item in
      OutlineItemRow(id: item)
    }
    return Setup(
      dataSource: dataSource, tap: { try list.tapOutlineDisclosure(at: [0, 1]) },
      layout: { try list.layoutIfNeeded() })
  }

  /// Roots 0…9, the parent being 1 (shown second, on screen), with `children` children.
  static func outline() throws -> SectionSnapshot<Int> {
    var tree = SectionSnapshot<Int>()
    try tree.append(Array(0..<10))
    try tree.append(Array(100..<100 + children), to: 1)
    return tree
  }

  static func compare(onTable: Bool, runs: Int) throws -> [BenchmarkResult] {
    let tapped = try setup(onTable: onTable)
    let applied = try setup(onTable: onTable)
    let sections = try Snapshot<String, Int>(sections: [("outline", [])])
    for side in [tapped, applied] {
      try side.dataSource.apply(sections)
      try side.layout()
    }
    let tree = try outline()
    try tapped.dataSource.apply(tree, to: "outline")
    try tapped.layout()
    try applied.dataSource.apply(Snapshot(sections: [("outline", tree.rootItems)]))
    try applied.layout()

    var times = (expand: [Double](), insert: [Double](), collapse: [Double](), delete: [Double]())
    func time(_ body: () throws -> Void) throws -> Double {
      let start = DispatchTime.now().uptimeNanoseconds
      try body()
      return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
    func tap(_ side: Setup) throws {
      guard try side.tap() else { throw BenchmarkFailure("the disclosure tap changed nothing") }
      try side.layout()
    }
    // One untimed round first, then `runs` rounds, each side in turn.
    for round in 0...runs {
      let expand = try time { try tap(tapped) }
      let insert = try time {
        var snapshot = applied.dataSource.snapshot()
        try snapshot.insertItems(Array(100..<100 + children), afterItem: 1)
        try applied.dataSource.apply(snapshot)
        try applied.layout()
      }
      guard tapped.dataSource.snapshot().numberOfItems == 10 + children,
        applied.dataSource.snapshot().numberOfItems == 10 + children
      else { throw BenchmarkFailure("the items were not all shown") }
      let collapse = try time { try tap(tapped) }
      let delete = try time {
        var snapshot = applied.dataSource.snapshot()
        try snapshot.deleteItems(Array(100..<100 + children))
        try applied.dataSource.apply(snapshot)
        try applied.layout()
      }
      guard tapped.dataSource.snapshot().numberOfItems == 10,
        applied.dataSource.snapshot().numberOfItems == 10
      else { throw BenchmarkFailure("the items were not all hidden") }
      guard round > 0 else { continue }
      times.expand.append(expand)
      times.insert.append(insert)
      times.collapse.append(collapse)
      times.delete.append(delete)
    }
    // The fastest run of each: each takes about a millisecond, and on a shared machine a
    // measurement that short is often preempted for a whole time slice, on either side.
    func fastest(_ values: [Double]) -> Double { values.min() ?? 0 }
    let view = onTable ? "table" : "collection view"
    let suffix = onTable ? ".table" : ""
    return [
      BenchmarkResult(
        name: "outline.expand-vs-insert" + suffix, n: children, ours: fastest(times.expand),
        baseline: fastest(times.insert), unit: "s", goal: "ratio ≤ 1.5",
        note: "disclosure tap expanding a parent of \(children) children vs inserting them with "
          + "a whole-snapshot apply, on a 375×800 \(view)"),
      BenchmarkResult(
        name: "outline.collapse-vs-delete" + suffix, n: children, ours: fastest(times.collapse),
        baseline: fastest(times.delete), unit: "s", goal: "ratio ≤ 1.5",
        note: "disclosure tap collapsing it vs deleting them with a whole-snapshot apply, on a "
          + "375×800 \(view)"),
    ]
  }
}

/// A collection view row for an item of an outline.
struct OutlineItemRow: TableViewRow, Equatable {
  let id: Int

  @MainActor func configure(_ cell: CollectionViewCell) { cell.text = String(id) }
}
