import Foundation
import TableSource
import TableSourceTestFixtures
import TableSourceTestSupport
import Testing

/// The `Sendable` parts of TableSource used from many tasks at once, off the main actor:
/// snapshots shared and copied between tasks, diffs computed side by side, and the reuse-identifier
/// cache filled and read by tasks racing for the same types. Every result is checked against a
/// value known in advance, so the tests fail on a wrong answer; run under
/// `swift test --sanitize=thread`, they also fail on a data race (see `.ci/run`).
@Suite("Sendable values shared between tasks")
struct SendableConcurrencyTests {
  typealias Snap = Snapshot<Int, Int>

  /// The number of child tasks each test starts; far more than the cores, so they interleave.
  static let taskCount = 16

  // MARK: - Snapshots and diffs

  @Test("diffs of shared random snapshot pairs, on 16 tasks at once, equal the sequential ones")
  func sharedPairs() async throws {
    let seeds = Array(UInt64(1)...120)
    let pairs = try seeds.map(DiffPairs.randomPair(seed:))
    let expected = pairs.map { pair in
      StagedChangeset(from: pair.old, to: pair.new, contentChanged: { pair.changed.contains($0) })
    }

    let reports = await withTaskGroup(of: [String].self) { group in
      for task in 0..<Self.taskCount {
        group.addTask {
          var problems: [String] = []
          // Each task starts at another pair, so that different tasks read the same shared
          // snapshots at the same moments.
          for step in pairs.indices {
            let index = (step + task * 7) % pairs.count
            let pair = pairs[index]
            do {
              let rebuilt = try DiffPairs.randomPair(seed: seeds[index])
              if rebuilt.old != pair.old || rebuilt.new != pair.new {
                problems.append("task \(task): seed \(seeds[index]) built another pair")
              }
            } catch {
              problems.append("task \(task): seed \(seeds[index]) threw \(error)")
            }
            let changeset = StagedChangeset(
              from: pair.old, to: pair.new, contentChanged: { pair.changed.contains($0) })
            if changeset != expected[index] {
              problems.append("task \(task): seed \(seeds[index]) gave \(changeset)")
            }
            problems += DiffPairs.planProblems(pair, changeset).map {
              "task \(task): seed \(seeds[index]): \($0)"
            }
            if step.isMultiple(of: 10) { await Task.yield() }
          }
          return problems
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }

    #expect(reports.count == Self.taskCount)
    #expect(reports.flatMap { $0 } == [])
  }

  /// Ten sections of forty items: section `s` holds `40 * s ..< 40 * s + 40`.
  static func makeBase() throws -> Snap {
    var snapshot = Snap()
    for section in 0..<10 {
      try snapshot.appendSections([section])
      try snapshot.appendItems(Array(40 * section..<40 * section + 40), toSection: section)
    }
    return snapshot
  }

  /// Task `task`'s edit of the base: it deletes the 25 items `≡ task (mod 16)`, appends 3 new
  /// items to section `task % 10`, moves one item from the last section to the front of the first,
  /// moves section 5 after section 8, and marks 2 items of section 1 for reconfiguring.
  static func edit(_ base: Snap, task: Int) throws -> Snap {
    var snapshot = base
    try snapshot.deleteItems(base.itemIdentifiers.filter { $0 % 16 == task })
    try snapshot.appendItems((0..<3).map { 1000 + 3 * task + $0 }, toSection: task % 10)
    let survivors = { (range: Range<Int>) in range.filter { $0 % 16 != task } }
    try snapshot.moveItem(survivors(360..<400)[0], beforeItem: survivors(0..<40)[0])
    try snapshot.moveSection(5, afterSection: 8)
    try snapshot.reconfigureItems(Array(survivors(40..<80).prefix(2)))
    return snapshot
  }

  struct EditOutcome: Sendable {
    var task: Int
    var edited: Snap
    var forward: StagedChangeset
    var backward: StagedChangeset
    var problems: [String]
  }

  @Test("copies of one shared snapshot, edited on 16 tasks at once, diff as expected both ways")
  func sharedBase() async throws {
    let base = try Self.makeBase()

    let outcomes = await withTaskGroup(of: EditOutcome.self) { group in
      for task in 0..<Self.taskCount {
        group.addTask {
          var problems: [String] = []
          var edited = base
          do {
            edited = try Self.edit(base, task: task)
          } catch {
            problems.append("task \(task): the edit threw \(error)")
          }
          await Task.yield()
          let forward = StagedChangeset(from: base, to: edited)
          await Task.yield()
          let backward = StagedChangeset(from: edited, to: base)
          let pair = DiffPairs.Pair(old: base, new: edited, changed: [])
          problems += DiffPairs.planProblems(pair, forward).map(\.description)
          return EditOutcome(
            task: task, edited: edited, forward: forward, backward: backward, problems: problems)
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }

    #expect(outcomes.map(\.task).sorted() == Array(0..<Self.taskCount))
    // The shared original is untouched by the sixteen edits of its copies.
    let fresh = try Self.makeBase()
    #expect(base == fresh)
    for outcome in outcomes.sorted(by: { $0.task < $1.task }) {
      let task = outcome.task
      let sequential = try Self.edit(fresh, task: task)
      #expect(outcome.problems == [], "task \(task)")
      #expect(outcome.edited == sequential, "task \(task)")
      #expect(outcome.edited.numberOfItems == 400 - 25 + 3, "task \(task)")
      #expect(outcome.forward == StagedChangeset(from: base, to: outcome.edited), "task \(task)")
      #expect(outcome.backward == StagedChangeset(from: outcome.edited, to: base), "task \(task)")

      let forward = outcome.forward
      #expect(forward.deletedRowCount == 25, "task \(task)")
      #expect(forward.insertedRowCount == 3, "task \(task)")
      #expect(forward.movedRowCount == 1, "task \(task)")
      #expect(forward.stages.flatMap(\.reconfiguredRows).count == 2, "task \(task)")
      #expect(forward.stages.flatMap(\.movedSections).count == 1, "task \(task)")

      let backward = outcome.backward
      #expect(backward.deletedRowCount == 3, "task \(task)")
      #expect(backward.insertedRowCount == 25, "task \(task)")
      #expect(backward.movedRowCount == 1, "task \(task)")
      #expect(backward.updatedRowCount == 0, "task \(task)")
      #expect(backward.stages.flatMap(\.movedSections).count == 1, "task \(task)")
    }
  }

  // MARK: - The reuse-identifier cache

  // `SendableMetatype`: the probes read the tags' types from other tasks.
  protocol ProbeTag: SendableMetatype {}
  enum Ash: ProbeTag {}
  enum Birch: ProbeTag {}
  enum Cedar: ProbeTag {}
  enum Elm: ProbeTag {}
  enum Fir: ProbeTag {}

  /// A cell type per pair of tags: types no other test uses, so the cache starts cold for them
  /// and the tasks race to fill it.
  final class ProbeCell<First: ProbeTag, Second: ProbeTag>: TableViewCell {}

  struct ProbeRow<First: ProbeTag, Second: ProbeTag>: TableViewRow {
    var id: Int

    func configure(_ cell: ProbeCell<First, Second>) {}
  }

  /// One row type, the identifier it must derive, and a way to read it three times over: through
  /// the row, through `AnyRow`, and from `ReuseIdentifier` directly.
  struct Probe: Sendable {
    var expected: String
    var read: @Sendable () -> [String]
  }

  static let namespace = "TableSourceConcurrencyTests.SendableConcurrencyTests"

  static func probe<First: ProbeTag, Second: ProbeTag>(
    _ first: First.Type, _ second: Second.Type, named names: (String, String)
  ) -> Probe {
    Probe(expected: "\(namespace).ProbeCell<\(namespace).\(names.0), \(namespace).\(names.1)>") {
      readings(ProbeRow<First, Second>(id: 0))
    }
  }

  /// A row's reuse identifier read through the row, through `AnyRow`, and from `ReuseIdentifier`.
  static func readings<Row: TableViewRow>(_ row: Row) -> [String] {
    [row.reuseIdentifier, AnyRow(row).reuseIdentifier, ReuseIdentifier.default(for: Row.Cell.self)]
  }

  static func probes() -> [Probe] {
    let tags: [(any ProbeTag.Type, String)] = [
      (Ash.self, "Ash"), (Birch.self, "Birch"), (Cedar.self, "Cedar"), (Elm.self, "Elm"),
      (Fir.self, "Fir"),
    ]
    var probes: [Probe] = []
    for (first, firstName) in tags {
      for (second, secondName) in tags {
        probes.append(probe(first, second, named: (firstName, secondName)))
      }
    }
    // Cell types the main-actor tests use at the same time, from this module and another.
    probes.append(Probe(expected: "TableSourceTestSupport.TextCell") { readings(LabelRow(id: 0)) })
    probes.append(
      Probe(expected: "TableSourceTestSupport.SwitchCell") {
        readings(SwitchRow(id: "", isOn: true))
      })
    probes.append(
      Probe(expected: "TableSourceTestSupport.BadgeCell") { readings(BadgeRow(id: "", badge: 1)) })
    probes.append(
      Probe(expected: "TableSourceTestFixtures.TextCell") { readings(FixtureTextRow(id: "")) })
    return probes
  }

  @Test("29 row types' reuse identifiers, derived by 16 tasks at once, are their cells' names")
  func reuseIdentifiers() async {
    let probes = Self.probes()
    #expect(probes.count == 29)
    #expect(Set(probes.map(\.expected)).count == probes.count)
    let rounds = 4

    let reports = await withTaskGroup(of: (readings: Int, wrong: [String]).self) { group in
      for task in 0..<Self.taskCount {
        group.addTask {
          var readings = 0
          var wrong: [String] = []
          for round in 0..<rounds {
            // Half the tasks walk the types forwards and half backwards, each from another start,
            // so several tasks miss the cache for the same type at once.
            for step in probes.indices {
              let offset = (step + task * 3 + round) % probes.count
              let probe = probes[task.isMultiple(of: 2) ? offset : probes.count - 1 - offset]
              for identifier in probe.read() {
                readings += 1
                if identifier != probe.expected {
                  wrong.append("task \(task): \(identifier), expected \(probe.expected)")
                }
              }
            }
            await Task.yield()
          }
          return (readings, wrong)
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }

    #expect(reports.map(\.readings) == Array(repeating: rounds * probes.count * 3, count: 16))
    #expect(reports.flatMap(\.wrong) == [])
  }

  /// `Nest<Nest<…<Ash>…>>`: as many types as wanted, each new to the cache when first used.
  enum Nest<Inner: ProbeTag>: ProbeTag {}

  /// Reads the identifiers of `ProbeRow<Tag, Ash>`, then of `ProbeRow<Nest<Tag>, Ash>`, and so on,
  /// `levels` types in all, and returns how many it read and those that were wrong.
  static func walk<Tag: ProbeTag>(
    _ tag: Tag.Type, named name: String, levels: Int
  ) -> (readings: Int, wrong: [String]) {
    guard levels > 0 else { return (0, []) }
    let expected = "\(namespace).ProbeCell<\(name), \(namespace).Ash>"
    let wrong = readings(ProbeRow<Tag, Ash>(id: 0)).filter { $0 != expected }.map {
      "\($0), expected \(expected)"
    }
    let rest = walk(Nest<Tag>.self, named: "\(namespace).Nest<\(name)>", levels: levels - 1)
    return (3 + rest.readings, wrong + rest.wrong)
  }

  @Test("16 tasks that fill the cache for the same 150 new row types at once get their own names")
  func coldReuseIdentifierCache() async {
    let levels = 150
    let reports = await withTaskGroup(of: (readings: Int, wrong: [String]).self) { group in
      for _ in 0..<Self.taskCount {
        group.addTask {
          // No suspension inside the walk: the tasks on other threads run through the same types
          // at the same time, and whichever comes first derives the identifier and stores it.
          Self.walk(Birch.self, named: "\(Self.namespace).Birch", levels: levels)
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }

    #expect(reports.map(\.readings) == Array(repeating: levels * 3, count: Self.taskCount))
    #expect(reports.flatMap(\.wrong) == [])
  }
}
