public import Foundation
package import TableSourceCore

/// The settings of a compositional layout that are not per section: the TableSource counterpart
/// of `UICollectionViewCompositionalLayoutConfiguration`.
public struct CompositionalLayoutConfiguration: Sendable, Hashable {
  /// The direction the layout scrolls in: sections stack along it, and groups repeat along it
  /// in sections that do not scroll on their own.
  public var scrollDirection = FlowLayout.ScrollDirection.vertical
  /// The space between sections: zero by default.
  public var interSectionSpacing: CGFloat = 0

  /// The default configuration: vertical, no space between sections.
  public init() {}
}

/// A layout of sections, each a group of items repeated, where every size is absolute, estimated
/// or a fraction of its container (C-F1–C-F3, C-D4): the TableSource counterpart of
/// `UICollectionViewCompositionalLayout`.
///
/// ```swift
/// let item = LayoutItem(layoutSize: LayoutSize(
///   widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
/// let group = LayoutGroup.horizontal(
///   layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
///   subitems: [item])
/// collectionView.collectionViewLayout = CompositionalLayout(section: LayoutSection(group: group))
/// ```
///
/// A section that scrolls on its own (``LayoutSection/orthogonalScrollingBehavior``) keeps its
/// own offset: ``VirtualCollectionView/setOrthogonalScrollOffset(_:forSection:)``.
@MainActor
public final class CompositionalLayout: CollectionViewLayout {
  /// What the layout lays out.
  package enum Content {
    /// Sections from a provider, by section index.
    case sections(@MainActor (Int, LayoutEnvironment) -> LayoutSection)
    /// A list: every section a list section (C-E1), laid out on the table's layout engine.
    case list(ListLayout)
  }

  /// What the layout lays out.
  package let content: Content

  /// The settings that are not per section. Changing them lays the collection view out again.
  public var configuration: CompositionalLayoutConfiguration {
    didSet { if configuration != oldValue { invalidate() } }
  }

  /// A layout whose sections are all `section`.
  public convenience init(section: LayoutSection) {
    self.init(section: section, configuration: CompositionalLayoutConfiguration())
  }

  /// A layout whose sections are all `section`, with settings.
  public init(section: LayoutSection, configuration: CompositionalLayoutConfiguration) {
    content = .sections { _, _ in section }
    self.configuration = configuration
  }

  /// A layout asking `sectionProvider` for each section, with its index and the container's
  /// size, whenever the section is laid out (UIKit's provider may answer `nil`, which UIKit
  /// refuses; this one always answers a section).
  public init(
    sectionProvider: @escaping @MainActor (Int, LayoutEnvironment) -> LayoutSection,
    configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration()
  ) {
    content = .sections(sectionProvider)
    self.configuration = configuration
  }

  /// A list layout: rows the width of the view (or inset, in the grouped appearances), one
  /// a line, sized by their cells, with the configuration's headers, footers and swipe actions,
  /// as `UICollectionViewCompositionalLayout.list(using:)` makes (C-E1–C-E4).
  ///
  /// - Complexity: The list lays its rows out with the table's layout: a scroll or a jump costs
  ///   O(log n) for n rows, a single-row update O(log n).
  public static func list(using configuration: CollectionLayoutListConfiguration)
    -> CompositionalLayout
  {
    CompositionalLayout(list: ListLayout(configuration: configuration))
  }

  private init(list: ListLayout) {
    content = .list(list)
    configuration = CompositionalLayoutConfiguration()
  }

  /// The list's configuration, when the layout is a list.
  public var listConfiguration: CollectionLayoutListConfiguration? {
    if case .list(let list) = content { list.configuration } else { nil }
  }

  override package var scrollsVertically: Bool {
    if case .list = content { return true }
    return configuration.scrollDirection == .vertical
  }

  override package func swipeActionsProvider(
    _ edge: SwipeEdge, section: Int, geometry: (any CollectionLayoutGeometry)?
  ) -> CollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? {
    switch content {
    case .list(let list): list.configuration.swipeActionsProvider(edge)
    case .sections:
      // A list section's own providers (`LayoutSection.list(using:layoutEnvironment:)`).
      (geometry as? CompositionalLayoutGeometry)?.listConfiguration(forSection: section)?
        .swipeActionsProvider(edge)
    }
  }

  override package func makeGeometry(
    itemCounts: [Int], boundsSize: CGSize, view: VirtualCollectionView
  ) -> any CollectionLayoutGeometry {
    switch content {
    case .sections(let provider):
      var geometry = CompositionalLayoutGeometry(
        configuration: configuration, boundsSize: boundsSize, itemCounts: itemCounts,
        provider: provider)
      // Sections keep their own scroll positions when the layout is laid out again.
      if let previous = view.geometry as? CompositionalLayoutGeometry {
        geometry.takeOrthogonalOffsets(from: previous)
      }
      return geometry
    case .list(let list):
      return list.makeGeometry(itemCounts: itemCounts, boundsSize: boundsSize, view: view)
    }
  }
}
