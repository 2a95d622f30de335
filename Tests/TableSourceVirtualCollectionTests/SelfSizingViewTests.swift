import Foundation
import TableSource
import Testing

/// A cell that asks for a height of its own: 40 points plus 10 a character of its text.
@MainActor
final class SizingCell: CollectionViewCell {
  override func preferredLayoutSize(fitting proposed: CGSize) -> CGSize {
    CGSize(width: proposed.width, height: 40 + 10 * CGFloat(text?.count ?? 0))
  }
}

@MainActor
@Suite("Self-sizing items in the collection view")
struct SelfSizingViewTests {
  func sizingGrid(items: Int) throws -> (VirtualCollectionView, GridSource) {
    let grid = VirtualCollectionView(size: CGSize(width: 320, height: 300))
    grid.flowLayout.itemSize = CGSize(width: 300, height: 50)
    grid.flowLayout.estimatedItemSize = CGSize(width: 300, height: 50)
    try grid.register(SizingCell.self, forCellWithReuseIdentifier: "label")
    let source = GridSource([(0..<items).map { String(repeating: "x", count: $0 % 4) }])
    grid.dataSource = source
    try grid.layoutIfNeeded()
    return (grid, source)
  }

  @Test(
    "With an estimated size, items shown are measured by their cells and the others keep the estimate (C-D1)"
  )
  func shownItemsAreMeasured() throws {
    let (grid, source) = try sizingGrid(items: 100)
    for path in grid.indexPathsForVisibleItems {
      let text = source.sections[0][path.item]
      #expect(grid.layoutAttributesForItem(at: path)?.frame.height == 40 + 10 * CGFloat(text.count))
    }
    #expect(grid.layoutAttributesForItem(at: IndexPath(item: 90, section: 0))?.frame.height == 50)
    // The viewport is filled with measured items, laid out one after the other.
    let frames = grid.indexPathsForVisibleItems.compactMap {
      grid.layoutAttributesForItem(at: $0)?.frame
    }
    for (above, below) in zip(frames, frames.dropFirst()) { #expect(below.minY == above.maxY + 10) }
  }

  @Test(
    "The content size counts estimates until items are measured, and grows or shrinks as they are (C-D2)"
  )
  func contentSizeFromEstimates() throws {
    let (grid, _) = try sizingGrid(items: 100)
    let before = grid.contentSize.height
    try grid.scroll(y: 1000)
    let after = grid.contentSize.height
    #expect(before != after)
    // Measuring is deterministic: the same steps give the same sizes (C-D3).
    let (twin, _) = try sizingGrid(items: 100)
    try twin.scroll(y: 1000)
    #expect(twin.contentSize == grid.contentSize)
    #expect(twin.renderText() == grid.renderText())
  }
}
