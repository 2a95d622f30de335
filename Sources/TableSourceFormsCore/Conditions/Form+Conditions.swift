// Conditions: `Hidden` groups and hidden sections. Each condition records the fields it reads;
// a change of a field evaluates only the conditions that read it, and a change of what is hidden
// reaches the table as one diffed update.

extension Form {
  /// Evaluates every condition of the form's structure and indexes them by the fields they
  /// read: when the form is built, and when its structure changes.
  ///
  /// - Complexity: O(c) for c conditions, with what they read.
  func indexConditions() {
    conditionsReading = [:]
    var seen: Set<ObjectIdentifier> = []
    for section in sections {
      if let condition = section.hiding, seen.insert(ObjectIdentifier(condition)).inserted {
        evaluate(condition)
      }
      for field in section.fields {
        guard let condition = field.hiding?.condition,
          seen.insert(ObjectIdentifier(condition)).inserted
        else { continue }
        evaluate(condition)
      }
    }
  }

  /// Whether a field is hidden: by its own condition or by its section's.
  func isHidden(_ key: FieldKey) -> Bool {
    guard let place = places[key] else { return false }
    let section = sections[place.section]
    return section.hiding?.value == true
      || section.fields[place.row].hiding?.condition.value == true
  }

  /// Evaluates the conditions that read `key` after it changed; if what is hidden changed, the
  /// table follows by one diffed update.
  func conditionsRead(_ key: FieldKey) {
    guard let readers = conditionsReading[key] else { return }
    var changed = false
    for condition in readers.values where evaluate(condition) { changed = true }
    guard changed else { return }
    hidingChanged()
  }

  /// Evaluates a condition, and files it under the fields it now reads.
  ///
  /// - Returns: Whether its result changed.
  @discardableResult
  private func evaluate(_ condition: FormCondition<Model>) -> Bool {
    let id = ObjectIdentifier(condition)
    for key in condition.reads { conditionsReading[key]?[id] = nil }
    let changed = condition.evaluate(draft)
    conditionEvaluations += 1
    for key in condition.reads { conditionsReading[key, default: [:]][id] = condition }
    return changed
  }

  /// After fields were hidden or shown: an open inline row, the focus and a validation message
  /// of a hidden field go; values hidden with `clearsValues` go back to the original's; then the
  /// table shows the form by one diffed update.
  private func hidingChanged() {
    if let open = openInlineField, isHidden(open) { openInlineField = nil }
    if let focused = focusedField, isHidden(focused) { endEditing() }
    let hiddenMessages = validationMessages.keys.filter(isHidden)
    for key in hiddenMessages {
      validationMessages[key] = nil
      cancelCheck(key)
      refreshCells(of: key)
    }
    for key in Array(runningChecks.keys) where isHidden(key) { cancelCheck(key) }
    // Clearing a value can hide or show other fields in turn; a cycle of conditions stops here.
    if hidingDepth < 8 {
      hidingDepth += 1
      defer { hidingDepth -= 1 }
      for section in sections {
        for field in section.fields
        where field.hiding?.clearsValue == true && isHidden(field.key)
          && field.differs(draft, original)
        {
          update(field.key) { _ = field.write(&$0, field.read(original)) }
        }
      }
    }
    try? showStructure()
  }
}
