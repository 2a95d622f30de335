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

/// One supplementary view's place.
package struct FlowSupplementaryElement: Hashable {
  /// ``CollectionElementKind/sectionHeader`` or ``CollectionElementKind/sectionFooter``.
  package var kind: String
  package var section: Int
  package var frame: CGRect

  package init(kind: String, section: Int, frame: CGRect) {
    self.kind = kind
    self.section = section
    self.frame = frame
  }

  /// A section's header (`isHeader`) or footer.
  package init(isHeader: Bool, section: Int, frame: CGRect) {
    self.init(
      kind: isHeader ? CollectionElementKind.sectionHeader : CollectionElementKind.sectionFooter,
      section: section, frame: frame)
  }
}
