import Foundation
import TableSource
import TableSourceTestSupport
import Testing

/// Model-based property test of batch updates: seeded random sequences of valid and invalid
/// operations run on a table and, in parallel, on a plain reference model. After every step the
/// table must agree with the model; a failure reports its seed and the shortest sequence that
/// still fails.
@MainActor
@Suite("Batch updates: model-based property test")
struct UpdatePropertyTests {
  enum Operation: CustomStringConvertible {
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
      case 14: operation = pick(0...3) == 0 ? .reloadData : .lie(anySection())
      default: operation = .deleteAndReload(anyPath())
      }
      _ = reference.apply(operation)
      operations.append(operation)
    }
    return (initial, operations)
  }

  // MARK: - Running

  /// Runs the operations on a fresh table and reference; returns the first failure, if any.
  static func failure(initial: [[Int]], operations: [Operation], seed: UInt64) -> String? {
    var reference = Reference(items: initial)
    let model = ModelDataSource(initial)
    for item in initial.joined() where item % 5 == 0 { model.heights[item] = 80 }
    let table: VirtualTableView
    do {
      table = try makeTable(model, height: 200, order: .shuffled(seed: seed))
      try table.layoutIfNeeded()
    } catch {
      return "setup failed: \(error)"
    }
    for (step, operation) in operations.enumerated() {
      let expectedAccept = reference.apply(operation)
      let before = TableState(table)
      let itemsBefore = model.items
      var accepted = true
      do {
        try perform(operation, on: table, model: model, reference: reference)
      } catch {
        accepted = false
        model.items = itemsBefore
      }
      if accepted != expectedAccept {
        return "step \(step) (\(operation)): table \(accepted ? "accepted" : "rejected") it"
      }
      if !accepted && TableState(table) != before {
        return "step \(step) (\(operation)): rejected, but the table changed"
      }
      if case .reloadData = operation {
        try? table.layoutIfNeeded()
      }
      model.items = reference.items
      let problems = table.violations(of: model.expected)
      if !problems.isEmpty { return "step \(step) (\(operation)): \(problems)" }
      let selectedItems = Set(
        table.indexPathsForSelectedRows.map { model.items[$0.section][$0.row] })
      if selectedItems != reference.selected {
        return
          "step \(step) (\(operation)): selection \(selectedItems), expected \(reference.selected)"
      }
      let created = table.statistics.totalCellsCreated
      if created > table.statistics.peakVisibleCells + 2 {
        return "step \(step) (\(operation)): \(created) cells created for at most "
          + "\(table.statistics.peakVisibleCells) visible"
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
      try table.tapRow(at: at)
    case .reloadData:
      table.reloadData()
    case .lie(let section):
      guard model.items.indices.contains(section) else {
        throw BatchUpdateError.noDataSource
      }
      model.items[section].append(-1)
      try table.deleteRows(at: [path(section, 0)])
    case .deleteAndReload(let at):
      guard model.items.indices.contains(at.section),
        model.items[at.section].indices.contains(at.row)
      else { throw BatchUpdateError.noDataSource }
      model.items[at.section].remove(at: at.row)
      try table.performBatchUpdates {
        try table.deleteRows(at: [at])
        try table.reloadRows(at: [at])
      }
    }
  }

  /// Removes operations one at a time while the run still fails.
  static func shrink(initial: [[Int]], operations: [Operation], seed: UInt64) -> [Operation] {
    var current = operations
    var index = 0
    while index < current.count {
      var candidate = current
      candidate.remove(at: index)
      if failure(initial: initial, operations: candidate, seed: seed) != nil {
        current = candidate
      } else {
        index += 1
      }
    }
    return current
  }

  @Test("10,000 random sequences of valid and invalid updates keep the table equal to the model")
  func randomSequences() {
    var failures = 0
    for seed in UInt64(1)...10_000 {
      let (initial, operations) = Self.generate(seed: seed, steps: 12)
      guard let message = Self.failure(initial: initial, operations: operations, seed: seed) else {
        continue
      }
      let shortest = Self.shrink(initial: initial, operations: operations, seed: seed)
      Issue.record(
        """
        seed \(seed) failed: \(message)
        initial sections: \(initial)
        shortest failing sequence: \(shortest.map(\.description).joined(separator: "; "))
        """)
      failures += 1
      if failures == 3 { break }
    }
  }
}
