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

  /// Every violation: the counts are the model's; in a flow layout every item's frame and the
  /// content size are the plain recomputation's, in another every item has a sound frame; the
  /// offset is within the content; the cells shown are exactly the items whose frames meet the
  /// viewport (as `coverage` says), each
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
    let size = grid.size
    let expected =
      grid.collectionViewLayout is FlowLayout
      ? flowExpectation(grid, model, note: note) : ownExpectation(grid, model, note: note)
    let limit = CGPoint(
      x: max(0, expected.contentSize.width - size.width),
      y: max(0, expected.contentSize.height - size.height))
    let offset = grid.contentOffset
    if offset.x < 0 || offset.y < 0 || offset.x > limit.x || offset.y > limit.y {
      note(.offset, "offset \(offset) outside 0…\(limit)")
    }
    // Cells.
    let wanted = expected.items
    let shown = grid.indexPathsForVisibleItems
    /// Whether the views shown are those wanted, or some of them (`coverage`), with any of the
    /// optional ones, in order.
    func covers(_ shown: [Int], _ wanted: [Int], optional: [Int]) -> Bool {
      let allowed = Set(wanted).union(optional)
      guard shown == shown.sorted(), Set(shown).isSubset(of: allowed) else { return false }
      return coverage == .subset || Set(wanted).isSubset(of: shown)
    }
    let wantedGlobal = wanted.map { grid.global($0) ?? -1 }
    if !covers(
      shown.map { grid.global($0) ?? -1 }, wantedGlobal,
      optional: expected.optionalItems.map { grid.global($0) ?? -1 })
    {
      note(
        .cells,
        "items shown \(shown.map(\.shortDescription)), wanted \(wanted.map(\.shortDescription)) (\(expected.source))"
      )
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
    for kind in [CollectionElementKind.sectionHeader, CollectionElementKind.sectionFooter] {
      let wantedSections = expected.supplementary[kind] ?? []
      let shownSections = grid.indexPathsForVisibleSupplementaryElements(ofKind: kind).map(
        \.section)
      if !covers(
        shownSections, wantedSections, optional: expected.optionalSupplementary[kind] ?? [])
      {
        note(
          .supplementary,
          "\(kind) shown for sections \(shownSections), wanted \(wantedSections) (\(expected.source))"
        )
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

  /// What the display must show: the content size, the items and the sections whose headers and
  /// footers meet the viewport, those it may show as well, and where these come from.
  struct Expectation {
    var contentSize: CGSize
    var items: [IndexPath]
    var supplementary: [String: [Int]]
    var optionalItems: [IndexPath] = []
    var optionalSupplementary: [String: [Int]] = [:]
    var source: String
  }

  /// A flow layout's expectation, from the plain recomputation, whose frames and content size
  /// the collection view's must be.
  private static func flowExpectation(
    _ grid: VirtualCollectionView, _ model: ModelSource,
    note: (CollectionViolation.Kind, String) -> Void
  ) -> Expectation {
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
    let bounds = grid.bounds
    let elements = plain.supplementaryElements(in: bounds, visibleBounds: bounds)
    return Expectation(
      contentSize: plain.contentSize, items: plain.indexPathsForItems(in: bounds),
      supplementary: Dictionary(grouping: elements, by: \.kind).mapValues { $0.map(\.section) },
      source: "plainly")
  }

  /// Another layout's expectation, from the collection view's own answers: the layouts with
  /// self-sized views have frames that depend on what was measured when, which no plain
  /// recomputation knows; what must hold is that every item has a frame, and that the views on
  /// display are exactly those whose frames (headers pinned where they pin, orthogonal sections
  /// at their offsets) meet the viewport.
  private static func ownExpectation(
    _ grid: VirtualCollectionView, _ model: ModelSource,
    note: (CollectionViolation.Kind, String) -> Void
  ) -> Expectation {
    func isSound(_ frame: CGRect) -> Bool {
      frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
        && frame.width >= 0 && frame.height >= 0
    }
    let content = grid.contentSize
    if !isSound(CGRect(origin: .zero, size: content)) {
      note(.geometry, "content size \(content)")
    }
    let bounds = grid.bounds
    // Views whose frames overlap the viewport must show; those whose frames only touch its edge,
    // or meet a viewport of no area, may (a list's rows do not, as the table's; Foundation on
    // Linux says the compositional layout's frames intersect the viewport then).
    func overlaps(_ frame: CGRect) -> Bool {
      bounds.width > 0 && bounds.height > 0 && frame.maxY > bounds.minY && frame.minY < bounds.maxY
        && frame.maxX > bounds.minX
        && frame.minX < bounds.maxX
    }
    func touches(_ frame: CGRect) -> Bool { !overlaps(frame) && frame.intersects(bounds) }
    var items: [IndexPath] = []
    var optionalItems: [IndexPath] = []
    for (section, sectionItems) in model.items.enumerated() {
      for item in sectionItems.indices {
        let path = IndexPath(item: item, section: section)
        guard let frame = grid.layoutAttributesForItem(at: path)?.frame, isSound(frame) else {
          note(.geometry, "item \(path.shortDescription) has no sound frame")
          continue
        }
        if overlaps(frame) {
          items.append(path)
        } else if touches(frame) {
          optionalItems.append(path)
        }
      }
    }
    var supplementary: [String: [Int]] = [:]
    var optionalSupplementary: [String: [Int]] = [:]
    for kind in [CollectionElementKind.sectionHeader, CollectionElementKind.sectionFooter] {
      for section in model.items.indices {
        guard
          let frame = grid.layoutAttributesForSupplementaryElement(
            ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
        else { continue }
        if overlaps(frame) {
          supplementary[kind, default: []].append(section)
        } else if touches(frame) {
          optionalSupplementary[kind, default: []].append(section)
        }
      }
    }
    return Expectation(
      contentSize: content, items: items, supplementary: supplementary,
      optionalItems: optionalItems, optionalSupplementary: optionalSupplementary,
      source: "by its frames")
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
