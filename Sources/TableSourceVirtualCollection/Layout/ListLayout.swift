public import Foundation
public import TableSourceCore

/// The settings of a list: the TableSource counterpart of UIKit's
/// `UICollectionLayoutListConfiguration`, with UIKit's defaults (C-E1–C-E4).
///
/// A list lays its items out as full-width rows, one under the other, each sizing itself (its
/// cell's `preferredLayoutSize(fitting:)` is asked when it comes on screen; until then it has an
/// estimated height), grouped into sections with headers and footers as the modes say, which size
/// themselves too. One section of a compositional layout can be such a list:
/// ``LayoutSection/list(using:layoutEnvironment:)``.
public struct CollectionLayoutListConfiguration: Sendable {
  /// The overall look of the list (C-E1).
  public enum Appearance: Sendable, Hashable, CaseIterable {
    /// Full-width rows; supplementary headers pin to the top while their section shows (C-E3).
    case plain
    /// Full-width rows in groups, with space between the sections.
    case grouped
    /// Groups inset from both sides, with space between the sections.
    case insetGrouped
    /// A sidebar's rows, inset from both sides, in sections with space between them.
    case sidebar
    /// A sidebar's rows, inset from both sides; supplementary headers pin as in `plain` (C-E3).
    case sidebarPlain
  }

  /// How sections show headers (C-E2).
  public enum HeaderMode: Sendable, Hashable {
    /// No headers: the default.
    case none
    /// Each section's header is a supplementary view of kind
    /// ``CollectionElementKind/sectionHeader``, asked of the data source for every section (C-E4).
    case supplementary
    /// Each section's item 0 is styled as its header (the mode of outlines that expand and
    /// collapse); the section's other items start at index 1.
    case firstItemInSection
  }

  /// How sections show footers.
  public enum FooterMode: Sendable, Hashable {
    /// No footers: the default.
    case none
    /// Each section's footer is a supplementary view of kind
    /// ``CollectionElementKind/sectionFooter``, asked of the data source for every section.
    case supplementary
  }

