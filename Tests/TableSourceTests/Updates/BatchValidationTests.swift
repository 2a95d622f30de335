import Foundation
import TableSource
import TableSourceTestSupport
import Testing

@MainActor
@Suite("Batch update validation (§4.4, §4.5, §5.6, §5.7)")
struct BatchValidationTests {
  /// One rejected update: the model after the app changed it, the update it then told the table,
  /// and the error UIKit would crash with.
  struct Case: Sendable, CustomTestStringConvertible {
    var rule: String
    var after: [[Int]]
    var update: BatchUpdate
    var error: BatchUpdateError

    var testDescription: String { rule }
  }

  /// Before every case: two sections, items 0–4 and 10–12.
  nonisolated static let before = [[0, 1, 2, 3, 4], [10, 11, 12]]

  nonisolated static let cases: [Case] = {
    let before = Self.before
    return [
      Case(
        rule: "4.5 rows", after: [[0, 1, 2, 3, 4, 5], [10, 11, 12]],
        update: BatchUpdate(),
        error: .invalidNumberOfRows(
          section: 0, after: 6, before: 5, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)),
      Case(
        rule: "4.5 rows with every kind of change", after: [[0, 1, 2, 3], [10, 11, 12, 4, 9]],
        update: BatchUpdate(
          deletedRows: [path(0, 0)], insertedRows: [path(1, 4)],
          movedRows: [.init(from: path(0, 4), to: path(1, 3))]),
        error: .invalidNumberOfRows(
          section: 0, after: 4, before: 5, inserted: 0, deleted: 1, movedIn: 0, movedOut: 1)),
      Case(
        rule: "4.5 sections", after: [[0, 1, 2, 3, 4], [10, 11, 12], []],
        update: BatchUpdate(),
        error: .invalidNumberOfSections(
          after: 3, before: 2, inserted: 0, deleted: 0)),
      Case(
        rule: "5.6 delete row past the end", after: [[0, 1, 2, 3], [10, 11, 12]],
        update: BatchUpdate(deletedRows: [path(0, 5)]),
        error: .deleteRowOutOfRange(row: 5, section: 0, numberOfRows: 5)),
      Case(
        rule: "5.6 delete row in a missing section", after: before,
        update: BatchUpdate(deletedRows: [path(4, 0)]),
        error: .deleteRowSectionOutOfRange(row: 0, section: 4, numberOfSections: 2)),
      Case(
        rule: "5.6 delete missing section", after: [[0, 1, 2, 3, 4]],
        update: BatchUpdate(deletedSections: [2]),
        error: .deleteSectionOutOfRange(section: 2, numberOfSections: 2)),
      Case(
        rule: "5.6 insert row past the end", after: [[0, 1, 2, 3, 4, 5], [10, 11, 12]],
        update: BatchUpdate(insertedRows: [path(0, 7)]),
        error: .insertRowOutOfRange(row: 7, section: 0, numberOfRows: 6)),
      Case(
        rule: "5.6 insert row in a missing section", after: before,
        update: BatchUpdate(insertedRows: [path(3, 0)]),
        error: .insertRowSectionOutOfRange(row: 0, section: 3, numberOfSections: 2)),
      Case(
        rule: "5.6 insert missing section", after: [[0, 1, 2, 3, 4], [10, 11, 12], []],
        update: BatchUpdate(insertedSections: [4]),
        error: .insertSectionOutOfRange(section: 4, numberOfSections: 3)),
      Case(
        rule: "5.6 move from a missing row", after: before,
        update: BatchUpdate(movedRows: [.init(from: path(1, 3), to: path(0, 0))]),
        error: .moveSourceOutOfRange(path(1, 3), numberOfRows: 3)),
      Case(
        rule: "5.6 move from a missing section", after: before,
        update: BatchUpdate(movedRows: [.init(from: path(2, 0), to: path(0, 0))]),
        error: .moveSourceSectionOutOfRange(path(2, 0), numberOfSections: 2)),
      Case(
        rule: "5.6 move to a missing row", after: before,
        update: BatchUpdate(movedRows: [.init(from: path(0, 0), to: path(0, 5))]),
        error: .moveDestinationOutOfRange(path(0, 0), to: path(0, 5), numberOfRows: 5)),
      Case(
        rule: "5.6 move to a missing section", after: before,
        update: BatchUpdate(movedRows: [.init(from: path(0, 0), to: path(5, 0))]),
        error: .moveDestinationSectionOutOfRange(path(0, 0), to: path(5, 0), numberOfSections: 2)),
      Case(
        rule: "5.7 delete and reload", after: [[0, 1, 3, 4], [10, 11, 12]],
        update: BatchUpdate(deletedRows: [path(0, 2)], reloadedRows: [path(0, 2)]),
        error: .deleteAndReload(path(0, 2))),
      Case(
        rule: "5.7 delete and move", after: [[0, 1, 3, 4], [10, 11, 12]],
        update: BatchUpdate(
          deletedRows: [path(0, 2)], movedRows: [.init(from: path(0, 2), to: path(0, 0))]),
        error: .deleteAndMove(path(0, 2))),
      Case(
        rule: "5.7 reload and move is a delete and move", after: [[2, 0, 1, 3, 4], [10, 11, 12]],
        update: BatchUpdate(
          movedRows: [.init(from: path(0, 2), to: path(0, 0))], reloadedRows: [path(0, 2)]),
        error: .deleteAndMove(path(0, 2))),
      Case(
        rule: "5.7 insert and move to the same place", after: [[9, 1, 0, 2, 3, 4], [10, 11, 12]],
        update: BatchUpdate(
          insertedRows: [path(0, 2)], movedRows: [.init(from: path(0, 0), to: path(0, 2))]),
        error: .insertAndMove(path(0, 2))),
      Case(
        rule: "5.7 one source, two destinations", after: before,
        update: BatchUpdate(movedRows: [
          .init(from: path(0, 0), to: path(0, 3)), .init(from: path(0, 0), to: path(0, 4)),
        ]),
        error: .moveToTwoDestinations(path(0, 0), path(0, 3), path(0, 4))),
      Case(
        rule: "5.7 two sources, one destination", after: before,
        update: BatchUpdate(movedRows: [
          .init(from: path(0, 0), to: path(0, 3)), .init(from: path(0, 1), to: path(0, 3)),
        ]),
        error: .moveTwoSourcesToOne(path(0, 0), path(0, 1), path(0, 3))),
      Case(
        rule: "5.7 delete and reload a section", after: [[10, 11, 12]],
        update: BatchUpdate(deletedSections: [0], reloadedSections: [0]),
        error: .deleteAndReloadSection(0)),
      Case(
        rule: "5.7 delete and move a section", after: [[10, 11, 12]],
        update: BatchUpdate(deletedSections: [0], movedSections: [.init(from: 0, to: 0)]),
        error: .deleteAndMoveSection(0)),
      Case(
        rule: "5.7 insert and move to the same section",
        after: [[], [10, 11, 12], [0, 1, 2, 3, 4]],
        update: BatchUpdate(insertedSections: [1], movedSections: [.init(from: 1, to: 1)]),
        error: .insertAndMoveSection(1)),
      Case(
        rule: "5.7 one section, two destinations", after: before,
        update: BatchUpdate(movedSections: [.init(from: 0, to: 1), .init(from: 0, to: 0)]),
        error: .moveSectionToTwoDestinations(0, 1, 0)),
      Case(
        rule: "5.7 two sections, one destination", after: before,
        update: BatchUpdate(movedSections: [.init(from: 0, to: 1), .init(from: 1, to: 1)]),
        error: .moveTwoSectionsToOne(0, 1, 1)),
      Case(
        rule: "5.5 a move out of a deleted section", after: [[10, 11, 12, 4]],
        update: BatchUpdate(
          deletedSections: [0], movedRows: [.init(from: path(0, 4), to: path(0, 3))]),
        error: .moveOutOfDeletedSection(path(0, 4), section: 0)),
    ]
  }()

