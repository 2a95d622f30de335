public import Foundation

/// https://developer.apple.com/documentation/uikit/uitableview
@MainActor
open class UITableView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
  public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }

  /// https://developer.apple.com/documentation/uikit/uitableview/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// https://developer.apple.com/documentation/uikit/uitableview/datasource
  weak open var dataSource: (any UITableViewDataSource)?

  /// https://developer.apple.com/documentation/uikit/uitableview/delegate (in UIKit it
  /// redeclares `UIScrollView`'s delegate with this type; the stand-in's scroll view has none)
  weak open var delegate: (any UITableViewDelegate)?

  /// https://developer.apple.com/documentation/uikit/uitableview/rowheight
  open var rowHeight: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/sectionheaderheight
  open var sectionHeaderHeight: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/sectionfooterheight
  open var sectionFooterHeight: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows
  open var indexPathsForVisibleRows: [IndexPath]? { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
  @available(iOS 6.0, *)
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:)-20ybb
  @available(iOS 6.0, *)
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  @available(iOS 6.0, *)
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusableheaderfooterview(withidentifier:)
  @available(iOS 6.0, *)
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
  @available(iOS 11.0, *)
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)
  @available(iOS 3.0, *)
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)
  @available(iOS 5.0, *)
  open func moveSection(_ section: Int, toSection newSection: Int) { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
  @available(iOS 3.0, *)
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)
  @available(iOS 5.0, *)
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)
  @available(iOS 15.0, tvOS 15.0, *)
  open func reconfigureRows(at indexPaths: [IndexPath]) { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
  open func reloadData() { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
  open func deselectRow(at indexPath: IndexPath, animated: Bool) { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uitableview/scrolltorow(at:at:animated:)
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {
    declarationOnly()
  }
}

extension UITableView {
  /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
  public enum Style: Int, @unchecked Sendable {
    case plain = 0
    case grouped = 1
    #if !TABLESOURCE_STANDIN_TVOS  // iOS only.
      @available(iOS 13.0, *)
      case insetGrouped = 2
    #endif
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/scrollposition
  public enum ScrollPosition: Int, @unchecked Sendable {
    case none = 0
    case top = 1
    case middle = 2
    case bottom = 3
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation
  public enum RowAnimation: Int, @unchecked Sendable {
    case fade = 0
    case right = 1
    case left = 2
    case top = 3
    case bottom = 4
    case none = 5
    case middle = 6
    case automatic = 100
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/automaticdimension (Apple
  /// declares `class let`; Swift sources cannot declare a class stored property, and a read-only
  /// class property reads the same)
  @available(iOS 5.0, *)
  public class var automaticDimension: CGFloat { declarationOnly() }
}
