package import Foundation
package import TableSource
package import Testing

// The round trip of a changeset through a view, as DifferenceKit's `XCTAssertReproducible`:
// a table or a collection view shows snapshot A, the data source switches to B, the changeset
// from A to B is applied stage by stage, and the view must then show B — accepted by the view's
// UIKit validation, every visible row or item showing B's item, and the items that stayed on
// screen keeping their cells.

/// One way a changeset failed to take a view from one snapshot to another.
package typealias RoundTripProblem = Finding<RoundTripProblemKind>

/// The kinds of ``RoundTripProblem``.
package enum RoundTripProblemKind: Equatable, Sendable {
  /// The view showing the old snapshot could not be laid out.
  case setup
  /// The view rejected a stage.
  case rejected
  /// After the changeset, the view does not show the new snapshot.
  case display(ViolationKind)
  /// An item that stayed on screen, in its section, and was not reloaded (nor its section) got
  /// another cell.
  case cellReplaced
}

/// The views a changeset's round trip goes through.
package enum RoundTripView: String, CaseIterable, Sendable {
  /// A `VirtualTableView`, rows 44 points tall.
  case table
  /// A `VirtualCollectionView` with a vertical flow layout of 100 × 44 items, three a line.
  case collection
}

/// Applies `changeset` to a view showing `old`, its data source switched to `new`, and returns
/// every way the view then fails to show `new`. Each cell shows `item N` for item N.
///
/// - Parameters:
///   - changeset: The changeset to check; by default the one the library computes.
///   - height: The viewport's height; the view is 320 points wide.
///   - order: The reuse queues' order.
///   - view: The view to go through.
@MainActor
package func roundTripProblems<SectionID: Hashable & Sendable>(
  from old: Snapshot<SectionID, Int>, to new: Snapshot<SectionID, Int>,
  changeset: StagedChangeset? = nil, height: CGFloat = 300,
  order: ReuseQueueOrder = .lastInFirstOut, view: RoundTripView = .table
) -> [RoundTripProblem] {
  let changeset = changeset ?? StagedChangeset(from: old, to: new)
  let shown: any RoundTripShowing
  do {
    switch view {
    case .table: shown = try TableRoundTrip(old.itemsBySection, height: height, order: order)
    case .collection:
      shown = try CollectionRoundTrip(old.itemsBySection, height: height, order: order)
    }
  } catch {
    return [
      RoundTripProblem(.setup, "the \(view) showing the old snapshot failed: \(error)")
    ]
  }
  let cellsBefore = shown.cellsByItem()
  shown.switchModel(to: new.itemsBySection)
  do {
    try shown.apply(changeset)
  } catch {
    return [RoundTripProblem(.rejected, "the \(view) rejected it: \(error)")]
  }
  var problems = shown.violations().map { RoundTripProblem(.display($0.kind), $0.description) }
  // Refreshes come in the last stage, whose index paths are the new snapshot's.
  let reloaded = Set(changeset.stages.flatMap(\.reloadedRows).compactMap(new.itemIdentifier(at:)))
  let reloadedSections = Set(changeset.stages.flatMap(\.reloadedSections))
  for (path, item, cell) in shown.visible() {
    if let before = cellsBefore[item], !reloaded.contains(item),
      !reloadedSections.contains(path.section),
      new.sectionIdentifier(containingItem: item) == old.sectionIdentifier(containingItem: item),
      before != cell, shown.isAtTop
    {
      problems.append(
        RoundTripProblem(.cellReplaced, "item \(item) stayed on screen but changed cell"))
    }
  }
  return problems
}

/// Expects `changeset` (by default the library's) to take a table and a collection view showing
/// `old` to ones showing `new`: see ``roundTripProblems(from:to:changeset:height:order:view:)``.
@MainActor
package func expectReproducible<SectionID: Hashable & Sendable>(
  from old: Snapshot<SectionID, Int>, to new: Snapshot<SectionID, Int>,
  changeset: StagedChangeset? = nil, views: [RoundTripView] = RoundTripView.allCases,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for view in views {
    let problems = roundTripProblems(from: old, to: new, changeset: changeset, view: view)
    #expect(
      problems.isEmpty, "\(view): \(problems.map(\.description).joined(separator: "; "))",
      sourceLocation: sourceLocation)
  }
}

/// What a round trip needs of a view showing sections of items.
@MainActor
private protocol RoundTripShowing {
  /// The cell of each item on display.
  func cellsByItem() -> [Int: ObjectIdentifier]
  /// The data source's model becomes `items`, without telling the view.
  func switchModel(to items: [[Int]])
  /// Applies the changeset's stages.
  func apply(_ changeset: StagedChangeset) throws
  /// Every way the display disagrees with the model.
  func violations() -> [Violation]
  /// The items on display: index path, item and cell.
  func visible() -> [(IndexPath, Int, ObjectIdentifier)]
  /// Whether the viewport is at the content's start: a scrolled one may lose cells legitimately.
  var isAtTop: Bool { get }
}

