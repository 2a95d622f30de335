import Foundation
package import TableSourceCore

extension BatchUpdatePlan {
  /// What a layout lays out again after the update: for each section after it, the section it
  /// was before (`nil` for a new or reloaded one) and whether its items changed (any item
  /// inserted, deleted, moved in or out, or reloaded, or the section new). The layouts keep the
  /// sections that did not change and only move them.
  ///
  /// - Complexity: O(u log s) for u rows changed and s sections when no section changes;
  ///   otherwise O(n) for n items.
  package var sectionsToLayOutAgain: (fromOld: [Int?], changed: [Bool]) {
    let oldStarts = sectionStarts(oldCounts)
    let newStarts = sectionStarts(newCounts)
    var fromOld = [Int?](repeating: nil, count: newCounts.count)
    for old in oldToNewSection.indices {
      if let new = oldToNewSection[old] { fromOld[new] = old }
    }
    var changed = [Bool](repeating: false, count: newCounts.count)
    if changesSections {
      for new in changed.indices {
        guard let old = fromOld[new], oldCounts[old] == newCounts[new] else {
          changed[new] = true
          continue
        }
        changed[new] = (0..<newCounts[new]).contains { item in
          newToOld[newStarts[new] + item] != oldStarts[old] + item
            || reloadedOld.contains(oldStarts[old] + item)
        }
      }
    } else {
      for row in removedOld { changed[location(ofGlobal: row, starts: oldStarts).section] = true }
      for row in addedNew { changed[location(ofGlobal: row.new, starts: newStarts).section] = true }
      for row in reloadedOld { changed[location(ofGlobal: row, starts: oldStarts).section] = true }
    }
    return (fromOld, changed)
  }
}
