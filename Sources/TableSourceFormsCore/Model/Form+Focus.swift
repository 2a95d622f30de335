// Next and previous field: the focus moves through the focusable fields (enabled text fields)
// in the form's order, across sections. Focus belongs to the field: a cell shows it while it
// shows the focused field, and loses it when reused for another row.

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
    let previous = focusedField
    focusedField = key
    if let key { revealField?(key) }
    for changed in [previous, key].compactMap({ $0 }) { refreshCells(of: changed) }
    if let previous, previous != key { editingEnded(previous) }
  }

  /// Ends editing: no field has the focus.
  public func endEditing() {
    moveFocus(to: nil)
  }

  /// Whether a focusable field follows the focused one (for a keyboard toolbar's next button);
  /// `false` while no field has the focus.
  public var canMoveToNext: Bool { focusedField != nil && neighbour(after: true) != nil }

  /// Whether a focusable field precedes the focused one; `false` while no field has the focus.
  public var canMoveToPrevious: Bool { focusedField != nil && neighbour(after: false) != nil }

  /// Moves the focus to the next focusable field — the first, when none has it.
  ///
  /// - Returns: Whether the focus moved.
  @discardableResult
  public func focusNext() -> Bool { move(after: true) }

  /// Moves the focus to the previous focusable field — the last, when none has it.
  ///
  /// - Returns: Whether the focus moved.
  @discardableResult
  public func focusPrevious() -> Bool { move(after: false) }

  private func move(after: Bool) -> Bool {
    guard let target = neighbour(after: after) else { return false }
    moveFocus(to: target)
    return true
  }

  private func neighbour(after: Bool) -> FieldKey? {
    let order = focusOrder
    guard let focused = focusedField, let index = order.firstIndex(of: focused) else {
      return after ? order.first : order.last
    }
    let next = after ? index + 1 : index - 1
    return order.indices.contains(next) ? order[next] : nil
  }

  /// A tap into a field's cell.
  func focusFromCell(_ key: FieldKey) {
    if rowExists(key), isFocusable(key) { moveFocus(to: key) }
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
