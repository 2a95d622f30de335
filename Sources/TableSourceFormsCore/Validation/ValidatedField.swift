public import TableSourceCore

/// When a field's rules run, and so when its message appears or goes.
public enum ValidationTiming: Hashable, Sendable {
  /// On every change of the value.
  case onChange
  /// When editing of the field ends: the focus leaves it. A field that never has the focus (a
  /// toggle, a picker) ends its editing with each change.
  case onEndEditing
  /// On every change, once editing of the field has ended a first time: the user is not told
  /// about an address half typed, and is told at once when a wrong one is corrected.
  case onChangeAfterEndEditing
  /// Only when the whole form is checked: ``Form/validate()`` and ``Form/save()``.
  case onSubmit
}

/// A field with validation rules: the field as it was, and the checks of its value.
///
/// Made by the `validated` methods of ``FormField`` (rules, an asynchronous rule, or equality
/// with another field); each call adds its checks after the ones already there.
@MainActor
public struct ValidatedField<Field: FormField>: FormField {
  /// The field.
  public let field: Field
  /// When the checks run, or `nil` for the form's ``Form/validationTiming``.
  public let timing: ValidationTiming?
  let checks: [@MainActor (Field.Model) -> String?]
  /// The asynchronous rules, as a check of the value a model holds, made on the main actor and
  /// run wherever its rules run.
  var asyncCheck: (@MainActor (Field.Model) -> @Sendable () async -> String?)? = nil

  /// Where the value lives in the model.
  public var binding: WritableKeyPath<Field.Model, Field.Value> { field.binding }
  /// Where the value lives in the model, as the form reads and writes it.
  public var location: FieldLocation<Field.Model, Field.Value> { field.location }
  /// The field's key.
  public var key: FieldKey { field.key }
  /// Whether the user can change the value; a disabled field is not validated.
  public var isEnabled: Bool { field.isEnabled }
  /// Whether the field takes the focus.
  public var isFocusable: Bool { field.isFocusable }
  /// The values the field holds: the field's own check.
  public var valueCheck: (@MainActor (Field.Value) -> String?)? { field.valueCheck }

  /// The field's row.
  public func makeRow(in form: Form<Field.Model>) -> AnyRow { field.makeRow(in: form) }

  /// The field's inline row, if it has one.
  public func makeInlineRow(in form: Form<Field.Model>) -> AnyRow? {
    field.makeInlineRow(in: form)
  }

  /// The field's rows after its first.
  public var furtherRowCount: Int { field.furtherRowCount }

  /// The field's row at `index` after its first.
  public func makeFurtherRow(_ index: Int, in form: Form<Field.Model>) -> AnyRow? {
    field.makeFurtherRow(index, in: form)
  }

  /// The message of the first check the value in `model` fails, or `nil`.
  func validationMessage(in model: Field.Model) -> String? {
    for check in checks {
      if let message = check(model) { return message }
    }
    return nil
  }
}

extension FormField {
  /// The field with `rules`, run in order until one fails, `timing` saying when (the form's
  /// ``Form/validationTiming`` by default).
  ///
  /// ```swift
  /// TextField(\.email, "Email").validated(.required, .email)
  /// ```
  public func validated(_ rules: ValidationRule<Value>..., timing: ValidationTiming? = nil)
    -> ValidatedField<Self>
  {
    ValidatedField(field: self, timing: timing, checks: [Self.check(location, .allOf(rules))])
  }

  /// The field, checked to hold the same value as another field (a password's confirmation).
  public func validated(
    equalTo other: KeyPath<Model, Value>, message: String = "Does not match"
  ) -> ValidatedField<Self> {
    ValidatedField(
      field: self, timing: nil, checks: [Self.check(location, equalTo: other, message: message)])
  }

  static func check(_ location: FieldLocation<Model, Value>, _ rule: ValidationRule<Value>)
    -> @MainActor (Model) -> String?
  {
    { model in rule.check(location.read(model)) }
  }

  static func check(
    _ location: FieldLocation<Model, Value>, equalTo other: KeyPath<Model, Value>,
    message: String
  ) -> @MainActor (Model) -> String? {
    { model in location.read(model) == model[keyPath: other] ? nil : message }
  }
}

extension ValidatedField {
  /// The field with more rules, after the ones it has.
  public func validated(
    _ rules: ValidationRule<Field.Value>..., timing: ValidationTiming? = nil
  ) -> ValidatedField {
    ValidatedField(
      field: field, timing: timing ?? self.timing,
      checks: checks + [Field.check(field.location, .allOf(rules))], asyncCheck: asyncCheck)
  }

  /// The field, also checked to hold the same value as another field.
  public func validated(
    equalTo other: KeyPath<Field.Model, Field.Value>, message: String = "Does not match"
  ) -> ValidatedField {
    ValidatedField(
      field: field, timing: timing,
      checks: checks + [Field.check(field.location, equalTo: other, message: message)],
      asyncCheck: asyncCheck)
  }
}

extension FormField where Value: Sendable {
  /// The field with an asynchronous rule, run once its value passes the synchronous ones (a
  /// user name asked of a server). The newest value wins: a change cancels the check of the old
  /// one, whose result is never shown; while a check runs, the field's cell shows it pending.
  public func validated(_ rule: AsyncValidationRule<Value>, timing: ValidationTiming? = nil)
    -> ValidatedField<Self>
  {
    ValidatedField(field: self, timing: timing, checks: [])
      .validated(rule)
  }
}

extension ValidatedField where Field.Value: Sendable {
  /// The field with one more asynchronous rule, run after the ones it has.
  public func validated(_ rule: AsyncValidationRule<Field.Value>) -> ValidatedField {
    let location = field.location
    let earlier = asyncCheck
    var next = self
    next.asyncCheck = { model in
      let value = location.read(model)
      let first = earlier?(model)
      return {
        if let message = await first?() { return message }
        return await rule.check(value)
      }
    }
    return next
  }
}

/// A check that takes time: a server asked whether a user name is free. Swift concurrency: the
/// check is an `async` function; cancelling it (a newer value) is Swift's task cancellation.
public struct AsyncValidationRule<Value: Sendable>: Sendable {
  private let failure: @Sendable (Value) async -> String?

  /// A rule that `value` passes when `isValid(value)` returns `true`, showing `message`
  /// otherwise.
  public init(_ message: String, isValid: @escaping @Sendable (Value) async -> Bool) {
    failure = { await isValid($0) ? nil : message }
  }

  /// The message to show for `value`, or `nil` when it passes.
  public func check(_ value: Value) async -> String? { await failure(value) }
}

/// What ``Form/validate()`` found, and what ``Form/save()`` throws while a field is invalid:
/// each invalid field and its message, in the form's order.
public struct ValidationReport: Error, Equatable, CustomStringConvertible {
  /// An invalid field and the message it shows.
  public struct Failure: Equatable, Sendable {
    /// The field.
    public let field: FieldKey
    /// Why its value is not valid.
    public let message: String
  }

  /// The invalid fields, in the form's order.
  public let failures: [Failure]
  /// The fields whose asynchronous check has not answered yet, in the form's order.
  public let pending: [FieldKey]

  /// Whether every field is valid: none fails, none is still being checked.
  public var isValid: Bool { failures.isEmpty && pending.isEmpty }

  /// Each invalid field and its message, and each field still being checked, one per line.
  public var description: String {
    isValid
      ? "every field is valid"
      : (failures.map { "\($0.field): \($0.message)" } + pending.map { "\($0): being checked" })
        .joined(separator: "\n")
  }
}
