public import Foundation

// Auto Layout, as far as the forms' UIKit cells use it: a stack view pinned to a cell's
// margins, and fixed heights.

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor
open class NSLayoutConstraint: NSObject {
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
  open class func activate(_ constraints: [NSLayoutConstraint]) { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
  open var isActive: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority
  open var priority: UILayoutPriority {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

extension NSLayoutConstraint {
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
  public enum Axis: Int, @unchecked Sendable {
    case horizontal = 0
    case vertical = 1
  }
}

/// https://developer.apple.com/documentation/uikit/uilayoutpriority
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/rawvalue
  public let rawValue: Float
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:)
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/required
  public static let required = UILayoutPriority(rawValue: 1000)
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh
  public static let defaultHigh = UILayoutPriority(rawValue: 750)
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    declarationOnly()
  }
}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequaltoconstant:)
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    declarationOnly()
  }
}

/// https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor
open class UILayoutGuide: NSObject {
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
  open var leadingAnchor: NSLayoutXAxisAnchor { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
  open var trailingAnchor: NSLayoutXAxisAnchor { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
  open var topAnchor: NSLayoutYAxisAnchor { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
  open var bottomAnchor: NSLayoutYAxisAnchor { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/uistackview
@MainActor
open class UIStackView: UIView {
  /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
  public init(arrangedSubviews views: [UIView]) { super.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uistackview/init(coder:)
  public required init(coder: NSCoder) { super.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
  open func addArrangedSubview(_ view: UIView) { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uistackview/axis
  open var axis: NSLayoutConstraint.Axis {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/uistackview/spacing
  open var spacing: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
