import Foundation
import TableSourceCore
import Testing

/// A row of the recording table's cell type.
struct NoteRow: TableViewRow, Equatable {
  let id: String
  var text: String

  func configure(_ cell: RecordedCell) { cell.text = text }
}

/// A header of the recording table's view type.
struct NoteHeader: TableViewHeaderFooter {
  let text: String
  func configure(_ view: RecordedHeaderFooterView) { view.text = text }
}

/// These tests import only `TableSourceCore`: that they compile proves the core builds without
/// the virtual table, and that they pass proves the data sources need nothing but the seam.
@MainActor
@Suite("The table seam: a second table drives both data sources")
struct RecordingTableTests {
  private func makeSections() throws -> SectionsDataSource {
    try SectionsDataSource(sections: [
      TableSection(
        id: "notes", header: .view(AnyHeaderFooter(NoteHeader(text: "Notes"))),
        rows: [AnyRow(NoteRow(id: "a", text: "A")), AnyRow(NoteRow(id: "b", text: "B"))]),
      TableSection(id: "done", header: "Done", rows: [AnyRow(NoteRow(id: "c", text: "C"))]),
    ])
  }

  private func counts(_ dataSource: SectionsDataSource) -> [Int] {
    (0..<dataSource.numberOfSections).map(dataSource.numberOfRows(inSection:))
  }

