public import Foundation

// Seeded property tests: how many seeds a test runs, from the environment; a shrinker that keeps
// a failing case failing the same way while it makes it smaller; and a runner that puts them
// together. TableSource's own property tests use them.

/// The seeds a property test runs: 1 through its default count, or as the environment says.
/// Two variables serve every property test, whatever its cost per seed:
///
/// - `TABLESOURCE_BUDGET=F` scales each test's default count by the factor F (`0.1` for a
///   tenth, `10` for ten times as many; at least one seed each);
/// - `TABLESOURCE_SEED=S` runs seed S alone (a test may print the case it generates then:
///   ``replaying`` says so).
///
/// ```sh
/// TABLESOURCE_BUDGET=10 swift test --filter UpdatePropertyTests
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

  /// The budget the environment asks for: seed `TABLESOURCE_SEED` alone, else seeds 1 through
  /// `defaultIterations` scaled by `TABLESOURCE_BUDGET` (a factor; 1 when unset or not a
  /// positive number). A factor rather than a count, so that one variable sizes tests whose
  /// seeds cost a thousand times what another's do.
  ///
  /// - Parameters:
  ///   - defaultIterations: The number of seeds at a factor of 1.
  ///   - environment: The environment to read.
  public static func fromEnvironment(
    defaultIterations: Int, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> PropertyBudget {
    if let seed = environment["TABLESOURCE_SEED"].flatMap(UInt64.init) {
      return PropertyBudget(seeds: [seed], replaying: true)
    }
    guard defaultIterations > 0 else { return PropertyBudget(seeds: [], replaying: false) }
    let factor = environment["TABLESOURCE_BUDGET"].flatMap(Double.init).flatMap {
      $0.isFinite && $0 > 0 ? $0 : nil
    }
    let scaled = (Double(defaultIterations) * (factor ?? 1)).rounded()
    let iterations = scaled < Double(UInt32.max) ? max(1, UInt64(scaled)) : UInt64(UInt32.max)
    return PropertyBudget(seeds: Array(1...iterations), replaying: false)
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
