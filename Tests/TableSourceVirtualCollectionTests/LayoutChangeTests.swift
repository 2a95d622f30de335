import Foundation
import TableSource
import Testing

@MainActor
@Suite("Changing the collection view's layout")
struct LayoutChangeTests {
  @Test("A new layout lays the items out again at the next layout pass, and the views stay theirs")
  func newLayoutLaysOutAgain() throws {
    let (grid, _) = try makeGrid([30])
    let first = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)))
    #expect(first.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
    let kept = grid.cellForItem(at: IndexPath(item: 0, section: 0))

    let wide = FlowLayout()
    wide.itemSize = CGSize(width: 150, height: 60)
    grid.collectionViewLayout = wide
    try grid.layoutIfNeeded()

    // Two a line now: item 4 starts the third line.
    let second = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)))
    #expect(second.frame == CGRect(x: 0, y: 140, width: 150, height: 60))
    #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0)) === kept)
    #expect(grid.indexPathsForVisibleItems.count == 14)
    grid.checkInvariants()
  }
}
