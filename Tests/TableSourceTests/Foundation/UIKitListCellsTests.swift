// List rows on UIKit, driven on Linux against the stand-in: each adapter names its list cell
// class, and the cells give UIKit the configuration and accessories a row's list content maps
// to. The stand-in keeps what a cell is given (its own record of an accessory, read through
// `@testable`); the data source's side, through the recording platform view, is in
// `PlatformListRowsTests`.
#if canImport(UIKitDeclarations)
  import Foundation
  import TableSource
  @testable import TableSourceUIKit
  import Testing
  @testable import UIKitDeclarations

  /// The taps a list cell passed on.
  @MainActor
  final class TapLog {
    /// The cells tapped, by identity: holding the cells would make a cycle through their
    /// handlers, which hold the log.
    var cells: [ObjectIdentifier] = []
  }

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

    /// A value cell's content: a text, a value and a symbol.
    private func wifi() -> ListContentConfiguration {
      var content = ListContentConfiguration.valueCell()
      (content.text, content.secondaryText, content.imageName) = ("Wi-Fi", "Home", "wifi")
      return content
    }

    /// UIKit's configuration for ``wifi()``.
    private func uiKitWifi() -> UIListContentConfiguration {
      var expected = UIListContentConfiguration.valueCell()
      (expected.text, expected.secondaryText) = ("Wi-Fi", "Home")
      expected.image = UIImage(systemName: "wifi")
      expected.prefersSideBySideTextAndSecondaryText = true
      return expected
    }

    @Test("every list content preset is UIKit's preset of the same name")
    func presets() {
      let pairs: [(ListContentConfiguration, UIListContentConfiguration)] = [
        (.cell(), .cell()), (.subtitleCell(), .subtitleCell()), (.valueCell(), .valueCell()),
        (.plainHeader(), .plainHeader()), (.plainFooter(), .plainFooter()),
        (.groupedHeader(), .groupedHeader()), (.groupedFooter(), .groupedFooter()),
        (.sidebarCell(), .sidebarCell()), (.sidebarHeader(), .sidebarHeader()),
      ]
      for (content, preset) in pairs {
        var expected = preset
        expected.prefersSideBySideTextAndSecondaryText =
          content.prefersSideBySideTextAndSecondaryText
        #expect(UIListContentConfiguration(content) == expected, "\(content.style)")
      }
    }

    @Test(
      "C-K9 a list cell shows a row's content as UIKit's configuration and its accessories as UIKit's system accessories; its outline disclosure's tap reaches the adapter's path, and its expanded state UIKit's configuration state"
    )
    func listCell() throws {
      let cell = ListCollectionViewCell(frame: .zero)
      var hidden = CellAccessory.checkmark()
      hidden.isHidden = true
      cell.showListContent(
        wifi(),
        accessories: [
          .disclosureIndicator(), hidden, .outlineDisclosure(), .delete(displayed: .always),
          .reorder(),
        ])
      #expect(cell.contentConfiguration as? UIListContentConfiguration == uiKitWifi())
      #expect(
        cell.accessories.map(\.kind) == [
          "disclosureIndicator", "checkmark", "outlineDisclosure", "delete", "reorder",
        ])
      #expect(
        cell.accessories.map(\.displayed) == [
          .always, .always, .always, .always, .whenEditing,
        ])
      #expect(cell.accessories.map(\.isHidden) == [false, true, false, false, false])
      // Only the outline disclosure acts; a delete control without a handler reveals the
      // cell's trailing swipe actions in UIKit.
      #expect(
        cell.accessories.map { $0.actionHandler != nil } == [false, false, true, false, false])
      let log = TapLog()
      cell.outlineDisclosureTapped = { [log] in log.cells.append(ObjectIdentifier($0)) }
      let handler = try #require(cell.accessories[2].actionHandler)
      handler()
      #expect(log.cells == [ObjectIdentifier(cell)])
      #expect(!cell.configurationState.isExpanded)
      cell.isOutlineExpanded = true
      #expect(cell.configurationState.isExpanded, "what the outline disclosure turns by")
    }

    @Test(
      "a table's cell shows the same configuration, and its accessory and editing accessory as UIKit's accessory types"
    )
    func tableCell() {
      let cell = ListTableViewCell(style: .default, reuseIdentifier: nil)
      cell.showListContent(
        wifi(), accessories: [.checkmark(displayed: .whenEditing), .disclosureIndicator()])
      #expect(cell.contentConfiguration as? UIListContentConfiguration == uiKitWifi())
      #expect(cell.accessoryType == .disclosureIndicator && cell.editingAccessoryType == .checkmark)
      cell.showListContent(.cell(), accessories: [])
      #expect(cell.accessoryType == .none && cell.editingAccessoryType == .none, "reused")
    }
  }
#endif
