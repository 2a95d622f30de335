import Foundation

/// What a section shows above or below its rows: a plain title, or content in a reusable view.
public enum SectionHeaderFooter: ExpressibleByStringInterpolation {
  /// A title, shown in a view the table provides (like `titleForHeaderInSection`).
  case title(String)
  /// Content shown in a reusable header/footer view (like `viewForHeaderInSection`).
  case view(AnyHeaderFooter)

  /// A title from a string literal: `header: "Network"`.
  public init(stringLiteral value: String) {
    self = .title(value)
  }

  /// A title from an interpolated string: `header: "Day \(day)"`.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self = .title(String(stringInterpolation: stringInterpolation))
  }

  /// Content in a reusable view.
  @MainActor public static func view<Content: TableViewHeaderFooter>(_ content: Content) -> Self {
    .view(AnyHeaderFooter(content))
  }

  /// The title, if this is one.
  public var title: String? {
    if case .title(let title) = self { return title }
    return nil
  }
}
