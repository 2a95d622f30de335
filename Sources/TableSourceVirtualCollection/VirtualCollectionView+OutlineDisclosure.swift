public import Foundation
import TableSourceCore

extension VirtualCollectionView {
  /// Taps an item's outline disclosure as a user would, as UIKit's outline disclosure accessory
  /// does (C-K9): the data source expands or collapses the item (a ``DiffableDataSource`` through
  /// its ``DiffableDataSource/sectionSnapshotHandlers``) and updates the collection view with
  /// the items shown or hidden. The item is not selected. Returns whether the item changed:
  /// `false` when its section has no outline or a handler said no.
  ///
  /// - Throws: ``CollectionViewError/invalidIndexPath(_:call:)`` for an item without a cell on
  ///   display (a user cannot tap it); a reentrant call from a callback that may not make it;
  ///   what the update throws (nothing changed then).
  @discardableResult
  public func tapOutlineDisclosure(at indexPath: IndexPath) throws -> Bool {
    try admit("tapOutlineDisclosure(at:)")
    return try operation {
      guard liveCell(at: indexPath) != nil else {
        throw CollectionViewError.invalidIndexPath(indexPath, call: "tapOutlineDisclosure(at:)")
      }
      guard let source = dataSource as? any OutlineDisclosureSource,
        try source.toggleOutlineDisclosure(at: indexPath, in: self)
      else { return false }
      // The item stays where it was (its children come and go after it); its list cell shows
      // the new state in its disclosure, as UIKit updates a cell's configuration state.
      if let cell = liveCell(at: indexPath) as? CollectionViewListCell {
        cell.isExpanded = source.outlineState(at: indexPath).isExpanded
      }
      return true
    }
  }
}
