import Foundation
import TableSource
import Testing

/// A section snapshot applied to one section of a diffable data source, and the user's
/// disclosure taps, on the table and on the collection view.
@MainActor
@Suite("Outlines: section snapshots applied, expanded and collapsed by the user (C-K1, C-K9)")
struct OutlineTests {
  /// A collection view one item wide, every item 20 points high, tall enough to show them all.
  static func list(height: CGFloat = 2000) -> VirtualCollectionView {
    let list = VirtualCollectionView(size: CGSize(width: 320, height: height))
    list.flowLayout.itemSize = CGSize(width: 320, height: 20)
    list.flowLayout.minimumLineSpacing = 0
    return list
  }

  /// A table tall enough to show every row.
  static func table() -> VirtualTableView {
    VirtualTableView(size: CGSize(width: 320, height: 4000))
  }

  /// Sections "top" (a, b), "food" (empty) and "end" (z).
  static func sections() throws -> Snapshot<String, String> {
    try Snapshot(sections: [("top", ["a", "b"]), ("food", []), ("end", ["z"])])
  }

  /// Fruit (Apple, Pear (Conference)), Vegetables (Leek); nothing expanded.
  static func food() throws -> SectionSnapshot<String> {
    var tree = SectionSnapshot<String>()
    try tree.append(["Fruit", "Vegetables"])
    try tree.append(["Apple", "Pear"], to: "Fruit")
    try tree.append(["Conference"], to: "Pear")
    try tree.append(["Leek"], to: "Vegetables")
    return tree
  }

  static func tableSource(_ table: VirtualTableView) -> DiffableDataSource<String, String> {
    DiffableDataSource(tableView: table) { TextRow(text: $0) }
  }

  static func listSource(_ list: VirtualCollectionView) -> DiffableDataSource<String, String> {
    DiffableDataSource(collectionView: list) { PhotoRow(id: $0, title: $0) }
  }

