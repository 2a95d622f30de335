import Foundation
import TableSource
import TableSourceTestSupport
import Testing

/// Bad values get typed errors, never traps or silent fixes.
@MainActor
@Suite("Bad values get typed errors")
struct BadValueTests {
  @Test(
    "3.1 a negative, NaN, infinite or too large row height is UIKit's error, and nothing changes",
    arguments: [-5, CGFloat.nan, .infinity, -.infinity, 1e7])
  func invalidRowHeights(height: CGFloat) throws {
    let probe = ProbeDataSource(sections: [Array(0..<20)])
    let table = try makeTable(probe)
    try table.layoutIfNeeded()
    let before = TableState(table)
    probe.heights[12] = height
    #expect {
      try table.scroll(by: 200)
    } throws: { error in
      guard case .invalidRowHeight(_, let indexPath) = error as? TableViewError else {
        return false
      }
      return indexPath == IndexPath(row: 12, section: 0)
        && String(describing: error).hasPrefix(
          "Invalid row height provided by table delegate. Value must be greater than zero or "
            + "UITableViewAutomaticDimension.")
    }
    #expect(TableState(table) == before)
  }

  @Test("3.7 a row 0 points tall is never displayed; automaticDimension means rowHeight")
  func zeroAndAutomaticHeights() throws {
    let probe = ProbeDataSource(sections: [Array(0..<5)])
    probe.heights[1] = 0
    probe.heights[2] = VirtualTableView.automaticDimension
    let table = try makeTable(probe)
    try table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows == [path(0, 0), path(0, 2), path(0, 3), path(0, 4)])
    #expect(table.rectForRow(at: path(0, 2)).height == 44)
  }

  @Test("3.3 a bad header height is an error naming the section")
  func invalidHeaderHeight() throws {
    let probe = ProbeDataSource(sections: [Array(0..<5), Array(5..<10)])
    probe.headerHeights = [1: -3]
    let table = try makeTable(probe)
    #expect(throws: TableViewError.invalidHeaderFooterHeight(-3, section: 1, kind: .header)) {
      try table.layoutIfNeeded()
    }
  }

  /// A height setting of the table.
  enum HeightSetting: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case rowHeight, estimatedRowHeight, sectionHeaderHeight, sectionFooterHeight
    case tableHeaderHeight, tableFooterHeight

    var testDescription: String { rawValue }

    @MainActor
    func set(_ value: CGFloat, on table: VirtualTableView) throws {
      switch self {
      case .rowHeight: try table.setRowHeight(value)
      case .estimatedRowHeight: try table.setEstimatedRowHeight(value)
      case .sectionHeaderHeight: try table.setSectionHeaderHeight(value)
      case .sectionFooterHeight: try table.setSectionFooterHeight(value)
      case .tableHeaderHeight: try table.setTableHeaderHeight(value)
      case .tableFooterHeight: try table.setTableFooterHeight(value)
      }
    }

    @MainActor
    func value(of table: VirtualTableView) -> CGFloat {
      switch self {
      case .rowHeight: table.rowHeight
      case .estimatedRowHeight: table.estimatedRowHeight
      case .sectionHeaderHeight: table.sectionHeaderHeight
      case .sectionFooterHeight: table.sectionFooterHeight
      case .tableHeaderHeight: table.tableHeaderHeight
      case .tableFooterHeight: table.tableFooterHeight
      }
    }
  }

  @Test(
    "3.2 a NaN, infinite, negative or too large height setting is refused and the setting kept",
    arguments: HeightSetting.allCases, [CGFloat.nan, .infinity, 1e300, -5])
  func invalidSetting(_ setting: HeightSetting, value: CGFloat) throws {
    let table = VirtualTableView()
    let before = setting.value(of: table)
    #expect {
      try setting.set(value, on: table)
    } throws: { error in
      guard case .invalidHeight(_, setting.rawValue) = error as? TableViewError else {
        return false
      }
      return true
    }
    #expect(setting.value(of: table) == before)
  }

  @Test("3.2 automaticDimension and 0 are estimates, and the largest height a table header")
  func validSettings() throws {
    let table = VirtualTableView()
    try table.setEstimatedRowHeight(VirtualTableView.automaticDimension)
    try table.setEstimatedRowHeight(0)
    try table.setTableHeaderHeight(VirtualTableView.maximumHeight)
    #expect(table.estimatedRowHeight == 0)
    #expect(table.tableHeaderHeight == VirtualTableView.maximumHeight)
  }

  @Test("3.9 non-finite scroll distances and offsets are errors, and nothing moves")
  func nonFiniteScrolls() throws {
    let probe = ProbeDataSource(sections: [Array(0..<50)])
    let table = try makeTable(probe)
    try table.scroll(by: 300)
    let before = TableState(table)
    #expect(throws: TableViewError.self) { try table.scroll(by: .nan) }
    #expect(throws: TableViewError.self) { try table.scroll(by: .infinity) }
    #expect(throws: TableViewError.self) {
      try table.setContentOffset(CGPoint(x: 0, y: CGFloat.nan))
    }
    #expect(throws: TableViewError.self) {
      try table.setContentOffset(CGPoint(x: CGFloat.infinity, y: 0))
    }
    #expect(TableState(table) == before)
  }

  @Test("bounds: x is always 0 and y is clamped")
  func bounds() throws {
    let probe = ProbeDataSource(sections: [Array(0..<5)])  // 220 points of content
    let table = try makeTable(probe, height: 100)
    try table.setBounds(CGRect(x: 50, y: 5_000, width: 320, height: 100))
    #expect(table.bounds == CGRect(x: 0, y: 120, width: 320, height: 100))
    #expect(table.indexPathsForVisibleRows == [path(0, 2), path(0, 3), path(0, 4)])
    try table.setBounds(CGRect(x: 0, y: 0, width: 320, height: 440))
    #expect(table.violations(of: probe.expected, settled: true).isEmpty)
  }

  @Test(
    "bounds: non-finite or negative values are errors, and nothing changes",
    arguments: [
      CGRect(x: 0, y: CGFloat.nan, width: 320, height: 100),
      CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 100),
      CGRect(x: 0, y: 0, width: 320, height: -1),
    ])
  func invalidBounds(_ bad: CGRect) throws {
    let probe = ProbeDataSource(sections: [Array(0..<5)])
    let table = try makeTable(probe, height: 100)
    try table.setBounds(CGRect(x: 0, y: 120, width: 320, height: 100))
    let before = TableState(table)
    #expect(throws: TableViewError.self) { try table.setBounds(bad) }
    #expect(TableState(table) == before)
  }

  @Test("4.1 a negative count is an error; queries keep answering from what the table had")
  func negativeCounts() throws {
    final class Negative: TableViewDataSource {
      var count = 3
      func tableView(_ tableView: VirtualTableView, numberOfRowsInSection section: Int) -> Int {
        count
      }
      func tableView(_ tableView: VirtualTableView, cellForRowAt indexPath: IndexPath) throws
        -> TableViewCell
      {
        try tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
      }
    }
    let source = Negative()
    let table = VirtualTableView()
    try table.register(TextCell.self, forCellReuseIdentifier: "text")
    table.dataSource = source
    try table.layoutIfNeeded()
    source.count = -2
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(throws: TableViewError.invalidNumberOfRows(-2, section: 0)) {
      try table.layoutIfNeeded()
    }
    source.count = 1
    try table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 1)
  }
}
