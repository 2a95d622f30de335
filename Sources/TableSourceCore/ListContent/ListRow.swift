/// A cell that shows list content: a table's cell and a collection view's list cell, each in
/// its own framework. A ``ListRow`` configures whichever the view makes.
@MainActor
public protocol ListContentCell: AnyObject {
  /// The configuration a row starts from: the cell's default, as UIKit's
  /// `defaultContentConfiguration()`.
  func defaultContentConfiguration() -> ListContentConfiguration

  /// Shows `content` with `accessories`: a list cell keeps both; a table's cell shows the
  /// accessories it has a counterpart for (a disclosure indicator, a check mark).
  func showListContent(_ content: ListContentConfiguration, accessories: [CellAccessory])
}

/// A row that says what it shows as list content, and so shows in a table and in a collection
/// view alike: the same ``TableSection``s of list rows go to either view's data source, written
/// once.
///
/// Its cell is the view's own list cell (any ``ListContentCell``; the row's `Cell` type is
/// `AnyObject`, as Swift has no class type for "any list content cell"): a table's cell (`TableViewCell`, `UITableViewCell`), a
/// collection view's list cell (`CollectionViewListCell`, `UICollectionViewListCell`). The view
/// names the class (``RowsViewInterface/listCellClass``); the row names none.
///
/// ```swift
/// struct SettingRow: ListRow, Equatable {
///   let id: String
///   let title: String
///   let value: String
///
///   func configureContent(_ content: inout ListContentConfiguration) {
///     content = .valueCell()
///     content.text = title
///     content.secondaryText = value
///   }
///
///   var accessories: [CellAccessory] { [.disclosureIndicator()] }
/// }
/// ```
public protocol ListRow: TableViewRow where Cell == AnyObject {
  /// Fills the content the row shows, given the cell's default configuration.
  @MainActor func configureContent(_ content: inout ListContentConfiguration)

  /// The accessories the row shows. Defaults to none.
  @MainActor var accessories: [CellAccessory] { get }
}

extension ListRow {
  /// None.
  @MainActor public var accessories: [CellAccessory] { [] }

  /// One identifier for every list row, whichever view shows it: the view registers its list
  /// cell class under it.
  public var reuseIdentifier: String { SystemListCell.reuseIdentifier }

  /// ``SystemListCell``: the view shows the row in its own list cell class.
  public var cellClass: AnyClass { SystemListCell.self }

  /// Fills the cell's default configuration with ``configureContent(_:)`` and shows it with
  /// ``accessories``.
  ///
  /// - Throws: ``TableViewError/cellTypeMismatch(row:expectedCell:actualCell:)`` when the cell
  ///   shows no list content (it is not a ``ListContentCell``).
  @MainActor public func configure(_ cell: AnyObject) throws {
    guard let cell = cell as? any ListContentCell else {
      throw TableViewError.cellTypeMismatch(
        row: String(reflecting: Self.self), expectedCell: "ListContentCell",
        actualCell: String(reflecting: type(of: cell)))
    }
    var content = cell.defaultContentConfiguration()
    configureContent(&content)
    cell.showListContent(content, accessories: accessories)
  }
}

/// A row of list content given as a value: a text, a secondary text, an image and accessories,
/// in a preset's style. Equal content is not shown again by a diff.
///
/// ```swift
/// TableSection("General") {
///   ListItem("wifi", text: "Wi-Fi", secondaryText: "Home", style: .valueCell(),
///            accessories: [.disclosureIndicator()])
/// }
/// ```
public struct ListItem: ListRow, Equatable {
  /// The row's identity.
  public let id: AnyHashable
  /// What the row shows.
  public var content: ListContentConfiguration
  /// The accessories the row shows.
  public var accessories: [CellAccessory]

  /// A row showing the texts and image in `style`'s layout.
  public init(
    _ id: some Hashable, text: String, secondaryText: String? = nil, imageName: String? = nil,
    style: ListContentConfiguration = .cell(), accessories: [CellAccessory] = []
  ) {
    self.id = AnyHashable(id)
    var content = style
    content.text = text
    content.secondaryText = secondaryText
    content.imageName = imageName
    self.content = content
    self.accessories = accessories
  }

  /// Replaces the cell's default configuration with the row's.
  public func configureContent(_ content: inout ListContentConfiguration) {
    content = self.content
  }
}

/// The cell class of every ``ListRow``: a stand-in, never made, for the list cell class of the
/// view that shows the row (``RowsViewInterface/listCellClass``). A data source asked for a list
/// row's cell by a view that has none throws
/// ``TableViewError/unsupportedViewClass(className:identifier:expected:)``.
public final class SystemListCell {
  /// The reuse identifier list rows share.
  public static let reuseIdentifier = "TableSource.ListCell"

  private init() {}
}

extension AnyRow {
  /// The class `view` makes the row's cells of: the view's list cell class for a ``ListRow``,
  /// else the row's own ``cellClass``.
  ///
  /// - Throws: ``TableViewError/unsupportedViewClass(className:identifier:expected:)`` for a
  ///   list row in a view that has no list cell class, rather than registering the stand-in,
  ///   which a UIKit view would refuse by crashing.
  @MainActor package func cellClass(in view: some RowsViewInterface) throws -> AnyClass {
    let own: AnyClass = cellClass
    guard own == SystemListCell.self else { return own }
    guard let listCell = view.listCellClass else {
      throw TableViewError.unsupportedViewClass(
        className: String(reflecting: own), identifier: reuseIdentifier,
        expected: "the view's list cell class (the view has none)")
    }
    return listCell
  }
}
