import Foundation
import TableSource
import TableSourceTestSupport
import Testing

@MainActor
@Suite("Reuse-identifier registry (§1)")
struct RegistryTests {
  final class OtherCell: TableViewCell {}
  final class NotACell {}

  let path = IndexPath(row: 0, section: 0)

  @Test("1.1 registering stores a recipe and creates nothing")
  func registrationCreatesNothing() throws {
    let table = VirtualTableView()
    try table.register(TextCell.self, forCellReuseIdentifier: "text")
    #expect(table.statistics.totalCellsCreated == 0)
    #expect(table.hasRegistration(forCellReuseIdentifier: "text"))
    let cell = try #require(table.dequeueReusableCell(withIdentifier: "text"))
    #expect(cell is TextCell)
    #expect(cell.reuseIdentifier == "text")
    #expect(table.statistics.cellsCreated == ["text": 1])
  }

  @Test("1.2 registering again under the same identifier replaces the recipe")
  func lastWriterWins() throws {
    let table = VirtualTableView()
    try table.register(TextCell.self, forCellReuseIdentifier: "cell")
    try table.register(OtherCell.self, forCellReuseIdentifier: "cell")
    #expect(table.dequeueReusableCell(withIdentifier: "cell") is OtherCell)
    try table.register(forCellReuseIdentifier: "cell") { BadgeCell(reuseIdentifier: $0) }
    #expect(table.dequeueReusableCell(withIdentifier: "cell") is BadgeCell)
  }

  @Test("1.3 registering nil removes the recipe; queued cells stay dequeuable")
  func unregistering() throws {
    let table = VirtualTableView()
    try table.register(TextCell.self, forCellReuseIdentifier: "text")
    // Asked before: the answer the table remembers goes with the registration.
    #expect(table.hasRegistration(forCellReuseIdentifier: "text"))
    try table.register(nil, forCellReuseIdentifier: "text")
    #expect(!table.hasRegistration(forCellReuseIdentifier: "text"))
    #expect(table.dequeueReusableCell(withIdentifier: "text") == nil)
    #expect(throws: TableViewError.unregisteredCellIdentifier("text", registered: [])) {
      try table.dequeueReusableCell(withIdentifier: "text", for: path)
    }
  }

  @Test("1.3 cells already in a queue survive unregistering and are still handed out")
  func queuedCellsSurviveUnregistering() throws {
    let dataSource = try SectionsDataSource { TableSection(rows: labels(1)) }
    let table = try makeTable(dataSource)
    try table.layoutIfNeeded()
    let cell = try #require(table.visibleCells.first)
    try dataSource.setSections([])
    table.reloadData()
    try table.layoutIfNeeded()
    #expect(table.isQueued(cell))
    try table.register(nil, forCellReuseIdentifier: "TableSourceTestSupport.TextCell")
    #expect(table.dequeueReusableCell(withIdentifier: "TableSourceTestSupport.TextCell") === cell)
  }

  @Test("1.3 with the strict flag, unregistering also discards the queued cells")
  func strictUnregistering() throws {
    let dataSource = try SectionsDataSource { TableSection(rows: labels(1)) }
    let table = try makeTable(dataSource)
    table.purgesQueuedCellsOnUnregister = true
    try table.layoutIfNeeded()
    try dataSource.setSections([])
    table.reloadData()
    try table.layoutIfNeeded()
    #expect(table.queuedCellCount(forReuseIdentifier: "TableSourceTestSupport.TextCell") == 1)
    try table.register(nil, forCellReuseIdentifier: "TableSourceTestSupport.TextCell")
    #expect(table.queuedCells.isEmpty)
    #expect(table.dequeueReusableCell(withIdentifier: "TableSourceTestSupport.TextCell") == nil)
  }

  @Test("1.4 an empty identifier is rejected with UIKit's assertion text")
  func emptyIdentifier() {
    let table = VirtualTableView()
    #expect(
      throws: TableViewError.emptyReuseIdentifier(method: "registerClass:forCellReuseIdentifier:")
    ) {
      try table.register(TextCell.self, forCellReuseIdentifier: "")
    }
    #expect(
      String(
        describing: TableViewError.emptyReuseIdentifier(
          method: "registerClass:forCellReuseIdentifier:")
      ).hasPrefix("must pass a valid reuse identifier to -[UITableView"))
    #expect(throws: TableViewError.self) {
      try table.register(BannerView.self, forHeaderFooterViewReuseIdentifier: "")
    }
    #expect(table.registeredCellIdentifiers.isEmpty)
  }

  @Test("1.5 dequeuing an identifier with no queued cell and no recipe throws UIKit's message")
  func unknownIdentifier() throws {
    let table = VirtualTableView()
    try table.register(TextCell.self, forCellReuseIdentifier: "text")
    try table.register(SwitchCell.self, forCellReuseIdentifier: "switch")
    let expected = TableViewError.unregisteredCellIdentifier(
      "Profile", registered: ["switch", "text"])
    #expect(throws: expected) {
      try table.dequeueReusableCell(withIdentifier: "Profile", for: path)
    }
    let message = expected.description
    #expect(
      message.hasPrefix(
        "unable to dequeue a cell with identifier Profile - must register a nib or a class for "
          + "the identifier or connect a prototype cell in a storyboard"))
    #expect(message.contains("switch, text"))
  }

  @Test("1.6 header/footer identifiers are a namespace of their own")
  func separateNamespaces() throws {
    let table = VirtualTableView()
    try table.register(TextCell.self, forCellReuseIdentifier: "shared")
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "shared") == nil)
    try table.register(BannerView.self, forHeaderFooterViewReuseIdentifier: "banner")
    #expect(table.dequeueReusableCell(withIdentifier: "banner") == nil)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "banner") is BannerView)
  }

  @Test("1.6 a registered class must be a cell, or a header/footer view, as the namespace says")
  func classMustFitNamespace() {
    let table = VirtualTableView()
    #expect(
      throws: TableViewError.unsupportedViewClass(
        className: "TableSourceTests.RegistryTests.NotACell", identifier: "x",
        expected: "TableSourceVirtualTable.TableViewCell")
    ) {
      try table.register(NotACell.self, forCellReuseIdentifier: "x")
    }
    #expect(throws: TableViewError.self) {
      try table.register(TextCell.self, forHeaderFooterViewReuseIdentifier: "x")
    }
    #expect(!table.hasRegistration(forHeaderFooterViewReuseIdentifier: "x"))
  }

  @Test("2.2 dequeue without an index path returns nil for an unknown identifier")
  func dequeueWithoutIndexPath() {
    let table = VirtualTableView()
    #expect(table.dequeueReusableCell(withIdentifier: "nothing") == nil)
  }

  @Test("2.3 a dequeue for an index path outside the table's cell request is flagged")
  func dequeueOutsideRequestIsFlagged() throws {
    let table = VirtualTableView()
    try table.register(TextCell.self, forCellReuseIdentifier: "text")
    _ = try table.dequeueReusableCell(withIdentifier: "text", for: path)
    #expect(table.diagnostics == [.dequeueOutsideCellRequest(identifier: "text", indexPath: path)])
  }
}
