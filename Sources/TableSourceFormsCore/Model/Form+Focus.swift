// Next and previous field: the focus moves through the focusable fields (enabled text fields)
// in the form's order, across sections. Focus belongs to the field: a cell shows it while it
// shows the focused field, and loses it when reused for another row.
//
// A move does not list the focus order (``focusOrder``, its definition): the form keeps the
// order's counts in a Fenwick tree (``FocusLayout``, ``FocusCounts``), made when a move first
// needs it after the structure changed, in O(n) as the change was. A condition that hides or
// disables fields, and a change of a list's entries, only mark the layout; the next move counts
// again the slots they change, in O(log n) each (the toggle walked those fields already), then
// finds the focused row's place and its neighbour's row in O(log n).

extension Form {
  /// The focusable fields, in the form's order (a list's entries before its add row); hidden
  /// and disabled ones are skipped.
  ///
  /// - Complexity: O(n) for n fields and entries.
  public var focusOrder: [FieldKey] {
    sections.flatMap { section in
      (section.entries.map { entryKeys(of: $0.key) } ?? []) + section.fieldKeys
    }
    .filter(isFocusable)
  }

  /// Whether a row takes the focus now: a focusable field's, or a list's entry's, that no
  /// condition hides or disables.
  func isFocusable(_ key: FieldKey) -> Bool {
    let focusable = key.entry != nil ? rowExists(key) : field(key)?.isFocusable == true
    return focusable && !isHidden(key.owner) && !isDisabled(key)
  }

  /// Gives a field the focus, bringing its row into view; `nil` ends editing.
  ///
  /// - Throws: ``FormError/unknownField(_:)``, or ``FormError/notFocusable(_:)`` for a field
  ///   that does not take the focus (a toggle, a disabled field).
  public func focus(_ key: FieldKey?) throws {
    if let key {
      guard rowExists(key) else { throw FormError.unknownField(key.description) }
      guard isFocusable(key) else { throw FormError.notFocusable(key.description) }
    }
    moveFocus(to: key)
  }

  /// Gives a row that takes the focus (or `nil`) the focus.
  func moveFocus(to key: FieldKey?) {
    defer { checkInvariantsInDebugBuilds() }
    let previous = focusedField
    focusedField = key
    if let key { presentation.revealField?(key) }
    for changed in [previous, key].compactMap({ $0 }) { refreshCells(of: changed) }
    if let previous, previous != key { editingEnded(previous) }
  }

  /// Ends editing: no field has the focus.
  public func endEditing() {
    moveFocus(to: nil)
  }

  /// Whether a focusable field follows the focused one (for a keyboard toolbar's next button);
  /// `false` while no field has the focus.
  ///
  /// - Complexity: O(log n) for n fields and entries, once the form has its focus order after
  ///   a change of structure (O(n), once).
  public var canMoveToNext: Bool { focusedField != nil && neighbour(after: true) != nil }

  /// Whether a focusable field precedes the focused one; `false` while no field has the focus.
  ///
  /// - Complexity: As ``canMoveToNext``.
  public var canMoveToPrevious: Bool { focusedField != nil && neighbour(after: false) != nil }

  /// Moves the focus to the next focusable field — the first, when none has it.
  ///
  /// - Returns: Whether the focus moved.
  /// - Complexity: O(log n) for n fields and entries to find the field, plus what giving it the
  ///   focus costs (``focus(_:)``); the first move after a change of the form's structure
  ///   orders its fields again, in O(n), and the first after conditions hid, showed, disabled or
  ///   enabled fields counts those again, in O(log n) each.
  @discardableResult
  public func focusNext() -> Bool { move(after: true) }

  /// Moves the focus to the previous focusable field — the last, when none has it.
  ///
  /// - Returns: Whether the focus moved.
  /// - Complexity: As ``focusNext()``.
  @discardableResult
  public func focusPrevious() -> Bool { move(after: false) }

  private func move(after: Bool) -> Bool {
    guard let target = neighbour(after: after) else { return false }
    moveFocus(to: target)
    return true
  }

