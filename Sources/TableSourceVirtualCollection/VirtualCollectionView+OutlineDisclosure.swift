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
      guard let source = dataSource as? any OutlineDisclosureSource else { return false }
      return try source.toggleOutlineDisclosure(at: indexPath, in: self)
    }
  }
}
