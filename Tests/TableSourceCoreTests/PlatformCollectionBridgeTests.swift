import Foundation
import Testing

@testable import TableSourceCore

/// The UIKit bridge's logic for collection views, on Linux: which calls a `UICollectionView`
/// receives, in which order, and what is checked before it receives any. The oracle is
/// `RecordingPlatformCollection`, which reads counts and checks batches as UIKit's collection
/// view does, and records what UIKit would have raised. The bridge is the table's class: what it
/// does alike for both views (a reload off screen, nested batches, the user's moves, a diffable
/// apply's stages) is tested once, in `PlatformTableBridgeTests`.
@MainActor
@Suite("The UIKit bridge's logic: a platform collection view updated only with what it accepts")
struct PlatformCollectionBridgeTests {
  private typealias Bridge = PlatformCollectionBridge<RecordingPlatformCollection>

  private static let header = SupplementaryKind.header.elementKind
  private static let footer = SupplementaryKind.footer.elementKind

  /// A sections data source of two sections, one with a header view and one with a title, and
  /// a bridge to a recording platform collection view.
  private func makeSections() throws -> (
    SectionsDataSource, Bridge, RecordingPlatformCollection
  ) {
    let dataSource = try SectionsDataSource(sections: [
      TableSection(
        id: "notes", header: .view(AnyHeaderFooter(NoteHeader(text: "Notes"))),
        rows: [AnyRow(NoteRow(id: "a", text: "A")), AnyRow(NoteRow(id: "b", text: "B"))]),
      TableSection(id: "done", header: "Done", rows: [AnyRow(NoteRow(id: "c", text: "C"))]),
    ])
    let counts: @MainActor () -> [Int] = { [dataSource] in
      (0..<dataSource.numberOfSections).map(dataSource.numberOfRows(inSection:))
    }
    let platform = RecordingPlatformCollection(counts: counts)
    let bridge = PlatformCollectionBridge(platform, counts: counts)
    bridge.reloadData()
    return (dataSource, bridge, platform)
  }

  private func batches(_ platform: RecordingPlatformView) -> [String] {
    platform.calls.filter { if case .batch = $0 { true } else { false } }.map(\.description)
  }

