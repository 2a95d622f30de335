public import Foundation

/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor
open class UITableViewCell: UIView {
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(frame: .zero)
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  // The cell keeps what the forms' cells set, so that a test can show content in a cell and
  // run the controls' checks (see `UIStepper`); nothing is drawn.

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property
  open var accessoryType: UITableViewCell.AccessoryType = .none

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview
  open var accessoryView: UIView?

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/editingaccessorytype
  open var editingAccessoryType: UITableViewCell.AccessoryType = .none

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/indentationlevel
  open var indentationLevel = 0

  /// What `contentConfiguration` keeps: the stand-in's own storage (an extension cannot hold
  /// it), so that a test can read back what a cell was given.
  var keptContentConfiguration: Any?

  private let views = (content: UIView(), text: UILabel(), detail: UILabel())

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
  open var contentView: UIView { views.content }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel (UIKit marks it
  /// to be deprecated: content configurations replace it)
  open var textLabel: UILabel? { views.text }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel (to be
  /// deprecated, as `textLabel`)
  open var detailTextLabel: UILabel? { views.detail }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property
  open var selectionStyle: UITableViewCell.SelectionStyle = .blue

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
  open func prepareForReuse() { declarationOnly() }
}

extension UITableViewCell {
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
  public enum CellStyle: Int, @unchecked Sendable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum
  public enum SelectionStyle: Int, @unchecked Sendable {
    case none = 0
    case blue = 1
    case gray = 2
    @available(iOS 7.0, *)
    case `default` = 3
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum
  public enum EditingStyle: Int, @unchecked Sendable {
    case none = 0
    case delete = 1
    case insert = 2
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum
  public enum AccessoryType: Int, @unchecked Sendable {
    case none = 0
    case disclosureIndicator = 1
    case detailDisclosureButton = 2
    case checkmark = 3
    @available(iOS 7.0, *)
    case detailButton = 4
  }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UITableViewCell {
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
  @MainActor public var contentConfiguration: (any UIContentConfiguration)? {
    get { keptContentConfiguration as? any UIContentConfiguration }
    set { keptContentConfiguration = newValue }
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
  @MainActor public func defaultContentConfiguration() -> UIListContentConfiguration {
    declarationOnly()
  }
}

/// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview
@available(iOS 6.0, *)
@MainActor
open class UITableViewHeaderFooterView: UIView {
  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(reuseidentifier:)
  public init(reuseIdentifier: String?) { super.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

#if !TABLESOURCE_STANDIN_TVOS  // Swipe actions are unavailable on tvOS.
  /// https://developer.apple.com/documentation/uikit/uicontextualaction
  @available(iOS 11.0, *)
  @MainActor
  open class UIContextualAction: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.typealias
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum
    public enum Style: Int, @unchecked Sendable {
      case normal = 0
      case destructive = 1
    }

    /// https://developer.apple.com/documentation/uikit/uicontextualaction/init(style:title:handler:)
    /// (an Objective-C class factory, imported as a convenience initializer; the private
    /// designated initializer behind it is the stand-in's)
    public convenience init(
      style: UIContextualAction.Style, title: String?,
      handler: @escaping UIContextualAction.Handler
    ) {
      self.init()
    }

    private override init() { super.init() }
  }

  /// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration
  @available(iOS 11.0, *)
  @MainActor
  open class UISwipeActionsConfiguration: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/init(actions:)
    /// (a class factory, as `UIContextualAction`'s)
    public convenience init(actions: [UIContextualAction]) { self.init() }

    private override init() { super.init() }

    /// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe
    open var performsFirstActionWithFullSwipe: Bool {
      get { declarationOnly() }
      set { declarationOnly() }
    }
  }
#endif
