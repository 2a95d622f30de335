public import TableSourceCore

/// What a toggle's cell shows.
public struct ToggleContent: Hashable, Sendable {
  /// The field's title.
  public var title: String
  /// Whether the toggle is on.
  public var isOn: Bool
  /// Whether the user can switch it.
  public var isEnabled: Bool
}

/// A field the user switches on and off.
///
/// ```swift
/// ToggleField(\.isPublic, "Public profile")
/// ```
@MainActor
public struct ToggleField<Model, Cell: FieldCell>: FormField
where Cell.Content == ToggleContent, Cell.Input == Bool {
  /// Where the value lives in the model.
  public let binding: WritableKeyPath<Model, Bool>
  /// The field's identity.
  public let key: FieldKey
  /// The field's title.
  public var title: String
  /// Whether the user can switch it.
  public var isEnabled: Bool

  /// A toggle shown in cells of type `cell`.
  public init(
    _ binding: WritableKeyPath<Model, Bool>, _ title: String, isEnabled: Bool = true,
    key: FieldKey? = nil, cell: Cell.Type
  ) {
    self.binding = binding
    self.key = key ?? FieldKey(binding)
    self.title = title
    self.isEnabled = isEnabled
  }

  /// The row showing the field.
  public func makeRow(in form: Form<Model>) -> AnyRow {
    let (key, binding, title, isEnabled) = (key, binding, title, isEnabled)
    return AnyRow(
      FieldRow<Cell>(
        id: key,
        content: { [weak form] in
          ToggleContent(
            title: title, isOn: form?.draft[keyPath: binding] ?? false, isEnabled: isEnabled)
        },
        bind: { [weak form] refresh in
          guard let form else { return .ended(key) }
          return form.bindCell(
            key,
            write: { [weak form] isOn in
              guard let form, isEnabled else { return }
              form.update(key) { $0[keyPath: binding] = isOn }
            }, refresh: refresh)
        }))
  }
}

extension ToggleField where Cell == ToggleCell {
  /// A toggle shown in TableSource's ``ToggleCell``.
  public init(_ binding: WritableKeyPath<Model, Bool>, _ title: String, isEnabled: Bool = true) {
    self.init(binding, title, isEnabled: isEnabled, cell: ToggleCell.self)
  }
}

extension ToggleField where Model == FormValues, Cell == ToggleCell {
  /// A toggle of a form built at run time, bound to the value named `name` (off until set).
  public init(_ name: String, _ title: String, isEnabled: Bool = true) {
    self.init(
      \FormValues.[key: name, default: false], title, isEnabled: isEnabled,
      key: FieldKey(name: name), cell: ToggleCell.self)
  }
}
