import Foundation
import TableSource
import TableSourceTestSupport
import Testing

@testable import TableSourceCore
@_spi(TableSourceEngine) @testable import TableSourceVirtualTable

/// The library's own consistency checks (`checkInvariants()`): they hold after real use, and they
/// trap when the state they check is corrupted. Each corruption runs in a child process, since
/// the check is a precondition.
@MainActor
@Suite("The library's internal invariant checks")
struct InternalInvariantTests {
  @Test("a table scrolled, updated, selected and reloaded passes its own invariant check")
  func tableInvariantsHold() throws {
    let model = ModelDataSource([Array(0..<50), Array(50..<60)])
    let table = try makeTable(model, height: 200, order: .shuffled(seed: 3))
    try table.layoutIfNeeded()
    table.checkInvariants()
    try table.scroll(by: 300)
    try table.selectRow(at: IndexPath(row: 8, section: 0))
    model.items[0].removeFirst(3)
    try table.deleteRows(at: (0..<3).map { IndexPath(row: $0, section: 0) })
    table.checkInvariants()
    table.reloadData()
    table.checkInvariants()
    try table.layoutIfNeeded()
    table.checkInvariants()
  }

  @Test("a snapshot built, edited and marked passes its own invariant check")
  func snapshotInvariantsHold() throws {
    var snapshot = Snapshot<String, Int>()
    try snapshot.appendSections(["a", "b"])
    try snapshot.appendItems([1, 2, 3], toSection: "a")
    try snapshot.appendItems([4])
    try snapshot.moveItem(1, afterItem: 4)
    try snapshot.reloadItems([2])
    try snapshot.moveSection("b", beforeSection: "a")
    snapshot.checkInvariants()
    try snapshot.deleteSections(["a"])
    snapshot.checkInvariants()
  }

  @Test("the table's check traps on a selection naming a row that does not exist")
  func tableCheckTrapsOnBadSelection() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let table = VirtualTableView()
        table.selection.set(true, row: 7)
        table.checkInvariants()
      }
    }
  }

  @Test("the table's check traps on a visible-cell count that disagrees with the live cells")
  func tableCheckTrapsOnBadCounts() async {
    await #expect(processExitsWith: .failure) {
      try await MainActor.run {
        let table = VirtualTableView()
        try table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "cell"))
        _ = table.cellPool.countDisplayed(cell, 1)
        table.checkInvariants()
      }
    }
  }

  @Test("the snapshot's check traps on an item its index does not know")
  func snapshotCheckTrapsOnUnindexedItem() async {
    await #expect(processExitsWith: .failure) {
      var snapshot = Snapshot<Int, Int>()
      try snapshot.appendSections([0])
      snapshot.items[0].append(42)
      snapshot.checkInvariants()
    }
  }

  // MARK: - What the checks found

  @Test("an update deferred during a superseded batch's completion is applied before the call ends")
  func updateStrandedByCompletionDuringFinalReload() async {
    // In a child process: were the update left waiting, the internal check would trap.
    do {
      await #expect(processExitsWith: .success) {
        try await MainActor.run {
          let probe = ProbeDataSource(sections: [Array(0..<30)])
          let table = try makeTable(probe)
          try table.layoutIfNeeded()
          // willDisplay of row 0 defers an insert; willDisplay of row 1 defers another, whose
          // completion lays the table out.
          probe.addHook(.willDisplay) { table in
            probe.items[0].insert(100, at: 0)
            try table.insertRows(at: [IndexPath(row: 0, section: 0)])
          }
          probe.addHook(.willDisplay) { table in
            probe.items[0].insert(101, at: 0)
            try table.performBatchUpdates {
              try table.insertRows(at: [IndexPath(row: 0, section: 0)])
            } completion: { _ in
              try? table.layoutIfNeeded()
            }
          }
          for _ in 0..<8 { probe.addHook(.willDisplay) { _ in } }
          // Displaying the first deferred insert asks for a reload, which supersedes the second
          // (its completion gets false); the layout that completion runs displays row 0, whose
          // willDisplay defers one more insert — after the operation's last chance to apply it.
          probe.addHook(.willDisplay) { table in table.reloadData() }
          probe.addHook(.willDisplay) { table in
            probe.items[0].insert(102, at: 0)
            try table.insertRows(at: [IndexPath(row: 0, section: 0)])
          }
          table.reloadData()
          try table.layoutIfNeeded()
          table.checkInvariants()
          #expect(table.numberOfRows(inSection: 0) == probe.items[0].count)
        }
      }
    }
  }

  @Test(
    "a data source assigned from a completion that runs outside any operation takes effect at once")
  func dataSourceAssignedOutsideAnOperation() throws {
    let probe = ProbeDataSource(sections: [Array(0..<5)])
    let table = try makeTable(probe)
    try table.layoutIfNeeded()
    let other = ProbeDataSource(sections: [Array(100..<103)])
    // A nested batch's completion runs at once, inside the outer batch: no operation is running.
    try table.performBatchUpdates {
      try table.performBatchUpdates({}, completion: { _ in table.dataSource = other })
    }
    #expect(table.dataSource === other)
    try table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.visibleCells.first?.text == "item 100")
  }
}
