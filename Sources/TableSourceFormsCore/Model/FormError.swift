/// What can be wrong with a form as it is built or changed.
public enum FormError: Error, Equatable, CustomStringConvertible {
  /// Two fields bind the same key: each value has exactly one field.
  case duplicateFieldKey(String)
  /// Two sections have the same identity.
  case duplicateSectionID(String)
  /// No field of the form has this key.
  case unknownField(String)
  /// No section of the form has this identity.
  case unknownSection(String)
  /// An index past the end: `count` places are open.
  case indexOutOfRange(Int, count: Int)
  /// A value of the wrong type for the field, from ``Form/setValues(_:)``.
  case valueTypeMismatch(field: String, expected: String, actual: String)
  /// A value the field cannot hold (a stepper's value outside its range, a picker's value that
  /// is none of its options), from ``Form/setValue(_:for:)``, ``Form/setValues(_:)`` or the model
  /// a form is made with; `reason` is the field's message.
  case valueRefused(field: String, reason: String)
  /// A list of entries (a ``MultiValueSection``'s) moved to a section that shows another: a
  /// section shows one list.
  case sectionHasList(String)
  /// A field that does not take the focus (only enabled text fields do).
  case notFocusable(String)
  /// A field a condition hides or disables: the user cannot change it now.
  case fieldUnavailable(String)
  /// A choice of an option no picker shows.
  case unknownOption(String)
  /// A user action on a cell that shows no field: it was reused for another row, or never
  /// configured.
  case cellShowsNoField

  /// What went wrong, with the field's name.
  public var description: String {
    switch self {
    case .duplicateFieldKey(let key):
      "the form has two fields bound to \(key): each value can have only one field"
    case .duplicateSectionID(let id): "the form has two sections with the identity \(id)"
    case .unknownField(let key): "the form has no field bound to \(key)"
    case .unknownSection(let id): "the form has no section with the identity \(id)"
    case .indexOutOfRange(let index, let count):
      "index \(index) is out of range: \(count) places, 0 to \(count - 1)"
    case .valueTypeMismatch(let field, let expected, let actual):
      "the field \(field) holds values of type \(expected), not \(actual)"
    case .valueRefused(let field, let reason):
      "the field \(field) cannot hold the value given: \(reason)"
    case .sectionHasList(let id):
      "the section \(id) already shows a list of entries: a section shows one"
    case .notFocusable(let key): "the field \(key) does not take the focus"
    case .fieldUnavailable(let key): "the field \(key) is hidden or disabled"
    case .unknownOption(let option): "the picker has no option \(option)"
    case .cellShowsNoField:
      "the cell shows no field: it was reused for another row, or never configured"
    }
  }
}
