import Foundation
import TableSource

/// A shopping list changed step by step through the data source's update API — inserts, a move,
/// a delete, a reload — and one update the table rejects, with UIKit's message and the screen
/// unchanged.
@MainActor
enum UpdateSequence {
  /// Runs the sample and returns what it prints.
  /// `inspect` sees the table as the run leaves it (the tests audit it for reuse bugs).
  static func run(inspect: (VirtualTableView) throws -> Void = { _ in }) throws -> String {
    let dataSource = try SectionsDataSource {
      TableSection(id: "produce", header: "Produce") {
        TextRow(id: "apples", text: "Apples", detail: "6")
        TextRow(id: "leeks", text: "Leeks", detail: "2")
      }
      TableSection(id: "dairy", header: "Dairy") {
        TextRow(id: "milk", text: "Milk", detail: "1 l")
      }
    }
    let table = VirtualTableView(size: CGSize(width: 320, height: 360))
    table.dataSource = dataSource
    table.delegate = dataSource
    try table.layoutIfNeeded()
    try table.selectRow(at: IndexPath(row: 1, section: 0))

    var output = ["A shopping list; Leeks selected.", table.renderText()]
    table.isLoggingEvents = true
    func step(_ title: String, _ change: () throws -> Void) {
      output.append("")
      table.clearEvents()
      do {
        try change()
        output.append("\(title):")
        for case .commitUpdates(let update, let animation) in table.events {
          output.append("  \(update) (\(animation))")
        }
      } catch {
        output.append("\(title): rejected")
        output.append("  \(error)")
        output.append("The table is unchanged:")
      }
      output.append(table.renderText())
    }

    step("Insert Pears below Apples, and Butter above Milk") {
      try dataSource.insertRow(
        TextRow(id: "pears", text: "Pears", detail: "4"), below: "apples", in: table, with: .fade)
      try dataSource.insertRow(
        TextRow(id: "butter", text: "Butter", detail: "250 g"), above: "milk", in: table)
    }
    step("Move Milk to the top of Produce (the selection follows Leeks)") {
      try dataSource.moveRow(
        at: IndexPath(row: 1, section: 1), to: IndexPath(row: 0, section: 0), in: table)
    }
    step("Delete Apples") {
      try dataSource.deleteRow(withID: "apples", in: table, with: .left)
    }
    step("Reload Pears with a new quantity") {
      try dataSource.reloadRow(
        at: IndexPath(row: 1, section: 0), with: TextRow(id: "pears", text: "Pears", detail: "8"),
        in: table)
    }
    step("Add a section for the bakery below Dairy") {
      try dataSource.insertSection(
        TableSection(id: "bakery", header: "Bakery") { TextRow(text: "Bread", detail: "1") },
        below: "dairy", in: table)
    }
    step("The app adds Eggs to its model but tells the table it deleted a row") {
      let original = dataSource.sections
      var changed = original
      changed[1].rows.append(AnyRow(TextRow(id: "eggs", text: "Eggs", detail: "12")))
      try dataSource.setSections(changed)
      defer { try? dataSource.setSections(original) }
      try table.deleteRows(at: [IndexPath(row: 0, section: 1)])
    }
    step("Delete a row that does not exist") {
      try dataSource.deleteRows(at: [IndexPath(row: 7, section: 0)], in: table)
    }
    output.append("")
    output.append("Selected: \(table.indexPathsForSelectedRows.map(\.shortDescription))")
    try inspect(table)
    return output.joined(separator: "\n")
  }
}
