import Foundation
import TableSource
import TableSourceTestSupport
import Testing

@MainActor
@Suite("Layout and geometry (§3)")
struct LayoutTests {
  /// Two sections: a titled one with rows of 44, 100, 0 and 44 points, and an untitled one of 3
  /// rows of 44, with a footer title; a 10-point table header.
  func makeSampleTable() throws -> (VirtualTableView, HandWrittenDataSource) {
    let dataSource = HandWrittenDataSource(rowCounts: [4, 3])
    dataSource.titles = [0: "First"]
    dataSource.heights = [
      IndexPath(row: 1, section: 0): 100, IndexPath(row: 2, section: 0): 0,
    ]
    let table = try makeTable(dataSource, height: 200)
    try table.setTableHeaderHeight(10)
    try table.setEstimatedRowHeight(0)  // Real heights everywhere, so geometry is exact.
    return (table, dataSource)
  }

  @Test("3.1 a row's height is the delegate's, else the table's rowHeight")
  func rowHeights() throws {
    let (table, _) = try makeSampleTable()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 100)
    try table.setRowHeight(50)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 50)
  }

  @Test("3.2 with estimation off, every row's height is asked on load")
  func estimationOff() throws {
    let (table, _) = try makeSampleTable()
    try table.setEstimatedRowHeight(0)
    table.isLoggingEvents = true
    #expect(table.numberOfSections == 2)
    let asked = table.events.filter { if case .heightForRow = $0 { true } else { false } }
    #expect(asked.count == 7)
  }

  @Test(
    "3.2 with estimation on, only rows coming into view are measured, and content size uses estimates"
  )
  func estimationOn() throws {
    let dataSource = HandWrittenDataSource(rowCounts: [1000])
    for row in 0..<1000 { dataSource.heights[IndexPath(row: row, section: 0)] = 100 }
    let table = try makeTable(dataSource, height: 400)
    try table.setEstimatedRowHeight(50)
    table.isLoggingEvents = true
    #expect(table.contentSize.height == 50_000)
    try table.layoutIfNeeded()
    let asked = table.events.filter { if case .heightForRow = $0 { true } else { false } }
    #expect(asked.count == 8, "the 8 rows the estimates put in the viewport, no others")
    #expect(table.contentSize.height == 50_400)
    #expect(table.indexPathsForVisibleRows.count == 4)
  }

  @Test("3.2 measuring rows above the viewport keeps the visible content in place")
  func measuringAboveKeepsContentInPlace() throws {
    let dataSource = HandWrittenDataSource(rowCounts: [200])
    for row in 0..<200 { dataSource.heights[IndexPath(row: row, section: 0)] = 80 }
    let table = try makeTable(dataSource, height: 400)
    try table.setEstimatedRowHeight(40)
    try table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top)
    #expect(table.indexPathsForVisibleRows.first == IndexPath(row: 100, section: 0))
    let before = table.rectForRow(at: IndexPath(row: 100, section: 0)).minY - table.contentOffset.y
    try table.scroll(by: -100)
    let after = table.rectForRow(at: IndexPath(row: 100, section: 0)).minY - table.contentOffset.y
    #expect(after == before + 100, "the row moved down by exactly the scrolled distance")
    #expect(table.violations(of: dataSource.expected).isEmpty)
  }

  @Test(
    "3.9 with estimates, scrollToRow resolves heights first, so the row lands exactly where asked",
    arguments: [VirtualTableView.ScrollPosition.top, .middle, .bottom])
  func scrollToRowWithEstimates(position: VirtualTableView.ScrollPosition) throws {
    let dataSource = HandWrittenDataSource(rowCounts: [2000])
    for row in 0..<2000 {
      dataSource.heights[IndexPath(row: row, section: 0)] = CGFloat(30 + row % 7 * 20)
    }
    let table = try makeTable(dataSource, height: 400)
    try table.setEstimatedRowHeight(44)
    try table.scrollToRow(at: IndexPath(row: 1500, section: 0), at: .top)
    for target in [300, 1700, 20] {  // Backward, forward and backward jumps.
      let path = IndexPath(row: target, section: 0)
      try table.scrollToRow(at: path, at: position)
      let rect = table.rectForRow(at: path)
      let offset = table.contentOffset.y
      switch position {
      case .top: #expect(rect.minY == offset, "row \(target)")
      case .middle: #expect(rect.midY == offset + 200, "row \(target)")
      default: #expect(rect.maxY == offset + 400, "row \(target)")
      }
      #expect(table.violations(of: dataSource.expected).isEmpty)
    }
  }

  @Test("3.3 header and footer heights: delegate, titles, explicit height, none")
  func headerFooterHeights() throws {
    let (table, _) = try makeSampleTable()
    #expect(table.rectForHeader(inSection: 0).height == 28)
    #expect(table.rectForHeader(inSection: 1).height == 0)
    #expect(table.rectForFooter(inSection: 0).height == 0)
    try table.setSectionFooterHeight(12)
    #expect(table.rectForFooter(inSection: 0).height == 12)
    #expect(table.rectForFooter(inSection: 1).height == 12)
  }

  @Test("3.4 and 3.5 sections stack header, rows and footer after the table header")
  func verticalLayout() throws {
    let (table, _) = try makeSampleTable()
    // Table header 10; section 0: header 28, rows 44+100+0+44 = 188; section 1: rows 132.
    #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 10, width: 320, height: 216))
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 10, width: 320, height: 28))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 38)
    #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 182)
    #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 226, width: 320, height: 132))
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 1)).minY == 314)
    #expect(table.contentSize == CGSize(width: 320, height: 358))
    try table.setTableFooterHeight(20)
    #expect(table.contentSize.height == 378)
  }

  @Test("3.5 geometry of an index path or section that does not exist is .zero")
  func invalidGeometryIsZero() throws {
    let (table, _) = try makeSampleTable()
    #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)) == .zero)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 2)) == .zero)
    #expect(table.rectForRow(at: IndexPath(row: -1, section: 0)) == .zero)
    #expect(table.rect(forSection: 9) == .zero)
    #expect(table.rectForHeader(inSection: -1) == .zero)
  }

  @Test("3.6 indexPathForRow(at:) finds the row under a point, nil in headers and past the end")
  func rowAtPoint() throws {
    let (table, _) = try makeSampleTable()
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 5)) == nil, "table header")
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 20)) == nil, "section header")
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 38)) == IndexPath(row: 0, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 181.9)) == IndexPath(row: 1, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 182)) == IndexPath(row: 3, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 357)) == IndexPath(row: 2, section: 1))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 358)) == nil)
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: -1)) == nil)
    #expect(table.indexPathForRow(at: CGPoint(x: 400, y: 50)) == nil)
  }

  @Test("3.6 indexPathsForRows(in:) lists every row meeting the rectangle, or none")
  func rowsInRect() throws {
    let (table, _) = try makeSampleTable()
    #expect(
      table.indexPathsForRows(in: CGRect(x: 0, y: 80, width: 320, height: 150)) == [
        IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0),
        IndexPath(row: 0, section: 1),
      ])
    #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 0, width: 320, height: 20)).isEmpty)
    #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 500, width: 320, height: 20)).isEmpty)
  }

  @Test("3.7 visible rows are sorted, exclude zero-height rows, and come with their cells")
  func visibleRows() throws {
    let (table, _) = try makeSampleTable()
    try table.layoutIfNeeded()
    #expect(
      table.indexPathsForVisibleRows == [
        IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0),
        IndexPath(row: 3, section: 0),
      ])
    #expect(table.visibleCells.map(\.text) == ["0.0", "0.1", "0.3"])
  }

  @Test("3.8 cellForRow(at:) returns live cells only and never asks the data source")
  func cellForRowNeverAsks() throws {
    let (table, _) = try makeSampleTable()
    try table.layoutIfNeeded()
    table.isLoggingEvents = true
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.text == "0.0")
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 1)) == nil, "not visible")
    #expect(table.cellForRow(at: IndexPath(row: 9, section: 0)) == nil, "out of range")
    #expect(table.events.isEmpty)
  }

  @Test(
    "3.9 scrollToRow puts the row at the top, middle or bottom, then clamps",
    arguments: [
      (VirtualTableView.ScrollPosition.top, 226.0), (.middle, 148), (.bottom, 70),
    ])
  func scrollPositions(position: VirtualTableView.ScrollPosition, expected: Double) throws {
    let dataSource = HandWrittenDataSource(rowCounts: [5, 20])
    let table = try makeTable(dataSource, height: 200)
    // Section 1 row 0 starts at 5 × 44 + 6 = 226 (no headers): 5 rows of 44 = 220.
    try table.setTableHeaderHeight(6)
    try table.scrollToRow(at: IndexPath(row: 0, section: 1), at: position)
    #expect(Double(table.contentOffset.y) == expected)
    try table.scrollToRow(at: IndexPath(row: 19, section: 1), at: .top)
    let end: CGFloat = table.contentSize.height - 200
    #expect(table.contentOffset.y == end, "clamped to the end")
    try table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom)
    #expect(table.contentOffset.y == 0, "clamped to the start")
  }

  @Test("3.9 .none moves only when the row is not fully visible, as little as possible")
  func scrollPositionNone() throws {
    let dataSource = HandWrittenDataSource(rowCounts: [100])
    let table = try makeTable(dataSource, height: 440)
    try table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .none)
    #expect(table.contentOffset.y == 0)
    try table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .none)
    let bottomOfRow20: CGFloat = 21 * 44 - 440
    #expect(table.contentOffset.y == bottomOfRow20, "below: as .bottom")
    try table.scrollToRow(at: IndexPath(row: 3, section: 0), at: .none)
    let topOfRow3: CGFloat = 3 * 44
    #expect(table.contentOffset.y == topOfRow3, "above: as .top")
  }

  @Test("3.9 a section without rows is reached with NSNotFound")
  func scrollToEmptySection() throws {
    let dataSource = HandWrittenDataSource(rowCounts: [30, 0, 30])
    dataSource.titles = [1: "Empty"]
    let table = try makeTable(dataSource, height: 200)
    try table.scrollToRow(at: IndexPath(row: NSNotFound, section: 1), at: .top)
    #expect(table.contentOffset.y == table.rect(forSection: 1).minY)
  }

  @Test("3.9 an invalid index path throws UIKit's range message and changes nothing")
  func scrollToInvalidRow() throws {
    let dataSource = HandWrittenDataSource(rowCounts: [10])
    let table = try makeTable(dataSource, height: 200)
    try table.scroll(by: 50)
    let cells = table.visibleCells.map(ObjectIdentifier.init)
    #expect(throws: TableViewError.rowOutOfRange(row: 10, section: 0, numberOfRows: 10)) {
      try table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top)
    }
    #expect(
      TableViewError.rowOutOfRange(row: 10, section: 0, numberOfRows: 10).description
        == "row (10) beyond bounds (10) for section (0).")
    #expect(throws: TableViewError.sectionOutOfRange(section: 3, numberOfSections: 1)) {
      try table.scrollToRow(at: IndexPath(row: 0, section: 3), at: .top)
    }
    #expect(table.contentOffset.y == 50)
    #expect(table.visibleCells.map(ObjectIdentifier.init) == cells)
  }

  @Test("offsets are clamped to the scrollable range")
  func offsetClamping() throws {
    let dataSource = HandWrittenDataSource(rowCounts: [10])
    let table = try makeTable(dataSource, height: 200)
    try table.setContentOffset(CGPoint(x: 0, y: -80))
    #expect(table.contentOffset.y == 0)
    try table.setContentOffset(CGPoint(x: 0, y: 10_000))
    #expect(table.contentOffset.y == 240)
    try table.scroll(by: -30)
    #expect(table.contentOffset.y == 210)
  }
}