  /// The focusable row after the focused one (or before it): the first (or the last) while none
  /// has the focus, or the focused row does not take it now.
  private func neighbour(after: Bool) -> FieldKey? {
    let layout = currentFocusLayout()
    let total = layout.counts.total
    let target: Int
    if let focused = focusedField, let rank = focusRank(of: focused, in: layout) {
      target = after ? rank + 1 : rank - 1
    } else {
      target = after ? 0 : total - 1
    }
    let found = (0..<total).contains(target) ? focusKey(at: target, in: layout) : nil
    #if TABLESOURCE_INTERNAL_CHECKS
      precondition(
        found == neighbourInOrder(after: after),
        "The focus order's counts disagree with the form's order")
    #endif
    return found
  }

  #if TABLESOURCE_INTERNAL_CHECKS
    /// ``neighbour(after:)`` by its definition: from the whole ``focusOrder``.
    private func neighbourInOrder(after: Bool) -> FieldKey? {
      let order = focusOrder
      guard let focused = focusedField, let index = order.firstIndex(of: focused) else {
        return after ? order.first : order.last
      }
      let next = after ? index + 1 : index - 1
      return order.indices.contains(next) ? order[next] : nil
    }
  #endif

  // MARK: - The focus order's counts

  /// The focus order's counts, up to date: made if the structure changed since the last move,
  /// the slots that changed since counted again.
  private func currentFocusLayout() -> FocusLayout {
    guard structure.focusLayout != nil else {
      let layout = FocusLayout(
        shapes, places: places, disabling: conditions.disablingIndex,
        entryTokens: structure.entryTokens)
      structure.focusLayout = layout
      return layout
    }
    // In place: no copy of the layout is kept meanwhile, which would copy its counts.
    structure.focusLayout!.recount(
      shapes, places: places, disabling: conditions.disablingIndex,
      entryTokens: structure.entryTokens)
    return structure.focusLayout!
  }

  /// The place of a row in the focus order, or `nil` when it does not take the focus now.
  private func focusRank(of key: FieldKey, in layout: FocusLayout) -> Int? {
    if let list = key.entry?.list {
      guard let slot = layout.entrySlots[list], layout.counts.counts[slot] > 0,
        let index = entryIndex(key)
      else { return nil }
      return layout.counts.prefix(slot) + index
    }
    guard let place = places[key], layout.firstFieldSlot.indices.contains(place.section) else {
      return nil
    }
    let slot = layout.firstFieldSlot[place.section] + place.row
    guard layout.keys.indices.contains(slot), layout.counts.counts[slot] > 0 else { return nil }
    return layout.counts.prefix(slot)
  }

  /// The row at a place of the focus order.
  private func focusKey(at rank: Int, in layout: FocusLayout) -> FieldKey? {
    let (slot, offset) = layout.counts.locate(rank)
    guard layout.keys.indices.contains(slot) else { return nil }
    let key = layout.keys[slot]
    guard layout.isEntries[slot] else { return key }
    guard let tokens = structure.entryTokens[key], tokens.indices.contains(offset) else {
      return nil
    }
    return FieldKey(entry: tokens[offset], of: key)
  }

  /// Marks the slots that conditions whose results changed count in: the next move counts them
  /// again.
  ///
  /// - Complexity: O(c) for c conditions changed.
  func focusConditionsChanged(_ changed: Set<ObjectIdentifier>) {
    guard structure.focusLayout != nil else { return }
    for id in changed where structure.focusLayout!.slotsReading[id] != nil {
      structure.focusLayout!.changedConditions.insert(id)
    }
  }

  /// A tap into a field's cell.
  func focusFromCell(_ key: FieldKey) {
    if isFocusable(key) { moveFocus(to: key) }
  }

  /// The return key in a field: next (done at the last field), done, or nothing.
  func returnKeyPressed(in key: FieldKey, action: ReturnKeyAction) {
    switch action {
    case .next: if !focusNext() { endEditing() }
    case .done: endEditing()
    case .none: break
    }
  }
}
