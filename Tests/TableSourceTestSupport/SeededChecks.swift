import TableSource
package import TableSourceTesting
package import Testing

/// Runs a seeded procedure on the testing kit's engine (``PropertyRunner`` over ``SeededSteps``)
/// and records its first failure, shrunk to the fewest steps of its seed that fail the same way,
/// with the command that replays it: `property` returns why its case failed, or `nil`.
///
/// One budget for every property test: `TABLESOURCE_BUDGET` scales `defaultIterations`,
/// `TABLESOURCE_SEED` replays one seed (``PropertyBudget``).
///
/// - Parameters:
///   - suite: The suite's name, for the replay command's filter.
///   - defaultIterations: The number of seeds at a budget of 1.
///   - steps: The number of steps of each seed's procedure.
package func checkSeeds(
  suite: String, defaultIterations: Int, steps: Int,
  sourceLocation: SourceLocation = #_sourceLocation, _ property: (SeededSteps) -> String?
) {
  let runner = PropertyRunner(suite: suite, defaultIterations: defaultIterations, steps: steps)
  do {
    try runner.run { procedure in
      if let failure = property(procedure) { throw SeededFailure(description: failure) }
    }
  } catch {
    Issue.record("\(error)", sourceLocation: sourceLocation)
  }
}

/// Why a seeded procedure failed, as its property said.
struct SeededFailure: Error, CustomStringConvertible {
  var description: String
}
