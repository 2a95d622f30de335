public import TableSourceCore

extension Form {
  /// The row of a field of your own kind, made with the machinery the built-in kinds use: each
  /// time a cell of type `Cell` is configured it shows `content(form)`, and its input goes to
  /// `input` until the cell is reused. Call it from your field's ``FormRow/makeRow(in:)``; change
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
    AnyRow(
      FieldRow<Cell>(
        id: key,
        // `unowned`: the form owns its data source, which owns the rows; a weak reference would
        // need a content to show without a form, which a field of one's own cannot provide.
        content: { [unowned self] in content(self) },
        bind: { [weak self] refresh in
          guard let self else { return .ended(key) }
          return bindCell(
            key, write: { [weak self] value in if let self { input(self, value) } },
            refresh: refresh)
        }))
  }
}
