import Foundation
import TableSource
import TableSourceTestSupport
import Testing

@MainActor
@Suite("Sections data source and builders")
struct DataSourceTests {
  @Test("a header or footer title can be an interpolated string, as a literal can")
  func interpolatedTitles() throws {
    let day = 3
    let count = 2
    let dataSource = try SectionsDataSource {
      TableSection(header: "Day \(day)", footer: "\(count) rows") {
        LabelRow(id: 1)
      }
    }
    #expect(dataSource.sections[0].header?.title == "Day 3")
    #expect(dataSource.sections[0].footer?.title == "2 rows")
  }

  @Test("the result builder turns conditionals and loops into the expected sections")
  func builderWithConditionalsAndLoops() throws {
    func build(showsExtras: Bool, names: [String], mode: Int) throws -> SectionsDataSource {
      try SectionsDataSource {
        TableSection(id: "main", header: "Main") {
          LabelRow(id: 0, text: "always")
          if showsExtras {
            SwitchRow(id: "extra", isOn: true)
          }
          for (index, name) in names.enumerated() {
            LabelRow(id: index + 1, text: name)
          }
          if mode == 0 {
            BadgeRow(id: "zero")
          } else {
            BadgeRow(id: "other", badge: mode)
          }
        }
        if showsExtras {
          TableSection(id: "extras", footer: "Extras end here") {
            BadgeRow(id: "x")
          }
        }
        for (index, name) in names.enumerated() {
          TableSection(id: name, header: .title(name)) { LabelRow(id: 99 + index, text: name) }
        }
      }
    }
    let full = try build(showsExtras: true, names: ["a", "b"], mode: 2)
    #expect(full.sections.map(\.id) == ["main", "extras", "a", "b"])
    #expect(full.sections[0].rows.map(\.id) == [0, "extra", 1, 2, "other"])
    #expect(full.sections[0].rows[4].as(BadgeRow.self)?.badge == 2)
    #expect(full.sections[1].footer?.title == "Extras end here")
    #expect(full.sections[2].header?.title == "a")

    let bare = try build(showsExtras: false, names: [], mode: 0)
    #expect(bare.sections.map(\.id) == ["main"])
    #expect(bare.sections[0].rows.map(\.id) == [0, "zero"])
  }

  @Test("the data source answers counts, rows and index paths from its sections")
  func modelQueries() throws {
    let dataSource = try SectionsDataSource {
      TableSection(id: "a", rows: labels(3))
      TableSection(id: "b") { SwitchRow(id: "s", isOn: false) }
    }
    #expect(dataSource.numberOfSections == 2)
    #expect(dataSource.numberOfRows(inSection: 0) == 3)
    #expect(dataSource.numberOfRows(inSection: 5) == 0)
    #expect(dataSource.row(at: IndexPath(row: 2, section: 0))?.id == AnyHashable(2))
    #expect(dataSource.row(at: IndexPath(row: 3, section: 0)) == nil)
    #expect(dataSource.indexPath(ofRowWithID: "s") == IndexPath(row: 0, section: 1))
    #expect(dataSource.sectionIndex(ofSectionWithID: "b") == 1)
  }

  @Test("the data source registers the cell classes its rows need, once, on first use")
  func registersCellsItself() throws {
    let dataSource = try SectionsDataSource {
      TableSection {
        LabelRow(id: 1)
        SwitchRow(id: "s", isOn: true)
        LabelRow(id: 2)
      }
    }
    let table = try makeTable(dataSource)
    #expect(table.registeredCellIdentifiers.isEmpty)
    try table.layoutIfNeeded()
    #expect(
      table.registeredCellIdentifiers == [
        "TableSourceTestSupport.SwitchCell", "TableSourceTestSupport.TextCell",
      ])
    #expect(table.statistics.cellsCreated["TableSourceTestSupport.TextCell"] == 2)
  }

  @Test("a registration made by hand is kept, not replaced by the data source's")
  func keepsManualRegistration() throws {
    final class FancyTextCell: TableViewCell {}
    let dataSource = try SectionsDataSource { TableSection { LabelRow(id: 1) } }
    let table = try makeTable(dataSource)
    try table.register(forCellReuseIdentifier: "TableSourceTestSupport.TextCell") {
      FancyTextCell(reuseIdentifier: $0)
    }
    #expect(throws: TableViewError.self) { try table.layoutIfNeeded() }
  }

  @Test("registerViews registers every row's and header's class up front")
  func registerViewsUpFront() throws {
    let dataSource = try SectionsDataSource {
      TableSection(header: .view(Banner(title: "T", subtitle: "S"))) {
        LabelRow(id: 1)
        BadgeRow(id: "b")
      }
    }
    let table = VirtualTableView()
    try dataSource.registerViews(in: table)
    #expect(
      table.registeredCellIdentifiers == [
        "TableSourceTestSupport.BadgeCell", "TableSourceTestSupport.TextCell",
      ])
    #expect(
      table.hasRegistration(forHeaderFooterViewReuseIdentifier: "TableSourceTestSupport.BannerView")
    )
  }

  @Test("titles and header views come from the sections, with their heights")
  func headersAndFooters() throws {
    let dataSource = try SectionsDataSource {
      TableSection(header: .view(Banner(title: "Inbox", subtitle: "3 new")), footer: "End of inbox")
      {
        LabelRow(id: 1)
      }
      TableSection(header: "Archive", rows: [AnyRow(LabelRow(id: 2))])
      TableSection(rows: [AnyRow(LabelRow(id: 3))])
    }
    let table = try makeTable(dataSource)
    try table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 0).height == 50)
    #expect(table.rectForFooter(inSection: 0).height == VirtualTableView.defaultHeaderFooterHeight)
    #expect(table.rectForHeader(inSection: 1).height == VirtualTableView.defaultHeaderFooterHeight)
    #expect(table.rectForHeader(inSection: 2).height == 0, "3.3: no title and no view: height 0")
    #expect(table.headerView(forSection: 0)?.renderedContent == "Inbox — 3 new")
    #expect(table.headerView(forSection: 0) is BannerView)
    #expect(table.footerView(forSection: 0)?.text == "End of inbox")
    #expect(table.headerView(forSection: 1)?.text == "Archive")
    #expect(table.headerView(forSection: 2) == nil)
  }

  @Test("the data source's core works through the table protocol alone")
  func coreThroughTheProtocol() throws {
    let dataSource = try SectionsDataSource { TableSection { SwitchRow(id: "wifi", isOn: true) } }
    func cell(from table: some TableViewInterface) throws -> AnyObject {
      try dataSource.cell(for: IndexPath(row: 0, section: 0), in: table)
    }
    let table = VirtualTableView()
    let made = try cell(from: table)
    #expect((made as? SwitchCell)?.isOn == true)
    #expect(throws: TableViewError.rowOutOfRange(row: 1, section: 0, numberOfRows: 1)) {
      try dataSource.cell(for: IndexPath(row: 1, section: 0), in: table)
    }
  }
}
