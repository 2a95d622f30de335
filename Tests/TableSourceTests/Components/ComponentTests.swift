import Foundation
import TableSource
import Testing

@_spi(TableSourceEngine) @testable import TableSourceVirtualTable

/// The virtual table is a coordinator of small components; each is tested here on its own,
/// without a table.
@MainActor
@Suite("The table's components, each on its own")
struct ComponentTests {
  private let row0 = IndexPath(row: 0, section: 0)

  // MARK: - BatchRecorder

  @Test("5.1 a change outside a batch is handed back to commit at once")
  func recorderOutsideBatch() {
    var recorder = BatchRecorder()
    let update = recorder.record(.fade) { $0.insertedRows.append(row0) }
    #expect(update == BatchUpdate(insertedRows: [row0]))
    #expect(recorder.pending.isEmpty)
    recorder.checkInvariants()
  }

  @Test("5.1 nested batches commit once, when the outermost closes, with the last animation")
  func recorderNests() {
    var recorder = BatchRecorder()
    recorder.open()
    recorder.open()
    let first = recorder.record(.fade) { $0.deletedRows.append(row0) }
    #expect(first == nil)
    #expect(recorder.close() == .nested)
    let second = recorder.record(.none) { $0.insertedSections.append(1) }
    #expect(second == nil)
    #expect(
      recorder.close()
        == .commit(BatchUpdate(insertedSections: [1], deletedRows: [row0]), .none))
    #expect(!recorder.isOpen)
    recorder.checkInvariants()
  }

  @Test("4.3 a reload inside a batch supersedes it, and is noted only inside one")
  func recorderReloadSupersedes() {
    var recorder = BatchRecorder()
    let outside = recorder.noteReload()
    #expect(!outside)
    recorder.open()
    _ = recorder.record(.automatic) { $0.deletedRows.append(row0) }
    let inside = recorder.noteReload()
    #expect(inside)
    #expect(recorder.close() == .superseded)
    recorder.checkInvariants()
  }

  @Test(
    "4.4 a batch whose counts 'before' could not be read fails when it closes, unless a reload superseded it"
  )
  func recorderFailsAfterAFailedLoad() {
    var recorder = BatchRecorder()
    let failure = TableViewError.invalidNumberOfSections(-1)
    recorder.open(failedLoad: failure)
    recorder.open(failedLoad: nil)
    _ = recorder.record(.automatic) { $0.deletedRows.append(row0) }
    #expect(recorder.close() == .nested)
    #expect(recorder.close() == .failedToLoad(failure))
    recorder.checkInvariants()
    recorder.open(failedLoad: failure)
    _ = recorder.noteReload()
    #expect(recorder.close() == .superseded)
    recorder.open()
    #expect(recorder.close() == .commit(BatchUpdate(), .automatic))
    recorder.checkInvariants()
  }

  @Test("a batch whose closure threw is dropped with its changes")
  func recorderAbandons() {
    var recorder = BatchRecorder()
    recorder.open()
    _ = recorder.record(.automatic) { $0.deletedRows.append(row0) }
    recorder.abandon()
    #expect(!recorder.isOpen && recorder.pending.isEmpty)
    recorder.checkInvariants()
  }

  // MARK: - SelectionModel

  @Test("6.1 what may be selected depends on the editing mode")
  func selectionSettingsFollowTheMode() {
    var selection = SelectionModel()
    #expect(selection.isAllowed && !selection.allowsMultiple)
    selection.isEditing = true
    #expect(!selection.isAllowed)
    selection.allowsSelectionDuringEditing = true
    selection.allowsMultipleSelectionDuringEditing = true
    #expect(selection.isAllowed && selection.allowsMultiple)
  }

  @Test("6.5 the selection follows its rows through an update and loses the deleted ones")
  func selectionRemaps() {
    var selection = SelectionModel()
    selection.set(true, row: 1)
    selection.set(true, row: 4)
    selection.remap { $0 == 1 ? nil : $0 + 2 }
    #expect(selection.rows == [6])
    selection.checkInvariants(rowCount: 7)
  }

  // MARK: - ReusePool

  @Test("2.1 a pool numbers each identifier once, for its queue and its display count alike")
  func poolNumbersIdentifiersOnce() {
    var pool = ReusePool<TableViewCell>(order: .lastInFirstOut)
    let a = TableViewCell(reuseIdentifier: "a")
    let b = TableViewCell(reuseIdentifier: "b")
    let a2 = TableViewCell(reuseIdentifier: "a")
    for cell in [a, b, a2] { pool.adopt(cell) }
    #expect(a.slot == a2.slot && a.slot != b.slot)
    #expect(pool.countDisplayed(a, 1)?.peak == 1)
    #expect(pool.countDisplayed(a2, 1)?.identifier == "a")
    pool.checkInvariants(displaying: [a, a2])
    #expect(pool.countDisplayed(a2, -1) == nil, "a peak does not fall")
    pool.queues.enqueue(a2)
    #expect(pool.queues.count(for: "a") == 1)
    pool.checkInvariants(displaying: [a])
  }

  @Test("2.7 a view without an identifier is never numbered, queued or counted")
  func poolIgnoresViewsWithoutIdentifier() {
    var pool = ReusePool<TableViewCell>(order: .lastInFirstOut)
    let cell = TableViewCell(reuseIdentifier: nil)
    pool.adopt(cell)
    #expect(cell.slot == nil)
    #expect(pool.countDisplayed(cell, 1) == nil)
    let queued = pool.queues.enqueue(cell)
    #expect(!queued)
    pool.checkInvariants(displaying: [cell])
  }

  // MARK: - TableSettings, Viewport, DisplayState, TableConnections

  @Test("3.1 a bad height setting throws and leaves the setting as it was")
  func settingsRejectBadHeights() throws {
    var settings = TableSettings()
    try settings.set(.rowHeight, to: 60)
    #expect(throws: TableViewError.invalidHeight(-5, setting: "rowHeight")) {
      try settings.set(.rowHeight, to: -5)
    }
    #expect(throws: TableViewError.invalidHeight(-1, setting: "tableHeaderHeight")) {
      try settings.set(.tableHeaderHeight, to: VirtualTableView.automaticDimension)
    }
    #expect(settings.rowHeight == 60)
    #expect(settings.defaultHeight(of: .header) == VirtualTableView.defaultHeaderFooterHeight)
    settings.checkInvariants()
  }

  @Test("4.2 the viewport scrolls no further than the content below it")
  func viewportRange() {
    let viewport = Viewport(size: CGSize(width: 320, height: 100))
    #expect(viewport.maximumOffsetY(contentHeight: 250) == 150)
    #expect(viewport.maximumOffsetY(contentHeight: 40) == 0)
    viewport.checkInvariants(contentHeight: 40)
  }

  @Test("the display finds a row's cell by bisection, or none")
  func displayFindsRows() {
    var screen = DisplayState()
    screen.cells = [2, 5, 9].map { LiveView(key: $0, view: TableViewCell(reuseIdentifier: "c")) }
    #expect(screen.position(ofRow: 5) == 1)
    #expect(screen.position(ofRow: 4) == nil)
    #expect(screen.position(ofRow: 10) == nil)
    screen.checkInvariants(rowCount: 10, sectionCount: 1)
  }

  @Test("a data source assigned from inside a callback waits, then takes effect")
  func connectionsWait() throws {
    var connections = TableConnections()
    let dataSource = try SectionsDataSource(sections: [])
    connections.assign(dataSource: dataSource, now: false)
    #expect(connections.dataSource == nil && connections.hasPending)
    connections.applyPending()
    #expect(connections.dataSource === dataSource && !connections.hasPending)
  }
}
