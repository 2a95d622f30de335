import Foundation
import TableSource
import Testing

/// A grid whose delegate runs a closure in `willDisplay`.
@MainActor
final class WillDisplayHook: CollectionViewDelegate {
  var onWillDisplay: (VirtualCollectionView, IndexPath) throws -> Void = { _, _ in }
  var errors: [any Error] = []
  func collectionView(
    _ collectionView: VirtualCollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    do { try onWillDisplay(collectionView, indexPath) } catch { errors.append(error) }
  }
}

@MainActor
@Suite("Calling the collection view from its callbacks")
struct ReentrancyTests {
  @Test(
    "An update asked for in willDisplay is checked at once and applied when the scroll ends: a feed that loads more as its last item shows"
  )
  func loadMoreFromWillDisplay() throws {
    let (grid, source) = try makeGrid([12])
    let hook = WillDisplayHook()
    hook.onWillDisplay = { grid, path in
      guard path.item == source.sections[0].count - 1, source.sections[0].count < 30 else { return }
      let start = source.sections[0].count
      source.sections[0] += (start..<start + 6).map { "0.\($0)" }
      try grid.insertItems(at: (start..<start + 6).map { IndexPath(item: $0, section: 0) })
    }
    grid.delegate = hook
    // All twelve items fit on screen: the last one shows, and six more are loaded.
    try grid.layoutIfNeeded()
    #expect(grid.numberOfItems(inSection: 0) == 18)
    try grid.scroll(y: 400)
    #expect(hook.errors.isEmpty)
    #expect(grid.numberOfItems(inSection: 0) == 24)
    #expect(showsModel(grid, source))
    try grid.scroll(y: 2000)
    #expect(grid.numberOfItems(inSection: 0) == 30)
    #expect(showsModel(grid, source))
  }

  @Test(
    "An invalid update asked for in willDisplay throws to the callback at once, and nothing changes"
  )
  func invalidUpdateFromWillDisplay() throws {
    let (grid, source) = try makeGrid([12])
    let hook = WillDisplayHook()
    hook.onWillDisplay = { grid, path in
      if path.item == 11 { try grid.insertItems(at: [IndexPath(item: 0, section: 0)]) }
    }
    grid.delegate = hook
    try grid.layoutIfNeeded()
    try grid.scroll(y: 400)
    #expect(hook.errors.count == 1 && hook.errors.first is CollectionBatchUpdateError)
    #expect(grid.numberOfItems(inSection: 0) == 12)
    #expect(showsModel(grid, source))
  }

  @Test(
    "An update from cellForItemAt throws a reentrant call; reloadData there waits for the layout to end"
  )
  func closedCallbacks() throws {
    let (grid, source) = try makeGrid([3], layOut: false)
    var reloaded = false
    source.cellProvider = { [unowned source] grid, path in
      if path.item == 1 {
        #expect(throws: CollectionViewError.self) {
          try grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        if !reloaded {
          reloaded = true
          grid.reloadData()
        }
      }
      let cell = try grid.dequeueReusableCell(withReuseIdentifier: "label", for: path)
      cell.text = source.sections[path.section][path.item]
      return cell
    }
    try grid.layoutIfNeeded()
    #expect(shownTexts(grid) == ["0.0", "0.1", "0.2"])
  }

  @Test(
    "Callbacks that ask for more on every display are stopped after 64 rounds with a typed error")
  func workThatNeverSettles() throws {
    let (grid, source) = try makeGrid([3])
    let hook = WillDisplayHook()
    hook.onWillDisplay = { grid, _ in
      source.sections[0].insert("more", at: 0)
      try grid.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    grid.delegate = hook
    #expect(throws: CollectionViewError.deferredWorkDidNotSettle(rounds: 64)) {
      try grid.scroll(y: 10)
    }
    // The collection view and its data source still agree, and the next call works.
    hook.onWillDisplay = { _, _ in }
    grid.reloadData()
    try grid.layoutIfNeeded()
    #expect(showsModel(grid, source))
  }
}

@MainActor
@Suite("Scrolls asked for from the collection view's callbacks")
struct DeferredScrollTests {
  @Test(
    "Of the scrolls asked for from willDisplay, the last one wins, made when the operation ends")
  func lastScrollWins() throws {
    let (grid, _) = try makeGrid([300])
    let hook = WillDisplayHook()
    var asked = 0
    hook.onWillDisplay = { grid, _ in
      guard asked < 2 else { return }
      asked += 1
      try grid.setContentOffset(CGPoint(x: 0, y: asked == 1 ? 1000 : 2000))
    }
    grid.delegate = hook
    grid.isLoggingEvents = true
    try grid.scroll(y: 200)
    #expect(hook.errors.isEmpty)
    #expect(grid.contentOffset.y == 2000)
    // No cell was asked for at 1000, where the first scroll would have gone.
    let firstAtThousand = grid.layoutAttributesForItem(at: IndexPath(item: 27, section: 0))
    #expect(firstAtThousand.map { $0.frame.minY } == 990)
    #expect(!grid.events.contains(.cellForItem(IndexPath(item: 27, section: 0))))
  }
}
