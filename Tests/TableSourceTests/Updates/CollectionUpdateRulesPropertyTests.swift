import Foundation
import TableSourceCore
import TableSourceTestSupport
import TableSourceTesting
import Testing

/// The collection view's rules against the table's, over seeded random updates: the collection
/// view refuses exactly what the table refuses, and also an index path deleted twice (C-G11).
///
/// In this target rather than the core's tests, whose target depends on the core alone: the
/// package's property engine (`checkSeeds` on `PropertyRunner`) is here. `TABLESOURCE_BUDGET`
/// scales the seeds, `TABLESOURCE_SEED` replays one.
@Suite("Batch update plans: a collection view's rules against a table's (C-G11)")
struct CollectionUpdateRulesPropertyTests {
  /// A random update of a few sections of a few items: index paths mostly in range, sometimes
  /// one past; deletes sometimes repeated; counts after either added up from the changes (so
  /// that many updates are valid) or drawn at random.
  static func randomCase(_ random: inout SeededGenerator) -> (
    update: BatchUpdate, old: [Int], new: [Int]
  ) {
    let old = (0..<Int.random(in: 1...3, using: &random)).map { _ in
      Int.random(in: 0...4, using: &random)
    }
    func path(_ counts: [Int], extra: Int) -> IndexPath {
      let section = Int.random(in: 0..<counts.count, using: &random)
      return [section, Int.random(in: 0...max(0, counts[section] - 1 + extra), using: &random)]
    }
    var update = BatchUpdate()
    update.deletedRows = (0..<Int.random(in: 0...3, using: &random)).map { _ in
      path(old, extra: 0)
    }
    if let first = update.deletedRows.first, Bool.random(using: &random) {
      update.deletedRows.append(first)
      update.deletedRows.shuffle(using: &random)
    }
    update.insertedRows = (0..<Int.random(in: 0...2, using: &random)).map { _ in
      path(old, extra: 1)
    }
    if Int.random(in: 0..<3, using: &random) == 0 {
      update.movedRows = [.init(from: path(old, extra: 0), to: path(old, extra: 0))]
    }
    if Int.random(in: 0..<4, using: &random) == 0 { update.reloadedRows = [path(old, extra: 0)] }
    if Int.random(in: 0..<5, using: &random) == 0 {
      update.deletedSections = [Int.random(in: 0..<old.count, using: &random)]
    }
    var new = old
    if update.deletedSections.isEmpty && Bool.random(using: &random) {
      for path in Set(update.deletedRows) where path[0] < new.count { new[path[0]] -= 1 }
      for path in update.insertedRows where path[0] < new.count { new[path[0]] += 1 }
      for move in update.movedRows {
        new[move.from[0]] -= 1
        new[move.to[0]] += 1
      }
      new = new.map { max(0, $0) }
    } else {
      new = (0..<Int.random(in: 0...3, using: &random)).map { _ in
        Int.random(in: 0...5, using: &random)
      }
    }
    return (update, old, new)
  }

  /// Why the plan of an update is refused under `rules`, or `nil` when it is not.
  static func refusal(
    _ update: BatchUpdate, _ old: [Int], _ new: [Int], _ rules: BatchUpdatePlan.Rules
  )
    -> BatchUpdateError?
  {
    do {
      _ = try BatchUpdatePlan(update: update, oldCounts: old, newCounts: new, rules: rules)
      return nil
    } catch {
      return error
    }
  }

  @Test(
    "for random updates a collection view refuses what a table refuses, with the same reason, plus an index path deleted twice (C-G11)"
  )
  func collectionRefusesTableRefusalsPlusRepeatedDeletes() {
    var accepted = 0
    var repeatsTheTableAccepts = 0
    checkSeeds(suite: "CollectionUpdateRulesPropertyTests", defaultIterations: 200, steps: 100) {
      procedure in
      var random = procedure.generator
      for step in 0..<procedure.steps {
        let (update, old, new) = Self.randomCase(&random)
        let table = Self.refusal(update, old, new, .tableView)
        let collection = Self.refusal(update, old, new, .collectionView)
        let repeated = Set(update.deletedRows).count < update.deletedRows.count
        let context = "step \(step): \(update) from \(old) to \(new):"
        if !repeated && collection != table {
          return "\(context) the table says \(String(describing: table)), the collection view "
            + "\(String(describing: collection))"
        }
        if repeated {
          guard let collection else {
            return "\(context) a collection view accepts an index path deleted twice"
          }
          if case .deleteTwice = collection {
            if table == nil { repeatsTheTableAccepts += 1 }
          } else if collection != table {
            return "\(context) the table says \(String(describing: table)), the collection view "
              + "\(collection)"
          }
        }
        if collection == nil { accepted += 1 }
      }
      return nil
    }
    // Not vacuous: valid updates and double deletes the table accepts both occur.
    #expect(accepted > 0)
    #expect(repeatsTheTableAccepts > 0)
  }
}
