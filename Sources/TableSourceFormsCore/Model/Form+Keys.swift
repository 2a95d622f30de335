// A field's key with its model's type taken from the form: `FieldKey(\.email)` cannot infer the
// root of the key path, `form.key(\.email)` can.

extension Form {
  /// The key of the field bound to `keyPath` in the form's model, the model's type inferred:
  /// `form.key(\.email)` is `FieldKey(\SignUp.email)`.
  ///
  /// ```swift
  /// let email = try table.cell(for: form.key(\.email), as: TextFieldCell.self)
  /// ```
  ///
  /// - Complexity: O(1).
  public func key<Value>(_ keyPath: KeyPath<Model, Value>) -> FieldKey {
    FieldKey(keyPath)
  }

  /// The key of the field bound to the element at `index` of the array at `array` in the form's
  /// model (``FieldLocation/init(_:at:)``): `form.key(\.answers, at: 2)`.
  ///
  /// - Complexity: O(1).
  public func key<Element>(_ array: KeyPath<Model, [Element]>, at index: Int) -> FieldKey {
    FieldKey(array, at: index)
  }

  /// The key of the row of the entry at `index` (from 0) of the ``MultiValueSection`` over the
  /// array at `list`, as the section shows its entries now; `nil` when it has no such entry.
  ///
  /// An entry's row keeps its key while entries around it are added, deleted or moved: ask
  /// again after the entries change to find the entry now at `index`.
  ///
  /// ```swift
  /// let second = try #require(form.key(ofEntry: 1, in: \.phoneNumbers))
  /// let cell = try table.cell(for: second, as: TextFieldCell.self)
  /// ```
  ///
  /// - Complexity: O(1).
  public func key<Element>(ofEntry index: Int, in list: KeyPath<Model, [Element]>) -> FieldKey? {
    let listKey = FieldKey(list)
    guard let tokens = structure.entryTokens[listKey], tokens.indices.contains(index) else {
      return nil
    }
    return FieldKey(entry: tokens[index], of: listKey)
  }

  /// The key of the row of the option at `index` (from 0) of the ``ChoiceField`` bound to
  /// `choice`: the first option's row has the field's own key, each further option's its own.
  /// A field with fewer options has no row with that key (``FieldKey/init(row:of:)``).
  ///
  /// ```swift
  /// let green = try table.cell(for: form.key(ofOption: 1, in: \.color), as: ToggleCell.self)
  /// try green.toggle()
  /// ```
  ///
  /// - Complexity: O(1).
  public func key<Value>(ofOption index: Int, in choice: KeyPath<Model, Value>) -> FieldKey {
    FieldKey.ofRow(index, of: FieldKey(choice))
  }
}
