import Foundation
import TableSource
import Testing

@testable import TableSourceVirtualCollection

/// A supplementary view that asks for 20 points and 10 a character of its text.
@MainActor
final class SizingTitleView: CollectionReusableView {
  override func preferredLayoutSize(fitting proposed: CGSize) -> CGSize {
    CGSize(width: proposed.width, height: 20 + 10 * CGFloat(text?.count ?? 0))
  }
}

@MainActor
@Suite("Supplementary views that size themselves")
struct SupplementaryMeasuringTests {
  /// A header of the given height at the top of its section.
  func header(_ height: LayoutDimension) -> LayoutBoundarySupplementaryItem {
    LayoutBoundarySupplementaryItem(
      layoutSize: layoutSize(.fractionalWidth(1), height),
      elementKind: CollectionElementKind.sectionHeader, alignment: .top)
  }

  /// Sections of 50-point rows of two items; section `absolute` has a 30-point header, the
  /// others one estimated at 44. Headers are `SizingTitleView`s ("Section n": 110 points).
  func grid(_ counts: [Int], absolute: Int? = nil) throws -> (VirtualCollectionView, GridSource) {
    let (grid, source) = try makeGrid(counts, layOut: false)
    try grid.register(
      SizingTitleView.self, forSupplementaryViewOfKind: CollectionElementKind.sectionHeader,
      withReuseIdentifier: "title")
    grid.collectionViewLayout = CompositionalLayout(sectionProvider: { index, _ in
      var section = gridSection(0.5)
      section.boundarySupplementaryItems = [
        header(index == absolute ? .absolute(30) : .estimated(44))
      ]
      return section
    })
    try grid.layoutIfNeeded()
    return (grid, source)
  }

  @Test(
    "A boundary header with an estimated height is measured by its view when shown, as items are: the items under it and the sections after it move, and one of an absolute height keeps it (C-D4, C-F3)"
  )
  func estimatedHeaders() throws {
    let (grid, _) = try grid([4, 4, 4], absolute: 1)
    #expect(headerFrame(grid, 0) == CGRect(x: 0, y: 0, width: 320, height: 110))
    #expect(itemFrame(grid, 0, 0) == CGRect(x: 0, y: 110, width: 160, height: 50))
    #expect(headerFrame(grid, 1) == CGRect(x: 0, y: 210, width: 320, height: 30))
    #expect(headerFrame(grid, 2) == CGRect(x: 0, y: 340, width: 320, height: 110))
    #expect(itemFrame(grid, 0, 2)?.minY == 450)
    #expect(grid.contentSize.height == 550)
  }

  @Test(
    "A header off screen keeps its estimate until it shows, and a measured header keeps its height through updates of its section and of the sections before it (C-D2, C-D4)"
  )
  func estimatesAndUpdates() throws {
    let (grid, source) = try grid([20, 4])
    #expect(headerFrame(grid, 0)?.height == 110)
    // Section 1's header starts at 110 + 500: off screen, at its estimate.
    #expect(headerFrame(grid, 1) == CGRect(x: 0, y: 610, width: 320, height: 44))
    #expect(grid.contentSize.height == CGFloat(610 + 44 + 100))
    try grid.scrollToItem(at: IndexPath(item: 3, section: 1), at: .bottom)
    #expect(headerFrame(grid, 1)?.height == 110)
    #expect(grid.contentSize.height == CGFloat(610 + 110 + 100))
    source.sections[0].removeLast(2)
    try grid.deleteItems(at: [IndexPath(item: 18, section: 0), IndexPath(item: 19, section: 0)])
    #expect(headerFrame(grid, 0)?.height == 110)
    #expect(headerFrame(grid, 1) == CGRect(x: 0, y: 560, width: 320, height: 110))
    source.sections.insert(["new"], at: 0)
    try grid.insertSections(IndexSet(integer: 0))
    #expect(headerFrame(grid, 2)?.height == 110)
  }

