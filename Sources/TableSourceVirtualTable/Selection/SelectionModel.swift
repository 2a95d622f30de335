/// Which rows are selected, and whether the table's settings allow selecting one or several in
/// its current mode (rules 6.1–6.6). Rows are global indexes of the table's layout.
///
/// The model decides nothing about callbacks or cells: the table asks it whether a selection is
/// allowed, changes it, and mirrors each change on the live cell of the row.
struct SelectionModel {
  /// The selected rows.
  private(set) var rows: Set<Int> = []
  /// Whether rows can be selected outside editing mode (rule 6.1).
  var allowsSelection = true
  /// Whether several rows can be selected outside editing mode.
  var allowsMultipleSelection = false
  /// Whether rows can be selected in editing mode.
  var allowsSelectionDuringEditing = false
  /// Whether several rows can be selected in editing mode.
  var allowsMultipleSelectionDuringEditing = false
  /// Whether the table is in editing mode, which picks the settings that apply.
  var isEditing = false

  /// Whether a row may be selected in the current mode.
  var isAllowed: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

  /// Whether several rows may be selected at once in the current mode.
  var allowsMultiple: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// Whether a row is selected.
  func contains(_ row: Int) -> Bool { rows.contains(row) }

  /// Selects or deselects a row.
  mutating func set(_ selected: Bool, row: Int) {
    if selected { rows.insert(row) } else { rows.remove(row) }
  }

  /// Deselects every row without telling anyone: a reload forgets the selection (rule 6.6).
  mutating func removeAll() { rows.removeAll() }

  /// Moves the selection through a batch update: each selected row goes where `newIndex` says,
  /// and a row without a new index (deleted or reloaded) is deselected (rule 6.5).
  ///
  /// - Complexity: O(s) for s selected rows.
  mutating func remap(_ newIndex: (Int) -> Int?) {
    rows = Set(rows.compactMap(newIndex))
  }

  /// Checks that every selected row exists in a table of `rowCount` rows.
  func checkInvariants(rowCount: Int) {
    for row in rows {
      precondition(
        row >= 0 && row < rowCount, "Selected row \(row) is past the layout's \(rowCount)")
    }
  }
}
