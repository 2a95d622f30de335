/// What can be wrong with a form as it is built or changed.
public enum FormError: Error, Equatable, CustomStringConvertible {
  /// Two fields bind the same key: each value has exactly one field.
  case duplicateFieldKey(String)
  /// Two sections have the same identity.
  case duplicateSectionID(String)
  /// No field of the form has this key.
  case unknownField(String)
  /// A value of the wrong type for the field, from ``Form/setValues(_:)``.
  case valueTypeMismatch(field: String, expected: String, actual: String)
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
    case .valueTypeMismatch(let field, let expected, let actual):
      "the field \(field) holds values of type \(expected), not \(actual)"
    case .cellShowsNoField:
      "the cell shows no field: it was reused for another row, or never configured"
    }
  }
}