  /// Gives the swipe actions of the item at an index path, or `nil` for none: UIKit's
  /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`.
  public typealias SwipeActionsConfigurationProvider =
    @MainActor (_ indexPath: IndexPath) -> SwipeActionsConfiguration?

  /// The overall look of the list.
  public var appearance: Appearance
  /// How sections show headers: ``HeaderMode-swift.enum/none`` by default (C-E2).
  public var headerMode: HeaderMode = .none
  /// How sections show footers: ``FooterMode-swift.enum/none`` by default.
  public var footerMode: FooterMode = .none
  /// Whether rows are drawn with separators between them: `true` by default. It changes no
  /// frame.
  public var showsSeparators = true
  /// The space above each supplementary header, or `nil` (the default) for the appearance's
  /// automatic padding, which is none in this simulation.
  public var headerTopPadding: CGFloat?
  /// The swipe actions of an item's leading edge, asked when the user swipes it (C-E4).
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The swipe actions of an item's trailing edge, asked when the user swipes it (C-E4).
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// A configuration of the given appearance, with UIKit's defaults for everything else.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }

  /// The figures a list of this configuration is laid out with.
  package var metrics: ListMetrics { ListMetrics(self) }

  /// The provider of one edge's swipe actions.
  package func swipeActionsProvider(_ edge: SwipeEdge) -> SwipeActionsConfigurationProvider? {
    edge == .leading
      ? leadingSwipeActionsConfigurationProvider : trailingSwipeActionsConfigurationProvider
  }
}

/// The figures of a list's layout, in points, worked out from its configuration. UIKit measures
/// its lists' cells and headers with the system's fonts; these are the values used here, each
/// with where it comes from.
package struct ListMetrics: Sendable, Hashable {
  /// The height of a row until its cell is measured: 44, UITableView's default row height and
  /// the Human Interface Guidelines' smallest tappable height (a well-known value).
  package var rowEstimate = 44.0
  /// The height of a supplementary header or footer until its view is measured: 28 in the plain
  /// appearances, 38 in the others. Chosen, near what UIKit's default headers measure.
  package var headerHeight: Double
  package var footerHeight: Double
  /// The space above each supplementary header: the configuration's `headerTopPadding`, else 0
  /// (chosen: UIKit's automatic padding is not documented).
  package var headerTopPadding: Double
  /// The space before each section and after the last: 35 in the grouped appearances (the
  /// well-known gap of UITableView's grouped style), 10 in `sidebar` (chosen), 0 in the plain
  /// ones.
  package var sectionSpacing: Double
  /// How far rows, headers and footers are inset from each side: 20 in `insetGrouped` (the
  /// layout margin of a regular-width view, chosen), 10 in the sidebar appearances (chosen), 0
  /// otherwise.
  package var horizontalInset: Double
  /// Whether sections have a supplementary header, and a supplementary footer.
  package var hasHeaders: Bool
  package var hasFooters: Bool
  /// Whether supplementary headers pin to the top of the visible area (C-E3).
  package var pinsHeaders: Bool

  package init(_ configuration: CollectionLayoutListConfiguration) {
    let appearance = configuration.appearance
    let isPlain = appearance == .plain || appearance == .sidebarPlain
    headerHeight = isPlain ? 28 : 38
    footerHeight = headerHeight
    headerTopPadding = configuration.headerTopPadding.map { max(0, Double($0)) } ?? 0
    switch appearance {
    case .grouped, .insetGrouped: sectionSpacing = 35
    case .sidebar: sectionSpacing = 10
    case .plain, .sidebarPlain: sectionSpacing = 0
    }
    switch appearance {
    case .insetGrouped: horizontalInset = 20
    case .sidebar, .sidebarPlain: horizontalInset = 10
    case .plain, .grouped: horizontalInset = 0
    }
    hasHeaders = configuration.headerMode == .supplementary
    hasFooters = configuration.footerMode == .supplementary
    pinsHeaders = isPlain && hasHeaders
  }

  /// What a section's rows have above them: the section spacing, then the header's top padding
  /// and the header when there is one.
  package var sectionTop: Double {
    sectionSpacing + (hasHeaders ? headerTopPadding + headerHeight : 0)
  }

  /// What a section's rows have below them: the footer, when there is one.
  package var sectionBottom: Double { hasFooters ? footerHeight : 0 }
}

/// A list layout (C-E1–C-E4): the layout `CompositionalLayout.list(using:)` makes, laid out on
/// the table's layout engine. Its geometry is a ``ListLayoutGeometry``.
@MainActor
package final class ListLayout: CollectionViewLayout {
  /// The list's settings; changing them lays the collection view out again.
  package var configuration: CollectionLayoutListConfiguration {
    didSet { invalidate() }
  }

  /// A list with the given settings.
  package init(configuration: CollectionLayoutListConfiguration) {
    self.configuration = configuration
  }

  override package func makeGeometry(
    itemCounts: [Int], boundsSize: CGSize, view: VirtualCollectionView
  ) -> any CollectionLayoutGeometry {
    ListLayoutGeometry(
      metrics: configuration.metrics, boundsSize: boundsSize, itemCounts: itemCounts)
  }

  override package func swipeActionsProvider(
    _ edge: SwipeEdge, section: Int, geometry: (any CollectionLayoutGeometry)?
  ) -> CollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? {
    configuration.swipeActionsProvider(edge)
  }

  /// Whether an item is its section's header: item 0 in the first-item-in-section mode (C-E2),
  /// for the cells that draw it.
  package func isHeaderItem(at indexPath: IndexPath) -> Bool {
    configuration.headerMode == .firstItemInSection && indexPath.count == 2 && indexPath.item == 0
  }
}
