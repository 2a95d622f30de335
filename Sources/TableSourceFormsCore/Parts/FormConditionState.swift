/// The part of a ``Form`` that indexes its conditions: which conditions read each field, which
/// sections hold the fields a condition hides, which conditions hide and which disable, and how
/// deep the changes that hiding makes have nested.
///
/// A value type, testable without a form or a table: `Form+Conditions.swift` fills it from the
/// form's sections and evaluates the conditions it lists.
struct FormConditionState<Model> {
  /// The conditions that read each field, by the field's key: a change of the field evaluates
  /// these and no others.
  var reading: [FieldKey: [ObjectIdentifier: FormCondition<Model>]] = [:]
  /// For each condition that hides fields (not whole sections), the sections those fields are
  /// in, in order: a change of the condition shows or hides rows of these sections only.
  var sectionsHidingFields: [ObjectIdentifier: [Int]] = [:]
  /// How many times the form has evaluated a condition.
  var evaluations = 0
  /// How deep changes that hiding made (clearing values) have nested.
  var hidingDepth = 0
  /// How many changes of many fields at once are running (``Form/cancel()``): they show the
  /// form's structure in the table once, when they end, not after each field.
  var structureDeferrals = 0
  /// The conditions that hide fields or sections.
  var hiding: Set<ObjectIdentifier> = []
  /// The conditions that disable fields or sections.
  var disabling: Set<ObjectIdentifier> = []
  /// The conditions that disable fields, by field and by section, as the focus order reads them.
  var disablingIndex = DisablingIndex()
  /// Whether a hidden group puts its fields' values back (`clearsValues`).
  var clearsHiddenValues = false

  /// Whether a change of structure waits for the change it is part of to end, which shows the
  /// whole form: a hide nested in the clearing of another, or one field of ``Form/cancel()``.
  var defersStructure: Bool { hidingDepth > 0 || structureDeferrals > 0 }

  /// Forgets the index, before it is made again from the form's sections; the count of
  /// evaluations stays.
  mutating func clearIndex() {
    reading = [:]
    sectionsHidingFields = [:]
    hiding = []
    disabling = []
    clearsHiddenValues = false
    disablingIndex = DisablingIndex()
  }

  /// Files `condition` under each field it reads.
  mutating func file(_ condition: FormCondition<Model>, reading keys: some Sequence<FieldKey>) {
    let id = ObjectIdentifier(condition)
    for key in keys { reading[key, default: [:]][id] = condition }
  }

  /// Takes `condition` out of the lists of the fields `keys`.
  mutating func unfile(_ condition: FormCondition<Model>, reading keys: some Sequence<FieldKey>) {
    let id = ObjectIdentifier(condition)
    for key in keys { reading[key]?[id] = nil }
  }

  /// What breaks the part's rules, in words; empty when it holds them.
  var invariantViolations: [String] {
    var found: [String] = []
    if hidingDepth < 0 || structureDeferrals < 0 {
      found.append("A nesting count is negative")
    }
    for (key, conditions) in reading {
      for id in conditions.keys where !hiding.contains(id) && !disabling.contains(id) {
        found.append("A condition reading \(key) neither hides nor disables")
      }
    }
    for (id, sections) in sectionsHidingFields {
      if !hiding.contains(id) { found.append("A condition hiding fields is not a hiding one") }
      if zip(sections, sections.dropFirst()).contains(where: { $0 >= $1 }) {
        found.append("The sections a condition hides fields in are not in order: \(sections)")
      }
    }
    return found
  }

  /// Stops when the part breaks its rules (``invariantViolations``).
  func checkInvariants() {
    let found = invariantViolations
    precondition(found.isEmpty, "The form's conditions are inconsistent: \(found)")
  }
}
