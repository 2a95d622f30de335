#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || (canImport(UIKitDeclarations) && !TABLESOURCE_STANDIN_TVOS)
  public import TableSourceFormsCore
  import TableSourceUIKit
  #if canImport(UIKit)
    public import UIKit
  #else
    public import UIKitDeclarations
  #endif

  @available(iOS 14.0, *)
  extension FormCells {
    /// UIKit's cell for each field kind: a `UISwitch`, a `UIStepper`, a `UISlider`, a
    /// `UISegmentedControl`, a `UIPickerView`, a `UIDatePicker`, a `UITextField` (or
    /// `UITextView`), and the table's own labels and accessories for the rest.
    public static var uiKit: FormCells {
      FormCells(
        textField: FormTextFieldCell.self, toggle: FormToggleCell.self, info: FormInfoCell.self,
        button: FormButtonCell.self, stepper: FormStepperCell.self, slider: FormSliderCell.self,
        segmented: FormSegmentedCell.self, picker: FormPickerCell.self,
        datePicker: FormDatePickerCell.self, inlineValue: FormInlineValueCell.self,
        selector: FormSelectorCell.self, option: FormToggleCell.self,
        message: FormValidationMessageCell.self)
    }
  }

  @available(iOS 14.0, *)
  extension Form {
    /// Shows the form in a UIKit table, its fields in `cells`: the form's data source connects
    /// to the table (its adapter becomes the table's data source and delegate, as
    /// `DiffableDataSource.connect(to:)` does) and the table reloads. Later changes of the
    /// form's structure reach the table as checked, diffed batch updates; a tap the form
    /// handles deselects its row; moving the focus to a field off screen scrolls to it.
    ///
    /// Set the app's own `UITableViewDelegate` on `dataSource.delegate`, and present selector
    /// screens from ``Form/onPresentSelector``: connect the screen's data source to the table
    /// of the view controller you push (`screen.dataSource.connect(to:)`).
    ///
    /// - Complexity: O(n) for n fields; rows are made only for the cells the table shows.
    public func show(in tableView: UITableView, cells: FormCells = .uiKit) {
      let adapter = dataSource.connect(to: tableView)
      show(
        on: adapter, cells: cells,
        deselectRow: { [weak tableView] path in tableView?.deselectRow(at: path, animated: true) },
        revealField: { [weak self, weak tableView] key in
          guard let path = self?.dataSource.indexPath(for: key) else { return }
          tableView?.scrollToRow(at: path, at: .none, animated: true)
        })
    }
  }
#endif
