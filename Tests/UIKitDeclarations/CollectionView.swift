public import Foundation

// `UICollectionView` and its cells, as far as the collection-view bridge uses them. Where UIKit
// raises an exception instead of returning, the declaration says so: the stand-in cannot, and
// the bridge checks before it calls.

/// https://developer.apple.com/documentation/uikit/uicollectionview
@MainActor
open class UICollectionView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
  /// (UIKit raises `NSInvalidArgumentException` for a `nil` layout, which Swift cannot pass)
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    super.init(frame: frame)
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
  open var collectionViewLayout: UICollectionViewLayout {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource
  weak open var dataSource: (any UICollectionViewDataSource)?

  /// https://developer.apple.com/documentation/uikit/uicollectionview/delegate (UIKit redeclares
  /// `UIScrollView`'s delegate with this type; the stand-in's scroll view has none)
  weak open var delegate: (any UICollectionViewDelegate)?

  /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)
  /// (the class overload; `-6z6t4` is the nib one. An empty identifier raises)
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-661io
  /// (the class overload; an empty identifier raises)
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
  /// (an identifier without registration raises `NSInternalInconsistencyException`, C-A4; so
  /// does a second dequeue for one request, C-A8)
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)
  /// (raises as the cell dequeue does)
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
  /// (an update whose counts do not add up raises "Invalid update", C-G5)
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/insertsections(_:)
  open func insertSections(_ sections: IndexSet) { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/deletesections(_:)
  open func deleteSections(_ sections: IndexSet) { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/reloadsections(_:)
  open func reloadSections(_ sections: IndexSet) { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/movesection(_:tosection:)
  open func moveSection(_ section: Int, toSection newSection: Int) { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)
  open func insertItems(at indexPaths: [IndexPath]) { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
  open func deleteItems(at indexPaths: [IndexPath]) { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
  open func reloadItems(at indexPaths: [IndexPath]) { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/moveitem(at:to:)
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)
  /// (a cell dequeued for a reconfigure must come from the item's original registration, C-H3)
  @available(iOS 15.0, tvOS 15.0, *)
  open func reconfigureItems(at indexPaths: [IndexPath]) { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
  open func reloadData() { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems
  /// (not optional, unlike the table's `indexPathsForVisibleRows`)
  open var indexPathsForVisibleItems: [IndexPath] { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforselecteditems
  open var indexPathsForSelectedItems: [IndexPath]? { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:)
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool,
    scrollPosition: UICollectionView.ScrollPosition
  ) {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:)
  open func deselectItem(at indexPath: IndexPath, animated: Bool) { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/allowsselection
  open var allowsSelection: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection
  open var allowsMultipleSelection: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselectionduringediting
  /// ("the default value is `false`"; stored, so that the bridge's answer for a delegate that
  /// does not decide runs on Linux)
  @available(iOS 14.0, tvOS 14.0, *)
  open var allowsMultipleSelectionDuringEditing: Bool {
    get { storedAllowsMultipleSelectionDuringEditing }
    set { storedAllowsMultipleSelectionDuringEditing = newValue }
  }
  // Stored properties cannot carry availability; the stand-in keeps the value privately.
  private var storedAllowsMultipleSelectionDuringEditing = false

  /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
  /// (Apple declares `class let`, as `UITableView.automaticDimension`)
  public class var elementKindSectionHeader: String { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
  public class var elementKindSectionFooter: String { declarationOnly() }
}

extension UICollectionView {
  /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition
  public struct ScrollPosition: OptionSet, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/rawvalue
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/top
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredvertically
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/bottom
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/left
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredhorizontally
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/right
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection
  public enum ScrollDirection: Int, @unchecked Sendable {
    case vertical = 0
    case horizontal = 1
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration
  /// (a registration made inside `cellForItemAt` or a cell provider raises when used, from iOS
  /// 15: C-A10)
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/handler
    public typealias Handler = (Cell, IndexPath, Item) -> Void

    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/init(handler:)
    public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {}
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration
  /// (bound to its element kind: answering another kind with it raises, C-A7, C-A11)
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor
  public struct SupplementaryRegistration<Supplementary>
  where Supplementary: UICollectionReusableView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration/handler
    public typealias Handler = (Supplementary, String, IndexPath) -> Void

    /// https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration/init(elementkind:handler:)
    public init(
      elementKind: String,
      handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler
    ) {}
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
  @available(iOS 14.0, tvOS 14.0, *)
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
    item: Item?
  ) -> Cell where Cell: UICollectionViewCell {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablesupplementary(using:for:)
  @available(iOS 14.0, tvOS 14.0, *)
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
    for indexPath: IndexPath
  ) -> Supplementary where Supplementary: UICollectionReusableView {
    declarationOnly()
  }
}

/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor
open class UICollectionReusableView: UIView {
  /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier
  open var reuseIdentifier: String? { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()
  open func prepareForReuse() { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  private let content = UIView()

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
  open var contentView: UIView { content }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected
  open var isSelected: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationstate-4u37h
  /// (in the class, not an extension, so that a subclass can override it as UIKit allows:
  /// `ListContent.swift` has the state)
  @available(iOS 14.0, tvOS 14.0, *)
  open var configurationState: UICellConfigurationState { UICellConfigurationState() }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/setneedsupdateconfiguration()
  /// (nothing to update here: the stand-in draws nothing)
  @available(iOS 14.0, tvOS 14.0, *)
  open func setNeedsUpdateConfiguration() {}

  /// What `contentConfiguration` keeps: the stand-in's own storage, as the table cell's.
  var keptContentConfiguration: Any?
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewCell {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration
  @MainActor public var contentConfiguration: (any UIContentConfiguration)? {
    get { keptContentConfiguration as? any UIContentConfiguration }
    set { keptContentConfiguration = newValue }
  }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()
  open func defaultContentConfiguration() -> UIListContentConfiguration { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories
  open var accessories: [UICellAccessory] = []

  /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/indentationlevel
  open var indentationLevel = 0
}