  @Test(
    "C-G4 after a reload the bridge lays the collection view out before the model changes, then makes each update one batch of item calls"
  )
  func readsCountsBeforeTheModelChanges() throws {
    let (dataSource, bridge, platform) = try makeSections()
    try dataSource.insertRow(NoteRow(id: "d", text: "D"), below: "a", in: bridge)
    try dataSource.deleteRow(withID: "c", in: bridge)
    #expect(platform.crashes.isEmpty)
    #expect(
      platform.calls.map(\.description) == [
        "reloadData", "layoutIfNeeded",
        "performBatchUpdates(automatic) { insertRows(at: [0.1]) }",
        "performBatchUpdates(automatic) { deleteRows(at: [1.0]) }",
      ])
    #expect(bridge.shownCounts == [3, 0])
  }

  @Test(
    "C-G11 an item deleted twice in one batch is refused before UIKit sees it, where the table's bridge collapses it as UIKit's table does"
  )
  func deleteTwiceIsRefused() throws {
    let (_, bridge, platform) = try makeSections()
    let twice = BatchUpdate(
      deletedRows: [IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 0)])
    #expect(throws: BatchUpdateError.deleteTwice(IndexPath(row: 0, section: 0))) {
      try bridge.apply(twice, animation: .automatic)
    }
    #expect(batches(platform).isEmpty && bridge.shownCounts == [2, 1])
    // The table's rules accept it: the same bridge on a table checks by the table's.
    let model = CountsBox(counts: [2])
    let table = RecordingPlatformTable { model.counts }
    let tableBridge = PlatformTableBridge(table) { model.counts }
    tableBridge.reloadData()
    try tableBridge.performBatchUpdates(
      {
        model.counts = [1]
        try tableBridge.apply(twice, animation: .automatic)
      }, completion: nil)
    #expect(table.crashes.isEmpty && tableBridge.shownCounts == [1])
  }

  @Test(
    "C-G5 a count that does not add up throws with no UIKit call, and the data source keeps its rows"
  )
  func rejectedUpdateMakesNoPlatformCall() throws {
    let (dataSource, bridge, platform) = try makeSections()
    #expect(throws: BatchUpdateError.self) {
      try bridge.apply(
        BatchUpdate(insertedRows: [IndexPath(row: 0, section: 1)]), animation: .automatic)
    }
    #expect(batches(platform).isEmpty)
    #expect(dataSource.numberOfRows(inSection: 1) == 1)
    try dataSource.deleteRow(withID: "a", in: bridge)
    #expect(platform.crashes.isEmpty && bridge.shownCounts == [1, 1])
  }

  @Test(
    "C-A1, C-A2 and C-A4 registration is checked and keyed by kind and identifier; an unregistered dequeue throws, UIKit is not asked"
  )
  func registrationByPair() throws {
    let (_, bridge, platform) = try makeSections()
    #expect(
      throws: TableViewError.emptyReuseIdentifier(
        method: "registerClass:forCellWithReuseIdentifier:")
    ) {
      try bridge.register(RecordedCell.self, forCellWithReuseIdentifier: "")
    }
    #expect(throws: TableViewError.self, "a supplementary view class is no cell") {
      try bridge.register(RecordedHeaderFooterView.self, forCellWithReuseIdentifier: "cell")
    }
    #expect(throws: TableViewError.self, "an empty kind") {
      try bridge.register(
        RecordedHeaderFooterView.self, forSupplementaryViewOfKind: "",
        withReuseIdentifier: "view")
    }
    try bridge.register(
      RecordedHeaderFooterView.self, forSupplementaryViewOfKind: Self.header,
      withReuseIdentifier: "view")
    #expect(
      bridge.hasRegistration(forSupplementaryViewOfKind: Self.header, withReuseIdentifier: "view"))
    #expect(
      !bridge.hasRegistration(forSupplementaryViewOfKind: Self.footer, withReuseIdentifier: "view"),
      "the same identifier under another kind is another registration")
    let calls = platform.calls.count
    #expect(throws: TableViewError.self) {
      try bridge.dequeueReusableSupplementaryView(
        ofKind: Self.footer, withReuseIdentifier: "view", for: IndexPath(item: 0, section: 0))
    }
    #expect(throws: TableViewError.unregisteredCellIdentifier("nothing", registered: [])) {
      try bridge.dequeueReusableCell(
        withReuseIdentifier: "nothing", for: IndexPath(item: 0, section: 0))
    }
    #expect(platform.calls.count == calls, "UIKit is not asked")
    try bridge.register(nil, forSupplementaryViewOfKind: Self.header, withReuseIdentifier: "view")
    #expect(
      !bridge.hasRegistration(forSupplementaryViewOfKind: Self.header, withReuseIdentifier: "view"))
    #expect(platform.crashes.isEmpty)
  }

  @Test(
    "C-A1 and C-A2 the data source's cells and views: one registration per row identifier and per pair, made on first use"
  )
  func cellsAndSupplementaryViews() throws {
    let (dataSource, bridge, platform) = try makeSections()
    let first = try dataSource.cell(for: IndexPath(item: 0, section: 0), in: bridge)
    let second = try dataSource.cell(for: IndexPath(item: 1, section: 0), in: bridge)
    let header = try dataSource.configuredSupplementaryView(
      ofKind: Self.header, at: IndexPath(item: 0, section: 0), in: bridge)
    let title = try dataSource.configuredSupplementaryView(
      ofKind: Self.header, at: IndexPath(item: 0, section: 1), in: bridge)
    let again = try dataSource.configuredSupplementaryView(
      ofKind: Self.header, at: IndexPath(item: 0, section: 1), in: bridge)
    let none = try dataSource.configuredSupplementaryView(
      ofKind: Self.footer, at: IndexPath(item: 0, section: 0), in: bridge)
    #expect(first.text == "A" && second.text == "B" && header?.text == "Notes")
    #expect((title as? RecordedTitleView)?.title == "Done" && again is RecordedTitleView)
    #expect(none == nil, "no footer: the adapter answers with an empty view (C-A6)")
    let registrations = platform.calls.filter {
      switch $0 {
      case .registerCell, .registerSupplementaryView: true
      default: false
      }
    }
    #expect(registrations.count == 3, "one cell class, the header view, the title view")
    #expect(platform.crashes.isEmpty)
  }

  @Test(
    "C-C9 and C-A6 a flow layout's header and footer sizes: zero for a section without one, else the app's delegate's, else the layout's"
  )
  func referenceSizes() throws {
    let (dataSource, _, _) = try makeSections()
    let layoutDefault = CGSize(width: 0, height: 44)
    let asked = CGSize(width: 0, height: 60)
    #expect(
      dataSource.referenceSize(.header, inSection: 0, layoutDefault: layoutDefault) { nil }
        == layoutDefault)
    #expect(
      dataSource.referenceSize(.header, inSection: 1, layoutDefault: layoutDefault) { asked }
        == asked, "a title header")
    #expect(
      dataSource.referenceSize(.footer, inSection: 0, layoutDefault: layoutDefault) { asked }
        == .zero, "no footer: not asked for a view")
    #expect(
      dataSource.referenceSize(.header, inSection: 9, layoutDefault: layoutDefault) { asked }
        == .zero)
  }

  @Test(
    "C-A8 a cell dequeued for a request whose configuring failed is handed back: UIKit accepts only the view it dequeued"
  )
  func dequeuedViewIsKeptWhenConfiguringFails() throws {
    let (dataSource, bridge, platform) = try makeSections()
    let row = AnyRow(SpecialNoteRow(id: "x"))
    // The row's identifier registered by hand with a class that is not the row's cell type.
    try bridge.register(RecordedCell.self, forCellWithReuseIdentifier: row.reuseIdentifier)
    #expect(bridge.takeDequeued() == nil)
    #expect(throws: TableViewError.self) {
      try row.dequeueConfiguredCell(in: bridge, for: IndexPath(item: 0, section: 0))
    }
    let dequeued = try #require(bridge.takeDequeued() as? RecordedCell)
    #expect(!(dequeued is SpecialCell) && bridge.takeDequeued() == nil, "taken once")
    let cell = try dataSource.cell(for: IndexPath(item: 0, section: 0), in: bridge)
    #expect(bridge.takeDequeued() === cell)
    #expect(platform.crashes.isEmpty)
  }

  @Test("C-A4 a platform collection view that is gone is an error, never a crash")
  func goneCollectionView() throws {
    let counts: @MainActor () -> [Int] = { [1] }
    var platform: RecordingPlatformCollection? = RecordingPlatformCollection(counts: counts)
    let bridge = PlatformCollectionBridge(platform!, counts: counts)
    bridge.reloadData()
    platform = nil
    #expect(throws: TableViewError.noBoundTable) {
      try bridge.register(RecordedCell.self, forCellWithReuseIdentifier: "cell")
    }
    #expect(throws: TableViewError.noBoundTable) {
      try bridge.showSectionTitle("Title", in: RecordedTitleView())
    }
    #expect(!bridge.isOnScreen && bridge.indexPathsForRowsWithCells == [])
  }
}

/// A cell class of its own, which a row configures only in a cell of that class.
final class SpecialCell: RecordedCell {}

/// A row whose cell is a ``SpecialCell``.
struct SpecialNoteRow: TableViewRow, Equatable {
  let id: String
  func configure(_ cell: SpecialCell) { cell.text = id }
}
