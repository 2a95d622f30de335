import Foundation
import TableSource
import TableSourceTestSupport
import Testing

@MainActor
@Suite("Fuzzer")
struct FuzzTests {
  /// The fuzzer on the testing kit's engine: 1,000 sequences of 80 calls, as `TABLESOURCE_BUDGET`
  /// scales them (`10` for 10,000); `TABLESOURCE_SEED` replays one and prints its calls. A
  /// finding is shrunk to the fewest calls of its sequence that still find it.
  ///
  /// ```sh
  /// TABLESOURCE_BUDGET=30 swift test --filter FuzzTests
  /// TABLESOURCE_SEED=1234 swift test --filter FuzzTests
  /// ```
  @Test("seeded random sequences of valid, invalid and reentrant calls never break the table")
  func fuzz() throws {
    let runner = PropertyRunner(suite: "FuzzTests", defaultIterations: 1_000, steps: 80)
    var calls = 0
    let start = Date()
    do {
      try runner.run { sequence in
        let fuzzer = try TableFuzzer(seed: sequence.seed)
        try fuzzer.run(steps: sequence.steps)
        calls += fuzzer.calls
        if runner.budget.replaying {
          print("fuzzer: \(sequence) (\(fuzzer.mode)):")
          for (index, line) in fuzzer.trace.enumerated() { print("  \(index): \(line)") }
        }
      }
    } catch {
      Issue.record("\(error)")
      return
    }
    let seconds = Date().timeIntervalSince(start)
    print(
      "fuzzer: \(runner.budget.seeds.count) sequences, \(calls) calls in \(String(format: "%.1f", seconds)) s: no finding"
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
