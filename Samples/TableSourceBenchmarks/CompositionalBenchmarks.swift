import Foundation
import TableSource

/// Benchmarks of the compositional layout: random jumps in a three-column grid of 100,000 items
/// against the same grid of 1,000, the time of one jump compared. Each section repeats its group
/// arithmetically, so a jump should cost the same whatever the number of items.
@MainActor
enum CompositionalBenchmarks {
  static func run(quick: Bool) throws -> [BenchmarkResult] {
    try jumpGrowth(jumps: quick ? 2_000 : 20_000)
  }

  /// Three items a row with 10 points between them and between rows: with `estimated`, rows
  /// are estimated at 115 points and items measured when shown (C-D4).
  static func gridLayout(estimated: Bool) -> CompositionalLayout {
    let height: LayoutDimension = estimated ? .estimated(115) : .absolute(115)
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height))
    var group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
      repeatingSubitem: item, count: 3)
    group.interItemSpacing = .fixed(10)
    var section = LayoutSection(group: group)
    section.interGroupSpacing = 10
    return CompositionalLayout(section: section)
  }

  /// The time of a jump at 100,000 items against 1,000, items of one size and items measured
  /// when shown, each pair measured in turns.
  static func jumpGrowth(jumps: Int) throws -> [BenchmarkResult] {
    let items = BenchmarkItem.make(count: 100_000, seed: 1)
    var results: [BenchmarkResult] = []
    for estimated in [false, true] {
      let large = try CollectionBenchmarks.Jumper(items: items, selfSizing: estimated)
      let small = try CollectionBenchmarks.Jumper(
        items: Array(items.prefix(1_000)), selfSizing: estimated)
      for jumper in [large, small] {
        jumper.grid.collectionViewLayout = gridLayout(estimated: estimated)
        try jumper.grid.layoutIfNeeded()
      }
      let count = estimated ? max(100, jumps / 10) : jumps
      let times = measureInterleaved(
        runs: 3, [{ large.jump(count) }, { small.jump(count) }]
      ).map { $0 / Double(count) }
      if let failure = large.failure ?? small.failure { throw failure }
      results.append(
        BenchmarkResult(
          name: "compositional.jump-growth" + (estimated ? ".estimated" : ""),
          n: items.count, ours: times[0], baseline: times[1], unit: "s",
          goal: estimated ? "" : "ratio ≤ 3",
          note: "time per random jump at 100,000 items vs at 1000, three a row"
            + (estimated
              ? ", rows estimated at 115 and items measured when shown (60–170 points high)"
              : ", rows 115 high")))
    }
    return results
  }
}
