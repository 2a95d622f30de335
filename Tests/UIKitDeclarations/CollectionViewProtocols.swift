public import Foundation

// The collection view's data source and delegates. As for the table's (`Protocols.swift`), each
// optional requirement is a plain one with a deprecated default that reports it is not
// implemented (`OptionalRequirement`).

/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
  /// (a cell that was not dequeued, or was dequeued twice for the request, raises: C-A5, C-A8)
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
  /// (the view must be dequeued for the kind asked, never made otherwise: C-A6, C-A7)
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:)
  @available(iOS 9.0, *)
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)
  @available(iOS 9.0, *)
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

// UIKit's optional requirements (all but the first two above).
extension UICollectionViewDataSource {
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func numberOfSections(in collectionView: UICollectionView) -> Int { declarationOnly() }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView { declarationOnly() }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool { declarationOnly() }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate (every requirement
/// is optional in UIKit)
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldhighlightitemat:)
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldselectitemat:)
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:targetindexpathformovefromitemat:toproposedindexpath:)
  /// (deprecated from iOS 15: UIKit asks the variant below first when the delegate implements
  /// it)
  @available(iOS, introduced: 9.0, deprecated: 15.0)
  @available(tvOS, introduced: 9.0, deprecated: 15.0)
  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:targetindexpathformoveofitemfromoriginalindexpath:atcurrentindexpath:toproposedindexpath:)
  @available(iOS 15.0, tvOS 15.0, *)
  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
  #if !TABLESOURCE_STANDIN_TVOS  // The pages list iOS 13 and no tvOS.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldbeginmultipleselectioninteractionat:)
    /// (implemented, it decides whether a two-finger pan selects; without it UIKit reads
    /// `allowsMultipleSelectionDuringEditing`: C-I5)
    func collectionView(
      _ collectionView: UICollectionView,
      shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didbeginmultipleselectioninteractionat:)
    func collectionView(
      _ collectionView: UICollectionView,
      didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionviewdidendmultipleselectioninteraction(_:)
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)
  #endif
}

// UIKit's optional requirements: all of them.
extension UICollectionViewDelegate {
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { OptionalRequirement.notImplemented(true) }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { OptionalRequirement.notImplemented(true) }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented(()) }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { OptionalRequirement.notImplemented(proposedIndexPath) }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { OptionalRequirement.notImplemented(proposedIndexPath) }
  #if !TABLESOURCE_STANDIN_TVOS
    /// The stand-in's default for an optional requirement, deprecated so that using it warns.
    @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
    public func collectionView(
      _ collectionView: UICollectionView,
      shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { OptionalRequirement.notImplemented(false) }
    /// The stand-in's default for an optional requirement, deprecated so that using it warns.
    @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
    public func collectionView(
      _ collectionView: UICollectionView,
      didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) { OptionalRequirement.notImplemented(()) }
    /// The stand-in's default for an optional requirement, deprecated so that using it warns.
    @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
    public func collectionViewDidEndMultipleSelectionInteraction(
      _ collectionView: UICollectionView
    ) { OptionalRequirement.notImplemented(()) }
  #endif
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout (every
/// requirement is optional in UIKit; the flow layout uses its own property for a size or
/// spacing the delegate does not answer)
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:referencesizeforheaderinsection:)
  /// (a size of zero along the scroll direction means no header: C-C9)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:referencesizeforfooterinsection:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

// UIKit's optional requirements: all of them.
extension UICollectionViewDelegateFlowLayout {
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { OptionalRequirement.notImplemented(.zero) }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize { OptionalRequirement.notImplemented(.zero) }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor
open class UICollectionViewLayout: NSObject {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
  public override init() { super.init() }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:)
  public required init?(coder: NSCoder) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()
  open func invalidateLayout() { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize
  open var itemSize: CGSize {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize
  @available(iOS 8.0, *)
  open var estimatedItemSize: CGSize {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing
  open var minimumLineSpacing: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing
  open var minimumInteritemSpacing: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninset
  open var sectionInset: UIEdgeInsets {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize
  open var headerReferenceSize: CGSize {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/footerreferencesize
  open var footerReferenceSize: CGSize {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection
  open var scrollDirection: UICollectionView.ScrollDirection {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionheaderspintovisiblebounds
  @available(iOS 9.0, *)
  open var sectionHeadersPinToVisibleBounds: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionfooterspintovisiblebounds
  @available(iOS 9.0, *)
  open var sectionFootersPinToVisibleBounds: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/automaticsize
  /// (Apple declares `class let`, as `UITableView.automaticDimension`)
  @available(iOS 10.0, *)
  public class var automaticSize: CGSize { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Hashable, Sendable {
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/top
  public var top: CGFloat
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/left
  public var left: CGFloat
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
  public var bottom: CGFloat
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/right
  public var right: CGFloat

  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
}
