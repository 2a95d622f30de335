import Foundation
import TableSource

/// Benchmarks of the virtual collection view, in a three-column grid of 115-point items on a
/// 375 × 800 viewport: scrolling through type-erased rows against a hand-written data source,
/// cells created against cells visible, jump and single-item update cost against the number of
/// items, memory per item, and a diffable apply against its diff alone.
@MainActor
enum CollectionBenchmarks {
  static let viewport = CGSize(width: 375, height: 800)
  /// Three a line: 3 × 115 + 2 × 10 points of spacing fit in 375.
  static let itemSize = CGSize(width: 115, height: 115)

  /// The benchmarks whose names `only` (a prefix of a result's name, or a result's name followed
  /// by more) selects, or all of them.
  static func run(quick: Bool, only: String?) throws -> [BenchmarkResult] {
    let runs = quick ? 3 : 5
    func wanted(_ prefixes: String...) -> Bool {
      guard let only else { return true }
      return prefixes.contains { $0.hasPrefix(only) || only.hasPrefix($0) }
    }
    var results: [BenchmarkResult] = []
    // Memory first, before the other grids have left freed memory behind for it to reuse.
    if wanted("collection.memory") {
      for selfSizing in [false, true] {
        results.append(try bytesPerItem(count: 1_000_000, selfSizing: selfSizing))
      }
    }
    if wanted("collection.scroll", "collection.cells-created") {
      // Five runs even in quick mode: the two sides are close to the goal, and noise decides.
      results += try scroll(count: quick ? 100_000 : 1_000_000, runs: 5)
    }
    if wanted("collection.layout") { results += try jumpGrowth(jumps: quick ? 2_000 : 20_000) }
    if wanted("collection.update") {
      for sizedItems in [false, true] {
        results += try singleItemGrowth(sizedItems: sizedItems, runs: runs)
      }
    }
    if wanted("collection.apply-vs-diff") {
      for size in [10_000, 100_000] { results.append(try applyVsDiff(size: size, runs: runs)) }
    }
    return results
  }

  /// A grid with no data source yet; with `selfSizing`, items are estimated at ``itemSize`` and
  /// measured when shown (C-D1).
  static func makeGrid(selfSizing: Bool = false) -> VirtualCollectionView {
    let layout = FlowLayout()
    layout.itemSize = itemSize
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 10
    if selfSizing { layout.estimatedItemSize = itemSize }
    return VirtualCollectionView(size: viewport, layout: layout)
  }

  /// A grid over a hand-written data source, laid out.
  static func handWrittenGrid(
    _ dataSource: HandWrittenGridDataSource, selfSizing: Bool = false
  ) throws -> VirtualCollectionView {
    let grid = makeGrid(selfSizing: selfSizing)
    try dataSource.register(in: grid)
    grid.dataSource = dataSource
    try grid.layoutIfNeeded()
    return grid
  }

  /// A grid connected to a sections data source, laid out.
  static func typedGrid(_ dataSource: SectionsDataSource) throws -> VirtualCollectionView {
    let grid = makeGrid()
    dataSource.connect(to: grid)
    try grid.layoutIfNeeded()
    return grid
  }

  // MARK: - collection.scroll-anyitem-vs-handwritten, collection.cells-created-over-visible

  /// Scrolls a grid from top to bottom in quarter-viewport steps, calling `observe` after its
  /// first layout and after each step.
  static func scrollToBottom(
    _ grid: VirtualCollectionView, observe: (VirtualCollectionView) -> Void = { _ in }
  ) throws {
    observe(grid)
    let step = viewport.height / 4
    while grid.contentOffset.y < grid.contentSize.height - viewport.height {
      try grid.scroll(y: step)
      observe(grid)
    }
  }

