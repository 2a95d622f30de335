// List rows on UIKit, driven on Linux against the stand-in: each adapter names its list cell
// class, and the values TableSource's list content maps to are UIKit's. The calls that set a
// cell's content configuration and accessories are UIKit's alone (the stand-in does not run
// them); what reaches them is tested here and, through the recording platform view, in
// `PlatformListRowsTests`.
#if canImport(UIKitDeclarations)
  import Foundation
  import TableSource
  @testable import TableSourceUIKit
  import Testing
  import UIKitDeclarations

  @MainActor
  @Suite("List rows on UIKit: each view's list cell class, and list content in UIKit's values")
  struct UIKitListCellsTests {
    @Test(
      "each adapter names its list cell class, so a list row defined once shows in a UIKit table and in a UIKit list"
    )
    func adaptersNameTheirListCells() throws {
      let source = try SectionsDataSource {
        TableSection { ListItem("wifi", text: "Wi-Fi", accessories: [.disclosureIndicator()]) }
      }
      let table = UITableView(frame: .zero, style: .plain)
      let collection = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewLayout())
      let tableAdapter = TableViewAdapter(tableView: table, dataSource: source)
      let collectionAdapter = CollectionViewAdapter(collectionView: collection, dataSource: source)
      #expect(tableAdapter.listCellClass == ListTableViewCell.self)
      #expect(collectionAdapter.listCellClass == ListCollectionViewCell.self)
      #expect(tableAdapter.bridge.listCellClass == ListTableViewCell.self, "what the rows ask")
      #expect(collectionAdapter.bridge.listCellClass == ListCollectionViewCell.self)
    }

    @Test(
      "a table's cell shows the accessory it has a counterpart for, one while editing and one while not; delete, reorder and the outline disclosure it cannot show"
    )
    func tableCellAccessories() {
      let accessories: [CellAccessory] = [
        .delete(), .outlineDisclosure(), .disclosureIndicator(displayed: .whenNotEditing),
        .checkmark(displayed: .whenEditing), .reorder(),
      ]
      let shown = UITableViewCell.AccessoryType(
        accessories.tableCellAccessory(isEditing: false))
      let editing = UITableViewCell.AccessoryType(accessories.tableCellAccessory(isEditing: true))
      #expect(shown == .disclosureIndicator && editing == .checkmark)
      var hidden = CellAccessory.checkmark()
      hidden.isHidden = true
      let none: [CellAccessory] = [.delete(displayed: .always), .outlineDisclosure(), hidden]
      #expect(UITableViewCell.AccessoryType(none.tableCellAccessory(isEditing: false)) == .none)
      #expect(UITableViewCell.AccessoryType(none.tableCellAccessory(isEditing: true)) == .none)
    }

    @Test("a list cell's accessories keep the editing states they are displayed in, as UIKit's")
    func displayedStates() {
      #expect(UICellAccessory.DisplayedState(.always) == .always)
      #expect(UICellAccessory.DisplayedState(.whenEditing) == .whenEditing)
      #expect(UICellAccessory.DisplayedState(.whenNotEditing) == .whenNotEditing)
    }
  }
#endif
