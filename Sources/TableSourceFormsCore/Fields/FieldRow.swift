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
  /// ``SegmentedField``'s cell: the segments side by side.
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
  /// The cell of an option, a ``ChoiceField``'s or one on a ``SelectorScreen``: its title,
  /// checked when chosen (a ``ToggleContent`` in the ``ToggleStyle/checkmark`` style); a
  /// switch of its state chooses as a tap on the row does.
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
///
/// Every kind's row is one of these, made by ``Form/fieldRow(key:cell:content:input:)``'s
/// machinery (``Form/inputRow(_:cell:content:input:)``): the built-in kinds' and an app's own.
struct FieldRow<Cell: FieldCell>: TableViewRow {
  let id: FieldKey
  let content: @MainActor () -> Cell.Content
  /// Shows the cell `content` with its binding (its own, kept while it shows the field, or a
  /// new one), now and after each change.
  let bind: @MainActor (_ cell: Cell, _ content: @escaping @MainActor () -> Cell.Content) -> Void

  func configure(_ cell: Cell) {
    bind(cell, content)
  }

  /// The form configures a field's cell itself when its value changes, so a diff never needs
  /// to refresh one.
  func isContentEqual(to other: FieldRow) -> Bool { true }
}

extension Form {
  /// The row of a cell of type `Cell` showing `content(form)` and reporting its input to
  /// `input`: the one machinery every kind's row is made by. The row's identity is `id` (a
  /// field's key, its inline row's, an entry's). `input` holds the form weakly, as the row does.
  ///
  /// `content` gets `nil` once the form is gone (a data source kept after its form): the row
  /// then shows what a kind shows without a value.
  func inputRow<Cell: FieldCell>(
    _ id: FieldKey, cell: Cell.Type,
    content: @escaping @MainActor (Form<Model>?) -> Cell.Content,
    input: @escaping @MainActor (Cell.Input) -> Void
  ) -> AnyRow {
    AnyRow(
      FieldRow<Cell>(
        id: id, content: { [weak self] in content(self) },
        bind: { [weak self] cell, content in
          guard let self else { return cell.show(content(), binding: .ended(id)) }
          bindCell(id, cell: cell, content: content, write: input)
        }))
  }
}

/// A kind of field whose cell reports input of one type (``FieldCell/Input``): what an input
/// means for the kind (clamp, choose, step) lives on the kind, in ``value(for:from:)``; the
/// machinery that takes it to the draft is the same for every kind
/// (``InputField/valueRow(_:cell:in:content:then:)``).
@MainActor
protocol InputField: FormField {
  /// What the field's cell reports.
  associatedtype Input
  /// The value `input` sets, given the field's value now; `nil` when the input changes nothing
  /// (an option out of range, NaN, a step past the range's end).
  func value(for input: Input, from current: Value) -> Value?
}

extension InputField {
  /// The field's row with identity `id` (its key, or its inline row's) in a cell of type `Cell`
  /// showing `content(value)`: input the field is enabled for sets the value it means, then runs
  /// `then` (an inline picker closes).
  func valueRow<Cell: FieldCell>(
    _ id: FieldKey, cell: Cell.Type, in form: Form<Model>,
    content: @escaping @MainActor (Value?) -> Cell.Content,
    then: (@MainActor (Form<Model>) -> Void)? = nil
  ) -> AnyRow where Cell.Input == Input {
    let field = self
    let location = field.location
    return form.inputRow(id, cell: cell) { form in
      content(form.map { location.read($0.draft) })
    } input: { [weak form] input in
      guard let form, field.isEnabled,
        let value = field.value(for: input, from: location.read(form.draft))
      else { return }
      form.update(field.key) { location.write(&$0, value) }
      then?(form)
    }
  }
}

/// The row of a field whose cell shows `content` and reports nothing the form keeps (a
/// button, a read-only value, the row of an inline field), in a cell of type `cell`.
@MainActor
func displayRow<Model, Cell: FieldCell, Content>(
  _ cell: Cell.Type, key: FieldKey, in form: Form<Model>,
  content: @escaping @MainActor () -> Content
) -> AnyRow where Cell.Content == Content {
  form.inputRow(key, cell: cell, content: { _ in content() }, input: { _ in })
}

/// What a cell showing a field holds while it shows it: the way to the field's value in the form.
///
/// The form makes one for a cell the first time it shows a field, and keeps it while the cell shows
/// that field: configured again (after a keystroke, or by the table), the cell gets the same
/// binding, its marks brought up to date. The cell drops it in `prepareForReuse` (the cells
/// TableSource ships do), so that a reused cell can no longer change the field of the row it
/// showed before. User input goes through ``set(_:)``: the form takes the
/// value into its draft, tells the observers, and configures the cell again from it (so a
/// cell shows what the form holds, after its limits and formatting).
@MainActor
public final class FieldBinding<Value> {
  /// The field the cell shows.
  public let key: FieldKey
  /// The message of the validation rule the field's value fails, or `nil` while it is valid (or
  /// not yet checked): a cell shows that its field is invalid.
  public internal(set) var validationMessage: String?
  /// Whether an asynchronous check of the field's value is running: a cell shows that it is
  /// pending.
  public internal(set) var isValidating: Bool
  /// Whether a ``Disabled`` condition disables the field: the cell shows it disabled, and input
  /// goes nowhere.
  public internal(set) var isDisabled: Bool
  /// Whether a ``Disabled`` condition disables the field now: asked before each input, as a
  /// change of structure can disable a field without configuring its cell again.
  var isDisabledNow: @MainActor () -> Bool = { false }
  /// Where the input goes: the row's, replaced when the table configures the cell from a new row
  /// of the same field.
  var write: @MainActor (Value) -> Void
  let subscription: FormSubscription
  /// Where the form's table errors go, or `nil` for a binding that has ended.
  private let tableErrors: TableErrorSink?

  init(
    key: FieldKey, write: @escaping @MainActor (Value) -> Void, subscription: FormSubscription,
    tableErrors: TableErrorSink? = nil, validationMessage: String? = nil,
    isValidating: Bool = false, isDisabled: Bool = false
  ) {
    self.key = key
    self.write = write
    self.tableErrors = tableErrors
    self.subscription = subscription
    self.validationMessage = validationMessage
    self.isValidating = isValidating
    self.isDisabled = isDisabled
  }

  /// Whether the cell still shows the field.
  public var isActive: Bool { subscription.isActive }

  /// Sets the field's value as the user's input; ignored once the binding ended, or while a
  /// ``Disabled`` condition disables the field. An error the table throws while showing the
  /// change goes to ``Form/onTableError``.
  public func set(_ value: Value) {
    guard isActive, !isDisabledNow() else { return }
    write(value)
  }

  /// Sets the field's value as the user's input, throwing an error the table throws while
  /// showing the change (the virtual table's cells act through it).
  package func setThrowingTableErrors(_ value: Value) throws {
    guard isActive, !isDisabledNow() else { return }
    guard let tableErrors else { return write(value) }
    let outer = tableErrors.beginCollecting()
    write(value)
    try tableErrors.endCollecting(outer)
  }

  /// Ends the binding: the cell no longer shows the field.
  public func cancel() { subscription.cancel() }
}

extension FieldBinding {
  /// A binding that has ended: for a cell of a form that is gone.
  static func ended(_ key: FieldKey) -> FieldBinding {
    let subscription = FormSubscription(onCancel: {})
    subscription.cancel()
    return FieldBinding(key: key, write: { _ in }, subscription: subscription)
  }
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
