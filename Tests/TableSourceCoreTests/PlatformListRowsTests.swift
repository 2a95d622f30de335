import Foundation
import Testing

@testable import TableSourceCore

/// A recorded cell that shows list content, as the UIKit bridge's list cells do.
final class RecordedListCell: RecordedCell, ListContentCell {
  var content: ListContentConfiguration?
  var accessories: [CellAccessory] = []

  @MainActor func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

  @MainActor func showListContent(
    _ content: ListContentConfiguration, accessories: [CellAccessory]
  ) {
    self.content = content
    self.accessories = accessories
    text = content.renderedText
  }
}

/// What the user's outline handlers heard.
@MainActor
final class HandlerLog {
  var entries: [String] = []
}

/// List rows and outlines through the UIKit bridge's logic, on Linux: the rows a `ListRow` makes
/// reach a platform view's own list cell class, and a diffable data source's section snapshots
/// and disclosure taps reach a platform collection view as the checked batches any apply makes.
/// The oracle is the recording platform view (`RecordingPlatformView`), which checks each batch as
/// UIKit does and records what UIKit would have raised.
@MainActor
@Suite(
  "The UIKit bridge's logic: list rows in the platform's list cells, outlines as checked batches")
struct PlatformListRowsTests {
  private func settings() throws -> SectionsDataSource {
    try SectionsDataSource {
      TableSection {
        ListItem(
          "wifi", text: "Wi-Fi", secondaryText: "Home", style: .valueCell(),
          accessories: [.disclosureIndicator()])
        ListItem("sounds", text: "Sounds", accessories: [.checkmark(), .reorder()])
      }
    }
  }

  private func counts(of dataSource: some RowsDataSource) -> @MainActor () -> [Int] {
    { [dataSource] in (0..<dataSource.numberOfSections).map(dataSource.numberOfRows(inSection:)) }
  }

  private func registrations(_ platform: RecordingPlatformView) -> [String] {
    platform.calls.compactMap {
      if case .registerCell(let identifier) = $0 { identifier } else { nil }
    }
  }

  private func batches(_ platform: RecordingPlatformView) -> [String] {
    platform.calls.compactMap {
      if case .batch = $0 { $0.description } else { nil }
    }
  }

