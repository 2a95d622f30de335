package import Foundation
package import TableSource

/// A delegate that runs a closure from its first `willDisplay`, and forwards nothing else: the
/// rows' heights are then the table's.
@MainActor
package final class WillDisplaySpy: TableViewDelegate {
  package let next: SectionsDataSource
  package var action: ((VirtualTableView) throws -> Void)?
  package var errors: [any Error] = []

  package init(next: SectionsDataSource, action: @escaping (VirtualTableView) throws -> Void) {
    self.next = next
    self.action = action
  }

  package func tableView(
    _ tableView: VirtualTableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    guard let action else { return }
    self.action = nil
    do { try action(tableView) } catch { errors.append(error) }
  }
}

/// A laid-out table showing two sections of text rows: Fruit (`apple`, `cherry`) and Vegetables
/// (`leek`), with section ids `fruit` and `veg`.
@MainActor
package func makeGroceryList() throws -> (SectionsDataSource, VirtualTableView) {
  let dataSource = try SectionsDataSource {
    TableSection(id: "fruit", header: "Fruit") {
      TextRow(id: "apple", text: "Apple")
      TextRow(id: "cherry", text: "Cherry")
    }
    TableSection(id: "veg", header: "Vegetables") {
      TextRow(id: "leek", text: "Leek")
    }
  }
  let table = try makeTable(dataSource)
  try table.layoutIfNeeded()
  return (dataSource, table)
}
