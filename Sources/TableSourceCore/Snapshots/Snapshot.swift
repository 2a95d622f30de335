/// The state of a table by identity: its sections and, in each, its items, named by
/// identifiers — the counterpart of `NSDiffableDataSourceSnapshot`.
///
/// ```swift
/// var snapshot = Snapshot<String, Int>()
/// try snapshot.appendSections(["inbox"])
/// try snapshot.appendItems([1, 2, 3])
/// try snapshot.moveItem(3, beforeItem: 1)
/// ```
///
/// Build the state you want; ``StagedChangeset`` works out the batch updates that take a table
/// from one snapshot to another.
///
/// Identifiers must be unique across the whole snapshot, sections and items each (rule 9.1): an
/// operation that would duplicate one throws ``SnapshotError`` and leaves the snapshot as it was,
/// so a snapshot is never corrupt. The snapshot keeps an index from each identifier to its
/// section, so membership and duplicate checks cost O(1).
///
/// The complexities given count n items and s sections in the snapshot. They are those of
/// release builds: debug builds of the package also check the snapshot's invariants after every
/// change, in O(n + s).
public struct Snapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
  /// The section identifiers, in order.
  public internal(set) var sectionIdentifiers: [SectionID] = []
  // Usable from inlinable code, so the diff specializes for the identifier types of the module
  // that calls it.
  /// The items of each section, parallel to ``sectionIdentifiers``.
  @usableFromInline var items: [[ItemID]] = []
  /// The index of each section.
  @usableFromInline var sectionIndex: [SectionID: Int] = [:]
  /// The section of each item.
  @usableFromInline var itemSection: [ItemID: SectionID] = [:]
  /// Items marked for reloading (a new cell) and for reconfiguring (the same cell).
  @usableFromInline var reloaded: Set<ItemID> = []
  @usableFromInline var reconfigured: Set<ItemID> = []
  /// Sections marked for reloading.
  @usableFromInline var reloadedSections: Set<SectionID> = []

  /// Creates an empty snapshot.
  public init() {}
}

extension Snapshot: Equatable {
  /// Snapshots are equal when they hold the same sections and items in the same order, with the
  /// same reload and reconfigure marks.
  ///
  /// - Complexity: O(n + s) for n items and s sections, at most.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sectionIdentifiers == rhs.sectionIdentifiers && lhs.items == rhs.items
      && lhs.reloaded == rhs.reloaded && lhs.reconfigured == rhs.reconfigured
      && lhs.reloadedSections == rhs.reloadedSections
  }
}
