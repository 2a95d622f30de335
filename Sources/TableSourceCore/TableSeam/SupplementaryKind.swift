/// Which of a section's two supplementary views: the header above its rows or the footer below.
///
/// In a collection view, each is an element kind of the flow layout (``elementKind``, C-A2):
/// a section's ``TableViewSection/header`` answers `"UICollectionElementKindSectionHeader"`, its
/// ``TableViewSection/footer`` `"UICollectionElementKindSectionFooter"`.
public enum SupplementaryKind: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The view above a section's rows.
  case header
  /// The view below a section's rows.
  case footer

  /// The kind whose element kind is `elementKind`, or `nil` for another kind (one a layout
  /// defines besides the flow layout's two).
  public init?(elementKind: String) {
    guard let kind = Self.allCases.first(where: { $0.elementKind == elementKind }) else {
      return nil
    }
    self = kind
  }

  /// `header` or `footer`.
  public var description: String { self == .header ? "header" : "footer" }

  /// The collection view's element kind, with UIKit's values:
  /// `"UICollectionElementKindSectionHeader"` (`UICollectionView.elementKindSectionHeader`) or
  /// `"UICollectionElementKindSectionFooter"` (`UICollectionView.elementKindSectionFooter`).
  public var elementKind: String {
    self == .header
      ? "UICollectionElementKindSectionHeader" : "UICollectionElementKindSectionFooter"
  }
}
