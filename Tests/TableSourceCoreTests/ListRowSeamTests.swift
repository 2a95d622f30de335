import Foundation
import TableSourceCore
import Testing

@MainActor
@Suite("List rows behind the seam")
struct ListRowSeamTests {
  @Test(
    "a list row in a view with no list cell class throws the unsupported class, registering nothing"
  )
  func viewWithoutListCells() throws {
    let dataSource = try SectionsDataSource {
      TableSection { ListItem("a", text: "A", accessories: [.checkmark()]) }
    }
    let table = RecordingTable { [1] }
    #expect(table.listCellClass == nil)
    #expect(
      throws: TableViewError.unsupportedViewClass(
        className: String(reflecting: SystemListCell.self),
        identifier: SystemListCell.reuseIdentifier,
        expected: "the view's list cell class (the view has none)")
    ) {
      _ = try dataSource.cell(for: IndexPath(row: 0, section: 0), in: table)
    }
    #expect(!table.hasRegistration(forCellReuseIdentifier: SystemListCell.reuseIdentifier))
    #expect(
      ListItem("a", text: "A") == ListItem("a", text: "A")
        && ListItem("a", text: "A") != ListItem("a", text: "B"),
      "equal content is not shown again by a diff")
  }
}
