import Foundation
import TableSourceCore

// The entries of `MultiValueSection`s: each entry has an identity (a token) that stays with it
// while entries are added, deleted and moved, so the table animates the right row and no cell
// shows another entry's text. The user deletes with the table's commit (rule 7.2) and moves
// with its reorder controls (rule 7.3); the data source's handlers are set while the form has a
// list.

extension Form {
  /// The list of the ``MultiValueSection`` with key `list`, if the form has it.
  func entries(of list: FieldKey) -> ListEntries<Model>? {
    guard let place = places[list], let entries = sections[place.section].entries,
      entries.key == list
    else { return nil }
    return entries
  }

  /// The keys of a list's entries' rows, in order.
  func entryKeys(of list: FieldKey) -> [FieldKey] {
    (structure.entryTokens[list] ?? []).map { FieldKey(entry: $0, of: list) }
  }

  /// The index of an entry in its list's array, from its row's key.
  ///
  /// - Complexity: O(1), but O(k) for k entries in the list the first time after the lists'
  ///   entries changed (their positions are worked out again).
  func entryIndex(_ key: FieldKey) -> Int? {
    guard let (list, token) = key.entry, let tokens = structure.entryTokens[list] else {
      return nil
    }
    if let known = structure.entryPositions[list] {
      // A position kept is checked: the entry may have moved since.
      if let index = known.positions[token], index < tokens.count, tokens[index] == token {
        return index
      }
      if known.version == structure.entryTokensVersion { return nil }
    }
    var positions = [Int: Int](minimumCapacity: tokens.count)
    for (index, token) in tokens.enumerated() { positions[token] = index }
    structure.entryPositions[list] = (structure.entryTokensVersion, positions)
    return positions[token]
  }

  /// Whether a row the form showed still exists: a field's, or an entry's still in its list.
  func rowExists(_ key: FieldKey) -> Bool {
    if key.entry != nil { return entryIndex(key) != nil }
    return places[key.owner] != nil
  }

  /// Gives every list one identity per entry of its array in the draft, keeping those it had
  /// (by position), and drops the identities of lists the form no longer has; then lets the
  /// table edit and move entries if the form has lists.
  func matchEntries() {
    var lists: Set<FieldKey> = []
    for section in sections {
      if let entries = section.entries {
        lists.insert(entries.key)
        matchEntries(of: entries.key)
      }
    }
    for list in Array(structure.entryTokens.keys) where !lists.contains(list) {
      structure.entryTokens[list] = nil
    }
    letTableEditEntries(!lists.isEmpty)
  }

  /// Gives a list one identity per entry of its array in the draft: those it had stay with the
  /// entries at their positions, new entries get new ones.
  ///
  /// - Returns: Whether the identities changed (the array's length did).
  @discardableResult
  func matchEntries(of list: FieldKey) -> Bool {
    guard let entries = entries(of: list) else { return false }
    var tokens = structure.entryTokens[list] ?? []
    let count = entries.count(draft)
    guard tokens.count != count else {
      structure.entryTokens[list] = tokens
      return false
    }
    if tokens.count > count {
      for dropped in tokens[count...] { dropEntryState(FieldKey(entry: dropped, of: list)) }
      tokens.removeLast(tokens.count - count)
    } else {
      for _ in tokens.count..<count { tokens.append(newEntryToken()) }
    }
    structure.entryTokens[list] = tokens
    return true
  }

  private func newEntryToken() -> Int { structure.makeEntryToken() }

  /// Forgets what the form kept for an entry's row: its unparsed text, its focus.
  private func dropEntryState(_ key: FieldKey) {
    dropPendingText(key)
    if focusedField == key { endEditing() }
  }

  // MARK: - Adding, deleting and moving entries

  /// Appends an entry to the list of the ``MultiValueSection`` with key `list`, shows its row,
  /// and gives it the focus.
  ///
  /// - Throws: ``FormError/unknownField(_:)`` when the form has no such list,
  ///   ``FormError/fieldUnavailable(_:)`` when a condition hides or disables it, and the table's
  ///   errors (the entry is then not added).
  /// - Complexity: O(n) for n rows: the form's snapshot is diffed with the table's.
  public func addEntry(to list: FieldKey) throws {
    let entries = try editableEntries(list)
    let token = newEntryToken()
    try throwingTableErrors {
      try changeEntries(list, tokens: { $0.append(token) }, model: { entries.append(&$0) })
      let entry = FieldKey(entry: token, of: list)
      if isFocusable(entry) { moveFocus(to: entry) }
    }
  }

  /// Deletes the entry at `index` from the list of the ``MultiValueSection`` with key `list`.
  ///
  /// - Throws: ``FormError/unknownField(_:)``, ``FormError/fieldUnavailable(_:)`` when a
  ///   condition hides or disables the list, ``FormError/indexOutOfRange(_:count:)``, and the table's
  ///   errors (the entry then stays).
  public func deleteEntry(at index: Int, from list: FieldKey) throws {
    let entries = try editableEntries(list)
    let tokens = structure.entryTokens[list] ?? []
    guard tokens.indices.contains(index) else {
      throw FormError.indexOutOfRange(index, count: tokens.count)
    }
    let key = FieldKey(entry: tokens[index], of: list)
    if focusedField == key { endEditing() }
    try changeEntries(
      list, tokens: { $0.remove(at: index) }, model: { entries.remove(&$0, index) })
    dropEntryState(key)
  }

