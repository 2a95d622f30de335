import Foundation
import TableSource
@_spi(TableSourceEngine) import TableSourceVirtualTable

@testable import TableSourceVirtualCollection

/// One way a collection view does not show its model.
struct CollectionViolation: CustomStringConvertible {
  enum Kind: String, Sendable {
    case counts, geometry, offset, cells, supplementary, reuse, selection
  }

  var kind: Kind
  var message: String
  var description: String { "\(kind): \(message)" }
}

/// The invariants a collection view showing a ``ModelSource`` must satisfy after any call, as the
/// model-based test and the fuzzer check them.
@MainActor
enum CollectionChecks {
  /// The flow layout of the model worked out the plain way (``PlainFlowLayout``).
  static func plainLayout(_ grid: VirtualCollectionView, _ model: ModelSource) -> PlainFlowLayout {
    PlainFlowLayout(
      configuration: grid.flowLayout.configuration, boundsSize: grid.size,
      itemCounts: model.items.map(\.count),
      source: TestFlowSource(
        itemSizes: model.sizesItems ? model.items.map { $0.map(ModelSource.size(of:)) } : nil))
  }

  /// Which views must be on display: exactly those the viewport meets, or some of them (after a
  /// call that threw, or one a callback interleaved with).
  enum Coverage { case exact, subset }

  /// Every violation: the counts are the model's; every item's frame and the content size are
  /// the plain recomputation's, and the offset is within the content; the cells shown are
  /// exactly the items whose frames meet the viewport (as `coverage` says), each
  /// showing its own item; the headers and footers likewise; every view is either displayed
  /// once or queued, and the views alive are those created and not dropped; the selection names
  /// items, cells show it, and it is `selected` (item numbers) when given.
  static func violations(
    of grid: VirtualCollectionView, model: ModelSource, selected: Set<Int>?,
    coverage: Coverage = .exact,
    strays: [AnyObject] = []
  ) -> [CollectionViolation] {
    var found: [CollectionViolation] = []
    func note(_ kind: CollectionViolation.Kind, _ message: String) {
      found.append(CollectionViolation(kind: kind, message: message))
    }
    let counts = model.items.map(\.count)
    let known = (0..<grid.numberOfSections).map { grid.numberOfItems(inSection: $0) }
    guard known == counts else {
      note(.counts, "the collection view knows counts \(known), the model has \(counts)")
      return found
    }
    let plain = plainLayout(grid, model)
    if grid.contentSize != plain.contentSize {
      note(.geometry, "content size \(grid.contentSize), plainly \(plain.contentSize)")
    }
    for (section, frames) in plain.itemFrames.enumerated() {
      for (item, frame) in frames.enumerated() {
        let path = IndexPath(item: item, section: section)
        let attributes = grid.layoutAttributesForItem(at: path)?.frame
        if attributes != frame {
          note(
            .geometry,
            "item \(path.shortDescription) at \(String(describing: attributes)), plainly \(frame)")
        }
      }
    }
    let size = grid.size
    let limit = CGPoint(
      x: max(0, plain.contentSize.width - size.width),
      y: max(0, plain.contentSize.height - size.height))
    let offset = grid.contentOffset
    if offset.x < 0 || offset.y < 0 || offset.x > limit.x || offset.y > limit.y {
      note(.offset, "offset \(offset) outside 0…\(limit)")
    }
    let bounds = grid.bounds
    // Cells.
    let wanted = plain.indexPathsForItems(in: bounds)
    let shown = grid.indexPathsForVisibleItems
    func covers(_ shown: [Int], _ wanted: [Int]) -> Bool {
      switch coverage {
      case .exact: shown == wanted
      case .subset: Set(shown).isSubset(of: wanted)
      }
    }
    let wantedGlobal = wanted.map { grid.global($0) ?? -1 }
    if !covers(shown.map { grid.global($0) ?? -1 }, wantedGlobal) {
      note(
        .cells,
        "items shown \(shown.map(\.shortDescription)), plainly \(wanted.map(\.shortDescription))")
    }
    for (path, cell) in zip(shown, grid.visibleCells) {
      guard let item = model.item(at: path) else { continue }
      if !model.shows(cell.text, item: item) {
        note(
          .cells,
          "cell of \(path.shortDescription) shows \(cell.text ?? "nil"), not \(model.text(of: item))"
        )
      }
    }
    // Supplementary views.
    let elements = plain.supplementaryElements(in: bounds, visibleBounds: bounds)
    for kind in [CollectionElementKind.sectionHeader, CollectionElementKind.sectionFooter] {
      let wantedSections = elements.filter { $0.kind == kind }.map(\.section)
      let shownSections = grid.indexPathsForVisibleSupplementaryElements(ofKind: kind).map(
        \.section)
      if !covers(shownSections, wantedSections) {
        note(
          .supplementary, "\(kind) shown for sections \(shownSections), plainly \(wantedSections)")
      }
      for (section, view) in zip(shownSections, grid.visibleSupplementaryViews(ofKind: kind))
      where model.sectionIDs.indices.contains(section) {
        let text = ModelSource.text(ofSection: model.sectionIDs[section], kind: kind)
        if view.text != text {
          note(
            .supplementary, "\(kind) of section \(section) shows \(view.text ?? "nil"), not \(text)"
          )
        }
      }
    }
    found += reuseViolations(of: grid, strays: strays)
    // Selection.
    let selectedPaths = grid.indexPathsForSelectedItems
    let selectedItems = selectedPaths.compactMap(model.item(at:))
    if selectedItems.count != selectedPaths.count {
      note(.selection, "selected index paths \(selectedPaths) name no item")
    }
    if let selected, Set(selectedItems) != selected {
      note(.selection, "selected items \(selectedItems.sorted()), the model's \(selected.sorted())")
    }
    for (path, cell) in zip(shown, grid.visibleCells)
    where cell.isSelected != selectedPaths.contains(path) {
      note(.selection, "cell of \(path.shortDescription) selected: \(cell.isSelected)")
    }
    return found
  }