  static func scroll(count: Int, runs: Int) throws -> [BenchmarkResult] {
    let items = BenchmarkItem.make(count: count, seed: 1)
    let typed = try SectionsDataSource(sections: [TableSection(rows: items.map(\.gridRow))])
    let handWritten = HandWrittenGridDataSource(items: items)
    var results: [BenchmarkResult] = []
    // The cell counts first, on scrolls that may throw; the timed scrolls repeat them.
    for prefetching in [false, true] {
      let grid = try typedGrid(typed)
      let counter = GridPrefetchCounter()
      grid.isPrefetchingEnabled = prefetching
      if prefetching { grid.prefetchDataSource = counter }
      // Reuse queues are per identifier (C-B2): the bound is, for each identifier, the most of
      // its cells visible at once.
      var peaks: [String: Int] = [:]
      try scrollToBottom(grid) { grid in
        var visible: [String: Int] = [:]
        for cell in grid.visibleCells { visible[cell.reuseIdentifier ?? "", default: 0] += 1 }
        peaks.merge(visible, uniquingKeysWith: max)
      }
      let statistics = grid.statistics
      results.append(
        BenchmarkResult(
          name: "collection.cells-created-over-visible" + (prefetching ? ".prefetching-on" : ""),
          n: count, ours: Double(statistics.totalCellsCreated),
          baseline: Double(peaks.values.reduce(0, +)), unit: "cells",
          goal: prefetching ? "" : "ratio ≤ 1",
          note: "baseline = Σ over \(peaks.count) identifiers of the most of its cells visible at "
            + "once; most cells visible at once: \(statistics.peakVisibleCells)"
            + (prefetching ? "; \(counter.prefetched) items prefetched" : "")))
    }
    let times = measureInterleaved(
      runs: runs,
      [
        { _ = try? scrollToBottom(typedGrid(typed)) },
        { _ = try? scrollToBottom(handWrittenGrid(handWritten)) },
      ])
    results.insert(
      BenchmarkResult(
        name: "collection.scroll-anyitem-vs-handwritten", n: count, ours: times[0],
        baseline: times[1], unit: "s", goal: "ratio ≤ 1.2",
        note: "SectionsDataSource of AnyRow vs a hand-written data source; top to bottom in "
          + "quarter-viewport steps, 3 cell types, 3 columns"),
      at: 0)
    return results
  }

  // MARK: - collection.layout.jump-growth

  /// Random jumps on a loaded grid, half `scrollToItem(at:at:)`, half content offsets; remembers
  /// the first error, as the timed closures cannot throw.
  @MainActor
  final class Jumper {
    let grid: VirtualCollectionView
    let count: Int
    var random = SplitMix64(seed: 7)
    var failure: (any Error)?

    init(items: [BenchmarkItem], selfSizing: Bool) throws {
      grid = try CollectionBenchmarks.handWrittenGrid(
        HandWrittenGridDataSource(items: items, sizedCells: selfSizing), selfSizing: selfSizing)
      count = items.count
    }

    func jump(_ times: Int) {
      do {
        for jump in 0..<times {
          if jump % 2 == 0 {
            let item = Int(random.next() % UInt64(count))
            try grid.scrollToItem(at: IndexPath(item: item, section: 0), at: .centeredVertically)
          } else {
            let range = max(1, Int(grid.contentSize.height - grid.size.height))
            try grid.setContentOffset(CGPoint(x: 0, y: Double(random.next() % UInt64(range))))
          }
        }
      } catch {
        failure = failure ?? error
      }
    }
  }

  /// The time of a jump at a million items against a thousand, items of one size and items
  /// measured when shown, each pair measured in turns.
  static func jumpGrowth(jumps: Int) throws -> [BenchmarkResult] {
    let items = BenchmarkItem.make(count: 1_000_000, seed: 1)
    return try [false, true].map { selfSizing in
      try jumpGrowth(
        name: "collection.layout.jump-growth" + (selfSizing ? ".self-sizing" : ""),
        items: items, selfSizing: selfSizing, jumps: jumps,
        note: "time per random jump at 1M items vs at 1000"
          + (selfSizing
            ? ", items estimated at 115 × 115 and measured when shown (60–170 points high)"
            : ", items of one size"))
    }
  }

