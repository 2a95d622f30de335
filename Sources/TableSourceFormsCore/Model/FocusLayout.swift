/// The focus order as counts over slots: each section's list's entries (one slot for them all),
/// then each of its fields, in the form's order; a slot counts the rows that take the focus now:
/// a field's 1 while it is focusable and no condition hides or disables it, a list's the number
/// of its entries while no condition hides or disables the list.
///
/// Made from the form's structure (``SectionShape``), and kept while it stands: conditions whose
/// results changed, and lists whose entries did, are marked, and
/// ``recount(_:places:disabling:entryTokens:)`` counts their slots again. Like the row layout,
/// this code is not generic over the form's model: it reads the fields' shapes in place.
@MainActor
struct FocusLayout {
  /// The slots' counts.
  var counts: FocusCounts
  /// Each slot's key: its field's, or the list's for a list's entries.
  let keys: [FieldKey]
  /// Whether each slot is a list's entries.
  let isEntries: [Bool]
  /// The slot of each section's first field, by the section's index.
  let firstFieldSlot: [Int]
  /// The slot of each list's entries, by the list's key.
  let entrySlots: [FieldKey: Int]
  /// The slots whose counts a condition's result changes, by the condition's identity: the
  /// slots of the focusable fields it hides or disables (all of a section's, for a section's),
  /// and of a list's entries when it hides or disables the list's field.
  let slotsReading: [ObjectIdentifier: [Int]]
  /// The conditions whose results changed since the slots were last counted.
  var changedConditions: Set<ObjectIdentifier> = []
  /// Whether lists' entries changed since the slots were last counted.
  var entriesChanged = false

  /// The layout of the sections `shapes`, whose fields are at `places`, disabled by the
  /// conditions `disabling` holds, and whose lists have the entries `entryTokens` holds.
  ///
  /// - Complexity: O(n) for n fields, with their conditions.
  init(
    _ shapes: [SectionShape], places: [FieldKey: FieldPlace], disabling: DisablingIndex,
    entryTokens: [FieldKey: [Int]]
  ) {
    let fieldCount = shapes.reduce(0) { $0 + $1.fields.count }
    var keys: [FieldKey] = []
    var isEntries: [Bool] = []
    var counts: [Int] = []
    var firstFieldSlot: [Int] = []
    var entrySlots: [FieldKey: Int] = [:]
    keys.reserveCapacity(fieldCount + entryTokens.count)
    isEntries.reserveCapacity(fieldCount + entryTokens.count)
    counts.reserveCapacity(fieldCount + entryTokens.count)
    firstFieldSlot.reserveCapacity(shapes.count)
    for (index, section) in shapes.enumerated() {
      if let list = section.list {
        entrySlots[list] = keys.count
        keys.append(list)
        isEntries.append(true)
        counts.append(
          Self.entryCount(
            list, shapes, places, disabling, entries: entryTokens[list]?.count ?? 0))
      }
      firstFieldSlot.append(keys.count)
      let sectionOff = Self.isOff(section: index, shapes, disabling)
      Self.forEachField(of: section) { field in
        keys.append(field.pointee.key)
        isEntries.append(false)
        counts.append(
          field.pointee.isFocusable && !sectionOff && Self.isAvailable(field, disabling) ? 1 : 0)
      }
    }
    // The conditions each slot's count reads: its field's and its section's, and for a list's
    // entries, those of the list's field and of its section.
    var slotsReading: [ObjectIdentifier: [Int]] = [:]
    for (index, section) in shapes.enumerated() {
      let sectionConditions = [section.hiding, disabling.sections[index]].compactMap { $0 }
      var slot = firstFieldSlot[index]
      Self.forEachField(of: section) { field in
        defer { slot += 1 }
        // Most fields have no condition: they are passed over (with a look-up of the fields
        // disabled by a group, if any).
        let disabler = disabling.fields.isEmpty ? nil : disabling.fields[field.pointee.key]
        guard field.pointee.hidingID != nil || disabler != nil || !sectionConditions.isEmpty
        else { return }
        var slots: [Int] = []
        if field.pointee.isFocusable { slots.append(slot) }
        if !entrySlots.isEmpty, let entries = entrySlots[field.pointee.key] {
          slots.append(entries)
        }
        guard !slots.isEmpty else { return }
        let conditions = [field.pointee.hiding, disabler].compactMap { $0 } + sectionConditions
        for condition in conditions {
          slotsReading[ObjectIdentifier(condition), default: []].append(contentsOf: slots)
        }
      }
    }
    self.counts = FocusCounts(counts)
    self.keys = keys
    self.isEntries = isEntries
    self.firstFieldSlot = firstFieldSlot
    self.entrySlots = entrySlots
    self.slotsReading = slotsReading
  }

