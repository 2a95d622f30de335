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
  extension FormCells {
    /// UIKit's cell for each field kind in a list-layout collection view: a
    /// ``FormFieldListCell`` hosting the kind's table cell (``uiKit``), so a form draws and takes
    /// input alike in both views.
    public static var uiKitList: FormCells {
      FormCells(
        textField: FormFieldListCell<_, _, FormTextFieldCell>.self,
        toggle: FormFieldListCell<_, _, FormToggleCell>.self,
        info: FormFieldListCell<_, _, FormInfoCell>.self,
        button: FormFieldListCell<_, _, FormButtonCell>.self,
        stepper: FormFieldListCell<_, _, FormStepperCell>.self,
        slider: FormFieldListCell<_, _, FormSliderCell>.self,
        segmented: FormFieldListCell<_, _, FormSegmentedCell>.self,
        picker: FormFieldListCell<_, _, FormPickerCell>.self,
        datePicker: FormFieldListCell<_, _, FormDatePickerCell>.self,
        inlineValue: FormFieldListCell<_, _, FormInlineValueCell>.self,
        selector: FormFieldListCell<_, _, FormSelectorCell>.self,
        option: FormFieldListCell<_, _, FormToggleCell>.self,
        message: FormFieldListCell<_, _, FormValidationMessageCell>.self)
    }
  }

  @available(iOS 14.0, *)
  extension Form {
    /// Shows the form in a UIKit collection view, one field an item, in `cells`: the form's data
    /// source connects to the collection view (its adapter becomes the collection view's data
    /// source and delegate, as `DiffableDataSource.connect(to:)` does) and the collection view
    /// reloads. Give it a list layout
    /// (`UICollectionViewCompositionalLayout.list(using:)`) or another of one full-width column.
    /// Later changes of the form's structure reach it as checked, diffed batch updates; a tap
    /// the form handles deselects its item; moving the focus to a field off screen centres it.
    ///
    /// - Complexity: O(n) for n fields; rows are made only for the cells the view shows.
    public func show(in collectionView: UICollectionView, cells: FormCells = .uiKitList) {
      let adapter = dataSource.connect(to: collectionView)
      show(
        on: adapter, cells: cells,
        deselectRow: { [weak collectionView] path in
          collectionView?.deselectItem(at: path, animated: true)
        },
        revealField: { [weak self, weak collectionView] key in
          guard let collectionView, let path = self?.dataSource.indexPath(for: key),
            !collectionView.indexPathsForVisibleItems.contains(path)
          else { return }
          // A position, not `[]`: with none, UIKit does not promise to scroll.
          collectionView.scrollToItem(at: path, at: .centeredVertically, animated: true)
        })
    }

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
