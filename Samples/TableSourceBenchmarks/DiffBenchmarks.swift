import Foundation
import TableSource

#if canImport(Glibc)
  import Glibc
#endif

/// Benchmarks of the staged diff against two baselines measured in the same run: the floor (a
/// dictionary from identifier to index built for both sides, every item looked up in the other
/// side's) and the standard library's `difference(from:).inferringMoves()`.
enum DiffBenchmarks {
  enum Scenario: String, CaseIterable {
    case nochange, mixed, shuffle, reversed
  }

  /// Identifiers for n items: `Int`s, or deterministic 36-character strings shaped like UUIDs.
  static func identifiers<ID>(_ count: Int, make: (Int) -> ID) -> [ID] {
    (0..<count).map(make)
  }

  static func uuidLike(_ value: Int) -> String {
    var generator = SplitMix64(seed: UInt64(value))
    let hex = (0..<4).map { _ in String(generator.next(), radix: 16) }.joined()
    let digits = Array(hex.padding(toLength: 32, withPad: "0", startingAt: 0))
    return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(digits[$0]) }
      .joined(separator: "-")
  }

  /// The new order for a scenario, deterministic from a seed.
  static func transformed<ID>(_ old: [ID], _ scenario: Scenario, fresh: (Int) -> ID) -> [ID] {
    var random = SplitMix64(seed: 42)
    switch scenario {
    case .nochange:
      return old
    case .reversed:
      return old.reversed()
    case .shuffle:
      return old.shuffled(using: &random)
    case .mixed:
      // 10% deleted, 10% moved to random places, 10% inserted at random places.
      let tenth = old.count / 10
      var indexes = Array(old.indices).shuffled(using: &random)
      let deleted = Set(indexes.prefix(tenth))
      indexes.removeFirst(tenth)
      let moved = Set(indexes.prefix(tenth))
      var result = old.enumerated().filter {
        !deleted.contains($0.offset) && !moved.contains($0.offset)
      }
      .map(\.element)
      for index in moved.sorted() {
        result.insert(old[index], at: Int.random(in: 0...result.count, using: &random))
      }
      for index in 0..<tenth {
        result.insert(
          fresh(old.count + index), at: Int.random(in: 0...result.count, using: &random))
      }
      return result
    }
  }

  static func snapshot<ID: Hashable & Sendable>(_ items: [ID]) -> Snapshot<Int, ID> {
    var snapshot = Snapshot<Int, ID>()
    try? snapshot.appendSections([0])
    try? snapshot.appendItems(items)
    return snapshot
  }

  static func floor<ID: Hashable>(_ old: [ID], _ new: [ID]) -> Int {
    var oldIndex = [ID: Int](minimumCapacity: old.count)
    for (index, item) in old.enumerated() { oldIndex[item] = index }
    var newIndex = [ID: Int](minimumCapacity: new.count)
    for (index, item) in new.enumerated() { newIndex[item] = index }
    var found = 0
    for item in new where oldIndex[item] != nil { found += 1 }
    for item in old where newIndex[item] != nil { found += 1 }
    return found
  }

  /// The goals against the floor: the diff at most twice the floor on 100k mixed `Int`s; on
  /// 36-character strings, whose hashing dominates the floor, under half of it, as each
  /// identifier is hashed once (DifferenceKit, measured beside it, sits near 0.6); a shuffle,
  /// where every item moves and the longest increasing subsequence does the most work, near it.
  static let floorGoals: [String: String] = [
    "diff.mixed-100k-int": "ratio ≤ 2",
    "diff.shuffle-10k-int": "ratio ≤ 1.2",
    "diff.mixed-100k-string": "ratio ≤ 0.4",
    "diff.shuffle-100k-string": "ratio ≤ 0.4",
    "diff.reversed-100k-string": "ratio ≤ 0.4",
  ]

  /// The goals against the standard library's diff.
  static let stdlibGoals: [String: String] = [
    "diff.nochange-100k-int": "ratio ≤ 1",
    "diff.mixed-10k-int": "ratio ≤ 0.01",
  ]

  static func run(quick: Bool) -> [BenchmarkResult] {
    let runs = quick ? 3 : 7
    var results: [BenchmarkResult] = []
    // Quick mode (CI) measures only the cases with goals.
    results += suite(name: "int", runs: runs, quick: quick) { $0 }
    results += suite(name: "string", runs: runs, quick: quick, make: uuidLike)
    results += buildAndDiff(runs: runs)
    results += sectioned(runs: runs)
    results.append(movesOverMinimum())
    results.append(peakBytesPerItem())
    return results
  }

  // MARK: - snapshot.build-and-diff-100k-string

  /// The scenarios of ``buildAndDiff(runs:)``.
  static let buildAndDiffScenarios: [Scenario] = [.mixed, .shuffle, .reversed]

  /// Builds a snapshot as the documentation shows: one section, its items appended.
  static func builtSnapshot<ID: Hashable & Sendable>(_ items: [ID]) -> Snapshot<Int, ID> {
    var snapshot = Snapshot<Int, ID>()
    try? snapshot.appendSections([0])
    try? snapshot.appendItems(items)
    return snapshot
  }

  /// What an app pays for an update: building the new snapshot with `appendSections` and
  /// `appendItems`, then diffing it against the old one (built before the clock starts), on
  /// 100k 36-character string ids, against the same dictionary floor as the diff alone.
  static func buildAndDiff(runs: Int) -> [BenchmarkResult] {
    let size = 100_000
    let old = identifiers(size, make: uuidLike)
    let oldSnapshot = snapshot(old)
    var results: [BenchmarkResult] = []
    var sink = 0
    for scenario in buildAndDiffScenarios {
      let new = transformed(old, scenario, fresh: uuidLike)
      let times = measureInterleaved(
        runs: max(runs, 5),
        [
          {
            let newSnapshot = builtSnapshot(new)
            sink &+= StagedChangeset(from: oldSnapshot, to: newSnapshot).movedRowCount
          },
          { sink &+= floor(old, new) },
        ])
      results.append(
        BenchmarkResult(
          name: "snapshot.build-and-diff-100k-string.\(scenario.rawValue)", n: size,
          ours: times[0], baseline: times[1], unit: "s", goal: "ratio ≤ 0.35",
          note: "building the new snapshot (appendSections + appendItems) and diffing it"))
    }
    if sink == 42 { print("") }
    return results
  }

  /// Builds the new snapshot of a scenario and diffs it `count` times, for a profiler; with
  /// `floor`, runs the floor on the same lists instead. Each run is a call of
  /// ``buildAndDiffOnce(_:_:)`` or ``floorOnce(_:_:)``, which callgrind can count alone
  /// (`--toggle-collect='*buildAndDiffOnce*'`), without the identifiers' making.
  static func profileBuildAndDiff(_ scenario: Scenario, size: Int, count: Int, floor: Bool) {
    let old = identifiers(size, make: uuidLike)
    let oldSnapshot = snapshot(old)
    let new = transformed(old, scenario, fresh: uuidLike)
    var sink = 0
    for _ in 0..<count {
      sink &+= floor ? floorOnce(old, new) : buildAndDiffOnce(oldSnapshot, new)
    }
    if sink == 42 { print("") }
  }

  /// One run of `snapshot.build-and-diff`'s measured side, freeing the snapshot it builds.
  @inline(never)
  static func buildAndDiffOnce(_ old: Snapshot<Int, String>, _ new: [String]) -> Int {
    StagedChangeset(from: old, to: builtSnapshot(new)).movedRowCount
  }

  /// One run of the floor.
  @inline(never)
  static func floorOnce(_ old: [String], _ new: [String]) -> Int {
    floor(old, new)
  }

  // MARK: - diff.sectioned-100k-int

  /// 100k `Int` items in `sections` sections of equal size, and the same sections each changed
  /// as the mixed scenario changes a list (new items numbered from a million up).
  static func sectionedSnapshots(sections: Int, size: Int) -> (
    old: Snapshot<Int, Int>, new: Snapshot<Int, Int>
  ) {
    let perSection = size / sections
    var old = Snapshot<Int, Int>()
    var new = Snapshot<Int, Int>()
    try? old.appendSections(Array(0..<sections))
    try? new.appendSections(Array(0..<sections))
    for section in 0..<sections {
      let items = Array(section * perSection..<(section + 1) * perSection)
      try? old.appendItems(items, toSection: section)
      try? new.appendItems(
        transformed(items, .mixed) { 1_000_000 + section * perSection + $0 }, toSection: section)
    }
    return (old, new)
  }

  /// The flat lists of ``sectionedSnapshots(sections:size:)``, for the floor.
  static func flattened(_ snapshot: Snapshot<Int, Int>) -> [Int] {
    snapshot.sectionIdentifiers.flatMap { snapshot.itemIdentifiers(inSection: $0) }
  }

  /// The diff of 100k `Int` items in 10 and in 100 sections, each section mixed, against the
  /// floor on the same items as two flat lists.
  static func sectioned(runs: Int) -> [BenchmarkResult] {
    var results: [BenchmarkResult] = []
    var sink = 0
    for sections in [10, 100] {
      let (old, new) = sectionedSnapshots(sections: sections, size: 100_000)
      let (oldItems, newItems) = (flattened(old), flattened(new))
      let times = measureInterleaved(
        runs: max(runs, 5),
        [
          { sink &+= StagedChangeset(from: old, to: new).movedRowCount },
          { sink &+= floor(oldItems, newItems) },
        ])
      results.append(
        BenchmarkResult(
          name: "diff.sectioned-100k-int.\(sections)-sections", n: 100_000, ours: times[0],
          baseline: times[1], unit: "s", goal: "ratio ≤ 2",
          note: "each of \(sections) sections mixed; floor on the flat lists"))
    }
    if sink == 42 { print("") }
    return results
  }

  /// Diffs the sectioned snapshots `count` times, for a profiler.
  static func profileSectioned(sections: Int, count: Int) {
    let (old, new) = sectionedSnapshots(sections: sections, size: 100_000)
    var sink = 0
    for _ in 0..<count { sink &+= StagedChangeset(from: old, to: new).movedRowCount }
    if sink == 42 { print("") }
  }

  static func suite<ID: Hashable & Sendable>(
    name: String, runs: Int, quick: Bool, make: (Int) -> ID
  ) -> [BenchmarkResult] {
    var results: [BenchmarkResult] = []
    var sink = 0
    for size in [10_000, 100_000] {
      let labels = Scenario.allCases.map { "diff.\($0.rawValue)-\(size / 1000)k-\(name)" }
      if quick && !labels.contains(where: { floorGoals[$0] != nil || stdlibGoals[$0] != nil }) {
        continue
      }
      let old = identifiers(size, make: make)
      let oldSnapshot = snapshot(old)
      // The standard library's diff grows with n × d: estimate from a run at a tenth of the size.
      for scenario in Scenario.allCases {
        let label = "diff.\(scenario.rawValue)-\(size / 1000)k-\(name)"
        if quick && floorGoals[label] == nil && stdlibGoals[label] == nil { continue }
        let new = transformed(old, scenario, fresh: make)
        let newSnapshot = snapshot(new)
        // In turns, so that both see the same moments of a noisy machine.
        let times = measureInterleaved(
          runs: max(runs, 5),
          [
            { sink &+= StagedChangeset(from: oldSnapshot, to: newSnapshot).movedRowCount },
            { sink &+= floor(old, new) },
          ])
        let (ours, floorTime) = (times[0], times[1])
        results.append(
          BenchmarkResult(
            name: "\(label).vs-floor", n: size, ours: ours, baseline: floorTime, unit: "s",
            goal: floorGoals[label] ?? "", note: nil))
        if quick && stdlibGoals[label] == nil { continue }
        let smallOld = Array(old.prefix(size / 10))
        let smallNew = transformed(smallOld, scenario, fresh: make)
        let probe = measureMedian(runs: 1) {
          sink &+= smallNew.difference(from: smallOld).inferringMoves().count
        }
        let estimate = scenario == .nochange ? probe * 10 : probe * 100
        let goal = stdlibGoals[label] ?? ""
        if estimate > 10 || (quick && estimate > 2) {
          results.append(
            BenchmarkResult(
              name: "\(label).vs-stdlib", n: size, ours: ours, baseline: nil, unit: "s",
              goal: goal,
              note: String(format: "stdlib skipped: estimated %.0f s a run", estimate)))
          continue
        }
        let stdlib = measureMedian(runs: estimate > 1 ? 1 : runs) {
          sink &+= new.difference(from: old).inferringMoves().count
        }
        results.append(
          BenchmarkResult(
            name: "\(label).vs-stdlib", n: size, ours: ours, baseline: stdlib, unit: "s",
            goal: goal, note: nil))
      }
    }
    if sink == 42 { print("") }  // Keeps the measured work from being optimized away.
    return results
  }

  /// Diffs `size` identifiers in one scenario `count` times, alone, for a profiler.
  static func profile<ID: Hashable & Sendable>(
    _ scenario: Scenario, size: Int, count: Int, make: (Int) -> ID
  ) {
    let old = identifiers(size, make: make)
    let oldSnapshot = snapshot(old)
    let newSnapshot = snapshot(transformed(old, scenario, fresh: make))
    var sink = 0
    for _ in 0..<count {
      sink &+= StagedChangeset(from: oldSnapshot, to: newSnapshot).movedRowCount
    }
    if sink == 42 { print("") }
  }

  /// Moves emitted on the 10k mixed case against the minimum: items on both sides minus the
  /// longest increasing subsequence of their old positions (computed here independently).
  static func movesOverMinimum() -> BenchmarkResult {
    let old = Array(0..<10_000)
    let new = transformed(old, .mixed) { $0 }
    let changeset = StagedChangeset(from: snapshot(old), to: snapshot(new))
    let position = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1, $0) })
    let kept = new.compactMap { position[$0] }
    var tails: [Int] = []
    for value in kept {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if tails[middle] < value { low = middle + 1 } else { high = middle }
      }
      if low == tails.count { tails.append(value) } else { tails[low] = value }
    }
    return BenchmarkResult(
      name: "diff.moves-over-minimum", n: 10_000, ours: Double(changeset.movedRowCount),
      baseline: Double(kept.count - tails.count), unit: "moves", goal: "ratio = 1",
      note: "10k mixed; DifferenceKit reports about 8,900 moves here")
  }

  /// The diff's peak extra memory per item at 100k mixed `Int`s: the peak resident size while it
  /// runs over the resident size before, after returning free memory to the system and resetting
  /// the kernel's peak counter.
  static func peakBytesPerItem() -> BenchmarkResult {
    let old = Array(0..<100_000)
    let oldSnapshot = snapshot(old)
    let newSnapshot = snapshot(transformed(old, .mixed) { $0 })
    returnFreeMemoryToTheSystem()
    let reset =
      (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
    let before = statusKilobytes("VmRSS")
    let changeset = StagedChangeset(from: oldSnapshot, to: newSnapshot)
    let peak = statusKilobytes("VmHWM")
    withExtendedLifetime(changeset) {}
    return BenchmarkResult(
      name: "diff.peak-bytes-per-item", n: 100_000,
      ours: reset ? Double(max(0, peak - before) * 1024) / 100_000 : .nan, baseline: nil,
      unit: "B", goal: "ours ≤ 100",
      note: reset ? "peak RSS (VmHWM) during the diff over RSS before" : "cannot reset VmHWM here")
  }

  /// Calls glibc's `malloc_trim(0)`, looked up at run time (Swift's Glibc module does not export
  /// it), so that freed memory from earlier benchmarks does not hide this one's allocations.
  static func returnFreeMemoryToTheSystem() {
    #if canImport(Glibc)
      typealias Trim = @convention(c) (Int) -> Int32
      if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
      }
    #endif
  }

  static func statusKilobytes(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
      return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
  }
}
