import Foundation
import TableSource
import TableSourceCore
import TableSourceTestSupport
import Testing

@MainActor
@Suite("Diffable data source (§9)")
struct DiffableDataSourceTests {
  struct Message: Hashable {
    var id: Int
    var text: String
    var isPhoto = false
  }

  final class Store {
    var messages: [Int: Message] = [:]
  }

  func makeDataSource(_ store: Store) -> DiffableDataSource<String, Int> {
    DiffableDataSource<String, Int> { id in
      let message = store.messages[id] ?? Message(id: id, text: "?")
      if message.isPhoto { return SwitchRow(id: "photo \(id)", isOn: true) }
      return LabelRow(id: id, text: message.text)
    }
  }

  func fill(_ store: Store, _ ids: [Int]) {
    for id in ids { store.messages[id] = Message(id: id, text: "message \(id)") }
  }

  /// A store of messages with the given ids, a data source over it, and a table showing it.
  func makeFixture(_ ids: [Int]) throws -> (
    Store, DiffableDataSource<String, Int>, VirtualTableView
  ) {
    let store = Store()
    fill(store, ids)
    let dataSource = makeDataSource(store)
    let table = try makeTable(try SectionsDataSource(sections: []))
    table.dataSource = dataSource
    table.delegate = dataSource
    return (store, dataSource, table)
  }

  @Test(
    "connect(to:) makes either data source the table's data source and delegate, and a delegate the table had the data source's"
  )
  func connectToVirtualTable() throws {
    let store = Store()
    fill(store, [1, 2])
    let sections = try SectionsDataSource(sections: [])
    let earlier = WillDisplaySpy(next: sections) { _ in }
    let table = VirtualTableView(size: CGSize(width: 320, height: 200))
    table.delegate = earlier
    let dataSource = makeDataSource(store)
    dataSource.connect(to: table)
    #expect(table.dataSource === dataSource)
    #expect(table.delegate === dataSource)
    #expect(dataSource.delegate === earlier)
    try dataSource.apply(makeSnapshot([("inbox", [1, 2])]))
    try table.layoutIfNeeded()
    #expect(table.visibleCells.map(\.text) == ["message 1", "message 2"])
    let other = VirtualTableView(size: CGSize(width: 320, height: 200))
    other.delegate = earlier
    sections.connect(to: other)
    #expect(other.dataSource === sections)
    #expect(other.delegate === sections)
    #expect(sections.delegate === earlier)
  }

