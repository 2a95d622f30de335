import Foundation
import TableSourceCore
import TableSourceVirtualTable

// B3 and B4: both act on rows through their cells' actions (`UserActionCell`).

extension AuditRun {
  /// The rows B3 and B4 act on: up to ``ReuseAudit/rowsActedOnPerCellClass`` rows of each class
  /// of cell that offers actions, those on screen first, then every so often down the table
  /// (configured off the screen to learn their cell's class).
  func actionTargets(needingRowAbove: Bool = false) throws -> [AuditedRow] {
    var perClass: [ObjectIdentifier: Int] = [:]
    var targets: [AuditedRow] = []
    let rows = allRows
    let visible = view.visibleRows
    let stride = max(1, rows.count / 64)
    let sampled = visible + Swift.stride(from: 0, to: rows.count, by: stride).map { rows[$0] }
    var seen = Set<IndexPath>()
    for path in sampled where seen.insert(path).inserted {
      if needingRowAbove && path.row == 0 { continue }
      let cell = try view.cell(at: path) ?? freshCell(of: path)
      guard !actions(of: cell).isEmpty else { continue }
      let kind = ObjectIdentifier(type(of: cell))
      guard perClass[kind, default: 0] < audit.rowsActedOnPerCellClass else { continue }
      perClass[kind, default: 0] += 1
      targets.append(audited(path))
    }
    return targets
  }

  /// Why B3 or B4 did not run on a table none of whose cells offers actions.
  static var noActions: String {
    "no cell on screen or sampled offers actions (UserActionCell, cellActions, itemActions)"
  }

  /// The actions of a cell: its own (`UserActionCell`), those the test names, and a tap on its
  /// row when the row has a selection handler of its own (`onSelect`: a per-row handler, which
  /// may have kept the index path its row was built at).
  func actions(of cell: View.Cell) -> [CellUserAction] {
    var actions =
      ((cell as? any UserActionCell)?.userActions ?? []) + audit.namedActions(of: cell)
    let view = view
    if let path = view.indexPath(for: cell),
      view.rowsSource?.row(at: path)?.behavior.onSelect != nil
    {
      actions.append(
        CellUserAction("tap row") { [weak view, weak cell] in
          // Where the row is when the user taps it, as UIKit's `indexPath(for:)` says.
          guard let view, let cell, let path = view.indexPath(for: cell) else { return }
          try view.tapRow(at: path)
        })
    }
    return actions
  }

  /// The names of the actions the cell showing `path` offers.
  func actionNames(at path: IndexPath) -> [String] {
    view.cell(at: path).map { actions(of: $0).map(\.name) } ?? []
  }

  /// Scrolls the row into the middle of the screen and runs the cell's action named `name`;
  /// `false` when the row has no cell offering it, or the action refused (threw).
  mutating func act(_ name: String, on path: IndexPath) throws -> Bool {
    try view.scrollToMiddle(path)
    guard let cell = view.cell(at: path),
      let action = actions(of: cell).first(where: { $0.name == name })
    else { return false }
    report.actionsTaken += 1
    do { try action.perform() } catch { return false }
    try view.layoutIfNeeded()
    return true
  }

  // MARK: - B3

  /// B3: acts on rows, scrolls until their cells are reused, scrolls back, and checks that what
  /// the action changed in what the row shows (the words it added or took away) still shows; a
  /// cell that moved to another row must not show there what the action added.
  mutating func checkCellState() throws {
    report.checks.append(.stateKeptInCell)
    let targets = try actionTargets()
    guard !targets.isEmpty else {
      skip(
        .stateKeptInCell,
        because: Self.noActions)
      return
    }
    for target in targets {
      guard let start = locate(target) else { continue }
      try view.scrollToMiddle(start)
      for name in actionNames(at: start) {
        guard let path = locate(target) else { continue }
        try view.scrollToMiddle(path)
        try rebindScreen()
        settle()
        let before = view.cell(at: path)?.renderedContent ?? ""
        guard try act(name, on: path) else { continue }
        settle()
        guard let now = locate(target), let cell = view.cell(at: now) else { continue }
        let after = cell.renderedContent
        let generation = cell.generation
        // What the action added to what the cell draws (a heart, a typed letter).
        let added = Self.words(after).subtracting(Self.words(before))
        try moveAway(from: now)
        settle()
        // Where the cell went: it must not show what the action added on its new row. (Other
        // differences from a new cell are B1's to report.)
        if let other = view.indexPath(for: cell), cell.generation != generation {
          let expected = try loadedContents(of: other, audit.scheduler)
          let carried = Self.words(cell.renderedContent).intersection(added)
            .subtracting(Self.words(expected))
          if !carried.isEmpty {
            record(
              ReuseFinding(
                bug: .stateKeptInCell, row: audited(other), cellInstanceNumber: cell.instanceNumber,
                generation: cell.generation, property: "renderedContent", expected: expected,
                actual: cell.renderedContent, source: target,
                summary:
                  "after \"\(name)\" on \(target), its cell shows that row's state on another",
                picture: view.picture()))
          }
        }
        guard let back = locate(target) else { continue }
        try view.scrollToMiddle(back)
        settle()
        // Lost: what the action added is gone, or what it took away is back. (Other differences
        // from what the row showed before, such as a leftover of another row its earlier cell
        // drew, are B1's.)
        let removed = Self.words(before).subtracting(Self.words(after))
        guard let returned = view.cell(at: back) else { continue }
        let shown = Self.words(returned.renderedContent)
        guard !added.isSubset(of: shown) || !removed.isDisjoint(with: shown) else { continue }
        record(
          ReuseFinding(
            bug: .stateKeptInCell, row: audited(back), cellInstanceNumber: returned.instanceNumber,
            generation: returned.generation, property: "renderedContent", expected: after,
            actual: returned.renderedContent, source: nil,
            summary: "\"\(name)\" was lost once the row's cell was reused",
            picture: view.picture()))
      }
    }
  }

