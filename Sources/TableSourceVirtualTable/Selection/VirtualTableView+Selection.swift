public import Foundation
@_spi(TableSourceEngine) import TableSourceCore

// Rules 6.1–6.6: selection.
extension VirtualTableView {
  /// The selected row, or the first of the selected rows; `nil` when none is selected.
  public var indexPathForSelectedRow: IndexPath? {
    selection.rows.min().map(indexPath(ofGlobal:))
  }

  /// The selected rows, ascending; empty when none is selected.
  public var indexPathsForSelectedRows: [IndexPath] {
    selection.rows.sorted().map(indexPath(ofGlobal:))
  }

  /// Selects a row programmatically: no delegate callbacks (rule 6.2). In single-selection mode
  /// it replaces the selection; `nil` clears it. The row is then scrolled to `scrollPosition`.
  /// Does nothing when selection is not allowed in the current mode.
  ///
  /// - Throws: ``TableViewError/rowOutOfRange(row:section:numberOfRows:)`` or
  ///   ``TableViewError/sectionOutOfRange(section:numberOfSections:)`` for an index path that
  ///   names no row; what scrolling throws. The selection is then as it was. From inside a
  ///   callback that only tells (`willDisplay`, `didSelectRowAt`…), the row is selected at once
  ///   and scrolled to when the table's operation in progress ends, as ``scrollToRow(at:at:)``
  ///   does from there; the selection then stays if that scroll fails.
  public func selectRow(at indexPath: IndexPath?, scrollPosition: ScrollPosition = .none) throws {
    let deferScrolling =
      try scrollPosition != .none && admitDeferrable("selectRow(at:scrollPosition:)")
    try operation {
      try loadIfNeeded()
      guard let indexPath else {
        for index in selection.rows { setSelected(false, global: index) }
        return
      }
      let index = try validGlobalIndex(indexPath)
      guard selection.isAllowed else { return }
      let previous = selection.rows
      if !selection.allowsMultiple {
        for other in selection.rows where other != index { setSelected(false, global: other) }
      }
      setSelected(true, global: index)
      log(.select(indexPath, byUser: false))
      guard scrollPosition != .none else { return }
      if deferScrolling {
        deferScroll(.row(indexPath, scrollPosition))
        return
      }
      do {
        try transaction { try scrollRowIntoView(indexPath, at: scrollPosition) }
      } catch {
        for row in selection.rows.union(previous) {
          setSelected(previous.contains(row), global: row)
        }
        throw error
      }
    }
  }

  /// Deselects a row programmatically, with no delegate callbacks (rule 6.2).
  public func deselectRow(at indexPath: IndexPath) {
    loadForQuery()
    guard let index = globalIndex(of: indexPath), selection.contains(index) else { return }
    setSelected(false, global: index)
    log(.deselect(indexPath, byUser: false))
  }

  /// The user tapped a row (``SimulatedUser/tap(row:)``).
  func tap(_ indexPath: IndexPath) throws {
    try admitImmediate("simulate.tap(row:)")
    try operation {
      try loadIfNeeded()
      let index = try validGlobalIndex(indexPath)
      guard selection.isAllowed else { return }
      log(.callback(.shouldHighlight, indexPath))
      let highlight = callOut(.shouldHighlight) {
        delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
      }
      guard highlight else { return }
      let touched = cellForRow(at: indexPath)
      touched?.isHighlighted = true
      defer { touched?.isHighlighted = false }
      if selection.allowsMultiple && selection.contains(index) {
        log(.callback(.willDeselect, indexPath))
        let target = callOut(.willDeselect) {
          delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        }
        guard let target, let targetIndex = globalIndex(of: target) else { return }
        deselectByUser([targetIndex])
        return
      }
      log(.callback(.willSelect, indexPath))
      let target = callOut(.willSelect) {
        delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
      }
      guard let target, let targetIndex = globalIndex(of: target) else { return }
      var dropped: [Int] = []
      if !selection.allowsMultiple {
        for old in selection.rows.sorted() where old != targetIndex {
          let oldPath = self.indexPath(ofGlobal: old)
          log(.callback(.willDeselect, oldPath))
          _ = callOut(.willDeselect) { delegate?.tableView(self, willDeselectRowAt: oldPath) }
          dropped.append(old)
        }
      }
      deselectByUser(dropped) {
        setSelected(true, global: targetIndex)
        log(.select(target, byUser: true))
      }
      log(.callback(.didSelect, target))
      callOut(.didSelect) { delegate?.tableView(self, didSelectRowAt: target) }
    }
  }

  /// The user tapped a row's accessory button (``SimulatedUser/tapAccessory(row:)``). Returns
  /// whether there was a button to tap: the row's cell on display has a detail button.
  func tapAccessory(_ indexPath: IndexPath) throws -> Bool {
    try admitImmediate("simulate.tapAccessory(row:)")
    return try operation {
      try loadIfNeeded()
      _ = try validGlobalIndex(indexPath)
      guard let cell = cellForRow(at: indexPath), cell.accessory.isButton else { return false }
      log(.callback(.accessoryButtonTapped, indexPath))
      callOut(.accessoryButtonTapped) {
        delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
      }
      return true
    }
  }

  // MARK: - Internals

  /// Deselects rows for the user: the selection changes (with `alsoChange`) first, then each row
  /// gets `didDeselectRowAt`.
  private func deselectByUser(_ rows: [Int], alsoChange: () -> Void = {}) {
    let paths = rows.map(indexPath(ofGlobal:))
    for (row, path) in zip(rows, paths) {
      setSelected(false, global: row)
      log(.deselect(path, byUser: true))
    }
    alsoChange()
    for path in paths {
      log(.callback(.didDeselect, path))
      callOut(.didDeselect) { delegate?.tableView(self, didDeselectRowAt: path) }
    }
  }

  /// Changes the table's selection and the live cell's selected state (rule 6.4).
  func setSelected(_ selected: Bool, global index: Int) {
    selection.set(selected, row: index)
    if let position = screen.position(ofRow: index) {
      screen.cells[position].view.isSelected = selected
    }
  }

  /// The global index of an index path that must name a row.
  func validGlobalIndex(_ indexPath: IndexPath) throws -> Int {
    guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < layout.numberOfSections
    else {
      throw TableViewError.sectionOutOfRange(
        section: indexPath.count == 2 ? indexPath.section : -1,
        numberOfSections: layout.numberOfSections)
    }
    let rows = layout.numberOfRows(inSection: indexPath.section)
    guard indexPath.row >= 0 && indexPath.row < rows else {
      throw TableViewError.rowOutOfRange(
        row: indexPath.row, section: indexPath.section, numberOfRows: rows)
    }
    return layout.globalIndex(row: indexPath.row, section: indexPath.section)
  }
}