  @Test("1.1 and 2.3 the sections data source registers a row's cell class once, then dequeues")
  func sectionsDataSourceRegistersAndDequeues() throws {
    let dataSource = try makeSections()
    let table = RecordingTable { [] }
    let first = try dataSource.cell(for: IndexPath(row: 1, section: 0), in: table)
    let second = try dataSource.cell(for: IndexPath(row: 0, section: 1), in: table)
    let header = try dataSource.headerView(forSection: 0, in: table)
    #expect(first.text == "B")
    #expect(second.text == "C")
    #expect(header?.text == "Notes")
    let identifier = ReuseIdentifier.default(for: RecordedCell.self)
    #expect(
      table.calls.filter { if case .registerCell = $0 { true } else { false } }
        == [.registerCell(identifier)])
    #expect(try dataSource.headerView(forSection: 1, in: table) == nil, "a titled section")
  }

  @Test("4.4 and 4.5 every update of the sections data source is one batch the table accepts")
  func sectionsDataSourceUpdatesAreValidBatches() throws {
    let dataSource = try makeSections()
    let table = RecordingTable { [dataSource] in
      (0..<dataSource.numberOfSections).map(dataSource.numberOfRows(inSection:))
    }
    table.reloadData()
    try dataSource.insertRow(NoteRow(id: "d", text: "D"), below: "a", in: table)
    try dataSource.moveRow(
      at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1), in: table)
    try dataSource.deleteRow(withID: "b", in: table)
    try dataSource.insertSection(
      TableSection(id: "later", rows: [AnyRow(NoteRow(id: "e", text: "E"))]), at: 2, in: table)
    try dataSource.reloadRow(
      at: IndexPath(row: 0, section: 0), with: NoteRow(id: "d", text: "D!"), in: table)
    #expect(table.shownCounts == counts(dataSource))
    #expect(table.shownCounts == [1, 2, 1])
    let batches = table.calls.filter { $0 == .performBatchUpdates }.count
    #expect(batches == 5, "one batch per call")
  }

  @Test("9.1 a rejected update reaches the table not at all and leaves the model as it was")
  func rejectedUpdateLeavesEverything() throws {
    let dataSource = try makeSections()
    let table = RecordingTable { [dataSource] in
      (0..<dataSource.numberOfSections).map(dataSource.numberOfRows(inSection:))
    }
    table.reloadData()
    let before = table.calls
    #expect(throws: TableViewError.duplicateRowIDs(["a"])) {
      try dataSource.insertRow(
        NoteRow(id: "a", text: "again"), at: IndexPath(row: 0, section: 1), in: table)
    }
    #expect(table.calls == before)
    #expect(counts(dataSource) == [2, 1])
  }

  @Test("9.2 the diffable data source reloads first, then commits stages the table accepts")
  func diffableDataSourceDrivesTheRecordingTable() throws {
    let dataSource = DiffableDataSource<String, String> { id in NoteRow(id: id, text: id) }
    let table = RecordingTable { [dataSource] in
      (0..<dataSource.numberOfSections).map(dataSource.numberOfRows(inSection:))
    }
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["inbox", "archive"])
    try snapshot.appendItems(["a", "b", "c"], toSection: "inbox")
    try snapshot.appendItems(["d"], toSection: "archive")
    try dataSource.apply(snapshot, to: table)
    #expect(table.calls == [.reloadData])
    #expect(table.shownCounts == [3, 1])

    try snapshot.moveItem("c", beforeItem: "a")
    try snapshot.deleteItems(["b"])
    try snapshot.appendItems(["e", "f"], toSection: "archive")
    try snapshot.deleteSections(["inbox"])
    try snapshot.appendSections(["new"])
    try snapshot.appendItems(["g"], toSection: "new")
    let changeset = try dataSource.apply(snapshot, to: table)
    #expect(!changeset.stages.isEmpty)
    #expect(table.shownCounts == [3, 1])
    let cell = try dataSource.cell(for: IndexPath(row: 0, section: 1), in: table)
    #expect(cell.text == "g")
  }

  @Test("9.3 a diffable data source made with a table applies to that table, whatever it is")
  func diffableDataSourceBoundToAnyTable() throws {
    let model = CountsBox(counts: [])
    let table = RecordingTable { model.counts }
    let dataSource = DiffableDataSource<String, String>(tableView: table) { id in
      NoteRow(id: id, text: id)
    }
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["a"])
    try snapshot.appendItems(["x", "y"])
    model.counts = [2]
    try dataSource.apply(snapshot)
    try snapshot.appendItems(["z"])
    model.counts = [3]
    var completed = false
    try dataSource.apply(snapshot) { completed = true }
    #expect(completed && table.shownCounts == [3])
    #expect(table.calls.first == .reloadData)
  }

  @Test("9.2 a table off screen, or a diff the app interrupts, is reloaded instead of updated")
  func offScreenOrInterruptedDiffsReload() throws {
    let model = CountsBox(counts: [])
    let table = RecordingTable { model.counts }
    let dataSource = DiffableDataSource<String, String>(tableView: table) { id in
      NoteRow(id: id, text: id)
    }
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["a"])
    try snapshot.appendItems(["x"])
    model.counts = [1]
    try dataSource.apply(snapshot)
    table.isOnScreen = false
    try snapshot.appendItems(["y"])
    model.counts = [2]
    try dataSource.apply(snapshot)
    #expect(table.calls == [.reloadData, .reloadData], "off screen: no batch")
    table.isOnScreen = true
    dataSource.interrupt = { $0.changeCount > 2 }
    try snapshot.appendItems(["z"])
    model.counts = [3]
    try dataSource.apply(snapshot)
    #expect(table.calls.last == .apply(BatchUpdate(insertedRows: [IndexPath(row: 2, section: 0)])))
    try snapshot.deleteItems(["x", "y", "z"])
    try snapshot.appendItems(["p", "q"])
    model.counts = [2]
    try dataSource.apply(snapshot)
    #expect(table.calls.last == .reloadData, "5 changes: interrupted")
    #expect(dataSource.snapshot() == snapshot)
  }

  @Test("5.6 a changeset is applied stage by stage on any table, and a bad stage is rejected")
  func changesetAppliesOnAnyTable() throws {
    let model = CountsBox(counts: [2])
    let table = RecordingTable { model.counts }
    table.reloadData()
    model.counts = [3]
    let changeset = StagedChangeset(stages: [
      BatchUpdate(insertedRows: [IndexPath(row: 2, section: 0)]),
      BatchUpdate(reconfiguredRows: [IndexPath(row: 0, section: 0)]),
    ])
    try table.apply(changeset)
    #expect(table.shownCounts == [3])
    #expect(table.calls.count == 3)
    let bad = StagedChangeset(stages: [BatchUpdate(deletedRows: [IndexPath(row: 5, section: 0)])])
    #expect(throws: BatchUpdateError.self) { try table.apply(bad) }
  }
}

/// Row counts a test changes after handing them to a table (a reference, not a mutable capture).
@MainActor
final class CountsBox {
  var counts: [Int]
  init(counts: [Int]) { self.counts = counts }
}
