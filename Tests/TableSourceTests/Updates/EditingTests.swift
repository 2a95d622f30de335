import Foundation
import TableSource
import TableSourceTestSupport
import Testing

@MainActor
@Suite("Editing (§7)")
struct EditingTests {
  /// A model whose commit deletes the row from the model and then from the table, as a data
  /// source must (rule 7.2).
  func deletingModel(_ items: [[Int]]) -> ModelDataSource {
    let model = ModelDataSource(items)
    model.commits = true
    model.onCommit = { [unowned model] table, _, path in
      model.items[path.section].remove(at: path.row)
      try table.deleteRows(at: [path])
    }
    return model
  }

  @Test("7.1 editing mode reaches every live cell and the cells displayed later")
  func editingPropagates() throws {
    let model = ModelDataSource([Array(0..<30)])
    let table = try makeTable(model, height: 220)
    try table.layoutIfNeeded()
    table.setEditing(true)
    #expect(table.visibleCells.allSatisfy { $0.isEditing })
    try table.scroll(by: 500)
    #expect(table.visibleCells.allSatisfy { $0.isEditing })
    table.setEditing(false)
    #expect(table.visibleCells.allSatisfy { !$0.isEditing })
    #expect(table.renderText().contains("item 12"))
  }

  @Test("7.2 a confirmed delete goes through commit, which must update the model and the table")
  func commitDelete() throws {
    let model = deletingModel([[0, 1, 2]])
    let table = try makeTable(model)
    try table.layoutIfNeeded()
    try table.simulate.commitEditing(.delete, row: path(0, 1))
    #expect(model.items == [[0, 2]])
    #expect(table.violations(of: model.expected).isEmpty)
  }

  @Test("7.2 a commit that forgets the model is rejected with the count check, changing nothing")
  func commitWithoutModelChange() throws {
    let model = ModelDataSource([[0, 1, 2]])
    model.commits = true
    model.onCommit = { table, _, path in try table.deleteRows(at: [path]) }
    let table = try makeTable(model)
    try table.layoutIfNeeded()
    let state = TableState(table)
    #expect(throws: BatchUpdateError.self) {
      try table.simulate.commitEditing(.delete, row: path(0, 1))
    }
    #expect(TableState(table) == state)
  }

  @Test("7.2 without commit there is nothing to confirm: no edit, no default swipe action")
  func noCommit() throws {
    let model = ModelDataSource([[0, 1]])
    let table = try makeTable(model)
    #expect(
      throws: TableViewError.editingNotAllowed(
        path(0, 0), reason: "the data source does not commit edits")
    ) {
      try table.simulate.commitEditing(.delete, row: path(0, 0))
    }
    #expect(table.simulate.swipeActions(row: path(0, 0)) == nil)
  }

  @Test("7.3 a user move: the table moves the row, then the data source updates its model")
  func userMove() throws {
    let model = ModelDataSource([[0, 1, 2], [10]])
    model.moves = true
    let table = try makeTable(model)
    try table.layoutIfNeeded()
    let moved = try #require(table.cellForRow(at: path(0, 0)))
    try table.simulate.drag(row: path(0, 0), to: path(1, 1))
    #expect(model.items == [[1, 2], [10, 0]])
    #expect(model.callbacks == ["move 0.0→1.1"])
    #expect(table.cellForRow(at: path(1, 1)) === moved)
    #expect(table.violations(of: model.expected).isEmpty)
  }

  @Test(
    "7.3 updating the table from inside moveRowAt is refused with an error, flagged and ignored")
  func updateInsideMoveIsFlagged() throws {
    let model = ModelDataSource([[0, 1, 2]])
    model.moves = true
    var refusal: (any Error)?
    model.onMove = { table, source, destination in
      do {
        try table.moveRow(at: source, to: destination)
      } catch {
        refusal = error
      }
    }
    let table = try makeTable(model)
    try table.layoutIfNeeded()
    try table.simulate.drag(row: path(0, 2), to: path(0, 0))
    #expect(table.diagnostics == [.updateDuringMoveRow])
    #expect(
      refusal as? TableViewError == .reentrantCall(call: "moveRow(at:to:)", callback: .moveRow))
    #expect(table.violations(of: model.expected).isEmpty)
  }

  @Test("7.3 a row that cannot move is refused")
  func cannotMove() throws {
    let model = ModelDataSource([[0, 1]])
    let table = try makeTable(model)
    #expect(!table.canMoveRow(at: path(0, 0)))
    #expect(throws: TableViewError.editingNotAllowed(path(0, 0), reason: "the row cannot be moved"))
    {
      try table.simulate.drag(row: path(0, 0), to: path(0, 1))
    }
  }

  @Test("7.4 the default trailing action is Delete, and a full swipe performs it")
  func defaultSwipe() throws {
    let model = deletingModel([[0, 1, 2]])
    let table = try makeTable(model)
    try table.layoutIfNeeded()
    let actions = try #require(table.simulate.swipeActions(row: path(0, 0)))
    #expect(actions.actions.map(\.title) == ["Delete"])
    #expect(actions.actions.first?.style == .destructive)
    #expect(try table.simulate.swipeFully(row: path(0, 0)) == true)
    #expect(model.items == [[1, 2]])
  }

  @Test("7.4 custom swipe actions run their handlers; one that never completes is flagged")
  func customSwipe() throws {
    final class Actions: TableViewDelegate {
      var archived: [IndexPath] = []
      func tableView(
        _ tableView: VirtualTableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> SwipeActionsConfiguration? {
        SwipeActionsConfiguration(
          actions: [
            ContextualAction(style: .normal, title: "Archive") { _, path, done in
              self.archived.append(path)
              done(true)
            },
            ContextualAction(style: .normal, title: "Forget") { _, _, _ in },
          ], performsFirstActionWithFullSwipe: false)
      }
    }
    let model = ModelDataSource([[0, 1]])
    let table = try makeTable(model)
    let actions = Actions()
    table.delegate = actions
    #expect(try table.simulate.tapSwipeAction(at: 0, row: path(0, 1)) == true)
    #expect(actions.archived == [path(0, 1)])
    #expect(try table.simulate.swipeFully(row: path(0, 1)) == nil)
    #expect(try table.simulate.tapSwipeAction(at: 1, row: path(0, 1)) == nil)
    #expect(table.diagnostics == [.swipeActionCompletionNotCalled(title: "Forget")])
  }
}
