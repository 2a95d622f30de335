import TableSourceCore

// Validation: each field's rules run when its timing says, the message shows in a row beneath
// the field (inserted and removed by diff), and `validate()` and `save()` check every field.

extension Form {
  /// Checks every enabled field's rules, shows the message of each invalid field (and removes
  /// those of valid ones), and reports the invalid fields in the form's order.
  ///
  /// - Complexity: O(n) for n fields, with their rules; one diffed update of the table.
  @discardableResult
  public func validate() -> ValidationReport {
    var failures: [ValidationReport.Failure] = []
    var messages: [FieldKey: String] = [:]
    for section in sections {
      for field in section.fields where field.isValidated && field.isEnabled {
        guard let message = field.validationMessage(in: draft) else { continue }
        messages[field.key] = message
        failures.append(ValidationReport.Failure(field: field.key, message: message))
      }
    }
    show(messages)
    return ValidationReport(failures: failures)
  }

  /// Runs a field's rules after its value changed, if its timing says so, and re-checks the
  /// fields that show a message (a confirmation waiting for its password).
  func validateAfterChange(_ key: FieldKey) {
    guard let field = field(key) else { return }
    var messages = validationMessages
    if field.isValidated {
      let timing = field.validationTiming ?? validationTiming
      let runs =
        switch timing {
        case .onChange: true
        case .onEndEditing: !field.isFocusable || messages[key] != nil
        case .onChangeAfterEndEditing: endedEditing.contains(key) || messages[key] != nil
        case .onSubmit: false
        }
      if runs { messages[key] = field.isEnabled ? field.validationMessage(in: draft) : nil }
    }
    for (shown, _) in validationMessages where shown != key {
      guard let other = self.field(shown), (other.validationTiming ?? validationTiming) != .onSubmit
      else { continue }
      messages[shown] = other.validationMessage(in: draft)
    }
    show(messages)
  }

  /// Ends the editing of a field (the focus left it): its rules run if its timing says so.
  func editingEnded(_ key: FieldKey) {
    endedEditing.insert(key)
    guard let field = field(key), field.isValidated, field.isEnabled else { return }
    let timing = field.validationTiming ?? validationTiming
    guard timing == .onEndEditing || timing == .onChangeAfterEndEditing else { return }
    var messages = validationMessages
    messages[key] = field.validationMessage(in: draft)
    show(messages)
  }

  /// Makes `messages` the ones shown: the cells of fields whose message changed are configured
  /// again, and rows appear or go by one diffed update.
  private func show(_ messages: [FieldKey: String]) {
    guard messages != validationMessages else { return }
    let before = validationMessages
    validationMessages = messages
    let changed = Set(before.keys).union(messages.keys).filter { before[$0] != messages[$0] }
    for key in changed { refreshCells(of: key) }
    if Set(before.keys) != Set(messages.keys) {
      // A table that cannot take the update now (inside one of its callbacks) gets the rows
      // with the next change of structure; the messages stay the form's either way.
      try? showStructure()
    }
  }

  /// The row beneath an invalid field: its message.
  func messageRow(of key: FieldKey) -> AnyRow {
    guard let cells else { return AnyRow(EmptyFieldRow()) }
    return displayRow(cells.message, key: FieldKey(messageOf: key), in: self) { [weak self] in
      ValidationMessageContent(text: self?.validationMessages[key] ?? "")
    }
  }
}

/// What the row beneath an invalid field shows: the message of the rule its value fails.
public struct ValidationMessageContent: Hashable, Sendable {
  /// The message.
  public var text: String
}
