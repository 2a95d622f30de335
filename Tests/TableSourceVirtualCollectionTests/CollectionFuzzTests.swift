import Foundation
import TableSource
import TableSourceTesting
import Testing

@MainActor
@Suite("Collection view: fuzzer with reentrant callbacks")
struct CollectionFuzzTests {
  /// The fuzzer on the testing kit's engine: 200 sequences of 60 calls, as `TABLESOURCE_BUDGET`
  /// scales them; `TABLESOURCE_SEED` replays one and prints its calls. A finding is shrunk to the
  /// fewest calls of its sequence that still find it.
  ///
  /// ```sh
  /// TABLESOURCE_BUDGET=30 swift test --filter CollectionFuzzTests
  /// TABLESOURCE_SEED=1234 swift test --filter CollectionFuzzTests
  /// ```
  @Test(
    "seeded random sequences of valid, invalid and reentrant calls, over flow, list and compositional layouts, in and out of editing mode, with the user's pans and swipes, never trap the collection view, throw typed errors, and keep its invariants (C-A8, C-B2, C-D1, C-E4, C-F3, C-G5, C-G10, C-I5, C-J4)"
  )
  func fuzz() {
    let runner = PropertyRunner(suite: "CollectionFuzzTests", defaultIterations: 200, steps: 60)
    do {
      try runner.run { sequence in
        let fuzzer = try CollectionFuzzer(seed: sequence.seed)
        defer {
          if runner.budget.replaying {
            print("collection fuzzer: \(sequence):")
            for (index, line) in fuzzer.trace.enumerated() { print("  \(index): \(line)") }
          }
        }
        try fuzzer.run(steps: sequence.steps)
      }
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test("a sequence is a function of its seed: two runs of one seed make the same calls")
  func replayable() throws {
    let first = try CollectionFuzzer(seed: 42)
    try first.run(steps: 60)
    let second = try CollectionFuzzer(seed: 42)
    try second.run(steps: 60)
    #expect(first.trace == second.trace)
  }
}
