/// What one row of a list shows: a text, a secondary text and an image, in one of the styles
/// UIKit gives list content. The TableSource counterpart of UIKit's `UIListContentConfiguration`.
///
/// A table's cell (`UITableViewCell.contentConfiguration`) and a collection view's list cell
/// (`UICollectionViewListCell.contentConfiguration`) both show it, so a row that fills one
/// (a ``ListRow``) shows the same content in a table and in a list.
///
/// ```swift
/// var content = ListContentConfiguration.valueCell()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// content.imageName = "wifi"
/// ```
///
/// Only what a text picture can show is kept: no fonts, colours, margins or image sizes. An
/// image is named, as a `UIImage(systemName:)` would be, and drawn as `(name)`.
public struct ListContentConfiguration: Hashable, Sendable {
  /// The layout a preset gives the texts: UIKit's presets, of which a text picture tells apart
  /// only whether the secondary text sits beside the text or beneath it.
  public enum Style: Sendable, Hashable {
    /// ``cell()``: a text, and a secondary text beneath it when there is one.
    case cell
    /// ``subtitleCell()``: a text with a secondary text beneath it.
    case subtitleCell
    /// ``valueCell()``: a text with a value beside it, at the trailing edge.
    case valueCell
    /// ``plainHeader()``: a header of a plain list.
    case plainHeader
    /// ``plainFooter()``: a footer of a plain list.
    case plainFooter
    /// ``groupedHeader()``: a header of a grouped or inset-grouped list.
    case groupedHeader
    /// ``groupedFooter()``: a footer of a grouped or inset-grouped list.
    case groupedFooter
    /// ``sidebarCell()``: a cell of a sidebar.
    case sidebarCell
    /// ``sidebarHeader()``: a header of a sidebar.
    case sidebarHeader
  }

  /// The preset the configuration was made from.
  public private(set) var style: Style
  /// The main text, as UIKit's `text`.
  public var text: String?
  /// The secondary text, as UIKit's `secondaryText`: beneath the text, or beside it in a value
  /// cell.
  public var secondaryText: String?
  /// The name of the image shown before the texts, or `nil` for none: UIKit's `image`, named.
  public var imageName: String?
  /// Whether the secondary text sits beside the text rather than beneath it, as UIKit's
  /// `prefersSideBySideTextAndSecondaryText`: `true` for ``valueCell()``.
  public var prefersSideBySideTextAndSecondaryText: Bool

  /// A configuration of `style`, empty.
  private init(_ style: Style) {
    self.style = style
    prefersSideBySideTextAndSecondaryText = style == .valueCell
  }

  /// A plain list cell: UIKit's `UIListContentConfiguration.cell()`, what a table's cell and a
  /// list cell's `defaultContentConfiguration()` return.
  public static func cell() -> Self { Self(.cell) }
  /// A cell with a subtitle beneath its text: `subtitleCell()`.
  public static func subtitleCell() -> Self { Self(.subtitleCell) }
  /// A cell with a value beside its text: `valueCell()`.
  public static func valueCell() -> Self { Self(.valueCell) }
  /// A header of a plain list: `plainHeader()`.
  public static func plainHeader() -> Self { Self(.plainHeader) }
  /// A footer of a plain list: `plainFooter()`.
  public static func plainFooter() -> Self { Self(.plainFooter) }
  /// A header of a grouped list: `groupedHeader()`.
  public static func groupedHeader() -> Self { Self(.groupedHeader) }
  /// A footer of a grouped list: `groupedFooter()`.
  public static func groupedFooter() -> Self { Self(.groupedFooter) }
  /// A cell of a sidebar: `sidebarCell()`.
  public static func sidebarCell() -> Self { Self(.sidebarCell) }
  /// A header of a sidebar: `sidebarHeader()`.
  public static func sidebarHeader() -> Self { Self(.sidebarHeader) }

  /// The configuration as a text picture draws it: `(image) text  secondary` when the texts sit
  /// side by side, `(image) text · secondary` when the secondary text sits beneath; what is `nil`
  /// is left out. A table's cell and a list cell draw it alike.
  public var renderedText: String {
    var parts: [String] = []
    if let imageName { parts.append("(\(imageName))") }
    if let text { parts.append(text) }
    var shown = parts.joined(separator: " ")
    if let secondaryText {
      let separator = prefersSideBySideTextAndSecondaryText ? "  " : " · "
      shown = shown.isEmpty ? secondaryText : shown + separator + secondaryText
    }
    return shown
  }
}
