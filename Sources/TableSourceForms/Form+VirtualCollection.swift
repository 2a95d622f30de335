import Foundation
public import TableSourceFormsCore
public import TableSourceVirtualCollection
public import TableSourceVirtualTable

extension FormCells {
  /// The virtual collection view's cell for each field kind: a ``FieldListCell`` hosting the
  /// virtual table's cell of the kind (``virtualTable``), so a form draws and takes input alike
  /// in both views.
  public static var virtualCollection: FormCells {
    FormCells(
      textField: FieldListCell<TextFieldCell>.self, toggle: FieldListCell<ToggleCell>.self,
      info: FieldListCell<InfoCell>.self, button: FieldListCell<ButtonCell>.self,
      stepper: FieldListCell<StepperCell>.self, slider: FieldListCell<SliderCell>.self,
      segmented: FieldListCell<SegmentedCell>.self, picker: FieldListCell<PickerCell>.self,
      datePicker: FieldListCell<DatePickerCell>.self,
      inlineValue: FieldListCell<InlineValueCell>.self,
      selector: FieldListCell<SelectorCell>.self, option: FieldListCell<ToggleCell>.self,
      message: FieldListCell<ValidationMessageCell>.self)
  }
}

extension Form {
  /// Shows the form in a virtual collection view, one field an item, in `cells`: the form's
  /// ``Form/dataSource`` is connected to the collection view (its taps reach the rows, so an
  /// inline row opens on a tap as in a table), and the collection view loads the form's
  /// sections and fields. Later changes of the form's structure reach it as diffed batch
  /// updates, as a table's do.
  ///
  /// Give the collection view a layout of one full-width column, a list.
  ///
  /// - Complexity: O(n) for n fields; rows are made only for the cells the view shows.
  public func show(
    in collectionView: VirtualCollectionView, cells: FormCells = .virtualCollection
  ) {
    dataSource.connect(to: collectionView)
    show(
      on: collectionView, cells: cells,
      deselectRow: { [weak collectionView] path in collectionView?.deselectItem(at: path) },
      revealField: { [weak self, weak collectionView] key in
        guard let self, let path = dataSource.indexPath(for: key) else { return }
        do { try collectionView?.reveal(path) } catch { reportTableError(error) }
      })
  }
}

extension VirtualCollectionView {
  /// The field cell showing the field with `key`, in a collection view that shows a form
  /// (`Form.show(in:cells:)` with a collection view): the virtual table's cell of the
  /// field's kind that its ``FieldListCell`` hosts. The field's item is scrolled on screen first
  /// when it has no cell.
  ///
  /// ```swift
  /// let email = try collectionView.cell(for: FieldKey(\SignUp.email), as: TextFieldCell.self)
  /// try email.type("ada@example.com")
  /// ```
  ///
  /// - Throws: ``FormError/unknownField(_:)`` when the collection view shows no item with that
  ///   key, or its cell hosts no field cell; the collection view's errors for the scroll.
  /// - Complexity: O(1) on average for a field on screen; a scroll otherwise.
  public func cell(for key: FieldKey) throws -> TableViewCell {
    let cell = try fieldCell(
      for: key, in: rowsDataSource, shown: cellForItem(at:),
      reveal: { path in
        try reveal(path)
        try layoutIfNeeded()
      })
    guard let host = cell as? any FieldHostCell else {
      throw FormError.unknownField(key.description)
    }
    return host.hostedField
  }

  /// The field cell showing the field with `key`, of the type the test expects.
  ///
  /// - Throws: As ``cell(for:)``, and `TableViewError.cellTypeMismatch` when the field cell is
  ///   of another type.
  public func cell<Cell: TableViewCell>(for key: FieldKey, as type: Cell.Type) throws -> Cell {
    try typedFieldCell(try cell(for: key), for: key)
  }
}

extension VirtualCollectionView {
  /// Scrolls the least that shows the whole item at `path`, as the table's `scrollToRow` with
  /// `.none` does: the item's top to the viewport's top when it lies above, its bottom to the
  /// viewport's bottom when it lies below, nothing when it is on screen.
  func reveal(_ path: IndexPath) throws {
    guard let frame = layoutAttributesForItem(at: path)?.frame else {
      return try scrollToItem(at: path, at: [])
    }
    if frame.minY < bounds.minY {
      try scrollToItem(at: path, at: .top)
    } else if frame.maxY > bounds.maxY {
      try scrollToItem(at: path, at: .bottom)
    }
  }
}

/// A cell hosting a field cell: ``FieldListCell`` of any kind.
@MainActor
protocol FieldHostCell {
  /// The hosted field cell.
  var hostedField: TableViewCell { get }
}

extension FieldListCell: FieldHostCell {
  var hostedField: TableViewCell { field }
}
