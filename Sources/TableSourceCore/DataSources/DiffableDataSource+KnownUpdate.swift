import Foundation

/// The updates a data source's caller works out itself, with no diff: a strategy chosen when the
/// data source is made (``DiffableDataSource/init(knownUpdates:rowProvider:)``), for a caller
/// that knows what changed, as a form knows which fields a condition shows or hides. A data
/// source made by a public initializer diffs every update and has none of this.
@MainActor
package final class KnownUpdates {
  /// Counts the changes of the data source's state: a caller that remembers what the table shows
  /// (a form, the rows of each field) knows by it whether that still holds. Rebuilding the
  /// index from item to place changes nothing shown and leaves it as it was.
  package internal(set) var version = 0

  package init() {}
}

extension DiffableDataSource {
  /// The items of the section at `index`, as the table shows them; none for a section that does
  /// not exist.
  ///
  /// - Complexity: O(1).
  package func itemIdentifiers(inSectionAt index: Int) -> [ItemID] {
    // A count, not `indices`: this code runs unspecialized when the table calls it, and
    // `indices` then looks up the array's type and conformance on each call.
    let items = current.items
    return index >= 0 && index < items.count ? items[index] : []
  }

  /// Applies a change its caller worked out, with no diff: the items of some sections are
  /// replaced, and `update`, a batch update of rows (no section changes), takes the table there.
  ///
  /// For a caller that knows what changed, as a form knows which fields a condition shows or
  /// hides. It guarantees that the items stay unique and that `update` turns the items shown
  /// into the new ones; the table checks the update's ranges and counts (rules 5.6, 4.5) as any
  /// other, and if it rejects it, the data source and the table stay as they were. The index
  /// from item to place is rebuilt only when something next reads by item
  /// (``indexPath(for:)``, ``snapshot()``, the next diff).
  ///
  /// The rows made are kept: the caller moves items, it does not change what any item shows (a
  /// form's rows read the form when a cell is configured), so the rows of the items shown before
  /// and after need not be made again.
  ///
  /// - Throws: ``TableViewError/noBoundTable``, ``TableViewError/updateInsideOpenBatch``, and
  ///   what the table throws for the update.
  /// - Complexity: O(m + u) for m items in the sections replaced and u changes, plus the
  ///   table's work; no item is hashed.
  package func apply(
    replacingItems replacements: [(section: Int, items: [ItemID])], by update: BatchUpdate,
    animatingDifferences: Bool
  ) throws {
    precondition(knownUpdates != nil, "A known update on a data source made without KnownUpdates")
    guard let table = boundView else { throw TableViewError.noBoundTable }
    guard !table.hasUncommittedUpdates else { throw TableViewError.updateInsideOpenBatch }
    var new = current
    new.replaceItemsDeferringIndex(replacements)
    guard hasApplied else {
      new.rebuildItemIndex()
      try apply(
        new, toTable: table, animatingDifferences: animatingDifferences, updateStyle: .reconfigure)
      return
    }
    func settle() { current = new }
    if !table.isOnScreen || interrupt?(StagedChangeset(stages: [update])) == true {
      settle()
      table.reloadData()
      return
    }
    let animation: RowAnimation = animatingDifferences ? defaultRowAnimation : .none
    try commitInBatch(
      on: table, settle: settle, apply: { try table.apply(update, animation: animation) })
  }
}
