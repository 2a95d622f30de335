import Foundation
import TableSource
import TableSourceTestSupport
import Testing

@MainActor
@Suite("Selection (§6)")
struct SelectionTests {
  func loadedTable(_ items: [[Int]] = [Array(0..<30)]) throws -> (VirtualTableView, ModelDataSource)
  {
    let model = ModelDataSource(items)
    let table = try makeTable(model, height: 220)
    try table.layoutIfNeeded()
    return (table, model)
  }

  @Test("6.1 selection defaults to single selection, none during editing")
  func defaults() {
    let table = VirtualTableView()
    #expect(table.allowsSelection)
    #expect(!table.allowsMultipleSelection)
    #expect(!table.allowsSelectionDuringEditing)
    #expect(!table.allowsMultipleSelectionDuringEditing)
  }

  @Test("6.2 programmatic selection changes state and scrolls, with no delegate callbacks")
  func programmatic() throws {
    let (table, model) = try loadedTable()
    try table.selectRow(at: path(0, 20), scrollPosition: .top)
    #expect(table.indexPathsForSelectedRows == [path(0, 20)])
    #expect(table.contentOffset.y == 880)
    #expect(table.cellForRow(at: path(0, 20))?.isSelected == true)
    try table.selectRow(at: path(0, 21))
    #expect(table.indexPathsForSelectedRows == [path(0, 21)], "single selection replaces")
    table.deselectRow(at: path(0, 21))
    #expect(table.indexPathForSelectedRow == nil)
    #expect(model.callbacks.isEmpty)
    #expect(throws: TableViewError.rowOutOfRange(row: 30, section: 0, numberOfRows: 30)) {
      try table.selectRow(at: path(0, 30))
    }
  }

  @Test("6.3 a tap runs shouldHighlight, willSelect, the old row's deselect, then didSelect")
  func tapSequence() throws {
    let (table, model) = try loadedTable()
    try table.simulate.tap(row: path(0, 1))
    try table.simulate.tap(row: path(0, 2))
    #expect(
      model.callbacks == [
        "shouldHighlight 0.1", "willSelect 0.1", "didSelect 0.1",
        "shouldHighlight 0.2", "willSelect 0.2", "willDeselect 0.1", "didDeselect 0.1",
        "didSelect 0.2",
      ])
    #expect(table.indexPathsForSelectedRows == [path(0, 2)])
    #expect(table.cellForRow(at: path(0, 1))?.isSelected == false)
    #expect(table.cellForRow(at: path(0, 2))?.isSelected == true)
  }

  @Test("6.3 willSelect returning nil cancels the tap; returning another row redirects it")
  func willSelectNilAndRedirect() throws {
    let (table, model) = try loadedTable()
    model.willSelect = { _ in nil }
    try table.simulate.tap(row: path(0, 1))
    #expect(table.indexPathsForSelectedRows.isEmpty)
    #expect(model.callbacks == ["shouldHighlight 0.1", "willSelect 0.1"])
    model.callbacks = []
    model.willSelect = { _ in IndexPath(row: 5, section: 0) }
    try table.simulate.tap(row: path(0, 1))
    #expect(table.indexPathsForSelectedRows == [path(0, 5)])
    #expect(model.callbacks.last == "didSelect 0.5")
  }

  @Test("6.3 shouldHighlight false stops the tap before willSelect")
  func noHighlightNoSelection() throws {
    let (table, model) = try loadedTable()
    model.shouldHighlight = false
    try table.simulate.tap(row: path(0, 1))
    #expect(model.callbacks == ["shouldHighlight 0.1"])
    #expect(table.indexPathsForSelectedRows.isEmpty)
  }

  @Test("6.3 with multiple selection taps add rows, and tapping a selected row deselects it")
  func multipleSelection() throws {
    let (table, model) = try loadedTable()
    table.allowsMultipleSelection = true
    try table.simulate.tap(row: path(0, 1))
    try table.simulate.tap(row: path(0, 3))
    #expect(table.indexPathsForSelectedRows == [path(0, 1), path(0, 3)])
    model.willDeselect = { _ in nil }
    try table.simulate.tap(row: path(0, 1))
    #expect(table.indexPathsForSelectedRows == [path(0, 1), path(0, 3)], "nil vetoes")
    model.willDeselect = nil
    try table.simulate.tap(row: path(0, 1))
    #expect(table.indexPathsForSelectedRows == [path(0, 3)])
    #expect(model.callbacks.suffix(2) == ["willDeselect 0.1", "didDeselect 0.1"])
  }

  @Test("6.3 editing mode uses the during-editing settings")
  func editingSettings() throws {
    let (table, _) = try loadedTable()
    table.setEditing(true)
    try table.simulate.tap(row: path(0, 1))
    #expect(table.indexPathsForSelectedRows.isEmpty)
    table.allowsSelectionDuringEditing = true
    table.allowsMultipleSelectionDuringEditing = true
    try table.simulate.tap(row: path(0, 1))
    try table.simulate.tap(row: path(0, 2))
    #expect(table.indexPathsForSelectedRows == [path(0, 1), path(0, 2)])
  }

  @Test(
    "6.4 the table drives a cell's selected state on display; setting it by hand does not select")
  func cellSelectedState() throws {
    let (table, _) = try loadedTable()
    let cell = try #require(table.cellForRow(at: path(0, 0)))
    cell.isSelected = true
    #expect(table.indexPathsForSelectedRows.isEmpty)
    try table.selectRow(at: path(0, 1))
    try table.scroll(by: 600)
    try table.scroll(by: -600)
    #expect(table.cellForRow(at: path(0, 0))?.isSelected == false, "overwritten on display")
    #expect(table.cellForRow(at: path(0, 1))?.isSelected == true)
  }

  @Test("6.5 selection follows rows through updates, dropping deleted and reloaded rows")
  func remapping() throws {
    let (table, model) = try loadedTable()
    table.allowsMultipleSelection = true
    for row in [1, 4, 6, 8] { try table.selectRow(at: path(0, row)) }
    model.items[0].remove(at: 4)
    model.items[0].insert(100, at: 0)
    model.items[0][7] = 77  // Item 6 moved to row 7; reloaded.
    try table.performBatchUpdates {
      try table.deleteRows(at: [path(0, 4)])
      try table.insertRows(at: [path(0, 0)])
      try table.reloadRows(at: [path(0, 6)])
    }
    #expect(table.indexPathsForSelectedRows == [path(0, 2), path(0, 8)])
    #expect(model.callbacks.isEmpty, "no didDeselect for rows that left")
  }

  @Test("6.6 reloadData clears the selection")
  func reloadClears() throws {
    let (table, _) = try loadedTable()
    try table.selectRow(at: path(0, 2))
    table.reloadData()
    #expect(table.indexPathsForSelectedRows.isEmpty)
  }
}
