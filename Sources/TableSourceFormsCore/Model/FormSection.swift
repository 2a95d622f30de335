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
    @FieldBuilder<Model> content: () -> [AnyFormField<Model>]
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

/// Builds the fields of a ``FormSection`` from statements, `if`, `switch` and `for`.
///
/// Its methods are inlinable: a builder specializes for the form's model where the form is
/// written, and each statement's fields append to one array (a field is appended alone, not in
/// an array of its own), which each step consumes: a step that copied it would copy its buffer
/// to append.
@MainActor
@resultBuilder
public enum FieldBuilder<Model> {
  /// A field.
  @inlinable
  public static func buildExpression<Field: FormField>(_ field: Field) -> AnyFormField<Model>
  where Field.Model == Model {
    AnyFormField(field)
  }
  /// A field with validation rules.
  @inlinable
  public static func buildExpression<Inner: FormField>(_ field: ValidatedField<Inner>)
    -> AnyFormField<Model>
  where Inner.Model == Model {
    AnyFormField(validated: field)
  }
  /// Fields hidden while a condition holds.
  public static func buildExpression(_ group: Hidden<Model>) -> [AnyFormField<Model>] {
    group.fields
  }
  /// Fields disabled while a condition holds.
  public static func buildExpression(_ group: Disabled<Model>) -> [AnyFormField<Model>] {
    group.fields
  }
  /// A row without a value of its own.
  @inlinable
  public static func buildExpression<Row: FormRow>(_ row: Row) -> AnyFormField<Model>
  where Row.Model == Model {
    AnyFormField(row: row)
  }
  /// A block's first statement, a field. The array has room for a few more: a section's fields
  /// append to it without growing it field by field.
  @inlinable
  public static func buildPartialBlock(first field: AnyFormField<Model>) -> [AnyFormField<Model>] {
    var fields: [AnyFormField<Model>] = []
    fields.reserveCapacity(8)
    fields.append(field)
    return fields
  }
  /// The fields of a block's first statement.
  @inlinable
  public static func buildPartialBlock(first fields: [AnyFormField<Model>]) -> [AnyFormField<Model>]
  {
    fields
  }
  /// The fields so far, and the next statement's field.
  @inlinable
  public static func buildPartialBlock(
    accumulated fields: consuming [AnyFormField<Model>], next field: AnyFormField<Model>
  ) -> [AnyFormField<Model>] {
    fields.append(field)
    return fields
  }
  /// The fields so far, and those of the next statement.
  @inlinable
  public static func buildPartialBlock(
    accumulated fields: consuming [AnyFormField<Model>], next more: [AnyFormField<Model>]
  ) -> [AnyFormField<Model>] {
    fields.append(contentsOf: more)
    return fields
  }
  /// No fields: an empty block.
  @inlinable
  public static func buildBlock() -> [AnyFormField<Model>] { [] }
  /// The fields of an `if` without `else`, or none.
  @inlinable
  public static func buildOptional(_ fields: [AnyFormField<Model>]?) -> [AnyFormField<Model>] {
    fields ?? []
  }
  /// The fields of the first branch.
  @inlinable
  public static func buildEither(first fields: [AnyFormField<Model>]) -> [AnyFormField<Model>] {
    fields
  }
  /// The fields of the second branch.
  @inlinable
  public static func buildEither(second fields: [AnyFormField<Model>]) -> [AnyFormField<Model>] {
    fields
  }
  /// The fields of every iteration of a `for` loop.
  @inlinable
  public static func buildArray(_ parts: [[AnyFormField<Model>]]) -> [AnyFormField<Model>] {
    parts.flatMap { $0 }
  }
  /// The fields of an `if #available` branch.
  @inlinable
  public static func buildLimitedAvailability(_ fields: [AnyFormField<Model>])
    -> [AnyFormField<Model>]
  {
    fields
  }
}

/// Builds the sections of a ``Form`` from statements, `if`, `switch` and `for`; inlinable, as
/// ``FieldBuilder``.
@MainActor
@resultBuilder
public enum FormBuilder<Model> {
  /// A section.
  @inlinable
  public static func buildExpression(_ section: FormSection<Model>) -> FormSection<Model> {
    section
  }
  /// A section of entries the user adds, deletes and reorders.
  public static func buildExpression(_ section: MultiValueSection<Model>) -> FormSection<Model> {
    section.section
  }
  /// A block's first statement, a section.
  @inlinable
  public static func buildPartialBlock(first section: FormSection<Model>) -> [FormSection<Model>] {
    [section]
  }
  /// The sections of a block's first statement.
  @inlinable
  public static func buildPartialBlock(first sections: [FormSection<Model>]) -> [FormSection<Model>]
  {
    sections
  }
  /// The sections so far, and the next statement's section.
  @inlinable
  public static func buildPartialBlock(
    accumulated sections: consuming [FormSection<Model>], next section: FormSection<Model>
  ) -> [FormSection<Model>] {
    sections.append(section)
    return sections
  }
  /// The sections so far, and those of the next statement.
  @inlinable
  public static func buildPartialBlock(
    accumulated sections: consuming [FormSection<Model>], next more: [FormSection<Model>]
  ) -> [FormSection<Model>] {
    sections.append(contentsOf: more)
    return sections
  }
  /// No sections: an empty block.
  @inlinable
  public static func buildBlock() -> [FormSection<Model>] { [] }
  /// The sections of an `if` without `else`, or none.
  @inlinable
  public static func buildOptional(_ sections: [FormSection<Model>]?) -> [FormSection<Model>] {
    sections ?? []
  }
  /// The sections of the first branch.
  @inlinable
  public static func buildEither(first sections: [FormSection<Model>]) -> [FormSection<Model>] {
    sections
  }
  /// The sections of the second branch.
  @inlinable
  public static func buildEither(second sections: [FormSection<Model>]) -> [FormSection<Model>] {
    sections
  }
  /// The sections of every iteration of a `for` loop.
  @inlinable
  public static func buildArray(_ parts: [[FormSection<Model>]]) -> [FormSection<Model>] {
    parts.flatMap { $0 }
  }
  /// The sections of an `if #available` branch.
  @inlinable
  public static func buildLimitedAvailability(_ sections: [FormSection<Model>])
    -> [FormSection<Model>]
  {
    sections
  }
}
