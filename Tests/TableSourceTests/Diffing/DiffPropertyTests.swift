import Foundation
import TableSource
import TableSourceTestSupport
import Testing

@testable import TableSourceCore

/// Round trip of the diff on seeded random pairs of snapshots: the changeset applied to the old
/// state gives the new one, its moves are the minimum, and the virtual table accepts it as batch
/// updates, with UIKit's validation as the oracle, and then shows the new state.
///
/// 10,000 pairs by default, on the testing kit's budget (`TABLESOURCE_BUDGET` scales them,
/// `TABLESOURCE_SEED` replays one, printing it) and shrinker (`PropertyRunner.shrink`). A failing pair is shrunk — sections, items, marks and content changes taken
/// away while it still fails the same way — and reported with its seed.
@MainActor
@Suite("The staged diff: round-trip property")
struct DiffPropertyTests {
  typealias Snap = Snapshot<Int, Int>

  typealias Pair = DiffPairs.Pair
  typealias Problem = DiffPairs.Problem
  typealias ProblemKind = DiffPairs.ProblemKind

  /// Every problem of a pair: its changeset checked against the table's plan, then applied to a
  /// table showing the old state, as the table's data source switches to the new one.
  static func problems(_ pair: Pair, seed: UInt64) -> [Problem] {
    let changeset = DiffPairs.changeset(pair)
    let table = roundTripProblems(
      from: pair.old, to: pair.new, changeset: changeset, height: 300,
      order: .shuffled(seed: seed))
    return DiffPairs.planProblems(pair, changeset)
      + table.map { Problem(.table($0.kind), $0.description) }
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

  /// The smallest pair found that still shows a problem of the given kind.
  static func shrink(_ pair: Pair, seed: UInt64, kind: ProblemKind) -> Pair {
    PropertyRunner.shrink(
      pair, signature: kind, candidates: smallerPairs,
      signatureOf: { candidate in
        problems(candidate, seed: seed).contains { $0.kind == kind } ? kind : nil
      })
  }

  // MARK: - The properties

  @Test(
    "9.2 marks looked up item by item give the content stage that a walk over every item gives, content changes marked as the diff would refresh them"
  )
  func marksLookedUpAsWalked() throws {
    let budget = PropertyBudget.fromEnvironment(defaultIterations: 2_000)
    for seed in budget.seeds {
      let pair = try DiffPairs.randomPair(seed: seed)
      // Without a content check, the marks are looked up; a check that finds nothing walks.
      let lookedUp = StagedChangeset(from: pair.old, to: pair.new)
      let walked = StagedChangeset(from: pair.old, to: pair.new, contentChanged: { _ in false })
      #expect(lookedUp == walked, "seed \(seed): \(pair)")
      // Content changes turned into reconfigure marks, as the diffable data source does for the
      // rows with cells, refresh what the content check refreshes.
      var marked = pair.new
      try marked.reconfigureItems(pair.changed.filter { marked.contains(item: $0) }.sorted())
      #expect(
        StagedChangeset(from: pair.old, to: marked)
          == StagedChangeset(
            from: pair.old, to: pair.new, contentChanged: { pair.changed.contains($0) }),
        "seed \(seed): \(pair)")
    }
  }

  @Test("seeded random pairs round-trip, with minimal moves, through the table's validation")
  func roundTrip() throws {
    let budget = PropertyBudget.fromEnvironment(defaultIterations: 10_000)
    var failures = 0
    for seed in budget.seeds {
      let pair = try DiffPairs.randomPair(seed: seed)
      if budget.replaying {
        print("seed \(seed): \(pair)\nchangeset: \(DiffPairs.changeset(pair))")
      }
      let problems = Self.problems(pair, seed: seed)
      guard let first = problems.first else { continue }
      let shrunk = Self.shrink(pair, seed: seed, kind: first.kind)
      let shrunkProblems = Self.problems(shrunk, seed: seed).filter { $0.kind == first.kind }
      Issue.record(
        """
        seed \(seed): \(problems.map(\.description).joined(separator: "; "))
        \(pair)
        changeset: \(DiffPairs.changeset(pair))
        shrunk to: \(shrunk)
        its changeset: \(DiffPairs.changeset(shrunk))
        its problems: \(shrunkProblems.map(\.description).joined(separator: "; "))
        replay: \(PropertyBudget.replayCommand(seed: seed, suite: "DiffPropertyTests"))
        """)
      failures += 1
      if failures == 3 { break }
    }
  }
}
