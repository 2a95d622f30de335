package import Foundation
package import TableSource

// One checker of what a table shows against what its data source says it must show, for every
// data source the tests use; and one record of everything a user can observe of a table, to
// compare before and after a call that must change nothing.

/// What a table must show: the data source's counts, the text of each row's cell and of each
/// section's header view, and what its delegate saw of the display.
@MainActor
package struct ExpectedDisplay {
  /// Rows per section.
  package var counts: [Int]
  /// The text of a row's cell; `nil` for a row that can never be displayed (its cell request
  /// throws), so any cell shown for it is wrong.
  package var text: (IndexPath) -> String?
  /// The text of a section's header view, when the data source knows it; `nil` skips the check.
  package var headerText: ((Int) -> String?)?
  /// What the delegate saw: `willDisplay` and `didEndDisplaying` per cell, when it keeps count.
  package var ledger: DisplayLedger?

  package init(
    counts: [Int], text: @escaping (IndexPath) -> String?,
    headerText: ((Int) -> String?)? = nil, ledger: DisplayLedger? = nil
  ) {
    self.counts = counts
    self.text = text
    self.headerText = headerText
    self.ledger = ledger
  }
}

/// `willDisplay` minus `didEndDisplaying`, per cell, as a delegate sees them: a cell on display
/// has been told once more to display than to end, every other cell as often. A data source
/// keeps one and updates it from its delegate methods; the checker reads it when it runs.
package final class DisplayLedger {
  package private(set) var balance: [ObjectIdentifier: Int] = [:]
  /// How many `didEndDisplaying` calls came for a cell not on display.
  package private(set) var unbalancedEnds = 0

  package init() {}

  package func willDisplay(_ cell: AnyObject) {
    balance[ObjectIdentifier(cell), default: 0] += 1
  }

  package func didEndDisplaying(_ cell: AnyObject) {
    let remaining = balance[ObjectIdentifier(cell), default: 0] - 1
    if remaining < 0 { unbalancedEnds += 1 }
    balance[ObjectIdentifier(cell)] = max(0, remaining)
  }
}

/// Something a check found wrong: its kind, which shrinking compares (a smaller failing case must
/// fail the same way), and a description for people.
package struct Finding<Kind: Equatable & Sendable>: Equatable, Sendable, CustomStringConvertible {
  package var kind: Kind
  package var description: String

  package init(_ kind: Kind, _ description: String) {
    self.kind = kind
    self.description = description
  }
}

/// One way a table's display disagrees with what it must show.
package typealias Violation = Finding<ViolationKind>

/// The kinds of ``Violation``.
package enum ViolationKind: String, Equatable, Sendable {
  /// The table's counts are not the data source's.
  case counts
  /// A visible cell shows another row's content, or a row that cannot be displayed has one.
  case content
  /// A visible cell is also in a reuse queue.
  case visibleAndQueued
  /// One cell is visible for two rows.
  case shownTwice
  /// A visible cell's `isSelected` disagrees with the table's selection.
  case selectedState
  /// A visible cell's `isEditing` disagrees with the table's editing mode.
  case editingState
  /// After a layout pass, the visible rows are not exactly the rows meeting the viewport.
  case notLaidOut
  /// A visible row lies outside the viewport.
  case outsideViewport
  /// A section header view shows another section's content.
  case header
  /// The selection names a row that does not exist.
  case selection
  /// The content offset is outside the scrollable range.
  case offset
  /// `willDisplay` and `didEndDisplaying` do not balance.
  case displayBalance
}

