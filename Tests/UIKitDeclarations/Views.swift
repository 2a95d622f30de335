public import Foundation

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
  open var isFirstResponder: Bool { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  @discardableResult
  open func becomeFirstResponder() -> Bool { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
  @discardableResult
  open func resignFirstResponder() -> Bool { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:) (Objective-C's `init`,
  /// which UIKit's views answer as `init(frame: .zero)`)
  public override convenience init() { self.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:) (`required`: it
  /// satisfies `NSCoding`'s initializer, so subclasses must provide it)
  public required init?(coder: NSCoder) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uiview/window
  open var window: UIWindow? { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  open func layoutIfNeeded() { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
  open func didMoveToWindow() { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
  open var isUserInteractionEnabled: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
  open var layoutMarginsGuide: UILayoutGuide { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uiview/leadinganchor
  open var leadingAnchor: NSLayoutXAxisAnchor { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uiview/trailinganchor
  open var trailingAnchor: NSLayoutXAxisAnchor { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uiview/topanchor
  open var topAnchor: NSLayoutYAxisAnchor { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uiview/bottomanchor
  open var bottomAnchor: NSLayoutYAxisAnchor { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uiview/heightanchor
  open var heightAnchor: NSLayoutDimension { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/uiview/sizetofit()
  open func sizeToFit() { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uiview/setcontenthuggingpriority(_:for:)
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    declarationOnly()
  }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor
open class UIWindow: UIView {}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor
open class UIScrollView: UIView {}

/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate (all of its members
/// are optional; the bridge implements none of them)
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  open var view: UIView! {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  open func loadView() { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/uicontentconfiguration (its requirements
/// are left out: the bridge and the README example only pass configurations to cells)
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
public protocol UIContentConfiguration {}

// `UIListContentConfiguration` is in `ListContent.swift`, with the rest of list content.
