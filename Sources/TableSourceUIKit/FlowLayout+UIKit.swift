#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitDeclarations)
  public import TableSourceVirtualCollection
  #if canImport(UIKit)
    public import UIKit
  #else
    public import UIKitDeclarations
  #endif

  // Each layout of the virtual collection view maps to UIKit's through one function: a layout
  // designed and tested off-device is the one the app shows. The flow layout's is here.

  extension UICollectionViewFlowLayout {
    /// UIKit's flow layout with `layout`'s settings: item size, estimated item size
    /// (`FlowLayout.automaticSize` as UIKit's `automaticSize`), spacings, section inset,
    /// header and footer reference sizes, scroll direction and pinning.
    ///
    /// `FlowLayout.lastLineSpacing` has no UIKit setting: `.asFullLine` is what UIKit does, and
    /// `.minimum` models a layout UIKit was reported to produce, not one it can be asked for.
    /// Later changes to `layout` do not reach the UIKit layout.
    public convenience init(_ layout: FlowLayout) {
      self.init()
      itemSize = layout.itemSize
      estimatedItemSize =
        layout.estimatedItemSize == FlowLayout.automaticSize
        ? UICollectionViewFlowLayout.automaticSize : layout.estimatedItemSize
      minimumLineSpacing = layout.minimumLineSpacing
      minimumInteritemSpacing = layout.minimumInteritemSpacing
      let inset = layout.sectionInset
      sectionInset = UIEdgeInsets(
        top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
      headerReferenceSize = layout.headerReferenceSize
      footerReferenceSize = layout.footerReferenceSize
      scrollDirection = layout.scrollDirection == .vertical ? .vertical : .horizontal
      sectionHeadersPinToVisibleBounds = layout.sectionHeadersPinToVisibleBounds
      sectionFootersPinToVisibleBounds = layout.sectionFootersPinToVisibleBounds
    }
  }
#endif
