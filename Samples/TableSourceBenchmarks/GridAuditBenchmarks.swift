import Foundation
import TableSource
import TableSourceTesting

/// The testing kit's cost on a collection view: auditing a 10,000-item grid (the dequeue
/// contract, then B1–B4) against scrolling it once.
@MainActor
enum GridAuditBenchmarks {
  static func run(quick: Bool) throws -> [BenchmarkResult] {
    let count = 10_000
    let items = BenchmarkItem.make(count: count, seed: 11)
    var report: ReuseAuditReport?
    // Each turn times both sides on grids of their own (the audit changes the grid it audits),
    // the grids' making left out of the clock; the first turn only warms up.
    let turns = try (0...(quick ? 3 : 7)).map { _ in
      let scrolled = try makeGrid(items)
      let audited = try makeGrid(items)
      return (
        scroll: try seconds { try CollectionBenchmarks.scrollToBottom(scrolled) },
        audit: try seconds { report = try ReuseAudit(scheduler: TestScheduler()).run(on: audited) }
      )
    }.dropFirst()
    let checks = report.map { $0.checks.map(\.rawValue).joined(separator: ", ") } ?? ""
    let findings = report.map { $0.findings.count + $0.contractFindings.count } ?? -1
    return [
      BenchmarkResult(
        name: "testing.audit-vs-scroll.grid", n: count, ours: middle(turns.map(\.audit)),
        baseline: middle(turns.map(\.scroll)), unit: "s", goal: "ratio ≤ 10",
        note: "the dequeue-contract audit and the reuse audit of a 10,000-item grid of three "
          + "cell types through a sections data source (checks run: \(checks); its cells offer "
          + "no actions) vs scrolling it top to bottom once, a quarter page at a time; "
          + "findings: \(findings)")
    ]
  }

  /// A loaded grid showing `items` through a sections data source.
  static func makeGrid(_ items: [BenchmarkItem]) throws -> VirtualCollectionView {
    let dataSource = try SectionsDataSource {
      TableSection(id: "grid", rows: items.map(\.gridRow))
    }
    // The collection view keeps the adapter, which keeps the data source.
    return try CollectionBenchmarks.typedGrid(dataSource)
  }

  /// How long `body` takes, in seconds.
  private static func seconds(_ body: () throws -> Void) throws -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// The median of the turns' times.
  private static func middle(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
  }
}
