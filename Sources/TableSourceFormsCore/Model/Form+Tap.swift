import Foundation

extension Form {
  /// A tap on the row of a field with an inline row: opens or closes it. The table's delegate
  /// call cannot throw: an update the table rejects leaves the form as it was, and its error
  /// goes to ``onTableError``.
  func tapped(_ key: FieldKey, at indexPath: IndexPath) {
    presentation.deselectRow?(indexPath)
    guard !isDisabled(key) else { return }
    do { try toggleInlineRow(of: key) } catch { reportTableError(error) }
  }

  /// Ends a tap the form handled: the row does not stay selected.
  ///
  /// - Returns: Whether the tap may act: not on a field a ``Disabled`` condition disables.
  func tapHandled(_ key: FieldKey, at indexPath: IndexPath) -> Bool {
    presentation.deselectRow?(indexPath)
    return !isDisabled(key)
  }

  /// Closes the inline row after the user chose in it.
  func closeInlineRowAfterChoice() {
    do { try closeInlineRow() } catch { reportTableError(error) }
  }
}