  /// The time of one random jump in a grid of `items` against one of their first thousand,
  /// measured in turns; `layout`, when given, replaces each grid's flow layout first.
  static func jumpGrowth(
    name: String, items: [BenchmarkItem], selfSizing: Bool, jumps: Int, note: String,
    layout: (() -> CollectionViewLayout)? = nil
  ) throws -> BenchmarkResult {
    let large = try Jumper(items: items, selfSizing: selfSizing)
    let small = try Jumper(items: Array(items.prefix(1_000)), selfSizing: selfSizing)
    if let layout {
      for jumper in [large, small] {
        jumper.grid.collectionViewLayout = layout()
        try jumper.grid.layoutIfNeeded()
      }
    }
    // Measuring is slower than jumping: a tenth as many jumps keeps the run short.
    let count = selfSizing ? max(100, jumps / 10) : jumps
    let times = measureInterleaved(
      runs: 3, [{ large.jump(count) }, { small.jump(count) }]
    ).map { $0 / Double(count) }
    if let failure = large.failure ?? small.failure { throw failure }
    return BenchmarkResult(
      name: name, n: items.count, ours: times[0], baseline: times[1], unit: "s",
      goal: selfSizing ? "" : "ratio ≤ 3", note: note)
  }

  // MARK: - collection.update.single-item-growth

  /// A grid connected to a sections data source of `count` message rows in one section; with
  /// `sizedItems`, a flow-layout delegate gives each item a height of its own.
  static func loadedGrid(items count: Int, sizedItems: Bool) throws -> (
    SectionsDataSource, VirtualCollectionView
  ) {
    let rows = (0..<count).map { AnyRow(GridRow<GridMessageCell>.message($0)) }
    let dataSource = try SectionsDataSource(sections: [TableSection(rows: rows)])
    let grid = makeGrid()
    // Connecting keeps a delegate the grid already has.
    if sizedItems { grid.delegate = GridItemSizes() }
    dataSource.connect(to: grid)
    try grid.layoutIfNeeded()
    return (dataSource, grid)
  }

  /// The single-item operations, each followed by the one that undoes it.
  static let operations = ["insert", "delete", "move", "reload", "reconfigure"]

  /// One operation on an item on screen and its undo, through the data source, as the table's
  /// `update.single-row-growth` does them. Never inlined, so that a profiler can count it alone
  /// (`--toggle-collect='*CollectionBenchmarks*7perform*'`).
  @inline(never)
  static func perform(
    _ operation: String, _ dataSource: SectionsDataSource, _ grid: VirtualCollectionView,
    step: Int
  ) throws {
    func item(_ index: Int) -> IndexPath { IndexPath(item: index, section: 0) }
    switch operation {
    case "insert":
      let row = GridRow<GridMessageCell>.message(-1 - step, sender: "Grace", isUnread: true)
      try dataSource.insertRow(row, at: item(0), in: grid)
      try dataSource.deleteRows(at: [item(0)], in: grid)
    case "delete":
      let row = dataSource.sections[0].rows[3]
      try dataSource.deleteRows(at: [item(3)], in: grid)
      try dataSource.insertRows([SectionsDataSource.RowInsertion(row, at: item(3))], in: grid)
    case "move":
      for (from, to) in [(2, 5), (5, 2)] {
        try dataSource.moveRow(at: item(from), to: item(to), in: grid)
      }
    default:
      for unread in [true, false] {
        let row = GridRow<GridMessageCell>.message(4, isUnread: unread)
        if operation == "reload" {
          try dataSource.reloadRow(at: item(4), with: row, in: grid)
        } else {
          try dataSource.reconfigureRow(at: item(4), with: row, in: grid)
        }
      }
    }
  }

