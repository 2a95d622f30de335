import Foundation
import TableSource
import TableSourceTestFixtures
import TableSourceTestSupport
import Testing

@MainActor
@Suite("Typed rows and AnyRow")
struct RowTests {
  @Test("mixed cell types in one section each configure their own cell type")
  func mixedCellTypes() throws {
    let dataSource = try SectionsDataSource {
      TableSection {
        LabelRow(id: 1, text: "Name")
        SwitchRow(id: "Sync", isOn: true)
        BadgeRow(id: "Inbox", badge: 3)
      }
    }
    let table = try makeTable(dataSource)
    try table.layoutIfNeeded()
    let cells = table.visibleCells
    #expect(cells.count == 3)
    #expect((cells[0] as? TableSourceTestSupport.TextCell)?.text == "Name")
    #expect((cells[1] as? SwitchCell)?.isOn == true)
    #expect((cells[2] as? BadgeCell)?.badge == 3)
    #expect(cells.map(\.renderedContent) == ["Name", "Sync [on]", "Inbox (3)"])
  }

  @Test("a row can be promised by its cell type alone: some TableViewRow<SwitchCell>")
  func primaryAssociatedType() throws {
    func toggle(_ title: String, isOn: Bool) -> some TableViewRow<SwitchCell> {
      SwitchRow(id: title, isOn: isOn)
    }
    let row = AnyRow(toggle("Sync", isOn: true))
    #expect(row.reuseIdentifier == ReuseIdentifier.default(for: SwitchCell.self))
    let table = try makeTable(try SectionsDataSource { TableSection { row } })
    try table.layoutIfNeeded()
    #expect((table.visibleCells.first as? SwitchCell)?.isOn == true)
  }

