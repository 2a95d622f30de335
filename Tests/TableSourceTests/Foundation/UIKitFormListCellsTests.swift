// The forms' UIKit cells in a collection view: each kind's list cell hosts the kind's table cell.
#if canImport(UIKitDeclarations) && !TABLESOURCE_STANDIN_TVOS
  import Foundation
  import TableSourceFormsCore
  @testable import TableSourceFormsUIKit
  import Testing
  import UIKitDeclarations

  @MainActor
  @Suite("The forms' UIKit cells in a list-layout collection view")
  struct UIKitFormListCellsTests {
    @Test(
      "every field kind's list cell hosts the cell the kind has in a table, so a form draws and takes input alike in both views"
    )
    func listCellsHostTheTableCells() {
      let list = FormCells.uiKitList
      let table = FormCells.uiKit
      let pairs: [(Any.Type, Any.Type)] = [
        (list.textField, table.textField), (list.toggle, table.toggle), (list.info, table.info),
        (list.button, table.button), (list.stepper, table.stepper), (list.slider, table.slider),
        (list.segmented, table.segmented), (list.picker, table.picker),
        (list.datePicker, table.datePicker), (list.inlineValue, table.inlineValue),
        (list.selector, table.selector), (list.option, table.option),
        (list.message, table.message),
      ]
      for (listCell, tableCell) in pairs {
        let name = String(describing: listCell)
        #expect(name.hasPrefix("FormFieldListCell<"), "\(name)")
        #expect(name.hasSuffix(", \(String(describing: tableCell))>"), "\(name)")
      }
    }
  }
#endif
