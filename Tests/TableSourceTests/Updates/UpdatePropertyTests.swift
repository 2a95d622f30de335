import Foundation
import TableSource
import TableSourceTestSupport
import Testing

/// Model-based property test of batch updates: seeded random sequences of valid and invalid
/// operations run on a table and, in parallel, on a plain reference model. After every step the
/// table must agree with the model.
///
/// 10,000 sequences by default, on the testing kit's `PropertyRunner` (`TABLESOURCE_BUDGET` scales
/// them, `TABLESOURCE_SEED` replays one, printing it). A failing sequence is shrunk — its initial sections and items, its
/// operations and their indexes — while it still fails the same way, and reported with its seed.
@MainActor
@Suite("Batch updates: model-based property test")
struct UpdatePropertyTests {
  enum Operation: CustomStringConvertible, Sendable {
    case insert(IndexPath)
    case delete(IndexPath)
    case move(IndexPath, IndexPath)
    case reload(IndexPath)
    case insertSection(Int, count: Int)
    case deleteSection(Int)
    case moveSection(Int, Int)
    case deleteAndInsert(IndexPath, IndexPath)
    case scroll(CGFloat)
    case select(IndexPath)
    case tap(IndexPath)
    case reloadData
    /// The model gains a row, but the table is told of a delete: must be rejected.
    case lie(Int)
    /// A delete and a reload of the same row in one batch: must be rejected.
    case deleteAndReload(IndexPath)
    /// `reloadData()`, then a batch deleting a row whose opening load fails (a header height
    /// the delegate gets wrong once): must be rejected with the height error, not a count error
    /// read from the changed model (rule 4.4).
    case deleteAfterFailedLoad(IndexPath)

    var description: String {
      switch self {
      case .insert(let path): "insert \(path.shortDescription)"
      case .delete(let path): "delete \(path.shortDescription)"
      case .move(let from, let to): "move \(from.shortDescription)→\(to.shortDescription)"
      case .reload(let path): "reload \(path.shortDescription)"
      case .insertSection(let index, let count): "insert section \(index) (\(count) rows)"
      case .deleteSection(let index): "delete section \(index)"
      case .moveSection(let from, let to): "move section \(from)→\(to)"
      case .deleteAndInsert(let delete, let insert):
        "batch: delete \(delete.shortDescription), insert \(insert.shortDescription)"
      case .scroll(let distance): "scroll \(distance)"
      case .select(let path): "select \(path.shortDescription)"
      case .tap(let path): "tap \(path.shortDescription)"
      case .reloadData: "reloadData"
      case .lie(let section): "lie about section \(section)"
      case .deleteAndReload(let path): "delete and reload \(path.shortDescription)"
      case .deleteAfterFailedLoad(let path):
        "reload, then delete \(path.shortDescription) in a batch whose load fails"
      }
    }
  }

  /// The reference: sections of unique item numbers, and the selected items.
  struct Reference {
    var items: [[Int]]
    var selected: Set<Int> = []
    var nextItem = 1000

    func exists(_ path: IndexPath) -> Bool {
      items.indices.contains(path.section) && items[path.section].indices.contains(path.row)
    }

    /// Applies an operation; returns whether a table must accept it.
    mutating func apply(_ operation: Operation) -> Bool {
      switch operation {
      case .insert(let path):
        guard items.indices.contains(path.section),
          (0...items[path.section].count).contains(path.row)
        else { return false }
        items[path.section].insert(newItem(), at: path.row)
      case .delete(let path):
        guard exists(path) else { return false }
        selected.remove(items[path.section].remove(at: path.row))
      case .move(let from, let to):
        guard exists(from), items.indices.contains(to.section) else { return false }
        let item = items[from.section].remove(at: from.row)
        guard (0...items[to.section].count).contains(to.row) else {
          items[from.section].insert(item, at: from.row)
          return false
        }
        items[to.section].insert(item, at: to.row)
      case .reload(let path):
        guard exists(path) else { return false }
        selected.remove(items[path.section][path.row])
        items[path.section][path.row] = newItem()
      case .insertSection(let index, let count):
        guard (0...items.count).contains(index) else { return false }
        items.insert((0..<count).map { _ in newItem() }, at: index)
      case .deleteSection(let index):
        guard items.indices.contains(index) else { return false }
        selected.subtract(items.remove(at: index))
      case .moveSection(let from, let to):
        guard items.indices.contains(from), items.indices.contains(to) else { return false }
        items.insert(items.remove(at: from), at: to)
      case .deleteAndInsert(let delete, let insert):
        var copy = self
        guard copy.apply(.delete(delete)), copy.apply(.insert(insert)) else { return false }
        self = copy
      case .scroll:
        break
      case .select(let path), .tap(let path):
        guard exists(path) else { return false }
        selected = [items[path.section][path.row]]
      case .reloadData:
        selected = []
      case .lie, .deleteAndReload:
        return false
      case .deleteAfterFailedLoad:
        selected = []  // The reload deselects (rule 6.6); the batch then fails.
        return false
      }
      return true
    }

