import Foundation
import TableSource
import TableSourceTestSupport
import Testing

@MainActor
@Suite("Batch updates and visible cells (§5)")
struct BatchEffectsTests {
  func loadedTable(_ items: [[Int]], height: CGFloat = 440) throws -> (
    VirtualTableView, ModelDataSource
  ) {
    let model = ModelDataSource(items)
    let table = try makeTable(model, height: height)
    try table.layoutIfNeeded()
    return (table, model)
  }

  @Test("5.1 batches nest and only the outermost one commits; completion runs after")
  func nesting() throws {
    let (table, model) = try loadedTable([[0, 1, 2]])
    table.isLoggingEvents = true
    var completed: Bool?
    model.items[0].insert(9, at: 0)
    try table.performBatchUpdates(
      {
        table.beginUpdates()
        try table.insertRows(at: [path(0, 0)])
        try table.endUpdates()
        #expect(table.hasUncommittedUpdates)
        #expect(!table.events.contains { if case .commitUpdates = $0 { true } else { false } })
      },
      completion: { completed = $0 })
    #expect(completed == true)
    #expect(table.events.filter { if case .commitUpdates = $0 { true } else { false } }.count == 1)
    #expect(table.violations(of: model.expected).isEmpty)
  }

  @Test("5.2 deletes use old index paths and inserts new ones, whatever the call order")
  func coordinates() throws {
    let (table, model) = try loadedTable([[0, 1, 2, 3]])
    model.items = [[1, 2, 3, 7]]
    try table.performBatchUpdates {
      try table.insertRows(at: [path(0, 3)])  // New coordinates: after the delete.
      try table.deleteRows(at: [path(0, 0)])  // Old coordinates.
    }
    #expect(table.visibleCells.map(\.text) == ["item 1", "item 2", "item 3", "item 7"])
  }

  @Test("5.3 a reloaded row gets a new cellForRow and its old cell goes to the queue")
  func reload() throws {
    let (table, model) = try loadedTable([[0, 1, 2]])
    let old = try #require(table.cellForRow(at: path(0, 1)))
    model.items[0][1] = 5
    table.isLoggingEvents = true
    try table.reloadRows(at: [path(0, 1)])
    #expect(table.events.contains(.cellForRow(path(0, 1))))
    #expect(table.events.contains(.didEndDisplaying(cell: old.instanceNumber, path(0, 1))))
    #expect(table.cellForRow(at: path(0, 1))?.text == "item 5")
    #expect((old as? TextCell)?.prepareCount == 1, "reused for its own row, through the queue")
  }

  @Test("5.4 a moved row keeps its cell, with no cellForRow")
  func moveKeepsCell() throws {
    let (table, model) = try loadedTable([[0, 1, 2, 3]])
    let moved = try #require(table.cellForRow(at: path(0, 0)))
    model.items = [[1, 2, 3, 0]]
    table.isLoggingEvents = true
    try table.moveRow(at: path(0, 0), to: path(0, 3))
    #expect(table.cellForRow(at: path(0, 3)) === moved)
    #expect(!table.events.contains { if case .cellForRow = $0 { true } else { false } })
    #expect(table.violations(of: model.expected).isEmpty)
  }

  @Test("5.4 and 4.5 a row moved across sections counts as moved out and in")
  func crossSectionMove() throws {
    let (table, model) = try loadedTable([[0, 1], [10]])
    let moved = try #require(table.cellForRow(at: path(0, 1)))
    model.items = [[0], [1, 10]]
    try table.moveRow(at: path(0, 1), to: path(1, 0))
    #expect(table.cellForRow(at: path(1, 0)) === moved)
    #expect(table.violations(of: model.expected).isEmpty)
  }

  @Test("5.5 sections insert, delete, move and reload with the same coordinates as rows")
  func sectionOperations() throws {
    let (table, model) = try loadedTable([[0], [10, 11], [20]])
    let first = try #require(table.cellForRow(at: path(0, 0)))
    model.items = [[20], [0], [30, 31]]
    try table.performBatchUpdates {
      try table.deleteSections([1])
      try table.moveSection(2, toSection: 0)
      try table.insertSections([2])
    }
    #expect(table.violations(of: model.expected).isEmpty)
    #expect(table.cellForRow(at: path(1, 0)) === first, "the moved section's rows keep their cells")
    model.items[1] = [5, 6]
    try table.reloadSections([1])
    #expect(table.violations(of: model.expected).isEmpty)
  }

