/// A section of a form: a title, an optional footer, and fields.
///
/// ```swift
/// FormSection("Account") {
///   TextField(\.name, "Name")
///   if showsEmail { TextField(\.email, "Email") }
/// }
/// ```
@MainActor
public struct FormSection<Model> {
  /// The section's identity in the table: its title unless given.
  public internal(set) var id: String
  /// The header title, or `nil` for none.
  public let title: String?
  /// The footer title, or `nil` for none.
  public let footer: String?
  var fields: [AnyFormField<Model>]

  /// A section with a title (also its identity unless `id` is given), an optional footer, and
  /// the fields `content` lists.
  public init(
    _ title: String? = nil, id: String? = nil, footer: String? = nil,
    @FieldBuilder<Model> content: () -> [AnyFormFieldBox<Model>]
  ) {
    self.title = title
    self.id = id ?? title ?? ""
    self.footer = footer
    fields = content().map(\.field)
  }

  /// The keys of the section's fields, in order.
  public var fieldKeys: [FieldKey] { fields.map(\.key) }
}

/// A field as a builder passes it on; made by the builder from any ``FormField``.
@MainActor
public struct AnyFormFieldBox<Model> {
  let field: AnyFormField<Model>
}

/// Builds the fields of a ``FormSection`` from statements, `if`, `switch` and `for`.
@MainActor
@resultBuilder
public enum FieldBuilder<Model> {
  /// A field.
  public static func buildExpression<Field: FormField>(_ field: Field) -> [AnyFormFieldBox<Model>]
  where Field.Model == Model {
    [AnyFormFieldBox(field: AnyFormField(field))]
  }
  /// A row without a value of its own.
  public static func buildExpression<Row: FormRow>(_ row: Row) -> [AnyFormFieldBox<Model>]
  where Row.Model == Model {
    [AnyFormFieldBox(field: AnyFormField(row: row))]
  }
  /// The fields of consecutive statements.
  public static func buildBlock(_ parts: [AnyFormFieldBox<Model>]...) -> [AnyFormFieldBox<Model>] {
    parts.flatMap { $0 }
  }
  /// The fields of an `if` without `else`, or none.
  public static func buildOptional(_ fields: [AnyFormFieldBox<Model>]?) -> [AnyFormFieldBox<Model>]
  {
    fields ?? []
  }
  /// The fields of the first branch.
  public static func buildEither(first fields: [AnyFormFieldBox<Model>]) -> [AnyFormFieldBox<Model>]
  {
    fields
  }
  /// The fields of the second branch.
  public static func buildEither(second fields: [AnyFormFieldBox<Model>])
    -> [AnyFormFieldBox<Model>]
  {
    fields
  }
  /// The fields of every iteration of a `for` loop.
  public static func buildArray(_ parts: [[AnyFormFieldBox<Model>]]) -> [AnyFormFieldBox<Model>] {
    parts.flatMap { $0 }
  }
  /// The fields of an `if #available` branch.
  public static func buildLimitedAvailability(_ fields: [AnyFormFieldBox<Model>])
    -> [AnyFormFieldBox<Model>]
  {
    fields
  }
}

/// Builds the sections of a ``Form`` from statements, `if`, `switch` and `for`.
@MainActor
@resultBuilder
public enum FormBuilder<Model> {
  /// A section.
  public static func buildExpression(_ section: FormSection<Model>) -> [FormSection<Model>] {
    [section]
  }
  /// The sections of consecutive statements.
  public static func buildBlock(_ parts: [FormSection<Model>]...) -> [FormSection<Model>] {
    parts.flatMap { $0 }
  }
  /// The sections of an `if` without `else`, or none.
  public static func buildOptional(_ sections: [FormSection<Model>]?) -> [FormSection<Model>] {
    sections ?? []
  }
  /// The sections of the first branch.
  public static func buildEither(first sections: [FormSection<Model>]) -> [FormSection<Model>] {
    sections
  }
  /// The sections of the second branch.
  public static func buildEither(second sections: [FormSection<Model>]) -> [FormSection<Model>] {
    sections
  }
  /// The sections of every iteration of a `for` loop.
  public static func buildArray(_ parts: [[FormSection<Model>]]) -> [FormSection<Model>] {
    parts.flatMap { $0 }
  }
  /// The sections of an `if #available` branch.
  public static func buildLimitedAvailability(_ sections: [FormSection<Model>])
    -> [FormSection<Model>]
  {
    sections
  }
}
