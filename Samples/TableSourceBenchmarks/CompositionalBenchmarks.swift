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
    return try [false, true].map { estimated in
      try CollectionBenchmarks.jumpGrowth(
        name: "compositional.jump-growth" + (estimated ? ".estimated" : ""),
        items: items, selfSizing: estimated, jumps: jumps,
        note: "time per random jump at 100,000 items vs at 1000, three a row"
          + (estimated
            ? ", rows estimated at 115 and items measured when shown (60–170 points high)"
            : ", rows 115 high"),
        layout: { gridLayout(estimated: estimated) })
    }
  }
}