  @Test("5.8 deleted rows end display and are queued; untouched rows keep their cell instance")
  func visibleEffects() throws {
    let (table, model) = try loadedTable([Array(0..<20)], height: 220)
    let cells = table.visibleCells
    model.items[0].remove(at: 1)
    model.items[0].insert(99, at: 3)
    table.isLoggingEvents = true
    try table.performBatchUpdates {
      try table.deleteRows(at: [path(0, 1)])
      try table.insertRows(at: [path(0, 3)])
    }
    #expect(table.events.contains(.didEndDisplaying(cell: cells[1].instanceNumber, path(0, 1))))
    #expect(table.cellForRow(at: path(0, 0)) === cells[0])
    #expect(table.cellForRow(at: path(0, 1)) === cells[2], "row 2 moved up, same cell")
    #expect(table.events.contains(.cellForRow(path(0, 3))), "the inserted visible row")
    #expect(table.violations(of: model.expected).isEmpty)
  }

  @Test("5.10 reconfigure hands the row its own cell, with no prepareForReuse")
  func reconfigure() throws {
    let (table, model) = try loadedTable([[0, 1, 2]])
    let cell = try #require(table.cellForRow(at: path(0, 2)) as? TextCell)
    model.items[0][2] = 42
    try table.reconfigureRows(at: [path(0, 2)])
    #expect(table.cellForRow(at: path(0, 2)) === cell)
    #expect(cell.text == "item 42")
    #expect(cell.prepareCount == 0)
    #expect(table.statistics.reuses == 0)
  }

  @Test(
    "5.10 reconfiguring with another identifier fails after the update; the row gets a new cell at the next pass"
  )
  func reconfigureEdgeCases() throws {
    let (table, model) = try loadedTable([Array(0..<100)], height: 220)
    table.isLoggingEvents = true
    try table.reconfigureRows(at: [path(0, 90)])
    #expect(!table.events.contains(.cellForRow(path(0, 90))))
    _ = model

    let handWritten = HandWrittenDataSource(rowCounts: [3])
    let other = try makeTable(handWritten)
    try other.layoutIfNeeded()
    try other.register(SwitchCell.self, forCellReuseIdentifier: "switch")
    handWritten.identifier = "switch"
    let stale = try #require(other.cellForRow(at: path(0, 1)))
    do {
      try other.reconfigureRows(at: [path(0, 1)])
      Issue.record("expected the reconfiguration to fail")
    } catch let error as DisplayFailedAfterUpdate {
      #expect(error.indexPath == path(0, 1))
      #expect(
        error.underlying as? TableViewError
          == .reconfigureIdentifierMismatch(
            indexPath: path(0, 1), live: "text", requested: "switch"))
    }
    // The row lost its half-reconfigured cell rather than keep stale content...
    #expect(other.cellForRow(at: path(0, 1)) == nil)
    #expect(other.isQueued(stale))
    // ...and the next layout pass gives it a cell of the identifier it now asks for.
    try other.layoutIfNeeded()
    #expect(other.cellForRow(at: path(0, 1)) is SwitchCell)
    #expect(other.indexPathsForVisibleRows == [path(0, 0), path(0, 1), path(0, 2)])
  }

  @Test("4.3 reloadData inside a batch is flagged and supersedes the batch")
  func reloadInsideBatch() throws {
    let (table, model) = try loadedTable([[0, 1]])
    model.items = [[0, 1, 2, 3]]
    try table.performBatchUpdates {
      try table.insertRows(at: [path(0, 2)])
      table.reloadData()
    }
    #expect(table.diagnostics == [.reloadDataDuringBatchUpdates])
    try table.layoutIfNeeded()
    #expect(table.violations(of: model.expected).isEmpty)
  }

  @Test("a batch whose closure throws is dropped whole, and the next batch commits normally")
  func throwingBatch() throws {
    struct Stop: Error {}
    let (table, model) = try loadedTable([[0, 1]])
    #expect(throws: Stop.self) {
      try table.performBatchUpdates {
        try table.insertRows(at: [path(0, 2)])
        table.reloadData()  // Flagged (rule 4.3); the reload itself still happens.
        throw Stop()
      }
    }
    #expect(!table.hasUncommittedUpdates)
    try table.layoutIfNeeded()
    #expect(table.violations(of: model.expected).isEmpty, "the insert was dropped with the batch")
    model.items[0].append(2)
    try table.performBatchUpdates { try table.insertRows(at: [path(0, 2)]) }
    #expect(table.violations(of: model.expected).isEmpty)
    #expect(table.visibleCells.map(\.text) == ["item 0", "item 1", "item 2"])
  }

  @Test("heights of moved rows carry over; reloaded rows are measured again")
  func heightsCarryOver() throws {
    let model = ModelDataSource([[0, 1, 2]])
    model.heights = [0: 80, 1: 30]
    let table = try makeTable(model)
    try table.setEstimatedRowHeight(0)
    try table.layoutIfNeeded()
    model.items = [[1, 0, 2]]
    try table.moveRow(at: path(0, 0), to: path(0, 1))
    #expect(table.rectForRow(at: path(0, 1)).height == 80)
    #expect(table.rectForRow(at: path(0, 0)).height == 30)
  }
}
