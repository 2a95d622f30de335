import Foundation
import TableSource

/// Benchmarks of the virtual table: scrolling through type-erased rows against a hand-written data
/// source, cells created against rows visible, jump cost against table size, and memory per row.
@MainActor
enum ScrollBenchmarks {
  static let viewport = CGSize(width: 375, height: 800)

  static func run(quick: Bool) throws -> [BenchmarkResult] {
    let rowCount = quick ? 100_000 : 1_000_000
    // Three runs even in quick mode: one is at the mercy of whatever else the machine does.
    let runs = quick ? 3 : 5
    let items = BenchmarkItem.make(count: rowCount, seed: 1)
    // Memory first, before any other table has left freed memory behind for it to reuse.
    var results = [try bytesPerRow(items: items)]

    // scroll.anyrow-vs-handwritten and scroll.cells-created-over-visible
    let typed = try SectionsDataSource(sections: [TableSection(rows: items.map(\.row))])
    let handWritten = HandWrittenBenchmarkDataSource(items: items)
    var typedStatistics = ReuseStatistics()
    var typedOneRun: () -> Void = {}
    typedOneRun = {
      typedStatistics =
        (try? scrollToBottom(dataSource: typed, delegate: typed)) ?? ReuseStatistics()
    }
    let oursScroll = measureMedian(runs: runs, typedOneRun)
    let baselineScroll = measureMedian(runs: runs) {
      _ = try? scrollToBottom(dataSource: handWritten, delegate: handWritten) { table in
        try handWritten.register(in: table)
      }
    }
    results.append(
      BenchmarkResult(
        name: "scroll.anyrow-vs-handwritten", n: rowCount, ours: oursScroll,
        baseline: baselineScroll, unit: "s", goal: "ratio ≤ 1.2",
        note: "top to bottom in quarter-viewport steps, 3 cell types, varied heights"))
    // Reuse queues are per identifier (rule 2.1), so the bound is per identifier too: for each,
    // the most of its rows visible at once, plus 2 (rule 2.8).
    let peaks = typedStatistics.peakVisibleCellsByIdentifier
    let visibleBound = peaks.values.reduce(0) { $0 + $1 + 2 }
    results.append(
      BenchmarkResult(
        name: "scroll.cells-created-over-visible", n: rowCount,
        ours: Double(typedStatistics.totalCellsCreated), baseline: Double(visibleBound),
        unit: "cells", goal: "ratio ≤ 1",
        note:
          "baseline = Σ over \(peaks.count) identifiers of (most of its rows visible at once + 2); "
          + "most rows visible at once, all identifiers: \(typedStatistics.peakVisibleCells)"))

    // layout.jump-growth
    let jumps = quick ? 2_000 : 20_000
    let large = try jumpTime(items: items, jumps: jumps, runs: runs)
    let small = try jumpTime(items: Array(items.prefix(1_000)), jumps: jumps, runs: runs)
    results.append(
      BenchmarkResult(
        name: "layout.jump-growth", n: rowCount, ours: large, baseline: small, unit: "s",
        goal: "ratio ≤ 3", note: "time per random jump at \(rowCount) rows vs at 1000 rows"))
    return results
  }

  /// Scrolls `rows` rows through the typed (`typed`) or the hand-written (`hand`) data source.
  static func profile(_ side: String, rows: Int) throws {
    let items = BenchmarkItem.make(count: rows, seed: 1)
    if side == "typed" {
      let typed = try SectionsDataSource(sections: [TableSection(rows: items.map(\.row))])
      _ = try scrollToBottom(dataSource: typed, delegate: typed)
    } else {
      let handWritten = HandWrittenBenchmarkDataSource(items: items)
      _ = try scrollToBottom(dataSource: handWritten, delegate: handWritten) { table in
        try handWritten.register(in: table)
      }
    }
  }

  /// Scrolls a fresh table from top to bottom in quarter-viewport steps; returns its statistics.
  static func scrollToBottom(
    dataSource: any TableViewDataSource, delegate: any TableViewDelegate,
    prepare: (VirtualTableView) throws -> Void = { _ in }
  ) throws -> ReuseStatistics {
    let table = VirtualTableView(size: viewport)
    try prepare(table)
    table.dataSource = dataSource
    table.delegate = delegate
    try table.layoutIfNeeded()
    let step = viewport.height / 4
    while table.contentOffset.y < table.contentSize.height - viewport.height {
      try table.scroll(by: step)
    }
    return table.statistics
  }

  /// The median time of one random jump (half `scrollToRow`, half content offsets).
  static func jumpTime(items: [BenchmarkItem], jumps: Int, runs: Int) throws -> Double {
    let dataSource = HandWrittenBenchmarkDataSource(items: items)
    let table = VirtualTableView(size: viewport)
    try dataSource.register(in: table)
    table.dataSource = dataSource
    table.delegate = dataSource
    try table.layoutIfNeeded()
    var random = SplitMix64(seed: 7)
    let total = measureMedian(runs: runs) {
      for jump in 0..<jumps {
        if jump % 2 == 0 {
          let row = Int(random.next() % UInt64(items.count))
          try? table.scrollToRow(at: IndexPath(row: row, section: 0), at: .middle)
        } else {
          let y = Double(random.next() % UInt64(max(1, Int(table.contentSize.height))))
          try? table.setContentOffset(CGPoint(x: 0, y: y))
        }
      }
    }
    return total / Double(jumps)
  }

  /// The table's own bookkeeping per row: resident memory before and after loading a table over
  /// a model that already exists.
  static func bytesPerRow(items: [BenchmarkItem]) throws -> BenchmarkResult {
    let dataSource = HandWrittenBenchmarkDataSource(items: items)
    let before = residentBytes()
    let table = VirtualTableView(size: viewport)
    try dataSource.register(in: table)
    table.dataSource = dataSource
    table.delegate = dataSource
    try table.layoutIfNeeded()
    try table.scrollToRow(at: IndexPath(row: items.count / 2, section: 0), at: .middle)
    let after = residentBytes()
    withExtendedLifetime(table) {}
    return BenchmarkResult(
      name: "memory.bytes-per-row", n: items.count,
      ours: Double(after - before) / Double(items.count), baseline: nil, unit: "B",
      goal: "ours ≤ 100", note: "resident memory growth from loading the table, per row")
  }
}
