// Conditions: `Hidden` groups and hidden sections. Each condition records the fields it reads;
// a change of a field evaluates only the conditions that read it, and a change of what is hidden
// reaches the table as one batch update: worked out from the fields when only fields are shown or
// hidden, diffed from the form's snapshot when sections are.

extension Form {
  /// Evaluates every condition of the form's structure and indexes them by the fields they
  /// read: when the form is built, and when its structure changes.
  ///
  /// - Complexity: O(c) for c conditions, with what they read.
  func indexConditions() {
    conditions.clearIndex()
    var seen: Set<ObjectIdentifier> = []
    func index(_ condition: FormCondition<Model>?, hides: Bool) {
      guard let condition else { return }
      let id = ObjectIdentifier(condition)
      if hides { conditions.hiding.insert(id) } else { conditions.disabling.insert(id) }
      guard seen.insert(id).inserted else { return }
      evaluate(condition)
      // The index was emptied above: a condition that reads what it read before (one kept
      // through a change of structure) is filed again, or no change would evaluate it.
      conditions.file(condition, reading: condition.reads)
    }
    // Most fields have no condition: the walk allocates nothing for them.
    var sectionIndex = -1
    for section in sections {
      sectionIndex += 1
      index(section.hiding, hides: true)
      index(section.disabling, hides: false)
      if let condition = section.disabling {
        conditions.disablingIndex.sections[sectionIndex] = condition
      }
      for field in section.fields where field.hiding != nil || field.disabling != nil {
        index(field.hiding?.condition, hides: true)
        if let hiding = field.hiding {
          let id = ObjectIdentifier(hiding.condition)
          if conditions.sectionsHidingFields[id]?.last != sectionIndex {
            conditions.sectionsHidingFields[id, default: []].append(sectionIndex)
          }
        }
        index(field.disabling, hides: false)
        if let condition = field.disabling {
          conditions.disablingIndex.fields[field.key] = condition
        }
        if field.hiding?.clearsValue == true { conditions.clearsHiddenValues = true }
      }
    }
  }

  /// Whether a ``Disabled`` condition (the field's, or its section's) disables a field, or the
  /// field a row belongs to.
  func isDisabled(_ key: FieldKey) -> Bool {
    guard let place = places[key.owner] else { return false }
    return isDisabled(sections[place.section].fields[place.row], in: sections[place.section])
  }

  /// Whether a field is hidden, or the field a row belongs to: by its own condition or by its
  /// section's.
  func isHidden(_ key: FieldKey) -> Bool {
    guard let place = places[key.owner] else { return false }
    return isHidden(sections[place.section].fields[place.row], in: sections[place.section])
  }

  /// Whether a field of `section` is hidden, by its own condition or by the section's.
  func isHidden(_ field: AnyFormField<Model>, in section: FormSection<Model>) -> Bool {
    section.hiding?.value == true || field.hiding?.condition.value == true
  }

  /// Whether a field of `section` is disabled, by its own condition or by the section's.
  func isDisabled(_ field: AnyFormField<Model>, in section: FormSection<Model>) -> Bool {
    section.disabling?.value == true || field.disabling?.value == true
  }

  /// Evaluates the conditions that read `key` after it changed; if what is hidden changed, the
  /// table follows by one batch update.
  func conditionsRead(_ key: FieldKey) {
    guard let readers = conditions.reading[key] else { return }
    var changed: Set<ObjectIdentifier> = []
    // The draft does not change while the conditions are evaluated: what one reads, the others
    // find in the memo.
    let memo = ReadMemo()
    for (id, condition) in readers where evaluate(condition, memo: memo) { changed.insert(id) }
    guard !changed.isEmpty else { return }
    focusConditionsChanged(changed)
    // Each walk is over the whole form: only the one whose kind of condition changed runs. Rows
    // that go because fields were disabled (an open inline row, a message) go in the batch that
    // shows and hides fields, if there is one.
    let disabled =
      !changed.isDisjoint(with: conditions.disabling) && disablingChanged(changed)
    if !changed.isDisjoint(with: conditions.hiding) {
      hidingChanged(changed, restructure: disabled)
    } else if disabled && !defersStructure {
      showStructureReporting()
    }
  }

  /// After conditions that disable fields changed: the cells of the fields they disable show it,
  /// a disabled field loses the focus, its open inline row, its message and its check.
  ///
  /// - Returns: Whether rows must go from the table (an inline row, a message).
  private func disablingChanged(_ changed: Set<ObjectIdentifier>) -> Bool {
    var rowsGo = false
    func affected(_ condition: FormCondition<Model>?) -> Bool {
      condition.map { changed.contains(ObjectIdentifier($0)) } ?? false
    }
    for section in sections {
      let whole = affected(section.disabling)
      for field in section.fields where whole || affected(field.disabling) {
        let key = field.key
        if isDisabled(key) {
          if focusedField == key { endEditing() }
          if openInlineField == key {
            openInlineField = nil
            rowsGo = true
          }
          cancelCheck(key)
          if validationMessages.removeValue(forKey: key) != nil { rowsGo = true }
        }
        refreshCells(of: key)
      }
    }
    return rowsGo
  }

  /// Evaluates a condition, and files it under the fields it now reads if they changed.
  ///
  /// - Returns: Whether its result changed.
  @discardableResult
  private func evaluate(_ condition: FormCondition<Model>, memo: ReadMemo? = nil) -> Bool {
    let before = condition.reads
    let (changed, readsChanged) = condition.evaluate(editing.draft, memo: memo)
    conditions.evaluations += 1
    // Most evaluations read what they read before: the index stays as it is, and is not copied
    // while ``conditionsRead(_:)`` walks a copy of it.
    guard readsChanged else { return changed }
    conditions.unfile(condition, reading: before)
    conditions.file(condition, reading: condition.reads)
    return changed
  }

  /// After fields were hidden or shown: an open inline row, the focus and a validation message
  /// of a hidden field go; values hidden with `clearsValues` go back to the original's; then the
  /// table shows the form by one batch update (``showHiding(_:)``).
  private func hidingChanged(_ changed: Set<ObjectIdentifier>, restructure: Bool) {
    if let open = openInlineField, isHidden(open) { openInlineField = nil }
    if let focused = focusedField, isHidden(focused) { endEditing() }
    let hiddenMessages = validationMessages.keys.filter(isHidden)
    for key in hiddenMessages {
      validationMessages[key] = nil
      cancelCheck(key)
      refreshCells(of: key)
    }
    for key in Array(validation.runningChecks.keys) where isHidden(key) { cancelCheck(key) }
    // Clearing a value can hide or show other fields in turn; a cycle of conditions stops here.
    var cleared = false
    if conditions.clearsHiddenValues && conditions.hidingDepth < 8 {
      conditions.hidingDepth += 1
      defer { conditions.hidingDepth -= 1 }
      for section in sections {
        for field in section.fields
        where field.hiding?.clearsValue == true && isHidden(field.key)
          && field.differs(draft, original)
        {
          // Read before the change: the draft is being changed while the closure runs.
          let value = field.read(editing.original)
          update(field.key) { field.assign(&$0, value) }
          cleared = true
        }
      }
    }
    // A hide nested in the clearing of an outer one, or one field of a cancel, leaves the table
    // to the change it is part of, which diffs the whole form once it ends: a partial update now
    // would show this hide before the others.
    guard !defersStructure else { return }
    // Values cleared may have changed more than the conditions in `changed`: the diff finds it.
    do {
      if cleared || restructure { try showStructure() } else { try showHiding(changed) }
    } catch {
      reportTableError(error)
    }
  }
}
