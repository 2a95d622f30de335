import Foundation
import TableSource

/// Benchmarks of updates: single-row operations through `SectionsDataSource` at a million rows
/// against a thousand, `DiffableDataSource.apply` against its diff alone, and building and
/// querying snapshots.
@MainActor
enum UpdateBenchmarks {
  static let viewport = CGSize(width: 320, height: 800)

  static func run(quick: Bool) throws -> [BenchmarkResult] {
    let runs = quick ? 3 : 5
    var results: [BenchmarkResult] = []
    results += try singleRowGrowth(runs: runs)
    for size in [10_000, 100_000] { results.append(try applyVsDiff(size: size, runs: runs)) }
    results.append(try applyContentChange(runs: runs))
    results += snapshots(runs: runs)
    return results
  }

  // MARK: - update.single-row-growth

  /// A loaded table over a sections data source of `count` message rows in one section.
  static func loadedTable(rows count: Int) throws -> (SectionsDataSource, VirtualTableView) {
    let rows = (0..<count).map { AnyRow(BenchMessageRow(id: $0, sender: "Ada", isUnread: false)) }
    let dataSource = try SectionsDataSource(sections: [TableSection(rows: rows)])
    let table = VirtualTableView(size: viewport)
    table.dataSource = dataSource
    table.delegate = dataSource
    try table.layoutIfNeeded()
    return (dataSource, table)
  }

  /// One single-row operation and the one that undoes it, so a run can repeat them.
  struct Operation {
    let name: String
    let apply: @MainActor (SectionsDataSource, VirtualTableView, Int) throws -> Void
  }

  static let operations: [Operation] = [
    Operation(name: "insert") { dataSource, table, step in
      // An insert at the top, then its delete: a chat's new message and back.
      let id = -1 - step
      try dataSource.insertRow(
        BenchMessageRow(id: id, sender: "Grace", isUnread: true), at: IndexPath(row: 0, section: 0),
        in: table)
      try dataSource.deleteRows(at: [IndexPath(row: 0, section: 0)], in: table)
    },
    Operation(name: "delete") { dataSource, table, step in
      let path = IndexPath(row: 3, section: 0)
      let row = dataSource.sections[0].rows[3]
      try dataSource.deleteRows(at: [path], in: table)
      try dataSource.insertRows([.init(row, at: path)], in: table)
    },
    Operation(name: "move") { dataSource, table, _ in
      try dataSource.moveRow(
        at: IndexPath(row: 2, section: 0), to: IndexPath(row: 5, section: 0), in: table)
      try dataSource.moveRow(
        at: IndexPath(row: 5, section: 0), to: IndexPath(row: 2, section: 0), in: table)
    },
    Operation(name: "reload") { dataSource, table, step in
      let path = IndexPath(row: 4, section: 0)
      for unread in [true, false] {
        try dataSource.reloadRow(
          at: path, with: BenchMessageRow(id: 4, sender: "Ada", isUnread: unread), in: table)
      }
    },
    Operation(name: "reconfigure") { dataSource, table, step in
      let path = IndexPath(row: 4, section: 0)
      for unread in [true, false] {
        try dataSource.reconfigureRow(
          at: path, with: BenchMessageRow(id: 4, sender: "Ada", isUnread: unread), in: table)
      }
    },
  ]

  /// Each single-row operation at a million rows against a thousand, and at a million alone.
  static func singleRowGrowth(runs: Int) throws -> [BenchmarkResult] {
    let large = try loadedTable(rows: 1_000_000)
    let small = try loadedTable(rows: 1_000)
    var results: [BenchmarkResult] = []
    for operation in operations {
      var step = 0
      let repeats = 10
      func body(_ pair: (SectionsDataSource, VirtualTableView)) -> () -> Void {
        {
          for _ in 0..<repeats {
            step += 1
            try? operation.apply(pair.0, pair.1, step)
          }
        }
      }
      // Each repeat is the operation and its undo: two operations.
      let times = measureInterleaved(runs: runs, [body(large), body(small)])
        .map { $0 / Double(repeats * 2) }
      let (largeTime, smallTime) = (times[0], times[1])
      results.append(
        BenchmarkResult(
          name: "update.single-row-growth.\(operation.name)", n: 1_000_000, ours: largeTime,
          baseline: smallTime, unit: "s", goal: "ratio ≤ 3",
          note: "one \(operation.name) through SectionsDataSource, 1M rows vs 1k rows"))
      results.append(
        BenchmarkResult(
          name: "update.single-row-1m.\(operation.name)", n: 1_000_000, ours: largeTime,
          baseline: nil, unit: "s", goal: "ours ≤ 0.001",
          note: "one \(operation.name) at 1M rows"))
    }
    return results
  }

  // MARK: - diffable.apply-vs-diff

  /// `DiffableDataSource.apply` on a loaded table against the diff alone, between the same two
  /// snapshots of `size` items (10% deleted, 10% inserted, 10% moved), back and forth.
  static func applyVsDiff(size: Int, runs: Int) throws -> BenchmarkResult {
    let old = Array(0..<size)
    let new = DiffBenchmarks.transformed(old, .mixed) { $0 }
    let oldSnapshot = DiffBenchmarks.snapshot(old)
    let newSnapshot = DiffBenchmarks.snapshot(new)
    let table = VirtualTableView(size: viewport)
    let dataSource = DiffableDataSource<Int, Int>(tableView: table) { id in
      BenchMessageRow(id: id, sender: "Ada", isUnread: false)
    }
    try dataSource.apply(oldSnapshot)
    try table.layoutIfNeeded()
    var forward = true
    var sink = 0
    let times = measureInterleaved(
      runs: runs,
      [
        {
          try? dataSource.apply(forward ? newSnapshot : oldSnapshot)
          try? table.layoutIfNeeded()
          forward.toggle()
        },
        {
          sink &+= StagedChangeset(from: oldSnapshot, to: newSnapshot).movedRowCount
        },
      ])
    if sink == 42 { print("") }
    return BenchmarkResult(
      name: "diffable.apply-vs-diff-\(size / 1000)k", n: size, ours: times[0], baseline: times[1],
      unit: "s", goal: "ratio ≤ 3",
      note:
        "apply on a loaded 320×800 table vs StagedChangeset alone, 10% deleted + inserted + moved")
  }

