import Foundation
import TableSourceCore
import Testing

/// A collection view's cell, for rows that only a collection view shows.
final class GridCell: RecordedCell {}

/// Another cell class, registered by hand under ``GridCell``'s identifier to make a mismatch.
final class BannerCell: RecordedCell {}

/// A row whose cell is a collection view's: a ``CollectionViewRow``.
struct GridRow: CollectionViewRow, Equatable {
  let id: String
  var text: String

  func configure(_ cell: GridCell) { cell.text = text }
}

/// The flow layout's kinds, and one a layout of the app's own defines.
private let headerKind = "UICollectionElementKindSectionHeader"
private let footerKind = "UICollectionElementKindSectionFooter"
private let badgeKind = "Badge"

/// These tests import only `TableSourceCore`: both data sources drive a collection view that
/// knows nothing but the seam (``CollectionViewInterface``).
@MainActor
@Suite("The collection view seam: a recording collection view drives both data sources")
struct CollectionSeamTests {
  private func makeSections() throws -> SectionsDataSource {
    try SectionsDataSource(sections: [
      TableSection(
        id: "photos", header: .view(AnyHeaderFooter(NoteHeader(text: "Photos"))),
        footer: "2 photos",
        supplementaryViews: [badgeKind: AnyHeaderFooter(NoteHeader(text: "New"))],
        rows: [AnyRow(GridRow(id: "a", text: "A")), AnyRow(GridRow(id: "b", text: "B"))]),
      TableSection(id: "notes", header: "Notes", rows: [AnyRow(NoteRow(id: "c", text: "C"))]),
    ])
  }

  private func collection(for dataSource: some RowsDataSource) -> RecordingCollectionView {
    RecordingCollectionView { [dataSource] in
      (0..<dataSource.numberOfSections).map(dataSource.numberOfRows(inSection:))
    }
  }

  /// The cell for `indexPath`, asked as the collection view asks its data source.
  private func cell(
    _ indexPath: IndexPath, of dataSource: some RowsDataSource, in view: RecordingCollectionView
  ) throws -> RecordedCell? {
    try view.request(at: indexPath) { try dataSource.cell(for: indexPath, in: view) }
  }

  private func supplementaryView(
    _ kind: String, _ indexPath: IndexPath, of dataSource: SectionsDataSource,
    in view: RecordingCollectionView
  ) throws -> RecordedHeaderFooterView? {
    try view.request(at: indexPath) {
      try dataSource.supplementaryView(ofKind: kind, at: indexPath, in: view)
    }
  }

  private func registrations(_ calls: [RecordedCall]) -> [RecordedCall] {
    calls.filter {
      switch $0 {
      case .registerCell, .registerSupplementary: true
      default: false
      }
    }
  }

