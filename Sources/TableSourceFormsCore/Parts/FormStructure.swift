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

  /// Sections checked (``checked(_:draft:original:)``), with their fields' places and their
  /// titles: what ``adopt(_:)`` takes.
  struct Checked {
    var sections: [FormSection<Model>]
    var places: [FieldKey: FieldPlace]
    var titles: [String: (header: String?, footer: String?)]
  }

  /// Sections with an identity each (untitled ones get `#1`, `#2`, …), their fields by key and
  /// their titles by identity, after checking that identities and keys are unique and that every
  /// field can hold its value in `draft` (``checkValues(of:draft:original:)``), and finds its
  /// element in `original` too when given.
  ///
  /// - Throws: ``FormError/duplicateSectionID(_:)``, ``FormError/duplicateFieldKey(_:)``, and
  ///   the errors of ``checkValues(of:draft:original:)``.
  /// - Complexity: O(n) for n fields.
  mutating func checked(_ newSections: [FormSection<Model>], draft: Model, original: Model?)
    throws -> Checked
  {
    var sections = newSections
    var titles = [String: (header: String?, footer: String?)](minimumCapacity: sections.count)
    // The sections are read in place, through the buffer: this code is not specialized for the
    // model, and a copy of a section (or of a field, see ``SectionShape``) goes through its type's
    // witnesses, retaining all it holds.
    let places = try sections.withUnsafeMutableBufferPointer { sections in
      var fieldCount = 0
      for index in sections.indices { fieldCount += sections[index].fields.count }
      var places = [FieldKey: FieldPlace](minimumCapacity: fieldCount)
      for index in sections.indices {
        if sections[index].id.isEmpty {
          untitledSections += 1
          sections[index].id = "#\(untitledSections)"
        }
        #if TABLESOURCE_INTERNAL_CHECKS
          let section = sections[index]
          precondition(
            section.entries.map { list in section.fields.contains { $0.key == list.key } } ?? true,
            "A section shows a list of entries without its add row")
        #endif
        let id = sections[index].id
        guard titles.updateValue((sections[index].title, sections[index].footer), forKey: id) == nil
        else { throw FormError.duplicateSectionID(id) }
        let duplicate = sections[index].fields.withUnsafeBufferPointer { fields -> FieldKey? in
          for row in fields.indices {
            let key = fields[row].key
            if places.updateValue(FieldPlace(section: index, row: row), forKey: key) != nil {
              return key
            }
          }
          return nil
        }
        if let duplicate { throw FormError.duplicateFieldKey(duplicate.description) }
      }
      return places
    }
    try Self.checkValues(of: sections, draft: draft, original: original)
    return Checked(sections: sections, places: places, titles: titles)
  }

  /// Checks that every field of `sections` can hold its value in `draft`, and that `draft`, and
  /// `original` when given, hold the element each field bound to an array's element reads.
  ///
  /// - Throws: ``FormError/indexOutOfRange(_:count:)`` for the first field whose element an
  ///   array does not hold, ``FormError/valueRefused(field:reason:)`` for the first that cannot
  ///   hold its value.
  /// - Complexity: O(n) for n fields; a value is read only for a field that checks values.
  private static func checkValues(
    of sections: [FormSection<Model>], draft: Model, original: Model?
  ) throws(FormError) {
    // The walk reads the models in place: a copy per field would retain what a model holds.
    // The fields are read in place, through the buffer (see ``SectionShape``).
    let checksOriginal = original != nil
    let error: FormError? = withUnsafePointer(to: draft) { model in
      withUnsafePointer(to: original ?? draft) { kept in
        for section in sections {
          let error = section.fields.withUnsafeBufferPointer { fields -> FormError? in
            for index in fields.indices {
              let reader = fields[index].reader
              if let (index, count) = reader.missingElement(at: model) {
                return .indexOutOfRange(index, count: count)
              }
              if checksOriginal, let (index, count) = reader.missingElement(at: kept) {
                return .indexOutOfRange(index, count: count)
              }
              if reader.checksValues, let reason = reader.refusal(at: model) {
                return .valueRefused(field: fields[index].key.description, reason: reason)
              }
            }
            return nil
          }
          if let error { return error }
        }
        return nil
      }
    }
    if let error { throw error }
  }

  /// Checks that `model` holds every element a field is bound to.
  ///
  /// - Throws: ``FormError/indexOutOfRange(_:count:)`` for an array too short.
  /// - Complexity: O(a) for a arrays whose elements fields are bound to.
  mutating func checkElements(in model: Model) throws(FormError) {
    let bounds = elementBounds
    let sections = sections
    let missing = withUnsafePointer(to: model) { model in
      bounds.lazy.compactMap { sections[$0.section].fields[$0.row].reader }
        .compactMap { $0.missingElement(at: model) }.first
    }
    if let (index, count) = missing { throw FormError.indexOutOfRange(index, count: count) }
  }

  /// Makes checked sections the structure, and drops what was worked out from the old.
  ///
  /// - Complexity: O(n) for n fields (their shapes).
  mutating func adopt(_ checked: Checked) {
    sections = checked.sections
    places = checked.places
    titles = checked.titles
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
