public import Foundation
public import TableSourceVirtualTable

/// A reusable collection view cell: the TableSource counterpart of `UICollectionViewCell`, free
/// of any UI framework.
///
/// Subclass it for each kind of item and describe what the cell shows in
/// ``ReusableView/renderedContent``, so the collection view's text picture and your tests can see
/// it. The base class shows a ``text``.
///
/// The collection view drives ``isSelected`` and ``isHighlighted``: it sets the selected state
/// from its own selection every time the cell is displayed. It shares the table's reuse machinery
/// (``ReusableView``): an identifier, `prepareForReuse()` before a queued cell is handed out again
/// (C-B1), an instance number and a generation that say which cell showed which item.
@MainActor
open class CollectionViewCell: ReusableView {
  /// The text shown.
  public var text: String?
  /// Whether the cell shows its item as selected. Set by the collection view.
  public package(set) var isSelected = false
  /// Whether the cell shows its item as highlighted (a finger is down on it). Set by the
  /// collection view.
  public package(set) var isHighlighted = false

  /// The text, or nothing.
  open override var renderedContent: String { text ?? "" }

  /// The size the cell asks for when the layout sizes items itself (C-D1): UIKit's
  /// `preferredLayoutAttributesFitting(_:)`. The collection view asks once an item shown with
  /// an estimated size has been configured; the default keeps the size proposed.
  open func preferredLayoutSize(fitting proposed: CGSize) -> CGSize { proposed }
}

/// A reusable supplementary view (a section header, a footer, or any kind a layout defines): the
/// TableSource counterpart of `UICollectionReusableView`.
///
/// Supplementary views are registered and queued by the pair (element kind, reuse identifier)
/// (C-A2), separately from cells, and each remembers the kind it was registered for, so that a
/// view dequeued for one kind and returned for another is caught (C-A7).
@MainActor
open class CollectionReusableView: ReusableView {
  /// The text shown.
  public var text: String?
  /// The size the view asks for when the layout sizes it itself (a boundary item with an
  /// estimated dimension, C-D4): UIKit's `preferredLayoutAttributesFitting(_:)`, asked once the
  /// view shown with its estimate has been configured, as a cell's
  /// (``CollectionViewCell/preferredLayoutSize(fitting:)``). The default keeps the size proposed.
  open func preferredLayoutSize(fitting proposed: CGSize) -> CGSize { proposed }

  /// The element kind the view was registered and dequeued for (such as
  /// ``CollectionElementKind/sectionHeader``); empty for a view the collection view did not make.
  public package(set) var elementKind = ""

  /// The text, or nothing.
  open override var renderedContent: String { text ?? "" }
}
