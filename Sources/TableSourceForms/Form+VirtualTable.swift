// `import TableSourceForms` gives what a form and its tests need: the form model, the virtual
// table's field cells, and the virtual table and the core they show in.
@_exported public import TableSourceCore
@_exported public import TableSourceFormsCore
@_exported public import TableSourceVirtualTable

extension FormCells {
  /// The virtual table's cell for each field kind: each draws in `renderedContent` what a
  /// UIKit cell of its kind shows, and a test drives it as a user would.
  public static var virtualTable: FormCells {
    FormCells(
      textField: TextFieldCell.self, toggle: ToggleCell.self, info: InfoCell.self,
      button: ButtonCell.self, stepper: StepperCell.self, slider: SliderCell.self,
      segmented: SegmentedCell.self, picker: PickerCell.self, datePicker: DatePickerCell.self,
      inlineValue: InlineValueCell.self, selector: SelectorCell.self, option: ToggleCell.self,
      message: ValidationMessageCell.self)
  }
}

extension Form {
  /// Shows the form in a virtual table, its fields in `cells`: the form's ``Form/dataSource``
  /// becomes the table's data source and delegate, and the table loads the form's sections and
  /// fields. Later changes of the form's structure reach the table as diffed batch updates.
  ///
  /// - Complexity: O(n) for n fields; rows are made only for the cells the table shows.
  public func show(in table: VirtualTableView, cells: FormCells = .virtualTable) {
    table.dataSource = dataSource
    table.delegate = dataSource
    show(
      on: table, cells: cells,
      deselectRow: { [weak table] path in table?.deselectRow(at: path) },
      revealField: { [weak self, weak table] key in
        guard let self, let path = dataSource.indexPath(for: key) else { return }
        do { try table?.scrollToRow(at: path, at: .none) } catch { reportTableError(error) }
      })
  }
}
