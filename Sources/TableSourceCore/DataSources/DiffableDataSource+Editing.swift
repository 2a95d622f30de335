public import Foundation

extension DiffableDataSource {
  /// How the user reorders the items of a ``DiffableDataSource``: which items move, where a
  /// dragged one may land, and what the app does once it has (the handlers UIKit's collection
  /// view diffable data source has, where its table view one asks for a subclass).
  ///
  /// The data source's snapshot follows each move before ``didMove`` runs: the table has
  /// already moved the row, and the next apply diffs from there (rule 7.3).
  public struct ReorderingHandlers {
    /// Whether the user can move an item's row. A row's own ``RowBehavior/canMove`` wins.
    public var canMoveItem: @MainActor (ItemID) -> Bool
    /// Where a dragged item lands when the user proposes an index path (UIKit's
    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`), or `nil` to take
    /// every proposal.
    public var target: (@MainActor (_ item: ItemID, _ proposed: IndexPath) -> IndexPath)?
    /// Runs once the user moved an item, from one index path to another, and the snapshot
    /// followed: bring the app's model in line here, without updating the table.
    public var didMove: @MainActor (_ item: ItemID, _ from: IndexPath, _ to: IndexPath) -> Void

    /// Handlers for reordering: every item moves unless `canMoveItem` says otherwise.
    public init(
      canMoveItem: @escaping @MainActor (ItemID) -> Bool = { _ in true },
      target: (@MainActor (_ item: ItemID, _ proposed: IndexPath) -> IndexPath)? = nil,
      didMove: @escaping @MainActor (_ item: ItemID, _ from: IndexPath, _ to: IndexPath) -> Void
    ) {
      self.canMoveItem = canMoveItem
      self.target = target
      self.didMove = didMove
    }
  }
}

// The user's edits, for the tables' conformances.
extension DiffableDataSource: UserEditableDataSource {
  /// Whether the data source commits the edits the user confirms: whether ``commitEditing`` is
  /// set, which turns swipe-to-delete on (rule 7.2).
  public var commitsEditing: Bool { commitEditing != nil }

  package func commitUserEdit(
    _ style: TableViewCellEditingStyle, at indexPath: IndexPath, in table: any RowsViewInterface
  ) throws {
    guard let commitEditing, let item = itemIdentifier(for: indexPath) else { return }
    try commitEditing(style, item)
  }

  /// Whether the user may reorder rows: whether ``reorderingHandlers`` is set, which shows the
  /// reorder controls (rule 7.3).
  public var allowsReordering: Bool { reorderingHandlers != nil }

  package func userCanMoveRow(at indexPath: IndexPath) -> Bool {
    guard let reorderingHandlers, let item = itemIdentifier(for: indexPath) else { return false }
    return row(at: indexPath)?.behavior.canMove ?? reorderingHandlers.canMoveItem(item)
  }

  package func moveTarget(from source: IndexPath, proposed: IndexPath) -> IndexPath? {
    guard let target = reorderingHandlers?.target, let item = itemIdentifier(for: source) else {
      return nil
    }
    return target(item, proposed)
  }

  /// Moves the item in the snapshot as the table moved its row, then tells
  /// ``ReorderingHandlers/didMove``. Index paths that name no item, or no place, change nothing.
  ///
  /// - Complexity: O(k) for the items of the sections touched.
  package func userMovedRow(from source: IndexPath, to destination: IndexPath) {
    indexItemsIfStale()
    guard let item = current.itemIdentifier(at: source),
      let section = sectionIdentifier(for: destination.section)
    else { return }
    var moved = current
    var others = moved.itemIdentifiers(inSection: section)
    others.removeAll { $0 == item }
    guard destination.row >= 0, destination.row <= others.count else { return }
    do {
      try moved.deleteItems([item])
      if destination.row < others.count {
        try moved.insertItems([item], beforeItem: others[destination.row])
      } else {
        try moved.appendItems([item], toSection: section)
      }
    } catch {
      return
    }
    current = moved
    reorderingHandlers?.didMove(item, source, destination)
  }
}
