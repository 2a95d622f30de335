import Foundation
import TableSource
import Testing

@MainActor
@Suite("Batch updates, reloads and reconfigures in the collection view")
struct BatchUpdateTests {
  @Test("A batch's changes apply as one group and its completion runs once with true (C-G1)")
  func batchAppliesAsOneGroup() throws {
    let (grid, source) = try makeGrid([6])
    var completions: [Bool] = []
    try grid.performBatchUpdates(
      {
        source.sections[0].remove(at: 1)
        source.sections[0].insert("new", at: 3)
        try grid.deleteItems(at: [IndexPath(item: 1, section: 0)])
        try grid.insertItems(at: [IndexPath(item: 3, section: 0)])
      }, completion: { completions.append($0) })
    #expect(completions == [true])
    #expect(shownTexts(grid) == ["0.0", "0.2", "0.3", "new", "0.4", "0.5"])
    #expect(showsModel(grid, source))
  }

  @Test(
    "Deletes and move sources are in old coordinates, inserts and move destinations in new ones, deletes first (C-G2)"
  )
  func coordinates() throws {
    let (grid, source) = try makeGrid([5])
    try grid.performBatchUpdates {
      // Insert at 0 (new), delete 4 (old), move 1 (old) to 3 (new).
      source.sections[0] = ["x", "0.0", "0.2", "0.1", "0.3"]
      try grid.insertItems(at: [IndexPath(item: 0, section: 0)])
      try grid.deleteItems(at: [IndexPath(item: 4, section: 0)])
      try grid.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 3, section: 0))
    }
    #expect(shownTexts(grid) == ["x", "0.0", "0.2", "0.1", "0.3"])
  }

  @Test("A reload counts as a delete and an insert, and the item gets a new dequeue (C-G3, C-H1)")
  func reloadGetsNewCell() throws {
    let (grid, source) = try makeGrid([3])
    grid.isLoggingEvents = true
    source.sections[0][1] = "changed"
    try grid.reloadItems(at: [IndexPath(item: 1, section: 0)])
    let new = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelCell)
    // The old cell ended display and was queued; the new request dequeued it again, prepared.
    let events = grid.events.map(\.description)
    #expect(events.contains("didEndDisplaying #2 at 0.1"))
    #expect(events.contains("cellForItem(0.1)"))
    #expect(new.prepareCount == 1)
    #expect(new.text == "changed")
    #expect(grid.events.filter { if case .cellForItem = $0 { true } else { false } }.count == 1)
  }

  @Test(
    "The counts before a batch are the cached ones, so a model changed before the call is rejected; a never-loaded view reads them as the batch opens (C-G4)"
  )
  func countsBeforeAreCached() throws {
    let (grid, source) = try makeGrid([3])
    source.sections[0].append("early")
    // Laid out: "before" is the cached 3, whatever the model says now.
    #expect(grid.numberOfItems(inSection: 0) == 3)
    try grid.performBatchUpdates { try grid.insertItems(at: [IndexPath(item: 3, section: 0)]) }
    #expect(shownTexts(grid) == ["0.0", "0.1", "0.2", "early"])

    let (fresh, freshSource) = try makeGrid([3], layOut: false)
    freshSource.sections[0].append("early")
    // Never laid out: the counts are read when the batch opens, already 4, and 4 + 1 ≠ 4.
    #expect(throws: CollectionBatchUpdateError.self) {
      try fresh.performBatchUpdates { try fresh.insertItems(at: [IndexPath(item: 3, section: 0)]) }
    }
  }

  @Test(
    "Counts must add up per section and for sections (C-G5), and a rejected update leaves everything as it was"
  )
  func countsMustAddUp() throws {
    let (grid, source) = try makeGrid([3, 2])
    try grid.selectItem(at: IndexPath(item: 2, section: 0))
    let before = grid.renderText()
    source.sections[0].append("extra")
    let error = #expect(throws: CollectionBatchUpdateError.self) {
      try grid.performBatchUpdates {}
    }
    #expect(
      error?.reason
        == .invalidNumberOfRows(
          section: 0, after: 4, before: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0))
    #expect(grid.renderText() == before)
    #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    // The next valid call works.
    try grid.insertItems(at: [IndexPath(item: 3, section: 0)])
    #expect(showsModel(grid, source))
  }

  @Test(
    "The release chooses the message: the legacy one up to iOS 16.3 (C-G6), the one with the counts and the updates from iOS 16.4 (C-G7)"
  )
  func messageByRelease() throws {
    for release in [UIKitRelease.iOS(16, 3), .iOS(17)] {
      let (grid, source) = try makeGrid([4], release: release)
      source.sections[0] = ["0.0"]
      let error = #expect(throws: CollectionBatchUpdateError.self) {
        try grid.performBatchUpdates {
          try grid.deleteItems(at: [IndexPath(item: 1, section: 0)])
        }
      }
      let message = error?.description ?? ""
      if release < .iOS(16, 4) {
        #expect(
          message.hasPrefix(
            "Invalid update: invalid number of items in section 0.  The number of items contained "
              + "in an existing section after the update (1) must be equal to the number of items "
              + "contained in that section before the update (4)"))
      } else {
        #expect(message.hasPrefix("Invalid batch updates detected: "))
        #expect(
          message.contains("Data source before updates = { 1 section with item counts: [4] }"))
        #expect(message.contains("Data source after updates = { 1 section with item counts: [1] }"))
        #expect(message.contains("Delete item (0 - 1)"))
      }
      #expect(shownTexts(grid) == ["0.0", "0.1", "0.2", "0.3"])
    }
  }

  @Test(
    "Up to iOS 16.3, with the lenient switch, an update that does not add up is logged and the view reloads (C-G8)"
  )
  func lenientReload() throws {
    let (grid, source) = try makeGrid([3], release: .iOS(16, 3))
    grid.reloadsOnInvalidUpdate = true
    source.sections[0].append("extra")
    try grid.performBatchUpdates {}
    #expect(shownTexts(grid) == ["0.0", "0.1", "0.2", "extra"])
    #expect(
      grid.diagnostics.contains { if case .invalidUpdateReloaded = $0 { true } else { false } })

    let (strict, strictSource) = try makeGrid([3], release: .iOS(16, 4))
    strict.reloadsOnInvalidUpdate = true
    strictSource.sections[0].append("extra")
    #expect(throws: CollectionBatchUpdateError.self) { try strict.performBatchUpdates {} }
  }

  @Test(
    "reloadData throws the visible cells away, rebuilds what is visible, clamps the offset and clears the selection (C-G13)"
  )
  func reloadData() throws {
    let (grid, source) = try makeGrid([300])
    try grid.scroll(y: 5000)
    try grid.selectItem(at: grid.indexPathsForVisibleItems.first)
    source.sections[0] = Array(source.sections[0].prefix(9))
    grid.reloadData()
    try grid.layoutIfNeeded()
    #expect(grid.contentOffset.y == 0)
    #expect(grid.indexPathsForSelectedItems.isEmpty)
    #expect(showsModel(grid, source))
    #expect(grid.visibleCells.count == 9)
  }

  @Test(
    "reconfigureItems hands the item's own cell back to the data source, with no prepareForReuse (C-H2)"
  )
  func reconfigureKeepsCell() throws {
    let (grid, source) = try makeGrid([3])
    let live = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell)
    source.sections[0][0] = "renamed"
    try grid.reconfigureItems(at: [IndexPath(item: 0, section: 0)])
    #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0)) === live)
    #expect(live.text == "renamed")
    #expect(live.prepareCount == 0)
  }

  @Test("Reconfiguring with another identifier throws UIKit's message (C-H3)")
  func reconfigureWithAnotherIdentifier() throws {
    let (grid, source) = try makeGrid([3])
    try grid.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
    source.cellProvider = { grid, path in
      try grid.dequeueReusableCell(withReuseIdentifier: "badge", for: path)
    }
    let error = #expect(throws: DisplayFailedAfterUpdate.self) {
      try grid.reconfigureItems(at: [IndexPath(item: 0, section: 0)])
    }
    let text = error.map { "\($0.underlying)" } ?? ""
    #expect(text.contains("Dequeued reuse identifier: badge; Original reuse identifier: label"))
  }

  @Test(
    "Items without a live cell are skipped by reconfigure, which adds nothing to the count arithmetic (C-H4)"
  )
  func reconfigureSkipsItemsWithoutCells() throws {
    let (grid, source) = try makeGrid([300])
    grid.isLoggingEvents = true
    try grid.reconfigureItems(at: [IndexPath(item: 200, section: 0)])
    #expect(!grid.events.contains(.cellForItem(IndexPath(item: 200, section: 0))))
    #expect(showsModel(grid, source))
  }
}