  /// Each operation at a million items against a thousand, measured in turns, and at a million
  /// alone; with `sizedItems`, reported without goals.
  static func singleItemGrowth(sizedItems: Bool, runs: Int) throws -> [BenchmarkResult] {
    let large = try loadedGrid(items: 1_000_000, sizedItems: sizedItems)
    let small = try loadedGrid(items: 1_000, sizedItems: sizedItems)
    let suffix = sizedItems ? "-sized" : ""
    let kind = sizedItems ? "items sized one by one by the delegate" : "items of one size"
    var results: [BenchmarkResult] = []
    for operation in operations {
      var step = 0
      var failure: (any Error)?
      // Operations on items sized one by one are slow enough for one repeat.
      let repeats = sizedItems ? 1 : 10
      func body(_ pair: (SectionsDataSource, VirtualCollectionView)) -> () -> Void {
        {
          for _ in 0..<repeats {
            step += 1
            do { try perform(operation, pair.0, pair.1, step: step) } catch {
              failure = failure ?? error
            }
          }
        }
      }
      // Each repeat is the operation and its undo: two operations.
      let times = measureInterleaved(runs: runs, [body(large), body(small)])
        .map { $0 / Double(repeats * 2) }
      if let failure { throw failure }
      results.append(
        BenchmarkResult(
          name: "collection.update.single-item-growth\(suffix).\(operation)", n: 1_000_000,
          ours: times[0], baseline: times[1], unit: "s", goal: sizedItems ? "" : "ratio ≤ 3",
          note: "one \(operation) through SectionsDataSource, 1M vs 1k \(kind)"))
      results.append(
        BenchmarkResult(
          name: "collection.update.single-item-1m\(suffix).\(operation)", n: 1_000_000,
          ours: times[0], baseline: nil, unit: "s", goal: sizedItems ? "" : "ours ≤ 0.001",
          note: "one \(operation) at 1M \(kind)"))
    }
    return results
  }

  // MARK: - collection.apply-vs-diff

  /// A diffable data source connected to a grid, showing `items`.
  static func diffableGrid(_ items: Snapshot<Int, Int>) throws -> (
    DiffableDataSource<Int, Int>, VirtualCollectionView
  ) {
    let grid = makeGrid()
    let dataSource = DiffableDataSource<Int, Int>(collectionView: grid) { id in
      GridRow<GridMessageCell>.message(id)
    }
    try dataSource.apply(items)
    try grid.layoutIfNeeded()
    return (dataSource, grid)
  }

  /// `DiffableDataSource.apply` on a loaded grid against the diff alone, between the snapshots
  /// of the table's `diffable.apply-vs-diff` (10% deleted, inserted and moved), back and forth.
  static func applyVsDiff(size: Int, runs: Int) throws -> BenchmarkResult {
    let snapshots = [
      DiffBenchmarks.snapshot(Array(0..<size)),
      DiffBenchmarks.snapshot(DiffBenchmarks.transformed(Array(0..<size), .mixed) { $0 }),
    ]
    let (dataSource, grid) = try diffableGrid(snapshots[0])
    var turn = 0
    var failure: (any Error)?
    var sink = 0
    let times = measureInterleaved(
      runs: runs,
      [
        {
          turn += 1
          do {
            try dataSource.apply(snapshots[turn % 2])
            try grid.layoutIfNeeded()
          } catch { failure = failure ?? error }
        },
        { sink &+= StagedChangeset(from: snapshots[0], to: snapshots[1]).movedRowCount },
      ])
    if let failure { throw failure }
    if sink == 42 { print("") }
    return BenchmarkResult(
      name: "collection.apply-vs-diff-\(size / 1000)k", n: size, ours: times[0],
      baseline: times[1], unit: "s", goal: "ratio ≤ 3",
      note: "apply on a loaded 375×800 grid vs StagedChangeset alone, 10% deleted + inserted "
        + "+ moved")
  }

