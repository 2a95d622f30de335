import Foundation
import TableSource
import TableSourceTestSupport
import Testing

@testable import TableSourceCore

/// Round trip of the diff on seeded random pairs of snapshots: the changeset applied to the old
/// state gives the new one, its moves are the minimum, and the virtual table and the virtual
/// collection view accept it as batch updates, with UIKit's validation as the oracle, and then
/// show the new state.
///
/// 10,000 pairs by default, on the testing kit's `PropertyRunner` (`TABLESOURCE_BUDGET` scales
/// them, `TABLESOURCE_SEED` replays one, printing it). A failing pair is shrunk — sections, items, marks and content changes taken
/// away while it still fails the same way — and reported with its seed.
@MainActor
@Suite("The staged diff: round-trip property")
struct DiffPropertyTests {
  typealias Snap = Snapshot<Int, Int>

  typealias Pair = DiffPairs.Pair
  typealias Problem = DiffPairs.Problem
  typealias ProblemKind = DiffPairs.ProblemKind

  /// Every problem of a pair: its changeset checked against the table's plan, then applied to a
  /// table showing the old state, as its data source switches to the new one, and for even seeds
  /// (half the pairs, to keep the run short) to a collection view too.
  static func problems(_ pair: Pair, seed: UInt64) -> [Problem] {
    let changeset = DiffPairs.changeset(pair)
    func roundTrip(_ view: RoundTripView) -> [RoundTripProblem] {
      roundTripProblems(
        from: pair.old, to: pair.new, changeset: changeset, height: 300,
        order: .shuffled(seed: seed), view: view)
    }
    return DiffPairs.planProblems(pair, changeset)
      + roundTrip(.table).map { Problem(.table($0.kind), $0.description) }
      + (seed % 2 == 0 ? roundTrip(.collection) : []).map {
        Problem(.collection($0.kind), $0.description)
      }
  }

  // MARK: - Shrinking

  /// Smaller variants of a pair, each still a pair of valid snapshots: without a section (on
  /// both sides), without an item (on both sides, then on one), without marks, without content
  /// changes.
  static func smallerPairs(_ pair: Pair) -> [Pair] {
    var result: [Pair] = []
    func withUnique<T: Hashable>(_ values: [T]) -> [T] {
      var seen = Set<T>()
      return values.filter { seen.insert($0).inserted }
    }
    for section in withUnique(pair.old.sectionIdentifiers + pair.new.sectionIdentifiers) {
      var candidate = pair
      if candidate.old.indexOfSection(section) != nil {
        try? candidate.old.deleteSections([section])
      }
      if candidate.new.indexOfSection(section) != nil {
        try? candidate.new.deleteSections([section])
      }
      result.append(candidate)
    }
    let items = withUnique(pair.old.itemIdentifiers + pair.new.itemIdentifiers)
    for item in items {
      var candidate = pair
      if candidate.old.contains(item: item) { try? candidate.old.deleteItems([item]) }
      if candidate.new.contains(item: item) { try? candidate.new.deleteItems([item]) }
      candidate.changed.remove(item)
      result.append(candidate)
    }
    for item in items where pair.old.contains(item: item) && pair.new.contains(item: item) {
      var withoutOld = pair
      try? withoutOld.old.deleteItems([item])
      var withoutNew = pair
      try? withoutNew.new.deleteItems([item])
      withoutNew.changed.remove(item)
      result += [withoutOld, withoutNew]
    }
    let marked =
      !pair.new.reloadedItemIdentifiers.isEmpty || !pair.new.reconfiguredItemIdentifiers.isEmpty
      || !pair.new.reloadedSectionIdentifiers.isEmpty
    if marked {
      var candidate = pair
      candidate.new.clearMarks()
      result.append(candidate)
    }
    if !pair.changed.isEmpty {
      var candidate = pair
      candidate.changed = []
      result.append(candidate)
    }
    return result
  }

  /// A pair to check, and the seed of the table's shuffled reuse queue; or why the seed made no
  /// pair (a failure of the generator, reported as the case's failure).
  struct Case: Sendable, CustomStringConvertible {
    var seed: UInt64
    var pair: Pair
    var generatorError: String?
    var description: String {
      generatorError ?? "\(pair)\nchangeset: \(DiffPairs.changeset(pair))"
    }
  }

  /// A seed that made no pair.
  struct GeneratorFailed: Error, CustomStringConvertible {
    var description: String
  }

  /// A pair's problems, as the failure of its case: shrinking keeps the first one's kind.
  struct Problems: ClassifiedFailure, CustomStringConvertible {
    var problems: [Problem]
    var failureKind: String { problems.first.map { "\($0.kind)" } ?? "" }
    var description: String { problems.map(\.description).joined(separator: "; ") }
  }

  /// The runner of seeded pairs, shrinking a failing one to smaller pairs.
  static func runner(defaultIterations: Int) -> PropertyRunner<Case> {
    PropertyRunner(suite: "DiffPropertyTests", defaultIterations: defaultIterations) { random in
      let seed = random.next()
      do {
        return Case(seed: seed, pair: try DiffPairs.randomPair(seed: seed))
      } catch {
        let empty = Pair(old: Snap(), new: Snap(), changed: [])
        return Case(seed: seed, pair: empty, generatorError: "the seed made no pair: \(error)")
      }
    } candidates: { failing in
      failing.generatorError != nil
        ? [] : smallerPairs(failing.pair).map { Case(seed: failing.seed, pair: $0) }
    }
  }

  // MARK: - The properties

  @Test(
    "9.2 marks looked up item by item give the content stage that a walk over every item gives, content changes marked as the diff would refresh them"
  )
  func marksLookedUpAsWalked() {
    struct Differs: Error, CustomStringConvertible {
      var description: String
    }
    do {
      try Self.runner(defaultIterations: 2_000).run { seeded in
        if let generatorError = seeded.generatorError {
          throw GeneratorFailed(description: generatorError)
        }
        let pair = seeded.pair
        // Without a content check, the marks are looked up; a check that finds nothing walks.
        let lookedUp = StagedChangeset(from: pair.old, to: pair.new)
        let walked = StagedChangeset(from: pair.old, to: pair.new, contentChanged: { _ in false })
        guard lookedUp == walked else {
          throw Differs(description: "looked up \(lookedUp), walked \(walked)")
        }
        // Content changes turned into reconfigure marks, as the diffable data source does for
        // the rows with cells, refresh what the content check refreshes.
        var marked = pair.new
        try marked.reconfigureItems(pair.changed.filter { marked.contains(item: $0) }.sorted())
        let checked = StagedChangeset(
          from: pair.old, to: pair.new, contentChanged: { pair.changed.contains($0) })
        let fromMarks = StagedChangeset(from: pair.old, to: marked)
        guard fromMarks == checked else {
          throw Differs(description: "marks give \(fromMarks), the content check \(checked)")
        }
      }
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test(
    "seeded random pairs round-trip, with minimal moves, through the table's and the collection view's validation"
  )
  func roundTrip() {
    let runner = Self.runner(defaultIterations: 10_000)
    do {
      try runner.run { seeded in
        if runner.budget.replaying { print(seeded) }
        if let generatorError = seeded.generatorError {
          throw GeneratorFailed(description: generatorError)
        }
        let problems = Self.problems(seeded.pair, seed: seeded.seed)
        if !problems.isEmpty { throw Problems(problems: problems) }
      }
    } catch {
      Issue.record("\(error)")
    }
  }
}
