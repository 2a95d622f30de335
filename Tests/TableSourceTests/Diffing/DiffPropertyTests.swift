import Foundation
import TableSourceTestSupport
import Testing

@testable import TableSource

/// Round trip of the diff on 10,000 seeded random pairs of snapshots: the changeset applied to
/// the old state gives the new one, its moves are the minimum, and the virtual table accepts it
/// as batch updates, with UIKit's validation as the oracle.
@MainActor
@Suite("The staged diff: round-trip property")
struct DiffPropertyTests {
  typealias Snap = Snapshot<Int, Int>

  // The pair generator and the checks below are `nonisolated` (they touch no table), so that
  // `SendableConcurrencyTests` can run them from many tasks at once.
  struct Pair: Sendable {
    var old: Snap
    var new: Snap
    var changed: Set<Int>
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
  nonisolated static func planProblems(_ pair: Pair, _ changeset: StagedChangeset) -> [String] {
    var problems: [String] = []
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
      return ["stage 1 rejected: \(error)"]
    }
    let oldItems = pair.old.itemIdentifiers
    let newItems = pair.new.itemIdentifiers
    var kept = Set<Int>()
    for (position, source) in plan.newToOld.enumerated() where source >= 0 {
      if oldItems[source] != newItems[position] {
        problems.append("position \(position) holds \(oldItems[source]), not \(newItems[position])")
      }
      kept.insert(oldItems[source])
    }
    for (position, source) in plan.newToOld.enumerated()
    where source < 0 && kept.contains(newItems[position]) {
      problems.append("item \(newItems[position]) is both kept and inserted")
    }
    for content in stages {
      if !content.movedRows.isEmpty || !content.insertedRows.isEmpty || !content.deletedRows.isEmpty
      {
        problems.append("the content stage changes structure: \(content)")
      }
      do {
        _ = try BatchUpdatePlan(update: content, oldCounts: newCounts, newCounts: newCounts)
      } catch {
        problems.append("stage 2 rejected: \(error)")
      }
      for path in content.reloadedRows + content.reconfiguredRows {
        guard let item = pair.new.itemIdentifier(at: path) else {
          problems.append("refresh of \(path) names no item")
          continue
        }
        let marked =
          pair.new.reloadedItemIdentifiers.contains(item)
          || pair.new.reconfiguredItemIdentifiers.contains(item) || pair.changed.contains(item)
        if !marked || !kept.contains(item) {
          problems.append("item \(item) refreshed but \(marked ? "not kept" : "not changed")")
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
    if sectionMoves != keptSections.count - (longest.max() ?? 0) {
      problems.append(
        "\(sectionMoves) section moves, minimum \(keptSections.count - (longest.max() ?? 0))")
    }
    if changeset.movedRowCount != minimumMoves(pair) {
      problems.append("\(changeset.movedRowCount) moves, minimum \(minimumMoves(pair))")
    }
    return problems
  }

  @Test("10,000 random pairs round-trip, with minimal moves, through the table's validation")
  func roundTrip() throws {
    var failures = 0
    for seed in UInt64(1)...10_000 {
      let pair = try Self.randomPair(seed: seed)
      let changeset = StagedChangeset(
        from: pair.old, to: pair.new, contentChanged: { pair.changed.contains($0) })
      var problems = Self.planProblems(pair, changeset)
      // The table as the oracle: load the old state, switch the model, apply.
      problems += roundTripProblems(
        from: pair.old, to: pair.new, changeset: changeset, height: 300,
        order: .shuffled(seed: seed)
      ).map(\.description)
      if !problems.isEmpty {
        Issue.record(
          """
          seed \(seed): \(problems)
          old: \(pair.old.sectionIdentifiers.map { ($0, pair.old.itemIdentifiers(inSection: $0)) })
          new: \(pair.new.sectionIdentifiers.map { ($0, pair.new.itemIdentifiers(inSection: $0)) })
          changeset: \(changeset)
          """)
        failures += 1
        if failures == 3 { break }
      }
    }
  }
}
