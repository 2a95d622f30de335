import Foundation

extension Form {
  /// A tap on the row of a field with an inline row: opens or closes it. The table's delegate
  /// call cannot throw; an update the table rejects leaves the form as it was.
  func tapped(_ key: FieldKey, at indexPath: IndexPath) {
    deselectRow?(indexPath)
    try? toggleInlineRow(of: key)
  }

  /// Ends a tap the form handled: the row does not stay selected.
  func tapHandled(at indexPath: IndexPath) {
    deselectRow?(indexPath)
  }

  /// Closes the inline row after the user chose in it.
  func closeInlineRowAfterChoice() {
    try? closeInlineRow()
  }
}
