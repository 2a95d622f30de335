// Inline rows: a row that opens beneath its field's row when the user taps it (an inline
// picker), by diff. At most one is open; opening another closes the first in the same batch.

extension Form {
  /// Opens the inline row of the field with `key`, closing any other, or closes it if it is
  /// open: one diffed batch update. Fields without an inline row, disabled ones and hidden ones
  /// (a condition's, or their section's) open nothing. A condition that disables or hides a
  /// field closes its open inline row.
  ///
  /// - Throws: The table's errors; the form then keeps the rows it had.
  public func toggleInlineRow(of key: FieldKey) throws {
    // An open row always closes; a row opens for an enabled field a condition neither hides nor
    // disables.
    if openInlineField == key { return try setOpenInlineField(nil) }
    guard let field = field(key), field.isEnabled, !isHidden(key), !isDisabled(key),
      field.makeInlineRow(self) != nil
    else { return }
    try setOpenInlineField(key)
  }

  /// Closes the open inline row, if any.
  public func closeInlineRow() throws {
    try setOpenInlineField(nil)
  }

  private func setOpenInlineField(_ key: FieldKey?) throws {
    guard key != openInlineField else { return }
    defer { checkInvariantsInDebugBuilds() }
    let previous = openInlineField
    openInlineField = key
    do {
      try showStructure()
    } catch {
      openInlineField = previous
      throw error
    }
    // The rows of the fields whose inline row opened or closed show it (`▴`/`▾`).
    for parent in [previous, key].compactMap({ $0 }) { refreshCells(of: parent) }
  }
}
