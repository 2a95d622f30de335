public import Foundation
public import TableSourceVirtualTable

/// Checks a test runs on a virtual table and its event log: a condition at every scroll
/// position, events in order, events that must not happen.
public enum TableChecks {
  /// Scrolls `table` from the top to the end, a step at a time, and runs `check` at every
  /// position, the top and the end included: a condition that must hold all the way down (each
  /// cell showing its own row, no diagnostics, a cell count bound).
  ///
  /// ```swift
  /// try TableChecks.scrollThrough(table) { table in
  ///   #expect(table.visibleCells.count <= 12)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - table: The table to scroll.
  ///   - step: How far each step scrolls; the viewport's height by default.
  ///   - check: The check, given the table at each position.
  /// - Returns: The number of positions checked.
  /// - Throws: What the table or `check` throws.
  /// - Complexity: O(h / step) scrolls for a content height h, each with its layout.
  @MainActor
  @discardableResult
  public static func scrollThrough(
    _ table: VirtualTableView, step: CGFloat? = nil, _ check: (VirtualTableView) throws -> Void
  ) throws -> Int {
    let distance = max(1, step ?? table.bounds.height)
    try table.setContentOffset(.zero)
    var positions = 0
    while true {
      try check(table)
      positions += 1
      let end = max(0, table.contentSize.height - table.bounds.height)
      guard table.contentOffset.y < end else { return positions }
      try table.setContentOffset(CGPoint(x: 0, y: min(end, table.contentOffset.y + distance)))
    }
  }

  /// Checks that `log` holds `expected` in this order, other events allowed between them.
  ///
  /// - Throws: ``EventLogMismatch`` naming the first expected event not found, with the log
  ///   numbered and the events that matched marked `✓`.
  /// - Complexity: O(n) for n events in the log.
  public static func requireInOrder(
    _ expected: [TableEvent], in log: [TableEvent]
  ) throws(EventLogMismatch) {
    var matched: [Int] = []
    var position = log.startIndex
    for (index, event) in expected.enumerated() {
      guard let found = log[position...].firstIndex(of: event) else {
        throw EventLogMismatch(
          problem: "expected \(event) (expectation \(index + 1) of \(expected.count))"
            + (matched.last.map { " after event \($0 + 1)" } ?? ""),
          log: log, marked: Set(matched))
      }
      matched.append(found)
      position = found + 1
    }
  }

  /// Checks that no event of `log` is one `predicate` picks, which `description` names (`"a
  /// cell created"`).
  ///
  /// - Throws: ``EventLogMismatch`` marking every event picked.
  /// - Complexity: O(n) for n events in the log.
  public static func requireNone(
    _ description: String, in log: [TableEvent], where predicate: (TableEvent) -> Bool
  ) throws(EventLogMismatch) {
    let found = log.indices.filter { predicate(log[$0]) }
    guard !found.isEmpty else { return }
    throw EventLogMismatch(
      problem: "expected no event that is \(description); found \(found.count)",
      log: log, marked: Set(found))
  }
}

/// An event log that did not hold what a test expected: the problem, and the log.
public struct EventLogMismatch: Error, Sendable, CustomStringConvertible {
  /// What was expected and not found (or found and not expected).
  public var problem: String
  /// The log.
  public var log: [TableEvent]
  /// The positions of the log to mark.
  public var marked: Set<Int>

  /// The problem, then the log numbered from 1, marked events with `✓` (or `✗` for events not
  /// expected).
  public var description: String {
    let mark = problem.hasPrefix("expected no") ? "✗" : "✓"
    let width = String(log.count).count
    let lines = log.enumerated().map { index, event in
      let number = String(index + 1)
      let padded = String(repeating: " ", count: width - number.count) + number
      return "  \(marked.contains(index) ? mark : " ") \(padded) \(event)"
    }
    return ([problem + ":"] + lines).joined(separator: "\n")
  }
}
