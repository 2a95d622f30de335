import Foundation
import TableSource
import TableSourceTestSupport
import Testing

@MainActor
@Suite("Dequeue, creation and reuse (§2)")
struct ReuseLifecycleTests {
  @Test("2.1 a queued cell is only handed out for the identifier it was created with")
  func queuesPerIdentifier() throws {
    let table = VirtualTableView()
    try table.register(TextCell.self, forCellReuseIdentifier: "a")
    try table.register(TextCell.self, forCellReuseIdentifier: "b")
    let dataSource = HandWrittenDataSource(rowCounts: [1])
    dataSource.identifier = "a"
    table.dataSource = dataSource
    try table.layoutIfNeeded()
    dataSource.identifier = "b"
    let first = try #require(table.visibleCells.first)
    table.reloadData()
    try table.layoutIfNeeded()
    let second = try #require(table.visibleCells.first)
    #expect(first !== second)
    #expect(second.reuseIdentifier == "b")
    #expect(table.queuedCellCount(forReuseIdentifier: "a") == 1)
    #expect(table.dequeueReusableCell(withIdentifier: "b") !== first)
  }

  @Test("2.4 prepareForReuse runs inside the dequeue, on reused cells only, before configuring")
  func prepareForReuseOrder() throws {
    let dataSource = try SectionsDataSource { TableSection(rows: labels(40)) }
    let table = try makeTable(dataSource, height: 88)
    table.isLoggingEvents = true
    try table.layoutIfNeeded()
    let created = table.visibleCells.compactMap { $0 as? TextCell }
    #expect(created.allSatisfy { $0.prepareCount == 0 }, "never on a newly created cell")
    #expect(!table.events.contains { if case .prepareForReuse = $0 { true } else { false } })
    table.clearEvents()
    try table.scroll(by: 44)
    let events = table.events.map(\.description).filter { !$0.hasPrefix("heightForRow") }
    let reused = try #require(table.visibleCells.last as? TextCell)
    #expect(reused.prepareCount == 1)
    let number = reused.instanceNumber
    #expect(
      events == [
        "didEndDisplaying #1 at 0.0", "enqueue #1 TableSourceTestSupport.TextCell",
        "cellForRow(0.2)", "dequeue #1 TableSourceTestSupport.TextCell (reused)",
        "prepareForReuse #1", "configure #1 for 0.2", "willDisplay #1 at 0.2",
      ])
    #expect(number == 1)
  }

  @Test("2.6 a cell is queued only after didEndDisplaying, and a visible cell is never queued")
  func queuedAfterEndOfDisplay() throws {
    let dataSource = HandWrittenDataSource(rowCounts: [100])
    let table = try makeTable(dataSource, height: 220)
    try table.layoutIfNeeded()
    for _ in 0..<30 {
      try table.scroll(by: 37)
      #expect(table.violations(of: dataSource.expected).isEmpty)
      for (cell, _) in dataSource.ended {
        #expect(table.isQueued(cell) || table.visibleCells.contains { $0 === cell })
      }
    }
    #expect(!dataSource.ended.isEmpty)
  }

  @Test("2.5 and 2.7 cells made by hand without an identifier are never queued nor prepared")
  func handMadeCellsAreDiscarded() throws {
    let dataSource = HandWrittenDataSource(rowCounts: [30])
    dataSource.handMadeRows = Set((0..<30).map { IndexPath(row: $0, section: 0) })
    let table = try makeTable(dataSource, height: 88)
    try table.layoutIfNeeded()
    try table.scroll(by: 500)
    #expect(table.queuedCells.isEmpty)
    #expect(table.statistics.reuses == 0)
    #expect(table.violations(of: dataSource.expected).isEmpty)
  }

  @Test("2.8 scrolling 1,000 rows creates no more cells than are visible, plus 2 per identifier")
  func cellsCreatedBounded() throws {
    let dataSource = try SectionsDataSource {
      TableSection {
        for index in 0..<1000 {
          switch index % 3 {
          case 0: LabelRow(id: index, height: 30)
          case 1: SwitchRow(id: "s\(index)", isOn: index % 2 == 0)
          default: BadgeRow(id: "b\(index)", badge: index)
          }
        }
      }
    }
    let table = try makeTable(dataSource, height: 400)
    try table.layoutIfNeeded()
    while table.contentOffset.y < table.contentSize.height - 400 {
      try table.scroll(by: 100)
    }
    let stats = table.statistics
    for (identifier, created) in stats.cellsCreated {
      let peak = stats.peakVisibleCellsByIdentifier[identifier] ?? 0
      #expect(created <= peak + 2, "\(identifier): \(created) created, \(peak) visible at most")
    }
    #expect(stats.reuses > 900)
  }

  @Test("2.9 queues are last-in-first-out by default")
  func lifoByDefault() throws {
    let table = VirtualTableView()
    try table.register(TextCell.self, forCellReuseIdentifier: "text")
    let dataSource = HandWrittenDataSource(rowCounts: [3])
    table.dataSource = dataSource
    try table.layoutIfNeeded()
    let cells = table.visibleCells
    dataSource.rowCounts = [1]
    table.reloadData()
    try table.layoutIfNeeded()
    // The three cells were queued in row order; the last one queued comes back first.
    #expect(table.visibleCells.first === cells.last)
  }

  @Test("2.9 a shuffled queue is reproducible from its seed and does not return cells in order")
  func shuffledQueues() throws {
    func reuseOrder(seed: UInt64?) throws -> [Int] {
      let dataSource = HandWrittenDataSource(rowCounts: [400])
      let order: ReuseQueueOrder = seed.map { .shuffled(seed: $0) } ?? .lastInFirstOut
      let table = try makeTable(dataSource, height: 440, order: order)
      try table.layoutIfNeeded()
      var numbers: [Int] = []
      for _ in 0..<20 {
        try table.scroll(by: 440)
        numbers += table.visibleCells.map(\.instanceNumber)
        #expect(table.violations(of: dataSource.expected).isEmpty)
      }
      return numbers
    }
    let first = try reuseOrder(seed: 42)
    #expect(try reuseOrder(seed: 42) == first)
    #expect(try reuseOrder(seed: 7) != first)
    #expect(try reuseOrder(seed: nil) != first)
  }

  @Test("2.12 section headers leave the screen and are reused like cells")
  func headersAreReused() throws {
    let dataSource = HandWrittenDataSource(rowCounts: Array(repeating: 3, count: 200))
    for section in 0..<200 { dataSource.titles[section] = "Section \(section)" }
    let table = try makeTable(dataSource, height: 300)
    try table.layoutIfNeeded()
    for _ in 0..<100 { try table.scroll(by: 150) }
    let created = table.statistics.headerFooterViewsCreated
    #expect(created <= 5, "\(created) header views for 200 sections")
    let visibleHeaders = (0..<200).compactMap { table.headerView(forSection: $0) }
    #expect(!visibleHeaders.isEmpty)
    for header in visibleHeaders {
      let section = try #require((0..<200).first { table.headerView(forSection: $0) === header })
      #expect(header.text == "Section \(section)")
    }
  }

  @Test("a data source that throws mid-scroll leaves the table exactly as it was")
  func failedScrollRollsBack() throws {
    let dataSource = HandWrittenDataSource(rowCounts: [100])
    dataSource.brokenRows = [IndexPath(row: 20, section: 0)]
    let table = try makeTable(dataSource, height: 440)
    try table.layoutIfNeeded()
    try table.scroll(by: 200)
    let offset = table.contentOffset
    let visible = table.indexPathsForVisibleRows
    let cells = table.visibleCells.map(ObjectIdentifier.init)
    let queued = table.queuedCells.map(ObjectIdentifier.init)
    #expect(throws: TableViewError.unregisteredCellIdentifier("unregistered", registered: ["text"]))
    {
      try table.scroll(by: 300)
    }
    #expect(table.contentOffset == offset)
    #expect(table.indexPathsForVisibleRows == visible)
    #expect(table.visibleCells.map(ObjectIdentifier.init) == cells)
    #expect(Set(table.queuedCells.map(ObjectIdentifier.init)) == Set(queued))
    #expect(table.violations(of: dataSource.expected).isEmpty)
  }

  @Test("scrolling thousands of rows keeps every visible cell showing its own row")
  func longScrollInvariants() throws {
    let dataSource = HandWrittenDataSource(rowCounts: [2500, 0, 1500])
    var random = SplitMix64(seed: 2024)
    for row in 0..<2500 where row % 7 == 0 {
      dataSource.heights[IndexPath(row: row, section: 0)] = CGFloat(
        Int.random(in: 0...120, using: &random))
    }
    dataSource.titles = [0: "First", 2: "Third"]
    let table = try makeTable(dataSource, height: 500, order: .shuffled(seed: 99))
    try table.layoutIfNeeded()
    var steps = 0
    while table.contentOffset.y < table.contentSize.height - 500 {
      try table.scroll(by: CGFloat(Int.random(in: 20...400, using: &random)))
      let problems = table.violations(of: dataSource.expected)
      #expect(problems.isEmpty, "after step \(steps): \(problems)")
      let expected = table.indexPathsForRows(in: table.bounds).filter {
        table.rectForRow(at: $0).height > 0
      }
      #expect(table.indexPathsForVisibleRows == expected)
      steps += 1
    }
    for _ in 0..<200 {
      try table.setContentOffset(CGPoint(x: 0, y: Double.random(in: 0...200_000, using: &random)))
      #expect(table.violations(of: dataSource.expected).isEmpty)
    }
    #expect(steps > 100)
    #expect(table.statistics.totalCellsCreated <= table.statistics.peakVisibleCells + 2)
  }
}
