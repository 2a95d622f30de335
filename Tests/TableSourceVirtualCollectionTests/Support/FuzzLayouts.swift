import Foundation
import TableSource
import TableSourceTestSupport

/// A cell that measures itself to a height that depends on the item it shows and its content's
/// version (``ModelSource``'s text, `17` or `17v2`), as a self-sizing cell of an app does.
@MainActor
class ItemSizedCell: CollectionViewCell {
  /// The height measured for an item's content, the `count`th time this cell is measured.
  class func height(item: Int, version: Int, count: Int) -> CGFloat {
    CGFloat(30 + (item % 5) * 9 + (version % 3) * 7)
  }

  /// The height measured for a cell's text the first time.
  static func height(text: String?) -> CGFloat {
    let (item, version) = parse(text)
    return height(item: item, version: version, count: 1)
  }

  private static func parse(_ text: String?) -> (item: Int, version: Int) {
    let parts = (text ?? "").split(separator: "v").map { Int($0) ?? 0 }
    return (parts.first ?? 0, parts.count > 1 ? parts[1] : 0)
  }

  private var measurements = 0

  override func preferredLayoutSize(fitting proposed: CGSize) -> CGSize {
    measurements += 1
    let (item, version) = Self.parse(text)
    return CGSize(
      width: proposed.width, height: Self.height(item: item, version: version, count: measurements))
  }
}

/// An ``ItemSizedCell`` whose height, for some items, changes every third time it is measured: a
/// cell whose content grows and shrinks between measurements.
@MainActor
final class WobblingCell: ItemSizedCell {
  override class func height(item: Int, version: Int, count: Int) -> CGFloat {
    super.height(item: item, version: version, count: count)
      + (item % 4 == 0 && count % 3 == 0 ? 14 : 0)
  }
}

/// A header or footer that measures itself to a height that depends on its section's identity
/// (``ModelSource``'s text, `h103`).
@MainActor
final class SectionSizedView: CollectionReusableView {
  override func preferredLayoutSize(fitting proposed: CGSize) -> CGSize {
    let id = text.flatMap { Int($0.dropFirst()) } ?? 0
    return CGSize(width: proposed.width, height: CGFloat(20 + (id % 4) * 6))
  }
}

/// The layouts the collection fuzzer drives, chosen from its seed.
enum FuzzLayout: CustomStringConvertible {
  /// The flow layout, checked against ``PlainFlowLayout``.
  case flow
  /// A list layout of self-sizing rows.
  case list(CollectionLayoutListConfiguration)
  /// A compositional layout of estimated grids; `orthogonal` and `list` are the indexes of the
  /// sections that scroll on their own and that are lists, if any.
  case compositional(orthogonal: Int?, list: Int?)

  var isFlow: Bool {
    if case .flow = self { true } else { false }
  }

  var description: String {
    switch self {
    case .flow: "flow"
    case .list(let configuration):
      "list \(configuration.appearance), headers \(configuration.headerMode), footers \(configuration.footerMode)"
    case .compositional(let orthogonal, let list):
      "compositional, orthogonal section \(orthogonal.map(String.init) ?? "none"), list section \(list.map(String.init) ?? "none")"
    }
  }

  /// A list configuration of a random appearance, header and footer modes.
  static func listConfiguration(_ random: inout SeededGenerator)
    -> CollectionLayoutListConfiguration
  {
    let appearances = CollectionLayoutListConfiguration.Appearance.allCases
    var configuration = CollectionLayoutListConfiguration(
      appearance: appearances[Int.random(in: 0..<appearances.count, using: &random)])
    configuration.headerMode =
      [.none, .supplementary, .firstItemInSection][Int.random(in: 0...2, using: &random)]
    configuration.footerMode = Bool.random(using: &random) ? .supplementary : .none
    return configuration
  }

  /// A compositional layout: sections of rows of estimated items, `columns` a row, with a header
  /// and a footer that are absolute or estimated, pinned or not; section `orthogonal` scrolls on
  /// its own and section `list` is a list of `listConfiguration`, if given.
  @MainActor
  static func compositional(
    _ random: inout SeededGenerator, orthogonal: Int?, list: Int?,
    listConfiguration: CollectionLayoutListConfiguration
  ) -> CompositionalLayout {
    func half(_ range: ClosedRange<Int>) -> CGFloat {
      CGFloat(Int.random(in: range, using: &random)) / 2
    }
    let columns = CGFloat(Int.random(in: 1...3, using: &random))
    let spacing = half(0...20)
    var boundary: [LayoutBoundarySupplementaryItem] = []
    for (kind, alignment) in [
      (CollectionElementKind.sectionHeader, RectAlignment.top),
      (CollectionElementKind.sectionFooter, .bottom),
    ] where Int.random(in: 0...2, using: &random) > 0 {
      let height: LayoutDimension =
        Bool.random(using: &random) ? .estimated(half(40...80)) : .absolute(half(20...60))
      var item = LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
        elementKind: kind, alignment: alignment)
      item.pinToVisibleBounds = Int.random(in: 0...2, using: &random) == 0
      boundary.append(item)
    }
    let behaviours: [OrthogonalScrollingBehavior] = [.continuous, .paging, .groupPaging]
    let behaviour = behaviours[Int.random(in: 0...2, using: &random)]
    let groupWidth = half(160...400)
    return CompositionalLayout(sectionProvider: { index, environment in
      if index == list {
        return .list(using: listConfiguration, layoutEnvironment: environment)
      }
      var section: LayoutSection
      if index == orthogonal {
        let item = LayoutItem(
          layoutSize: LayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        section = LayoutSection(
          group: .horizontal(
            layoutSize: LayoutSize(
              widthDimension: .absolute(groupWidth), heightDimension: .absolute(70)),
            subitems: [item]))
        section.orthogonalScrollingBehavior = behaviour
      } else {
        let item = LayoutItem(
          layoutSize: LayoutSize(
            widthDimension: .fractionalWidth(1 / columns), heightDimension: .estimated(44)))
        section = LayoutSection(
          group: .horizontal(
            layoutSize: LayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item]))
      }
      section.interGroupSpacing = spacing
      section.boundarySupplementaryItems = boundary
      return section
    })
  }
}
