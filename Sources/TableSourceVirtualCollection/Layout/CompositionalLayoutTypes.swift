public import Foundation

/// One dimension of a compositional layout size: the TableSource counterpart of
/// `NSCollectionLayoutDimension` (C-F1).
public enum LayoutDimension: Sendable, Hashable {
  /// A length in points.
  case absolute(CGFloat)
  /// A length in points that the item's content settles when it is shown (C-D4): the cell is
  /// asked for `preferredLayoutSize(fitting:)`, and until then the estimate stands.
  case estimated(CGFloat)
  /// A fraction of the container's width.
  case fractionalWidth(CGFloat)
  /// A fraction of the container's height.
  case fractionalHeight(CGFloat)

  /// Whether the dimension is ``estimated(_:)``.
  public var isEstimated: Bool {
    if case .estimated = self { true } else { false }
  }

  /// The length in a container of the given size (the estimate for an estimated dimension).
  public func resolved(in container: CGSize) -> CGFloat {
    switch self {
    case .absolute(let length), .estimated(let length): length
    case .fractionalWidth(let fraction): fraction * container.width
    case .fractionalHeight(let fraction): fraction * container.height
    }
  }
}

/// A width and a height, each a ``LayoutDimension``: the TableSource counterpart of
/// `NSCollectionLayoutSize` (C-F1).
public struct LayoutSize: Sendable, Hashable {
  /// The width.
  public var widthDimension: LayoutDimension
  /// The height.
  public var heightDimension: LayoutDimension

  /// A size of the two dimensions.
  public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }

  /// The size in a container of the given size (estimates for estimated dimensions).
  public func resolved(in container: CGSize) -> CGSize {
    CGSize(
      width: widthDimension.resolved(in: container),
      height: heightDimension.resolved(in: container))
  }
}

/// Insets on the four sides of a rectangle, named by direction: the TableSource counterpart of
/// `NSDirectionalEdgeInsets`. Layouts are left to right: leading is left.
public struct DirectionalEdgeInsets: Sendable, Hashable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading (left) edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing (right) edge.
  public var trailing: CGFloat

  /// Insets of the given lengths, zero where not given.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset on any side.
  public static let zero = DirectionalEdgeInsets()
}

/// Space between items or around an item: the TableSource counterpart of
/// `NSCollectionLayoutSpacing`.
public enum LayoutSpacing: Sendable, Hashable {
  /// Exactly this many points.
  case fixed(CGFloat)
  /// At least this many points; the flexible spaces of a group share equally what the group's
  /// length leaves over.
  case flexible(CGFloat)

  /// The least length of the space.
  public var minimum: CGFloat {
    switch self {
    case .fixed(let length), .flexible(let length): length
    }
  }

  /// Whether the space grows to take what is left over.
  public var isFlexible: Bool {
    if case .flexible = self { true } else { false }
  }
}

/// The space around an item in its group, outside its frame: the TableSource counterpart of
/// `NSCollectionLayoutEdgeSpacing`. Content insets apply after it, inside the frame (C-F2).
public struct LayoutEdgeSpacing: Sendable, Hashable {
  /// The space before the leading (left) edge.
  public var leading: LayoutSpacing?
  /// The space above the top edge.
  public var top: LayoutSpacing?
  /// The space after the trailing (right) edge.
  public var trailing: LayoutSpacing?
  /// The space below the bottom edge.
  public var bottom: LayoutSpacing?

  /// Edge spacing of the given spaces, none where not given.
  public init(
    leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil,
    bottom: LayoutSpacing? = nil
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}

/// What a group holds: an item (``LayoutItem``) or a group (``LayoutGroup``), as
/// `NSCollectionLayoutGroup` is an `NSCollectionLayoutItem` in UIKit.
///
/// The layout knows these two conformances; any other type is laid out as an item with its size,
/// insets and edge spacing.
public protocol LayoutSubitem: Sendable {
  /// The size, relative to the containing group for fractional dimensions.
  var layoutSize: LayoutSize { get }
  /// Space inside the frame, ignored along an estimated dimension (C-F2, C-D4).
  var contentInsets: DirectionalEdgeInsets { get }
  /// Space outside the frame, in the containing group (C-F2).
  var edgeSpacing: LayoutEdgeSpacing? { get }
}

/// The smallest part of a compositional layout, one collection view item: the TableSource
/// counterpart of `NSCollectionLayoutItem` (C-F1).
public struct LayoutItem: LayoutSubitem, Hashable {
  /// The size, relative to the containing group for fractional dimensions.
  public var layoutSize: LayoutSize
  /// Space inside the item's frame: the cell is that much smaller, the group does not change
  /// (C-F2). Ignored along an estimated dimension (C-D4).
  public var contentInsets = DirectionalEdgeInsets.zero
  /// Space outside the item's frame, in its group (C-F2).
  public var edgeSpacing: LayoutEdgeSpacing?

