public import TableSourceCore

/// An element of a form over `Model`, listed in a ``FormSection``: a field, or an element without
/// a value of its own (a button). It is not a table row: it makes the table rows that show it
/// (``makeRow(in:)``, and any further or inline rows). Every element has a key, unique in its
/// form, which is its first row's identity in the table.
@MainActor
public protocol FormElement<Model> {
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

  /// How many rows the field shows after its first (a choice shows one per option). Defaults
  /// to none.
  var furtherRowCount: Int { get }

  /// The field's row at `index`, from 1 to ``furtherRowCount``. Defaults to none.
  func makeFurtherRow(_ index: Int, in form: Form<Model>) -> AnyRow?
}

extension FormElement {
  /// Not focusable.
  public var isFocusable: Bool { false }

  /// No rows after the first.
  public var furtherRowCount: Int { 0 }

  /// No rows after the first.
  public func makeFurtherRow(_ index: Int, in form: Form<Model>) -> AnyRow? { nil }

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
public protocol FormField<Model>: FormElement {
  /// The type of the value the field edits.
  associatedtype Value: Equatable

  /// Where the value lives in the model.
  var binding: WritableKeyPath<Model, Value> { get }

  /// Where the value lives in the model, as the form reads and writes it: ``binding`` by
  /// default; the built-in kinds bound to an array's element (``FieldLocation/init(_:at:)``)
  /// give the array and the index, and make ``binding`` only when asked.
  var location: FieldLocation<Model, Value> { get }

  /// Which values of its type the field can hold, as a check that returns why a value is
  /// refused, or `nil` for a kind that holds every value of its type (the default).
  ///
  /// A stepper holds the values of its range, a picker its options. The form keeps refused
  /// values out of the draft: ``Form/init(editing:content:)`` and ``Form/setValue(_:for:)`` throw
  /// ``FormError/valueRefused(field:reason:)`` for one, and the user's input is clamped or
  /// ignored by the field, as UIKit's controls do. A value that reaches the draft another way
  /// (another field bound to the same storage) makes the field invalid with this message:
  /// ``Form/validate()`` reports it and ``Form/save()`` throws.
  var valueCheck: (@MainActor (Value) -> String?)? { get }
}

extension FormField {
  /// The key of ``location``.
  public var key: FieldKey { location.key }

  /// ``binding``.
  public var location: FieldLocation<Model, Value> { FieldLocation(binding) }

  /// No check: the field holds every value of its type.
  public var valueCheck: (@MainActor (Value) -> String?)? { nil }
}

/// A field or row of any kind, as a form's builders pass it on and the form keeps it: one
/// allocation per field (a box of the field's kind), not one closure per operation. The builders
/// make it from any ``FormField`` or ``FormElement``.
@MainActor
public struct AnyFormField<Model> {
  private let box: FieldBoxBase<Model>
  let key: FieldKey
  let isEnabled: Bool
  let isFocusable: Bool
  /// How many rows the field shows after its first.
  let furtherRowCount: Int
  /// The condition that hides the field, if a ``Hidden`` group holds it.
  var hiding: Hiding<Model>? {
    didSet { hidingCondition = hiding?.condition }
  }
  /// ``hiding``'s condition, without the model's type: the row layout reads it for every field,
  /// in code not specialized for the model (see ``SectionShape``).
  private(set) var hidingCondition: ConditionResult?
  /// The condition that disables the field, if a ``Disabled`` group holds it.
  var disabling: FormCondition<Model>?

  // The initializers of a field or row are inlinable: the builders specialize them for the
  // kind where the form is written, so the box's type is known there and not looked up at run
  // time, once per field, as generic code does.

  @inlinable
  init<Row: FormElement>(row: Row) where Row.Model == Model {
    self.init(
      box: RowBox(row), key: row.key, isEnabled: row.isEnabled, isFocusable: row.isFocusable,
      furtherRowCount: row.furtherRowCount)
  }

  @inlinable
  init<Field: FormField>(_ field: Field) where Field.Model == Model {
    self.init(
      box: FieldBox(field), key: field.key, isEnabled: field.isEnabled,
      isFocusable: field.isFocusable, furtherRowCount: field.furtherRowCount)
  }

  @inlinable
  init<Inner: FormField>(validated field: ValidatedField<Inner>) where Inner.Model == Model {
    self.init(
      box: ValidatedFieldBox(field), key: field.key, isEnabled: field.isEnabled,
      isFocusable: field.isFocusable, furtherRowCount: field.furtherRowCount)
  }

  @usableFromInline
  init(
    box: FieldBoxBase<Model>, key: FieldKey, isEnabled: Bool, isFocusable: Bool,
    furtherRowCount: Int
  ) {
    self.box = box
    self.key = key
    self.isEnabled = isEnabled
    self.isFocusable = isFocusable
    self.furtherRowCount = furtherRowCount
  }