extension RoundTripShowing {
  func cellsByItem() -> [Int: ObjectIdentifier] {
    Dictionary(visible().map { ($0.1, $0.2) }, uniquingKeysWith: { first, _ in first })
  }
}

@MainActor
private struct TableRoundTrip: RoundTripShowing {
  let model: ModelDataSource
  let table: VirtualTableView

  init(_ items: [[Int]], height: CGFloat, order: ReuseQueueOrder) throws {
    model = ModelDataSource(items)
    table = try makeTable(model, height: height, order: order)
    try table.layoutIfNeeded()
  }

  func switchModel(to items: [[Int]]) { model.items = items }
  func apply(_ changeset: StagedChangeset) throws { try table.apply(changeset) }

  func violations() -> [Violation] {
    table.checkInvariants()
    return table.violations(of: model.expected)
  }

  func visible() -> [(IndexPath, Int, ObjectIdentifier)] {
    zip(table.indexPathsForVisibleRows, table.visibleCells).map { path, cell in
      (path, model.items[path.section][path.row], ObjectIdentifier(cell))
    }
  }

  var isAtTop: Bool { table.contentOffset.y == 0 }
}

@MainActor
private struct CollectionRoundTrip: RoundTripShowing {
  let model: ItemsCollectionSource
  let grid: VirtualCollectionView

  init(_ items: [[Int]], height: CGFloat, order: ReuseQueueOrder) throws {
    model = ItemsCollectionSource(items)
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 44)
    grid = VirtualCollectionView(
      size: CGSize(width: 320, height: height), layout: layout, reuseQueueOrder: order)
    try grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
    grid.dataSource = model
    try grid.layoutIfNeeded()
  }

  func switchModel(to items: [[Int]]) { model.items = items }

  func apply(_ changeset: StagedChangeset) throws {
    for stage in changeset.stages { try grid.apply(stage) }
  }

  func violations() -> [Violation] { grid.violations(ofItems: model.items) }

  func visible() -> [(IndexPath, Int, ObjectIdentifier)] {
    zip(grid.indexPathsForVisibleItems, grid.visibleCells).map { path, cell in
      (path, model.items[path.section][path.item], ObjectIdentifier(cell))
    }
  }

  var isAtTop: Bool { grid.contentOffset.y == 0 }
}

/// A collection view data source over sections of item numbers: each cell, `item`, shows
/// `item N`.
@MainActor
package final class ItemsCollectionSource: CollectionViewDataSource {
  package var items: [[Int]]

  package init(_ items: [[Int]]) { self.items = items }

  package func numberOfSections(in collectionView: VirtualCollectionView) -> Int { items.count }

  package func collectionView(
    _ collectionView: VirtualCollectionView, numberOfItemsInSection section: Int
  ) -> Int { items[section].count }

  package func collectionView(
    _ collectionView: VirtualCollectionView, cellForItemAt indexPath: IndexPath
  ) throws -> CollectionViewCell {
    let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    cell.text = "item \(items[indexPath.section][indexPath.item])"
    return cell
  }
}

extension VirtualCollectionView {
  /// Every way the collection view's display disagrees with `items` (cells showing `text` of
  /// their item, `item N` by default), by its public API: counts, a cell shown twice or for
  /// another item, the items on display not exactly those whose frames meet the viewport, a
  /// selection naming no item.
  package func violations(
    ofItems items: [[Int]], text: (Int) -> String = { "item \($0)" }
  ) -> [Violation] {
    let counts = (0..<numberOfSections).map(numberOfItems(inSection:))
    guard counts == items.map(\.count) else {
      return [Violation(.counts, "counts \(counts) but the data source has \(items.map(\.count))")]
    }
    var found: [Violation] = []
    let cells = visibleCells.map(ObjectIdentifier.init)
    if Set(cells).count != cells.count {
      found.append(Violation(.shownTwice, "a cell is shown for two items"))
    }
    for (path, cell) in zip(indexPathsForVisibleItems, visibleCells)
    where cell.text != text(items[path.section][path.item]) {
      found.append(
        Violation(
          .content,
          "cell of \(path) shows \(cell.text ?? "nil"), not \(text(items[path.section][path.item]))"
        ))
    }
    var meeting: [IndexPath] = []
    for (section, sectionItems) in items.enumerated() {
      for item in sectionItems.indices {
        let path = IndexPath(item: item, section: section)
        if let frame = layoutAttributesForItem(at: path)?.frame, frame.intersects(bounds) {
          meeting.append(path)
        }
      }
    }
    if indexPathsForVisibleItems != meeting {
      found.append(
        Violation(
          .notLaidOut, "items shown \(indexPathsForVisibleItems), meeting the viewport \(meeting)"))
    }
    if indexPathsForSelectedItems.contains(where: {
      !items.indices.contains($0.section) || !items[$0.section].indices.contains($0.item)
    }) {
      found.append(Violation(.selection, "the selection names no item"))
    }
    return found
  }
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
