/// The part of a ``Form`` that holds what validation found: the messages shown, the fields whose
/// editing ended, the asynchronous checks running and their last results.
///
/// A value type, testable without a form or a table; ``Form/validate()`` and the checks after a
/// change (in `Form+Validation.swift`) change it.
struct FormValidationState {
  /// When fields without a timing of their own run their validation rules.
  var timing: ValidationTiming = .onChangeAfterEndEditing
  /// The message each invalid field shows, by key.
  var messages: [FieldKey: String] = [:]
  /// The fields whose editing has ended at least once.
  var endedEditing: Set<FieldKey> = []
  /// The asynchronous check running for each field, the newest: an older one was cancelled.
  var runningChecks: [FieldKey: RunningCheck] = [:]
  /// The last asynchronous result of each field, with the value it was for.
  var asyncResults: [FieldKey: (value: Any, message: String?)] = [:]
  /// How many asynchronous checks have started: each one's number tells it from a newer one.
  var checksStarted = 0

  /// A number for a check about to start, newer than every check's before it.
  mutating func nextCheckNumber() -> Int {
    checksStarted += 1
    return checksStarted
  }

  /// Keeps the answer of check `number` of `key`, when it is still the field's newest: its
  /// value and message become the field's last result.
  ///
  /// - Returns: Whether the answer was kept.
  mutating func finish(_ key: FieldKey, number: Int, value: Any, message: String?) -> Bool {
    guard runningChecks[key]?.number == number else { return false }
    runningChecks[key] = nil
    asyncResults[key] = (value, message)
    return true
  }

  /// Forgets every message, result and check (the checks' tasks are cancelled by their owner).
  mutating func reset() {
    endedEditing = []
    asyncResults = [:]
    messages = [:]
  }

  /// What breaks the part's rules, in words; empty when it holds them.
  var invariantViolations: [String] {
    var found: [String] = []
    for (key, check) in runningChecks where check.number > checksStarted || check.number < 1 {
      found.append("The check of \(key) has number \(check.number), not one of \(checksStarted)")
    }
    let numbers = Set(runningChecks.values.map(\.number))
    if numbers.count != runningChecks.count {
      found.append("Two running checks share a number")
    }
    return found
  }

  /// Stops when the part breaks its rules (``invariantViolations``).
  func checkInvariants() {
    let found = invariantViolations
    precondition(found.isEmpty, "The form's validation state is inconsistent: \(found)")
  }
}
