import Foundation
import TableSource
package import TableSourceCore

/// Seeded random pairs of snapshots and the checks of a diff between them, shared by the diff's
/// round-trip property test and the tests that run them from many tasks at once (under the
/// thread sanitizer). Nothing here touches a table, so all of it runs off the main actor.
package enum DiffPairs {
  package typealias Snap = Snapshot<Int, Int>

  package struct Pair: Sendable, CustomStringConvertible {
    package var old: Snap
    package var new: Snap
    package var changed: Set<Int>

    package init(old: Snap, new: Snap, changed: Set<Int>) {
      self.old = old
      self.new = new
      self.changed = changed
    }

    package var description: String {
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
  package typealias Problem = Finding<ProblemKind>

  /// The kinds of ``Problem``.
  package enum ProblemKind: Equatable, Sendable {
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
    /// The collection view, applying the changeset, does not end up showing the new state.
    case collection(RoundTripProblemKind)
  }

  package static func randomPair(seed: UInt64) throws -> Pair {
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
  package static func minimumMoves(_ pair: Pair) -> Int {
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
  package static func planProblems(_ pair: Pair, _ changeset: StagedChangeset) -> [Problem] {
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
  package static func changeset(_ pair: Pair) -> StagedChangeset {
    StagedChangeset(from: pair.old, to: pair.new, contentChanged: { pair.changed.contains($0) })
  }
}
