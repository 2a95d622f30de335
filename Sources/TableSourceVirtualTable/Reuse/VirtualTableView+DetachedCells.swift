package import Foundation
@_spi(TableSourceEngine) import TableSourceCore

// Cells configured off the screen, for the reuse audit (`TableSourceTesting`): the data source's
// own `cellForRowAt` runs for a row, but the dequeue inside it hands out a cell the audit chose
// (a new one, or one it has configured for other rows before), and the cell never goes on
// display or into a queue.

extension VirtualTableView {
  /// A new cell of the class registered under `identifier`, numbered like the table's own
  /// (``ReusableView/instanceNumber``) with its ``ReusableView/generation`` at 1, but never
  /// queued, displayed or counted; `nil` when nothing is registered under the identifier.
  package func makeDetachedCell(identifier: String) -> TableViewCell? {
    guard let recipe = cellPool.registry.recipe(for: identifier) else { return nil }
    let cell = recipe(identifier)
    observations.assignInstanceNumber(to: cell)
    cell.generation = 1
    return cell
  }

  /// Hands `cell` out again as a dequeue would hand out a queued cell: its generation goes up
  /// and its `prepareForReuse()` runs (rule 2.4).
  package func prepareDetachedCellForReuse(_ cell: TableViewCell) {
    cell.generation += 1
    cell.prepareForReuse()
  }

  /// Has the data source configure a cell for the row at `path`, off the screen: every cell
  /// dequeue inside its `cellForRowAt` is answered by `supply` (with the identifier asked for;
  /// `nil` answers as an unregistered identifier does). The cell then gets the state the table
  /// drives on display (selected, editing: rules 6.4, 7.1) and the delegate's `willDisplay`,
  /// where some apps finish a configuration; it gets no `didEndDisplaying`, which an app may
  /// take as the row leaving the screen. Nothing of the table changes: its live cells, queues
  /// and selection stay as they were.
  ///
  /// - Throws: What the data source's `cellForRowAt` throws, or
  ///   ``TableViewError/noDataSource`` when the table has none.
  package func configureDetached(
    row path: IndexPath, supply: @escaping (String) -> TableViewCell?
  ) throws -> TableViewCell {
    guard let dataSource else { throw TableViewError.noDataSource }
    loadForQuery()
    let cell = try withDetachedSupply(supply, for: path) {
      try callOut(.cellForRow) { try dataSource.tableView(self, cellForRowAt: path) }
    }
    cell.isSelected = globalIndex(of: path).map { selection.contains($0) } ?? false
    cell.isHighlighted = false
    deliverWillDisplay(cell, at: path)
    return cell
  }

  /// Runs `body` with the cell dequeues answered by `supply`, then puts back what answered
  /// them before.
  private func withDetachedSupply<T>(
    _ supply: @escaping (String) -> TableViewCell?, for path: IndexPath, _ body: () throws -> T
  ) rethrows -> T {
    let previous = (screen.cellRequest, screen.detachedSupply)
    screen.cellRequest = path
    screen.detachedSupply = supply
    defer { (screen.cellRequest, screen.detachedSupply) = previous }
    return try body()
  }
}

extension VirtualTableView {
  /// The row whose cell the table is asking its data source for, or telling its delegate it
  /// will display, now, on the screen or off it; `nil` outside `cellForRowAt` and `willDisplay`.
  /// The reuse audit learns from it which row started a job.
  package var rowBeingShown: IndexPath? { screen.cellRequest ?? screen.willDisplayRow }
}