  /// Moves an entry of the list of the ``MultiValueSection`` with key `list` from one index to
  /// another (its index once it has left its place).
  ///
  /// - Throws: As ``deleteEntry(at:from:)``.
  public func moveEntry(from source: Int, to destination: Int, in list: FieldKey) throws {
    let entries = try editableEntries(list)
    let count = structure.entryTokens[list]?.count ?? 0
    for index in [source, destination] where !(0..<count).contains(index) {
      throw FormError.indexOutOfRange(index, count: count)
    }
    try changeEntries(
      list, tokens: { $0.insert($0.remove(at: source), at: destination) },
      model: { entries.move(&$0, source, destination) })
  }

  /// The list with key `list`, if the user may change it now.
  private func editableEntries(_ list: FieldKey) throws -> ListEntries<Model> {
    guard let entries = entries(of: list) else { throw FormError.unknownField(list.description) }
    guard !isHidden(list), !isDisabled(list) else {
      throw FormError.fieldUnavailable(list.description)
    }
    return entries
  }

  /// Changes a list's identities and its array together, then shows the change by diff; if the
  /// table refuses it, both go back.
  private func changeEntries(
    _ list: FieldKey, tokens change: (inout [Int]) -> Void,
    model: (inout Model) -> Void, showing: Bool = true
  ) throws {
    defer { checkInvariantsInDebugBuilds() }
    if !structure.elementBounds.isEmpty {
      // A list over an array whose elements fields also show keeps them.
      var candidate = draft
      model(&candidate)
      try checkElements(in: candidate)
    }
    let previous = (tokens: structure.entryTokens[list] ?? [], value: field(list)?.read(draft))
    change(&structure.entryTokens[list, default: []])
    update(list, model)
    guard showing else { return }
    do {
      try showStructure()
    } catch {
      structure.entryTokens[list] = previous.tokens
      if let field = field(list), let value = previous.value {
        update(list) { field.assign(&$0, value) }
      }
      throw error
    }
  }

  // MARK: - The table's editing

  /// Sets the data source's handlers for the user's edits while the form has lists: entries
  /// can be deleted (a swipe, the delete control) and moved (the reorder control), within
  /// their list only; no other row can be either.
  private func letTableEditEntries(_ hasLists: Bool) {
    guard hasLists != (dataSource.commitEditing != nil) else { return }
    guard hasLists else {
      dataSource.commitEditing = nil
      dataSource.reorderingHandlers = nil
      return
    }
    dataSource.commitEditing = { [weak self] style, key in
      // A list a condition disabled since the row was made refuses quietly, as a table's
      // data source may.
      guard let self, style == .delete, canDeleteRow(key), let list = key.entry?.list,
        let index = entryIndex(key)
      else { return }
      try deleteEntry(at: index, from: list)
    }
    dataSource.reorderingHandlers = .init(
      canMoveItem: { [weak self] key in
        guard let self, let list = key.entry?.list, let entries = entries(of: list) else {
          return false
        }
        return entries.canReorder && !isHidden(list) && !isDisabled(list)
      },
      target: { [weak self] key, proposed in
        self?.entryMoveTarget(key, proposed: proposed) ?? proposed
      },
      didMove: { [weak self] key, _, _ in self?.entryMoved(key) })
  }

  /// Whether the user can delete a row: an entry's, of a list that lets them, not hidden or
  /// disabled.
  func canDeleteRow(_ key: FieldKey) -> Bool {
    guard let list = key.entry?.list, let entries = entries(of: list) else { return false }
    return entries.canDelete && !isDisabled(list)
  }

  /// A row made for the table, with key `key`, which the user can edit (delete) only if it is a
  /// deletable entry's, when the form has lists: the table's default is that every row can be,
  /// and a row offering a Delete that does nothing would mislead.
  func editable(_ made: any TableViewRow, _ key: FieldKey) -> any TableViewRow {
    guard dataSource.commitEditing != nil else { return made }
    var row = AnyRow(made)
    guard row.behavior.canEdit == nil else { return row }
    row.behavior.canEdit = canDeleteRow(key)
    return row
  }

  /// Where a dragged entry lands: the proposal, brought back within its list's rows.
  private func entryMoveTarget(_ key: FieldKey, proposed: IndexPath) -> IndexPath {
    guard let list = key.entry?.list, let first = entryKeys(of: list).first,
      let last = entryKeys(of: list).last, let top = dataSource.indexPath(for: first),
      let bottom = dataSource.indexPath(for: last)
    else { return proposed }
    if proposed.section < top.section { return top }
    if proposed.section > top.section { return bottom }
    return IndexPath(row: min(max(proposed.row, top.row), bottom.row), section: top.section)
  }

  /// After the user moved an entry's row (the table and its snapshot already show it moved):
  /// the array follows, in the order the rows now show.
  private func entryMoved(_ key: FieldKey) {
    guard let list = key.entry?.list, let tokens = structure.entryTokens[list],
      let source = tokens.firstIndex(of: key.entry?.token ?? -1),
      let section = dataSource.indexPath(for: key)?.section,
      let sectionID = dataSource.sectionIdentifier(for: section)
    else { return }
    let order = dataSource.snapshot().itemIdentifiers(inSection: sectionID)
      .compactMap { $0.entry?.list == list ? $0.entry?.token : nil }
    guard let destination = order.firstIndex(of: tokens[source]) else { return }
    guard let entries = entries(of: list) else { return }
    // The table has moved the row: only the model follows (rule 7.3).
    do {
      try changeEntries(
        list, tokens: { $0 = order }, model: { entries.move(&$0, source, destination) },
        showing: false)
    } catch {
      reportTableError(error)
    }
  }
}