  @Test("the first apply loads the table; later applies diff and keep moved rows' cells")
  func applyDiffs() throws {
    let (_, dataSource, table) = try makeFixture(Array(1...6))
    try dataSource.apply(makeSnapshot([("inbox", [1, 2, 3, 4])]), to: table)
    try table.layoutIfNeeded()
    let cellOf4 = try #require(table.cellForRow(at: path(0, 3)))
    table.isLoggingEvents = true
    let changes = try dataSource.apply(makeSnapshot([("inbox", [4, 1, 2, 5])]), to: table)
    #expect(
      changes.stages == [
        BatchUpdate(
          deletedRows: [path(0, 2)], insertedRows: [path(0, 3)],
          movedRows: [.init(from: path(0, 3), to: path(0, 0))])
      ])
    #expect(table.cellForRow(at: path(0, 0)) === cellOf4)
    #expect(table.visibleCells.map(\.text) == ["message 4", "message 1", "message 2", "message 5"])
    #expect(!table.events.contains(.cellForRow(path(0, 0))), "the moved row was not asked again")
  }

  @Test("content changes found through the rows' equality are reconfigured in place")
  func contentChangesReconfigure() throws {
    let (store, dataSource, table) = try makeFixture([1, 2, 3])
    let snapshot = try makeSnapshot([("inbox", [1, 2, 3])])
    try dataSource.apply(snapshot, to: table)
    try table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: path(0, 1)) as? TextCell)
    store.messages[2]?.text = "edited"
    let changes = try dataSource.apply(snapshot, to: table)
    #expect(changes.stages == [BatchUpdate(reconfiguredRows: [path(0, 1)])])
    #expect(table.cellForRow(at: path(0, 1)) === cell)
    #expect(cell.text == "edited")
    #expect(cell.prepareCount == 0)
  }

  @Test(
    "with the reload style, or a reloadItems mark, the row gets a new cell, even of another type")
  func reloads() throws {
    let (store, dataSource, table) = try makeFixture([1, 2, 3])
    var snapshot = try makeSnapshot([("inbox", [1, 2, 3])])
    try dataSource.apply(snapshot, to: table)
    try table.layoutIfNeeded()
    store.messages[3]?.isPhoto = true
    let changes = try dataSource.apply(snapshot, to: table, updateStyle: .reload)
    #expect(changes.stages == [BatchUpdate(reloadedRows: [path(0, 2)])])
    #expect(table.cellForRow(at: path(0, 2)) is SwitchCell)
    try snapshot.reloadItems([1])
    let marked = try dataSource.apply(snapshot, to: table)
    #expect(marked.stages == [BatchUpdate(reloadedRows: [path(0, 0)])])
    #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty, "marks are not kept")
  }

  @Test("sections with titles, across-section moves and an apply before the table ever loaded")
  func sectionsAndUnloadedTable() throws {
    let (_, dataSource, table) = try makeFixture(Array(1...5))
    dataSource.header = { .title($0.capitalized) }
    try dataSource.apply(makeSnapshot([("today", [1, 2]), ("older", [3])]), to: table)
    try dataSource.apply(makeSnapshot([("today", [1]), ("older", [2, 3, 4])]), to: table)
    try table.layoutIfNeeded()
    #expect(table.headerView(forSection: 1)?.text == "Older")
    #expect(table.visibleCells.map(\.text) == ["message 1", "message 2", "message 3", "message 4"])
    #expect(dataSource.itemIdentifier(for: path(1, 2)) == 4)
    #expect(dataSource.indexPath(for: 2) == path(1, 0))
  }

  @Test("applying with a reload skips the diff")
  func applyUsingReloadData() throws {
    let (_, dataSource, table) = try makeFixture([1, 2])
    dataSource.applyUsingReloadData(try makeSnapshot([("a", [2, 1])]), to: table)
    table.isLoggingEvents = true
    try table.layoutIfNeeded()
    #expect(table.visibleCells.map(\.text) == ["message 2", "message 1"])
    #expect(!table.events.contains { if case .commitUpdates = $0 { true } else { false } })
  }

  // MARK: - Shaped like UIKit's diffable data source

  @Test(
    "9.3 a data source made with its table applies to it, runs completion, and returns its snapshot"
  )
  func boundToItsTable() throws {
    let table = VirtualTableView(size: CGSize(width: 320, height: 200))
    let store = Store()
    fill(store, [1, 2, 3])
    let dataSource = DiffableDataSource<String, Int>(tableView: table) { id in
      LabelRow(id: id, text: store.messages[id]?.text ?? "?")
    }
    #expect(table.dataSource === dataSource && table.delegate === dataSource)
    var snapshot = Snapshot<String, Int>()
    try snapshot.appendSections(["inbox"])
    try snapshot.appendItems([1, 2, 3])
    var completions = 0
    try dataSource.apply(snapshot) { completions += 1 }
    try table.layoutIfNeeded()
    #expect(table.visibleCells.map(\.renderedContent) == ["message 1", "message 2", "message 3"])
    try snapshot.deleteItems([2])
    dataSource.defaultRowAnimation = .fade
    table.isLoggingEvents = true
    try dataSource.apply(snapshot, animatingDifferences: true) { completions += 1 }
    #expect(completions == 2)
    #expect(dataSource.snapshot() == snapshot)
    #expect(dataSource.sectionIdentifier(for: 0) == "inbox")
    #expect(dataSource.sectionIdentifier(for: 1) == nil)
    let animations = table.events.compactMap { event -> RowAnimation? in
      if case .commitUpdates(_, let animation) = event { return animation }
      return nil
    }
    #expect(animations == [.fade], "defaultRowAnimation is the animation of an animated apply")
    try dataSource.applySnapshotUsingReloadData(Snapshot())
    #expect(table.numberOfSections == 0)
  }

  @Test(
    "an update worked out by its caller and rejected by the table leaves both as they were (rules 4.5, 9.1)"
  )
  func rejectedKnownUpdateChangesNothing() throws {
    let table = VirtualTableView(size: CGSize(width: 320, height: 200))
    let store = Store()
    fill(store, [1, 2, 3, 4])
    // A data source that takes known updates is chosen so at init (as a form's is).
    let dataSource = DiffableDataSource<String, Int>(knownUpdates: KnownUpdates()) { id in
      LabelRow(id: id, text: store.messages[id]?.text ?? "?")
    }
    dataSource.bind(to: table)
    table.dataSource = dataSource
    let before = try makeSnapshot([("inbox", [1, 2, 3, 4])])
    try dataSource.apply(before)
    try table.layoutIfNeeded()
    let shown = ["message 1", "message 2", "message 3", "message 4"]
    // Item 2 goes, but the update deletes no row: the counts do not add up.
    #expect(
      throws: BatchUpdateError.invalidNumberOfRows(
        section: 0, after: 3, before: 4, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
    ) {
      try dataSource.apply(
        replacingItems: [(0, [1, 3, 4])], by: BatchUpdate(), animatingDifferences: true)
    }
    #expect(dataSource.snapshot() == before)
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(table.visibleCells.map(\.renderedContent) == shown)
    let version = dataSource.knownUpdates?.version
    // With the row listed, the same change goes through, and counts as a change of state; the
    // index rebuilt when the snapshot is read next does not.
    var update = BatchUpdate()
    update.deleted = ChangedRows(rows: [SectionRow(section: 0, row: 1)])
    try dataSource.apply(replacingItems: [(0, [1, 3, 4])], by: update, animatingDifferences: true)
    let changed = try #require(dataSource.knownUpdates?.version)
    #expect(changed != version)
    #expect(dataSource.snapshot() == (try makeSnapshot([("inbox", [1, 3, 4])])))
    #expect(dataSource.knownUpdates?.version == changed)
    #expect(dataSource.indexPath(for: 4) == IndexPath(row: 2, section: 0))
    #expect(table.visibleCells.map(\.renderedContent) == ["message 1", "message 3", "message 4"])
  }

  @Test("a data source bound to no table throws instead of applying to nothing")
  func unboundApplyThrows() throws {
    let dataSource = makeDataSource(Store())
    #expect(throws: TableViewError.noBoundTable) { try dataSource.apply(Snapshot()) }
    #expect(throws: TableViewError.noBoundTable) {
      try dataSource.applySnapshotUsingReloadData(Snapshot())
    }
  }

  @Test("3.3 headers and footers may be titles or views, and a view's content sets its height")
  func headerAndFooterViews() throws {
    let (_, dataSource, table) = try makeFixture([1, 2])
    dataSource.header = { .view(Banner(title: $0, subtitle: "new")) }
    dataSource.footer = { "End of \($0)" }
    try dataSource.apply(makeSnapshot([("inbox", [1, 2])]), to: table)
    try table.layoutIfNeeded()
    let header = try #require(table.headerView(forSection: 0) as? BannerView)
    #expect(header.text == "inbox" && header.subtitle == "new")
    #expect(table.rectForHeader(inSection: 0).height == 50)
    #expect(table.footerView(forSection: 0)?.renderedContent == "End of inbox")
  }

  @Test(
    "7.2 a confirmed delete goes to commitEditing with the row's item; without it there is no default Delete"
  )
  func commitEditing() throws {
    let (store, dataSource, table) = try makeFixture([1, 2, 3])
    try dataSource.apply(makeSnapshot([("inbox", [1, 2, 3])]), to: table)
    try table.layoutIfNeeded()
    #expect(table.simulate.swipeActions(row: path(0, 1)) == nil)
    var committed: [(TableViewCellEditingStyle, Int)] = []
    // Weak captures: the data source keeps its handlers, as an app's would.
    dataSource.commitEditing = { [weak dataSource, weak table] style, id in
      guard let dataSource, let table else { return }
      committed.append((style, id))
      store.messages[id] = nil
      var snapshot = dataSource.snapshot()
      try snapshot.deleteItems([id])
      try dataSource.apply(snapshot, to: table)
    }
    #expect(try table.simulate.swipeFully(row: path(0, 1)) == true)
    #expect(committed.map(\.0) == [.delete] && committed.map(\.1) == [2])
    #expect(table.visibleCells.map(\.text) == ["message 1", "message 3"])
    #expect(dataSource.snapshot().itemIdentifiers == [1, 3])
  }

  @Test(
    "7.3 reordering handlers: the snapshot follows the user's move before didMove, and canMoveItem, a row's canMove and the target decide"
  )
  func reordering() throws {
    let (_, dataSource, table) = try makeFixture(Array(1...6))
    try dataSource.apply(makeSnapshot([("a", [1, 2, 3]), ("b", [4, 5, 6])]), to: table)
    try table.layoutIfNeeded()
    #expect(!table.canMoveRow(at: path(0, 0)), "no handlers, no reordering")
    var moves: [String] = []
    dataSource.reorderingHandlers = .init(
      canMoveItem: { $0 != 3 },
      // Items stay in their section: a proposal elsewhere lands at its section's end.
      target: { [weak dataSource] item, proposed in
        guard let dataSource else { return proposed }
        let home = dataSource.indexPath(for: item)?.section ?? 0
        guard proposed.section != home else { return proposed }
        return IndexPath(row: dataSource.numberOfRows(inSection: home) - 1, section: home)
      },
      didMove: { [weak dataSource] item, from, to in
        moves.append("\(item) \(from.shortDescription)→\(to.shortDescription)")
        #expect(dataSource?.indexPath(for: item) == to, "the snapshot moved first")
      })
    #expect(table.canMoveRow(at: path(0, 0)) && !table.canMoveRow(at: path(0, 2)))
    try table.simulate.drag(row: path(0, 0), to: path(0, 2))
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "a") == [2, 3, 1])
    try table.simulate.drag(row: path(1, 0), to: path(0, 0))
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "b") == [5, 6, 4])
    #expect(moves == ["1 0.0→0.2", "4 1.0→1.2"])
    #expect(table.visibleCells.map(\.text) == ([2, 3, 1, 5, 6, 4].map { "message \($0)" }))
    // A diff from the moved state moves nothing back.
    let changes = try dataSource.apply(
      makeSnapshot([("a", [2, 3, 1]), ("b", [5, 6, 4])]), to: table)
    #expect(changes.stages.isEmpty)
  }
}
