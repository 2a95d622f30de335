public import Foundation
public import TableSourceCore

// The collection view behind the core's seam: the data sources drive it as they drive a table.
extension VirtualCollectionView: CollectionViewInterface {
  /// Commits an update given as a value, as ``apply(_:)``; the animation is not simulated.
  public func apply(_ update: BatchUpdate, animation: RowAnimation) throws {
    try apply(update)
  }

  /// Whether a batch is open: `performBatchUpdates`' block is running.
  public var hasUncommittedUpdates: Bool { openBatch != nil }

  /// The items with a cell on display: the only ones whose content a diffable apply compares.
  public var indexPathsForRowsWithCells: [IndexPath]? { indexPathsForVisibleItems }

  /// ``CollectionReusableView``, which shows a title as its text.
  public var sectionTitleViewClass: AnyClass { CollectionReusableView.self }

  /// Shows a section's title as the view's text.
  public func showSectionTitle(_ title: String, in view: CollectionReusableView) throws {
    view.text = title
  }
}