  /// An item of a size.
  public init(layoutSize: LayoutSize) {
    self.layoutSize = layoutSize
  }
}

/// A row or column of items and groups, repeated along the section: the TableSource counterpart
/// of `NSCollectionLayoutGroup` (C-F1).
///
/// A group lays its subitems out one after the other along its axis, starting again from the
/// first subitem while the next one fits, so a group of one item a fifth of its width holds five.
/// The forms with a count hold exactly that many copies of their item, sized to fill the group.
public struct LayoutGroup: LayoutSubitem, Equatable {
  /// The direction a group lays its subitems out in.
  public enum Axis: Sendable, Hashable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }

  /// The size, relative to the section (or the containing group) for fractional dimensions.
  public var layoutSize: LayoutSize
  /// The direction the subitems are laid out in.
  public let axis: Axis
  /// The items and groups, in order.
  public let subitems: [any LayoutSubitem]
  /// For the forms with a count, how many copies of the subitem the group holds.
  public let count: Int?
  /// The space between subitems along the axis: none by default.
  public var interItemSpacing: LayoutSpacing?
  /// Space inside the group's frame, around its subitems.
  public var contentInsets = DirectionalEdgeInsets.zero
  /// Space outside the group's frame, in a containing group.
  public var edgeSpacing: LayoutEdgeSpacing?

  private init(layoutSize: LayoutSize, axis: Axis, subitems: [any LayoutSubitem], count: Int?) {
    self.layoutSize = layoutSize
    self.axis = axis
    self.subitems = subitems
    self.count = count.map { max(1, $0) }
  }

  /// A group laying its subitems out left to right, repeated while they fit.
  public static func horizontal(layoutSize: LayoutSize, subitems: [any LayoutSubitem])
    -> LayoutGroup
  {
    LayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
  }

  /// A group laying its subitems out top to bottom, repeated while they fit.
  public static func vertical(layoutSize: LayoutSize, subitems: [any LayoutSubitem])
    -> LayoutGroup
  {
    LayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
  }

  /// A group of `count` copies of `repeatingSubitem` left to right, each as wide as fills the
  /// group with the ``interItemSpacing`` between them (its own width is not read). A count below
  /// one is one.
  public static func horizontal(
    layoutSize: LayoutSize, repeatingSubitem: any LayoutSubitem, count: Int
  ) -> LayoutGroup {
    LayoutGroup(
      layoutSize: layoutSize, axis: .horizontal, subitems: [repeatingSubitem], count: count)
  }

  /// A group of `count` copies of `repeatingSubitem` top to bottom, each as high as fills the
  /// group with the ``interItemSpacing`` between them (its own height is not read). A count below
  /// one is one.
  public static func vertical(
    layoutSize: LayoutSize, repeatingSubitem: any LayoutSubitem, count: Int
  ) -> LayoutGroup {
    LayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [repeatingSubitem], count: count)
  }
}

extension LayoutGroup {
  /// Whether two groups lay out alike: the same axis, count, spacing, size, insets and edge
  /// spacing, and subitems alike in order (items and groups compared as such, any other
  /// subitem by its size, insets and edge spacing).
  public static func == (lhs: LayoutGroup, rhs: LayoutGroup) -> Bool {
    lhs.axis == rhs.axis && lhs.count == rhs.count && lhs.interItemSpacing == rhs.interItemSpacing
      && lhs.layoutSize == rhs.layoutSize && lhs.contentInsets == rhs.contentInsets
      && lhs.edgeSpacing == rhs.edgeSpacing && lhs.subitems.count == rhs.subitems.count
      && zip(lhs.subitems, rhs.subitems).allSatisfy(alike)
  }

  private static func alike(_ lhs: any LayoutSubitem, _ rhs: any LayoutSubitem) -> Bool {
    switch (lhs, rhs) {
    case (let lhs as LayoutGroup, let rhs as LayoutGroup): lhs == rhs
    case (is LayoutGroup, _), (_, is LayoutGroup): false
    default:
      type(of: lhs) == type(of: rhs) && lhs.layoutSize == rhs.layoutSize
        && lhs.contentInsets == rhs.contentInsets && lhs.edgeSpacing == rhs.edgeSpacing
    }
  }
}

