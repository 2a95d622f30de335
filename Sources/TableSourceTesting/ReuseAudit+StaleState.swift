import Foundation
import TableSourceVirtualTable

extension AuditRun {
  /// B1: configures every row into a new cell and into a cell that has shown the rows before it
  /// with the same reuse identifier, and compares the two.
  mutating func checkStaleState() throws {
    report.checks.append(.staleState)
    let table = table
    /// The cell of each identifier that has shown the rows so far.
    var dirtied: [String: TableViewCell] = [:]
    /// The rows each dirtied cell showed last, newest last: where a leaked value came from
    /// (read again, into a new cell, only when a finding needs it).
    var history: [String: [IndexPath]] = [:]
    let remembered = 32
    for path in allRows {
      var asked: String?
      let fresh = try table.configureDetached(row: path) { identifier in
        asked = identifier
        return table.makeDetachedCell(identifier: identifier)
      }
      let expected = CellContents(of: fresh, ignoring: audit.ignoredProperties)
      let key = asked ?? fresh.reuseIdentifier ?? String(reflecting: type(of: fresh))
      let previous = dirtied[key]
      let cell = try table.configureDetached(row: path) { identifier in
        guard let cell = dirtied[identifier] else {
          return table.makeDetachedCell(identifier: identifier)
        }
        table.prepareDetachedCellForReuse(cell)
        return cell
      }
      report.rowsAudited += 1
      dirtied[key] = cell
      defer {
        history[key, default: []].append(path)
        if history[key]!.count > remembered { history[key]!.removeFirst() }
      }
      // A cell shown for the first time is as new as the fresh one: nothing to compare.
      guard let previous, previous === cell else { continue }
      let actual = CellContents(of: cell, ignoring: audit.ignoredProperties)
      guard let difference = CellContents.difference(expected, actual) else { continue }
      guard report.findings(of: .staleState).count < audit.findingsPerBug else { continue }
      // The latest earlier row whose new cell holds the leaked value.
      var origin: IndexPath?
      for earlier in (history[key] ?? []).reversed() {
        let contents = try freshContents(of: earlier)
        let holds: Bool
        if difference.path == "renderedContent" {
          // The words the reused cell draws beyond a new one's, all drawn for the earlier row.
          let extra = Self.words(difference.actual).subtracting(Self.words(difference.expected))
          holds = !extra.isEmpty && extra.isSubset(of: Self.words(contents.rendered))
        } else {
          holds = contents.text(at: difference.path) == difference.actual
        }
        if holds {
          origin = earlier
          break
        }
      }
      let row = audited(path)
      let picture = [
        "new cell #\(fresh.instanceNumber):    \(expected.rendered)",
        "reused cell #\(cell.instanceNumber): \(actual.rendered)",
      ].joined(separator: "\n")
      let summary =
        origin.map { "the cell still holds \(difference.path) of \(audited($0))" }
        ?? "the reused cell differs from a new one in \(difference.path)"
      record(
        ReuseFinding(
          bug: .staleState, row: row, cellInstanceNumber: cell.instanceNumber,
          generation: cell.generation,
          property: difference.path, expected: difference.expected, actual: difference.actual,
          source: origin.map(audited), summary: summary, picture: picture))
    }
    try rebindScreen()
  }
}
