import Foundation
import TableSource
import TableSourceTestSupport
import Testing

@testable import TableSourceCore

/// Round trip of the diff on seeded random pairs of snapshots: the changeset applied to the old
/// state gives the new one, its moves are the minimum, and the virtual table accepts it as batch
/// updates, with UIKit's validation as the oracle, and then shows the new state.
///
/// 10,000 pairs by default; `TABLESOURCE_ITERATIONS` sets how many, `TABLESOURCE_SEED` replays
/// one (printing it). A failing pair is shrunk — sections, items, marks and content changes taken
/// away while it still fails the same way — and reported with its seed.
@MainActor
@Suite("The staged diff: round-trip property")
struct DiffPropertyTests {
  typealias Snap = Snapshot<Int, Int>

  // The pair generator and the checks below are `nonisolated` (they touch no table), so that
  // `SendableConcurrencyTests` can run them from many tasks at once.
  struct Pair: Sendable, CustomStringConvertible {
    var old: Snap
    var new: Snap
    var changed: Set<Int>

    var description: String {
      func sections(_ snapshot: Snap) -> String {
        "\(snapshot.sectionIdentifiers.map { "\($0): \(snapshot.itemIdentifiers(inSection: $0))" })"
      }
      let marks =
        new.reloadedItemIdentifiers.sorted().map { "reload \($0)" }
        + new.reconfiguredItemIdentifiers.sorted().map { "reconfigure \($0)" }
        + new.reloadedSectionIdentifiers.sorted().map { "reload section \($0)" }
      return
        "old \(sections(old)), new \(sections(new)), marks \(marks), changed \(changed.sorted())"
    }
  }

  /// One way a pair fails the property.
  typealias Problem = Finding<ProblemKind>

  /// The kinds of ``Problem``.
  enum ProblemKind: Equatable, Sendable {
    /// The structural stage fails the table's validation.
    case structureRejected
    /// The structural stage keeps an item at a position where the new state has another.
    case wrongItemKept
    /// An item is both kept and inserted.
    case keptAndInserted
    /// The content stage inserts, deletes or moves.
    case contentStageChangesStructure
    /// The content stage fails the table's validation.
    case contentStageRejected
    /// A refresh names no item, or an item that was not changed or not kept.
    case wrongRefresh
    /// More section moves than the minimum.
    case tooManySectionMoves
    /// More row moves than the minimum.
    case tooManyRowMoves
    /// The table, applying the changeset, does not end up showing the new state.
    case table(RoundTripProblemKind)
  }

