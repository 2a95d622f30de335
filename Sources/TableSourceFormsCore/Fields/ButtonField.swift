public import TableSourceCore

/// What a button row's cell shows.
public struct ButtonContent: Hashable, Sendable {
  /// The button's title.
  public var title: String
  /// Whether the action destroys something (drawn in red).
  public var isDestructive: Bool
  /// Whether the user can tap it.
  public var isEnabled: Bool
}

/// A row that runs an action when tapped (Former's button row, Eureka's `ButtonRow`). It has no
/// value: its key is a name.
///
/// ```swift
/// ButtonField("sign-out", "Sign out", isDestructive: true) { form in session.signOut() }
/// ```
@MainActor
public struct ButtonField<Model>: FormElement {
  /// The row's identity.
  public let key: FieldKey
  /// What the cell shows.
  public var content: ButtonContent
  /// Whether the user can tap it.
  public var isEnabled: Bool { content.isEnabled }
  private let action: @MainActor (Form<Model>) -> Void

  /// A button named `name`, running `action` with the form when tapped.
  public init(
    _ name: String, _ title: String, isDestructive: Bool = false, isEnabled: Bool = true,
    action: @escaping @MainActor (Form<Model>) -> Void
  ) {
    key = FieldKey(name: name)
    content = ButtonContent(title: title, isDestructive: isDestructive, isEnabled: isEnabled)
    self.action = action
  }

  /// The button's row, in the cell ``FormCells/button`` names; a tap runs the action.
  public func makeRow(in form: Form<Model>) -> AnyRow {
    guard let cells = form.cells else { return AnyRow(EmptyFieldRow()) }
    let (content, action) = (content, action)
    return displayRow(cells.button, key: key, in: form) { content }
      .selectable(content.isEnabled)
      .onSelect { [weak form] event in
        guard let form, content.isEnabled else { return }
        guard form.tapHandled(key, at: event.indexPath) else { return }
        action(form)
      }
  }
}
