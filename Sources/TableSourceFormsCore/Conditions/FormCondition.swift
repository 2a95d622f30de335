public import TableSourceCore

/// What a condition reads of the form: the draft's values, each read recorded, so that the form
/// evaluates the condition again only when one of the fields it read changes.
///
/// A condition is evaluated again when a value is set through a key path it read: read the
/// stored values a decision depends on (`$0[\.items]`), not a computed property over them
/// (`$0[\.total]`), which a change of `items` does not set. (Cells are refreshed either way: a
/// change compares the values of the fields on screen.)
///
/// ```swift
/// Hidden(when: { !$0[\.isBusiness] }) {
///   TextField(\.company, "Company")
/// }
/// ```
@MainActor
public struct FormReader<Model> {
  let draft: Model
  let recorder: ReadRecorder
  /// The values read by the other conditions evaluated on the same draft, if any.
  let memo: ReadMemo?

  /// The draft's value at `keyPath`, recorded as read.
  public subscript<Value>(_ keyPath: KeyPath<Model, Value>) -> Value {
    recorder.record(keyPath)
    guard let memo else { return draft[keyPath: keyPath] }
    return memo.value(at: keyPath, in: draft)
  }

  /// The element at `index` of the draft's array at `array`, recorded as a read of the field
  /// bound to it (``FieldLocation/init(_:at:)``, whose key is ``FieldKey/init(_:at:)``).
  ///
  /// ```swift
  /// Hidden(when: { !$0[\.toggles, at: 3] }) { … }
  /// ```
  public subscript<Value>(_ array: KeyPath<Model, [Value]>, at index: Int) -> Value {
    recorder.record(array, at: index)
    guard let memo else { return draft[keyPath: array][index] }
    return memo.value(at: array, in: draft)[index]
  }
}

/// The values conditions read from one draft, by key path: when a change of a field evaluates
/// the many conditions that read it (one switch showing fifty groups), the field is read from
/// the draft once, not once per condition (applying a key path with a subscript costs about a
/// thousand instructions; finding its value here, a few hundred).
///
/// A memo serves the evaluations of one pass over an unchanged draft, and is dropped after it.
@MainActor
final class ReadMemo {
  /// Each key path read, kept (so no other key path takes its identity during the pass), with
  /// its value.
  private var values: [ObjectIdentifier: (path: AnyKeyPath, value: Any)] = [:]

  /// The value at `keyPath` in `draft`, read once per pass.
  func value<Model, Value>(at keyPath: KeyPath<Model, Value>, in draft: Model) -> Value {
    let id = ObjectIdentifier(keyPath)
    if let known = values[id], known.path === keyPath, let value = known.value as? Value {
      return value
    }
    let value = draft[keyPath: keyPath]
    values[id] = (keyPath, value)
    return value
  }
}

/// The fields a condition reads, in the order it reads them, kept from one evaluation to the
/// next: a condition usually reads the same key paths each time, and a key path it read before
/// (the same instance) is not turned into a key again, which hashes it.
@MainActor
final class ReadRecorder {
  /// The key paths the last evaluation read (with the index, for an array's element), with
  /// their keys.
  private var paths: [(path: AnyKeyPath, index: Int?, key: FieldKey)] = []
  /// How many of ``paths`` the running evaluation has read.
  private var position = 0
  /// Whether the running evaluation read other fields than the one before.
  private(set) var readsChanged = false

  /// The fields the last evaluation read.
  var keys: Set<FieldKey> { Set(paths.lazy.map(\.key)) }

  func begin() {
    position = 0
    readsChanged = false
  }

  /// Records a read of the value at `keyPath`, or of its element at `index`.
  func record(_ keyPath: AnyKeyPath, at index: Int? = nil) {
    defer { position += 1 }
    let key = { index.map { FieldKey(keyPath, at: $0) } ?? FieldKey(keyPath) }
    guard position < paths.count else {
      paths.append((keyPath, index, key()))
      readsChanged = true
      return
    }
    guard paths[position].path !== keyPath || paths[position].index != index else { return }
    let read = key()
    if paths[position].key != read { readsChanged = true }
    paths[position] = (keyPath, index, read)
  }

  func end() {
    guard position < paths.count else { return }
    paths.removeSubrange(position...)
    readsChanged = true
  }
}

/// A condition's result, without the model type the condition reads: the form's row layout
/// (``SectionShape``) reads it in code that is not specialized for the model.
@MainActor
class ConditionResult {
  /// The result of the last evaluation.
  fileprivate(set) var value = false
}

/// A condition over the form's values, as the form keeps it: the closure, what it read when last
/// evaluated, and its result then.
@MainActor
final class FormCondition<Model>: ConditionResult {
  let isMet: @MainActor (FormReader<Model>) -> Bool
  /// What the last evaluation read.
  private let recorder = ReadRecorder()
  /// The fields the last evaluation read.
  private(set) var reads: Set<FieldKey> = []

  init(_ isMet: @escaping @MainActor (FormReader<Model>) -> Bool) {
    self.isMet = isMet
  }

  /// Evaluates the condition on `draft`, recording what it reads; `memo` holds what other
  /// conditions read from the same draft.
  ///
  /// - Returns: Whether the result changed, and whether the fields it read did.
  @discardableResult
  func evaluate(_ draft: Model, memo: ReadMemo? = nil) -> (changed: Bool, readsChanged: Bool) {
    recorder.begin()
    let result = isMet(FormReader(draft: draft, recorder: recorder, memo: memo))
    recorder.end()
    if recorder.readsChanged { reads = recorder.keys }
    defer { value = result }
    return (result != value, recorder.readsChanged)
  }
}

/// Fields shown only while a condition over the form's values does not hold (Eureka's
/// `hidden:`): hiding and showing them is one batch update of the table.
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
    @ListBuilder<AnyFormField<Model>> _ content: () -> [AnyFormField<Model>]
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
    @ListBuilder<AnyFormField<Model>> _ content: () -> [AnyFormField<Model>]
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
