/// The part of a ``Form`` that holds the values: the model as given or last saved, the model as
/// edited, and text typed into fields that is not their value's own text.
///
/// A value type, testable without a form or a table: ``Form`` holds one and calls
/// ``checkInvariants()`` after each public mutation in debug builds with internal checks.
struct FormDraft<Model> {
  /// The model as given, or as last saved.
  var original: Model
  /// The model as the user has edited it.
  var draft: Model
  /// Text typed into a row that is not its value's own text: `"1."` for the number 1, or text
  /// that does not parse (`"4O"` in a number field).
  var pendingText: [FieldKey: String] = [:]
  /// The rows whose text does not parse, with the message their field shows: the field is
  /// invalid until the text parses or the value is set another way. Each has its text in
  /// ``pendingText``.
  var unparsedText: [FieldKey: String] = [:]

  /// A draft of `model`, unchanged.
  init(_ model: Model) {
    original = model
    draft = model
  }

  /// Changes the draft by `change`, and keeps `text` as the text `row` shows (`nil`: the value's
  /// own text).
  ///
  /// - Returns: Whether the row's text did not parse before: it does now.
  /// - Complexity: O(1) besides `change`.
  mutating func edit(_ row: FieldKey, showing text: String?, _ change: (inout Model) -> Void)
    -> Bool
  {
    change(&draft)
    pendingText[row] = text
    return unparsedText.removeValue(forKey: row) != nil
  }

  /// Keeps text typed into `row` that does not parse, with the message its field shows.
  mutating func keepUnparsed(_ text: String, in row: FieldKey, message: String) {
    pendingText[row] = text
    unparsedText[row] = message
  }

  /// Forgets the text kept for a row.
  mutating func dropText(of row: FieldKey) {
    pendingText[row] = nil
    unparsedText[row] = nil
  }

  /// Keeps only the text of the rows `exists` says are still there.
  mutating func keepText(where exists: (FieldKey) -> Bool) {
    pendingText = pendingText.filter { exists($0.key) }
    unparsedText = unparsedText.filter { exists($0.key) }
  }

  /// Makes the draft the original: text that parses goes, as the value shows it now; text that
  /// does not parse stays with its row.
  mutating func save() {
    original = draft
    pendingText = pendingText.filter { unparsedText[$0.key] != nil }
  }

  /// Puts the draft back to the original, without any typed text.
  mutating func revert() {
    draft = original
    pendingText = [:]
    unparsedText = [:]
  }

  /// What breaks the part's rules, in words; empty when it holds them.
  var invariantViolations: [String] {
    var found: [String] = []
    for key in unparsedText.keys where pendingText[key] == nil {
      found.append("The unparsed text of \(key) is not kept as its row's text")
    }
    return found
  }

  /// Stops when the part breaks its rules (``invariantViolations``).
  func checkInvariants() {
    let found = invariantViolations
    precondition(found.isEmpty, "The form's draft is inconsistent: \(found)")
  }
}
