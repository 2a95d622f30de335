package import Foundation
package import TableSource
package import Testing

// The round trip of a changeset through a table, as DifferenceKit's `XCTAssertReproducible`:
// a table shows snapshot A, the data source switches to B, the changeset from A to B is applied
// stage by stage, and the table must then show B — accepted by the table's UIKit validation,
// every visible row showing B's item, and the items that stayed on screen keeping their cells.

/// One way a changeset failed to take a table from one snapshot to another.
package typealias RoundTripProblem = Finding<RoundTripProblemKind>

/// The kinds of ``RoundTripProblem``.
package enum RoundTripProblemKind: Equatable, Sendable {
  /// The table showing the old snapshot could not be laid out.
  case setup
  /// The table rejected a stage.
  case rejected
  /// After the changeset, the table does not show the new snapshot.
  case display(ViolationKind)
  /// An item that stayed on screen, in its section, and was not reloaded (nor its section) got
  /// another cell.
  case cellReplaced
}

/// Applies `changeset` to a table showing `old`, its data source switched to `new`, and returns
/// every way the table then fails to show `new`. Each cell shows `item N` for item N.
///
/// - Parameters:
///   - changeset: The changeset to check; by default the one the library computes.
///   - height: The viewport's height; the table is 320 points wide, rows 44 points tall.
///   - order: The reuse queues' order.
@MainActor
package func roundTripProblems<SectionID: Hashable & Sendable>(
  from old: Snapshot<SectionID, Int>, to new: Snapshot<SectionID, Int>,
  changeset: StagedChangeset? = nil, height: CGFloat = 300,
  order: ReuseQueueOrder = .lastInFirstOut
) -> [RoundTripProblem] {
  let changeset = changeset ?? StagedChangeset(from: old, to: new)
  let model = ModelDataSource(old.itemsBySection)
  let table: VirtualTableView
  do {
    table = try makeTable(model, height: height, order: order)
    try table.layoutIfNeeded()
  } catch {
    return [RoundTripProblem(.setup, "the table showing the old snapshot failed: \(error)")]
  }
  var cellsBefore: [Int: ObjectIdentifier] = [:]
  for (path, cell) in zip(table.indexPathsForVisibleRows, table.visibleCells) {
    cellsBefore[model.items[path.section][path.row]] = ObjectIdentifier(cell)
  }
  model.items = new.itemsBySection
  do {
    try table.apply(changeset)
  } catch {
    return [RoundTripProblem(.rejected, "the table rejected it: \(error)")]
  }
  table.checkInvariants()
  var problems = table.violations(of: model.expected).map {
    RoundTripProblem(.display($0.kind), $0.description)
  }
  // Refreshes come in the last stage, whose index paths are the new snapshot's.
  let reloaded = Set(changeset.stages.flatMap(\.reloadedRows).compactMap(new.itemIdentifier(at:)))
  let reloadedSections = Set(changeset.stages.flatMap(\.reloadedSections))
  for (path, cell) in zip(table.indexPathsForVisibleRows, table.visibleCells) {
    let item = model.items[path.section][path.row]
    if let before = cellsBefore[item], !reloaded.contains(item),
      !reloadedSections.contains(path.section),
      new.sectionIdentifier(containingItem: item) == old.sectionIdentifier(containingItem: item),
      before != ObjectIdentifier(cell), table.contentOffset.y == 0
    {
      problems.append(
        RoundTripProblem(.cellReplaced, "item \(item) stayed on screen but changed cell"))
    }
  }
  return problems
}

/// Expects `changeset` (by default the library's) to take a table showing `old` to one showing
/// `new`: see ``roundTripProblems(from:to:changeset:height:order:)``.
@MainActor
package func expectReproducible<SectionID: Hashable & Sendable>(
  from old: Snapshot<SectionID, Int>, to new: Snapshot<SectionID, Int>,
  changeset: StagedChangeset? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  let problems = roundTripProblems(from: old, to: new, changeset: changeset)
  #expect(
    problems.isEmpty, "\(problems.map(\.description).joined(separator: "; "))",
    sourceLocation: sourceLocation)
}

extension Snapshot {
  /// The items of each section, in order.
  package var itemsBySection: [[ItemID]] {
    sectionIdentifiers.map(itemIdentifiers(inSection:))
  }
}

/// A snapshot of the given sections, each with its items.
package func makeSnapshot<SectionID, ItemID>(_ sections: [(SectionID, [ItemID])]) throws
  -> Snapshot<SectionID, ItemID>
{
  var snapshot = Snapshot<SectionID, ItemID>()
  for (section, items) in sections {
    try snapshot.appendSections([section])
    try snapshot.appendItems(items, toSection: section)
  }
  return snapshot
}
