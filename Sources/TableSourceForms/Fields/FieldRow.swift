import TableSourceCore
import TableSourceVirtualTable

/// A cell that shows one kind of field: what it must show (`Content`) and the input it reports
/// (`Input`), as Former's `TextFieldFormableRow` and friends define a kind.
///
/// The form hands the cell the content each time it is configured, with a binding that takes the
/// user's input until the cell is reused. Bring your own cells (a `UITableViewCell` in an app)
/// by conforming them; TableSource ships one for the virtual table per kind.
@MainActor
public protocol FieldCell<Content, Input>: AnyObject {
  /// What the cell shows: a value type such as ``TextFieldContent``.
  associatedtype Content
  /// What the user's input sets: the text of a text field, the state of a toggle.
  associatedtype Input

  /// Shows `content`, and reports the user's input to `binding` until the cell is reused (drop
  /// the binding in `prepareForReuse`).
  func show(_ content: Content, binding: FieldBinding<Input>)
}

/// The row of a field: its identity is the field's key, and configuring a cell shows the field's
/// value as the form holds it now, never as it was when the row was made.
struct FieldRow<Cell: FieldCell>: TableViewRow {
  let id: FieldKey
  let content: @MainActor () -> Cell.Content
  let bind: @MainActor (_ refresh: @escaping @MainActor () -> Void) -> FieldBinding<Cell.Input>

  func configure(_ cell: Cell) {
    let binding = bind { [weak cell] in
      guard let cell else { return }
      configure(cell)
    }
    cell.show(content(), binding: binding)
  }

  /// The form configures a field's cell itself when its value changes, so a diff never needs
  /// to refresh one.
  func isContentEqual(to other: FieldRow) -> Bool { true }
}

/// The row for a key no field has: never shown (the form's snapshot lists only its fields).
struct EmptyFieldRow: TableViewRow {
  let id = "TableSourceForms.EmptyFieldRow"
  func configure(_ cell: TableViewCell) {}
}

/// The row of a field with an inline row: its title and value, and whether the inline row is
/// open; a tap opens or closes it.
@MainActor
func inlineFieldRow<Model, Parent: FieldCell>(
  _ parent: Parent.Type, key: FieldKey, title: String, isEnabled: Bool, in form: Form<Model>,
  value: @escaping @MainActor (Form<Model>) -> String
) -> AnyRow where Parent.Content == InlineValueContent, Parent.Input == Never {
  FieldRow<Parent>(
    id: key,
    content: { [weak form] in
      InlineValueContent(
        title: title, value: form.map(value) ?? "", isOpen: form?.openInlineField == key,
        isEnabled: isEnabled)
    },
    bind: { [weak form] refresh in
      guard let form else { return .ended(key) }
      return form.bindCell(key, write: { _ in }, refresh: refresh)
    }
  )
  .onSelect { [weak form] event in form?.tapped(key, at: event.indexPath) }
}
