import Foundation
import TableSource
import TableSourceTesting

/// The testing kit's cost: auditing a feed against scrolling it once.
@MainActor
enum TestingBenchmarks {
  static func run(quick: Bool) throws -> [BenchmarkResult] {
    let count = 10_000
    let runs = quick ? 3 : 7
    let items = BenchmarkItem.make(count: count, seed: 11)
    var scrollTimes: [Double] = []
    var auditTimes: [Double] = []
    var report: ReuseAuditReport?
    // In turns, each on a new table (the audit changes the one it audits), the table's making
    // left out of the clock.
    for round in 0...runs {
      let scrolled = try makeFeed(items)
      let scrollTime = try time { try TableChecks.scrollThrough(scrolled) { _ in } }
      let audited = try makeFeed(items)
      let scheduler = TestScheduler()
      let auditTime = try time {
        report = try ReuseAudit(scheduler: scheduler).run(on: audited)
      }
      if round > 0 {
        scrollTimes.append(scrollTime)
        auditTimes.append(auditTime)
      }
    }
    let ours = median(auditTimes)
    let baseline = median(scrollTimes)
    let checks = report.map { $0.checks.map(\.rawValue).joined(separator: ", ") } ?? ""
    return [
      BenchmarkResult(
        name: "testing.audit-vs-scroll", n: count, ours: ours, baseline: baseline, unit: "s",
        goal: "ratio ≤ 10",
        note: "the reuse audit of a 10,000-row feed of three cell types (checks run: \(checks); "
          + "its cells offer no actions) vs scrolling it top to bottom once, a page at a time; "
          + "findings: \(report?.findings.count ?? -1)")
    ]
  }

  /// Audits the benchmark's feed once, for a profiler.
  static func profileAudit() throws {
    let table = try makeFeed(BenchmarkItem.make(count: 10_000, seed: 11))
    _ = try ReuseAudit(scheduler: TestScheduler()).run(on: table)
  }

  /// A loaded 320×800 table showing `items` through a sections data source.
  static func makeFeed(_ items: [BenchmarkItem]) throws -> VirtualTableView {
    let dataSource = try SectionsDataSource {
      TableSection(id: "feed", rows: items.map(\.row))
    }
    let table = VirtualTableView(size: CGSize(width: 320, height: 800))
    table.dataSource = dataSource
    table.delegate = dataSource
    try table.layoutIfNeeded()
    // The table holds its data source weakly, as UIKit does: keep it with the table.
    keptDataSources.append(dataSource)
    return table
  }

  private static var keptDataSources: [SectionsDataSource] = []

  private static func time(_ body: () throws -> Void) throws -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  private static func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
  }
}
