import Foundation
import TableSource
@_spi(TableSourceEngine) import TableSourceVirtualTable
import Testing

@testable import TableSourceVirtualCollection

/// What a cell request of these tests throws.
private struct CellFailure: Error {}

@MainActor
@Suite("Collection view: what a failed display leaves on screen and in the statistics")
struct FailedDisplayTests {
  @Test(
    "After an update whose display fails, no view shows an item the update moved out of the viewport (C-G1, C-B2)"
  )
  func failedUpdateDisplayDropsViewsOutsideTheViewport() throws {
    let (grid, source) = try makeGrid([30])
    // Six items inserted at the top push the last two lines out of the 480-point viewport; the
    // first new item fails, so the pass that would show the new items is undone.
    source.sections[0].insert(contentsOf: (0..<6).map { "new \($0)" }, at: 0)
    source.cellProvider = { grid, path in
      let cell = try grid.dequeueReusableCell(withReuseIdentifier: "label", for: path)
      let text = source.sections[path.section][path.item]
      if text == "new 0" { throw CellFailure() }
      cell.text = text
      return cell
    }
    #expect(throws: DisplayFailedAfterUpdate.self) {
      try grid.insertItems(at: (0..<6).map { IndexPath(item: $0, section: 0) })
    }
    let inViewport = Set(
      (0..<grid.numberOfItems(inSection: 0)).map { IndexPath(item: $0, section: 0) }.filter {
        grid.layoutAttributesForItem(at: $0)?.frame.intersects(grid.bounds) == true
      })
    #expect(!grid.indexPathsForVisibleItems.isEmpty)
    #expect(Set(grid.indexPathsForVisibleItems).isSubset(of: inViewport))
    #expect(showsModel(grid, source))
    #expect(CollectionChecks.reuseViolations(of: grid).isEmpty)
    source.cellProvider = nil
    try grid.layoutIfNeeded()
    #expect(Set(grid.indexPathsForVisibleItems) == inViewport)
    #expect(showsModel(grid, source))
  }

  @Test(
    "A scroll whose display fails measures nothing: sizes and content size stay as they were in a list and a self-sizing grid, and the next scroll measures (C-D1, C-E1)",
    arguments: ["list", "flow"])
  func failedScrollMeasuresNothing(layout: String) throws {
    let view: VirtualCollectionView
    if layout == "list" {
      view = VirtualCollectionView(
        size: CGSize(width: 320, height: 480),
        layout: ListLayout(configuration: listConfiguration(.plain)))
    } else {
      view = VirtualCollectionView(size: CGSize(width: 320, height: 480))
      view.flowLayout.itemSize = CGSize(width: 320, height: 50)
      view.flowLayout.estimatedItemSize = CGSize(width: 320, height: 50)
    }
    try view.register(SizingCell.self, forCellWithReuseIdentifier: "label")
    // Texts of 1 to 4 characters: each cell asks for 50 to 80 points, the estimate is 44 or 50.
    let source = GridSource([(0..<200).map { String(repeating: "x", count: 1 + $0 % 4) }])
    view.dataSource = source
    try view.layoutIfNeeded()
    func frames() -> [CGRect?] {
      (0..<200).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }
    let (sizeBefore, framesBefore) = (view.contentSize, frames())
    // The scroll's pass asks for items 40 and on; the third it asks for fails, after two
    // cells of self-sized items were made.
    source.cellProvider = { grid, path in
      let cell = try grid.dequeueReusableCell(withReuseIdentifier: "label", for: path)
      if path.item == 60 { throw CellFailure() }
      cell.text = source.sections[path.section][path.item]
      return cell
    }
    let offset = CGPoint(x: 0, y: framesBefore[58]!.minY)
    #expect(throws: CellFailure.self) { try view.setContentOffset(offset) }
    #expect(view.contentSize == sizeBefore)
    #expect(frames() == framesBefore)
    #expect(CollectionChecks.reuseViolations(of: view).isEmpty)
    source.cellProvider = nil
    try view.setContentOffset(offset)
    #expect(view.contentSize != sizeBefore)
    #expect(view.visibleCells.allSatisfy { $0.text != nil })
  }

  @Test(
    "A reconfigure whose display fails leaves no cell showing the item's old content (C-H2)"
  )
  func failedReconfigureDropsTheCell() throws {
    let (grid, source) = try makeGrid([6])
    let path = IndexPath(item: 1, section: 0)
    source.sections[0][1] = "renamed"
    source.cellProvider = { grid, asked in
      let cell = try grid.dequeueReusableCell(withReuseIdentifier: "label", for: asked)
      if asked == path { throw CellFailure() }
      cell.text = source.sections[asked.section][asked.item]
      return cell
    }
    #expect(throws: DisplayFailedAfterUpdate.self) { try grid.reconfigureItems(at: [path]) }
    #expect(grid.cellForItem(at: path)?.text != "0.1")
    #expect(showsModel(grid, source))
    #expect(CollectionChecks.reuseViolations(of: grid).isEmpty)
    source.cellProvider = nil
    try grid.layoutIfNeeded()
    #expect(grid.cellForItem(at: path)?.text == "renamed")
  }

  @Test(
    "A stale queued cell put back by a failed pass is not counted as dropped (C-A1, C-B2)"
  )
  func staleCellPutBackIsNotCountedDropped() throws {
    let (grid, source) = try makeGrid([60])
    // Three items left: twelve of the fifteen cells go to the queue.
    source.sections[0] = Array(source.sections[0].prefix(3))
    grid.reloadData()
    try grid.layoutIfNeeded()
    #expect(grid.cellPool.queues.allViews.count == 12)
    // Registering again makes every queued cell stale: the next dequeue drops them and makes a
    // cell of the new registration, whose request then fails.
    try grid.register(BadgeCell.self, forCellWithReuseIdentifier: "label")
    source.cellProvider = { grid, path in
      _ = try grid.dequeueReusableCell(withReuseIdentifier: "label", for: path)
      throw CellFailure()
    }
    source.sections = items([60])
    grid.reloadData()
    #expect(throws: CellFailure.self) { try grid.layoutIfNeeded() }
    #expect(grid.cellPool.queues.allViews.count == 15)
    #expect(grid.statistics.staleCellsDropped == 0)
    #expect(CollectionChecks.reuseViolations(of: grid).isEmpty)
  }

  @Test(
    "A resize whose display fails leaves the layout as it was: a list's measured rows keep their heights and the content size stays (C-D1, C-E1)"
  )
  func failedResizeKeepsTheLayout() throws {
    // Texts of 1 to 4 characters: each cell asks for 50 to 80 points, the estimate is 44.
    let (list, source) = try sizingList((0..<200).map { String(repeating: "x", count: 1 + $0 % 4) })
    func frames() -> [CGRect?] {
      (0..<200).map { list.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }
    let (sizeBefore, framesBefore) = (list.contentSize, frames())
    #expect(framesBefore[0]?.height == 50)
    // A taller viewport asks for items past the seventh; item 12's request fails.
    source.cellProvider = { [unowned source] grid, path in
      let cell = try grid.dequeueReusableCell(withReuseIdentifier: "label", for: path)
      if path.item == 12 { throw CellFailure() }
      cell.text = source.sections[path.section][path.item]
      return cell
    }
    #expect(throws: CellFailure.self) { try list.setSize(CGSize(width: 320, height: 1200)) }
    #expect(list.size == CGSize(width: 320, height: 480))
    #expect(list.contentSize == sizeBefore)
    #expect(frames() == framesBefore)
  }

  @Test(
    "A display that fails in a later pass, after an earlier one displayed and measured cells, leaves no view on display that the viewport does not meet (C-D1, C-E1)"
  )
  func failedLaterPassLeavesNoViewOutside() throws {
    // Empty texts: every cell asks for 40 points, under the 44-point estimate.
    let (list, source) = try sizingList(Array(repeating: "", count: 100))
    #expect(list.indexPathsForVisibleItems.map(\.item) == Array(0...11))
    // At 521 the first pass asks for items 12 to 23 (item 12 estimated at 480 to 524); measured,
    // item 12 ends at 520, out of the viewport, and the second pass asks for item 24, which
    // fails.
    source.cellProvider = { [unowned source] grid, path in
      let cell = try grid.dequeueReusableCell(withReuseIdentifier: "label", for: path)
      if path.item == 24 { throw CellFailure() }
      cell.text = source.sections[path.section][path.item]
      return cell
    }
    list.isLoggingEvents = true
    #expect(throws: CellFailure.self) { try list.setContentOffset(CGPoint(x: 0, y: 521)) }
    #expect(list.events.contains(.cellForItem(IndexPath(item: 12, section: 0))))
    #expect(list.contentOffset == .zero)
    let meeting = (0..<100).map { IndexPath(item: $0, section: 0) }.filter {
      let frame = list.layoutAttributesForItem(at: $0)!.frame
      return frame.maxY > list.bounds.minY && frame.minY < list.bounds.maxY
    }
    #expect(Set(list.indexPathsForVisibleItems).isSubset(of: meeting))
    #expect(CollectionChecks.reuseViolations(of: list).isEmpty)
    source.cellProvider = nil
    try list.layoutIfNeeded()
    #expect(list.indexPathsForVisibleItems == meeting)
  }
}
