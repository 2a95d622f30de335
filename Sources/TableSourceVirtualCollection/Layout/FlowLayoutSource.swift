package import Foundation

/// What the collection view's delegate answers, per section and item (C-C2): `nil` means "not
/// implemented / no answer", so the layout's property applies. The view implements it by
/// forwarding to its public flow-layout delegate.
@MainActor
package protocol FlowLayoutSource {
  /// Whether any item has a size of its own (the delegate implements sizeForItemAt); when
  /// false, every item is the layout's itemSize and the geometry may be computed arithmetically.
  var answersItemSizes: Bool { get }
  func sizeForItem(at indexPath: IndexPath) -> CGSize?
  func insetForSection(at section: Int) -> EdgeInsets?
  func minimumLineSpacingForSection(at section: Int) -> CGFloat?
  func minimumInteritemSpacingForSection(at section: Int) -> CGFloat?
  func referenceSizeForHeader(inSection section: Int) -> CGSize?
  func referenceSizeForFooter(inSection section: Int) -> CGSize?
}