  @Test("C-A1 and C-A3 cells are registered on first use, then dequeued once with the index path")
  func cellsAreRegisteredOnceAndDequeuedWithTheirIndexPath() throws {
    let dataSource = try makeSections()
    let view = collection(for: dataSource)
    let first = try cell(IndexPath(item: 1, section: 0), of: dataSource, in: view)
    let second = try cell(IndexPath(item: 0, section: 0), of: dataSource, in: view)
    let note = try cell(IndexPath(item: 0, section: 1), of: dataSource, in: view)
    #expect(first is GridCell && first?.text == "B")
    #expect(second?.text == "A")
    #expect(note?.text == "C", "the table's row type serves the collection view as it is")
    let grid = ReuseIdentifier.default(for: GridCell.self)
    let plain = ReuseIdentifier.default(for: RecordedCell.self)
    #expect(registrations(view.calls) == [.registerCell(grid), .registerCell(plain)])
    #expect(
      view.calls.filter { if case .dequeueCell = $0 { true } else { false } } == [
        .dequeueCell(grid, IndexPath(item: 1, section: 0)),
        .dequeueCell(grid, IndexPath(item: 0, section: 0)),
        .dequeueCell(plain, IndexPath(item: 0, section: 1)),
      ])
  }

  @Test("C-A8 a data source dequeues exactly one view per request, and none outside one")
  func oneDequeuePerRequest() throws {
    let dataSource = try makeSections()
    let view = collection(for: dataSource)
    let path = IndexPath(item: 0, section: 0)
    _ = try cell(path, of: dataSource, in: view)
    _ = try supplementaryView(headerKind, path, of: dataSource, in: view)
    #expect(throws: RecordingCollectionError.notOneDequeuePerRequest(path)) {
      _ = try dataSource.cell(for: path, in: view)
    }
  }

  @Test("C-A2 header, footer and other kinds are dequeued by kind and identifier, and configured")
  func supplementaryViewsByKind() throws {
    let dataSource = try makeSections()
    let view = collection(for: dataSource)
    let path = IndexPath(item: 0, section: 0)
    let header = try supplementaryView(headerKind, path, of: dataSource, in: view)
    let badge = try supplementaryView(badgeKind, path, of: dataSource, in: view)
    #expect(header?.text == "Photos")
    #expect(badge?.text == "New")
    #expect(try supplementaryView("Other", path, of: dataSource, in: view) == nil)
    #expect(
      try supplementaryView(footerKind, IndexPath(item: 0, section: 5), of: dataSource, in: view)
        == nil, "a section that does not exist")
    let identifier = ReuseIdentifier.default(for: RecordedHeaderFooterView.self)
    #expect(
      registrations(view.calls) == [
        .registerSupplementary(kind: headerKind, identifier),
        .registerSupplementary(kind: badgeKind, identifier),
      ], "one identifier under two kinds is two registrations")
    #expect(
      view.calls.last == .dequeueSupplementary(kind: badgeKind, identifier, path),
      "dequeued for the kind asked, with the index path")
  }

  @Test("C-A2 a title header or footer is shown in the built-in title view, registered per kind")
  func titlesThroughTheBuiltInView() throws {
    let dataSource = try makeSections()
    let view = collection(for: dataSource)
    let footer = try supplementaryView(
      footerKind, IndexPath(item: 0, section: 0), of: dataSource, in: view)
    let header = try supplementaryView(
      headerKind, IndexPath(item: 0, section: 1), of: dataSource, in: view)
    #expect((footer as? RecordedTitleView)?.title == "2 photos")
    #expect((header as? RecordedTitleView)?.title == "Notes")
    let title = RecordingCollectionView.sectionTitleReuseIdentifier
    #expect(title == "TableSource.SectionTitle")
    #expect(
      registrations(view.calls) == [
        .registerSupplementary(kind: footerKind, title),
        .registerSupplementary(kind: headerKind, title),
      ])
  }

  @Test("C-A2 the flow layout's kinds are UIKit's strings, and name a section's header and footer")
  func elementKinds() {
    #expect(SupplementaryKind.header.elementKind == headerKind)
    #expect(SupplementaryKind.footer.elementKind == footerKind)
    #expect(SupplementaryKind(elementKind: footerKind) == .footer)
    #expect(SupplementaryKind(elementKind: badgeKind) == nil)
    let header = AnyHeaderFooter(NoteHeader(text: "Fallback"))
    let section = TableSection(
      header: "Title", supplementaryViews: [headerKind: header, footerKind: header], rows: [])
    #expect(section.supplement(ofKind: headerKind)?.title == "Title", "the header wins")
    #expect(section.supplement(ofKind: footerKind)?.title == nil)
    #expect(section.supplement(ofKind: footerKind) != nil, "no footer: the entry answers")
  }

  @Test("a cell or view of another type than the row's is a typed error, not a skipped cell")
  func typeMismatchesAreTypedErrors() throws {
    let dataSource = try makeSections()
    let view = collection(for: dataSource)
    let grid = ReuseIdentifier.default(for: GridCell.self)
    try view.register(BannerCell.self, forCellWithReuseIdentifier: grid)
    let path = IndexPath(item: 0, section: 0)
    #expect(
      throws: TableViewError.cellTypeMismatch(
        row: String(reflecting: GridRow.self), expectedCell: String(reflecting: GridCell.self),
        actualCell: String(reflecting: BannerCell.self))
    ) { _ = try cell(path, of: dataSource, in: view) }
    let title = RecordingCollectionView.sectionTitleReuseIdentifier
    try view.register(
      RecordedHeaderFooterView.self, forSupplementaryViewOfKind: headerKind,
      withReuseIdentifier: title)
    #expect(throws: TableViewError.self, "a title view registered by hand that shows no title") {
      _ = try supplementaryView(
        headerKind, IndexPath(item: 0, section: 1), of: dataSource, in: view)
    }
  }

  @Test("C-G4 every update of the sections data source is one batch the collection view accepts")
  func sectionsUpdatesAreValidBatches() throws {
    let dataSource = try makeSections()
    let view = collection(for: dataSource)
    view.reloadData()
    try dataSource.insertRow(GridRow(id: "d", text: "D"), below: "a", in: view)
    try dataSource.moveRow(
      at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1), in: view)
    try dataSource.deleteRow(withID: "b", in: view)
    try dataSource.insertSection(
      TableSection(id: "later", rows: [AnyRow(GridRow(id: "e", text: "E"))]), at: 2, in: view)
    try dataSource.reloadRow(
      at: IndexPath(item: 0, section: 0), with: GridRow(id: "d", text: "D!"), in: view)
    try dataSource.deleteSection(withID: "notes", in: view)
    #expect(view.shownCounts == [1, 1])
    #expect(view.calls.filter { $0 == .performBatchUpdates }.count == 6, "one batch per call")
    let reloaded = try cell(IndexPath(item: 0, section: 0), of: dataSource, in: view)
    #expect(reloaded?.text == "D!")
    let before = view.calls
    #expect(throws: TableViewError.duplicateRowIDs(["e"])) {
      try dataSource.insertRow(
        GridRow(id: "e", text: "again"), at: IndexPath(item: 0, section: 0), in: view)
    }
    #expect(view.calls == before, "a refused update reaches the collection view not at all")
  }

  @Test("C-G4 the diffable data source reloads a collection view first, then commits its stages")
  func diffableDrivesTheCollectionView() throws {
    let model = CountsBox(counts: [])
    let view = RecordingCollectionView { model.counts }
    let texts = TextsBox()
    let dataSource = DiffableDataSource<String, String>(collectionView: view) { id in
      GridRow(id: id, text: texts.text[id, default: id])
    }
    #expect(dataSource.collectionView === view)
    #expect(dataSource.tableView == nil)
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["inbox", "archive"])
    try snapshot.appendItems(["a", "b", "c"], toSection: "inbox")
    try snapshot.appendItems(["d"], toSection: "archive")
    model.counts = [3, 1]
    try dataSource.apply(snapshot)
    #expect(view.calls == [.reloadData])
    _ = try cell(IndexPath(item: 0, section: 0), of: dataSource, in: view)

    texts.text["a"] = "A, edited"
    try snapshot.deleteItems(["b"])
    try snapshot.appendItems(["e", "f"], toSection: "archive")
    model.counts = [2, 3]
    var completed = false
    try dataSource.apply(snapshot) { completed = true }
    #expect(completed)
    #expect(view.shownCounts == [2, 3])
    #expect(
      view.calls.contains(.apply(BatchUpdate(reconfiguredRows: [IndexPath(item: 0, section: 0)]))),
      "the item with a cell whose content changed is reconfigured")
    let edited = try cell(IndexPath(item: 0, section: 0), of: dataSource, in: view)
    #expect(edited?.text == "A, edited")
  }

  @Test("C-G4 a diffable apply inside an open batch is refused; off screen or interrupted, reloads")
  func diffableRefusesOpenBatchesAndReloads() throws {
    let model = CountsBox(counts: [])
    let view = RecordingCollectionView { model.counts }
    let dataSource = DiffableDataSource<String, String>(collectionView: view) { id in
      GridRow(id: id, text: id)
    }
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["a"])
    try snapshot.appendItems(["x"])
    model.counts = [1]
    try dataSource.apply(snapshot)
    try snapshot.appendItems(["y"])
    try view.performBatchUpdates(
      {
        #expect(throws: TableViewError.updateInsideOpenBatch) { try dataSource.apply(snapshot) }
      }, completion: nil)
    #expect(dataSource.snapshot().numberOfItems == 1, "the refused apply changed nothing")
    view.isOnScreen = false
    model.counts = [2]
    try dataSource.apply(snapshot)
    #expect(view.calls.last == .reloadData)
    view.isOnScreen = true
    dataSource.interrupt = { _ in true }
    try snapshot.appendItems(["z"])
    model.counts = [3]
    try dataSource.apply(snapshot)
    #expect(view.calls.last == .reloadData, "interrupted")
    #expect(!view.calls.contains { if case .apply = $0 { true } else { false } })
  }

  @Test("C-G4 an update the collection view rejects leaves either data source as it was")
  func rejectedUpdatesAreAtomic() throws {
    // The collection view reads counts that disagree with the update: it rejects the batch.
    let model = CountsBox(counts: [2, 1])
    let view = RecordingCollectionView { model.counts }
    let sections = try makeSections()
    view.reloadData()
    #expect(throws: BatchUpdateError.self) {
      try sections.insertRow(
        GridRow(id: "d", text: "D"), at: IndexPath(item: 0, section: 0), in: view)
    }
    #expect(sections.numberOfRows(inSection: 0) == 2)
    #expect(sections.indexPath(ofRowWithID: "d") == nil)

    let diffable = DiffableDataSource<String, String>(collectionView: view) { id in
      GridRow(id: id, text: id)
    }
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["a", "b"])
    try snapshot.appendItems(["x", "y"], toSection: "a")
    try snapshot.appendItems(["z"], toSection: "b")
    try diffable.apply(snapshot)
    let applied = diffable.snapshot()
    try snapshot.appendItems(["w"], toSection: "b")
    #expect(throws: BatchUpdateError.self) { try diffable.apply(snapshot) }
    #expect(diffable.snapshot() == applied)
  }

  @Test("C-A2 the diffable data source's header, footer and other kinds reach the collection view")
  func diffableSupplementaryViews() throws {
    let view = RecordingCollectionView { [1] }
    let dataSource = DiffableDataSource<String, String>(collectionView: view) { id in
      GridRow(id: id, text: id)
    }
    dataSource.header = { "Day \($0)" }
    dataSource.supplementaryViews = { kind, section in
      kind == badgeKind ? AnyHeaderFooter(NoteHeader(text: "\(section) badge")) : nil
    }
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["1"])
    try snapshot.appendItems(["x"])
    try dataSource.apply(snapshot)
    let path = IndexPath(item: 0, section: 0)
    let header = try view.request(at: path) {
      try dataSource.supplementaryView(ofKind: headerKind, at: path, in: view)
    }
    let badge = try view.request(at: path) {
      try dataSource.supplementaryView(ofKind: badgeKind, at: path, in: view)
    }
    let footer = try view.request(at: path) {
      try dataSource.supplementaryView(ofKind: footerKind, at: path, in: view)
    }
    #expect((header as? RecordedTitleView)?.title == "Day 1")
    #expect(badge?.text == "1 badge")
    #expect(footer == nil)
  }

  @Test("C-J1 the diffable data source's reordering handlers follow a move on a collection view")
  func reorderingOnACollectionView() throws {
    let model = CountsBox(counts: [3])
    let view = RecordingCollectionView { model.counts }
    let dataSource = DiffableDataSource<String, String>(collectionView: view) { id in
      GridRow(id: id, text: id)
    }
    var moves: [String] = []
    dataSource.reorderingHandlers = .init { item, _, _ in moves.append(item) }
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["s"])
    try snapshot.appendItems(["a", "b", "c"])
    try dataSource.apply(snapshot)
    #expect(dataSource.userCanMoveRow(at: IndexPath(item: 0, section: 0)))
    dataSource.userMovedRow(
      from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    #expect(dataSource.snapshot().itemIdentifiers == ["b", "c", "a"])
    #expect(moves == ["a"])
  }
}

/// Texts a test changes after handing them to a row provider.
@MainActor
final class TextsBox {
  var text: [String: String] = [:]
}
