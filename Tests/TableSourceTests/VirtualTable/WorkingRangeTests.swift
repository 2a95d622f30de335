import Foundation
import TableSource
import TableSourceTestSupport
import Testing

@MainActor
@Suite("The table's working range")
struct TableWorkingRangeTests {
  final class Recorder: TableViewWorkingRangeDelegate {
    var inRange: Set<IndexPath> = []
    var log: [String] = []
    var violations: [String] = []

    func tableView(_ tableView: VirtualTableView, rowsDidEnterWorkingRange indexPaths: [IndexPath])
    {
      for path in indexPaths where !inRange.insert(path).inserted {
        violations.append("\(path) entered twice")
      }
      log.append("enter \(indexPaths.map(\.row))")
    }

    func tableView(_ tableView: VirtualTableView, rowsDidExitWorkingRange indexPaths: [IndexPath]) {
      for path in indexPaths where inRange.remove(path) == nil {
        violations.append("\(path) left without entering")
      }
      log.append("exit \(indexPaths.map(\.row))")
    }
  }

  @Test(
    "Rows on display and two more on each side are in the working range; each enters once and leaves once, as the scroll goes"
  )
  func bandFollowsTheScroll() throws {
    let table = try makeTable(HandWrittenDataSource(rowCounts: [100]), height: 440)
    let recorder = Recorder()
    table.workingRangeSize = 2
    table.workingRangeDelegate = recorder
    try table.layoutIfNeeded()
    // Rows 0–9 are on display: 0–11 are in range.
    #expect(recorder.log == ["enter \(Array(0...11))"])
    try table.scroll(by: 44)
    #expect(recorder.log.last == "enter [12]")
    try table.scroll(by: 440)
    #expect(recorder.inRange == Set((9...22).map { IndexPath(row: $0, section: 0) }))
    for _ in 0..<30 { try table.scroll(by: 97) }
    for _ in 0..<30 { try table.scroll(by: -131) }
    #expect(recorder.violations.isEmpty)
    let displayed = table.indexPathsForVisibleRows.map(\.row)
    let expected = max(0, displayed.min()! - 2)...min(99, displayed.max()! + 2)
    #expect(recorder.inRange == Set(expected.map { IndexPath(row: $0, section: 0) }))
  }
}
