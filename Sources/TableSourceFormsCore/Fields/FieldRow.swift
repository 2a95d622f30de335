public import Foundation
import TableSourceCore

/// A cell that shows one kind of field: what it must show (`Content`) and the input it reports
/// (`Input`), as Former's `TextFieldFormableRow` and friends define a kind.
///
/// The form hands the cell the content each time it is configured, with a binding that takes the
/// user's input until the cell is reused. TableSource ships a cell per kind for the virtual table
/// (in `TableSourceForms`) and one for UIKit (in `TableSourceFormsUIKit`); bring your own by
/// conforming a cell class and naming it in ``FormCells``.
@MainActor
public protocol FieldCell<Content, Input>: AnyObject {
  /// What the cell shows: a value type such as ``TextFieldContent``.
  associatedtype Content
  /// What the user's input sets: the text of a text field, the state of a toggle.
  associatedtype Input

  /// Shows `content`, and reports the user's input to `binding` until the cell is reused (drop
  /// the binding in `prepareForReuse`).
  func show(_ content: Content, binding: FieldBinding<Input>)

  /// The key of the field the cell shows, or `nil` when it shows none (reused, its row gone, or
  /// never configured): `(cell as? any FieldCell)?.fieldKey` asks any field cell.
  var fieldKey: FieldKey? { get }
}

extension FieldCell {
  /// `nil`: a cell of the app's own says which field it shows by implementing it.
  public var fieldKey: FieldKey? { nil }
}

/// The cell type each built-in field kind is shown in, chosen by the table that shows the form:
/// the same form shows in the virtual table's cells (`FormCells.virtualTable`) and in UIKit's
/// (`FormCells.uiKit`).
///
/// Bring cells of your own by replacing a kind's type:
///
/// ```swift
/// var cells = FormCells.uiKit
/// cells.textField = BrandedTextFieldCell.self
/// form.show(in: tableView, cells: cells)
/// ```
@MainActor
public struct FormCells {
  /// ``TextField``'s cell.
  public var textField: any FieldCell<TextFieldContent, TextFieldInput>.Type
  /// ``ToggleField``'s cell, as a switch and as a check row.
  public var toggle: any FieldCell<ToggleContent, Bool>.Type
  /// ``InfoField``'s cell.
  public var info: any FieldCell<InfoContent, Never>.Type
  /// ``ButtonField``'s cell.
  public var button: any FieldCell<ButtonContent, Never>.Type
  /// ``StepperField``'s cell.
  public var stepper: any FieldCell<StepperContent, StepperAction>.Type
  /// ``SliderField``'s cell.
  public var slider: any FieldCell<SliderContent, Double>.Type
  /// The cell of a ``PickerField`` made with `segments:`.
  public var segmented: any FieldCell<PickerContent, Int>.Type
  /// ``PickerField``'s cell: the picker, in the field's row or in its inline row.
  public var picker: any FieldCell<PickerContent, Int>.Type
  /// ``DatePickerField``'s cell: the picker, in the field's row or in its inline row.
  public var datePicker: any FieldCell<DatePickerContent, Date>.Type
  /// The cell of the row of a field with an inline row: its title and value, and whether the
  /// inline row is open.
  public var inlineValue: any FieldCell<InlineValueContent, Never>.Type
  /// ``SelectorField``'s cell.
  public var selector: any FieldCell<InfoContent, Never>.Type
  /// The cell of an option on a ``SelectorScreen``: its title, checked when chosen (a
  /// ``ToggleContent`` in the ``ToggleStyle/checkmark`` style).
  public var option: any FieldCell<ToggleContent, Bool>.Type
  /// The cell of the row beneath an invalid field: its validation message.
  public var message: any FieldCell<ValidationMessageContent, Never>.Type

  /// Cells of these types.
  public init(
    textField: any FieldCell<TextFieldContent, TextFieldInput>.Type,
    toggle: any FieldCell<ToggleContent, Bool>.Type, info: any FieldCell<InfoContent, Never>.Type,
    button: any FieldCell<ButtonContent, Never>.Type,
    stepper: any FieldCell<StepperContent, StepperAction>.Type,
    slider: any FieldCell<SliderContent, Double>.Type,
    segmented: any FieldCell<PickerContent, Int>.Type,
    picker: any FieldCell<PickerContent, Int>.Type,
    datePicker: any FieldCell<DatePickerContent, Date>.Type,
    inlineValue: any FieldCell<InlineValueContent, Never>.Type,
    selector: any FieldCell<InfoContent, Never>.Type,
    option: any FieldCell<ToggleContent, Bool>.Type,
    message: any FieldCell<ValidationMessageContent, Never>.Type
  ) {
    self.textField = textField
    self.toggle = toggle
    self.info = info
    self.button = button
    self.stepper = stepper
    self.slider = slider
    self.segmented = segmented
    self.picker = picker
    self.datePicker = datePicker
    self.inlineValue = inlineValue
    self.selector = selector
    self.option = option
    self.message = message
  }
}

/// The row of a field: its identity is the field's key, and configuring a cell shows the field's
/// value as the form holds it now, never as it was when the row was made.
struct FieldRow<Cell: FieldCell>: TableViewRow {
  let id: FieldKey
  let content: @MainActor () -> Cell.Content
  let bind: @MainActor (_ refresh: @escaping @MainActor () -> Void) -> FieldBinding<Cell.Input>

  func configure(_ cell: Cell) {
    let binding = bind { [weak cell] in
      guard let cell else { return }
      configure(cell)
    }
    cell.show(content(), binding: binding)
  }

  /// The form configures a field's cell itself when its value changes, so a diff never needs
  /// to refresh one.
  func isContentEqual(to other: FieldRow) -> Bool { true }
}

/// The row of a field whose cell shows `content` and reports nothing the form keeps (a
/// button, a read-only value, the row of an inline field), in a cell of type `cell`.
@MainActor
func displayRow<Model, Cell: FieldCell, Content>(
  _ cell: Cell.Type, key: FieldKey, in form: Form<Model>,
  content: @escaping @MainActor () -> Content
) -> AnyRow where Cell.Content == Content {
  AnyRow(
    FieldRow<Cell>(
      id: key, content: content,
      bind: { [weak form] refresh in
        guard let form else { return .ended(key) }
        return form.bindCell(key, write: { _ in }, refresh: refresh)
      }))
}

/// The row for a key no field has, or of a form no table shows: it has no cell to show (the
/// form's snapshot lists only its fields, and `show(in:)` names the cells before any row is
/// made).
struct EmptyFieldRow: TableViewRow {
  let id = "TableSourceForms.EmptyFieldRow"
  func configure(_ cell: EmptyFieldCell) {}
}

/// The cell type of ``EmptyFieldRow``: no table registers it.
final class EmptyFieldCell {}

/// The row of a field with an inline row: its title and value, and whether the inline row is
/// open; a tap opens or closes it.
@MainActor
func inlineFieldRow<Model, Parent: FieldCell>(
  _ parent: Parent.Type, key: FieldKey, title: String, isEnabled: Bool, in form: Form<Model>,
  value: @escaping @MainActor (Form<Model>) -> String
) -> AnyRow where Parent.Content == InlineValueContent, Parent.Input == Never {
  displayRow(parent, key: key, in: form) { [weak form] in
    InlineValueContent(
      title: title, value: form.map(value) ?? "", isOpen: form?.openInlineField == key,
      isEnabled: isEnabled)
  }
  .onSelect { [weak form] event in form?.tapped(key, at: event.indexPath) }
}
