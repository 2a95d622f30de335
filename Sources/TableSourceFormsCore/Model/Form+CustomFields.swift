public import TableSourceCore

extension Form {
  /// The row of a field of your own kind, made with the machinery the built-in kinds use: each
  /// time a cell of type `Cell` is configured it shows `content(form)`, and its input goes to
  /// `input` until the cell is reused, through one binding per cell that the form keeps while
  /// the cell shows the field. Input to a field a ``Disabled`` condition disables goes nowhere. Call it from your field's ``FormElement/makeRow(in:)``; change
  /// values in `input` with ``setValue(_:for:)``, which configures the cell again.
  ///
  /// ```swift
  /// struct RatingField: FormField {
  ///   let binding: WritableKeyPath<Review, Int>
  ///   var isEnabled: Bool { true }
  ///   func makeRow(in form: Form<Review>) -> AnyRow {
  ///     form.fieldRow(key: key, cell: RatingCell.self) { form in
  ///       RatingContent(stars: form.draft[keyPath: binding])
  ///     } input: { form, stars in
  ///       try? form.setValue(min(max(stars, 0), 5), for: binding)
  ///     }
  ///   }
  /// }
  /// ```
  public func fieldRow<Cell: FieldCell>(
    key: FieldKey, cell: Cell.Type,
    content: @escaping @MainActor (Form<Model>) -> Cell.Content,
    input: @escaping @MainActor (Form<Model>, Cell.Input) -> Void
  ) -> AnyRow {
    // `unowned`: the form owns its data source, which owns the rows; a field of one's own has no
    // content to show without a form.
    inputRow(key, cell: cell) { [unowned self] _ in
      content(self)
    } input: { [weak self] value in
      if let self { input(self, value) }
    }
  }
}
