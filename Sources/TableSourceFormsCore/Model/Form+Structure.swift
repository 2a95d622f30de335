public import TableSourceCore

// Changing a form's sections and fields while it is shown: every change is checked as the form
// was when built, then reaches the table as one diffed batch update, validated like any other.
// If either check fails, the form and the table stay as they were.

extension Form {
  /// Inserts a section at `index`.
  ///
  /// - Throws: ``FormError/indexOutOfRange(_:count:)``, the errors of building a form
  ///   (duplicate keys or identities), and the table's if it rejects the update.
  /// - Complexity: O(n) for n fields: the form's snapshot is diffed with the table's.
  public func insertSection(_ section: FormSection<Model>, at index: Int) throws {
    guard (0...sections.count).contains(index) else {
      throw FormError.indexOutOfRange(index, count: sections.count + 1)
    }
    var newSections = sections
    newSections.insert(section, at: index)
    try restructure(newSections)
  }

  /// Adds a section after the last one.
  public func appendSection(_ section: FormSection<Model>) throws {
    try insertSection(section, at: sections.count)
  }

  /// Removes the section with identity `id`, and its fields. Their values stay in the draft.
  ///
  /// - Throws: ``FormError/unknownSection(_:)``, and the table's errors.
  public func removeSection(id: String) throws {
    guard let index = sections.firstIndex(where: { $0.id == id }) else {
      throw FormError.unknownSection(id)
    }
    var newSections = sections
    newSections.remove(at: index)
    try restructure(newSections)
  }

  /// Inserts fields at `index` among the fields of the section with identity `id`.
  ///
  /// - Throws: ``FormError/unknownSection(_:)``, ``FormError/indexOutOfRange(_:count:)``,
  ///   ``FormError/duplicateFieldKey(_:)``, and the table's errors.
  public func insertFields(
    at index: Int, inSection id: String,
    @ListBuilder<AnyFormField<Model>> _ content: () -> [AnyFormField<Model>]
  ) throws {
    guard let section = sections.firstIndex(where: { $0.id == id }) else {
      throw FormError.unknownSection(id)
    }
    guard (0...sections[section].fields.count).contains(index) else {
      throw FormError.indexOutOfRange(index, count: sections[section].fields.count + 1)
    }
    var newSections = sections
    newSections[section].fields.insert(contentsOf: content(), at: index)
    try restructure(newSections)
  }

  /// Removes the field with `key`. Its value stays in the draft. The key of a
  /// ``MultiValueSection``'s array removes the list: its entries' rows with its add row.
  ///
  /// - Throws: ``FormError/unknownField(_:)``, and the table's errors.
  public func removeField(_ key: FieldKey) throws {
    guard let section = sections.firstIndex(where: { $0.fieldKeys.contains(key) }) else {
      throw FormError.unknownField(key.description)
    }
    var newSections = sections
    newSections[section].fields.removeAll { $0.key == key }
    if newSections[section].entries?.key == key { newSections[section].entries = nil }
    try restructure(newSections)
  }
}

extension Form {
  /// Moves the field with `key` to `index` among the fields of the section with identity `id`
  /// (its index once it has left its place). Its open inline row moves with it; the add row of
  /// a ``MultiValueSection`` moves with its list's entries, which a section shows before its
  /// fields.
  ///
  /// - Throws: ``FormError/unknownField(_:)``, ``FormError/unknownSection(_:)``,
  ///   ``FormError/indexOutOfRange(_:count:)``, ``FormError/sectionHasList(_:)`` for a list
  ///   moved to a section that shows another, and the table's errors.
  public func moveField(_ key: FieldKey, to index: Int, inSection id: String) throws {
    guard let from = sections.firstIndex(where: { $0.fieldKeys.contains(key) }),
      let field = field(key)
    else { throw FormError.unknownField(key.description) }
    var newSections = sections
    newSections[from].fields.removeAll { $0.key == key }
    guard let to = newSections.firstIndex(where: { $0.id == id }) else {
      throw FormError.unknownSection(id)
    }
    guard (0...newSections[to].fields.count).contains(index) else {
      throw FormError.indexOutOfRange(index, count: newSections[to].fields.count + 1)
    }
    newSections[to].fields.insert(field, at: index)
    if from != to, let entries = newSections[from].entries, entries.key == key {
      guard newSections[to].entries == nil else { throw FormError.sectionHasList(id) }
      (newSections[from].entries, newSections[to].entries) = (nil, entries)
    }
    try restructure(newSections)
  }
}
