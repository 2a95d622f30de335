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
  public let location: FieldLocation<Model, Bool>
  /// Where the value lives in the model, as a key path (see ``FieldLocation/keyPath``).
  public var binding: WritableKeyPath<Model, Bool> { location.keyPath }
  /// The field's identity.
  public let key: FieldKey
  /// The field's title.
  public var title: String
  /// Whether the user can switch it.
  public var isEnabled: Bool
  /// A switch, or a check mark the user taps the row to set.
  public var style: ToggleStyle

  /// A toggle: a switch, or with `style: .checkmark` a check row.
  @inlinable
  public init(
    _ binding: WritableKeyPath<Model, Bool>, _ title: String, style: ToggleStyle = .switch,
    isEnabled: Bool = true, key: FieldKey? = nil
  ) {
    self.init(FieldLocation(binding), title, style: style, isEnabled: isEnabled, key: key)
  }

  /// A toggle bound to the element at `index` of the array at `array`, for a form generated
  /// from data: its key is ``FieldKey/init(_:at:)``.
  @inlinable
  public init(
    _ array: WritableKeyPath<Model, [Bool]>, at index: Int, _ title: String,
    style: ToggleStyle = .switch, isEnabled: Bool = true
  ) {
    self.init(FieldLocation(array, at: index), title, style: style, isEnabled: isEnabled)
  }

  /// A toggle at `location`: a key path, or an array's element.
  @inlinable
  public init(
    _ location: FieldLocation<Model, Bool>, _ title: String, style: ToggleStyle = .switch,
    isEnabled: Bool = true, key: FieldKey? = nil
  ) {
    self.location = location
    self.key = key ?? location.key
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
    let (key, location, title, isEnabled, style) = (key, location, title, isEnabled, style)
    let row = valueRow(key, cell: cell, in: form) { isOn in
      ToggleContent(title: title, isOn: isOn ?? false, isEnabled: isEnabled, style: style)
    }
    guard style == .checkmark else { return row }
    // A check row: a tap on the row sets or clears the mark.
    return row.selectable(isEnabled).onSelect { [weak form] event in
      guard let form, isEnabled else { return }
      guard form.tapHandled(key, at: event.indexPath) else { return }
      form.update(key) { location.modify(&$0) { $0.toggle() } }
    }
  }
}

extension ToggleField: InputField {
  /// A switch's input is the state it sets.
  func value(for isOn: Bool, from current: Bool) -> Bool? { isOn }
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
