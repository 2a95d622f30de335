import Foundation
import TableSource
import TableSourceTestSupport
import Testing

@MainActor
@Suite("Load order and reloadData (§4.1–4.3)")
struct LoadingTests {
  @Test("4.1 counts come before any cell, and each cell's cellForRow before its willDisplay")
  func loadOrder() throws {
    let dataSource = HandWrittenDataSource(rowCounts: [3, 2])
    let table = try makeTable(dataSource)
    table.isLoggingEvents = true
    try table.layoutIfNeeded()
    let events = table.events
    let firstCell = try #require(
      events.firstIndex { if case .cellForRow = $0 { true } else { false } })
    let counts = events.indices.filter {
      switch events[$0] {
      case .numberOfSections, .numberOfRows: true
      default: false
      }
    }
    #expect(counts.count == 3)
    #expect(counts.allSatisfy { $0 < firstCell })
    for path in table.indexPathsForVisibleRows {
      let request = try #require(events.firstIndex(of: .cellForRow(path)))
      let display = try #require(
        events.firstIndex {
          if case .willDisplay(_, let shown) = $0 { shown == path } else { false }
        })
      #expect(request < display)
    }
    #expect(dataSource.displayed.map(\.1) == table.indexPathsForVisibleRows)
  }

  @Test("4.2 reloadData is lazy: nothing is asked until the next query or layout")
  func reloadIsLazy() throws {
    let dataSource = HandWrittenDataSource(rowCounts: [3])
    let table = try makeTable(dataSource)
    try table.layoutIfNeeded()
    table.isLoggingEvents = true
    dataSource.rowCounts = [5]
    table.reloadData()
    #expect(table.events == [.reloadData])
    #expect(table.numberOfRows(inSection: 0) == 5)
    #expect(table.events.contains(.numberOfRows(section: 0)))
    #expect(!table.events.contains { if case .cellForRow = $0 { true } else { false } })
    try table.layoutIfNeeded()
    #expect(table.visibleCells.count == 5)
  }

  @Test(
    "4.2 reloadData ends visible cells, queues them and dequeues them again with prepareForReuse")
  func reloadRecyclesCells() throws {
    let dataSource = HandWrittenDataSource(rowCounts: [4])
    let table = try makeTable(dataSource)
    try table.layoutIfNeeded()
    let before = Set(table.visibleCells.map(ObjectIdentifier.init))
    table.reloadData()
    try table.layoutIfNeeded()
    #expect(dataSource.ended.count == 4)
    #expect(Set(table.visibleCells.map(ObjectIdentifier.init)) == before)
    #expect(table.visibleCells.allSatisfy { ($0 as? TextCell)?.prepareCount == 1 })
    #expect(table.statistics.totalCellsCreated == 4)
    #expect(table.violations(of: dataSource.expected).isEmpty)
  }

  @Test("4.2 the offset is clamped when the content shrank")
  func reloadClampsOffset() throws {
    let dataSource = HandWrittenDataSource(rowCounts: [100])
    let table = try makeTable(dataSource, height: 440)
    try table.setContentOffset(CGPoint(x: 0, y: 3000))
    dataSource.rowCounts = [20]
    table.reloadData()
    try table.layoutIfNeeded()
    #expect(table.contentOffset.y == 440, "20 rows of 44 less a viewport of 440")
    #expect(table.indexPathsForVisibleRows.last == IndexPath(row: 19, section: 0))
    #expect(table.violations(of: dataSource.expected).isEmpty)
  }

  @Test("the event log records nothing until it is turned on")
  func logIsOffByDefault() throws {
    let dataSource = HandWrittenDataSource(rowCounts: [10])
    let table = try makeTable(dataSource)
    try table.layoutIfNeeded()
    #expect(table.events.isEmpty)
    #expect(table.statistics.totalCellsCreated == 10)
  }
}
