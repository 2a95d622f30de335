public import TableSourceCore

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
  /// The condition that hides the whole section, if any.
  let hiding: FormCondition<Model>?
  /// The condition that disables the section's fields, if any.
  let disabling: FormCondition<Model>?
  /// The list of entries the section shows before its fields, for a ``MultiValueSection``.
  var entries: ListEntries<Model>?

  /// A section with a title (also its identity unless `id` is given), an optional footer, and
  /// the fields `content` lists; hidden, with its fields, while `hidden` holds, and its fields
  /// disabled while `disabled` holds (evaluated as ``Hidden``'s and ``Disabled``'s are).
  public init(
    _ title: String? = nil, id: String? = nil, footer: String? = nil,
    hidden: (@MainActor (FormReader<Model>) -> Bool)? = nil,
    disabled: (@MainActor (FormReader<Model>) -> Bool)? = nil,
    @ListBuilder<AnyFormField<Model>> content: () -> [AnyFormField<Model>]
  ) {
    self.title = title
    self.id = id ?? title ?? ""
    self.footer = footer
    hiding = hidden.map(FormCondition.init)
    disabling = disabled.map(FormCondition.init)
    fields = content()
  }

  /// The keys of the section's fields, in order.
  public var fieldKeys: [FieldKey] { fields.map { $0.key } }
}

// What a form's lists take besides their elements: ``ListBuilder`` lists a section's fields
// (`ListBuilder<AnyFormField<Model>>`) and a form's sections (`ListBuilder<FormSection<Model>>`).
extension ListBuilder {
  /// A field.
  @inlinable
  public static func buildExpression<Field: FormField>(_ field: Field) -> Element
  where Element == AnyFormField<Field.Model> {
    AnyFormField(field)
  }
  /// A field with validation rules.
  @inlinable
  public static func buildExpression<Inner: FormField>(_ field: ValidatedField<Inner>) -> Element
  where Element == AnyFormField<Inner.Model> {
    AnyFormField(validated: field)
  }
  /// Fields hidden while a condition holds.
  public static func buildExpression<Model>(_ group: Hidden<Model>) -> [Element]
  where Element == AnyFormField<Model> {
    group.fields
  }
  /// Fields disabled while a condition holds.
  public static func buildExpression<Model>(_ group: Disabled<Model>) -> [Element]
  where Element == AnyFormField<Model> {
    group.fields
  }
  /// A row without a value of its own.
  @inlinable
  public static func buildExpression<Row: FormElement>(_ row: Row) -> Element
  where Element == AnyFormField<Row.Model> {
    AnyFormField(row: row)
  }
  /// A section of entries the user adds, deletes and reorders.
  public static func buildExpression<Model>(_ section: MultiValueSection<Model>) -> Element
  where Element == FormSection<Model> {
    section.section
  }
}
