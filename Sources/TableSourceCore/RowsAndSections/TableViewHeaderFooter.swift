public import Foundation

/// The content of a section header or footer that a reusable view shows: the counterpart of
/// ``TableViewRow`` for ``TableViewHeaderFooterView``s.
///
/// For a plain title, use ``SectionHeaderFooter/title(_:)`` instead: the table shows it in a view
/// of its own.
public protocol TableViewHeaderFooter<View> {
  /// The type of view that shows this content.
  associatedtype View: AnyObject

  /// The view's reuse identifier, in the header/footer namespace. Defaults to
  /// ``ReuseIdentifier/default(for:)`` of `View`.
  var reuseIdentifier: String { get }

  /// The class registered for ``reuseIdentifier``. Defaults to `View.self`.
  var viewClass: AnyClass { get }

  /// The height in points, or `nil` for the table's default. Defaults to `nil`.
  var height: CGFloat? { get }

  /// Sets up a view to show this content, on new and reused views alike.
  @MainActor func configure(_ view: View) throws
}

// MARK: - Default implementations

extension TableViewHeaderFooter {
  /// The view type's derived identifier.
  public var reuseIdentifier: String { ReuseIdentifier.default(for: View.self) }

  /// The `View` type.
  public var viewClass: AnyClass { View.self }

  /// No height of its own.
  public var height: CGFloat? { nil }
}
