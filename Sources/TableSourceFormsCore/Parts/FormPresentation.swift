import Foundation

/// The part of a ``Form`` that holds how the form is shown: the cells the table chose, the field
/// with the focus, the open inline row, the selector screen presented, the table's own calls
/// the form makes, and the rows each field shows in the table as the last update left them.
///
/// A value type, testable without a table. The form's data source stays on the form itself: its
/// row provider captures the form, which a part made before the form cannot.
@MainActor
struct FormPresentation {
  /// The cell types the fields are shown in, or `nil` before the form is shown.
  private(set) var cells: FormCells?
  /// Clears the table's selection of a row after a tap the form handled.
  private(set) var deselectRow: (@MainActor (IndexPath) -> Void)?
  /// Brings a field's row into view.
  private(set) var revealField: (@MainActor (FieldKey) -> Void)?
  /// The field whose inline row is open, if any.
  var openInlineField: FieldKey?
  /// The field being edited (the caret, the keyboard), if any.
  var focusedField: FieldKey?
  /// Presents the options of a ``SelectorField``.
  var onPresentSelector: (@MainActor (SelectorScreen) -> Void)?
  /// The selector screen presented and not yet dismissed, if any.
  private(set) var presentedSelector: SelectorScreen?
  /// Where table errors go (``Form/onTableError``).
  let tableErrors = TableErrorSink()
  /// The rows each field shows in the table, as the last update worked out from the fields
  /// left them (see `Form.showHiding(_:)`).
  var shownRowCounts: ShownRowCounts?

  /// Shows the form's fields in `cells`, with the table's own calls.
  mutating func show(
    in cells: FormCells, deselectRow: @escaping @MainActor (IndexPath) -> Void,
    revealField: @escaping @MainActor (FieldKey) -> Void
  ) {
    self.cells = cells
    self.deselectRow = deselectRow
    self.revealField = revealField
  }

  /// Keeps `screen` as the one presented (the form then calls ``onPresentSelector``).
  mutating func present(_ screen: SelectorScreen) {
    presentedSelector = screen
  }

  /// Forgets `screen` once it is dismissed, if it is the one presented.
  mutating func dismissed(_ screen: SelectorScreen) {
    if presentedSelector === screen { presentedSelector = nil }
  }

  /// What breaks the part's rules, in words; empty when it holds them.
  var invariantViolations: [String] {
    var found: [String] = []
    let shown = [cells != nil, deselectRow != nil, revealField != nil]
    if Set(shown).count > 1 {
      found.append("The form is shown in part: cells, deselection, reveal \(shown)")
    }
    if let counts = shownRowCounts,
      counts.sections.contains(where: { $0?.contains { $0 < 0 } ?? false })
    {
      found.append("A field shows a negative number of rows")
    }
    return found
  }

  /// Stops when the part breaks its rules (``invariantViolations``).
  func checkInvariants() {
    let found = invariantViolations
    precondition(found.isEmpty, "The form's presentation is inconsistent: \(found)")
  }
}
