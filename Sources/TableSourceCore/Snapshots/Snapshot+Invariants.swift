// A full consistency check of a snapshot's indexes, in the manner of swift-collections'
// `_checkInvariants()`: it checks the library, not its user (whose mistakes are thrown as
// `SnapshotError`s before anything changes), so a broken invariant traps. Builds with
// `TABLESOURCE_INTERNAL_CHECKS` run it at the end of every public mutation: the package's own
// debug builds when `TABLESOURCE_INTERNAL_CHECKS=1` is in the environment (CI's test runs), never
// an app's build of TableSource as a dependency, where it would make each change cost O(n).

/// Whether this build of the core runs its internal checks (`TABLESOURCE_INTERNAL_CHECKS`); a
/// test checks that the package's own test runs have them exactly when they asked for them.
package let coreRunsInternalChecks: Bool = {
  #if TABLESOURCE_INTERNAL_CHECKS
    return true
  #else
    return false
  #endif
}()

extension Snapshot {
  /// Checks that the snapshot's indexes agree with its arrays, and traps if they do not: one item
  /// list per section, the section index naming each section's position, the item index naming
  /// each item's section (so no item appears twice), and marks only on sections and items that
  /// are in the snapshot.
  ///
  /// - Complexity: O(n + s) for n items and s sections.
  @usableFromInline
  package func checkInvariants() {
    precondition(
      items.count == sectionIdentifiers.count,
      "\(items.count) item lists for \(sectionIdentifiers.count) sections")
    precondition(
      sectionIndex.count == sectionIdentifiers.count,
      "The section index has \(sectionIndex.count) entries for \(sectionIdentifiers.count) sections"
    )
    // A stale index is rebuilt before anything reads by item: only the sections are checked.
    guard !itemIndexIsStale else { return }
    precondition(
      itemHashes.count == items.count,
      "\(itemHashes.count) hash lists for \(items.count) item lists")
    var itemCount = 0
    for (index, section) in sectionIdentifiers.enumerated() {
      precondition(
        sectionIndex[section] == index,
        "The section index puts \(section) at \(String(describing: sectionIndex[section])), "
          + "not \(index)")
      precondition(
        itemHashes[index].count == items[index].count,
        "\(itemHashes[index].count) hash values for \(items[index].count) items in section \(index)"
      )
      for (row, item) in items[index].enumerated() {
        precondition(
          itemHashes[index][row] == item.hashValue,
          "The stored hash value of \(item) is not its hash value")
        precondition(
          place(of: item) == ItemPlace(section: index, row: row),
          "The item index puts \(item) at \(String(describing: place(of: item))), not in "
            + "section \(index), row \(row)")
      }
      itemCount += items[index].count
    }
    precondition(
      itemIndex.count == itemCount,
      "The item index has \(itemIndex.count) entries for \(itemCount) items")
    for item in reloaded.union(reconfigured) {
      precondition(
        place(of: item) != nil, "Item \(item) is marked but not in the snapshot")
    }
    for section in reloadedSections {
      precondition(
        sectionIndex[section] != nil, "Section \(section) is marked but not in the snapshot")
    }
  }

  /// Runs ``checkInvariants()`` in builds with `TABLESOURCE_INTERNAL_CHECKS`; does nothing
  /// otherwise.
  @inlinable
  func checkInvariantsInDebugBuilds() {
    #if TABLESOURCE_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }
}