  /// Counts again the slots of the conditions marked changed, and the lists' entries if they
  /// changed; `shapes`, `places`, `disabling` and `entryTokens` are the form's, whose structure
  /// made the layout.
  ///
  /// - Complexity: O(s log n) for s slots the marked conditions count in, plus O(l log n) for l
  ///   lists when entries changed.
  mutating func recount(
    _ shapes: [SectionShape], places: [FieldKey: FieldPlace], disabling: DisablingIndex,
    entryTokens: [FieldKey: [Int]]
  ) {
    if !changedConditions.isEmpty {
      let changed = changedConditions
      changedConditions = []
      for id in changed {
        for slot in slotsReading[id] ?? [] {
          let key = keys[slot]
          let count =
            isEntries[slot]
            ? Self.entryCount(
              key, shapes, places, disabling, entries: entryTokens[key]?.count ?? 0)
            : Self.fieldCount(key, shapes, places, disabling)
          counts.set(count, at: slot)
        }
      }
    }
    if entriesChanged {
      entriesChanged = false
      for (list, slot) in entrySlots {
        counts.set(
          Self.entryCount(
            list, shapes, places, disabling, entries: entryTokens[list]?.count ?? 0),
          at: slot)
      }
    }
  }

  /// The count of a field's slot now: 1 while it takes the focus, else 0.
  private static func fieldCount(
    _ key: FieldKey, _ shapes: [SectionShape], _ places: [FieldKey: FieldPlace],
    _ disabling: DisablingIndex
  ) -> Int {
    guard let place = places[key] else { return 0 }
    return withField(at: place, in: shapes) { field in
      field.pointee.isFocusable && !isOff(section: place.section, shapes, disabling)
        && isAvailable(field, disabling) ? 1 : 0
    } ?? 0
  }

  /// The count of a list's entries' slot now: their number, while no condition hides or
  /// disables the list's field.
  private static func entryCount(
    _ list: FieldKey, _ shapes: [SectionShape], _ places: [FieldKey: FieldPlace],
    _ disabling: DisablingIndex, entries: Int
  ) -> Int {
    guard let place = places[list] else { return entries }
    let available =
      withField(at: place, in: shapes) { field in
        !isOff(section: place.section, shapes, disabling) && isAvailable(field, disabling)
      } ?? true
    return available ? entries : 0
  }

  /// Whether a section's own condition hides it or disables its fields now.
  private static func isOff(section: Int, _ shapes: [SectionShape], _ disabling: DisablingIndex)
    -> Bool
  {
    shapes[section].isHidden
      || (!disabling.sections.isEmpty && disabling.sections[section]?.value == true)
  }

  /// Whether no ``Hidden`` or ``Disabled`` group of a field hides or disables it now.
  private static func isAvailable(_ field: UnsafePointer<FieldShape>, _ disabling: DisablingIndex)
    -> Bool
  {
    field.pointee.hiding?.value != true
      && (disabling.fields.isEmpty || disabling.fields[field.pointee.key]?.value != true)
  }

  /// Calls `body` with each field of `section`, read in place.
  private static func forEachField(
    of section: SectionShape, _ body: (UnsafePointer<FieldShape>) -> Void
  ) {
    section.fields.withUnsafeBufferPointer { buffer in
      guard let first = buffer.baseAddress else { return }
      for field in first..<first + buffer.count { body(field) }
    }
  }

  /// `body` of the field at `place`, read in place; `nil` when there is no such field.
  private static func withField<Result>(
    at place: FieldPlace, in shapes: [SectionShape], _ body: (UnsafePointer<FieldShape>) -> Result
  ) -> Result? {
    guard shapes.indices.contains(place.section),
      shapes[place.section].fields.indices.contains(place.row)
    else { return nil }
    return shapes[place.section].fields.withUnsafeBufferPointer { buffer in
      body(buffer.baseAddress! + place.row)
    }
  }
}

/// The conditions that disable fields, by the field's key (a ``Disabled`` group's) and by the
/// section's index (a section's `disabled:`), as their results, without the model type: the
/// form files them when it indexes its conditions, and the focus order reads them only for the
/// fields that have one, rather than each field's condition through the field's generic type.
@MainActor
struct DisablingIndex {
  var fields: [FieldKey: ConditionResult] = [:]
  var sections: [Int: ConditionResult] = [:]
}
