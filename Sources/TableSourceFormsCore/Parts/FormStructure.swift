/// The part of a ``Form`` that holds its structure: the sections and their fields, where each
/// field is, the sections' titles, and the identities of the entries of each list; with what is
/// worked out from them and kept until they change (the fields' shapes, the arrays' element
/// bounds, the focus order's counts, the entries' positions).
///
/// A value type, testable without a form or a table. Its sections change only all at once
/// (``adopt(_:places:titles:)``), which drops everything worked out from the old ones.
@MainActor
struct FormStructure<Model> {
  /// The form's sections, in order.
  private(set) var sections: [FormSection<Model>] = []
  /// The sections and fields as the row layout reads them, one per section.
  private(set) var shapes: [SectionShape] = []
  /// Where each field is, by key: its section's index and its own in the section.
  private(set) var places: [FieldKey: FieldPlace] = [:]
  /// Each section's header and footer titles, by identity.
  private(set) var titles: [String: (header: String?, footer: String?)] = [:]
  /// ``elementBounds`` once worked out for ``places``; `nil` until something asks.
  private var knownElementBounds: [FieldPlace]?
  /// How many untitled sections got an identity.
  var untitledSections = 0
  /// The identities of each ``MultiValueSection``'s entries, in order, by the list's key: one
  /// per entry of its array in the draft.
  var entryTokens: [FieldKey: [Int]] = [:] {
    // No `oldValue`: a change of one list's identities is made in place.
    didSet {
      entryTokensVersion &+= 1
      focusLayout?.entriesChanged = true
    }
  }
  /// Counts the changes of ``entryTokens``: the positions of a list's entries, kept, are known
  /// to be complete while it has not changed.
  private(set) var entryTokensVersion = 0
  /// Where each entry is in its list, by its identity, by the list's key, with the
  /// ``entryTokensVersion`` they were worked out at.
  var entryPositions: [FieldKey: (version: Int, positions: [Int: Int])] = [:]
  /// How many entry identities have been handed out.
  private(set) var entryTokensMade = 0
  /// The focus order's counts, made when a move first needs them after the structure changed.
  var focusLayout: FocusLayout?

  /// Makes `sections` the structure, with their fields' places and their titles (as
  /// `Form.checked(_:elementsAlsoIn:)` found them), and drops what was worked out from the old.
  ///
  /// - Complexity: O(n) for n fields (their shapes).
  mutating func adopt(
    _ sections: [FormSection<Model>], places: [FieldKey: FieldPlace],
    titles: [String: (header: String?, footer: String?)]
  ) {
    self.sections = sections
    self.places = places
    self.titles = titles
    // Read in place, through the buffer (see ``SectionShape``).
    shapes = sections.withUnsafeBufferPointer { buffer in
      var shapes: [SectionShape] = []
      shapes.reserveCapacity(buffer.count)
      for index in buffer.indices { shapes.append(SectionShape(buffer[index])) }
      return shapes
    }
    knownElementBounds = nil
    focusLayout = nil
    entryPositions = [:]
  }

  /// The field with a key.
  ///
  /// - Complexity: O(1).
  func field(_ key: FieldKey) -> AnyFormField<Model>? {
    places[key].map { sections[$0.section].fields[$0.row] }
  }

  /// A new entry identity, never handed out before.
  mutating func makeEntryToken() -> Int {
    entryTokensMade += 1
    return entryTokensMade
  }

  /// For each array whose elements fields are bound to, the field bound to its last element:
  /// the array must keep that many elements while the form shows the fields. Worked out when a
  /// change that could shorten an array first asks after a change of structure, not when the
  /// form is built (grouping the fields by array hashes each array's key path).
  ///
  /// - Complexity: O(n) for n fields the first time after a change of structure, O(1) then.
  var elementBounds: [FieldPlace] {
    mutating get {
      if let known = knownElementBounds { return known }
      var last: [AnyKeyPath: (index: Int, place: FieldPlace)] = [:]
      for (key, place) in places {
        guard let (array, index) = key.arrayElement else { continue }
        if let known = last[array], known.index >= index { continue }
        last[array] = (index, place)
      }
      let bounds = last.values.map(\.place)
      knownElementBounds = bounds
      return bounds
    }
  }

  /// What breaks the part's rules, in words; empty when it holds them.
  ///
  /// - Complexity: O(n) for n fields and entries.
  var invariantViolations: [String] {
    var found: [String] = []
    if shapes.count != sections.count {
      found.append("\(shapes.count) shapes for \(sections.count) sections")
    }
    if titles.count != sections.count {
      found.append("\(titles.count) sections' titles for \(sections.count) sections")
    }
    var fieldCount = 0
    for (index, section) in sections.enumerated() {
      if titles[section.id] == nil { found.append("The section \(section.id) has no titles") }
      if index < shapes.count, shapes[index].fields.count != section.fields.count {
        found.append("The shape of section \(section.id) has another number of fields")
      }
      for (row, field) in section.fields.enumerated() {
        fieldCount += 1
        let place = places[field.key]
        if place?.section != index || place?.row != row {
          found.append("The field \(field.key) is not where its place says")
        }
      }
    }
    if places.count != fieldCount {
      found.append("\(places.count) places for \(fieldCount) fields")
    }
    var tokens: Set<Int> = []
    for (list, entries) in entryTokens {
      if places[list] == nil { found.append("The entries of \(list) belong to no field") }
      for token in entries where !tokens.insert(token).inserted || token > entryTokensMade {
        found.append("The entry identity \(token) of \(list) is not unique")
      }
    }
    return found
  }

  /// Stops when the part breaks its rules (``invariantViolations``).
  func checkInvariants() {
    let found = invariantViolations
    precondition(found.isEmpty, "The form's structure is inconsistent: \(found)")
  }
}