  /// The type of the field's value (`Void` for a row without one).
  var valueType: Any.Type { box.valueType }
  /// The field's row.
  func makeRow(_ form: Form<Model>) -> AnyRow { box.makeRow(form) }
  /// The field's inline row, if it has one.
  func makeInlineRow(_ form: Form<Model>) -> AnyRow? { box.makeInlineRow(form) }
  /// The field's row at `index` after its first.
  func makeFurtherRow(_ index: Int, _ form: Form<Model>) -> AnyRow? {
    box.makeFurtherRow(index, form)
  }
  /// Whether the value differs between two models.
  func differs(_ lhs: Model, _ rhs: Model) -> Bool { box.differs(lhs, rhs) }
  /// Whether a value read before (by ``read(_:)``) is the model's value now.
  func isUnchanged(_ before: Any, _ model: Model) -> Bool { box.isUnchanged(before, model) }
  /// The value in a model.
  func read(_ model: Model) -> Any { box.read(model) }
  /// The bytes of the model the value is stored in, when its key path names stored properties
  /// of structures only (`\.name`, not `\.items[0]` or a computed property): a change of other
  /// bytes cannot change the value.
  var storage: Range<Int>? { box.storage }
  /// The field's value, for the form's comparisons without the model's type.
  var reader: ValueReader { box }
  /// Checks that the field can hold `value`.
  ///
  /// - Throws: ``FormError/valueTypeMismatch(field:expected:actual:)`` for a value of another
  ///   type, ``FormError/valueRefused(field:reason:)`` for one the field cannot hold.
  func check(_ value: Any) throws(FormError) { try box.check(value, key) }
  /// Sets the value in a model, unchecked; a value of another type is ignored.
  func assign(_ model: inout Model, _ value: Any) { box.assign(&model, value) }
  /// Whether the field has validation rules.
  var isValidated: Bool { box.isValidated }
  /// When its rules run, or `nil` for the form's timing.
  var validationTiming: ValidationTiming? { box.validationTiming }
  /// The message of the first rule the value in `model` fails, or `nil`.
  func validationMessage(in model: Model) -> String? { box.validationMessage(in: model) }
  /// The field's asynchronous check of the value in `model`, or `nil` for a field without one.
  func asyncValidation(in model: Model) -> (@Sendable () async -> String?)? {
    box.asyncValidation(in: model)
  }
}

/// A field's value as the form compares it, without the model's type: the form keeps one per
/// cell on screen, in a dictionary the compiler specializes (a generic one would look its type up
/// at run time on each access).
@MainActor
@usableFromInline
class ValueReader {
  @usableFromInline init() {}
  /// The value in the model `model` points to.
  func read(at model: UnsafeRawPointer) -> Any { () }
  /// Whether a value read before is the value in the model `model` points to.
  func isUnchanged(_ before: Any, at model: UnsafeRawPointer) -> Bool { true }
  /// The bytes of the model the value is stored in, if known (see ``AnyFormField/storage``).
  var storage: Range<Int>? { nil }
  /// Whether the field refuses some values of its type.
  var checksValues: Bool { false }
  /// Why the field cannot hold the value in the model `model` points to, or `nil` when it can.
  func refusal(at model: UnsafeRawPointer) -> String? { nil }
  /// The index and the array's count, when the field is bound to an element that the array in
  /// the model `model` points to does not hold.
  func missingElement(at model: UnsafeRawPointer) -> (index: Int, count: Int)? { nil }
}

/// The operations of a row without a value.
@MainActor
@usableFromInline
class FieldBoxBase<Model>: ValueReader {
  @usableFromInline override init() { super.init() }
  var valueType: Any.Type { Void.self }
  func makeRow(_ form: Form<Model>) -> AnyRow { AnyRow(EmptyFieldRow()) }
  func makeInlineRow(_ form: Form<Model>) -> AnyRow? { nil }
  func makeFurtherRow(_ index: Int, _ form: Form<Model>) -> AnyRow? { nil }
  func differs(_ lhs: Model, _ rhs: Model) -> Bool { false }
  func isUnchanged(_ before: Any, _ model: Model) -> Bool { true }
  func read(_ model: Model) -> Any { () }
  func check(_ value: Any, _ key: FieldKey) throws(FormError) {
    throw FormError.valueTypeMismatch(
      field: key.description, expected: "no value", actual: String(describing: type(of: value)))
  }
  func assign(_ model: inout Model, _ value: Any) {}
  var isValidated: Bool { false }
  var validationTiming: ValidationTiming? { nil }
  func validationMessage(in model: Model) -> String? { nil }
  func asyncValidation(in model: Model) -> (@Sendable () async -> String?)? { nil }
}

/// A row without a value (a button).
@MainActor
@usableFromInline
final class RowBox<Row: FormElement>: FieldBoxBase<Row.Model> {
  let row: Row
  @usableFromInline
  init(_ row: Row) { self.row = row }
  override func makeRow(_ form: Form<Row.Model>) -> AnyRow { row.makeRow(in: form) }
  override func makeInlineRow(_ form: Form<Row.Model>) -> AnyRow? { row.makeInlineRow(in: form) }
  override func makeFurtherRow(_ index: Int, _ form: Form<Row.Model>) -> AnyRow? {
    row.makeFurtherRow(index, in: form)
  }
}

/// A field and its value's operations.
@MainActor
@usableFromInline
class FieldBox<Field: FormField>: FieldBoxBase<Field.Model> {
  @usableFromInline let field: Field
  /// The field's ``FormField/location``, read once.
  @usableFromInline let location: FieldLocation<Field.Model, Field.Value>
  /// The field's ``FormField/valueCheck``, read once.
  @usableFromInline let check: (@MainActor (Field.Value) -> String?)?
  /// Reads the value at ``location`` in the model a pointer points to: a closure without
  /// captures, made where the form is written (see ``init(_:)``).
  @usableFromInline let reader:
    @MainActor (UnsafePointer<Field.Model>, FieldLocation<Field.Model, Field.Value>) ->
      Field.Value
  /// Inlinable, as ``AnyFormField``'s initializers: where the form is written, the field's kind
  /// is known, and its check and its reader are made there, specialized for the model's and the
  /// value's types (generic code looks the types up at run time, on each call, and applies a key
  /// path through Swift's runtime).
  @inlinable
  init(_ field: Field) {
    self.field = field
    location = field.location
    check = field.valueCheck
    reader = { $1.read(at: $0) }
  }
  override var valueType: Any.Type { Field.Value.self }
  override func makeRow(_ form: Form<Field.Model>) -> AnyRow { field.makeRow(in: form) }
  override func makeInlineRow(_ form: Form<Field.Model>) -> AnyRow? {
    field.makeInlineRow(in: form)
  }
  override func makeFurtherRow(_ index: Int, _ form: Form<Field.Model>) -> AnyRow? {
    field.makeFurtherRow(index, in: form)
  }
  override func differs(_ lhs: Field.Model, _ rhs: Field.Model) -> Bool {
    location.read(lhs) != location.read(rhs)
  }
  override func isUnchanged(_ before: Any, _ model: Field.Model) -> Bool {
    (before as? Field.Value) == location.read(model)
  }
  override func read(_ model: Field.Model) -> Any { location.read(model) }
  override func read(at model: UnsafeRawPointer) -> Any {
    reader(model.assumingMemoryBound(to: Field.Model.self), location)
  }
  override func isUnchanged(_ before: Any, at model: UnsafeRawPointer) -> Bool {
    (before as? Field.Value) == reader(model.assumingMemoryBound(to: Field.Model.self), location)
  }
  override var storage: Range<Int>? { location.storage }
  override func check(_ value: Any, _ key: FieldKey) throws(FormError) {
    guard let value = Self.value(value) else {
      throw FormError.valueTypeMismatch(
        field: key.description, expected: String(describing: Field.Value.self),
        actual: String(describing: type(of: value)))
    }
    if let reason = check?(value) {
      throw FormError.valueRefused(field: key.description, reason: reason)
    }
  }
  override func assign(_ model: inout Field.Model, _ value: Any) {
    guard let value = Self.value(value) else { return }
    location.write(&model, value)
  }
  /// `value` as the field's type: itself, or a number converted without loss (a whole number
  /// for a `Double`, as JSON gives it).
  static func value(_ value: Any) -> Field.Value? {
    value as? Field.Value ?? exactNumber(value, as: Field.Value.self)
  }
  override func refusal(at model: UnsafeRawPointer) -> String? {
    guard let check else { return nil }
    return check(reader(model.assumingMemoryBound(to: Field.Model.self), location))
  }
  override func missingElement(at model: UnsafeRawPointer) -> (index: Int, count: Int)? {
    location.missingElement(at: model.assumingMemoryBound(to: Field.Model.self))
  }
  override var checksValues: Bool { check != nil }
  override var isValidated: Bool { check != nil }
  override func validationMessage(in model: Field.Model) -> String? {
    withUnsafePointer(to: model) { refusal(at: $0) }
  }
}

/// A field with validation rules.
@MainActor
@usableFromInline
final class ValidatedFieldBox<Inner: FormField>: FieldBox<ValidatedField<Inner>> {
  @inlinable
  override init(_ field: ValidatedField<Inner>) { super.init(field) }
  override var isValidated: Bool { true }
  override var validationTiming: ValidationTiming? { field.timing }
  override func validationMessage(in model: Inner.Model) -> String? {
    withUnsafePointer(to: model) { refusal(at: $0) } ?? field.validationMessage(in: model)
  }
  override func asyncValidation(in model: Inner.Model) -> (@Sendable () async -> String?)? {
    field.asyncCheck?(model)
  }
}
