import Foundation
import TableSource
import Testing

/// What the model-based test and the fuzzer found in the collection view, each kept as a test of
/// its own once fixed.
@MainActor
@Suite("Collection view: findings of the model-based test and the fuzzer")
struct CollectionFindingsTests {
  @Test(
    "An interactive movement to another section moves the item there: both sections' counts change (C-J1)"
  )
  func movementAcrossSections() throws {
    let (grid, source) = try makeGrid([3, 3])
    source.movesItems = true
    #expect(try grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    let target = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 1)))
    grid.updateInteractiveMovementTargetPosition(
      CGPoint(x: target.frame.midX, y: target.frame.midY))
    try grid.endInteractiveMovement()
    // The first section's first item is now the second section's second.
    #expect(source.sections[1][1] == items([1])[0][0])
    #expect(source.sections.map(\.count) == [2, 4])
    #expect(grid.numberOfItems(inSection: 0) == 2 && grid.numberOfItems(inSection: 1) == 4)
    #expect(showsModel(grid, source))
  }

  @Test(
    "An interactive movement the counts no longer allow is refused, in the collection view's words, before the data source moves anything (C-J1)"
  )
  func movementAfterTheModelChanged() throws {
    let (grid, source) = try makeGrid([3, 3])
    source.movesItems = true
    #expect(try grid.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    let target = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
    grid.updateInteractiveMovementTargetPosition(
      CGPoint(x: target.frame.midX, y: target.frame.midY))
    // The app deletes the dragged item's section while the finger is down.
    source.sections.remove(at: 0)
    try grid.deleteSections([0])
    let error = #expect(throws: CollectionBatchUpdateError.self) {
      try grid.endInteractiveMovement()
    }
    #expect(error?.description.contains("row") == false)
    #expect(source.moves.isEmpty)
    #expect(showsModel(grid, source))
  }

  @Test(
    "Cells created for a display pass that fails are dropped and counted as discarded: the statistics still add up to the cells displayed and queued (C-B2)"
  )
  func failedPassDiscardsWhatItCreated() throws {
    let (grid, source) = try makeGrid([30])
    let failing = IndexPath(item: 20, section: 0)
    source.cellProvider = { [unowned source] view, path in
      let cell = try view.dequeueReusableCell(withReuseIdentifier: "label", for: path)
      if path == failing { throw ModelSourceFailure(indexPath: path) }
      cell.text = source.sections[path.section][path.item]
      return cell
    }
    let created = grid.statistics.totalCellsCreated
    // A taller viewport shows items 15–23: five cells are made for 15–19, and the request of 20
    // fails after its dequeue. The six cells are dropped.
    #expect(throws: ModelSourceFailure.self) { try grid.setSize(CGSize(width: 320, height: 800)) }
    #expect(grid.statistics.totalCellsCreated == created + 6)
    #expect(grid.statistics.cellsDiscarded == 6)
    #expect(CollectionChecks.reuseViolations(of: grid).isEmpty)
    #expect(showsModel(grid, source))
  }

  @Test(
    "A delegate that selects an item when a deleted item's cell ends display sees the counts after the update: it cannot select an item that no longer exists (C-G1)"
  )
  func endDisplayingSeesTheUpdate() throws {
    let (grid, model) = try Self.threeItems()
    model.hook = { grid, callback in
      if callback == .didEndDisplaying { try grid.selectItem(at: IndexPath(item: 0, section: 0)) }
    }
    model.items = [[]]
    try grid.deleteItems(at: (0..<3).map { IndexPath(item: $0, section: 0) })
    model.hook = nil
    #expect(grid.indexPathsForSelectedItems.isEmpty)
    #expect(model.hookErrors.count == 3)
    #expect(CollectionChecks.violations(of: grid, model: model, selected: []).isEmpty)
  }

  @Test(
    "A tap whose item a didDeselectItemAt deletes selects nothing: the selection never names an item that does not exist (C-I4)"
  )
  func tapAfterDeselectDeletes() throws {
    let (grid, model) = try Self.threeItems()
    try grid.tapItem(at: IndexPath(item: 0, section: 0))
    model.hook = { grid, callback in
      guard callback == .didDeselect else { return }
      model.items[0].removeLast()
      try grid.deleteItems(at: [IndexPath(item: 2, section: 0)])
    }
    try grid.tapItem(at: IndexPath(item: 2, section: 0))
    model.hook = nil
    #expect(grid.indexPathsForSelectedItems.isEmpty)
    #expect(CollectionChecks.violations(of: grid, model: model, selected: []).isEmpty)
  }

  /// A collection view showing a ``ModelSource`` of one section of three items, laid out.
  static func threeItems() throws -> (VirtualCollectionView, ModelSource) {
    let grid = VirtualCollectionView(size: CGSize(width: 320, height: 200))
    grid.flowLayout.itemSize = CGSize(width: 80, height: 50)
    try ModelSource.register(on: grid)
    let model = ModelSource(items: [[1, 2, 3]], sectionIDs: [100])
    grid.dataSource = model
    grid.delegate = model
    try grid.layoutIfNeeded()
    return (grid, model)
  }
}
