public import Foundation

// The compositional layout and the list configuration, as far as the bridge's layout mappings
// use them. UIKit's `NSCollectionLayout*` classes are Objective-C classes whose class factories
// Swift imports as convenience initializers or `class func … -> Self`; here each factory is
// declared as Swift imports it, over a designated initializer of the stand-in's own that the
// bridge cannot see (Apple marks `init` and `new` unavailable on these classes). Apple's
// `@NSCopying` on the copied properties is left out: it changes no signature.
//
// `UICollectionLayoutListConfiguration` is a Swift struct in UIKit; its properties are stored
// here, as a struct's values are, so that the bridge's list mapping runs on Linux.

/// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/top
  public var top: CGFloat
  /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/leading
  public var leading: CGFloat
  /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/bottom
  public var bottom: CGFloat
  /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/trailing
  public var trailing: CGFloat

  /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension
@MainActor
open class NSCollectionLayoutDimension: NSObject {
  override init() { super.init() }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:)
  /// ("a fraction of the width of the containing group")
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalheight(_:)
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/absolute(_:)
  open class func absolute(_ absoluteDimension: CGFloat) -> Self { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:)
  /// ("the final size of the dimension is determined when the content is rendered")
  open class func estimated(_ estimatedDimension: CGFloat) -> Self { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize
@MainActor
open class NSCollectionLayoutSize: NSObject {
  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/init(widthdimension:heightdimension:)
  /// (a class factory, imported as a convenience initializer)
  public convenience init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    self.init()
  }

  private override init() { super.init() }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing
@MainActor
open class NSCollectionLayoutSpacing: NSObject {
  override init() { super.init() }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/fixed(_:)
  open class func fixed(_ fixedSpacing: CGFloat) -> Self { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/flexible(_:)
  open class func flexible(_ flexibleSpacing: CGFloat) -> Self { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutedgespacing
@MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutedgespacing/init(leading:top:trailing:bottom:)
  /// (a class factory, imported as a convenience initializer)
  public convenience init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.init()
  }

  private override init() { super.init() }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem
@MainActor
open class NSCollectionLayoutItem: NSObject {
  override init() { super.init() }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:)
  /// (a class factory, imported as a convenience initializer)
  public convenience init(layoutSize: NSCollectionLayoutSize) { self.init() }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/contentinsets
  open var contentInsets: NSDirectionalEdgeInsets {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/edgespacing
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitems:)
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> Self {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:subitems:)
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> Self {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:repeatingsubitem:count:)
  /// ("it's your responsibility to ensure that the group's `layoutSize` can fit `count`
  /// repetitions of this item": the subitem keeps its own size)
  @available(iOS 16.0, tvOS 16.0, *)
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize,
    repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:repeatingsubitem:count:)
  @available(iOS 16.0, tvOS 16.0, *)
  open class func vertical(
    layoutSize: NSCollectionLayoutSize,
    repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitem:count:)
  /// ("equally sized items": the group sizes `count` copies to fill it, with the inter-item
  /// spacing between them; deprecated in iOS 16)
  @available(iOS, introduced: 13.0, deprecated: 16.0)
  @available(tvOS, introduced: 13.0, deprecated: 16.0)
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:subitem:count:)
  @available(iOS, introduced: 13.0, deprecated: 16.0)
  @available(tvOS, introduced: 13.0, deprecated: 16.0)
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/interitemspacing
  open var interItemSpacing: NSCollectionLayoutSpacing? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

/// https://developer.apple.com/documentation/uikit/nsrectalignment
public enum NSRectAlignment: Int, @unchecked Sendable {
  case none = 0
  case top = 1
  case topLeading = 2
  case leading = 3
  case bottomLeading = 4
  case bottom = 5
  case bottomTrailing = 6
  case trailing = 7
  case topTrailing = 8
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem
@MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/init(layoutsize:elementkind:alignment:absoluteoffset:)
  /// (a class factory, imported as a convenience initializer)
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.init()
  }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/pintovisiblebounds
  open var pinToVisibleBounds: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

/// https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, @unchecked Sendable {
  case none = 0
  case continuous = 1
  case continuousGroupLeadingBoundary = 2
  case paging = 3
  case groupPaging = 4
  case groupPagingCentered = 5
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection
@MainActor
open class NSCollectionLayoutSection: NSObject {
  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/init(group:)
  /// (a class factory, imported as a convenience initializer)
  public convenience init(group: NSCollectionLayoutGroup) { self.init() }

  private override init() { super.init() }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsets
  open var contentInsets: NSDirectionalEdgeInsets {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/intergroupspacing
  open var interGroupSpacing: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/boundarysupplementaryitems
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

@available(iOS 14.0, tvOS 14.0, *)
extension NSCollectionLayoutSection {
  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/list(using:layoutenvironment:)
  @MainActor @preconcurrency
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    declarationOnly()
  }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer
/// (the requirements the bridge reads; the content insets are left out)
@MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer/contentsize
  var contentSize: CGSize { get }
  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer/effectivecontentsize
  /// ("the size of the container after content insets are applied")
  var effectiveContentSize: CGSize { get }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment
/// (`traitCollection`, which the bridge does not read, is left out)
@MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment/container
  var container: any NSCollectionLayoutContainer { get }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutsectionprovider
/// (UIKit raises for a `nil` section)
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/init()
  public override init() { super.init() }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/scrolldirection
  open var scrollDirection: UICollectionView.ScrollDirection {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/intersectionspacing
  open var interSectionSpacing: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:configuration:)
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    super.init()
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct
@available(iOS 14.0, tvOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum
  public enum Appearance: Hashable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/plain
    case plain
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/grouped
    case grouped
    #if !TABLESOURCE_STANDIN_TVOS
      /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/insetgrouped
      /// (not on tvOS, as `UITableView.Style.insetGrouped` is not)
      @available(tvOS, unavailable)
      case insetGrouped
      /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/sidebar
      /// (its page lists no tvOS)
      @available(tvOS, unavailable)
      case sidebar
      /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/sidebarplain
      @available(tvOS, unavailable)
      case sidebarPlain
    #endif
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum
  public enum HeaderMode: Hashable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum/none
    case none
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum/supplementary
    case supplementary
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum/firstiteminsection
    case firstItemInSection
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.enum
  public enum FooterMode: Hashable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.enum/none
    case none
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.enum/supplementary
    case supplementary
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/init(appearance:)
  public init(appearance: UICollectionLayoutListConfiguration.Appearance) {
    self.appearance = appearance
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.property
  public let appearance: UICollectionLayoutListConfiguration.Appearance

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.property
  public var headerMode = UICollectionLayoutListConfiguration.HeaderMode.none

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.property
  public var footerMode = UICollectionLayoutListConfiguration.FooterMode.none

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headertoppadding
  /// ("the default value is `nil`, which indicates automatic padding")
  @available(iOS 15.0, tvOS 15.0, *)
  public var headerTopPadding: CGFloat? {
    get { storedHeaderTopPadding }
    set { storedHeaderTopPadding = newValue }
  }
  // Stored properties cannot carry availability; the stand-in keeps the values privately.
  private var storedHeaderTopPadding: CGFloat?

  #if !TABLESOURCE_STANDIN_TVOS
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/showsseparators
    /// (its page lists iOS and no tvOS: a tvOS list has no separators to show)
    @available(tvOS, unavailable)
    public var showsSeparators: Bool {
      get { storedShowsSeparators }
      set { storedShowsSeparators = newValue }
    }
    private var storedShowsSeparators = true

    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/swipeactionsconfigurationprovider
    /// (not on tvOS, which has no swipe actions)
    @available(tvOS, unavailable)
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/leadingswipeactionsconfigurationprovider
    @available(tvOS, unavailable)
    public var leadingSwipeActionsConfigurationProvider:
      UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    {
      get { storedProviders.leading }
      set { storedProviders.leading = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/trailingswipeactionsconfigurationprovider
    @available(tvOS, unavailable)
    public var trailingSwipeActionsConfigurationProvider:
      UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    {
      get { storedProviders.trailing }
      set { storedProviders.trailing = newValue }
    }

    private var storedProviders:
      (
        leading: ((IndexPath) -> UISwipeActionsConfiguration?)?,
        trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
      ) = (nil, nil)
  #endif
}