  /// Runs the loads waiting on the audit's scheduler, if it has one, so that what a cell draws
  /// does not depend on which loads happen to have finished.
  func settle() {
    audit.scheduler?.runAll()
  }

  /// The words of what a cell draws.
  static func words(_ text: String) -> Set<Substring> {
    Set(text.split(separator: " "))
  }

  /// Scrolls until the row at `path` is off the screen and a page further, so its cell is
  /// reused; a view whose rows all fit on the screen reloads instead.
  func moveAway(from path: IndexPath) throws {
    let span = view.span(ofRow: path)
    let page = view.pageLength
    let maxOffset = max(0, view.contentLength - page)
    if span.end < maxOffset {
      try view.setContentOffset(view.offset(along: min(maxOffset, span.end + page)))
    } else if span.start - page > 0 {
      try view.setContentOffset(view.offset(along: max(0, span.start - 2 * page)))
    } else {
      view.reloadData()
      try view.layoutIfNeeded()
    }
  }

  // MARK: - B4

  /// B4: for rows whose cells offer actions, moves the row above below the row (its index path
  /// goes down by one, its cell stays), runs each action, and checks which rows changed; then
  /// the same with a row moved from below to above.
  mutating func checkIndexPaths() throws {
    report.checks.append(.staleIndexPath)
    let view = view
    let move: (IndexPath, IndexPath) throws -> Void
    if let moveRow = audit.moveRow {
      move = moveRow
    } else if let mover = view.rowsSource as? any RowMovingDataSource {
      let seam = view.seam
      move = { try mover.moveRowOnItsOwn(at: $0, to: $1, in: seam) }
    } else {
      skip(
        .staleIndexPath,
        because:
          "the audit cannot move rows: give it moveRow (a SectionsDataSource or DiffableDataSource "
          + "needs none)")
      return
    }
    let targets = try actionTargets(needingRowAbove: true)
    guard !targets.isEmpty else {
      skip(
        .staleIndexPath,
        because: Self.noActions)
      return
    }
    guard targets.allSatisfy({ $0.key != nil }) else {
      skip(
        .staleIndexPath,
        because:
          "rows have no identities to follow: give the audit rowIdentity (a SectionsDataSource or "
          + "DiffableDataSource needs none)")
      return
    }
    let before = report.actionsTaken
    for target in targets {
      guard let start = locate(target) else { continue }
      try view.scrollToMiddle(start)
      for name in actionNames(at: start) {
        // Up: the row above goes below. Down: a row from below comes above.
        for shift in [-1, 1] {
          guard let path = locate(target) else { break }
          let neighbour = IndexPath(row: path.row + shift, section: path.section)
          guard neighbour.row >= 0, neighbour.row < view.rowCount(inSection: path.section)
          else { continue }
          try view.scrollToMiddle(path)
          settle()
          // What the row and the one that will take its index path show, read before the cells
          // on screen are configured again for where they are now (a cell's handlers then hold
          // this index path, as the app's configuration left them).
          let victim = audited(neighbour)
          let targetBefore = try freshCell(of: path).renderedContent
          let victimBefore = try freshCell(of: neighbour).renderedContent
          try rebindScreen()
          guard let cell = view.cell(at: path) else { break }
          try move(neighbour, path)
          try view.layoutIfNeeded()
          guard let moved = locate(target), view.cell(at: moved) === cell else { continue }
          try checkAction(
            name, of: cell, on: target.at(moved), capturedAt: path,
            before: (targetBefore, victim, victimBefore))
        }
      }
    }
    if report.actionsTaken == before {
      skip(
        .staleIndexPath,
        because:
          "no row kept its cell through a move of the row above or below it (does moveRow move, "
          + "or reload?)")
    }
  }

  /// Runs the action named `name` of `cell` (showing `target`, configured at `captured`, where
  /// `before.victim` is now) and records a finding when it left its own row as it was and changed
  /// the victim: the mark of a handler that kept its index path. (Rows an action rightly changes
  /// beside its own, such as rows a condition hides, do not count while its own row changes
  /// too.)
  mutating func checkAction(
    _ name: String, of cell: View.Cell, on target: AuditedRow, capturedAt captured: IndexPath,
    before: (target: String, victim: AuditedRow, victimContents: String)
  ) throws {
    guard let action = actions(of: cell).first(where: { $0.name == name }) else { return }
    report.actionsTaken += 1
    do { try action.perform() } catch { return }
    try view.layoutIfNeeded()
    settle()
    let targetNow = try locate(target).map { try freshCell(of: $0).renderedContent }
    let victimNow = try locate(before.victim).map { try freshCell(of: $0).renderedContent }
    try rebindScreen()
    guard targetNow == before.target, victimNow != before.victimContents else { return }
    let victim = before.victim.at(captured)
    record(
      ReuseFinding(
        bug: .staleIndexPath, row: target, cellInstanceNumber: cell.instanceNumber,
        generation: cell.generation, property: "action \"\(name)\"", expected: "acts on \(target)",
        actual: "acted on \(victim): \(before.victimContents) → " + (victimNow ?? "gone"),
        source: victim,
        summary: "\"\(name)\" on \(target), whose cell was configured at row "
          + "\(captured.section).\(captured.row), acted on the row there now",
        picture: view.picture()))
  }
}
