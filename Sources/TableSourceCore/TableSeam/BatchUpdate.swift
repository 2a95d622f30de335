public import Foundation

/// The changes of one batch update, as a value: what `performBatchUpdates` collects and commits.
///
/// The coordinates follow UIKit (rule 5.2, <doc:BatchUpdateRules>): deleted and reloaded rows
/// and sections, and the sources of moves, are index paths *before* the update; inserted rows and
/// sections, and the destinations of moves, are index paths *after* it. Reconfigured rows use the
/// index paths before the update, as UIKit's `reconfigureRows(at:)` does inside a batch.
///
/// A `BatchUpdate` is plain data: build one by hand, get one from a diff, or let the table's
/// imperative calls (`insertRows(at:)`, `deleteSections(_:)`, …) record one. The table validates it
/// as a whole when it commits.
public struct BatchUpdate: Sendable, Hashable {
  /// A section moving from an index before the update to an index after it.
  public struct SectionMove: Sendable, Hashable {
    /// The section's index before the update.
    public var from: Int
    /// The section's index after the update.
    public var to: Int

    /// Creates a section move.
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// A row moving from an index path before the update to an index path after it.
  public struct RowMove: Sendable, Hashable {
    /// The row's index path before the update.
    public var from: IndexPath
    /// The row's index path after the update.
    public var to: IndexPath

    /// Creates a row move.
    public init(from: IndexPath, to: IndexPath) {
      self.from = from
      self.to = to
    }
  }

  /// Sections deleted, by their index before the update.
  public var deletedSections: [Int]
  /// Sections inserted, by their index after the update.
  public var insertedSections: [Int]
  /// Sections moved.
  public var movedSections: [SectionMove]
  /// Sections reloaded, by their index before the update.
  public var reloadedSections: [Int]
  /// Rows deleted, by their index path before the update.
  ///
  /// - Complexity: O(1) for rows given as index paths; O(m) for the m rows of an update that a
  ///   diff or a form made, whose index paths are made when read (as for ``insertedRows`` and
  ///   ``movedRows``).
  public var deletedRows: [IndexPath] {
    get { deleted.unpacked }
    _modify { yield &deleted.unpacked }
  }
  /// Rows inserted, by their index path after the update.
  public var insertedRows: [IndexPath] {
    get { inserted.unpacked }
    _modify { yield &inserted.unpacked }
  }
  /// Rows moved.
  ///
  /// - Complexity: As ``deletedRows``: a diff's moves get their index paths when read.
  public var movedRows: [RowMove] {
    get { moved.unpacked }
    _modify { yield &moved.unpacked }
  }
  /// Rows reloaded (a new cell from the data source), by their index path before the update.
  public var reloadedRows: [IndexPath]
  /// Rows reconfigured (their existing cell configured again), by their index path before the
  /// update.
  public var reconfiguredRows: [IndexPath]
  /// The rows deleted, inserted and moved, as the update holds them: code of this package that
  /// lists many rows gives them as ``SectionRow``s and ``SectionRowMove``s, and no index path is
  /// made unless someone reads ``deletedRows``, ``insertedRows`` or ``movedRows``.
  @usableFromInline package var deleted: ChangedRows
  @usableFromInline package var inserted: ChangedRows
  @usableFromInline package var moved: ChangedMoves

  /// Creates a batch update; every kind of change defaults to none.
  public init(
    deletedSections: [Int] = [],
    insertedSections: [Int] = [],
    movedSections: [SectionMove] = [],
    reloadedSections: [Int] = [],
    deletedRows: [IndexPath] = [],
    insertedRows: [IndexPath] = [],
    movedRows: [RowMove] = [],
    reloadedRows: [IndexPath] = [],
    reconfiguredRows: [IndexPath] = []
  ) {
    self.deletedSections = deletedSections
    self.insertedSections = insertedSections
    self.movedSections = movedSections
    self.reloadedSections = reloadedSections
    self.deleted = ChangedRows(deletedRows)
    self.inserted = ChangedRows(insertedRows)
    self.moved = ChangedMoves(movedRows)
    self.reloadedRows = reloadedRows
    self.reconfiguredRows = reconfiguredRows
  }

  /// Whether the update changes nothing.
  public var isEmpty: Bool { !changesStructure && !changesContent }

  /// Whether the update inserts, deletes or moves rows or sections: whether it changes counts or
  /// index paths.
  @usableFromInline package var changesStructure: Bool {
    !(deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && deleted.isEmpty && inserted.isEmpty && moved.isEmpty)
  }

  /// Whether the update reloads or reconfigures rows or sections.
  package var changesContent: Bool {
    !(reloadedSections.isEmpty && reloadedRows.isEmpty && reconfiguredRows.isEmpty)
  }

  /// Adds another update's changes to this one's, as calls inside one batch do.
  ///
  /// - Complexity: O(m) for m changes added.
  package mutating func append(contentsOf other: BatchUpdate) {
    deletedSections += other.deletedSections
    insertedSections += other.insertedSections
    movedSections += other.movedSections
    reloadedSections += other.reloadedSections
    deleted.append(contentsOf: other.deleted)
    inserted.append(contentsOf: other.inserted)
    moved.append(contentsOf: other.moved)
    reloadedRows += other.reloadedRows
    reconfiguredRows += other.reconfiguredRows
  }

  /// The update with exact duplicates collapsed, as UIKit does silently (rule 5.7), each list
  /// keeping its first occurrences in order.
  ///
  /// - Complexity: O(u) for u changes.
  package func removingDuplicates() -> BatchUpdate {
    var update = removingDuplicateSections()
    update.deletedRows = Self.uniquePaths(deletedRows)
    update.insertedRows = Self.uniquePaths(insertedRows)
    update.movedRows = Self.uniqueMoves(movedRows)
    update.reloadedRows = Self.uniquePaths(reloadedRows)
    update.reconfiguredRows = Self.uniquePaths(reconfiguredRows)
    return update
  }

  /// The update with exact duplicates of section changes collapsed; its row changes as they
  /// are (a plan reads them into ``PackedRowChanges``, which collapses theirs).
  ///
  /// - Complexity: O(s) for s section changes.
  func removingDuplicateSections() -> BatchUpdate {
    var update = self
    update.deletedSections = withoutRepeats(deletedSections)
    update.insertedSections = withoutRepeats(insertedSections)
    update.movedSections = uniqued(movedSections)
    update.reloadedSections = withoutRepeats(reloadedSections)
    return update
  }

  /// Index paths without repeats. A diff lists them in increasing order: such a list has none,
  /// and checking the order hashes nothing (hashing an index path is not cheap).
  private static func uniquePaths(_ paths: [IndexPath]) -> [IndexPath] {
    isIncreasing(paths) ? paths : uniqued(paths)
  }

  /// Row moves without repeats. A diff lists them by increasing destination: no two are alike.
  private static func uniqueMoves(_ moves: [RowMove]) -> [RowMove] {
    isIncreasing(moves.lazy.map(\.to)) ? moves : uniqued(moves)
  }

  /// Whether the index paths, all of two indexes, are in strictly increasing order.
  private static func isIncreasing(_ paths: some Collection<IndexPath>) -> Bool {
    zip(paths, paths.dropFirst()).allSatisfy { earlier, later in
      earlier.count == 2 && later.count == 2 && (earlier[0], earlier[1]) < (later[0], later[1])
    }
  }
}
