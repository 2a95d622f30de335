import Foundation
import TableSourceVirtualTable

extension AuditRun {
  /// B1: configures every row into a new cell and into a cell that has shown the rows before it
  /// with the same reuse identifier, and compares the two; then the same for every supplementary
  /// view.
  mutating func checkStaleState() throws {
    report.checks.append(.staleState)
    let view = view
    try checkReuse(
      of: allRows.map { StaleStateElement(kind: nil, path: $0) },
      configure: { element, supply in
        try view.configureDetached(row: element.path) { supply($0) as? View.Cell }
      },
      make: { _, identifier in view.makeDetachedCell(identifier: identifier) })
    // Supplementary views (a collection view's headers and footers), kept apart by kind.
    try checkReuse(
      of: view.supplementaryElements.map { StaleStateElement(kind: $0.kind, path: $0.indexPath) },
      configure: { element, supply in
        try view.configureDetachedSupplementaryView(
          kind: element.kind ?? "", at: element.path, supply: supply)
      },
      make: { element, identifier in
        view.makeDetachedSupplementaryView(kind: element.kind ?? "", identifier: identifier)
      })
    try rebindScreen()
  }

  /// B1 over `elements`: configures each into a new view and into a view that has shown the
  /// elements before it with the same kind and reuse identifier, and compares the two.
  private mutating func checkReuse(
    of elements: [StaleStateElement],
    configure: (StaleStateElement, @escaping (String) -> ReusableView?) throws -> ReusableView,
    make: @escaping (StaleStateElement, String) -> ReusableView?
  ) throws {
    let view = view
    /// The view of each kind and identifier that has shown the elements so far.
    var dirtied: [String: ReusableView] = [:]
    /// The elements each dirtied view showed last, newest last: where a leaked value came from
    /// (read again, into a new view, only when a finding needs it).
    var history: [String: [StaleStateElement]] = [:]
    let remembered = 32
    for element in elements {
      var asked: String?
      let fresh = try configure(element) { identifier in
        asked = identifier
        return make(element, identifier)
      }
      let expected = CellContents(of: fresh, ignoring: audit.ignoredProperties)
      let identifier = asked ?? fresh.reuseIdentifier ?? String(reflecting: type(of: fresh))
      let key = (element.kind ?? "") + "/" + identifier
      let previous = dirtied[key]
      let cell = try configure(element) { identifier in
        guard let cell = dirtied[(element.kind ?? "") + "/" + identifier] else {
          return make(element, identifier)
        }
        view.prepareDetachedViewForReuse(cell)
        return cell
      }
      if element.kind == nil { report.rowsAudited += 1 }
      dirtied[key] = cell
      defer {
        history[key, default: []].append(element)
        if history[key]!.count > remembered { history[key]!.removeFirst() }
      }
      // A view shown for the first time is as new as the fresh one: nothing to compare.
      guard let previous, previous === cell else { continue }
      let actual = CellContents(of: cell, ignoring: audit.ignoredProperties)
      guard let difference = CellContents.difference(expected, actual) else { continue }
      guard hasRoom(for: .staleState, elementKind: element.kind) else { continue }
      // The latest earlier element whose new view holds the leaked value.
      var origin: StaleStateElement?
      for earlier in (history[key] ?? []).reversed() {
        let contents = CellContents(
          of: try configure(earlier) { make(earlier, $0) }, ignoring: audit.ignoredProperties)
        let holds: Bool
        if difference.path == "renderedContent" {
          // The words the reused view draws beyond a new one's, all drawn for the earlier one.
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
      let row = audited(element)
      let noun = element.kind == nil ? "cell" : "view"
      let picture = [
        "new \(noun) #\(fresh.instanceNumber):    \(expected.rendered)",
        "reused \(noun) #\(cell.instanceNumber): \(actual.rendered)",
      ].joined(separator: "\n")
      let summary =
        origin.map { "the \(noun) still holds \(difference.path) of \(audited($0))" }
        ?? "the reused \(noun) differs from a new one in \(difference.path)"
      record(
        ReuseFinding(
          bug: .staleState, row: row, cellInstanceNumber: cell.instanceNumber,
          generation: cell.generation,
          property: difference.path, expected: difference.expected, actual: difference.actual,
          source: origin.map(audited), summary: summary, picture: picture))
    }
  }

  /// The row, or the supplementary view, an element of B1 names.
  private func audited(_ element: StaleStateElement) -> AuditedRow {
    guard let kind = element.kind else { return audited(element.path) }
    return AuditedRow(indexPath: element.path, identity: nil, elementKind: kind)
  }
}

/// What B1 configures: a row's cell (no kind), or a supplementary view of a kind.
struct StaleStateElement {
  var kind: String?
  var path: IndexPath
}
