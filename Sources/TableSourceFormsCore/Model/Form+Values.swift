extension Form where Model == FormValues {
  /// Every field's value by name, as Eureka's `values()` gives them: a field whose value was
  /// never set gives its default.
  ///
  /// - Complexity: O(n) for n fields.
  public func values() -> [String: AnyHashable] {
    var values: [String: AnyHashable] = [:]
    for key in fieldKeys {
      guard let field = field(key), let value = field.read(draft) as? AnyHashable else { continue }
      values[key.description] = value
    }
    return values
  }

  /// Sets fields' values by name, as if the user had; names not given keep their values.
  ///
  /// - Throws: ``FormError/unknownField(_:)`` for a name no field has,
  ///   ``FormError/valueTypeMismatch(field:expected:actual:)`` for a value of another type than
  ///   its field's. Nothing changes then.
  /// - Complexity: O(k) for k values given.
  public func setValues(_ values: [String: AnyHashable]) throws {
    var changed = draft
    for (name, value) in values.sorted(by: { $0.key < $1.key }) {
      guard let field = field(FieldKey(name: name)) else { throw FormError.unknownField(name) }
      guard field.write(&changed, value.base) else {
        throw FormError.valueTypeMismatch(
          field: name, expected: String(describing: field.valueType),
          actual: String(describing: type(of: value.base)))
      }
    }
    for key in fieldKeys where values[key.description] != nil {
      guard let field = field(key) else { continue }
      update(key) { _ = field.write(&$0, field.read(changed)) }
    }
  }
}