extension VirtualTableView {
  /// Every way the table's display disagrees with `expected`. With `settled`, the table has
  /// just been laid out, so every row meeting the viewport must have its cell; without, visible
  /// rows need only meet it (after a failed pass, say, a row may wait for the next one).
  ///
  /// The table's own invariants are another check: `checkInvariants()`, which traps.
  package func violations(of expected: ExpectedDisplay, settled: Bool = true) -> [Violation] {
    var found: [Violation] = []
    let counts = (0..<numberOfSections).map(numberOfRows(inSection:))
    if counts != expected.counts {
      return [Violation(.counts, "counts \(counts) but the data source has \(expected.counts)")]
    }
    var seen = Set<ObjectIdentifier>()
    // Sorted arrays, not sets: hashing index paths would make this the slowest check by far.
    let selected = indexPathsForSelectedRows
    let visibleRows = indexPathsForVisibleRows
    for (path, cell) in zip(visibleRows, visibleCells) {
      let text = expected.text(path)
      if cell.text != text {
        found.append(
          Violation(
            .content,
            "row \(path.shortDescription) shows \(cell.text ?? "nil"), not \(text ?? "nothing")"))
      }
      if isQueued(cell) {
        found.append(
          Violation(.visibleAndQueued, "cell #\(cell.instanceNumber) visible and queued"))
      }
      if !seen.insert(ObjectIdentifier(cell)).inserted {
        found.append(Violation(.shownTwice, "cell #\(cell.instanceNumber) shows two rows"))
      }
      if cell.isSelected != selected.contains(path) {
        found.append(
          Violation(
            .selectedState, "row \(path.shortDescription)'s cell isSelected is \(cell.isSelected)"))
      }
      if cell.isEditing != isEditing {
        found.append(
          Violation(
            .editingState, "row \(path.shortDescription)'s cell isEditing is \(cell.isEditing)"))
      }
    }
    let meeting = indexPathsForRows(in: bounds).filter { rectForRow(at: $0).height > 0 }
    if settled && visibleRows != meeting {
      found.append(
        Violation(
          .notLaidOut,
          "visible rows \(visibleRows.map(\.shortDescription)) but "
            + "\(meeting.map(\.shortDescription)) meet the viewport"))
    }
    // Both lists ascend: walk them together.
    var next = meeting.startIndex
    for path in visibleRows {
      while next < meeting.endIndex && meeting[next] < path { next += 1 }
      if next == meeting.endIndex || meeting[next] != path {
        found.append(
          Violation(
            .outsideViewport, "visible row \(path.shortDescription) is outside the viewport"))
        break
      }
    }
    if let headerText = expected.headerText {
      for section in counts.indices {
        guard let header = headerView(forSection: section), let text = headerText(section)
        else { continue }
        if header.text != text {
          found.append(
            Violation(.header, "header of section \(section) shows \(header.text ?? "nil")"))
        }
      }
    }
    for path in selected
    where !(counts.indices.contains(path.section) && path.row < counts[path.section]) {
      found.append(
        Violation(.selection, "selection names \(path.shortDescription), which does not exist"))
    }
    let offsetY = Double(contentOffset.y)
    let maxOffset = max(0, Double(contentSize.height) - Double(bounds.height))
    if !(offsetY >= 0 && offsetY <= maxOffset + 1e-6) || contentOffset.x != 0 {
      found.append(Violation(.offset, "offset \(contentOffset) outside 0...\(maxOffset)"))
    }
    if let ledger = expected.ledger {
      if ledger.unbalancedEnds > 0 {
        found.append(
          Violation(
            .displayBalance, "\(ledger.unbalancedEnds) didEndDisplaying without willDisplay"))
      }
      let live = Set(visibleCells.map(ObjectIdentifier.init))
      for (cell, balance) in ledger.balance where balance != (live.contains(cell) ? 1 : 0) {
        found.append(
          Violation(.displayBalance, "a cell's willDisplay/didEndDisplaying balance is \(balance)"))
      }
    }
    return found
  }
}

/// Everything a user can observe of a table's display and reuse queues: what a test compares
/// before and after a call that must change nothing.
package struct TableState: Equatable, CustomStringConvertible {
  package var counts: [Int]
  package var visibleRows: [IndexPath]
  package var visibleCells: [ObjectIdentifier]
  package var texts: [String?]
  package var headers: [String?]
  package var queuedCells: Set<ObjectIdentifier>
  package var offset: CGPoint
  package var contentSize: CGSize
  package var selection: [IndexPath]
  package var isEditing: Bool

  @MainActor
  package init(_ table: VirtualTableView) {
    counts = (0..<table.numberOfSections).map(table.numberOfRows(inSection:))
    visibleRows = table.indexPathsForVisibleRows
    visibleCells = table.visibleCells.map(ObjectIdentifier.init)
    texts = table.visibleCells.map(\.text)
    headers = (0..<counts.count).map { table.headerView(forSection: $0)?.text }
    queuedCells = Set(table.queuedCells.map(ObjectIdentifier.init))
    offset = table.contentOffset
    contentSize = table.contentSize
    selection = table.indexPathsForSelectedRows
    isEditing = table.isEditing
  }

  package var description: String {
    "counts \(counts), rows \(visibleRows.map(\.shortDescription)), "
      + "texts \(texts.map { $0 ?? "nil" }), \(queuedCells.count) queued, offset \(offset.y), "
      + "content \(contentSize.height), selection \(selection.map(\.shortDescription))"
  }
}
