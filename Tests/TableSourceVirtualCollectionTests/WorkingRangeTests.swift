import Foundation
import TableSource
import Testing

@MainActor
@Suite("The collection view's working range")
struct CollectionWorkingRangeTests {
  final class Recorder: CollectionViewWorkingRangeDelegate {
    var inRange: Set<IndexPath> = []
    var violations: [String] = []

    func collectionView(
      _ collectionView: VirtualCollectionView, itemsDidEnterWorkingRange indexPaths: [IndexPath]
    ) {
      for path in indexPaths where !inRange.insert(path).inserted {
        violations.append("\(path) entered twice")
      }
    }

    func collectionView(
      _ collectionView: VirtualCollectionView, itemsDidExitWorkingRange indexPaths: [IndexPath]
    ) {
      for path in indexPaths where inRange.remove(path) == nil {
        violations.append("\(path) left without entering")
      }
    }
  }

  /// The band the rule expects: the items on display and `size` more on each side.
  func expectedBand(_ grid: VirtualCollectionView, size: Int, count: Int) -> Set<IndexPath> {
    let shown = grid.indexPathsForVisibleItems.map(\.item)
    guard let first = shown.min(), let last = shown.max() else { return [] }
    return Set(
      (max(0, first - size)...min(count - 1, last + size)).map { IndexPath(item: $0, section: 0) })
  }

  @Test(
    "Items on display and N more on each side are in the working range; each enters once and leaves once (C-B5)"
  )
  func bandFollowsTheScroll() throws {
    let (grid, _) = try makeGrid([300], layOut: false)
    let recorder = Recorder()
    grid.workingRangeSize = 6
    grid.workingRangeDelegate = recorder
    try grid.layoutIfNeeded()
    #expect(recorder.inRange == expectedBand(grid, size: 6, count: 300))
    for _ in 0..<25 { try grid.scroll(y: 173) }
    for _ in 0..<25 { try grid.scroll(y: -111) }
    #expect(recorder.violations.isEmpty)
    #expect(recorder.inRange == expectedBand(grid, size: 6, count: 300))
  }

  @Test(
    "After an update the band follows its items: deleted ones leave silently and new neighbours enter (C-B5)"
  )
  func bandFollowsUpdates() throws {
    let (grid, source) = try makeGrid([300], layOut: false)
    // Tracks items by what they are, as an app must: index paths change with updates.
    final class Names: CollectionViewWorkingRangeDelegate {
      var name: (IndexPath) -> String = { "\($0)" }
      var inRange: Set<String> = []
      var twice: [String] = []
      func collectionView(
        _ collectionView: VirtualCollectionView, itemsDidEnterWorkingRange indexPaths: [IndexPath]
      ) {
        for path in indexPaths where !inRange.insert(name(path)).inserted {
          twice.append(name(path))
        }
      }
      func collectionView(
        _ collectionView: VirtualCollectionView, itemsDidExitWorkingRange indexPaths: [IndexPath]
      ) {
        for path in indexPaths { inRange.remove(name(path)) }
      }
    }
    let names = Names()
    names.name = { source.sections[$0.section][$0.item] }
    grid.workingRangeSize = 3
    grid.workingRangeDelegate = names
    try grid.layoutIfNeeded()
    source.sections[0].removeFirst(2)
    try grid.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    // The two deleted items left silently; the band moved to the items now on display, and only
    // the items new to it entered.
    #expect(names.twice.isEmpty)
    let band = expectedBand(grid, size: 3, count: 298).map(names.name)
    #expect(names.inRange == Set(band + ["0.0", "0.1"]))
    try grid.scroll(y: 500)
    #expect(names.twice.isEmpty)
  }
}