  // MARK: - diffable.apply-content-change-100k

  /// `DiffableDataSource.apply` of 100,000 items whose identity stayed and 1% of whose content
  /// changed (5 of the 20 rows on screen among them), against the diff alone between the same
  /// two snapshots, built apart as an app builds each from its model. Throws when a cell on
  /// screen does not show its item's new content.
  static func applyContentChange(runs: Int) throws -> BenchmarkResult {
    let size = 100_000
    // 20 rows of 44 points on screen.
    let table = VirtualTableView(size: CGSize(width: 320, height: 880))
    var unread = [Bool](repeating: false, count: size)
    let changed =
      Array(stride(from: 0, to: 20, by: 4)) + Array(stride(from: 100, to: size, by: 100))
    let dataSource = DiffableDataSource<Int, Int>(tableView: table) { id in
      BenchMessageRow(id: id, sender: unread[id] ? "Ada (unread)" : "Ada", isUnread: unread[id])
    }
    let snapshots = [
      DiffBenchmarks.snapshot(Array(0..<size)), DiffBenchmarks.snapshot(Array(0..<size)),
    ]
    try dataSource.apply(snapshots[0])
    try table.layoutIfNeeded()
    var turn = 0
    var sink = 0
    func applyChange() throws {
      for id in changed { unread[id].toggle() }
      turn += 1
      try dataSource.apply(snapshots[turn % 2])
      try table.layoutIfNeeded()
    }
    try applyChange()
    let shown = table.visibleCells.compactMap { $0 as? BenchMessageCell }.map(\.isUnread)
    guard shown.count == 20, shown == (0..<20).map({ unread[$0] }) else {
      throw BenchmarkFailure("the cells on screen do not show the new content: \(shown)")
    }
    let times = measureInterleaved(
      runs: runs,
      [
        { try? applyChange() },
        { sink &+= StagedChangeset(from: snapshots[0], to: snapshots[1]).changeCount },
      ])
    if sink == 42 { print("") }
    return BenchmarkResult(
      name: "diffable.apply-content-change-100k", n: size, ours: times[0], baseline: times[1],
      unit: "s", goal: "ratio ≤ 3",
      note: "apply of 100k items, 1% changed in content (5 of the 20 on screen), laid out, vs "
        + "StagedChangeset alone between the same snapshots; the cells on screen show the new content"
    )
  }

  /// Applies the two snapshots of ``applyVsDiff(size:runs:)`` in turn `count` times, for a
  /// profiler.
  static func profileApplies(size: Int, count: Int) throws {
    let old = Array(0..<size)
    let snapshots = [
      DiffBenchmarks.snapshot(DiffBenchmarks.transformed(old, .mixed) { $0 }),
      DiffBenchmarks.snapshot(old),
    ]
    let table = VirtualTableView(size: viewport)
    let dataSource = DiffableDataSource<Int, Int>(tableView: table) { id in
      BenchMessageRow(id: id, sender: "Ada", isUnread: false)
    }
    try dataSource.apply(snapshots[1])
    try table.layoutIfNeeded()
    for index in 0..<count {
      try dataSource.apply(snapshots[index % 2])
      try table.layoutIfNeeded()
    }
  }

  // MARK: - snapshot.build and snapshot.index-of-item

  static func snapshots(runs: Int) -> [BenchmarkResult] {
    let items = Array(0..<10_000)
    var sink = 0
    let build = measureMedian(runs: runs) {
      var snapshot = Snapshot<Int, Int>()
      try? snapshot.appendSections([0])
      try? snapshot.appendItems(items)
      sink &+= snapshot.numberOfItems
    }
    let dictionaryBuild = measureMedian(runs: runs) {
      var index = [Int: Int](minimumCapacity: items.count)
      for item in items { index[item] = 0 }
      sink &+= index.count
    }
    let snapshot = DiffBenchmarks.snapshot(items)
    var positions = [Int: Int](minimumCapacity: items.count)
    for (position, item) in items.enumerated() { positions[item] = position }
    var random = SplitMix64(seed: 7)
    let probes = (0..<10_000).map { _ in Int(random.next() % 10_000) }
    let lookups = measureInterleaved(
      runs: runs,
      [
        { for item in probes { sink &+= snapshot.indexOfItem(item) ?? 0 } },
        { for item in probes { sink &+= positions[item] ?? 0 } },
      ])
    if sink == 42 { print("") }
    return [
      BenchmarkResult(
        name: "snapshot.build", n: items.count, ours: build, baseline: dictionaryBuild, unit: "s",
        goal: "ours ≤ 0.001",
        note: "appending 10k Int items to one section; baseline: a [Int: Int] of them"),
      BenchmarkResult(
        name: "snapshot.index-of-item", n: items.count, ours: lookups[0], baseline: lookups[1],
        unit: "s", goal: "ratio ≤ 2", note: "10k indexOfItem vs a specialized [Int: Int] lookup"),
    ]
  }
}
