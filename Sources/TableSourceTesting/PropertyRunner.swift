public import Foundation
import TableSourceVirtualTable

/// A seeded random number generator for property tests (SplitMix64): a seed gives the same
/// numbers on every platform and every run, so a failing case replays from its seed.
public struct SeededGenerator: RandomNumberGenerator, Sendable, Hashable {
  private var base: SplitMix64

  /// A generator for `seed`.
  public init(seed: UInt64) { base = SplitMix64(seed: seed) }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 { base.next() }
}

/// Runs a property over seeded cases: a case per seed of the ``PropertyBudget`` (from the
/// environment: `TABLESOURCE_BUDGET`, `TABLESOURCE_SEED`), and, on the first case that fails,
/// shrinks it to a smaller case that fails the same way, and throws it with the command that
/// replays its seed.
///
/// ```swift
/// @Test func insertionsKeepTheTableInStep() throws {
///   let runner = PropertyRunner(suite: "InsertionTests", defaultIterations: 200) { random in
///     (0..<Int.random(in: 1...20, using: &random)).map { _ in Int.random(in: 0...9, using: &random) }
///   } candidates: { PropertyRunner.runsRemoved(from: $0) }
///   try runner.run { operations in try apply(operations) }
/// }
/// ```
///
/// A failure's "way" is the error's type and, for an enum, its case, or the kind a
/// ``ClassifiedFailure`` names: shrinking never trades the original failure for another one.
public struct PropertyRunner<Case: Sendable> {
  /// The name of the test suite, for the replay command.
  public var suite: String
  /// The seeds to run.
  public var budget: PropertyBudget
  /// Makes a case from a seeded generator.
  public var generate: (inout SeededGenerator) -> Case
  /// Smaller variants of a case, in the order to try them.
  public var candidates: (Case) -> [Case]
  /// How many candidates shrinking may try.
  public var shrinkBudget = 3_000

  /// A runner for the suite `suite`, with the budget the environment asks for (else
  /// `defaultIterations` seeds), making cases with `generate` and shrinking them with
  /// `candidates`.
  public init(
    suite: String, defaultIterations: Int,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    generate: @escaping (inout SeededGenerator) -> Case,
    candidates: @escaping (Case) -> [Case] = { _ in [] }
  ) {
    self.suite = suite
    budget = PropertyBudget.fromEnvironment(
      defaultIterations: defaultIterations, environment: environment)
    self.generate = generate
    self.candidates = candidates
  }

  /// The case of one seed.
  public func makeCase(seed: UInt64) -> Case {
    var random = SeededGenerator(seed: seed)
    return generate(&random)
  }

  /// Runs `property` on each seed's case; returns the number of cases run when all pass.
  ///
  /// - Throws: ``PropertyFailure`` for the first failing seed: its case, the case shrunk, the
  ///   shrunk case's error and the replay command.
  @discardableResult
  public func run(_ property: (Case) throws -> Void) throws(PropertyFailure<Case>) -> Int {
    func failure(of value: Case) -> (any Error)? {
      do {
        try property(value)
        return nil
      } catch {
        return error
      }
    }
    for seed in budget.seeds {
      let value = makeCase(seed: seed)
      guard let error = failure(of: value) else { continue }
      let signature = Self.signature(of: error)
      let shrunk = Self.shrink(
        value, signature: signature, budget: shrinkBudget, candidates: candidates,
        signatureOf: { failure(of: $0).map(Self.signature(of:)) })
      let shrunkError = failure(of: shrunk) ?? error
      throw PropertyFailure(
        seed: seed, original: value, shrunk: shrunk, error: String(describing: shrunkError),
        replay: PropertyBudget.replayCommand(seed: seed, suite: suite))
    }
    return budget.seeds.count
  }

