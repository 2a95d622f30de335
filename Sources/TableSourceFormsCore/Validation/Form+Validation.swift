import TableSourceCore

// Validation: each field's rules run when its timing says, the message shows in a row beneath
// the field (inserted and removed by diff), and `validate()` and `save()` check every field.
// Asynchronous rules run after the synchronous ones pass; the newest value's check wins.

extension Form {
  /// Checks the rules of every field that takes validation (not disabled, not hidden), shows the
  /// message of each invalid field (and removes those of valid ones), and reports the invalid
  /// fields in the form's order. A field whose asynchronous check has not answered for its value
  /// is reported pending, and its check starts if none runs; ``validationsFinished()`` waits for
  /// the answers.
  ///
  /// - Complexity: O(n) for n fields, with their rules; one diffed update of the table.
  @discardableResult
  public func validate() -> ValidationReport {
    var failures: [ValidationReport.Failure] = []
    var pending: [FieldKey] = []
    var messages: [FieldKey: String] = [:]
    for section in sections {
      for field in section.fields where takesValidation(field, in: section) {
        let key = field.key
        if let message = runRules(of: field) {
          messages[key] = message
          failures.append(ValidationReport.Failure(field: key, message: message))
        } else if validation.runningChecks[key] != nil {
          pending.append(key)
        }
      }
    }
    show(messages)
    checkInvariantsInDebugBuilds()
    return ValidationReport(failures: failures, pending: pending)
  }

  /// Waits until no asynchronous check runs: their answers are then shown.
  public func validationsFinished() async {
    while let check = validation.runningChecks.values.first {
      await check.task.value
    }
  }

  /// Runs a field's rules after its value changed, if its timing says so, and re-checks the
  /// fields that show a message (a confirmation waiting for its password). A running
  /// asynchronous check of the old value is cancelled either way.
  func validateAfterChange(_ key: FieldKey) {
    guard let field = field(key) else { return }
    cancelCheck(key)
    var messages = validationMessages
    if field.isValidated || hasUnparsedText(key) || messages[key] != nil {
      let timing = field.validationTiming ?? validationTiming
      let runs =
        switch timing {
        case .onChange: true
        case .onEndEditing: !field.isFocusable || messages[key] != nil
        case .onChangeAfterEndEditing: validation.endedEditing.contains(key) || messages[key] != nil
        case .onSubmit: false
        }
      if runs { messages[key] = takesValidation(key) ? runRules(of: field) : nil }
    }
    for (shown, _) in validationMessages where shown != key {
      guard let other = self.field(shown), (other.validationTiming ?? validationTiming) != .onSubmit
      else { continue }
      messages[shown] = runRules(of: other)
    }
    show(messages)
  }

  /// Ends the editing of a field (the focus left it): its rules run if its timing says so.
  func editingEnded(_ row: FieldKey) {
    // A list's entry ends the editing of its list.
    let key = row.owner
    validation.endedEditing.insert(key)
    guard takesValidation(key), let field = field(key) else { return }
    let timing = field.validationTiming ?? validationTiming
    guard timing == .onEndEditing || timing == .onChangeAfterEndEditing else { return }
    var messages = validationMessages
    messages[key] = runRules(of: field)
    show(messages)
  }

  /// Whether a field's rules run: it has some, and it is enabled, and no condition hides or
  /// disables it.
  private func takesValidation(_ field: AnyFormField<Model>, in section: FormSection<Model>)
    -> Bool
  {
    (field.isValidated || hasUnparsedText(field.key)) && field.isEnabled
      && !isHidden(field, in: section) && !isDisabled(field, in: section)
  }

  /// Whether a row of the field shows text that does not parse.
  ///
  /// - Complexity: O(u) for u rows with such text: almost always none.
  func hasUnparsedText(_ key: FieldKey) -> Bool {
    !editing.unparsedText.isEmpty && editing.unparsedText.keys.contains { $0.owner == key }
  }

  /// The message of the field's first row whose text does not parse, in the form's order of
  /// rows, or `nil`.
  private func unparsedMessage(_ key: FieldKey) -> String? {
    guard hasUnparsedText(key) else { return nil }
    if let message = editing.unparsedText[key] { return message }
    return entryKeys(of: key).lazy.compactMap { self.editing.unparsedText[$0] }.first
  }

  /// Whether the field with `key` takes validation.
  private func takesValidation(_ key: FieldKey) -> Bool {
    guard let place = places[key] else { return false }
    let section = sections[place.section]
    return takesValidation(section.fields[place.row], in: section)
  }

  /// A field's message from its synchronous rules; when they pass, its asynchronous check of
  /// the value starts (unless one runs, or answered, for it), and the message is `nil` meanwhile.
  private func runRules(of field: AnyFormField<Model>) -> String? {
    let key = field.key
    if let message = unparsedMessage(key) ?? field.validationMessage(in: draft) {
      cancelCheck(key)
      return message
    }
    if let result = validation.asyncResults[key], field.isUnchanged(result.value, draft) {
      return result.message
    }
    if validation.runningChecks[key] == nil { startCheck(of: field) }
    return nil
  }

  /// Starts the asynchronous check of a field's value, if it has one.
  ///
  /// - Returns: Whether a check started.
  @discardableResult
  private func startCheck(of field: AnyFormField<Model>) -> Bool {
    guard let check = field.asyncValidation(in: draft) else { return false }
    let key = field.key
    let value = field.read(draft)
    let number = validation.nextCheckNumber()
    let task = Task { [weak self] in
      let message = await check()
      // A newer value's check, or a cancel, replaced this one: its answer is never shown.
      guard let self, !Task.isCancelled,
        validation.finish(key, number: number, value: value, message: message)
      else { return }
      var messages = validationMessages
      messages[key] = message
      refreshCells(of: key)
      show(messages)
    }
    validation.runningChecks[key] = RunningCheck(task: task, number: number)
    refreshCells(of: key)
    return true
  }

  /// Cancels the running asynchronous check of a field, if any: its answer will not show.
  func cancelCheck(_ key: FieldKey) {
    guard let check = validation.runningChecks.removeValue(forKey: key) else { return }
    check.task.cancel()
    refreshCells(of: key)
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
      showStructureReporting()
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

/// An asynchronous check that runs, and its number: a newer check of the field has a higher one.
struct RunningCheck {
  let task: Task<Void, Never>
  let number: Int
}

/// What the row beneath an invalid field shows: the message of the rule its value fails.
public struct ValidationMessageContent: Hashable, Sendable {
  /// The message.
  public var text: String
}
