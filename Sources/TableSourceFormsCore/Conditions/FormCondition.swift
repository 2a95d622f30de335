/// What a condition reads of the form: the draft's values, each read recorded, so that the form
/// evaluates the condition again only when one of the fields it read changes.
///
/// ```swift
/// Hidden(when: { !$0[\.isBusiness] }) {
///   TextField(\.company, "Company")
/// }
/// ```
@MainActor
public struct FormReader<Model> {
  let draft: Model
  let record: @MainActor (FieldKey) -> Void

  /// The draft's value at `keyPath`, recorded as read.
  public subscript<Value>(_ keyPath: KeyPath<Model, Value>) -> Value {
    record(FieldKey(keyPath))
    return draft[keyPath: keyPath]
  }
}

/// A condition over the form's values, as the form keeps it: the closure, what it read when last
/// evaluated, and its result then.
@MainActor
final class FormCondition<Model> {
  let isMet: @MainActor (FormReader<Model>) -> Bool
  /// The fields the last evaluation read.
  private(set) var reads: Set<FieldKey> = []
  /// The result of the last evaluation.
  private(set) var value = false

  init(_ isMet: @escaping @MainActor (FormReader<Model>) -> Bool) {
    self.isMet = isMet
  }

  /// Evaluates the condition on `draft`, recording what it reads.
  ///
  /// - Returns: Whether the result changed.
  @discardableResult
  func evaluate(_ draft: Model) -> Bool {
    var read: Set<FieldKey> = []
    let result = isMet(FormReader(draft: draft) { read.insert($0) })
    reads = read
    defer { value = result }
    return result != value
  }
}

/// Fields shown only while a condition over the form's values does not hold (Eureka's
/// `hidden:`): hiding and showing them is one diffed update of the table.
///
/// ```swift
/// ToggleField(\.isBusiness, "Business account")
/// Hidden(when: { !$0[\.isBusiness] }) {
///   TextField(\.company, "Company")
///   TextField(\.vatNumber, "VAT number")
/// }
/// ```
///
/// The form evaluates the condition when it is built and again only when a field it read
/// changes. A hidden field keeps its value (unless `clearsValues`, which puts back the
/// original's), is not validated, and is skipped by next and previous; its open inline row
/// closes with it.
@MainActor
public struct Hidden<Model> {
  let fields: [AnyFormField<Model>]

  /// The fields `content` lists, hidden while `isHidden` holds.
  public init(
    when isHidden: @escaping @MainActor (FormReader<Model>) -> Bool, clearsValues: Bool = false,
    @FieldBuilder<Model> _ content: () -> [AnyFormField<Model>]
  ) {
    let condition = FormCondition(isHidden)
    fields = content().map { field in
      var field = field
      field.hiding = Hiding(condition: condition, clearsValue: clearsValues)
      return field
    }
  }
}

/// Fields the user cannot change while a condition over the form's values holds (Eureka's
/// `disabled:`): their cells show them disabled and ignore input, a disabled text field cannot
/// take the focus (and loses it), and disabled fields are not validated. Evaluated as
/// ``Hidden``'s condition is: again only when a field it read changes.
///
/// ```swift
/// Disabled(when: { $0[\.isLocked] }) {
///   TextField(\.name, "Name")
/// }
/// ```
@MainActor
public struct Disabled<Model> {
  let fields: [AnyFormField<Model>]

  /// The fields `content` lists, disabled while `isDisabled` holds.
  public init(
    when isDisabled: @escaping @MainActor (FormReader<Model>) -> Bool,
    @FieldBuilder<Model> _ content: () -> [AnyFormField<Model>]
  ) {
    let condition = FormCondition(isDisabled)
    fields = content().map { field in
      var field = field
      field.disabling = condition
      return field
    }
  }
}

/// A field's condition to hide it, and whether hiding clears its value.
@MainActor
struct Hiding<Model> {
  let condition: FormCondition<Model>
  let clearsValue: Bool
}
