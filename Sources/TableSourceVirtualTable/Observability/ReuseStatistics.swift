import TableSourceCore

/// Counts a table keeps of how it created and reused cells, to check that cells created stay
/// bounded by what is visible (rule 2.8).
public struct ReuseStatistics: Sendable, Hashable {
  /// Cells created, per reuse identifier.
  public package(set) var cellsCreated: [String: Int] = [:]
  /// Dequeues served from a reuse queue.
  public package(set) var reuses = 0
  /// Header and footer views created.
  public package(set) var headerFooterViewsCreated = 0
  /// Cells created during a layout pass that failed: never displayed and never queued, they
  /// were dropped when the pass was undone.
  public package(set) var cellsDiscarded = 0
  /// Header and footer views dropped the same way.
  public package(set) var headerFooterViewsDiscarded = 0
  /// Queued cells dropped at a dequeue because their identifier was registered again with
  /// another class since they were made (rule 1.2).
  public package(set) var staleCellsDropped = 0
  /// The most cells displayed at once.
  public package(set) var peakVisibleCells = 0
  /// The most rows visible at once, per reuse identifier of their cells.
  public package(set) var peakVisibleCellsByIdentifier: [String: Int] = [:]

  /// Creates empty statistics.
  package init() {}

  /// Cells created, all identifiers together.
  public var totalCellsCreated: Int { cellsCreated.values.reduce(0, +) }
}