  @Test("A flow layout's headers keep their reference size: nothing asks them to measure (C-D1)")
  func flowHeadersNotMeasured() throws {
    let (grid, source) = try makeGrid([4], layOut: false)
    try grid.register(
      SizingTitleView.self, forSupplementaryViewOfKind: CollectionElementKind.sectionHeader,
      withReuseIdentifier: "title")
    source.headerHeight = 30
    try grid.layoutIfNeeded()
    #expect(headerFrame(grid, 0)?.height == 30)
  }

  /// Registers `SizingTitleView` for headers and footers.
  func sizingTitles(_ view: VirtualCollectionView) throws {
    for kind in [CollectionElementKind.sectionHeader, CollectionElementKind.sectionFooter] {
      try view.register(
        SizingTitleView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
    }
  }

  func footerFrame(_ view: VirtualCollectionView, _ section: Int) -> CGRect? {
    view.layoutAttributesForSupplementaryElement(
      ofKind: CollectionElementKind.sectionFooter, at: IndexPath(item: 0, section: section))?.frame
  }

  @Test(
    "A list's supplementary headers and footers are measured by their views when shown, as its rows are; the others keep the estimate, and measured ones keep their heights through updates (C-E2, C-D2)"
  )
  func listHeadersAndFooters() throws {
    let configuration = listConfiguration(
      .grouped, headers: .supplementary, footers: .supplementary)
    let (list, source, _) = try makeList([3, 3, 3], configuration)
    try sizingTitles(list)
    list.reloadData()
    try list.layoutIfNeeded()
    // "Section 0" is 110 points, "3 items" 90; rows keep 44; 35 between sections.
    #expect(headerFrame(list, 0) == CGRect(x: 0, y: 35, width: 320, height: 110))
    #expect(list.layoutAttributesForItem(at: [0, 0])?.frame.minY == 145)
    #expect(footerFrame(list, 0) == CGRect(x: 0, y: 277, width: 320, height: 90))
    #expect(headerFrame(list, 1) == CGRect(x: 0, y: 402, width: 320, height: 110))
    // Section 2's footer, below the viewport, has the estimate.
    #expect(footerFrame(list, 2)?.height == 38)
    source.sections[0].append("x")
    try list.insertItems(at: [[0, 3]])
    #expect(footerFrame(list, 0) == CGRect(x: 0, y: 321, width: 320, height: 90))
    #expect(headerFrame(list, 1) == CGRect(x: 0, y: 446, width: 320, height: 110))
    source.sections.insert(["new"], at: 0)
    try list.insertSections(IndexSet(integer: 0))
    #expect(headerFrame(list, 1)?.height == 110)
    #expect(footerFrame(list, 1)?.height == 90)
    let geometry = try #require(list.geometry as? ListLayoutGeometry)
    geometry.checkInvariants()
  }

  @Test(
    "A list section's header and footer in a compositional layout are measured as a whole list's are, and the sections after it move (C-E2, C-F3)"
  )
  func listSectionHeaders() throws {
    let configuration = listConfiguration(.plain, headers: .supplementary, footers: .supplementary)
    let (grid, _) = try makeGrid([2, 2, 2], layOut: false)
    try sizingTitles(grid)
    grid.collectionViewLayout = CompositionalLayout(sectionProvider: { index, environment in
      index == 1 ? .list(using: configuration, layoutEnvironment: environment) : gridSection(0.5)
    })
    try grid.layoutIfNeeded()
    // 50 for the grid, the header (110), two rows of 44, the footer ("2 items": 90).
    #expect(headerFrame(grid, 1) == CGRect(x: 0, y: 50, width: 320, height: 110))
    #expect(itemFrame(grid, 0, 1)?.minY == 160)
    #expect(footerFrame(grid, 1) == CGRect(x: 0, y: 248, width: 320, height: 90))
    #expect(itemFrame(grid, 0, 2)?.minY == 338)
  }
}
