public import Foundation

// Seeded property tests: how many seeds a test runs, from the environment; a shrinker that keeps
// a failing case failing the same way while it makes it smaller; and a runner that puts them
// together. TableSource's own property tests use them.

/// The seeds a property test runs: 1 through its default count, or as the environment says.
///
/// - `TABLESOURCE_ITERATIONS=N` runs seeds 1 through N;
/// - `TABLESOURCE_SEED=S` runs seed S alone (a test may print the case it generates then:
///   ``replaying`` says so).
///
/// ```sh
/// TABLESOURCE_ITERATIONS=100000 swift test --filter UpdatePropertyTests
/// TABLESOURCE_SEED=4711 swift test --filter DiffPropertyTests
/// ```
public struct PropertyBudget: Sendable {
  /// The seeds to run, in order.
  public var seeds: [UInt64]
  /// Whether one seed is being replayed.
  public var replaying: Bool

  /// A budget of `seeds`.
  public init(seeds: [UInt64], replaying: Bool) {
    self.seeds = seeds
    self.replaying = replaying
  }

  /// The budget the environment asks for, else seeds 1 through `defaultIterations`.
  ///
  /// - Parameters:
  ///   - defaultIterations: The number of seeds when the environment names none.
  ///   - countVariable: The variable that sets the number of seeds. A test whose seeds cost far
  ///     more than the others' names its own (`TABLESOURCE_HEIGHT_ITERATIONS`), so that a count
  ///     meant for the others does not multiply its time.
  ///   - environment: The environment to read.
  public static func fromEnvironment(
    defaultIterations: Int, countVariable: String = "TABLESOURCE_ITERATIONS",
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> PropertyBudget {
    if let seed = environment["TABLESOURCE_SEED"].flatMap(UInt64.init) {
      return PropertyBudget(seeds: [seed], replaying: true)
    }
    let count = environment[countVariable].flatMap(UInt64.init) ?? 0
    let iterations = count > 0 ? count : UInt64(max(0, defaultIterations))
    return PropertyBudget(seeds: iterations == 0 ? [] : Array(1...iterations), replaying: false)
  }

  /// The command that replays one seed of a suite (`TABLESOURCE_SEED=4711 swift test --filter
  /// Suite`).
  public static func replayCommand(seed: UInt64, suite: String) -> String {
    "TABLESOURCE_SEED=\(seed) swift test --filter \(suite)"
  }
}

extension PropertyRunner {
  /// Shrinks a failing case: moves to the first of `candidates(case)` — smaller cases, in the
  /// order they should be tried — whose `signature` equals the original failure's, and starts
  /// again from there, until no candidate fails the same way or `budget` runs of the property
  /// are spent. A candidate that passes, or fails some other way, is never taken: the case that
  /// comes out shows the failure that went in. ``run(_:)`` shrinks this way; a test with a loop
  /// of its own calls it directly.
  ///
  /// - Parameters:
  ///   - failing: The failing case.
  ///   - signature: The kind of the original failure.
  ///   - budget: How many candidates may be run.
  ///   - candidates: Smaller variants of a case.
  ///   - signatureOf: Runs the property on a case: the kind of its failure, or `nil` if it
  ///     passes.
  /// - Complexity: At most `budget` runs of `signatureOf`.
  public static func shrink<Signature: Equatable>(
    _ failing: Case, signature: Signature, budget: Int = 3_000,
    candidates: (Case) -> [Case], signatureOf: (Case) -> Signature?
  ) -> Case {
    var current = failing
    var runs = 0
    var improved = true
    while improved && runs < budget {
      improved = false
      for candidate in candidates(current) {
        runs += 1
        if signatureOf(candidate) == signature {
          current = candidate
          improved = true
          break
        }
        if runs >= budget { break }
      }
    }
    return current
  }

  /// The list without one run of its elements, for each run of length n/2, n/4, … 1: the
  /// candidates that shrink a list, longest cuts first.
  ///
  /// ```swift
  /// PropertyRunner(suite: "Lists", defaultIterations: 100, generate: makeList) {
  ///   PropertyRunner.runsRemoved(from: $0)
  /// }
  /// ```
  ///
  /// - Complexity: O(n log n) lists of up to n elements each.
  public static func runsRemoved<Element>(from list: Case) -> [Case] where Case == [Element] {
    var result: [[Element]] = []
    var length = list.count / 2
    while length >= 1 {
      for start in stride(from: 0, to: list.count, by: length) {
        var copy = list
        copy.removeSubrange(start..<Swift.min(start + length, list.count))
        result.append(copy)
      }
      length /= 2
    }
    if list.count == 1 { result.append([]) }
    return result
  }

  /// Smaller non-negative values to try in place of `value`: 0, half of it, one less.
  public static func smallerValues(than value: Int) -> [Int] where Case == Int {
    guard value > 0 else { return [] }
    var values: [Int] = [0]
    for candidate in [value / 2, value - 1] where !values.contains(candidate) {
      values.append(candidate)
    }
    return values
  }
}
