import Foundation
import TableSource
import TableSourceTestSupport
import Testing

@MainActor
@Suite("Prefetching (§8)")
struct PrefetchingTests {
  final class Recorder: TableViewDataSourcePrefetching {
    var prefetched: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []

    func tableView(_ tableView: VirtualTableView, prefetchRowsAt indexPaths: [IndexPath]) {
      prefetched.append(indexPaths)
    }

    func tableView(
      _ tableView: VirtualTableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
    ) {
      cancelled.append(indexPaths)
    }
  }

  func rows(_ range: ClosedRange<Int>) -> [IndexPath] {
    range.map { IndexPath(row: $0, section: 0) }
  }

  @Test("8.1 rows ahead of the scroll are prefetched nearest first, and cancelled on reversal")
  func prefetchAheadAndCancel() throws {
    let dataSource = HandWrittenDataSource(rowCounts: [100])
    let table = try makeTable(dataSource, height: 440)
    let recorder = Recorder()
    table.prefetchDataSource = recorder
    try table.layoutIfNeeded()
    try table.scroll(by: 44)
    // Visible: rows 1–10; the next viewport holds rows 11–20.
    #expect(recorder.prefetched == [rows(11...20)])
    try table.scroll(by: 44)
    #expect(recorder.prefetched.last == rows(21...21))
    try table.scroll(by: -44)
    // Reversed: rows 12–21 are no longer ahead; row 0 is, nearest first.
    #expect(recorder.cancelled.last == rows(12...21))
    #expect(recorder.prefetched.last == rows(0...0))
  }
}
