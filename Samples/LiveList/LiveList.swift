import Foundation
import TableSource

/// A live to-do list driven by snapshots: each step describes the whole new state, and the
/// diffable data source works out and applies the changes. Prints each changeset and the screen.
@MainActor
enum LiveList {
  struct Task: Equatable {
    var title: String
    var isDone = false
  }

  final class TaskCell: TableViewCell {
    var isDone = false
    override var renderedContent: String { "\(isDone ? "[x]" : "[ ]") \(text ?? "")" }
  }

  struct TaskRow: TableViewRow, Equatable {
    let id: String
    let task: Task

    func configure(_ cell: TaskCell) {
      cell.text = task.title
      cell.isDone = task.isDone
    }
  }

  /// Runs the sample and returns what it prints.
  /// `inspect` sees the table as the run leaves it (the tests audit it for reuse bugs).
  static func run(inspect: (VirtualTableView) throws -> Void = { _ in }) throws -> String {
    var tasks: [String: Task] = [
      "milk": Task(title: "Buy milk"), "call": Task(title: "Call Ada"),
      "taxes": Task(title: "File taxes"), "plants": Task(title: "Water the plants"),
    ]
    let dataSource = DiffableDataSource<String, String> { id in
      TaskRow(id: id, task: tasks[id] ?? Task(title: id))
    }
    dataSource.header = { $0 == "todo" ? "To do" : "Done" }
    let table = VirtualTableView(size: CGSize(width: 320, height: 400))
    table.dataSource = dataSource
    table.delegate = dataSource
    table.isLoggingEvents = true

    var output: [String] = []
    func show(_ title: String, _ todo: [String], _ done: [String]) throws {
      var snapshot = Snapshot<String, String>()
      try snapshot.appendSections(["todo", "done"])
      try snapshot.appendItems(todo, toSection: "todo")
      try snapshot.appendItems(done, toSection: "done")
      table.clearEvents()
      let changes = try dataSource.apply(snapshot, to: table)
      try table.layoutIfNeeded()
      let asked = table.events.filter { if case .cellForRow = $0 { true } else { false } }.count
      output.append(title)
      output.append(
        changes.isEmpty
          ? "  (first apply: table loaded)"
          : changes.description.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
      output.append("  cells asked of the data source: \(asked)")
      output.append(table.renderText())
      output.append("")
    }

    try show("Four tasks:", ["milk", "call", "taxes", "plants"], [])
    tasks["milk"]?.isDone = true
    try show(
      "Milk bought: it moves to Done, and its row shows it.", ["call", "taxes", "plants"], ["milk"])
    tasks["bread"] = Task(title: "Buy bread")
    try show(
      "A new task at the top; taxes postponed to the end.", ["bread", "call", "plants", "taxes"],
      ["milk"])
    tasks["call"]?.title = "Call Ada back"
    try show(
      "A task renamed: the same cell is reconfigured.", ["bread", "call", "plants", "taxes"],
      ["milk"])
    try show("Done tasks cleared.", ["bread", "call", "plants", "taxes"], [])
    let stats = table.statistics
    output.append(
      "Cells created: \(stats.totalCellsCreated); reuses: \(stats.reuses); rows shown at most: "
        + "\(stats.peakVisibleCells).")
    try inspect(table)
    return output.joined(separator: "\n")
  }
}
