import Foundation
import TableSource
import Testing

/// A row of the app's own, written once: it fills a content configuration.
private struct SettingRow: ListRow, Equatable {
  let id: String
  let title: String
  let value: String

  func configureContent(_ content: inout ListContentConfiguration) {
    content = .valueCell()
    content.text = title
    content.secondaryText = value
    content.imageName = id
  }

  var accessories: [CellAccessory] { [.disclosureIndicator()] }
}

/// The sections both views show: list rows of the app's and `ListItem`s, in two sections.
@MainActor
private func settingsSections() -> [TableSection] {
  [
    TableSection(header: "Network") {
      SettingRow(id: "wifi", title: "Wi-Fi", value: "Home")
      SettingRow(id: "bluetooth", title: "Bluetooth", value: "On")
      ListItem("airplane", text: "Airplane Mode", accessories: [.checkmark()])
    },
    TableSection(header: "About") {
      ListItem(
        "version", text: "Version", secondaryText: "18.1", style: .subtitleCell(),
        accessories: [.reorder(), .delete()])
      ListItem("legal", text: "Legal", imageName: "doc")
    },
  ]
}

@MainActor
@Suite("List rows: one row model shown by a table and by a collection view")
struct ListRowTests {
  @Test("the same sections of list rows show the same texts in a table and in a collection view")
  func sameTextsInBothViews() throws {
    let table = VirtualTableView(size: CGSize(width: 320, height: 600))
    let tableSource = try SectionsDataSource(sections: settingsSections())
    table.dataSource = tableSource
    try table.layoutIfNeeded()

    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 320, height: 44)
    layout.minimumLineSpacing = 0
    layout.headerReferenceSize = CGSize(width: 320, height: 28)
    let list = VirtualCollectionView(size: CGSize(width: 320, height: 600), layout: layout)
    let listSource = try SectionsDataSource(sections: settingsSections())
    listSource.connect(to: list)
    try list.layoutIfNeeded()

    var tableTexts: [String] = []
    var listTexts: [String] = []
    for section in 0..<2 {
      for row in 0..<table.numberOfRows(inSection: section) {
        let path = IndexPath(row: row, section: section)
        tableTexts.append(try #require(table.cellForRow(at: path)).renderedContent)
        listTexts.append(try #require(list.cellForItem(at: path)).renderedContent)
      }
    }
    #expect(
      tableTexts == [
        "(wifi) Wi-Fi  Home  >", "(bluetooth) Bluetooth  On  >", "Airplane Mode  ✓",
        "Version · 18.1", "(doc) Legal",
      ])
    #expect(listTexts == tableTexts)
    // Each view made its own kind of cell for the same rows.
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentConfiguration != nil)
    #expect(list.cellForItem(at: IndexPath(row: 0, section: 0)) is CollectionViewListCell)
  }

  @Test(
    "a list cell draws its indentation, its leading and trailing accessories, and those displayed while editing only then"
  )
  func listCellAccessories() {
    let cell = CollectionViewListCell(reuseIdentifier: "cell")
    var content = cell.defaultContentConfiguration()
    content.text = "Inbox"
    content.secondaryText = "12"
    content.prefersSideBySideTextAndSecondaryText = true
    cell.contentConfiguration = content
    cell.accessories = [.delete(), .disclosureIndicator(), .outlineDisclosure(), .reorder()]
    cell.indentationLevel = 1
    #expect(cell.renderedContent == "  Inbox  12  >  ▸")
    cell.isEditing = true
    cell.isExpanded = true
    #expect(cell.renderedContent == "  ⊖  Inbox  12  >  ▾  ≡")
    var hidden = CellAccessory.checkmark(displayed: .whenNotEditing)
    #expect(hidden.isShown(whileEditing: false) && !hidden.isShown(whileEditing: true))
    hidden.isHidden = true
    #expect(!hidden.isShown(whileEditing: false))
    #expect(CellAccessory.delete().placement == .leading)
  }

  @Test("a table cell's content configuration replaces its text and detail text in its picture")
  func tableCellContentConfiguration() {
    let cell = TableViewCell(reuseIdentifier: "cell")
    cell.text = "old"
    cell.detailText = "detail"
    cell.accessory = .disclosureIndicator
    #expect(cell.renderedContent == "old  detail  >")
    var content = cell.defaultContentConfiguration()
    content.text = "Wi-Fi"
    content.secondaryText = "Home"
    cell.contentConfiguration = content
    #expect(cell.renderedContent == "Wi-Fi · Home  >")
    #expect(ListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
    #expect(!ListContentConfiguration.subtitleCell().prefersSideBySideTextAndSecondaryText)
    #expect(ListContentConfiguration.groupedHeader().style == .groupedHeader)
  }

  @Test("a list row handed a cell that shows no list content throws the cell type mismatch")
  func listRowInAWrongCell() {
    let row = AnyRow(ListItem("a", text: "A"))
    #expect(throws: TableViewError.self) {
      try row.configure(CollectionViewCell(reuseIdentifier: "x"))
    }
  }
}
