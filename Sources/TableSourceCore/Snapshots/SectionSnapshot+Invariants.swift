// A full consistency check of a section snapshot's storage, as `Snapshot+Invariants.swift` does
// for the whole snapshot: it checks the library, so a broken invariant traps. Builds with
// `TABLESOURCE_INTERNAL_CHECKS` run it after every public mutation.

extension SectionSnapshot {
  /// Checks that the places, parents, levels and subtree sizes agree with the depth-first array,
  /// and traps if they do not.
  ///
  /// - Complexity: O(n · d) for n items of depth at most d.
  @usableFromInline
  package func checkInvariants() {
    precondition(
      positions.count == entries.count,
      "\(positions.count) places for \(entries.count) items: an item is there twice")
    // The ancestors of the item being checked, innermost last, with where their subtrees end.
    var open: [(item: Item, end: Int)] = []
    for (index, entry) in entries.enumerated() {
      precondition(positions[entry.item] == index, "\(entry.item) is not recorded at \(index)")
      while let last = open.last, last.end <= index { open.removeLast() }
      precondition(
        entry.parent == open.last?.item,
        "\(entry.item)'s parent is \(String(describing: entry.parent)), not "
          + String(describing: open.last?.item))
      precondition(entry.level == open.count, "\(entry.item) is at level \(entry.level)")
      precondition(
        entry.size >= 1 && index + entry.size <= (open.last?.end ?? entries.count),
        "\(entry.item)'s subtree of \(entry.size) runs past its parent's")
      open.append((entry.item, index + entry.size))
    }
  }

  /// ``checkInvariants()`` in builds with `TABLESOURCE_INTERNAL_CHECKS`; nothing otherwise.
  @inlinable
  func checkInvariantsInDebugBuilds() {
    #if TABLESOURCE_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }
}
