import TableSource
package import Testing

/// Runs a seeded property for each seed of its budget (``PropertyBudget``) and records the first
/// failure with the command that replays it: `property` returns why its seed failed, or `nil`.
///
/// - Parameters:
///   - suite: The suite's name, for the replay command's filter.
///   - defaultIterations: The number of seeds when the environment names none.
///   - countVariable: The environment variable that sets the number of seeds.
package func checkSeeds(
  suite: String, defaultIterations: Int, countVariable: String = "TABLESOURCE_ITERATIONS",
  sourceLocation: SourceLocation = #_sourceLocation, _ property: (UInt64) -> String?
) {
  let budget = PropertyBudget.fromEnvironment(
    defaultIterations: defaultIterations, countVariable: countVariable)
  for seed in budget.seeds {
    if let failure = property(seed) {
      let replay = PropertyBudget.replayCommand(seed: seed, suite: suite)
      Issue.record(
        "seed \(seed): \(failure); replay with \(replay)", sourceLocation: sourceLocation)
      return
    }
  }
}
