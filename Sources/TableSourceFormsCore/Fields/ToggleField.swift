public import TableSourceCore

/// What a toggle's cell shows.
public struct ToggleContent: Hashable, Sendable {
  /// The field's title.
  public var title: String
  /// Whether the toggle is on.
  public var isOn: Bool
  /// Whether the user can switch it.
  public var isEnabled: Bool
  /// How it is drawn: a switch, or a check mark the user taps the row to set.
  public var style: ToggleStyle = .switch
}

/// How a Boolean field is drawn.
public enum ToggleStyle: Hashable, Sendable {
  /// A switch (UIKit's `UISwitch`).
  case `switch`
  /// A check mark, set and cleared by tapping the row (a check row).
  case checkmark
}

/// A field the user switches on and off.
///
/// ```swift
/// ToggleField(\.isPublic, "Public profile")
/// ```
@MainActor
public struct ToggleField<Model>: FormField {
  /// Where the value lives in the model.
  public let binding: WritableKeyPath<Model, Bool>
  /// The field's identity.
  public let key: FieldKey
  /// The field's title.
  public var title: String
  /// Whether the user can switch it.
  public var isEnabled: Bool
  /// A switch, or a check mark the user taps the row to set.
  public var style: ToggleStyle

  /// A toggle: a switch, or with `style: .checkmark` a check row.
  public init(
    _ binding: WritableKeyPath<Model, Bool>, _ title: String, style: ToggleStyle = .switch,
    isEnabled: Bool = true, key: FieldKey? = nil
  ) {
    self.binding = binding
    self.key = key ?? FieldKey(binding)
    self.title = title
    self.style = style
    self.isEnabled = isEnabled
  }

  /// The row showing the field, in the cell ``FormCells/toggle`` names.
  public func makeRow(in form: Form<Model>) -> AnyRow {
    guard let cells = form.cells else { return AnyRow(EmptyFieldRow()) }
    return makeRow(in: form, cell: cells.toggle)
  }

  private func makeRow<Cell: FieldCell>(in form: Form<Model>, cell: Cell.Type) -> AnyRow
  where Cell.Content == ToggleContent, Cell.Input == Bool {
    let (key, binding, title, isEnabled, style) = (key, binding, title, isEnabled, style)
    let row = AnyRow(
      FieldRow<Cell>(
        id: key,
        content: { [weak form] in
          ToggleContent(
            title: title, isOn: form?.draft[keyPath: binding] ?? false, isEnabled: isEnabled,
            style: style)
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
    guard style == .checkmark else { return row }
    // A check row: a tap on the row sets or clears the mark.
    return row.selectable(isEnabled).onSelect { [weak form] event in
      guard let form, isEnabled else { return }
      guard form.tapHandled(key, at: event.indexPath) else { return }
      form.update(key) { $0[keyPath: binding].toggle() }
    }
  }
}

extension ToggleField where Model == FormValues {
  /// A toggle of a form built at run time, bound to the value named `name` (off until set).
  public init(
    _ name: String, _ title: String, style: ToggleStyle = .switch, isEnabled: Bool = true
  ) {
    self.init(
      \FormValues.[key: name, default: false], title, style: style, isEnabled: isEnabled,
      key: FieldKey(name: name))
  }
}
