import Foundation
import TableSource
import Testing

@testable import TableSourceVirtualCollection

@MainActor
@Suite("The collection view through a compositional layout")
struct CompositionalViewTests {
  @Test(
    "A jump into a grid of 100,000 items shows the items there, worked out with nothing stored per item (C-F1)"
  )
  func jumpsInALargeGrid() throws {
    let (grid, source) = try compositionalGrid(
      [100_000], CompositionalLayout(section: gridSection(0.25)))
    #expect(grid.contentSize.height == 1_250_000)
    // Row 19,444 centred: rows 19,439 to 19,449 show, four items each.
    try grid.scrollToItem(at: IndexPath(item: 77_777, section: 0), at: .centeredVertically)
    #expect(grid.contentOffset.y == 971_985)
    #expect(grid.indexPathsForVisibleItems.first == IndexPath(item: 77_756, section: 0))
    #expect(grid.indexPathsForVisibleItems.count == 44)
    #expect(shownTexts(grid).first == source.sections[0][77_756])
    #expect(
      grid.indexPathForItem(at: CGPoint(x: 250, y: 972_210)) == IndexPath(item: 77_779, section: 0))
    let geometry = try #require(grid.geometry as? CompositionalLayoutGeometry)
    #expect(geometry.groupsStoredOneByOne == 0)
  }

  @Test(
    "Batch updates move the items after them, lay out again only the sections they touch, and keep orthogonal offsets with their sections (C-F3)"
  )
  func batchUpdates() throws {
    var featured = LayoutSection(
      group: .horizontal(
        layoutSize: layoutSize(.absolute(150), .absolute(80)),
        subitems: [LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))]))
    featured.orthogonalScrollingBehavior = .continuous
    let (grid, source) = try makeGrid([10, 9], layOut: false)
    // The app's provider chooses by content: the section of the first model section's items
    // scrolls on its own, wherever it goes.
    let first = featured
    grid.collectionViewLayout = CompositionalLayout(sectionProvider: { index, _ in
      source.sections[index].first?.hasPrefix("0.") ?? false ? first : gridSection(0.5)
    })
    try grid.layoutIfNeeded()
    try grid.setOrthogonalScrollOffset(300, forSection: 0)
    #expect(grid.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [2, 3, 4])
    source.sections[1].insert("new", at: 0)
    try grid.performBatchUpdates { try grid.insertItems(at: [IndexPath(item: 0, section: 1)]) }
    #expect(itemFrame(grid, 1, 1) == CGRect(x: 160, y: 80, width: 160, height: 50))
    #expect(itemFrame(grid, 9, 1) == CGRect(x: 160, y: 280, width: 160, height: 50))
    #expect(shownTexts(grid).contains("new"))
    #expect(grid.orthogonalScrollOffset(forSection: 0) == 300)
    // Removing items from the orthogonal section brings its offset within what is left.
    source.sections[0].removeLast(7)
    try grid.performBatchUpdates {
      try grid.deleteItems(at: (3..<10).map { IndexPath(item: $0, section: 0) })
    }
    #expect(grid.orthogonalScrollOffset(forSection: 0) == 130)
    #expect(grid.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1, 2])
    // A moved section takes its offset along; the provider is asked again for every section.
    source.sections.swapAt(0, 1)
    try grid.performBatchUpdates { try grid.moveSection(0, toSection: 1) }
    #expect(grid.orthogonalScrollOffset(forSection: 1) == 130)
    #expect(grid.orthogonalScrollOffset(forSection: 0) == 0)
    #expect(itemFrame(grid, 0, 1) == CGRect(x: -130, y: 250, width: 150, height: 80))
  }

  @Test(
    "Orthogonal sections keep their offsets when the view is resized and laid out again, where they may rest (C-F3)"
  )
  func offsetsSurviveRelayout() throws {
    var featured = gridSection(0.5)
    featured.orthogonalScrollingBehavior = .paging
    let (grid, _) = try compositionalGrid([8], CompositionalLayout(section: featured))
    // Groups are whole rows across: each a page.
    #expect(try grid.setOrthogonalScrollOffset(700, forSection: 0) == 640)
    #expect(grid.indexPathsForVisibleItems.map(\.item) == [4, 5])
    try grid.setSize(CGSize(width: 300, height: 480))
    #expect(grid.orthogonalScrollOffset(forSection: 0) == 600)
    #expect(grid.indexPathsForVisibleItems.map(\.item) == [4, 5])
  }

  @Test(
    "A swipe across an orthogonal section from inside a data source's question is refused, as the user's other gestures are (C-F3)"
  )
  func swipeFromACallbackIsRefused() throws {
    var featured = gridSection(0.5)
    featured.orthogonalScrollingBehavior = .continuous
    let (grid, source) = try compositionalGrid([8], CompositionalLayout(section: featured))
    var refusal: (any Error)?
    source.cellProvider = { view, path in
      do { try view.setOrthogonalScrollOffset(100, forSection: 0) } catch { refusal = error }
      return try view.dequeueReusableCell(withReuseIdentifier: "label", for: path)
    }
    try grid.setOrthogonalScrollOffset(400, forSection: 0)
    #expect(refusal is CollectionViewError)
    #expect(grid.orthogonalScrollOffset(forSection: 0) == 400)
  }

  @Test(
    "Estimated items in a diffable data source are measured as they show, and an apply keeps the measurements of the items that stay (C-D4)"
  )
  func diffableWithEstimates() throws {
    let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)))
    let section = LayoutSection(
      group: .vertical(
        layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)), subitems: [item]))
    let (grid, source) = try makeGrid([30], layOut: false)
    try grid.register(SizingCell.self, forCellWithReuseIdentifier: "label")
    source.sections = [(0..<30).map { String(repeating: "x", count: $0 % 4) }]
    grid.collectionViewLayout = CompositionalLayout(section: section)
    try grid.layoutIfNeeded()
    #expect(itemFrame(grid, 3) == CGRect(x: 0, y: 40 + 50 + 60, width: 320, height: 70))
    source.sections[0].remove(at: 0)
    try grid.performBatchUpdates { try grid.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
    #expect(itemFrame(grid, 2) == CGRect(x: 0, y: 50 + 60, width: 320, height: 70))
  }
}
