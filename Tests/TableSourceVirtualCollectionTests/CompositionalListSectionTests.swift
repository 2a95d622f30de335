import Foundation
import TableSource
import TableSourceCore
import Testing

@testable import TableSourceVirtualCollection

/// A 320 × 480 collection view of `SizingCell`s (40 points and 10 a character) or `cellClass`
/// cells whose sections are `sections(index, environment)`, laid out; `TitleView` headers and
/// footers.
@MainActor
func mixedGrid(
  _ counts: [Int], cellClass: CollectionViewCell.Type = SizingCell.self,
  _ sections: @escaping @MainActor (Int, LayoutEnvironment) -> LayoutSection
) throws -> (VirtualCollectionView, GridSource) {
  let (grid, source) = try makeGrid(counts, layOut: false)
  try grid.register(cellClass, forCellWithReuseIdentifier: "label")
  grid.collectionViewLayout = CompositionalLayout(sectionProvider: sections)
  try grid.layoutIfNeeded()
  return (grid, source)
}

/// The frame of a section's header in a collection view.
@MainActor
func headerFrame(_ grid: VirtualCollectionView, _ section: Int) -> CGRect? {
  grid.layoutAttributesForSupplementaryElement(
    ofKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: section))?.frame
}

@MainActor
@Suite("A list section in a compositional layout (C-E1–C-E4, C-F3)")
struct CompositionalListSectionTests {
  typealias Configuration = CollectionLayoutListConfiguration

  /// Grid, list, grid: 50-point rows of two items, the list, 50-point rows of four items.
  func gridListGrid(
    _ counts: [Int], _ configuration: Configuration,
    cellClass: CollectionViewCell.Type = SizingCell.self
  ) throws -> (VirtualCollectionView, GridSource) {
    try mixedGrid(counts, cellClass: cellClass) { index, environment in
      switch index {
      case 0: gridSection(0.5)
      case 1: .list(using: configuration, layoutEnvironment: environment)
      default: gridSection(0.25)
      }
    }
  }

