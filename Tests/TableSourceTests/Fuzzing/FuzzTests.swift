import Foundation
import TableSource
import Testing

/// The fuzzer's budget: a CI-sized run by default; `TABLESOURCE_FUZZ_SEQUENCES` and
/// `TABLESOURCE_FUZZ_STEPS` for a long run (`TABLESOURCE_FUZZ_FIRST_SEED` to start elsewhere);
/// `TABLESOURCE_FUZZ_SEED` to replay one sequence, printing its trace.
///
/// ```sh
/// TABLESOURCE_FUZZ_SEQUENCES=30000 TABLESOURCE_FUZZ_STEPS=200 swift test --filter FuzzTests
/// TABLESOURCE_FUZZ_SEED=1234 swift test --filter FuzzTests
/// ```
struct FuzzBudget {
  var seeds: [UInt64]
  var steps: Int
  var replaying: Bool

  static func fromEnvironment() -> FuzzBudget {
    let environment = ProcessInfo.processInfo.environment
    let steps = environment["TABLESOURCE_FUZZ_STEPS"].flatMap(Int.init) ?? 80
    if let seed = environment["TABLESOURCE_FUZZ_SEED"].flatMap(UInt64.init) {
      return FuzzBudget(seeds: [seed], steps: steps, replaying: true)
    }
    let count = environment["TABLESOURCE_FUZZ_SEQUENCES"].flatMap(UInt64.init) ?? 1_000
    let first = environment["TABLESOURCE_FUZZ_FIRST_SEED"].flatMap(UInt64.init) ?? 1
    return FuzzBudget(seeds: Array(first..<first + count), steps: steps, replaying: false)
  }
}

@MainActor
@Suite("Fuzzer")
struct FuzzTests {
  @Test("seeded random sequences of valid, invalid and reentrant calls never break the table")
  func fuzz() throws {
    let budget = FuzzBudget.fromEnvironment()
    var calls = 0
    let start = Date()
    for seed in budget.seeds {
      let fuzzer = try TableFuzzer(seed: seed)
      do {
        try fuzzer.run(steps: budget.steps)
      } catch let finding as TableFuzzer.Finding {
        Issue.record("\(finding)")
        return
      }
      calls += fuzzer.calls
      if budget.replaying {
        print("fuzzer seed \(seed) (\(fuzzer.mode)):")
        for (index, line) in fuzzer.trace.enumerated() { print("  \(index): \(line)") }
      }
    }
    let seconds = Date().timeIntervalSince(start)
    print(
      "fuzzer: \(budget.seeds.count) sequences, \(calls) calls in \(String(format: "%.1f", seconds)) s: no finding"
    )
  }

  @Test("a sequence is a function of its seed: two runs of one seed make the same calls")
  func replayable() throws {
    let first = try TableFuzzer(seed: 42)
    try first.run(steps: 60)
    let second = try TableFuzzer(seed: 42)
    try second.run(steps: 60)
    #expect(first.trace == second.trace)
  }
}
