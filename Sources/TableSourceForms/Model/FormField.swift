public import TableSourceCore

/// A row of a form over `Model`: a field, or a row without a value of its own (a button).
/// Every row has a key, unique in its form, which is its identity in the table.
@MainActor
public protocol FormRow<Model> {
  /// The form's model.
  associatedtype Model

  /// The row's identity.
  var key: FieldKey { get }

  /// Whether the user can act on the row; a disabled row shows dimmed.
  var isEnabled: Bool { get }

  /// Whether the row takes the focus and the next/previous moves stop at it (text fields).
  /// Defaults to `false`.
  var isFocusable: Bool { get }

  /// The row that shows this field of `form`.
  func makeRow(in form: Form<Model>) -> AnyRow

  /// The row that opens beneath the field's row when the user taps it (an inline picker), or
  /// `nil` for a field without one. Defaults to `nil`.
  func makeInlineRow(in form: Form<Model>) -> AnyRow?
}

extension FormRow {
  /// Not focusable.
  public var isFocusable: Bool { false }

  /// No inline row.
  public func makeInlineRow(in form: Form<Model>) -> AnyRow? { nil }
}

/// A field of a form over `Model`: the value it edits (a key path into the model), and the row
/// that shows it. The field kinds (``TextField``, ``ToggleField`` and the others) conform; so can
/// a kind of your own.
///
/// A field never holds its value: the form does, in its draft, and the field's row reads it each
/// time a cell is configured. A cell therefore never keeps a value of its own that another row
/// could show (the reuse bug B3).
@MainActor
public protocol FormField<Model>: FormRow {
  /// The type of the value the field edits.
  associatedtype Value: Equatable

  /// Where the value lives in the model.
  var binding: WritableKeyPath<Model, Value> { get }
}

extension FormField {
  /// The key of ``binding``.
  public var key: FieldKey { FieldKey(binding) }
}

/// A field of any kind, as the form keeps it.
@MainActor
struct AnyFormField<Model> {
  let key: FieldKey
  let isEnabled: Bool
  let isFocusable: Bool
  let valueType: Any.Type
  let makeRow: @MainActor (Form<Model>) -> AnyRow
  let makeInlineRow: @MainActor (Form<Model>) -> AnyRow?
  /// Whether the value differs between two models.
  let differs: (Model, Model) -> Bool
  /// The value in a model.
  let read: (Model) -> Any
  /// Sets the value in a model, if `value` has the field's type.
  let write: (inout Model, Any) -> Bool

  init<Row: FormRow>(row: Row) where Row.Model == Model {
    key = row.key
    isEnabled = row.isEnabled
    isFocusable = row.isFocusable
    valueType = Void.self
    makeRow = { row.makeRow(in: $0) }
    makeInlineRow = { row.makeInlineRow(in: $0) }
    differs = { _, _ in false }
    read = { _ in () }
    write = { _, _ in false }
  }

  init<Field: FormField>(_ field: Field) where Field.Model == Model {
    let binding = field.binding
    key = field.key
    isEnabled = field.isEnabled
    isFocusable = field.isFocusable
    valueType = Field.Value.self
    makeRow = { field.makeRow(in: $0) }
    makeInlineRow = { field.makeInlineRow(in: $0) }
    differs = { $0[keyPath: binding] != $1[keyPath: binding] }
    read = { $0[keyPath: binding] }
    write = { model, value in
      guard let value = value as? Field.Value else { return false }
      model[keyPath: binding] = value
      return true
    }
  }
}
