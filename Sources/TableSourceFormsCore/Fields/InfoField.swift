public import TableSourceCore

/// What an information row's cell shows: a title and a value the user reads but does not edit.
public struct InfoContent: Hashable, Sendable {
  /// The title.
  public var title: String
  /// The value, formatted.
  public var value: String
}

/// A row that shows a value of the model, read-only (Former's label row, Eureka's `LabelRow`).
///
/// ```swift
/// InfoField(\.memberSince, "Member since") { $0.formatted(date: .abbreviated, time: .omitted) }
/// ```
@MainActor
public struct InfoField<Model, Value: Equatable>: FormField {
  /// Where the value lives in the model. The field never writes it.
  public let binding: WritableKeyPath<Model, Value>
  /// The field's identity.
  public let key: FieldKey
  /// The title.
  public var title: String
  /// An information row is never edited.
  public var isEnabled: Bool { false }
  private let format: @MainActor (Value) -> String

  /// An information row, with the value formatted by `format` (its description by default).
  public init(
    _ binding: WritableKeyPath<Model, Value>, _ title: String, key: FieldKey? = nil,
    format: @escaping @MainActor (Value) -> String = { String(describing: $0) }
  ) {
    self.binding = binding
    self.key = key ?? FieldKey(binding)
    self.title = title
    self.format = format
  }

  /// The row showing the field, in the cell ``FormCells/info`` names.
  public func makeRow(in form: Form<Model>) -> AnyRow {
    guard let cells = form.cells else { return AnyRow(EmptyFieldRow()) }
    let (binding, title, format) = (binding, title, format)
    return displayRow(cells.info, key: key, in: form) { [weak form] in
      InfoContent(title: title, value: form.map { format($0.draft[keyPath: binding]) } ?? "")
    }
  }
}