    mutating func newItem() -> Int {
      nextItem += 1
      return nextItem
    }
  }

  // MARK: - Generating

  static func generate(seed: UInt64, steps: Int) -> (initial: [[Int]], operations: [Operation]) {
    var random = SplitMix64(seed: seed)
    func pick(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    var next = 0
    let initial: [[Int]] = (0..<pick(1...3)).map { _ in
      (0..<pick(0...8)).map { _ in
        next += 1
        return next
      }
    }
    var reference = Reference(items: initial)
    var operations: [Operation] = []
    for _ in 0..<steps {
      let sections = reference.items.count
      func anySection(extra: Int = 0) -> Int { pick(0...max(0, sections - 1 + extra)) }
      func anyPath(extra: Int = 0, section: Int? = nil) -> IndexPath {
        let s = section ?? anySection()
        let count = reference.items.indices.contains(s) ? reference.items[s].count : 0
        return IndexPath(row: pick(0...max(0, count - 1 + extra)), section: s)
      }
      // Now and then an index one past the valid range: an invalid operation.
      let slack = pick(0...9) == 0 ? 1 : 0
      let operation: Operation
      switch pick(0...15) {
      case 0, 1: operation = .insert(anyPath(extra: 1 + slack))
      case 2, 3: operation = .delete(anyPath(extra: slack))
      case 4: operation = .move(anyPath(extra: slack), anyPath())
      case 5: operation = .reload(anyPath(extra: slack))
      case 6: operation = .insertSection(anySection(extra: 1 + slack), count: pick(0...4))
      case 7: operation = .deleteSection(anySection(extra: slack))
      case 8: operation = .moveSection(anySection(), anySection(extra: slack))
      case 9: operation = .deleteAndInsert(anyPath(), anyPath(extra: 1))
      case 10, 11: operation = .scroll(CGFloat(pick(-300...300)))
      case 12: operation = .select(anyPath(extra: slack))
      case 13: operation = .tap(anyPath())
      case 14:
        switch pick(0...3) {
        case 0: operation = .reloadData
        case 1 where reference.items.contains { !$0.isEmpty }:
          let section = reference.items.indices.filter { !reference.items[$0].isEmpty }
          operation = .deleteAfterFailedLoad(anyPath(section: section[pick(0...section.count - 1)]))
        default: operation = .lie(anySection())
        }
      default: operation = .deleteAndReload(anyPath())
      }
      _ = reference.apply(operation)
      operations.append(operation)
    }
    return (initial, operations)
  }

  // MARK: - Running

  /// How a sequence fails.
  enum FailureKind: Equatable {
    /// The table could not be set up.
    case setup
    /// The table accepted an operation the reference rejects (`true`), or the other way round.
    case verdict(tableAccepted: Bool)
    /// The table rejected an operation, but changed.
    case changedWhenRejected
    /// The table's display disagrees with the model.
    case display(ViolationKind)
    /// The table's selection is not the reference's.
    case selection
    /// The table created more cells than it ever showed, plus two.
    case tooManyCells
    /// The table rejected the operation, but not with the error it must give.
    case wrongError
    /// After the step, an empty batch update was rejected: the table and its data source do not
    /// agree, or the next update does not work.
    case nextUpdateRejected
  }

  struct Failure: ClassifiedFailure, CustomStringConvertible {
    var kind: FailureKind
    var step: Int
    var message: String

    /// Shrinking keeps a case failing in the same kind.
    var failureKind: String { "\(kind)" }
    var description: String { message }
  }

  /// Runs the operations on a fresh table and reference; returns the first failure, if any.
  static func failure(initial: [[Int]], operations: [Operation], seed: UInt64) -> Failure? {
    var reference = Reference(items: initial)
    let model = ModelDataSource(initial)
    for item in initial.joined() where item % 5 == 0 { model.heights[item] = 80 }
    let table: VirtualTableView
    do {
      table = try makeTable(model, height: 200, order: .shuffled(seed: seed))
      try table.layoutIfNeeded()
    } catch {
      return Failure(kind: .setup, step: -1, message: "setup failed: \(error)")
    }
    for (step, operation) in operations.enumerated() {
      func failure(_ kind: FailureKind, _ message: String) -> Failure {
        Failure(kind: kind, step: step, message: "step \(step) (\(operation)): \(message)")
      }
      let expectedAccept = reference.apply(operation)
      var reloads = false
      if case .deleteAfterFailedLoad = operation { reloads = true }
      // Needed only when the table must reject the operation (it must then change nothing but
      // what a reload it made changes).
      let before = expectedAccept || reloads ? nil : TableState(table)
      let itemsBefore = model.items
      var accepted = true
      do {
        try perform(operation, on: table, model: model, reference: reference)
      } catch {
        accepted = false
        model.items = itemsBefore
        if reloads, !Self.isHeaderHeightFailure(error) {
          return failure(.wrongError, "rejected with \(error), not the failed load's error")
        }
      }
      if accepted != expectedAccept {
        return failure(
          .verdict(tableAccepted: accepted),
          "table \(accepted ? "accepted" : "rejected") it")
      }
      if let before, TableState(table) != before {
        return failure(.changedWhenRejected, "rejected, but the table changed")
      }
      if case .reloadData = operation { reloads = true }
      if reloads { try? table.layoutIfNeeded() }
      model.items = reference.items
      table.checkInvariants()
      if let violation = table.violations(of: model.expected).first {
        return failure(.display(violation.kind), "\(violation)")
      }
      // The table and its data source agree, and the next update works.
      do {
        try table.performBatchUpdates {}
      } catch {
        return failure(.nextUpdateRejected, "an empty batch update threw \(error)")
      }
      let selectedItems = Set(
        table.indexPathsForSelectedRows.map { model.items[$0.section][$0.row] })
      if selectedItems != reference.selected {
        return failure(.selection, "selection \(selectedItems), expected \(reference.selected)")
      }
      let created = table.statistics.totalCellsCreated
      if created > table.statistics.peakVisibleCells + 2 {
        return failure(
          .tooManyCells,
          "\(created) cells created for at most \(table.statistics.peakVisibleCells) visible")
      }
    }
    return nil
  }

  /// Changes the data source's model as the reference did, then tells the table.
  static func perform(
    _ operation: Operation, on table: VirtualTableView, model: ModelDataSource,
    reference: Reference
  ) throws {
    switch operation {
    case .insert(let at):
      model.items = reference.items
      try table.insertRows(at: [at])
    case .delete(let at):
      model.items = reference.items
      try table.deleteRows(at: [at])
    case .move(let from, let to):
      model.items = reference.items
      try table.moveRow(at: from, to: to)
    case .reload(let at):
      model.items = reference.items
      try table.reloadRows(at: [at])
    case .insertSection(let index, _):
      model.items = reference.items
      try table.insertSections([index])
    case .deleteSection(let index):
      model.items = reference.items
      try table.deleteSections([index])
    case .moveSection(let from, let to):
      model.items = reference.items
      try table.moveSection(from, toSection: to)
    case .deleteAndInsert(let delete, let insert):
      model.items = reference.items
      try table.performBatchUpdates {
        try table.insertRows(at: [insert])
        try table.deleteRows(at: [delete])
      }
    case .scroll(let distance):
      try table.scroll(by: distance)
    case .select(let at):
      try table.selectRow(at: at)
    case .tap(let at):
      try table.simulate.tap(row: at)
    case .reloadData:
      table.reloadData()
    case .lie(let section):
      guard model.items.indices.contains(section) else {
        throw TableViewError.noDataSource
      }
      model.items[section].append(-1)
      try table.deleteRows(at: [path(section, 0)])
    case .deleteAfterFailedLoad(let at):
      table.reloadData()
      model.headerHeightFailures = 1
      var changed = reference.items
      if changed.indices.contains(at.section) && changed[at.section].indices.contains(at.row) {
        changed[at.section].remove(at: at.row)
      }
      model.items = changed
      defer { model.headerHeightFailures = 0 }
      try table.performBatchUpdates { try table.deleteRows(at: [at]) }
    case .deleteAndReload(let at):
      guard model.items.indices.contains(at.section),
        model.items[at.section].indices.contains(at.row)
      else { throw TableViewError.noDataSource }
      model.items[at.section].remove(at: at.row)
      try table.performBatchUpdates {
        try table.deleteRows(at: [at])
        try table.reloadRows(at: [at])
      }
    }
  }

  /// Whether an error is the one a load makes when a header height is invalid.
  static func isHeaderHeightFailure(_ error: any Error) -> Bool {
    if case .invalidHeaderFooterHeight = error as? TableViewError { return true }
    return false
  }

  // MARK: - Shrinking

  /// A sequence to run: the initial sections of items, the operations, and the seed of the
  /// table's shuffled reuse queue.
  struct Case: Sendable, CustomStringConvertible {
    var seed: UInt64
    var initial: [[Int]]
    var operations: [Operation]

    var description: String {
      "initial sections \(initial), sequence: "
        + operations.map(\.description).joined(separator: "; ")
    }
  }

  /// Smaller variants of a case, most promising first: fewer operations; fewer initial sections
  /// or items; operations with smaller indexes, distances and counts.
  static func smallerCases(_ current: Case) -> [Case] {
    var result = PropertyRunner.runsRemoved(from: current.operations).map {
      Case(seed: current.seed, initial: current.initial, operations: $0)
    }
    result += PropertyRunner.runsRemoved(from: current.initial).map {
      Case(seed: current.seed, initial: $0, operations: current.operations)
    }
    for (section, items) in current.initial.enumerated() {
      for fewer in PropertyRunner.runsRemoved(from: items) {
        var initial = current.initial
        initial[section] = fewer
        result.append(Case(seed: current.seed, initial: initial, operations: current.operations))
      }
    }
    for (index, operation) in current.operations.enumerated() {
      for simpler in operation.simpler {
        var operations = current.operations
        operations[index] = simpler
        result.append(Case(seed: current.seed, initial: current.initial, operations: operations))
      }
    }
    return result
  }

  // MARK: - The property

  @Test("seeded random sequences of valid and invalid updates keep the table equal to the model")
  func randomSequences() {
    let runner = PropertyRunner(suite: "UpdatePropertyTests", defaultIterations: 10_000) {
      random in
      let seed = random.next()
      let (initial, operations) = Self.generate(seed: seed, steps: 12)
      return Case(seed: seed, initial: initial, operations: operations)
    } candidates: {
      Self.smallerCases($0)
    }
    do {
      try runner.run { sequence in
        if runner.budget.replaying {
          print(
            "initial sections \(sequence.initial)\n"
              + sequence.operations.enumerated().map { "  \($0.offset): \($0.element)" }
              .joined(separator: "\n"))
        }
        if let failure = Self.failure(
          initial: sequence.initial, operations: sequence.operations, seed: sequence.seed)
        {
          throw failure
        }
      }
    } catch {
      Issue.record("\(error)")
    }
  }
}

extension UpdatePropertyTests.Operation {
  /// The same operation with smaller indexes, distances or counts (never negative), or, for a
  /// batch, one of its parts alone.
  var simpler: [Self] {
    func paths(_ path: IndexPath) -> [IndexPath] {
      PropertyRunner.smallerValues(than: path.section).map { IndexPath(row: path.row, section: $0) }
        + PropertyRunner.smallerValues(than: path.row).map {
          IndexPath(row: $0, section: path.section)
        }
    }
    switch self {
    case .insert(let path): return paths(path).map(Self.insert)
    case .delete(let path): return paths(path).map(Self.delete)
    case .reload(let path): return paths(path).map(Self.reload)
    case .select(let path): return paths(path).map(Self.select)
    case .tap(let path): return paths(path).map(Self.tap)
    case .deleteAndReload(let path): return paths(path).map(Self.deleteAndReload)
    case .deleteAfterFailedLoad(let path): return paths(path).map(Self.deleteAfterFailedLoad)
    case .move(let from, let to):
      return paths(from).map { .move($0, to) } + paths(to).map { .move(from, $0) }
    case .deleteAndInsert(let delete, let insert):
      return [.delete(delete), .insert(insert)]
        + paths(delete).map { .deleteAndInsert($0, insert) }
        + paths(insert).map { .deleteAndInsert(delete, $0) }
    case .insertSection(let index, let count):
      return PropertyRunner.smallerValues(than: index).map { .insertSection($0, count: count) }
        + PropertyRunner.smallerValues(than: count).map { .insertSection(index, count: $0) }
    case .deleteSection(let index):
      return PropertyRunner.smallerValues(than: index).map(Self.deleteSection)
    case .moveSection(let from, let to):
      return PropertyRunner.smallerValues(than: from).map { .moveSection($0, to) }
        + PropertyRunner.smallerValues(than: to).map { .moveSection(from, $0) }
    case .lie(let section): return PropertyRunner.smallerValues(than: section).map(Self.lie)
    case .scroll(let distance):
      let magnitude = Int(distance.magnitude)
      return PropertyRunner.smallerValues(than: magnitude).map {
        .scroll(CGFloat(distance < 0 ? -$0 : $0))
      }
    case .reloadData: return []
    }
  }
}
