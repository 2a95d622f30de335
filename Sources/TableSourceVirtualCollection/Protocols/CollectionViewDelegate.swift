public import Foundation

/// What a ``VirtualCollectionView`` tells and asks its delegate, shaped like UIKit's
/// `UICollectionViewDelegate`. Every method has a default, so implement only what you need.
@MainActor
public protocol CollectionViewDelegate: AnyObject {
  /// A cell is about to be displayed for an item, after its `cellForItemAt`.
  func collectionView(
    _ collectionView: VirtualCollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// A cell left the display; it goes to its reuse queue next (C-B2).
  func collectionView(
    _ collectionView: VirtualCollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// A supplementary view is about to be displayed.
  func collectionView(
    _ collectionView: VirtualCollectionView,
    willDisplaySupplementaryView view: CollectionReusableView, forElementKind elementKind: String,
    at indexPath: IndexPath)
  /// A supplementary view left the display.
  func collectionView(
    _ collectionView: VirtualCollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)

  /// Whether a touched item highlights; `false` stops the tap (C-I3). Defaults to `true`.
  func collectionView(
    _ collectionView: VirtualCollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool
  /// Whether a tap selects the item; unlike the table's `willSelectRowAt`, it can only veto
  /// (C-I3). Defaults to `true`.
  func collectionView(
    _ collectionView: VirtualCollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool
  /// A tap selected an item; never called for a selection made in code (C-I2).
  func collectionView(
    _ collectionView: VirtualCollectionView, didSelectItemAt indexPath: IndexPath)
  /// Whether a tap deselects the item. Defaults to `true`.
  func collectionView(
    _ collectionView: VirtualCollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool
  /// A tap deselected an item (C-I3, C-I4).
  func collectionView(
    _ collectionView: VirtualCollectionView, didDeselectItemAt indexPath: IndexPath)

  /// Whether a two-finger pan that starts on the item may select several items (C-I5); asked
  /// before the pan turns ``VirtualCollectionView/isEditing`` on. Defaults to the collection
  /// view's ``VirtualCollectionView/allowsMultipleSelectionDuringEditing``, which UIKit uses when
  /// the method is not implemented.
  func collectionView(
    _ collectionView: VirtualCollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool
  /// A two-finger pan that starts on the item began selecting items; the collection view is in
  /// editing mode now (C-I5).
  func collectionView(
    _ collectionView: VirtualCollectionView,
    didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
  /// The two-finger pan ended; the collection view stays in editing mode (C-I5).
  func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: VirtualCollectionView)

  /// Where an item being moved interactively would go: the proposed index path (the default) or
  /// another (C-J2).
  func collectionView(
    _ collectionView: VirtualCollectionView,
    targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
}

extension CollectionViewDelegate {
  /// Does nothing.
  public func collectionView(
    _ collectionView: VirtualCollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: VirtualCollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: VirtualCollectionView,
    willDisplaySupplementaryView view: CollectionReusableView, forElementKind elementKind: String,
    at indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: VirtualCollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// `true`.
  public func collectionView(
    _ collectionView: VirtualCollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// `true`.
  public func collectionView(
    _ collectionView: VirtualCollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(
    _ collectionView: VirtualCollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  /// `true`.
  public func collectionView(
    _ collectionView: VirtualCollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(
    _ collectionView: VirtualCollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// The collection view's ``VirtualCollectionView/allowsMultipleSelectionDuringEditing``.
  public func collectionView(
    _ collectionView: VirtualCollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { collectionView.allowsMultipleSelectionDuringEditing }
  /// Does nothing.
  public func collectionView(
    _ collectionView: VirtualCollectionView,
    didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionViewDidEndMultipleSelectionInteraction(
    _ collectionView: VirtualCollectionView
  ) {}
  /// The proposed index path.
  public func collectionView(
    _ collectionView: VirtualCollectionView,
    targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
}

/// The flow layout's questions to the delegate, shaped like `UICollectionViewDelegateFlowLayout`:
/// each answer, when given, wins over the layout's property for its section or item (C-C2).
///
/// UIKit decides by whether a method is implemented; here a `nil` answer means "not
/// implemented", and the layout's property applies.
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
  /// Whether the layout asks ``collectionView(_:layout:sizeForItemAt:)`` for every item. UIKit
  /// asks only when the method is implemented, which Swift cannot see; the layout of a grid whose
  /// items all have the layout's `itemSize` is computed without asking, in O(1) per section.
  /// Defaults to `true`.
  var sizesItemsIndividually: Bool { get }
  /// An item's size, or `nil` for the layout's `itemSize`.
  func collectionView(
    _ collectionView: VirtualCollectionView, layout: FlowLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize?
  /// A section's insets, or `nil` for the layout's `sectionInset`.
  func collectionView(
    _ collectionView: VirtualCollectionView, layout: FlowLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets?
  /// A section's line spacing, or `nil` for the layout's `minimumLineSpacing`.
  func collectionView(
    _ collectionView: VirtualCollectionView, layout: FlowLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat?
  /// A section's interitem spacing, or `nil` for the layout's `minimumInteritemSpacing`.
  func collectionView(
    _ collectionView: VirtualCollectionView, layout: FlowLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat?
  /// A section header's size, or `nil` for the layout's `headerReferenceSize` (C-C9).
  func collectionView(
    _ collectionView: VirtualCollectionView, layout: FlowLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize?
  /// A section footer's size, or `nil` for the layout's `footerReferenceSize` (C-C9).
  func collectionView(
    _ collectionView: VirtualCollectionView, layout: FlowLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize?
}

extension CollectionViewDelegateFlowLayout {
  /// `true`.
  public var sizesItemsIndividually: Bool { true }
  /// `nil`.
  public func collectionView(
    _ collectionView: VirtualCollectionView, layout: FlowLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize? { nil }
  /// `nil`.
  public func collectionView(
    _ collectionView: VirtualCollectionView, layout: FlowLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets? { nil }
  /// `nil`.
  public func collectionView(
    _ collectionView: VirtualCollectionView, layout: FlowLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat? { nil }
  /// `nil`.
  public func collectionView(
    _ collectionView: VirtualCollectionView, layout: FlowLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat? { nil }
  /// `nil`.
  public func collectionView(
    _ collectionView: VirtualCollectionView, layout: FlowLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize? { nil }
  /// `nil`.
  public func collectionView(
    _ collectionView: VirtualCollectionView, layout: FlowLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize? { nil }
}