  @Test(
    "a list row shows in the platform's list cell class, registered once under the list rows' identifier, in a table and in a collection view alike"
  )
  func listRowsInBothPlatformViews() throws {
    let dataSource = try settings()
    let table = RecordingPlatformTable(counts: counts(of: dataSource))
    let collection = RecordingPlatformCollection(counts: counts(of: dataSource))
    table.listCellClass = RecordedListCell.self
    collection.listCellClass = RecordedListCell.self
    let tableBridge = PlatformTableBridge(table, dataSource: dataSource)
    let collectionBridge = PlatformCollectionBridge(collection, dataSource: dataSource)
    #expect(tableBridge.listCellClass == RecordedListCell.self)
    var shown: [[String]] = [[], []]
    for row in 0..<2 {
      let path = IndexPath(row: row, section: 0)
      let inTable = try #require(
        try dataSource.cell(for: path, in: tableBridge) as? RecordedListCell)
      let inCollection = try #require(
        try dataSource.cell(for: path, in: collectionBridge) as? RecordedListCell)
      #expect(inTable.content == inCollection.content)
      #expect(inTable.accessories == inCollection.accessories)
      shown[0].append(inTable.text)
      shown[1].append(inCollection.text)
    }
    #expect(shown[0] == ["Wi-Fi  Home", "Sounds"] && shown[1] == shown[0])
    var wifi = ListContentConfiguration.valueCell()
    (wifi.text, wifi.secondaryText) = ("Wi-Fi", "Home")
    let first = try dataSource.cell(for: IndexPath(row: 0, section: 0), in: collectionBridge)
    #expect((first as? RecordedListCell)?.content == wifi)
    #expect(registrations(table) == [SystemListCell.reuseIdentifier])
    #expect(registrations(collection) == [SystemListCell.reuseIdentifier])
    #expect(table.crashes.isEmpty && collection.crashes.isEmpty)
  }

  @Test(
    "a list row on a platform view without list cells (UIKit before iOS 14) throws the unsupported class and registers nothing, rather than crash"
  )
  func platformWithoutListCells() throws {
    let dataSource = try settings()
    let collection = RecordingPlatformCollection(counts: counts(of: dataSource))
    let bridge = PlatformCollectionBridge(collection, dataSource: dataSource)
    #expect(bridge.listCellClass == nil)
    #expect(throws: TableViewError.self) {
      try dataSource.cell(for: IndexPath(row: 0, section: 0), in: bridge)
    }
    #expect(registrations(collection).isEmpty && collection.crashes.isEmpty)
  }

  /// A diffable data source of one empty section, "folders", on a bridge to a recording
  /// collection view, and an outline for it: "mail" (with "inbox" and "sent") and "notes".
  private func folders() throws -> (
    DiffableDataSource<String, String>, PlatformCollectionBridge<RecordingPlatformCollection>,
    RecordingPlatformCollection, SectionSnapshot<String>
  ) {
    let dataSource = DiffableDataSource<String, String> { id in NoteRow(id: id, text: id) }
    let platform = RecordingPlatformCollection(counts: counts(of: dataSource))
    let bridge = PlatformCollectionBridge(platform, dataSource: dataSource)
    dataSource.bind(to: bridge)
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["folders"])
    try dataSource.apply(snapshot, animatingDifferences: false)
    var outline = SectionSnapshot<String>()
    try outline.append(["mail", "notes"])
    try outline.append(["inbox", "sent"], to: "mail")
    return (dataSource, bridge, platform, outline)
  }

  @Test(
    "C-K1 a section snapshot applied through the bridge reaches the platform collection view as one checked batch of its visible items, and reads back"
  )
  func sectionSnapshotReachesThePlatform() throws {
    let (dataSource, bridge, platform, outline) = try folders()
    // The data source holds its bound view weakly; a UIKit data source keeps its adapter.
    defer { withExtendedLifetime(bridge) {} }
    try dataSource.apply(outline, to: "folders")
    #expect(batches(platform) == ["performBatchUpdates(automatic) { insertRows(at: [0.0, 0.1]) }"])
    #expect(dataSource.snapshot(for: "folders") == outline)
    #expect(dataSource.snapshot().itemIdentifiers == ["mail", "notes"])
    #expect(platform.crashes.isEmpty)
  }

  @Test(
    "C-K9 a disclosure tap through the bridge asks the section snapshot handlers, then inserts or deletes the children in one checked batch; a handler's no makes no platform call"
  )
  func disclosureTapsReachThePlatform() throws {
    let (dataSource, bridge, platform, outline) = try folders()
    try dataSource.apply(outline, to: "folders")
    let log = HandlerLog()
    dataSource.sectionSnapshotHandlers.shouldExpandItem = { [log] item in
      log.entries.append("should expand \(item)")
      return log.entries.count > 1
    }
    dataSource.sectionSnapshotHandlers.willCollapseItem = { [log] in
      log.entries.append("will collapse \($0)")
    }
    let mail = IndexPath(row: 0, section: 0)
    let calls = platform.calls.count
    #expect(try !dataSource.toggleOutlineDisclosure(at: mail, in: bridge))
    #expect(platform.calls.count == calls, "refused: UIKit is not asked")
    #expect(try dataSource.toggleOutlineDisclosure(at: mail, in: bridge))
    #expect(dataSource.outlineState(at: mail) == (0, true))
    #expect(dataSource.outlineState(at: IndexPath(row: 1, section: 0)) == (1, false))
    #expect(try dataSource.toggleOutlineDisclosure(at: mail, in: bridge))
    #expect(dataSource.outlineState(at: mail) == (0, false))
    #expect(
      batches(platform) == [
        "performBatchUpdates(automatic) { insertRows(at: [0.0, 0.1]) }",
        "performBatchUpdates(automatic) { insertRows(at: [0.1, 0.2]) }",
        "performBatchUpdates(automatic) { deleteRows(at: [0.1, 0.2]) }",
      ])
    #expect(log.entries == ["should expand mail", "should expand mail", "will collapse mail"])
    #expect(dataSource.snapshot(for: "folders") == outline)
    // Off screen, UIKit is reloaded rather than updated, as for any apply.
    platform.isInWindow = false
    #expect(try dataSource.toggleOutlineDisclosure(at: mail, in: bridge))
    #expect(platform.calls.last == .reloadData)
    #expect(dataSource.snapshot().itemIdentifiers == ["mail", "inbox", "sent", "notes"])
    #expect(platform.crashes.isEmpty)
  }

  @Test(
    "C-K9 a tap on a cell's outline disclosure finds the cell's item through the platform view, toggles it and gives the disclosure its new state; a cell the view does not show, or no outline source, changes nothing"
  )
  func disclosureTapOnACell() throws {
    let (dataSource, bridge, platform, outline) = try folders()
    try dataSource.apply(outline, to: "folders")
    let (mail, stray) = (RecordedCell(), RecordedCell())
    platform.shownCells = [(mail, IndexPath(row: 0, section: 0))]
    let calls = platform.calls.count
    #expect(try bridge.userTappedOutlineDisclosure(of: stray, source: dataSource) == nil)
    #expect(try bridge.userTappedOutlineDisclosure(of: mail, source: nil) == nil)
    #expect(platform.calls.count == calls, "UIKit is not asked")
    #expect(try bridge.userTappedOutlineDisclosure(of: mail, source: dataSource) == true)
    #expect(dataSource.snapshot().itemIdentifiers == ["mail", "inbox", "sent", "notes"])
    #expect(try bridge.userTappedOutlineDisclosure(of: mail, source: dataSource) == false)
    dataSource.sectionSnapshotHandlers.shouldExpandItem = { _ in false }
    #expect(
      try bridge.userTappedOutlineDisclosure(of: mail, source: dataSource) == nil,
      "refused: the disclosure keeps its state")
    #expect(
      batches(platform) == [
        "performBatchUpdates(automatic) { insertRows(at: [0.0, 0.1]) }",
        "performBatchUpdates(automatic) { insertRows(at: [0.1, 0.2]) }",
        "performBatchUpdates(automatic) { deleteRows(at: [0.1, 0.2]) }",
      ])
    #expect(platform.crashes.isEmpty)
  }
}
