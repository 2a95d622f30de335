public import Foundation

/// What a ``VirtualCollectionView`` asks its data source, shaped like UIKit's
/// `UICollectionViewDataSource`.
///
/// The data sources of the core (`SectionsDataSource`, `DiffableDataSource`) implement it; conform
/// your own type to drive the collection view by hand, as a UIKit data source would.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
  /// The number of sections. Defaults to 1.
  func numberOfSections(in collectionView: VirtualCollectionView) -> Int

  /// The number of items in a section.
  func collectionView(_ collectionView: VirtualCollectionView, numberOfItemsInSection section: Int)
    -> Int

  /// The cell for an item: dequeue one with
  /// ``VirtualCollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` for this index path
  /// and configure it (C-A3, C-A5). Throwing is how a data source reports what UIKit would crash
  /// on.
  func collectionView(_ collectionView: VirtualCollectionView, cellForItemAt indexPath: IndexPath)
    throws -> CollectionViewCell

  /// The supplementary view of a kind for an index path (a section header has the index path
  /// `[section, 0]`), dequeued with
  /// ``VirtualCollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
  /// The layout asks only for the views it places (a flow layout asks for a header only when its
  /// reference size is not zero, C-C9). Returning `nil` is UIKit's crash of C-A6, thrown as
  /// ``CollectionViewError/supplementaryViewNotDequeued(kind:indexPath:)``. Defaults to `nil`.
  func collectionView(
    _ collectionView: VirtualCollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) throws -> CollectionReusableView?

  /// Whether the data source moves items: interactive movement (C-J1) begins only when it does.
  /// UIKit decides by whether `collectionView(_:moveItemAt:to:)` is implemented, which Swift
  /// cannot see. Defaults to `false`.
  var allowsReordering: Bool { get }

  /// Whether an item can be moved by the user. Defaults to `true`.
  func collectionView(_ collectionView: VirtualCollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool

  /// Updates the model after the user moved an item (C-J1). The collection view has already
  /// moved it: calling its update methods from here is the bug of C-J4, thrown as a reentrant
  /// call.
  func collectionView(
    _ collectionView: VirtualCollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath) throws
}

extension CollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: VirtualCollectionView) -> Int { 1 }

  /// No supplementary views.
  public func collectionView(
    _ collectionView: VirtualCollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) throws -> CollectionReusableView? { nil }

  /// `false`: no interactive movement.
  public var allowsReordering: Bool { false }

  /// `true`.
  public func collectionView(
    _ collectionView: VirtualCollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing.
  public func collectionView(
    _ collectionView: VirtualCollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) throws {}
}

/// What a ``VirtualCollectionView`` tells its prefetch data source about items that will probably
/// be displayed soon, shaped like `UICollectionViewDataSourcePrefetching` (C-B4).
@MainActor
public protocol CollectionViewDataSourcePrefetching: AnyObject {
  /// Items within a viewport beyond the visible ones, in the direction of the scroll, nearest
  /// first: start loading their data.
  func collectionView(
    _ collectionView: VirtualCollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// Items prefetched earlier that left that band without being displayed: cancel their loads.
  /// Defaults to nothing.
  func collectionView(
    _ collectionView: VirtualCollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
  /// Does nothing.
  public func collectionView(
    _ collectionView: VirtualCollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}

/// What a ``VirtualCollectionView`` tells about its working range: the items on display and
/// ``VirtualCollectionView/workingRangeSize`` more on each side, in index path order, as
/// IGListKit's working range is for its sections (C-B5). Start loading what an item needs when it
/// enters, cancel when it leaves: every item is told of on entering and on leaving, unlike data
/// prefetching (C-B4), whose calls UIKit does not promise. An item deleted by an update, or every
/// item at a reload, leaves without being told of: its index path no longer names it.
@MainActor
public protocol CollectionViewWorkingRangeDelegate: AnyObject {
  /// Items came within the working range, in index path order.
  func collectionView(
    _ collectionView: VirtualCollectionView, itemsDidEnterWorkingRange indexPaths: [IndexPath])
  /// Items left the working range, in index path order.
  func collectionView(
    _ collectionView: VirtualCollectionView, itemsDidExitWorkingRange indexPaths: [IndexPath])
}
