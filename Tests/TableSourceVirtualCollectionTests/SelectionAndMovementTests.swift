import Foundation
import TableSource
import Testing

@MainActor
@Suite("Selection and interactive movement in the collection view")
struct SelectionAndMovementTests {
  @Test(
    "Selection is allowed and single by default; in multiple selection a tap on a selected item deselects it (C-I1)"
  )
  func defaultsAndMultipleSelection() throws {
    let (grid, source) = try makeGrid([6])
    #expect(grid.allowsSelection && !grid.allowsMultipleSelection)
    grid.allowsMultipleSelection = true
    try grid.tapItem(at: IndexPath(item: 1, section: 0))
    try grid.tapItem(at: IndexPath(item: 4, section: 0))
    #expect(
      grid.indexPathsForSelectedItems == [
        IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 0),
      ])
    try grid.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    #expect(source.selections == ["select 0.1", "select 0.4", "deselect 0.1"])
    #expect(grid.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
    #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
  }

  @Test(
    "Selecting in code calls no delegate; nil clears; with selection off, deselecting does nothing (C-I2)"
  )
  func programmaticSelection() throws {
    let (grid, source) = try makeGrid([6])
    try grid.selectItem(at: IndexPath(item: 2, section: 0))
    try grid.selectItem(at: IndexPath(item: 3, section: 0))
    #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    try grid.selectItem(at: nil)
    #expect(grid.indexPathsForSelectedItems.isEmpty)
    try grid.selectItem(at: IndexPath(item: 0, section: 0))
    grid.allowsSelection = false
    grid.deselectItem(at: IndexPath(item: 0, section: 0))
    #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    #expect(source.selections.isEmpty)
    #expect(throws: CollectionViewError.self) {
      try grid.selectItem(at: IndexPath(item: 0, section: 0))
      grid.allowsSelection = true
      try grid.selectItem(at: IndexPath(item: 9, section: 0))
    }
  }

  @Test("A tap asks shouldSelect, which can only veto, then tells didSelect (C-I3)")
  func tapCanBeVetoed() throws {
    let (grid, source) = try makeGrid([6])
    source.shouldSelect = { $0.item != 2 }
    try grid.tapItem(at: IndexPath(item: 2, section: 0))
    #expect(grid.indexPathsForSelectedItems.isEmpty)
    try grid.tapItem(at: IndexPath(item: 3, section: 0))
    #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    #expect(source.selections == ["select 0.3"])
  }

  @Test(
    "In single selection a tap on another item deselects the old one with didDeselect; a tap on the selected one keeps it unless switched (C-I4)"
  )
  func singleSelectionMoves() throws {
    let (grid, source) = try makeGrid([6])
    try grid.tapItem(at: IndexPath(item: 0, section: 0))
    try grid.tapItem(at: IndexPath(item: 5, section: 0))
    #expect(source.selections == ["select 0.0", "deselect 0.0", "select 0.5"])
    try grid.tapItem(at: IndexPath(item: 5, section: 0))
    #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
    grid.tapDeselectsSelectedItemInSingleSelection = true
    try grid.tapItem(at: IndexPath(item: 5, section: 0))
    #expect(grid.indexPathsForSelectedItems.isEmpty)
  }

  @Test(
    "Interactive movement begins only when the data source moves items, and its end calls moveItemAt and moves the cell (C-J1)"
  )
  func interactiveMovement() throws {
    let (grid, source) = try makeGrid([6])
    #expect(try !grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    source.movesItems = true
    let moving = grid.cellForItem(at: IndexPath(item: 0, section: 0))
    try drag(grid, from: IndexPath(item: 0, section: 0), onto: IndexPath(item: 4, section: 0))
    #expect(source.moves.map { "\($0.0.item)→\($0.1.item)" } == ["0→4"])
    #expect(grid.cellForItem(at: IndexPath(item: 4, section: 0)) === moving)
    #expect(shownTexts(grid) == ["0.1", "0.2", "0.3", "0.4", "0.0", "0.5"])
    #expect(showsModel(grid, source))
  }

  @Test(
    "An item moved interactively onto another section's item leaves its section for that one (C-J1)"
  )
  func interactiveMovementAcrossSections() throws {
    let (grid, source) = try makeGrid([4, 4])
    source.movesItems = true
    let moving = grid.cellForItem(at: IndexPath(item: 1, section: 0))
    try drag(grid, from: IndexPath(item: 1, section: 0), onto: IndexPath(item: 2, section: 1))
    let move = try #require(source.moves.first)
    #expect(source.moves.count == 1)
    #expect(move.0 == IndexPath(item: 1, section: 0) && move.1 == IndexPath(item: 2, section: 1))
    #expect(grid.numberOfItems(inSection: 0) == 3 && grid.numberOfItems(inSection: 1) == 5)
    #expect(grid.cellForItem(at: IndexPath(item: 2, section: 1)) === moving)
    #expect(showsModel(grid, source))
  }

  @Test("Cancelling a movement leaves every item where it was (C-J1)")
  func cancelLeavesItems() throws {
    let (grid, source) = try makeGrid([6])
    source.movesItems = true
    #expect(try grid.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    grid.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 10))
    grid.cancelInteractiveMovement()
    try grid.endInteractiveMovement()
    #expect(source.moves.isEmpty)
    #expect(shownTexts(grid) == ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5"])
  }

  @Test("The delegate's target wins over the proposed index path (C-J2)")
  func redirectedTargetWins() throws {
    let (grid, source) = try makeGrid([6])
    source.movesItems = true
    source.redirect = { _ in IndexPath(item: 5, section: 0) }
    #expect(try grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    let proposed = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    grid.updateInteractiveMovementTargetPosition(
      CGPoint(x: proposed.frame.midX, y: proposed.frame.midY))
    try grid.endInteractiveMovement()
    #expect(source.moves.map { "\($0.0.item)→\($0.1.item)" } == ["0→5"])
    #expect(shownTexts(grid) == ["0.1", "0.2", "0.3", "0.4", "0.5", "0.0"])
  }

  @Test(
    "Calling the collection view's updates from moveItemAt throws and leaves the grid as it was (C-J4)"
  )
  func updateFromMoveItemAtThrows() throws {
    let grid = VirtualCollectionView(size: CGSize(width: 320, height: 480))
    grid.flowLayout.itemSize = CGSize(width: 100, height: 100)
    try grid.register(LabelCell.self, forCellWithReuseIdentifier: "label")
    let source = ReentrantMover(items(["a", "b", "c"].count == 3 ? [3] : [3]))
    grid.dataSource = source
    try grid.layoutIfNeeded()
    #expect(try grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    let target = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    grid.updateInteractiveMovementTargetPosition(
      CGPoint(x: target.frame.midX, y: target.frame.midY))
    let error = #expect(throws: CollectionViewError.self) { try grid.endInteractiveMovement() }
    #expect(
      error
        == .reentrantCall(call: "reloadItems(at:)", callback: "collectionView(_:moveItemAt:to:)"))
    #expect(shownTexts(grid) == ["0.0", "0.1", "0.2"])
  }
}

/// Drags an item onto the middle of another, as a user's long press and move do (C-J1).
@MainActor
func drag(_ grid: VirtualCollectionView, from source: IndexPath, onto target: IndexPath) throws {
  #expect(try grid.beginInteractiveMovementForItem(at: source))
  let frame = try #require(grid.layoutAttributesForItem(at: target)).frame
  grid.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
  try grid.endInteractiveMovement()
}

/// A data source whose `moveItemAt` calls back into the collection view (C-J4).
@MainActor
final class ReentrantMover: CollectionViewDataSource {
  var sections: [[String]]
  init(_ sections: [[String]]) { self.sections = sections }
  var allowsReordering: Bool { true }
  func numberOfSections(in collectionView: VirtualCollectionView) -> Int { sections.count }
  func collectionView(_ collectionView: VirtualCollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].count
  }
  func collectionView(_ collectionView: VirtualCollectionView, cellForItemAt indexPath: IndexPath)
    throws -> CollectionViewCell
  {
    let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath)
    cell.text = sections[indexPath.section][indexPath.item]
    return cell
  }
  func collectionView(
    _ collectionView: VirtualCollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) throws {
    try collectionView.reloadItems(at: [destinationIndexPath])
    let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
    sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
  }
}
