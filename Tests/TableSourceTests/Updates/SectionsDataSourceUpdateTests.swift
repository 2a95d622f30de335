import Foundation
import TableSource
import TableSourceTestSupport
import Testing

@MainActor
@Suite("Sections data source: updating the model and the table together")
struct SectionsDataSourceUpdateTests {
  /// The grocery list, with the table logging events from now on.
  func makeList() throws -> (SectionsDataSource, VirtualTableView) {
    let (dataSource, table) = try makeGroceryList()
    table.isLoggingEvents = true
    return (dataSource, table)
  }

  func texts(_ table: VirtualTableView) -> [String] {
    table.visibleCells.compactMap(\.text)
  }

  @Test("rows are inserted below or above another row, with the animation in the log")
  func insertRelative() throws {
    let (dataSource, table) = try makeList()
    try dataSource.insertRow(TextRow(text: "Banana"), below: "apple", in: table, with: .fade)
    try dataSource.insertRow(TextRow(text: "Apricot"), above: "apple", in: table, with: .top)
    #expect(texts(table) == ["Apricot", "Apple", "Banana", "Cherry", "Leek"])
    #expect(
      table.events.contains(
        .commitUpdates(BatchUpdate(insertedRows: [path(0, 1)]), animation: .fade)))
    #expect(
      table.events.contains(
        .commitUpdates(BatchUpdate(insertedRows: [path(0, 0)]), animation: .top)))
  }

  @Test("5.2 rows inserted together each land at the index path they have after the update")
  func insertSeveral() throws {
    let (dataSource, table) = try makeList()
    try dataSource.insertRows(
      [
        .init(TextRow(text: "Kale"), at: path(1, 1)),
        .init(TextRow(text: "Fig"), at: path(0, 3)),
        .init(TextRow(text: "Apricot"), at: path(0, 0)),
      ], in: table, with: .fade)
    #expect(texts(table) == ["Apricot", "Apple", "Cherry", "Fig", "Leek", "Kale"])
    #expect(
      table.events.contains(
        .commitUpdates(
          BatchUpdate(insertedRows: [path(1, 1), path(0, 3), path(0, 0)]), animation: .fade)))
  }

  @Test("5.6 an inserted row past its section's end after the update throws, changing nothing")
  func insertSeveralOutOfRange() throws {
    let (dataSource, table) = try makeList()
    let state = TableState(table)
    let ids = dataSource.sections.map { $0.rows.map(\.id) }
    // Section 1 has one row and gets two: rows 0–2 exist after the update, row 3 does not.
    #expect(throws: BatchUpdateError.insertRowOutOfRange(row: 3, section: 1, numberOfRows: 3)) {
      try dataSource.insertRows(
        [
          .init(TextRow(text: "Kale"), at: path(1, 2)),
          .init(TextRow(text: "Okra"), at: path(1, 3)),
        ],
        in: table)
    }
    #expect(
      throws: BatchUpdateError.insertRowSectionOutOfRange(row: 0, section: 2, numberOfSections: 2)
    ) {
      try dataSource.insertRows([.init(TextRow(text: "Kale"), at: path(2, 0))], in: table)
    }
    #expect(dataSource.sections.map { $0.rows.map(\.id) } == ids)
    #expect(TableState(table) == state)
  }

  @Test("rows are deleted by index path or identity, moved, reloaded and reconfigured")
  func rowOperations() throws {
    let (dataSource, table) = try makeList()
    try dataSource.deleteRow(withID: "cherry", in: table)
    #expect(texts(table) == ["Apple", "Leek"])
    try dataSource.moveRow(at: path(1, 0), to: path(0, 0), in: table)
    #expect(texts(table) == ["Leek", "Apple"])
    #expect(dataSource.numberOfRows(inSection: 1) == 0)
    let cell = try #require(table.cellForRow(at: path(0, 1)))
    try dataSource.reconfigureRow(
      at: path(0, 1), with: TextRow(id: "apple", text: "Green apple"), in: table)
    #expect(table.cellForRow(at: path(0, 1)) === cell)
    #expect(cell.text == "Green apple")
    try dataSource.reloadRow(at: path(0, 0), with: SwitchRow(id: "leek", isOn: true), in: table)
    #expect(table.cellForRow(at: path(0, 0)) is SwitchCell, "a reload may change the cell type")
  }

  @Test("sections are inserted relative to others, deleted, moved and reloaded")
  func sectionOperations() throws {
    let (dataSource, table) = try makeList()
    try dataSource.insertSection(
      TableSection(id: "nuts", header: "Nuts") { TextRow(text: "Pecan") }, below: "fruit", in: table
    )
    #expect(dataSource.sections.map(\.id) == ["fruit", "nuts", "veg"])
    #expect(texts(table) == ["Apple", "Cherry", "Pecan", "Leek"])
    try dataSource.moveSection(2, toSection: 0, in: table)
    #expect(texts(table) == ["Leek", "Apple", "Cherry", "Pecan"])
    try dataSource.deleteSection(withID: "fruit", in: table)
    #expect(texts(table) == ["Leek", "Pecan"])
    try dataSource.reloadSection(
      TableSection(id: "nuts") { TextRow(text: "Walnut") }, at: 1, in: table)
    #expect(texts(table) == ["Leek", "Walnut"])
  }

  @Test("an index path out of range throws UIKit's error and changes neither model nor table")
  func outOfRange() throws {
    let (dataSource, table) = try makeList()
    let state = TableState(table)
    let ids = dataSource.sections.map { $0.rows.map(\.id) }
    #expect(throws: BatchUpdateError.deleteRowOutOfRange(row: 5, section: 0, numberOfRows: 2)) {
      try dataSource.deleteRows(at: [path(0, 5)], in: table)
    }
    #expect(throws: BatchUpdateError.insertRowOutOfRange(row: 4, section: 1, numberOfRows: 2)) {
      try dataSource.insertRow(TextRow(text: "x"), at: path(1, 4), in: table)
    }
    #expect(throws: TableViewError.rowNotFound(id: "durian")) {
      try dataSource.insertRow(TextRow(text: "x"), below: "durian", in: table)
    }
    #expect(dataSource.sections.map { $0.rows.map(\.id) } == ids)
    #expect(TableState(table) == state)
  }

  /// A data source update, called with an index path that has not exactly two indexes.
  enum MalformedCall: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case insertRow, insertRows, deleteRows, moveRowFrom, moveRowTo, reloadRow, reconfigureRow

    static let long = IndexPath(indexes: [0, 1, 2])
    static let short = IndexPath(index: 1)

    var testDescription: String { rawValue }

    /// The malformed index path the call passes.
    var bad: IndexPath {
      switch self {
      case .insertRow, .deleteRows, .moveRowTo, .reconfigureRow: Self.long
      case .insertRows, .moveRowFrom: Self.short
      case .reloadRow: IndexPath()
      }
    }

    @MainActor
    func call(_ dataSource: SectionsDataSource, _ table: VirtualTableView) throws {
      let fig = TextRow(text: "Fig")
      switch self {
      case .insertRow: try dataSource.insertRow(fig, at: bad, in: table)
      case .insertRows: try dataSource.insertRows([.init(fig, at: bad)], in: table)
      case .deleteRows: try dataSource.deleteRows(at: [path(0, 0), bad], in: table)
      case .moveRowFrom: try dataSource.moveRow(at: bad, to: path(0, 0), in: table)
      case .moveRowTo: try dataSource.moveRow(at: path(0, 0), to: bad, in: table)
      case .reloadRow: try dataSource.reloadRow(at: bad, with: fig, in: table)
      case .reconfigureRow: try dataSource.reconfigureRow(at: bad, with: fig, in: table)
      }
    }
  }

  @Test(
    "index paths without exactly two indexes throw UIKit's error, changing nothing",
    arguments: MalformedCall.allCases)
  func invalidIndexPath(_ call: MalformedCall) throws {
    let (dataSource, table) = try makeList()
    let state = TableState(table)
    let ids = dataSource.sections.map { $0.rows.map(\.id) }
    #expect(throws: BatchUpdateError.invalidIndexPath(call.bad)) {
      try call.call(dataSource, table)
    }
    #expect(dataSource.sections.map { $0.rows.map(\.id) } == ids, "the model changed")
    #expect(TableState(table) == state, "the table changed")
    #expect(dataSource.row(at: call.bad) == nil, "queries treat such a path as naming no row")
  }

  @Test("an update inside a batch the app opened is refused, leaving model and table alone")
  func updateInsideOpenBatch() throws {
    let (dataSource, table) = try makeList()
    let ids = dataSource.sections.map { $0.rows.map(\.id) }
    table.beginUpdates()
    #expect(throws: TableViewError.updateInsideOpenBatch) {
      try dataSource.insertRow(TextRow(text: "Fig"), at: path(0, 0), in: table)
    }
    try table.endUpdates()
    #expect(dataSource.sections.map { $0.rows.map(\.id) } == ids)
    #expect(texts(table) == ["Apple", "Cherry", "Leek"])
  }

  @Test("when the table rejects the update, the model is put back")
  func tableRejectionRestoresModel() throws {
    let (dataSource, table) = try makeList()
    let ids = dataSource.sections.map { $0.rows.map(\.id) }
    // The app changed the table's idea of the counts behind the data source's back.
    let original = dataSource.sections
    var changed = original
    changed[1].rows.append(AnyRow(TextRow(text: "Kale")))
    try dataSource.setSections(changed)
    #expect(throws: BatchUpdateError.self) {
      try dataSource.insertRow(TextRow(text: "Fig"), at: path(0, 0), in: table)
    }
    #expect(dataSource.sections.map { $0.rows.map(\.id) } == changed.map { $0.rows.map(\.id) })
    try dataSource.setSections(original)
    #expect(dataSource.sections.map { $0.rows.map(\.id) } == ids)
    #expect(texts(table) == ["Apple", "Cherry", "Leek"])
  }

  @Test("a swipe deletes the row from the sections when commitsEditing is on")
  func swipeToDelete() throws {
    let (dataSource, table) = try makeList()
    #expect(table.simulate.swipeActions(row: path(0, 0)) == nil)
    dataSource.commitsEditing = true
    try table.simulate.swipeFully(row: path(0, 0))
    #expect(texts(table) == ["Cherry", "Leek"])
  }

  @Test("reordering moves the row in the sections after the table moved it")
  func reorder() throws {
    let (dataSource, table) = try makeList()
    dataSource.allowsReordering = true
    try table.simulate.drag(row: path(0, 0), to: path(1, 1))
    #expect(dataSource.sections[1].rows.map(\.id) == ["leek", "apple"])
    #expect(texts(table) == ["Cherry", "Leek", "Apple"])
  }
}
