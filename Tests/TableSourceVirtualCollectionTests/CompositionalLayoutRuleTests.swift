import Foundation
import TableSource
import Testing

@testable import TableSourceVirtualCollection

/// A layout size of two dimensions.
func layoutSize(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
  LayoutSize(widthDimension: width, heightDimension: height)
}

/// A section of rows `height` high, each holding items `fraction` of its width.
func gridSection(_ fraction: CGFloat, height: LayoutDimension = .absolute(50)) -> LayoutSection {
  let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(fraction), .fractionalHeight(1)))
  return LayoutSection(
    group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), height), subitems: [item]))
}

/// The frame of an item of a collection view.
@MainActor
func itemFrame(_ grid: VirtualCollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
  grid.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

/// A 320 × 480 grid of sections of the given counts, laid out by `layout`.
@MainActor
func compositionalGrid(_ counts: [Int], _ layout: CompositionalLayout) throws
  -> (VirtualCollectionView, GridSource)
{
  let (grid, source) = try makeGrid(counts, layOut: false)
  grid.collectionViewLayout = layout
  try grid.layoutIfNeeded()
  return (grid, source)
}

@MainActor
@Suite("Compositional layout rules")
struct CompositionalLayoutRuleTests {
  @Test(
    "Items are fractions of their group and groups of their section; a group holds its subitems again while they fit, and repeats for the section's items (C-F1)"
  )
  func fractionsAndRepetition() throws {
    let (grid, _) = try compositionalGrid([10], CompositionalLayout(section: gridSection(0.25)))
    #expect(itemFrame(grid, 0) == CGRect(x: 0, y: 0, width: 80, height: 50))
    #expect(itemFrame(grid, 3) == CGRect(x: 240, y: 0, width: 80, height: 50))
    #expect(itemFrame(grid, 4) == CGRect(x: 0, y: 50, width: 80, height: 50))
    // The last group holds two items and keeps its size.
    #expect(itemFrame(grid, 9) == CGRect(x: 80, y: 100, width: 80, height: 50))
    #expect(itemFrame(grid, 10) == nil)
    #expect(grid.contentSize == CGSize(width: 320, height: 150))
    #expect(grid.indexPathsForVisibleItems.count == 10)
  }

  @Test(
    "A group's dimensions may be absolute or fractions of the section's width or height, and an item's of its group's (C-F1)"
  )
  func dimensionsRelativeToTheirContainer() throws {
    let item = LayoutItem(layoutSize: layoutSize(.absolute(60), .fractionalHeight(0.5)))
    let group = LayoutGroup.vertical(
      layoutSize: layoutSize(.fractionalHeight(0.5), .fractionalWidth(0.5)), subitems: [item])
    let (grid, _) = try compositionalGrid(
      [3], CompositionalLayout(section: LayoutSection(group: group)))
    // The group is 240 wide (half the height) and 160 high (half the width); items half of it.
    #expect(itemFrame(grid, 0) == CGRect(x: 0, y: 0, width: 60, height: 80))
    #expect(itemFrame(grid, 1) == CGRect(x: 0, y: 80, width: 60, height: 80))
    #expect(itemFrame(grid, 2) == CGRect(x: 0, y: 160, width: 60, height: 80))
    #expect(grid.contentSize.height == 320)
  }

  @Test(
    "Groups nest: items are numbered depth first, each inner group laid out in its place in the outer one (C-F1)"
  )
  func nestedGroups() throws {
    let big = LayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
    let small = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
    let pair = LayoutGroup.vertical(
      layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
    let group = LayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(200)), subitems: [big, pair])
    let (grid, _) = try compositionalGrid(
      [6], CompositionalLayout(section: LayoutSection(group: group)))
    #expect(itemFrame(grid, 0) == CGRect(x: 0, y: 0, width: 160, height: 200))
    #expect(itemFrame(grid, 1) == CGRect(x: 160, y: 0, width: 160, height: 100))
    #expect(itemFrame(grid, 2) == CGRect(x: 160, y: 100, width: 160, height: 100))
    #expect(itemFrame(grid, 3) == CGRect(x: 0, y: 200, width: 160, height: 200))
    #expect(itemFrame(grid, 5) == CGRect(x: 160, y: 300, width: 160, height: 100))
  }

  @Test(
    "The forms with a count hold that many copies, sized to fill the group with the spacing between them; flexible spacing spreads items over the group (C-F1)"
  )
  func countsAndSpacing() throws {
    let item = LayoutItem(layoutSize: layoutSize(.absolute(999), .fractionalHeight(1)))
    var group = LayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), repeatingSubitem: item, count: 3)
    group.interItemSpacing = .fixed(10)
    let (grid, _) = try compositionalGrid(
      [4], CompositionalLayout(section: LayoutSection(group: group)))
    #expect(itemFrame(grid, 0) == CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(itemFrame(grid, 2) == CGRect(x: 220, y: 0, width: 100, height: 40))
    #expect(itemFrame(grid, 3) == CGRect(x: 0, y: 40, width: 100, height: 40))

    let fixed = LayoutItem(layoutSize: layoutSize(.absolute(80), .absolute(40)))
    var spread = LayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), subitems: [fixed])
    spread.interItemSpacing = .flexible(0)
    let (flexible, _) = try compositionalGrid(
      [3], CompositionalLayout(section: LayoutSection(group: spread)))
    // Four items of 80 fit in 320: no space is left to share.
    #expect(itemFrame(flexible, 2)?.minX == 160)
    spread.interItemSpacing = .flexible(30)
    flexible.collectionViewLayout = CompositionalLayout(section: LayoutSection(group: spread))
    // Three fit with 30 between them; the 20 left over is shared by the two gaps.
    #expect(itemFrame(flexible, 1)?.minX == 120)
    #expect(itemFrame(flexible, 2)?.minX == 240)
  }

  @Test(
    "Edge spacing places the item in its group; content insets then shrink the item inside its frame and the group keeps its size (C-F2)"
  )
  func insetsAfterEdgeSpacing() throws {
    var item = LayoutItem(layoutSize: layoutSize(.absolute(100), .absolute(50)))
    item.edgeSpacing = LayoutEdgeSpacing(leading: .fixed(10), top: .fixed(4))
    item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
    let group = LayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(60)), subitems: [item])
    let (grid, _) = try compositionalGrid(
      [4], CompositionalLayout(section: LayoutSection(group: group)))
    // Slots of 100 with 10 before each: two fit in 320.
    #expect(itemFrame(grid, 0) == CGRect(x: 16, y: 9, width: 86, height: 38))
    #expect(itemFrame(grid, 1) == CGRect(x: 126, y: 9, width: 86, height: 38))
    #expect(itemFrame(grid, 2) == CGRect(x: 16, y: 69, width: 86, height: 38))
    #expect(itemFrame(grid, 3) == CGRect(x: 126, y: 69, width: 86, height: 38))
    #expect(grid.contentSize.height == 120)
  }

  @Test(
    "Flexible edge spacing on both sides centres an item across its group (C-F2)"
  )
  func flexibleEdgesCentre() throws {
    var item = LayoutItem(layoutSize: layoutSize(.absolute(100), .absolute(20)))
    item.edgeSpacing = LayoutEdgeSpacing(top: .flexible(0), bottom: .flexible(0))
    let group = LayoutGroup.horizontal(
      layoutSize: layoutSize(.absolute(100), .absolute(60)), subitems: [item])
    let (grid, _) = try compositionalGrid(
      [1], CompositionalLayout(section: LayoutSection(group: group)))
    #expect(itemFrame(grid, 0) == CGRect(x: 0, y: 20, width: 100, height: 20))
  }

  @Test(
    "A section spaces its groups, insets them, and sections are spaced by the configuration (C-F3)"
  )
  func sectionSpacingAndInsets() throws {
    var section = gridSection(0.5)
    section.interGroupSpacing = 10
    section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 10, bottom: 30, trailing: 10)
    var configuration = CompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 5
    let (grid, _) = try compositionalGrid(
      [4, 2], CompositionalLayout(section: section, configuration: configuration))
    // Items are half of the 300 points left inside the insets.
    #expect(itemFrame(grid, 0) == CGRect(x: 10, y: 20, width: 150, height: 50))
    #expect(itemFrame(grid, 3) == CGRect(x: 160, y: 80, width: 150, height: 50))
    // Section 0 is 20 + 50 + 10 + 50 + 30 = 160 long, then 5 between sections.
    #expect(itemFrame(grid, 0, 1) == CGRect(x: 10, y: 185, width: 150, height: 50))
    #expect(grid.contentSize.height == 265)
  }

  @Test(
    "Boundary supplementary items sit before and after the section's insets and extend it; a pinned header stays at the top while its section shows (C-F3)"
  )
  func boundaryItems() throws {
    var section = gridSection(0.5)
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
    var header = LayoutBoundarySupplementaryItem(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)),
      elementKind: CollectionElementKind.sectionHeader, alignment: .top)
    header.pinToVisibleBounds = true
    let footer = LayoutBoundarySupplementaryItem(
      layoutSize: layoutSize(.absolute(100), .absolute(20)),
      elementKind: CollectionElementKind.sectionFooter, alignment: .bottomTrailing)
    section.boundarySupplementaryItems = [header, footer]
    let (grid, _) = try compositionalGrid([20, 20], CompositionalLayout(section: section))
    func supplementary(_ kind: String, _ section: Int) -> CGRect? {
      grid.layoutAttributesForSupplementaryElement(
        ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }
    #expect(
      supplementary(CollectionElementKind.sectionHeader, 0)
        == CGRect(x: 20, y: 0, width: 280, height: 30))
    #expect(itemFrame(grid, 0) == CGRect(x: 20, y: 40, width: 140, height: 50))
    // 30 + 10 + 10 rows of 50 + 10, then the footer at the trailing edge.
    #expect(
      supplementary(CollectionElementKind.sectionFooter, 0)
        == CGRect(x: 200, y: 550, width: 100, height: 20))
    #expect(itemFrame(grid, 0, 1)?.minY == 610)
    #expect(grid.contentSize.height == 1_140)
    try grid.setContentOffset(CGPoint(x: 0, y: 300))
    #expect(supplementary(CollectionElementKind.sectionHeader, 0)?.minY == 300)
    #expect(
      grid.indexPathsForVisibleSupplementaryElements(ofKind: CollectionElementKind.sectionHeader)
        == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    // Pushed up by its section's end.
    try grid.setContentOffset(CGPoint(x: 0, y: 560))
    #expect(supplementary(CollectionElementKind.sectionHeader, 0)?.minY == 540)
  }

  @Test(
    "An orthogonal section lays its groups across and scrolls on its own: items outside its band are not shown, and each behaviour comes to rest where it allows (C-F3)"
  )
  func orthogonalSections() throws {
    let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    var featured = LayoutSection(
      group: .horizontal(layoutSize: layoutSize(.absolute(200), .absolute(100)), subitems: [item]))
    featured.interGroupSpacing = 10
    featured.orthogonalScrollingBehavior = .continuous
    let first = featured
    let layout = CompositionalLayout(sectionProvider: { index, environment in
      #expect(environment.container.contentSize == CGSize(width: 320, height: 480))
      return index == 0 ? first : gridSection(0.5)
    })
    let (grid, _) = try compositionalGrid([10, 40], layout)
    #expect(itemFrame(grid, 1) == CGRect(x: 210, y: 0, width: 200, height: 100))
    #expect(itemFrame(grid, 0, 1) == CGRect(x: 0, y: 100, width: 160, height: 50))
    // Two of the ten show in the band; the section is as long as one group.
    #expect(grid.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1])
    let offset = try grid.setOrthogonalScrollOffset(500, forSection: 0)
    #expect(offset == 500)
    #expect(grid.orthogonalScrollOffset(forSection: 0) == 500)
    #expect(itemFrame(grid, 2) == CGRect(x: -80, y: 0, width: 200, height: 100))
    #expect(grid.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [2, 3])
    // The offset stops at the content's end: ten groups and nine gaps, less the band.
    #expect(try grid.setOrthogonalScrollOffset(10_000, forSection: 0) == 2_090 - 320)
    #expect(grid.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [8, 9])
    // The other section does not scroll on its own, and the layout's offset is untouched.
    #expect(try grid.setOrthogonalScrollOffset(50, forSection: 1) == 0)
    #expect(grid.contentOffset == .zero)

    featured.orthogonalScrollingBehavior = .groupPaging
    grid.collectionViewLayout = CompositionalLayout(section: featured)
    try grid.layoutIfNeeded()
    #expect(try grid.setOrthogonalScrollOffset(320, forSection: 0) == 420)
    #expect(try grid.setOrthogonalScrollOffset(310, forSection: 0) == 210)
    featured.orthogonalScrollingBehavior = .paging
    grid.collectionViewLayout = CompositionalLayout(section: featured)
    #expect(try grid.setOrthogonalScrollOffset(500, forSection: 0) == 640)
    featured.orthogonalScrollingBehavior = .groupPagingCentered
    grid.collectionViewLayout = CompositionalLayout(section: featured)
    // Group 1 (210–410) centred in the 320-point band.
    #expect(try grid.setOrthogonalScrollOffset(160, forSection: 0) == 150)
    #expect(throws: CollectionViewError.self) {
      try grid.setOrthogonalScrollOffset(0, forSection: 7)
    }
  }

  @Test(
    "Estimated heights are measured by the cells when shown, a row of a two-column grid is as high as its highest item, and content insets are ignored along the estimated dimension (C-D4)"
  )
  func estimatedDimensions() throws {
    var item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .estimated(50)))
    item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = LayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .estimated(50)), subitems: [item])
    let (grid, source) = try makeGrid([200], layOut: false)
    try grid.register(SizingCell.self, forCellWithReuseIdentifier: "label")
    source.sections = [(0..<200).map { String(repeating: "x", count: $0 % 3) }]
    grid.collectionViewLayout = CompositionalLayout(section: LayoutSection(group: group))
    try grid.layoutIfNeeded()
    // Items 0 and 1 are 40 and 50 high: the row is 50; items 2 and 3, 60 and 40: 60.
    #expect(itemFrame(grid, 0) == CGRect(x: 5, y: 0, width: 150, height: 40))
    #expect(itemFrame(grid, 1) == CGRect(x: 165, y: 0, width: 150, height: 50))
    #expect(itemFrame(grid, 2) == CGRect(x: 5, y: 50, width: 150, height: 60))
    #expect(itemFrame(grid, 4)?.minY == 110)
    // Far items keep the estimate, after the nine rows measured (50, 60, 60 three times).
    #expect(itemFrame(grid, 190) == CGRect(x: 5, y: 4_810, width: 150, height: 50))
    let geometry = try #require(grid.geometry as? CompositionalLayoutGeometry)
    #expect(geometry.isMeasured(IndexPath(item: 0, section: 0)))
    #expect(!geometry.isMeasured(IndexPath(item: 190, section: 0)))
    // Only the rows measured are kept one by one: the nine shown. Each cell is measured as it
    // comes, so the tenth row, which the estimate showed but the rows measured before it pushed
    // out of view, is never asked for.
    #expect(geometry.groupsStoredOneByOne == 9)
    #expect(grid.indexPathsForVisibleItems.count == 18)
    let before = grid.contentSize.height
    try grid.scroll(y: 2_000)
    #expect(grid.contentSize.height != before)
    for path in grid.indexPathsForVisibleItems {
      let text = source.sections[0][path.item]
      #expect(itemFrame(grid, path.item)?.height == 40 + 10 * CGFloat(text.count))
    }
  }
}