  @Test(
    "every rejected update throws UIKit's error and leaves the whole table as it was",
    arguments: cases)
  func rejectedUpdateChangesNothing(_ rejected: Case) throws {
    let model = ModelDataSource(Self.before)
    let table = try makeTable(model, height: 200)
    try table.layoutIfNeeded()
    try table.scroll(by: 60)
    try table.selectRow(at: path(0, 3))
    table.isLoggingEvents = true
    let state = TableState(table)
    model.items = rejected.after
    #expect(throws: rejected.error) {
      try table.performBatchUpdates { try table.apply(rejected.update) }
    }
    #expect(TableState(table) == state)
    #expect(
      table.events.filter {
        if case .rejectUpdates = $0 { return false }
        if case .numberOfSections = $0 { return false }
        if case .numberOfRows = $0 { return false }
        return true
      }.isEmpty, "only the counts were read")
    #expect(!table.hasUncommittedUpdates)
  }

  @Test("4.5 the invalid-number-of-rows message is UIKit's, with the real numbers")
  func rowCountMessage() throws {
    let model = ModelDataSource([[0, 1, 2, 3]])
    let table = try makeTable(model)
    try table.layoutIfNeeded()
    model.items[0].append(4)
    do {
      try table.deleteRows(at: [path(0, 0)])
      Issue.record("the update was accepted")
    } catch {
      #expect(
        String(describing: error)
          == "Invalid update: invalid number of rows in section 0. The number of rows contained "
          + "in an existing section after the update (5) must be equal to the number of rows "
          + "contained in that section before the update (4), plus or minus the number of rows "
          + "inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the "
          + "number of rows moved into or out of that section (0 moved in, 0 moved out).")
    }
  }

  @Test("4.4 a table that never loaded reads its 'before' counts when the first update arrives")
  func neverLoadedTrap() throws {
    let model = ModelDataSource([[0, 1, 2]])
    let table = try makeTable(model)
    model.items[0].append(3)  // The app changes its model before the table ever asked.
    #expect(
      throws: BatchUpdateError.invalidNumberOfRows(
        section: 0, after: 4, before: 4, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0)
    ) {
      try table.insertRows(at: [path(0, 3)])
    }
    #expect(table.numberOfRows(inSection: 0) == 4, "the counts read are the model's")
  }

  @Test("5.7 exact duplicates are collapsed silently")
  func duplicatesCollapse() throws {
    let model = ModelDataSource([[0, 1, 2, 3]])
    let table = try makeTable(model)
    try table.layoutIfNeeded()
    model.items[0].remove(at: 1)
    try table.performBatchUpdates {
      try table.deleteRows(at: [path(0, 1)])
      try table.deleteRows(at: [path(0, 1)])
    }
    #expect(table.violations(of: model.expected).isEmpty)
  }

  @Test("5.5 row changes inside deleted and inserted sections are absorbed")
  func absorption() throws {
    let model = ModelDataSource([[0, 1], [10, 11]])
    let table = try makeTable(model)
    try table.layoutIfNeeded()
    model.items = [[20, 21, 22], [10, 11]]
    try table.performBatchUpdates {
      try table.deleteSections([0])
      try table.deleteRows(at: [path(0, 1)])
      try table.insertSections([0])
      try table.insertRows(at: [path(0, 2)])
    }
    #expect(table.violations(of: model.expected).isEmpty)
  }

  /// An update entry point, called with an index path that has not exactly two indexes.
  enum MalformedCall: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case deleteRows, insertRows, moveRowFrom, moveRowTo, reloadRows, reconfigureRows, apply
    case performBatchUpdates

    static let long = IndexPath(indexes: [0, 1, 2])
    static let short = IndexPath(index: 0)
    static let empty = IndexPath()

    var testDescription: String { rawValue }

    /// The malformed index path the call passes.
    var bad: IndexPath {
      switch self {
      case .deleteRows, .moveRowTo, .reconfigureRows, .performBatchUpdates: Self.long
      case .insertRows, .reloadRows: Self.short
      case .moveRowFrom, .apply: Self.empty
      }
    }

    @MainActor
    func call(_ table: VirtualTableView) throws {
      switch self {
      case .deleteRows: try table.deleteRows(at: [path(0, 0), bad])
      case .insertRows: try table.insertRows(at: [bad])
      case .moveRowFrom: try table.moveRow(at: bad, to: path(0, 0))
      case .moveRowTo: try table.moveRow(at: path(0, 0), to: bad)
      case .reloadRows: try table.reloadRows(at: [bad])
      case .reconfigureRows: try table.reconfigureRows(at: [bad])
      case .apply: try table.apply(BatchUpdate(deletedRows: [bad]))
      case .performBatchUpdates:
        try table.performBatchUpdates {
          try table.deleteSections([1])
          try table.insertRows(at: [bad])
        }
      }
    }
  }

  @Test(
    "index paths without exactly two indexes throw UIKit's error at every update entry point",
    arguments: MalformedCall.allCases)
  func invalidIndexPath(_ call: MalformedCall) throws {
    let model = ModelDataSource(Self.before)
    let table = try makeTable(model, height: 200)
    try table.layoutIfNeeded()
    try table.selectRow(at: path(0, 3))
    let state = TableState(table)
    #expect(throws: BatchUpdateError.invalidIndexPath(call.bad)) { try call.call(table) }
    #expect(TableState(table) == state)
    #expect(!table.hasUncommittedUpdates)
  }

  @Test("the invalid-index-path message is UIKit's")
  func invalidIndexPathMessage() {
    #expect(
      BatchUpdateError.invalidIndexPath(MalformedCall.long).description
        == "Invalid index path for use with UITableView. Index paths passed to table view must "
        + "contain exactly two indices specifying the section and row. Index path: "
        + "{length = 3, path = 0 - 1 - 2}")
  }
}