  @Test(
    "applying a section snapshot replaces one section's items with its visible items and leaves the others; snapshot(for:) reads it back; an absent section throws (C-K1, C-K9)"
  )
  func applyToOneSection() throws {
    let table = Self.table()
    let dataSource = Self.tableSource(table)
    try dataSource.apply(Self.sections())
    var tree = try Self.food()
    tree.expand(["Fruit"])
    try dataSource.apply(tree, to: "food")
    #expect(
      table.visibleCells.compactMap(\.text) == [
        "a", "b", "Fruit", "Apple", "Pear", "Vegetables", "z",
      ])
    #expect(table.numberOfRows(inSection: 1) == tree.visibleItems.count)
    #expect(dataSource.snapshot(for: "food") == tree)
    #expect(dataSource.snapshot(for: "top").rootItems == ["a", "b"])
    #expect(dataSource.snapshot(for: "top").expandedItems.isEmpty)
    #expect(throws: SnapshotError.sectionNotFound("none")) {
      try dataSource.apply(tree, to: "none")
    }
    // A visible item that is in another section: refused, nothing changed.
    var clash = tree
    try clash.append(["a"])
    #expect(throws: SnapshotError.itemIdentifiersAlreadyExist(["a"])) {
      try dataSource.apply(clash, to: "food")
    }
    #expect(dataSource.snapshot(for: "food") == tree)
    #expect(table.numberOfRows(inSection: 1) == 4)
  }

  @Test(
    "a whole-snapshot apply keeps a section's outline while the section's items stay, and makes it flat when they change (C-K1, C-K4)"
  )
  func wholeSnapshotApplies() throws {
    let list = Self.list()
    let dataSource = Self.listSource(list)
    try dataSource.apply(Self.sections())
    var tree = try Self.food()
    tree.expand(["Fruit"])
    try dataSource.apply(tree, to: "food")
    var whole = dataSource.snapshot()
    try whole.appendItems(["c"], toSection: "top")
    try dataSource.apply(whole)
    #expect(dataSource.snapshot(for: "food") == tree)
    try whole.deleteItems(["Apple"])
    try dataSource.apply(whole)
    let flat = dataSource.snapshot(for: "food")
    #expect(flat.rootItems == ["Fruit", "Pear", "Vegetables"] && flat.expandedItems.isEmpty)
    #expect(try !list.tapOutlineDisclosure(at: [1, 0]))
  }

  @Test(
    "the disclosure tap expands and collapses an item on the table, through the handlers, as inserted and deleted rows; the table indents rows by level (C-K9)"
  )
  func tapOnTheTable() throws {
    let table = Self.table()
    let dataSource = Self.tableSource(table)
    var calls: [String] = []
    dataSource.sectionSnapshotHandlers.shouldExpandItem = {
      calls.append("shouldExpand \($0)")
      return $0 != "Vegetables"
    }
    dataSource.sectionSnapshotHandlers.willExpandItem = { calls.append("willExpand \($0)") }
    dataSource.sectionSnapshotHandlers.shouldCollapseItem = {
      calls.append("shouldCollapse \($0)")
      return true
    }
    dataSource.sectionSnapshotHandlers.willCollapseItem = { calls.append("willCollapse \($0)") }
    try dataSource.apply(Self.sections())
    try dataSource.apply(Self.food(), to: "food")
    table.isLoggingEvents = true
    #expect(try table.simulate.tapOutlineDisclosure(row: [1, 0]))
    let inserted = table.events.compactMap { event -> [IndexPath]? in
      if case .commitUpdates(let update, _) = event { update.insertedRows } else { nil }
    }
    #expect(inserted == [[[1, 1], [1, 2]]])
    #expect(try table.simulate.tapOutlineDisclosure(row: [1, 2]))
    #expect(try !table.simulate.tapOutlineDisclosure(row: [1, 4]))
    #expect(
      calls == [
        "shouldExpand Fruit", "willExpand Fruit", "shouldExpand Pear", "willExpand Pear",
        "shouldExpand Vegetables",
      ])
    #expect(table.indexPathsForSelectedRows.isEmpty)
    #expect(
      table.renderText() == """
        y 0–352 of 352 (all) · 8 of 8 rows
        ┌──────────────────────────────────────────┐
        │   a                                      │ 0.0
        │   b                                      │ 0.1
        │   Fruit                                  │ 1.0
        │     Apple                                │ 1.1
        │     Pear                                 │ 1.2
        │       Conference                         │ 1.3
        │   Vegetables                             │ 1.4
        │   z                                      │ 2.0
        └──────────────────────────────────────────┘
        """)
    #expect(dataSource.snapshot(for: "food").expandedItems == ["Fruit", "Pear"])
    calls = []
    #expect(try table.simulate.tapOutlineDisclosure(row: [1, 0]))
    #expect(calls == ["shouldCollapse Fruit", "willCollapse Fruit"])
    #expect(table.visibleCells.compactMap(\.text) == ["a", "b", "Fruit", "Vegetables", "z"])
    #expect(table.visibleCells.map(\.indentationLevel) == [0, 0, 0, 0, 0])
    // Pear stays expanded under the collapsed Fruit (C-K4).
    #expect(try dataSource.snapshot(for: "food").isExpanded("Pear"))
    #expect(try !table.simulate.tapOutlineDisclosure(row: [0, 0]))
  }

  @Test(
    "the disclosure tap expands and collapses an item on the collection view, the children coming from snapshotForExpandingParent when set (C-K9)"
  )
  func tapOnTheCollectionView() throws {
    let list = Self.list()
    let dataSource = Self.listSource(list)
    try dataSource.apply(Self.sections())
    try dataSource.apply(Self.food(), to: "food")
    try list.layoutIfNeeded()
    #expect(try list.tapOutlineDisclosure(at: [1, 1]))
    #expect(list.visibleCells.map(\.text) == ["a", "b", "Fruit", "Vegetables", "Leek", "z"])
    var given: [String] = []
    dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
      given = children.items
      var loaded = SectionSnapshot<String>()
      try? loaded.append(["Fig", "Kiwi"])
      return loaded
    }
    #expect(try list.tapOutlineDisclosure(at: [1, 0]))
    #expect(given == ["Apple", "Pear", "Conference"])
    #expect(
      list.visibleCells.map(\.text) == [
        "a", "b", "Fruit", "Fig", "Kiwi", "Vegetables", "Leek", "z",
      ])
    #expect(list.numberOfItems(inSection: 1) == dataSource.snapshot(for: "food").visibleItems.count)
    #expect(
      throws: CollectionViewError.invalidIndexPath([1, 9], call: "tapOutlineDisclosure(at:)")
    ) {
      try list.tapOutlineDisclosure(at: [1, 9])
    }
  }

  @Test(
    "a disclosure tap whose update is refused changes nothing: children from snapshotForExpandingParent that are in another section (C-K6, C-K9)"
  )
  func refusedTapChangesNothing() throws {
    let table = Self.table()
    let dataSource = Self.tableSource(table)
    try dataSource.apply(Self.sections())
    try dataSource.apply(Self.food(), to: "food")
    dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { _, _ in
      var loaded = SectionSnapshot<String>()
      try? loaded.append(["z"])
      return loaded
    }
    let before = dataSource.snapshot()
    let tree = dataSource.snapshot(for: "food")
    #expect(throws: SnapshotError.itemIdentifiersAlreadyExist(["z"])) {
      try table.simulate.tapOutlineDisclosure(row: [1, 0])
    }
    #expect(dataSource.snapshot() == before && dataSource.snapshot(for: "food") == tree)
    #expect(table.visibleCells.compactMap(\.text) == ["a", "b", "Fruit", "Vegetables", "z"])
  }
}
