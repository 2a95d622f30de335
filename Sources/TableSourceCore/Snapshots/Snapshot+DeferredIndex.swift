// A data source that works out an update itself (a form showing and hiding its fields) changes
// its snapshot's items without keeping the index from item to place up to date: rebuilding it
// costs a hash per item, more than the update. It rebuilds the index when it is next needed.

extension Snapshot {
  /// Replaces the items of some sections, leaving the index from item to place as it was: the
  /// snapshot knows its index is stale, and is not read by item identifier
  /// (``indexPath(ofItem:)``, the diff, mutations) before ``indexItemsIfStale()`` or
  /// ``rebuildItemIndex()`` runs.
  ///
  /// The caller guarantees that the items stay unique across the snapshot.
  ///
  /// - Complexity: O(m) for m items in the sections replaced.
  package mutating func replaceItemsDeferringIndex(
    _ replacements: some Sequence<(section: Int, items: [ItemID])>
  ) {
    for (section, sectionItems) in replacements { items[section] = sectionItems }
    itemIndexIsStale = true
  }

  /// Rebuilds the index from item to place if ``replaceItemsDeferringIndex(_:)`` left it out of
  /// date.
  ///
  /// - Complexity: O(n) for n items when it is; O(1) otherwise.
  @usableFromInline
  package mutating func indexItemsIfStale() {
    if itemIndexIsStale { rebuildItemIndex() }
  }

  /// Hashes every item again and builds the index from item to place again, after ``replaceItemsDeferringIndex(_:)``.
  ///
  /// - Complexity: O(n) for n items.
  package mutating func rebuildItemIndex() {
    itemHashes = items.map { $0.map(\.hashValue) }
    itemIndex.removeAll()
    for section in items.indices { indexRows(inSection: section, from: 0) }
    itemIndexIsStale = false
    checkInvariantsInDebugBuilds()
  }
}
