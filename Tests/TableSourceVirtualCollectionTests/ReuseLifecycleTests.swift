import Foundation
import TableSource
import Testing

/// Records what the prefetch data source hears.
@MainActor
final class PrefetchLog: CollectionViewDataSourcePrefetching {
  var prefetched: [[IndexPath]] = []
  var cancelled: [[IndexPath]] = []
  func collectionView(
    _ collectionView: VirtualCollectionView, prefetchItemsAt indexPaths: [IndexPath]
  ) {
    prefetched.append(indexPaths)
  }
  func collectionView(
    _ collectionView: VirtualCollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    cancelled.append(indexPaths)
  }
}

@MainActor
@Suite("The collection view's reuse lifecycle and prefetching")
struct ReuseLifecycleTests {
  @Test("prepareForReuse runs on reused cells inside the dequeue, never on new ones (C-B1)")
  func prepareForReuseOnReusedCellsOnly() throws {
    let (grid, source) = try makeGrid([300])
    grid.isLoggingEvents = true
    let first = grid.visibleCells.map { $0 as! LabelCell }
    #expect(first.allSatisfy { $0.prepareCount == 0 })
    try grid.scroll(y: 2000)
    let reused = grid.visibleCells.map { $0 as! LabelCell }
    // The first screen's cells were reused once each; any more were made new.
    #expect(reused.allSatisfy { $0.prepareCount == ($0.instanceNumber <= first.count ? 1 : 0) })
    #expect(reused.contains { $0.prepareCount == 1 })
    #expect(showsModel(grid, source))
    // prepareForReuse comes right after its dequeue, before the cell is returned and shown.
    let events = grid.events.map(\.description)
    if let dequeue = events.firstIndex(where: { $0.hasSuffix("(reused)") }) {
      #expect(events[dequeue + 1].hasPrefix("prepareForReuse"))
    } else {
      Issue.record("no reuse in \(events)")
    }
  }

  @Test(
    "A cell enters its queue only after it left the display, and a scroll reuses the cells that left (C-B2)"
  )
  func queuedOnlyAfterLeavingDisplay() throws {
    let (grid, source) = try makeGrid([300])
    let visible = grid.visibleCells.count
    #expect(grid.queuedCellCount(forReuseIdentifier: "label") == 0)
    for _ in 0..<40 { try grid.scroll(y: 37) }
    #expect(showsModel(grid, source))
    #expect(grid.visibleCells.allSatisfy { !grid.isQueued($0) })
    // Scrolling reuses: no more cells than fit on screen at once, plus a line.
    #expect(grid.statistics.totalCellsCreated <= visible + 3)
  }

  @Test("Supplementary views have queues of their own per kind (C-B2)")
  func supplementaryQueuesPerKind() throws {
    let (grid, source) = try makeGrid(Array(repeating: 6, count: 40), layOut: false)
    source.headerHeight = 30
    source.footerHeight = 20
    try grid.layoutIfNeeded()
    grid.isLoggingEvents = true
    for _ in 0..<20 { try grid.scroll(y: 150) }
    let events = grid.events.map(\.description)
    // Each kind goes to its own queue and comes back from it, and never to the cells' queue.
    #expect(events.contains { $0.hasPrefix("enqueue") && $0.hasSuffix("header title") })
    #expect(events.contains { $0.hasPrefix("enqueue") && $0.hasSuffix("footer title") })
    #expect(events.contains { $0.hasPrefix("dequeue") && $0.hasSuffix("header title (reused)") })
    #expect(grid.queuedCellCount(forReuseIdentifier: "title") == 0)
    // Ten sections went by with a few views of each kind.
    #expect(grid.statistics.headerFooterViewsCreated <= 8)
    #expect(
      grid.visibleSupplementaryViews(ofKind: CollectionElementKind.sectionHeader).map(\.text)
        == grid.indexPathsForVisibleSupplementaryElements(
          ofKind: CollectionElementKind.sectionHeader
        )
        .map { "Section \($0.section)" })
  }

  @Test(
    "With prefetching on, the prefetch data source hears of the next viewport's items and of cancels; off, of nothing (C-B3, C-B4)"
  )
  func prefetching() throws {
    let (grid, _) = try makeGrid([300])
    let log = PrefetchLog()
    grid.prefetchDataSource = log
    try grid.scroll(y: 10)
    let first = try #require(log.prefetched.first)
    #expect(!first.isEmpty)
    #expect(first.allSatisfy { grid.cellForItem(at: $0) == nil })
    #expect(first == first.sorted())
    try grid.scroll(y: -10)
    #expect(!log.cancelled.isEmpty)

    let (quiet, _) = try makeGrid([300])
    let silent = PrefetchLog()
    quiet.prefetchDataSource = silent
    quiet.isPrefetchingEnabled = false
    try quiet.scroll(y: 500)
    #expect(silent.prefetched.isEmpty && silent.cancelled.isEmpty)
  }
}