  /// The way an error fails: its type, and the kind it names (``ClassifiedFailure``) or its case
  /// for an enum.
  static func signature(of error: any Error) -> String {
    if let classified = error as? any ClassifiedFailure {
      return "\(type(of: error)).\(classified.failureKind)"
    }
    let mirror = Mirror(reflecting: error)
    let label = mirror.displayStyle == .enum ? mirror.children.first?.label ?? "\(error)" : ""
    return "\(type(of: error)).\(label)"
  }
}

/// An error that names the kind of failure it reports, so that shrinking keeps a case failing
/// in that kind: a model-based test's "the table accepted what the model rejects" is not its
/// "the display differs from the model", though both are one error type with a message.
///
/// ```swift
/// struct Mismatch: ClassifiedFailure {
///   var step: Int
///   var what: What  // an enum: .display, .selection, …
///   var failureKind: String { "\(what)" }
/// }
/// ```
public protocol ClassifiedFailure: Error {
  /// The kind of failure, compared as text: equal kinds are the same failure.
  var failureKind: String { get }
}

/// A property's failing case, shrunk.
public struct PropertyFailure<Case: Sendable>: Error, CustomStringConvertible {
  /// The seed whose case failed.
  public var seed: UInt64
  /// The case the seed made.
  public var original: Case
  /// The smallest case found that fails the same way.
  public var shrunk: Case
  /// The shrunk case's error, as text.
  public var error: String
  /// The command that replays the seed.
  public var replay: String

  /// The seed, the shrunk case, its error and the replay command.
  public var description: String {
    """
    Seed \(seed) fails: \(error)
      shrunk case: \(shrunk)
      replay: \(replay)
    """
  }
}

/// A case of a seeded procedure: a model-based test that takes `steps` random steps (taps,
/// updates, edits), drawn from a ``SeededGenerator`` made from `seed`, checking after each.
///
/// The procedure draws the same steps whatever their number, so a case with fewer steps is a
/// prefix of the one with more: ``PropertyRunner/init(suite:defaultIterations:steps:environment:)``
/// shrinks a failing case to the fewest steps of its seed that fail the same way, the step where
/// things first go wrong.
public struct SeededSteps: Sendable, Hashable, CustomStringConvertible {
  /// The seed of the procedure's generator.
  public var seed: UInt64
  /// How many steps the procedure takes.
  public var steps: Int

  /// The procedure of `steps` steps drawn from `seed`.
  public init(seed: UInt64, steps: Int) {
    self.seed = seed
    self.steps = steps
  }

  /// A generator for the procedure's steps.
  public var generator: SeededGenerator { SeededGenerator(seed: seed) }

  /// The seed and the number of steps.
  public var description: String { "\(steps) steps of seed \(seed)" }
}

extension PropertyRunner where Case == SeededSteps {
  /// A runner of a seeded procedure of `steps` steps: a case per seed of the budget (the
  /// procedure's own seed drawn from it), shrunk, when it fails, to fewer steps of its seed.
  ///
  /// ```swift
  /// @Test func editsKeepTheListInStep() throws {
  ///   try PropertyRunner(suite: "ListTests", defaultIterations: 100, steps: 60).run { procedure in
  ///     var random = procedure.generator
  ///     var model: [Int] = []
  ///     let list = MyList()
  ///     for step in 0..<procedure.steps {
  ///       let value = Int.random(in: 0...9, using: &random)
  ///       model.append(value)
  ///       list.append(value)
  ///       guard list.elements == model else { throw ListMismatch(step: step) }
  ///     }
  ///   }
  /// }
  /// ```
  public init(
    suite: String, defaultIterations: Int, steps: Int,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.init(
      suite: suite, defaultIterations: defaultIterations, environment: environment,
      generate: { random in SeededSteps(seed: random.next(), steps: steps) },
      candidates: { procedure in
        PropertyRunner<Int>.smallerValues(than: procedure.steps).map {
          SeededSteps(seed: procedure.seed, steps: $0)
        }
      })
  }
}
