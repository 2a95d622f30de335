public import Foundation

/// Header or footer content of any type, checked like ``AnyRow``: configuring a view of another
/// type throws ``TableViewError/viewTypeMismatch(content:expectedView:actualView:)``.
public struct AnyHeaderFooter: TableViewHeaderFooter {
  /// Any object: the wrapped content checks the real type when it configures.
  public typealias View = AnyObject

  /// The wrapped content.
  public let base: any TableViewHeaderFooter
  /// The wrapped content's reuse identifier.
  public let reuseIdentifier: String
  /// The wrapped content's view class.
  public let viewClass: AnyClass
  /// The wrapped content's height.
  public let height: CGFloat?

  private let configureView: @MainActor (AnyObject) throws -> Void

  /// Wraps header or footer content; an `AnyHeaderFooter` is returned as it is.
  @MainActor public init<Content: TableViewHeaderFooter>(_ content: Content) {
    if let erased = content as? AnyHeaderFooter {
      self = erased
      return
    }
    base = content
    reuseIdentifier = content.reuseIdentifier
    viewClass = content.viewClass
    height = content.height
    configureView = { view in
      guard let typed = view as? Content.View else {
        throw TableViewError.viewTypeMismatch(
          content: String(reflecting: Content.self),
          expectedView: String(reflecting: Content.View.self),
          actualView: String(reflecting: type(of: view)))
      }
      try content.configure(typed)
    }
  }

  /// Configures the view through the wrapped content.
  ///
  /// - Throws: ``TableViewError/viewTypeMismatch(content:expectedView:actualView:)`` for a view
  ///   of another type.
  @MainActor public func configure(_ view: AnyObject) throws {
    try configureView(view)
  }
}
