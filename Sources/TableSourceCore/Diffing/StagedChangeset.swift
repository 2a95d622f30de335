/// The batch updates that take a table from one ``Snapshot`` to another, in stages a UIKit table
/// can apply one after the other.
///
/// - The first stage is structural: section deletes, inserts and moves, and item deletes,
///   inserts and moves, within and across sections, in UIKit's coordinates (rule 5.2).
/// - The second stage refreshes content: items marked with `reloadItems`/`reconfigureItems`, or
///   found changed, as reloaded or reconfigured rows *at their index paths after the first
///   stage*, and reloaded sections. Keeping them apart means a changed item that also moved can
///   never be a reload and a move of the same row in one batch, which UIKit rejects (rule 5.7).
///
/// Empty stages are left out. Apply it to a table with `apply(_:animation:)`, which commits the
/// stages one after the other, each checked as UIKit checks a batch update.
///
/// Moves are minimal: of the items that stay in their section, only those outside a longest
/// increasing subsequence of their old positions move; items that change section always move.
public struct StagedChangeset: Sendable, Hashable, CustomStringConvertible {
  /// The stages, in order; none is empty.
  public var stages: [BatchUpdate]

  /// Creates a changeset from stages, dropping empty ones.
  @inlinable
  public init(stages: [BatchUpdate]) {
    self.stages = stages.filter { !$0.isEmpty }
  }

  /// Whether there is nothing to do.
  public var isEmpty: Bool { stages.isEmpty }

  /// The number of row moves, all stages together.
  ///
  /// - Complexity: O(stages), as the counts below: no index path is made.
  public var movedRowCount: Int { stages.reduce(0) { $0 + $1.moved.count } }
  /// The number of row deletes.
  public var deletedRowCount: Int { stages.reduce(0) { $0 + $1.deleted.count } }
  /// The number of row inserts.
  public var insertedRowCount: Int { stages.reduce(0) { $0 + $1.inserted.count } }
  /// The number of rows reloaded or reconfigured.
  public var updatedRowCount: Int {
    stages.reduce(0) { $0 + $1.reloadedRows.count + $1.reconfiguredRows.count }
  }

  /// The number of changes, all stages together: rows and sections inserted, deleted, moved,
  /// reloaded or reconfigured. A measure of the work, for ``DiffableDataSource/interrupt``.
  ///
  /// - Complexity: O(stages).
  public var changeCount: Int {
    stages.reduce(0) { total, stage in
      total + stage.insertedSections.count + stage.deletedSections.count
        + stage.movedSections.count + stage.reloadedSections.count + stage.inserted.count
        + stage.deleted.count + stage.moved.count + stage.reloadedRows.count
        + stage.reconfiguredRows.count
    }
  }

  /// One line per stage: `stage 1: delete rows [0.3]; move rows [0.1→0.5]`, or `no changes`.
  public var description: String {
    guard !isEmpty else { return "no changes" }
    return stages.enumerated().map { "stage \($0.offset + 1): \($0.element)" }
      .joined(separator: "\n")
  }
}
