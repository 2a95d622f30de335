/// The element kinds of supplementary views that the collection view's layouts define (C-A2):
/// UIKit's `UICollectionView.elementKindSectionHeader` and `…Footer`, with UIKit's values.
///
/// A kind is a string, as in UIKit: a layout of your own may define others.
public enum CollectionElementKind {
  /// The kind of a flow layout's section headers: `"UICollectionElementKindSectionHeader"`.
  public static let sectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a flow layout's section footers: `"UICollectionElementKindSectionFooter"`.
  public static let sectionFooter = "UICollectionElementKindSectionFooter"
  /// The kind named in messages about cells: `"UICollectionElementKindCell"` (C-A4).
  public static let cell = "UICollectionElementKindCell"
}