  @Test(
    "A list section between grid sections lays out and measures its rows, header and footer as a whole list of its configuration does, below the sections above it, and the grid below follows it (C-E1, C-E2, C-F3)"
  )
  func betweenGrids() throws {
    for appearance in Configuration.Appearance.allCases {
      let configuration = listConfiguration(
        appearance, headers: .supplementary, footers: .supplementary)
      let (grid, _) = try gridListGrid([4, 3, 8], configuration)
      let (list, _, _) = try makeList([3], configuration, cellClass: SizingCell.self)
      // Every row of both shows and is measured: "1.0" and "0.0" are both 70 points.
      for item in 0..<3 {
        let expected = try #require(list.layoutAttributesForItem(at: [0, item])?.frame)
        #expect(expected.height == 70)
        #expect(itemFrame(grid, item, 1) == expected.offsetBy(dx: 0, dy: 100), "\(appearance)")
      }
      let listHeader = list.layoutAttributesForSupplementaryElement(
        ofKind: CollectionElementKind.sectionHeader, at: [0, 0])?.frame
      #expect(headerFrame(grid, 1) == listHeader?.offsetBy(dx: 0, dy: 100), "\(appearance)")
      #expect(
        grid.layoutAttributesForSupplementaryElement(
          ofKind: CollectionElementKind.sectionFooter, at: [1, 0])?.frame
          == list.layoutAttributesForSupplementaryElement(
            ofKind: CollectionElementKind.sectionFooter, at: [0, 0])?.frame.offsetBy(
            dx: 0, dy: 100))
      // Headers and footers are asked of the list section only (C-E4).
      #expect(headerFrame(grid, 0) == nil && headerFrame(grid, 2) == nil)
      #expect(
        grid.visibleSupplementaryViews(ofKind: CollectionElementKind.sectionHeader).map(\.text)
          == ["Section 1"])
      #expect(
        itemFrame(grid, 0, 2)
          == CGRect(x: 0, y: 100 + list.contentSize.height, width: 80, height: 50),
        "\(appearance)")
      #expect(grid.contentSize.height == 100 + list.contentSize.height + 100)
      let second = try #require(itemFrame(grid, 1, 1))
      #expect(grid.indexPathForItem(at: CGPoint(x: second.midX, y: second.midY)) == [1, 1])
    }
  }

  @Test(
    "A list section follows updates that change sizes around it and in it: rows keep their measured heights, a new row is measured when shown, and the sections after it move (C-E1, C-F3)"
  )
  func updates() throws {
    // The list is the section at `listSection`, which the test moves with the sections.
    final class Place { var listSection = 1 }
    let place = Place()
    let configuration = listConfiguration(.plain)
    let (grid, source) = try mixedGrid([4, 3, 8]) { [place] index, environment in
      index == place.listSection
        ? .list(using: configuration, layoutEnvironment: environment)
        : gridSection(index < place.listSection ? 0.5 : 0.25)
    }
    #expect(itemFrame(grid, 0, 1) == CGRect(x: 0, y: 100, width: 320, height: 70))
    // Two items fewer above: the list moves up a row.
    source.sections[0].removeLast(2)
    try grid.deleteItems(at: [[0, 2], [0, 3]])
    #expect(itemFrame(grid, 0, 1) == CGRect(x: 0, y: 50, width: 320, height: 70))
    #expect(itemFrame(grid, 2, 1) == CGRect(x: 0, y: 190, width: 320, height: 70))
    // A longer row inserted at the top of the list: measured, the rest keep theirs.
    source.sections[1].insert("a longer row", at: 0)
    try grid.insertItems(at: [[1, 0]])
    #expect(itemFrame(grid, 0, 1) == CGRect(x: 0, y: 50, width: 320, height: 160))
    #expect(itemFrame(grid, 3, 1) == CGRect(x: 0, y: 350, width: 320, height: 70))
    #expect(itemFrame(grid, 0, 2)?.minY == 420)
    // A reloaded row is measured again.
    source.sections[1][0] = "x"
    try grid.reloadItems(at: [[1, 0]])
    #expect(itemFrame(grid, 0, 1)?.height == 50)
    #expect(itemFrame(grid, 0, 2)?.minY == 310)
    // A section inserted before it carries its measured rows along.
    source.sections.insert(["new"], at: 0)
    place.listSection = 2
    try grid.insertSections(IndexSet(integer: 0))
    #expect(itemFrame(grid, 0, 2)?.height == 50)
    #expect(itemFrame(grid, 1, 2)?.height == 70)
    let geometry = try #require(grid.geometry as? CompositionalLayoutGeometry)
    geometry.checkInvariants()
  }

  @Test(
    "Cells on display whose section an update makes a list section are measured at once: its rows are as high as their cells ask, not the estimate (C-D1, C-E1, C-F3)"
  )
  func cellsMovedIntoAListAreMeasured() throws {
    // The provider answers by index: section 0 is the list, the others grids of 50-point rows.
    let configuration = listConfiguration(.plain)
    let (grid, source) = try mixedGrid([1, 3]) { index, environment in
      index == 0 ? .list(using: configuration, layoutEnvironment: environment) : gridSection(0.5)
    }
    source.sections[1] = ["xx", "xxx", "x"]
    try grid.reloadItems(at: (0..<3).map { [1, $0] })
    #expect(itemFrame(grid, 0, 1)?.height == 50)
    // The grid's section moves to index 0, its cells with it, still on display.
    source.sections.swapAt(0, 1)
    try grid.moveSection(1, toSection: 0)
    #expect(grid.visibleCells.map(\.text) == ["xx", "xxx", "x", "0.0"])
    #expect((0..<3).map { itemFrame(grid, $0, 0)?.height } == [60, 70, 50])
  }

  @Test(
    "An item moved into a list section with its cell on display is measured at once, in an update of items alone (C-D1, C-E1, C-F3)"
  )
  func cellMovedIntoAListIsMeasured() throws {
    let configuration = listConfiguration(.plain)
    let (grid, source) = try mixedGrid([2, 3]) { index, environment in
      index == 1 ? .list(using: configuration, layoutEnvironment: environment) : gridSection(0.5)
    }
    // Texts of three characters: a row measures 70 points.
    source.sections[1].insert(source.sections[0].remove(at: 0), at: 0)
    try grid.moveItem(at: [0, 0], to: [1, 0])
    #expect(grid.cellForItem(at: [1, 0])?.text == "0.0")
    #expect(itemFrame(grid, 0, 1)?.height == 70)
  }

  @Test(
    "Cells measured after an update that shrink the content keep the offset within it: a section of rows scrolled to its end becomes a list whose rows measure shorter (C-D2, C-E1, C-F3)"
  )
  func measuringAfterAnUpdateKeepsTheOffsetInRange() throws {
    let configuration = listConfiguration(.plain)
    let (grid, source) = try mixedGrid([1, 30]) { index, environment in
      index == 0
        ? .list(using: configuration, layoutEnvironment: environment)
        : gridSection(1, height: .absolute(44))
    }
    // Empty texts: the list's rows measure 40 points, under the 44-point estimate.
    source.sections[1] = Array(repeating: "", count: 30)
    try grid.setContentOffset(CGPoint(x: 0, y: 3000))
    source.sections.swapAt(0, 1)
    try grid.moveSection(1, toSection: 0)
    #expect(grid.contentOffset.y == grid.contentSize.height - 480)
    let rows = grid.indexPathsForVisibleItems.filter { $0.section == 0 }
    #expect(!rows.isEmpty)
    #expect(rows.allSatisfy { itemFrame(grid, $0.item, 0)?.height == 40 })
  }

  @Test(
    "A jump into a list section of 100,000 rows shows the rows there at the estimate, and the grid after it is reached as well (C-E1, C-F3)"
  )
  func jumps() throws {
    let (grid, _) = try gridListGrid([4, 100_000, 8], listConfiguration(.plain))
    // Rows on screen are measured (70 points), the others have the estimate.
    #expect(itemFrame(grid, 0, 1) == CGRect(x: 0, y: 100, width: 320, height: 70))
    #expect(itemFrame(grid, 99_999, 1)?.height == 44)
    #expect(grid.contentSize.height == (itemFrame(grid, 99_999, 1)?.maxY ?? 0) + 100)
    try grid.scrollToItem(at: [1, 60_000], at: .top)
    #expect(grid.indexPathsForVisibleItems.first == [1, 60_000])
    #expect(grid.visibleCells.first?.text == "1.60000")
    // Measured at the top of the viewport: the item shows where it was asked to.
    #expect(itemFrame(grid, 60_000, 1)?.minY == grid.contentOffset.y)
    // The rows a jump to the end shows are measured then, taller than their estimate, and push
    // the grid after them down (C-D2); a second jump lands.
    try grid.scrollToItem(at: [2, 7], at: .bottom)
    try grid.scrollToItem(at: [2, 7], at: .bottom)
    #expect(grid.indexPathsForVisibleItems.last == [2, 7])
    #expect(itemFrame(grid, 0, 2)?.minY == itemFrame(grid, 99_999, 1)?.maxY)
    #expect(grid.contentOffset.y + 480 == grid.contentSize.height)
  }

  @Test(
    "A plain list section pins its header to the top of the viewport while the section shows, and no further than its end (C-E3)"
  )
  func pinnedHeader() throws {
    // Rows of the estimated 44 points, which their cells keep.
    let (grid, _) = try gridListGrid(
      [4, 30, 80], listConfiguration(.plain, headers: .supplementary), cellClass: LabelCell.self)
    #expect(headerFrame(grid, 1) == CGRect(x: 0, y: 100, width: 320, height: 28))
    #expect(itemFrame(grid, 0, 2)?.minY == CGFloat(100 + 28 + 30 * 44))
    try grid.setContentOffset(CGPoint(x: 0, y: 500))
    #expect(headerFrame(grid, 1)?.minY == 500)
    #expect(grid.visibleSupplementaryViews(ofKind: CollectionElementKind.sectionHeader).count == 1)
    // Past the list section, the header rests at its end.
    let end = try #require(itemFrame(grid, 0, 2)?.minY)
    try grid.setContentOffset(CGPoint(x: 0, y: end - 10))
    #expect(headerFrame(grid, 1)?.maxY == end)
  }

  @Test(
    "Swipe actions of a list section's items come from that section's configuration; a grid section's items have none (C-E4)"
  )
  func swipeActions() throws {
    var configuration = Configuration(appearance: .insetGrouped)
    configuration.trailingSwipeActionsConfigurationProvider = { path in
      SwipeActionsConfiguration(actions: [
        ContextualAction(style: .normal, title: "Flag \(path.section).\(path.item)") { _, _, _ in }
      ])
    }
    let (grid, _) = try gridListGrid([4, 3, 8], configuration)
    #expect(grid.simulate.swipeActions(item: [1, 2])?.actions.map(\.title) == ["Flag 1.2"])
    #expect(grid.simulate.swipeActions(.leading, item: [1, 2]) == nil)
    #expect(grid.simulate.swipeActions(item: [0, 1]) == nil)
  }

  @Test(
    "A list section in first-item mode asks for no supplementary view, and a boundary item of another kind still goes around the list (C-E2, C-F3)"
  )
  func firstItemModeAndBoundaryItems() throws {
    let banner = LayoutBoundarySupplementaryItem(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)),
      elementKind: CollectionElementKind.sectionFooter, alignment: .bottom)
    let (grid, _) = try mixedGrid([2, 3]) { index, environment in
      guard index == 1 else { return gridSection(0.5) }
      var section = LayoutSection.list(
        using: listConfiguration(.grouped, headers: .firstItemInSection),
        layoutEnvironment: environment)
      section.boundarySupplementaryItems = [banner]
      return section
    }
    #expect(headerFrame(grid, 1) == nil)
    // 50 for the grid, then 35 of the grouped spacing, three rows of 70 and 35 after.
    #expect(itemFrame(grid, 0, 1) == CGRect(x: 0, y: 85, width: 320, height: 70))
    #expect(
      grid.layoutAttributesForSupplementaryElement(
        ofKind: CollectionElementKind.sectionFooter, at: [1, 0])?.frame
        == CGRect(x: 0, y: 50 + 35 + 210 + 35, width: 320, height: 30))
    #expect(grid.contentSize.height == CGFloat(50 + 35 + 210 + 35 + 30))
  }
}
