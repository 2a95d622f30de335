// The form's consistency checks: each part's own, then the rules between parts. Debug builds
// with internal checks run them after each public mutation; other builds compile them to nothing.

extension Form {
  /// Stops when a part breaks its rules (each part's `checkInvariants()`), or the parts
  /// disagree (``invariantViolations``).
  ///
  /// - Complexity: O(n) for n fields.
  package func checkInvariants() {
    editing.checkInvariants()
    structure.checkInvariants()
    validation.checkInvariants()
    conditions.checkInvariants()
    presentation.checkInvariants()
    subscriptions.checkInvariants()
    let found = invariantViolations
    precondition(found.isEmpty, "The form's parts disagree: \(found)")
  }

  /// Runs ``checkInvariants()`` in builds with `TABLESOURCE_INTERNAL_CHECKS`, as each public
  /// mutation does; does nothing otherwise.
  @inline(__always)
  func checkInvariantsInDebugBuilds() {
    #if TABLESOURCE_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }

  /// What the parts disagree on, in words; empty when they agree: the field with the focus, with
  /// an open inline row or with a message is one of the form's, and a check runs only for a
  /// field of the form.
  ///
  /// - Complexity: O(m + c) for m messages and c checks running.
  var invariantViolations: [String] {
    var found: [String] = []
    if let open = presentation.openInlineField, structure.places[open] == nil {
      found.append("The inline row of \(open) is open, which is no field of the form")
    }
    if let focused = presentation.focusedField, !rowExists(focused) {
      found.append("The focus is on \(focused), which is no row of the form")
    }
    for key in validation.messages.keys where structure.places[key] == nil {
      found.append("A message is kept for \(key), which is no field of the form")
    }
    for key in validation.runningChecks.keys where structure.places[key] == nil {
      found.append("A check runs for \(key), which is no field of the form")
    }
    return found
  }
}
