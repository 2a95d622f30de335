import Foundation

/// Runs TableSource's benchmarks: `swift run -c release TableSourceBenchmarks [--json] [--quick]
/// [--only PREFIX]`. Every figure is compared with a baseline measured in the same process.
@main
struct BenchmarksMain {
  @MainActor
  static func main() throws {
    let arguments = CommandLine.arguments.dropFirst()
    let json = arguments.contains("--json")
    let quick = arguments.contains("--quick")
    var only: String?
    if let index = arguments.firstIndex(of: "--only"),
      arguments.index(after: index) < arguments.endIndex
    {
      only = arguments[arguments.index(after: index)]
    }
    if let index = arguments.firstIndex(of: "--profile"),
      arguments.index(after: index) < arguments.endIndex
    {
      // Runs one side of the scroll benchmark, or the form's toggles, alone, for a profiler.
      let what = arguments[arguments.index(after: index)]
      if what == "form-build" || what == "form-generated-build" || what == "rows-build" {
        // The key paths are made for the key-path form alone, off the profile of the others.
        let keyPaths = BenchmarkKeyPaths(count: what == "form-build" ? 2_000 : 0)
        for _ in 0..<5 {
          if what == "form-build" {
            _ = try FormBenchmarks.buildAndDisplayForm(sections: 2_000, keyPaths: keyPaths)
          } else if what == "form-generated-build" {
            _ = try FormBenchmarks.buildAndDisplayGeneratedForm(sections: 2_000)
          } else {
            _ = try FormBenchmarks.buildAndDisplayRows(sections: 2_000)
          }
        }
      } else if what == "audit" {
        try TestingBenchmarks.profileAudit()
      } else if what == "condition-toggle" {
        // `TABLESOURCE_PROFILE_TOGGLES` sets the number of toggles (40), for a sampling profiler.
        let toggles =
          ProcessInfo.processInfo.environment["TABLESOURCE_PROFILE_TOGGLES"].flatMap { Int($0) }
          ?? 40
        try FormBenchmarks.profileToggles(toggles)
      } else if what == "condition-toggle-diff" {
        try FormBenchmarks.profileToggleDiffs(40)
      } else if what == "condition-toggle-apply" {
        try FormBenchmarks.ToggleBench(sections: 50).apply(40)
      } else if let operation = UpdateBenchmarks.operations.first(where: { $0.name == what }) {
        // `TABLESOURCE_PROFILE_ROWS` sets the table's size, to compare profiles across sizes.
        let rows =
          ProcessInfo.processInfo.environment["TABLESOURCE_PROFILE_ROWS"].flatMap { Int($0) }
          ?? 1_000_000
        let (dataSource, table) = try UpdateBenchmarks.loadedTable(rows: rows)
        for step in 0..<5 { try operation.apply(dataSource, table, step) }
      } else if what.hasPrefix("build-and-diff-"),
        let scenario = DiffBenchmarks.Scenario(rawValue: String(what.dropFirst(15)))
      {
        // Building the new snapshot of 100,000 UUID-like strings and diffing it, 5 times
        // (`build-and-diff-mixed`, `-shuffle`, `-reversed`).
        DiffBenchmarks.profileBuildAndDiff(scenario, size: 100_000, count: 5, floor: false)
      } else if what.hasPrefix("floor-"),
        let scenario = DiffBenchmarks.Scenario(rawValue: String(what.dropFirst(6)))
      {
        // The floor of `build-and-diff` on the same lists, 5 times (`floor-mixed`, …).
        DiffBenchmarks.profileBuildAndDiff(scenario, size: 100_000, count: 5, floor: true)
      } else if what.hasPrefix("diff-sectioned-"), let sections = Int(what.dropFirst(15)) {
        // The diff of 100,000 `Int`s in 10 or 100 mixed sections (`diff-sectioned-100`), 20 times.
        DiffBenchmarks.profileSectioned(sections: sections, count: 20)
      } else if what.hasPrefix("diff-"),
        let scenario = DiffBenchmarks.Scenario(
          rawValue: String(what.dropFirst(5).prefix { $0 != "-" }))
      {
        // A diff of 10,000 `Int`s in one scenario (`diff-shuffle`, `diff-mixed`, …), 50 times;
        // of 100,000 UUID-like strings with `-string` (`diff-reversed-string`), 5 times.
        if what.hasSuffix("-string") {
          DiffBenchmarks.profile(scenario, size: 100_000, count: 5, make: DiffBenchmarks.uuidLike)
        } else {
          DiffBenchmarks.profile(scenario, size: 10_000, count: 50) { $0 }
        }
      } else if what.hasPrefix("collection-") {
        // One side of a collection benchmark (see `CollectionBenchmarks.profile(_:)`).
        guard try CollectionBenchmarks.profile(what) else {
          throw BenchmarkFailure("no collection profile named \(what)")
        }
      } else if what == "list-scroll" || what == "list-table" {
        // One side of `list.scroll-vs-table`, 20,000 rows.
        if what == "list-scroll" {
          _ = try ListBenchmarks.scrollList(ListBenchmarks.ListRows(count: 20_000))
        } else {
          _ = try ListBenchmarks.scrollTable(ListBenchmarks.TableRows(count: 20_000))
        }
      } else if what == "apply" {
        try UpdateBenchmarks.profileApplies(size: 10_000, count: 20)
      } else {
        try ScrollBenchmarks.profile(what, rows: 300_000)
      }
      return
    }
    #if DEBUG
      if !json {
        print(
          "note: this is a debug build; measure with `swift run -c release TableSourceBenchmarks`")
      }
    #endif
    var results: [BenchmarkResult] = []
    func report(_ batch: [BenchmarkResult]) {
      for result in batch {
        results.append(result)
        if json { print(result.jsonLine) } else { print(BenchmarkTable.row(result)) }
      }
    }
    if !json { print(BenchmarkTable.header) }
    // Each suite with the name prefixes of its results, so `--only` runs just what it needs.
    let suites: [(prefixes: [String], run: () throws -> [BenchmarkResult])] = [
      (["scroll", "layout", "memory"], { try ScrollBenchmarks.run(quick: quick) }),
      (["diff", "snapshot.build-and-diff"], { DiffBenchmarks.run(quick: quick) }),
      (["forms"], { try FormBenchmarks.run(quick: quick) }),
      (["update", "diffable", "snapshot"], { try UpdateBenchmarks.run(quick: quick) }),
      (["testing"], { try TestingBenchmarks.run(quick: quick) }),
      (["testing.audit-vs-scroll.grid"], { try GridAuditBenchmarks.run(quick: quick) }),
      // `--only collection` runs these alone; a longer name (`--only collection.update`), a part.
      (["collection"], { try CollectionBenchmarks.run(quick: quick, only: only) }),
      (["outline"], { try OutlineBenchmarks.run(quick: quick) }),
      (["list"], { try ListBenchmarks.run(quick: quick) }),
      (["compositional"], { try CompositionalBenchmarks.run(quick: quick) }),
    ]
    for suite in suites {
      let wanted = only.map { filter in
        suite.prefixes.contains { $0.hasPrefix(filter) || filter.hasPrefix($0) }
      }
      if wanted ?? true { report(try suite.run()) }
    }
    if !json {
      let missed = results.filter { $0.isGoalMet == false }
      print("")
      print(
        missed.isEmpty
          ? "All \(results.count) figures meet their goals."
          : "Goals missed: " + missed.map(\.name).joined(separator: ", "))
    }
  }
}

/// The readable table the benchmarks print without `--json`.
enum BenchmarkTable {
  static let header =
    pad("benchmark", 40) + pad("n", 10) + pad("ours", 14) + pad("baseline", 14) + pad("ratio", 10)
    + pad("goal", 16) + "met"

  static func row(_ result: BenchmarkResult) -> String {
    var line =
      pad(result.name, 40) + pad(String(result.n), 10)
      + pad(format(result.ours, result.unit), 14)
      + pad(result.baseline.map { format($0, result.unit) } ?? "-", 14)
      + pad(result.ratio.map { String(format: "%.3f", $0) } ?? "-", 10) + pad(result.goal, 16)
      + (result.isGoalMet.map { $0 ? "yes" : "NO" } ?? "-")
    if let note = result.note { line += "  (\(note))" }
    return line
  }

  static func format(_ value: Double, _ unit: String) -> String {
    switch unit {
    case "s":
      if value < 1e-3 { return String(format: "%.2f µs", value * 1e6) }
      if value < 1 { return String(format: "%.2f ms", value * 1e3) }
      return String(format: "%.2f s", value)
    default:
      return String(format: "%.4g %@", value, unit)
    }
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
