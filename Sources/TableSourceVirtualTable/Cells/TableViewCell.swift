public import TableSourceCore

/// A reusable table cell: the TableSource counterpart of `UITableViewCell`, free of any UI
/// framework.
///
/// Subclass it for each kind of row and describe what the cell shows in ``renderedContent``, so
/// the table's text picture and your tests can see it. The base class has the content of UIKit's
/// default cell style: a ``text``, a ``detailText`` and an ``accessory``.
///
/// The table drives ``isSelected``, ``isHighlighted`` and ``isEditing``: it sets the selected state
/// from its own selection every time the cell is displayed (rule 6.4), and propagates editing mode
/// to live cells (rule 7.1). Setting ``isSelected`` by hand does not change the table's selection.
///
/// ## UIKit
///
/// TableSource's rows, sections and data sources talk to a table only through
/// ``TableViewInterface``, and a row's cell type is any class (`TableViewRow.Cell: AnyObject`).
/// A UIKit adapter conforms `UITableView` to ``TableViewInterface`` (register a class, dequeue by
/// identifier) and its rows use `UITableViewCell` subclasses as their `Cell`; nothing in the core
/// refers to this class except the virtual table, which creates and reuses `TableViewCell`s.
@MainActor
open class TableViewCell: ReusableView {
  /// The kind of accessory shown at the trailing edge, as with UIKit's `accessoryType`.
  public enum Accessory: Sendable, Hashable {
    /// No accessory.
    case none
    /// A chevron that says the row leads somewhere.
    case disclosureIndicator
    /// A check mark.
    case checkmark
    /// An info button: tapping it calls the delegate's `accessoryButtonTappedForRowWith`.
    case detailButton
    /// An info button and a chevron: tapping the button calls `accessoryButtonTappedForRowWith`,
    /// tapping elsewhere selects the row.
    case detailDisclosureButton

    /// Whether the accessory is a button the user can tap on its own.
    public var isButton: Bool { self == .detailButton || self == .detailDisclosureButton }
  }

  /// The main text, like `textLabel.text` of UIKit's default style.
  public var text: String?
  /// The secondary text, like `detailTextLabel.text`.
  public var detailText: String?
  /// The trailing accessory.
  public var accessory: Accessory = .none
  /// The list content the cell shows in place of ``text`` and ``detailText``, as with UIKit's
  /// `contentConfiguration` (here a ``ListContentConfiguration``, the kind UIKit's cells show
  /// by default); `nil` for none. Kept on reuse, as UIKit keeps it: the next configure replaces
  /// it.
  public var contentConfiguration: ListContentConfiguration?

  /// The depth of the row's item in an outline, as UIKit's `indentationLevel`: the table's text
  /// picture indents the cell two spaces per level. A ``DiffableDataSource`` sets it from its
  /// section snapshots (C-K9), 0 outside an outline.
  public var indentationLevel = 0

  /// Whether the cell is drawn as selected. The table sets it on display from its selection.
  public var isSelected = false
  /// Whether the cell is drawn as highlighted (touched down).
  public var isHighlighted = false
  /// Whether the cell is in editing mode. The table sets it through ``setEditing(_:animated:)``.
  public private(set) var isEditing = false

  /// Enters or leaves editing mode. The table calls this on live cells when its own editing mode
  /// changes, and on cells it displays while editing.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  /// The cell's default list content, as UIKit's `defaultContentConfiguration()`: an empty
  /// ``ListContentConfiguration/cell()``.
  open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

  /// The text and detail text (or the ``contentConfiguration`` in their place, drawn as
  /// ``ListContentConfiguration/renderedText``), and the accessory drawn as `>` (disclosure),
  /// `✓` (check mark), `ⓘ` (detail button) or `ⓘ >` (detail disclosure button).
  open override var renderedContent: String {
    var parts: [String] = []
    if let contentConfiguration {
      let content = contentConfiguration.renderedText
      if !content.isEmpty { parts.append(content) }
    } else {
      if let text { parts.append(text) }
      if let detailText { parts.append(detailText) }
    }
    switch accessory {
    case .none: break
    case .disclosureIndicator: parts.append(">")
    case .checkmark: parts.append("✓")
    case .detailButton: parts.append("ⓘ")
    case .detailDisclosureButton: parts.append("ⓘ >")
    }
    return parts.joined(separator: "  ")
  }
}

extension TableViewCell: ListContentCell {
  /// Shows `content` as the ``contentConfiguration``, and of `accessories` the first that a
  /// table cell has a counterpart for as the ``accessory`` (a disclosure indicator, a check
  /// mark): a table shows delete and reorder controls from its editing mode, and has no outline
  /// disclosure.
  public func showListContent(_ content: ListContentConfiguration, accessories: [CellAccessory]) {
    contentConfiguration = content
    switch accessories.tableCellAccessory(isEditing: isEditing) {
    case .disclosureIndicator: accessory = .disclosureIndicator
    case .checkmark: accessory = .checkmark
    default: accessory = .none
    }
  }
}

extension VirtualTableView {
  /// ``TableViewCell``: a table shows a ``ListRow`` in a plain cell, through its
  /// ``TableViewCell/contentConfiguration``.
  public var listCellClass: AnyClass? { TableViewCell.self }
}