/// Where a boundary supplementary item sits on its section: the TableSource counterpart of
/// `NSRectAlignment`.
public enum RectAlignment: Sendable, Hashable {
  /// Centred on the section, over its content.
  case none
  /// Above the section (left of it when the layout scrolls horizontally), centred across.
  case top
  /// Above the section, at the leading edge.
  case topLeading
  /// At the section's leading edge: before it when the layout scrolls horizontally, over it at
  /// its start otherwise.
  case leading
  /// Below the section, at the leading edge.
  case bottomLeading
  /// Below the section (right of it when the layout scrolls horizontally), centred across.
  case bottom
  /// Below the section, at the trailing edge.
  case bottomTrailing
  /// At the section's trailing edge: after it when the layout scrolls horizontally, over it at
  /// its start otherwise.
  case trailing
  /// Above the section, at the trailing edge.
  case topTrailing
}

/// A supplementary view on the edge of a section, such as a header or a footer: the TableSource
/// counterpart of `NSCollectionLayoutBoundarySupplementaryItem` (C-F3).
///
/// Aligned before or after the section along the scroll direction, it extends the section by its
/// length; its fractional dimensions are relative to the section's width less its content
/// insets, and it spans the section's content across. An estimated dimension keeps its estimate:
/// supplementary views are not measured.
public struct LayoutBoundarySupplementaryItem: Sendable, Hashable {
  /// The size.
  public var layoutSize: LayoutSize
  /// The element kind the data source is asked for (one item of a kind per section).
  public var elementKind: String
  /// Where it sits on the section.
  public var alignment: RectAlignment
  /// A shift from the aligned place.
  public var absoluteOffset: CGPoint
  /// Whether it stays in view at the visible area's edge while its section shows (C-F3): a
  /// header at the top, a footer at the bottom. `false` by default.
  public var pinToVisibleBounds = false

  /// An item of a size and kind, aligned on the section and shifted by `absoluteOffset`.
  public init(
    layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment,
    absoluteOffset: CGPoint = .zero
  ) {
    self.layoutSize = layoutSize
    self.elementKind = elementKind
    self.alignment = alignment
    self.absoluteOffset = absoluteOffset
  }
}

/// How a section scrolls across the layout's scroll direction: the TableSource counterpart of
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior` (C-F3).
///
/// Any behaviour but ``none`` lays the section's groups out across the layout, in a band that
/// scrolls on its own; ``VirtualCollectionView/setOrthogonalScrollOffset(_:forSection:)`` moves
/// it, and comes to rest where the behaviour allows.
public enum OrthogonalScrollingBehavior: Sendable, Hashable {
  /// The section does not scroll on its own: groups follow the layout's scroll direction.
  case none
  /// Scrolls to any offset.
  case continuous
  /// Scrolls to any offset, and comes to rest with a group's leading edge at the start.
  case continuousGroupLeadingBoundary
  /// Comes to rest at multiples of the section's visible width.
  case paging
  /// Comes to rest with a group's leading edge at the start.
  case groupPaging
  /// Comes to rest with a group centred.
  case groupPagingCentered
}

/// A section of a compositional layout: one group repeated for its items: the TableSource
/// counterpart of `NSCollectionLayoutSection` (C-F3).
public struct LayoutSection: Sendable, Equatable {
  /// The group repeated for the section's items.
  public var group: LayoutGroup
  /// The space between groups: zero by default.
  public var interGroupSpacing: CGFloat = 0
  /// The space around the section's groups, inside its boundary items (C-F3).
  public var contentInsets = DirectionalEdgeInsets.zero
  /// Headers, footers and other views on the section's edges.
  public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
  /// Whether and how the section scrolls on its own: ``OrthogonalScrollingBehavior/none`` by
  /// default.
  public var orthogonalScrollingBehavior = OrthogonalScrollingBehavior.none
  /// The list the section is, when it was made by ``list(using:layoutEnvironment:)``.
  package var list: CompositionalListSection?

  /// A section repeating a group.
  public init(group: LayoutGroup) {
    self.group = group
  }
}

/// What a section provider knows of where the section goes: the TableSource counterpart of
/// `NSCollectionLayoutEnvironment`.
public struct LayoutEnvironment: Sendable, Hashable {
  /// The container the layout fills: the collection view's visible size.
  public var container: LayoutContainer
}

extension LayoutEnvironment {
  /// The environment of a container of a size: what the UIKit bridge hands a section provider
  /// when UIKit asks it for a section.
  package init(containerSize: CGSize) {
    self.init(container: LayoutContainer(contentSize: containerSize))
  }
}

/// The size a compositional layout fills: the TableSource counterpart of
/// `NSCollectionLayoutContainer`.
public struct LayoutContainer: Sendable, Hashable {
  /// The collection view's visible size.
  public var contentSize: CGSize
  /// The size less the container's insets: the same as ``contentSize`` (the virtual collection
  /// view has no safe area).
  public var effectiveContentSize: CGSize { contentSize }
}
