// `import TableSourceForms` gives what a form and its tests need: the form model, the virtual
// table's field cells (hosted in list cells for the collection view), and the views and the
// core they show in.
import Foundation
@_exported public import TableSourceCore
@_exported public import TableSourceFormsCore
@_exported public import TableSourceVirtualCollection
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

extension VirtualTableView {
  /// The cell showing the field with `key`, in a table that shows a form
  /// (``Form/show(in:cells:)-(VirtualTableView,_)``): the field's row is scrolled on screen
  /// first when it has no cell, as `scrollToRow(at:at:)` with `.none` does.
  ///
  /// ```swift
  /// let email = try table.cell(for: FieldKey(\SignUp.email), as: TextFieldCell.self)
  /// try email.type("ada@example.com")
  /// ```
  ///
  /// - Throws: ``FormError/unknownField(_:)`` when the table shows no row
  ///   with that key (no form, no such field, or a field a condition hides); the table's errors
  ///   for the scroll.
  /// - Complexity: O(1) on average for a field on screen; a scroll otherwise.
  public func cell(for key: FieldKey) throws -> TableViewCell {
    try fieldCell(
      for: key, in: dataSource, shown: cellForRow(at:),
      reveal: { path in
        try scrollToRow(at: path, at: .none)
        try layoutIfNeeded()
      })
  }

  /// The cell showing the field with `key`, of the type the test expects.
  ///
  /// - Throws: As ``cell(for:)``, and `TableViewError.cellTypeMismatch` when the cell is of
  ///   another type.
  public func cell<Cell: TableViewCell>(for key: FieldKey, as type: Cell.Type) throws -> Cell {
    try typedFieldCell(try cell(for: key), for: key)
  }
}

/// The cell showing the field with `key` in a view whose data source is `source`, a form's:
/// the one on screen, or else the one `reveal` brings on screen. The table's and the collection
/// view's ``VirtualTableView/cell(for:)`` in one.
@MainActor
func fieldCell<Cell>(
  for key: FieldKey, in source: AnyObject?, shown: (IndexPath) -> Cell?,
  reveal: (IndexPath) throws -> Void
) throws -> Cell {
  guard let form = source as? DiffableDataSource<String, FieldKey>,
    let path = form.indexPath(for: key)
  else { throw FormError.unknownField(key.description) }
  if let cell = shown(path) { return cell }
  try reveal(path)
  guard let cell = shown(path) else { throw FormError.unknownField(key.description) }
  return cell
}

/// `cell` as the type a test expects.
///
/// - Throws: `TableViewError.cellTypeMismatch` when it is of another type.
@MainActor
func typedFieldCell<Cell: TableViewCell>(_ cell: TableViewCell, for key: FieldKey) throws -> Cell {
  guard let typed = cell as? Cell else {
    throw TableViewError.cellTypeMismatch(
      row: key.description, expectedCell: String(describing: Cell.self),
      actualCell: String(describing: type(of: cell)))
  }
  return typed
}
