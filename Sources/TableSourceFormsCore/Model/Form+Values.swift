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

  /// Sets fields' values by name, as if the user had; names not given keep their values. A
  /// number of another numeric type than its field's is converted when nothing is lost: `1` for
  /// a `Double` slider, as JSON gives whole numbers, or `2.0` for an `Int` stepper.
  ///
  /// - Throws: ``FormError/unknownField(_:)`` for a name no field has,
  ///   ``FormError/valueTypeMismatch(field:expected:actual:)`` for a value of another type than
  ///   its field's, ``FormError/valueRefused(field:reason:)`` for a value its field cannot hold
  ///   (a stepper's value outside its range, a picker's value that is none of its options).
  ///   Nothing changes then. The table's errors, if it rejects showing a change of structure
  ///   the values made (``Form/onTableError``): the values are set.
  /// - Complexity: O(k) for k values given.
  public func setValues(_ values: [String: AnyHashable]) throws {
    let sorted = values.sorted(by: { $0.key < $1.key })
    var fields: [AnyFormField<Model>] = []
    fields.reserveCapacity(sorted.count)
    for (name, value) in sorted {
      guard let field = field(FieldKey(name: name)) else { throw FormError.unknownField(name) }
      try field.check(value.base)
      fields.append(field)
    }
    try throwingTableErrors {
      for (field, (_, value)) in zip(fields, sorted) {
        update(field.key) { field.assign(&$0, value.base) }
      }
    }
  }
}