  // MARK: - collection.memory.bytes-per-item

  /// The grid's own bookkeeping per item: resident memory before and after loading a grid over
  /// a model that already exists and scrolling to its middle, after returning freed memory to
  /// the system. With `selfSizing`, items are measured when shown.
  static func bytesPerItem(count: Int, selfSizing: Bool) throws -> BenchmarkResult {
    let dataSource = HandWrittenGridDataSource(
      items: BenchmarkItem.make(count: count, seed: 1), sizedCells: selfSizing)
    DiffBenchmarks.returnFreeMemoryToTheSystem()
    let before = residentBytes()
    let grid = try handWrittenGrid(dataSource, selfSizing: selfSizing)
    try grid.scrollToItem(at: IndexPath(item: count / 2, section: 0), at: .centeredVertically)
    let after = residentBytes()
    withExtendedLifetime(grid) {}
    return BenchmarkResult(
      name: "collection.memory.bytes-per-item" + (selfSizing ? ".self-sizing" : ""), n: count,
      ours: Double(after - before) / Double(count), baseline: nil, unit: "B",
      goal: selfSizing ? "" : "ours ≤ 100",
      note: "resident memory growth from loading the grid, per item"
        + (selfSizing ? ", items estimated and measured when shown" : ""))
  }

  // MARK: - Profiles

  /// Runs one side of a collection benchmark alone, for a profiler; `false` when `what` names
  /// none. `collection-scroll-typed` and `-hand` scroll 300,000 items; `collection-jump` and
  /// `-jump-self-sizing` make 2,000 jumps (`TABLESOURCE_PROFILE_JUMPS` sets how many);
  /// `collection-<operation>` (`collection-insert`, …) does it and its undo 5 times, on items
  /// sized by the delegate with `-sized` (`collection-insert-sized`); `collection-apply` applies
  /// the 10k snapshots 20 times. `TABLESOURCE_PROFILE_ROWS` sets the number of items of the
  /// jumps and the operations (1,000,000).
  static func profile(_ what: String) throws -> Bool {
    let count =
      ProcessInfo.processInfo.environment["TABLESOURCE_PROFILE_ROWS"].flatMap { Int($0) }
      ?? 1_000_000
    let name = what.dropFirst("collection-".count)
    switch name {
    case "scroll-typed", "scroll-hand":
      let items = BenchmarkItem.make(count: 300_000, seed: 1)
      try scrollToBottom(
        name == "scroll-typed"
          ? typedGrid(SectionsDataSource(sections: [TableSection(rows: items.map(\.gridRow))]))
          : handWrittenGrid(HandWrittenGridDataSource(items: items)))
    case "jump", "jump-self-sizing":
      let jumper = try Jumper(
        items: BenchmarkItem.make(count: count, seed: 1), selfSizing: name != "jump")
      jumper.jump(
        ProcessInfo.processInfo.environment["TABLESOURCE_PROFILE_JUMPS"].flatMap { Int($0) }
          ?? 2_000)
      if let failure = jumper.failure { throw failure }
    case "apply":
      let snapshots = [
        DiffBenchmarks.snapshot(DiffBenchmarks.transformed(Array(0..<10_000), .mixed) { $0 }),
        DiffBenchmarks.snapshot(Array(0..<10_000)),
      ]
      let (dataSource, grid) = try diffableGrid(snapshots[1])
      for index in 0..<20 {
        try dataSource.apply(snapshots[index % 2])
        try grid.layoutIfNeeded()
      }
    default:
      let operation = String(name.hasSuffix("-sized") ? name.dropLast(6) : name)
      guard operations.contains(operation) else { return false }
      let (dataSource, grid) = try loadedGrid(items: count, sizedItems: name.hasSuffix("-sized"))
      for step in 0..<5 { try perform(operation, dataSource, grid, step: step) }
    }
    return true
  }
}