  nonisolated static func randomPair(seed: UInt64) throws -> Pair {
    var random = SplitMix64(seed: seed)
    func pick(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    var next = 0
    func fresh() -> Int {
      next += 1
      return next
    }
    var old = Snap()
    for _ in 0..<pick(0...4) {
      let section = 1000 + fresh()
      try old.appendSections([section])
      try old.appendItems((0..<pick(0...10)).map { _ in fresh() }, toSection: section)
    }
    var new = old
    for _ in 0..<pick(0...8) {
      let sections = new.sectionIdentifiers
      let items = new.itemIdentifiers
      // (A `where` clause binds only the last pattern of a case, so each case has one value.)
      switch pick(0...9) {
      case 0 where !sections.isEmpty:
        try new.deleteSections([sections[pick(0...sections.count - 1)]])
      case 1:
        let section = 1000 + fresh()
        if sections.isEmpty || pick(0...1) == 0 {
          try new.appendSections([section])
        } else {
          try new.insertSections([section], beforeSection: sections[pick(0...sections.count - 1)])
        }
        try new.appendItems((0..<pick(0...3)).map { _ in fresh() }, toSection: section)
      case 2 where sections.count > 1:
        let a = sections[pick(0...sections.count - 1)]
        let b = sections[pick(0...sections.count - 1)]
        // Moving a section after itself throws, as in UIKit.
        if a != b { try new.moveSection(a, afterSection: b) }
      case 3 where !items.isEmpty, 4 where !items.isEmpty:
        try new.deleteItems([items[pick(0...items.count - 1)]])
      case 5 where !sections.isEmpty:
        let section = sections[pick(0...sections.count - 1)]
        let inSection = new.itemIdentifiers(inSection: section)
        if inSection.isEmpty {
          try new.appendItems([fresh()], toSection: section)
        } else {
          try new.insertItems([fresh()], beforeItem: inSection[pick(0...inSection.count - 1)])
        }
      case 6 where items.count > 1, 7 where items.count > 1, 8 where items.count > 1:
        let a = items[pick(0...items.count - 1)]
        let b = items[pick(0...items.count - 1)]
        // Moving an item before or after itself throws, as in UIKit.
        if pick(0...1) == 0 {
          if a != b { try new.moveItem(a, beforeItem: b) }
        } else {
          if a != b { try new.moveItem(a, afterItem: b) }
        }
      case 9 where !items.isEmpty:
        let item = items[pick(0...items.count - 1)]
        if pick(0...1) == 0 {
          try new.reloadItems([item])
        } else {
          try new.reconfigureItems([item])
        }
      default:
        break
      }
    }
    let changed = Set(new.itemIdentifiers.filter { _ in pick(0...5) == 0 })
    return Pair(old: old, new: new, changed: changed)
  }

  /// The fewest moves any diff can make: per section kept on both sides, the items kept in it
  /// minus the longest run in order (an O(k²) count, independent of the library's), plus the
  /// items that change between sections that both survive.
  nonisolated static func minimumMoves(_ pair: Pair) -> Int {
    var moves = 0
    for section in pair.new.sectionIdentifiers where pair.old.indexOfSection(section) != nil {
      let oldItems = pair.old.itemIdentifiers(inSection: section)
      let position = Dictionary(uniqueKeysWithValues: oldItems.enumerated().map { ($1, $0) })
      let kept = pair.new.itemIdentifiers(inSection: section).compactMap { position[$0] }
      var best = [Int](repeating: 1, count: kept.count)
      for i in kept.indices {
        for j in 0..<i where kept[j] < kept[i] { best[i] = max(best[i], best[j] + 1) }
      }
      moves += kept.count - (best.max() ?? 0)
      for item in pair.new.itemIdentifiers(inSection: section) {
        if let from = pair.old.sectionIdentifier(containingItem: item), from != section,
          pair.new.indexOfSection(from) != nil
        {
          moves += 1
        }
      }
    }
    return moves
  }

  /// Applies the changeset to the old state with the table's own plan, and checks the result.
  nonisolated static func planProblems(_ pair: Pair, _ changeset: StagedChangeset) -> [Problem] {
    var problems: [Problem] = []
    let oldCounts = pair.old.sectionIdentifiers.map { pair.old.numberOfItems(inSection: $0) }
    let newCounts = pair.new.sectionIdentifiers.map { pair.new.numberOfItems(inSection: $0) }
    var stages = changeset.stages
    let structural =
      stages.first.map {
        $0.reloadedRows.isEmpty && $0.reconfiguredRows.isEmpty && $0.reloadedSections.isEmpty
      } ?? false
      ? stages.removeFirst() : BatchUpdate()
    let plan: BatchUpdatePlan
    do {
      plan = try BatchUpdatePlan(update: structural, oldCounts: oldCounts, newCounts: newCounts)
    } catch {
      return [Problem(.structureRejected, "stage 1 rejected: \(error)")]
    }
    let oldItems = pair.old.itemIdentifiers
    let newItems = pair.new.itemIdentifiers
    var kept = Set<Int>()
    for (position, source) in plan.newToOld.mapped {
      if oldItems[source] != newItems[position] {
        problems.append(
          Problem(
            .wrongItemKept,
            "position \(position) holds \(oldItems[source]), not \(newItems[position])"))
      }
      kept.insert(oldItems[source])
    }
    for position in plan.newToOld.indices
    where !plan.newToOld.isMapped(position) && kept.contains(newItems[position]) {
      problems.append(
        Problem(.keptAndInserted, "item \(newItems[position]) is both kept and inserted"))
    }
    for content in stages {
      if !content.movedRows.isEmpty || !content.insertedRows.isEmpty || !content.deletedRows.isEmpty
      {
        problems.append(
          Problem(.contentStageChangesStructure, "the content stage changes structure: \(content)"))
      }
      do {
        _ = try BatchUpdatePlan(update: content, oldCounts: newCounts, newCounts: newCounts)
      } catch {
        problems.append(Problem(.contentStageRejected, "stage 2 rejected: \(error)"))
      }
      for path in content.reloadedRows + content.reconfiguredRows {
        guard let item = pair.new.itemIdentifier(at: path) else {
          problems.append(Problem(.wrongRefresh, "refresh of \(path) names no item"))
          continue
        }
        let marked =
          pair.new.reloadedItemIdentifiers.contains(item)
          || pair.new.reconfiguredItemIdentifiers.contains(item) || pair.changed.contains(item)
        if !marked || !kept.contains(item) {
          problems.append(
            Problem(
              .wrongRefresh, "item \(item) refreshed but \(marked ? "not kept" : "not changed")"))
        }
      }
    }
    let keptSections = pair.new.sectionIdentifiers.compactMap(pair.old.indexOfSection)
    var longest = [Int](repeating: 1, count: keptSections.count)
    for i in keptSections.indices {
      for j in 0..<i where keptSections[j] < keptSections[i] {
        longest[i] = max(longest[i], longest[j] + 1)
      }
    }
    let sectionMoves = changeset.stages.reduce(0) { $0 + $1.movedSections.count }
    let minimumSectionMoves = keptSections.count - (longest.max() ?? 0)
    if sectionMoves != minimumSectionMoves {
      problems.append(
        Problem(
          .tooManySectionMoves, "\(sectionMoves) section moves, minimum \(minimumSectionMoves)"))
    }
    if changeset.movedRowCount != minimumMoves(pair) {
      problems.append(
        Problem(
          .tooManyRowMoves, "\(changeset.movedRowCount) moves, minimum \(minimumMoves(pair))"))
    }
    return problems
  }

  /// The changeset the library computes for a pair.
  nonisolated static func changeset(_ pair: Pair) -> StagedChangeset {
    StagedChangeset(from: pair.old, to: pair.new, contentChanged: { pair.changed.contains($0) })
  }

  /// Every problem of a pair: its changeset checked against the table's plan, then applied to a
  /// table showing the old state, as the table's data source switches to the new one.
  static func problems(_ pair: Pair, seed: UInt64) -> [Problem] {
    let changeset = Self.changeset(pair)
    let table = roundTripProblems(
      from: pair.old, to: pair.new, changeset: changeset, height: 300,
      order: .shuffled(seed: seed))
    return planProblems(pair, changeset) + table.map { Problem(.table($0.kind), $0.description) }
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
    TableSourceTesting.shrink(
      pair, signature: kind, candidates: smallerPairs,
      signatureOf: { candidate in
        problems(candidate, seed: seed).contains { $0.kind == kind } ? kind : nil
      })
  }

  // MARK: - The property

  @Test("seeded random pairs round-trip, with minimal moves, through the table's validation")
  func roundTrip() throws {
    let budget = PropertyBudget.fromEnvironment(defaultIterations: 10_000)
    var failures = 0
    for seed in budget.seeds {
      let pair = try Self.randomPair(seed: seed)
      if budget.replaying {
        print("seed \(seed): \(pair)\nchangeset: \(Self.changeset(pair))")
      }
      let problems = Self.problems(pair, seed: seed)
      guard let first = problems.first else { continue }
      let shrunk = Self.shrink(pair, seed: seed, kind: first.kind)
      let shrunkProblems = Self.problems(shrunk, seed: seed).filter { $0.kind == first.kind }
      Issue.record(
        """
        seed \(seed): \(problems.map(\.description).joined(separator: "; "))
        \(pair)
        changeset: \(Self.changeset(pair))
        shrunk to: \(shrunk)
        its changeset: \(Self.changeset(shrunk))
        its problems: \(shrunkProblems.map(\.description).joined(separator: "; "))
        replay: \(PropertyBudget.replayCommand(seed: seed, suite: "DiffPropertyTests"))
        """)
      failures += 1
      if failures == 3 { break }
    }
  }
}