  /// Reuse accounting (C-B1, C-B2): no view is displayed twice or both displayed and queued, and
  /// the views alive — displayed, queued, or handed to user code by a dequeue outside a request
  /// (`strays`, C-A8) — are exactly those created and not dropped.
  static func reuseViolations(of grid: VirtualCollectionView, strays: [AnyObject] = [])
    -> [CollectionViolation]
  {
    var found: [CollectionViolation] = []
    let cells = grid.visibleCells.map(ObjectIdentifier.init)
    if Set(cells).count != cells.count {
      found.append(.init(kind: .reuse, message: "a cell is displayed twice"))
    }
    let queuedCells = grid.cellPool.queues.allViews
    if queuedCells.contains(where: { cell in grid.visibleCells.contains { $0 === cell } }) {
      found.append(.init(kind: .reuse, message: "a cell is both displayed and queued"))
    }
    let stats = grid.statistics
    let held = Set(cells + queuedCells.map(ObjectIdentifier.init))
    let strayCells = Set(
      strays.filter { $0 is CollectionViewCell }.map(ObjectIdentifier.init)
    ).subtracting(held)
    let aliveCells =
      stats.totalCellsCreated - stats.cellsDiscarded - stats.staleCellsDropped - strayCells.count
    if aliveCells != cells.count + queuedCells.count {
      found.append(
        .init(
          kind: .reuse,
          message:
            "\(aliveCells) cells alive by the statistics, \(cells.count) displayed + \(queuedCells.count) queued"
        ))
    }
    var displayedViews: [CollectionReusableView] = []
    var queuedViews: [CollectionReusableView] = []
    for kind in [CollectionElementKind.sectionHeader, CollectionElementKind.sectionFooter] {
      displayedViews += grid.visibleSupplementaryViews(ofKind: kind)
      queuedViews += grid.supplementaryPools[kind]?.queues.allViews ?? []
    }
    let displayedIDs = displayedViews.map(ObjectIdentifier.init)
    if Set(displayedIDs).count != displayedIDs.count
      || !Set(displayedIDs).isDisjoint(with: queuedViews.map(ObjectIdentifier.init))
    {
      found.append(
        .init(kind: .reuse, message: "a supplementary view is displayed twice or also queued"))
    }
    let heldViews = Set((displayedViews + queuedViews).map(ObjectIdentifier.init))
    let strayViews = Set(
      strays.filter { !($0 is CollectionViewCell) }.map(ObjectIdentifier.init)
    ).subtracting(heldViews)
    let aliveViews =
      stats.headerFooterViewsCreated - stats.headerFooterViewsDiscarded - strayViews.count
    if aliveViews != displayedViews.count + queuedViews.count {
      found.append(
        .init(
          kind: .reuse,
          message:
            "\(aliveViews) supplementary views alive by the statistics, \(displayedViews.count) displayed + \(queuedViews.count) queued"
        ))
    }
    return found
  }
}
