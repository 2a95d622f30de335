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
/// so a snapshot is never corrupt. The snapshot keeps an index from each item to its place (its
/// section's index and its row), so membership, duplicate checks and an item's index path cost
/// O(1). Each item is hashed once on its way in: the snapshot keeps its hash value, which the
/// index, the diff and every later renumbering reuse; the index holds hash values and places,
/// not the items, so building it retains none. Its methods are inlinable: they specialize
/// for the identifier types where they are called.
///
/// The complexities given count n items and s sections in the snapshot. They are those of
/// release builds: debug builds of the package also check the snapshot's invariants after every
/// change, in O(n + s).
public struct Snapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
  /// The section identifiers, in order.
  @inlinable public var sectionIdentifiers: [SectionID] { sectionIDs }
  /// The storage of ``sectionIdentifiers``, which inlinable methods change.
  @usableFromInline var sectionIDs: [SectionID] = []
  // Usable from inlinable code, so the diff specializes for the identifier types of the module
  // that calls it.
  /// The items of each section, parallel to ``sectionIdentifiers``.
  @usableFromInline var items: [[ItemID]] = []
  /// The index of each section.
  @usableFromInline var sectionIndex: [SectionID: Int] = [:]
  /// Each item's hash value, parallel to ``items``: computed once, when the item came in.
  @usableFromInline var itemHashes: [[Int]] = []
  /// Where each item is: its section's index and its row, found by its stored hash value.
  @usableFromInline var itemIndex = ItemIndex()
  /// Items marked for reloading (a new cell) and for reconfiguring (the same cell).
  @usableFromInline var reloaded: Set<ItemID> = []
  @usableFromInline var reconfigured: Set<ItemID> = []
  /// Sections marked for reloading.
  @usableFromInline var reloadedSections: Set<SectionID> = []
  /// Whether ``itemIndex`` and ``itemHashes`` are out of date: items were replaced by
  /// ``replaceItemsDeferringIndex(_:)``, and ``indexItemsIfStale()`` has not run since.
  @usableFromInline var itemIndexIsStale = false

  /// Creates an empty snapshot.
  @inlinable
  public init() {}
}

/// Where an item is in a snapshot: its section's index and its row in the section.
@usableFromInline
struct ItemPlace: Hashable, Sendable {
  @usableFromInline var section: Int
  @usableFromInline var row: Int

  @inlinable
  init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }
}

extension Snapshot: Equatable {
  /// Snapshots are equal when they hold the same sections and items in the same order, with the
  /// same reload and reconfigure marks.
  ///
  /// - Complexity: O(n + s) for n items and s sections, at most.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sectionIdentifiers == rhs.sectionIdentifiers && lhs.items == rhs.items
      && lhs.reloaded == rhs.reloaded && lhs.reconfigured == rhs.reconfigured
      && lhs.reloadedSections == rhs.reloadedSections
  }
}