  @Test("configuring a cell of the wrong type throws an error naming both types")
  func mismatchNamesBothTypes() throws {
    let row = AnyRow(LabelRow(id: 7))
    let wrong = SwitchCell(reuseIdentifier: "x")
    #expect(
      throws: TableViewError.cellTypeMismatch(
        row: "TableSourceTestSupport.LabelRow", expectedCell: "TableSourceTestSupport.TextCell",
        actualCell: "TableSourceTestSupport.SwitchCell")
    ) {
      try row.configure(wrong)
    }
    do {
      try row.configure(wrong)
    } catch {
      let message = String(describing: error)
      #expect(message.contains("TableSourceTestSupport.TextCell"))
      #expect(message.contains("TableSourceTestSupport.SwitchCell"))
    }
    #expect(wrong.text == nil, "a mismatched cell is left untouched")
  }

  @Test("a row that shares another row's identifier with a different cell class fails loudly")
  func mismatchThroughTheTable() throws {
    let dataSource = try SectionsDataSource {
      TableSection {
        LabelRow(id: 1)
        MislabeledRow()
      }
    }
    let table = try makeTable(dataSource)
    #expect(throws: TableViewError.self) { try table.layoutIfNeeded() }
    do {
      try table.layoutIfNeeded()
    } catch let error as TableViewError {
      guard case .cellTypeMismatch(let row, let expected, let actual) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(row == "TableSourceTestSupport.MislabeledRow")
      #expect(expected == "TableSourceTestSupport.SwitchCell")
      #expect(actual == "TableSourceTestSupport.TextCell")
    }
    #expect(table.visibleCells.isEmpty, "a failed layout pass displays nothing")
  }

  @Test("wrapping an AnyRow in AnyRow does not wrap it twice")
  func noDoubleWrapping() {
    let once = AnyRow(SwitchRow(id: "a", isOn: true))
    let twice = AnyRow(once)
    #expect(twice.base is SwitchRow)
    #expect(twice.as(SwitchRow.self) == SwitchRow(id: "a", isOn: true))
    #expect(twice.reuseIdentifier == once.reuseIdentifier)
  }

  @Test("AnyRow keeps the identity, identifier, class and height of the row it wraps")
  func anyRowForwards() {
    let row = AnyRow(LabelRow(id: 4, height: 60))
    #expect(row.id == AnyHashable(4))
    #expect(row.reuseIdentifier == "TableSourceTestSupport.TextCell")
    #expect(row.cellClass == TableSourceTestSupport.TextCell.self)
    #expect(row.height == 60)
  }

  @Test("content equality compares equatable rows of the same type and nothing else")
  func contentEquality() {
    let a = AnyRow(SwitchRow(id: "a", isOn: true))
    #expect(a.isContentEqual(to: AnyRow(SwitchRow(id: "a", isOn: true))))
    #expect(!a.isContentEqual(to: AnyRow(SwitchRow(id: "a", isOn: false))))
    #expect(!a.isContentEqual(to: AnyRow(BadgeRow(id: "a"))))
    #expect(!AnyRow(MislabeledRow()).isContentEqual(to: AnyRow(MislabeledRow())))
  }

  @Test("derived reuse identifiers are module-qualified, so same-named cells never collide")
  func moduleQualifiedIdentifiers() {
    let ours = ReuseIdentifier.default(for: TableSourceTestSupport.TextCell.self)
    let theirs = ReuseIdentifier.default(for: TableSourceTestFixtures.TextCell.self)
    #expect(ours == "TableSourceTestSupport.TextCell")
    #expect(theirs == "TableSourceTestFixtures.TextCell")
    #expect(
      AnyRow(LabelRow(id: 1)).reuseIdentifier != AnyRow(FixtureTextRow(id: "1")).reuseIdentifier)
  }

  final class TaggedCell<Tag>: TableViewCell {}

  @Test(
    "derived reuse identifiers are each type's own for more types than the cache scans, from many threads at once"
  )
  nonisolated func identifiersOfManyTypes() {
    let types: [Any.Type] = [
      TaggedCell<Int>.self, TaggedCell<Int8>.self, TaggedCell<Int16>.self, TaggedCell<Int32>.self,
      TaggedCell<Int64>.self, TaggedCell<UInt>.self, TaggedCell<UInt8>.self,
      TaggedCell<UInt16>.self, TaggedCell<UInt32>.self, TaggedCell<UInt64>.self,
      TaggedCell<Float>.self, TaggedCell<Double>.self, TaggedCell<Bool>.self,
    ]
    let expected = types.map { String(reflecting: $0) }
    #expect(Set(expected).count == types.count)
    let lock = NSLock()
    nonisolated(unsafe) var results = [[String]](repeating: [], count: 4)
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      // Each thread asks for every type twice: once deriving or finding, once found.
      let found = (types + types).map { ReuseIdentifier.default(for: $0) }
      lock.withLock { results[thread] = found }
    }
    for found in results { #expect(found == expected + expected) }
  }

  @Test("same-named cells from two modules get separate queues and their own classes")
  func sameNamedCellsInOneTable() throws {
    let dataSource = try SectionsDataSource {
      TableSection {
        LabelRow(id: 1, text: "ours")
        FixtureTextRow(id: "theirs")
      }
    }
    let table = try makeTable(dataSource)
    try table.layoutIfNeeded()
    #expect(table.visibleCells[0] is TableSourceTestSupport.TextCell)
    #expect(table.visibleCells[1] is TableSourceTestFixtures.TextCell)
    #expect(table.visibleCells.map(\.renderedContent) == ["ours", "fixture theirs"])
  }

  @Test("a row can override its reuse identifier")
  func overriddenIdentifier() throws {
    struct Special: TableViewRow {
      var id = 1
      var reuseIdentifier: String { "special" }
      func configure(_ cell: TableViewCell) { cell.text = "special" }
    }
    let dataSource = try SectionsDataSource { TableSection { Special() } }
    let table = try makeTable(dataSource)
    try table.layoutIfNeeded()
    #expect(table.visibleCells.first?.reuseIdentifier == "special")
    #expect(table.registeredCellIdentifiers.contains("special"))
  }

  @Test("IndexPath has row and section, as in UIKit")
  func indexPathRowAndSection() {
    var path = IndexPath(row: 3, section: 1)
    #expect(path.row == 3 && path.section == 1)
    #expect(Array(path) == [1, 3])
    path.row = 4
    #expect(path == IndexPath(indexes: [1, 4]))
  }
}
