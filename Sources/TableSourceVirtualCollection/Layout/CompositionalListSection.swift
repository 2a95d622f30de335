import Foundation

extension LayoutSection {
  /// A section laid out as a list, in a compositional layout whose other sections may be grids:
  /// UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)` (C-E1–C-E4, C-F3).
  ///
  /// The section's rows, headers, footers and swipe actions are those of a list layout of the
  /// same configuration (``CompositionalLayout/list(using:)``), laid out by the same engine: rows
  /// span the section's width less the appearance's inset, each with an estimated height until
  /// its cell is measured on screen; supplementary headers are asked for, and pin in the plain
  /// appearances, within the section. The section's ``contentInsets`` and
  /// ``boundarySupplementaryItems`` still apply around the list; it does not scroll on its own,
  /// whatever ``orthogonalScrollingBehavior`` says, and its ``group`` (a full-width row of
  /// estimated height) is not used. In a horizontal layout the list is a column as wide as the
  /// section's container, its rows running down.
  ///
  /// ```swift
  /// let layout = CompositionalLayout(sectionProvider: { index, environment in
  ///   index == 0
  ///     ? gridSection
  ///     : .list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped),
  ///         layoutEnvironment: environment)
  /// })
  /// ```
  ///
  /// - Complexity: A scroll, a jump or a row measured in the section costs O(log n) for its n
  ///   rows; an update that changes its rows lays it out again in O(n).
  public static func list(
    using configuration: CollectionLayoutListConfiguration, layoutEnvironment: LayoutEnvironment
  ) -> LayoutSection {
    let row = LayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(CGFloat(configuration.metrics.rowEstimate)))
    var section = LayoutSection(
      group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
    section.list = CompositionalListSection(configuration: configuration)
    return section
  }
}

/// What a list section carries: its list configuration. Two list sections lay out alike when
/// their configurations' metrics are equal; the swipe providers are not compared (closures
/// cannot be), and the ones of the section the layout last asked for are used.
package struct CompositionalListSection: Sendable, Equatable {
  package var configuration: CollectionLayoutListConfiguration

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.configuration.metrics == rhs.configuration.metrics
  }
}
