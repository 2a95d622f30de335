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

/// A plain 320 × 480 list of one section of `texts`, in `SizingCell`s, laid out.
@MainActor
func sizingList(_ texts: [String]) throws -> (VirtualCollectionView, GridSource) {
  let list = VirtualCollectionView(
    size: CGSize(width: 320, height: 480),
    layout: CompositionalLayout.list(using: listConfiguration(.plain)))
  try list.register(SizingCell.self, forCellWithReuseIdentifier: "label")
  let source = GridSource([texts])
  list.dataSource = source
  try list.layoutIfNeeded()
  return (list, source)
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

  @Test(
    "A resize or a new layout measures the cells on display again: a list's rows on display are as high as their cells ask, not the estimate (C-D1, C-E1)"
  )
  func layingOutAnewMeasuresTheCellsOnDisplay() throws {
    // Texts of 1 to 4 characters: each cell asks for 50 to 80 points, the estimate is 44.
    let (list, source) = try sizingList((0..<100).map { String(repeating: "x", count: 1 + $0 % 4) })
    func rowsAreMeasured() -> Bool {
      list.indexPathsForVisibleItems.allSatisfy { path in
        let text = source.sections[0][path.item]
        return list.layoutAttributesForItem(at: path)?.frame.height == 40 + 10 * CGFloat(text.count)
      }
    }
    #expect(rowsAreMeasured())
    try list.setSize(CGSize(width: 200, height: 400))
    #expect(list.visibleCells.count > 1)
    #expect(rowsAreMeasured())
    list.collectionViewLayout = CompositionalLayout.list(using: listConfiguration(.insetGrouped))
    try list.layoutIfNeeded()
    #expect(rowsAreMeasured())
  }

  @Test(
    "A reconfigured item on display is measured again for its new content, the rows after it move, and the offset stays within the content (C-D1, C-D2, C-H2)"
  )
  func reconfigureMeasuresAgain() throws {
    let (list, source) = try sizingList(Array(repeating: "x", count: 20))
    #expect(list.layoutAttributesForItem(at: [0, 1])?.frame.height == 50)
    source.sections[0][1] = "xxxx"
    try list.reconfigureItems(at: [[0, 1]])
    #expect(list.cellForItem(at: [0, 1])?.text == "xxxx")
    #expect(list.layoutAttributesForItem(at: [0, 1])?.frame.height == 80)
    #expect(list.layoutAttributesForItem(at: [0, 2])?.frame.minY == 130)
    // At the end, a row measured shorter again keeps the offset within the content.
    // (Rows measured on the way push the end further: scroll until it stays.)
    for _ in 0..<3 { try list.setContentOffset(CGPoint(x: 0, y: list.contentSize.height - 480)) }
    #expect(list.indexPathsForVisibleItems.last == [0, 19])
    source.sections[0][19] = ""
    try list.reconfigureItems(at: [[0, 19]])
    #expect(list.layoutAttributesForItem(at: [0, 19])?.frame.height == 40)
    #expect(list.contentOffset.y == list.contentSize.height - 480)
  }
}
