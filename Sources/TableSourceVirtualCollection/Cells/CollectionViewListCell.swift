public import TableSourceCore

/// A cell of a list: the TableSource counterpart of UIKit's `UICollectionViewListCell`, with a
/// list content configuration, system accessories and an indentation level.
///
/// A collection view shows a ``ListRow`` in one (``VirtualCollectionView/listCellClass``), the
/// way a table shows it in a ``TableViewCell``; subclass it for rows of your own that show list
/// content and more.
///
/// The text picture draws the indentation (two spaces a level), the leading accessories, the
/// ``contentConfiguration`` (``ListContentConfiguration/renderedText``; ``CollectionViewCell/text`` when there is
/// none) and the trailing accessories, two spaces apart: `  ⊖  Inbox  12  >`.
@MainActor
open class CollectionViewListCell: CollectionViewCell, ListContentCell {
  /// The list content the cell shows, as UIKit's `contentConfiguration`; `nil` for none. Kept on
  /// reuse, as UIKit keeps it: the next configure replaces it.
  public var contentConfiguration: ListContentConfiguration?
  /// The accessories, each on the edge its kind sits on, as UIKit's `accessories`.
  public var accessories: [CellAccessory] = []
  /// How many levels the content is indented by, as UIKit's `indentationLevel`: an outline's
  /// child sits a level deeper than its parent.
  public var indentationLevel = 0
  /// Whether the cell is editing: the accessories displayed `whenEditing` show, those displayed
  /// `whenNotEditing` hide (UIKit's configuration state `isEditing`). The collection view sets it
  /// from its ``VirtualCollectionView/isEditing`` when it displays the cell and when its mode
  /// changes (C-I5), as UIKit does.
  public var isEditing = false
  /// Whether the cell's item is expanded in its outline: an outline disclosure is drawn open
  /// (UIKit's configuration state `isExpanded`).
  public var isExpanded = false

  /// The cell's default list content, as UIKit's `defaultContentConfiguration()`: an empty
  /// ``ListContentConfiguration/cell()``.
  open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

  /// Shows `content` as the ``contentConfiguration`` and `accessories` as the ``accessories``.
  public func showListContent(_ content: ListContentConfiguration, accessories: [CellAccessory]) {
    contentConfiguration = content
    self.accessories = accessories
  }

  /// The indentation, the accessories and the content.
  open override var renderedContent: String {
    let content = contentConfiguration?.renderedText ?? super.renderedContent
    let shown = accessories.rendered(
      around: content, isEditing: isEditing, isExpanded: isExpanded)
    return String(repeating: "  ", count: max(indentationLevel, 0)) + shown
  }
}

extension VirtualCollectionView {
  /// ``CollectionViewListCell``: a collection view shows a ``ListRow`` in a list cell.
  public var listCellClass: AnyClass? { CollectionViewListCell.self }
}
