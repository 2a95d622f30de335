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
public struct InfoField<Model, Value: Equatable, Cell: FieldCell>: FormField
where Cell.Content == InfoContent, Cell.Input == Never {
  /// Where the value lives in the model. The field never writes it.
  public let binding: WritableKeyPath<Model, Value>
  /// The field's identity.
  public let key: FieldKey
  /// The title.
  public var title: String
  /// An information row is never edited.
  public var isEnabled: Bool { false }
  private let format: @MainActor (Value) -> String

  /// An information row shown in cells of type `cell`.
  public init(
    _ binding: WritableKeyPath<Model, Value>, _ title: String, key: FieldKey? = nil,
    cell: Cell.Type, format: @escaping @MainActor (Value) -> String
  ) {
    self.binding = binding
    self.key = key ?? FieldKey(binding)
    self.title = title
    self.format = format
  }

  /// The row showing the field.
  public func makeRow(in form: Form<Model>) -> AnyRow {
    let (key, binding, title, format) = (key, binding, title, format)
    return AnyRow(
      FieldRow<Cell>(
        id: key,
        content: { [weak form] in
          InfoContent(title: title, value: form.map { format($0.draft[keyPath: binding]) } ?? "")
        },
        bind: { [weak form] refresh in
          guard let form else { return .ended(key) }
          return form.bindCell(key, write: { _ in }, refresh: refresh)
        }))
  }
}

extension InfoField where Cell == InfoCell {
  /// An information row shown in TableSource's ``InfoCell``, with the value formatted by
  /// `format`.
  public init(
    _ binding: WritableKeyPath<Model, Value>, _ title: String,
    format: @escaping @MainActor (Value) -> String
  ) {
    self.init(binding, title, cell: InfoCell.self, format: format)
  }
}

extension InfoField where Cell == InfoCell, Value: CustomStringConvertible {
  /// An information row shown in TableSource's ``InfoCell``, with the value's description.
  public init(_ binding: WritableKeyPath<Model, Value>, _ title: String) {
    self.init(binding, title, cell: InfoCell.self, format: \.description)
  }
}
