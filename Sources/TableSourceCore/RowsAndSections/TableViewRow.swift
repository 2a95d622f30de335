public import Foundation

/// A row of a table: a value that knows which kind of cell shows it and how to configure one.
///
/// ```swift
/// struct ToggleRow: TableViewRow {
///   let id: String
///   let title: String
///   let isOn: Bool
///
///   func configure(_ cell: SwitchCell) {
///     cell.text = title
///     cell.isOn = isOn
///   }
/// }
/// ```
///
/// A row's identity (`id`, from `Identifiable`) says which row it is across updates; its content
/// (``isContentEqual(to:)``) says whether what it shows changed. The reuse identifier of its cell
/// is derived from the cell type by default (``ReuseIdentifier/default(for:)``), module-qualified
/// so that two `TextCell` types in different modules never share a queue.
///
/// Rows of different cell types mix in one section through ``AnyRow``. The cell type is the
/// protocol's primary associated type, so a function can promise the kind of cell it shows:
///
/// ```swift
/// func toggle(_ title: String, isOn: Bool) -> some TableViewRow<SwitchCell> { … }
/// ```
public protocol TableViewRow<Cell>: Identifiable {
  /// The type of cell that shows this row. The table hands `configure(_:)` a cell of this type.
  associatedtype Cell: AnyObject

  /// The reuse identifier of the row's cell. Defaults to ``ReuseIdentifier/default(for:)`` of
  /// `Cell`.
  var reuseIdentifier: String { get }

  /// The class the table registers for ``reuseIdentifier`` when the data source registers the
  /// cells its rows need. Defaults to `Cell.self`.
  var cellClass: AnyClass { get }

  /// The row's height in points, or `nil` to use the table's `rowHeight`. Defaults to `nil`.
  var height: CGFloat? { get }

  /// Sets up a cell to show this row. Called on every display of the row, on new and reused
  /// cells alike: set everything the cell shows, in every branch.
  ///
  /// - Throws: Conformances written by users rarely throw; ``AnyRow`` throws
  ///   ``TableViewError/cellTypeMismatch(row:expectedCell:actualCell:)`` when handed a cell of
  ///   another type.
  @MainActor func configure(_ cell: Cell) throws

  /// What the row does besides showing its cell: its selection handler, whether it can be
  /// selected, edited or moved, its swipe actions. Defaults to none; set it per row with
  /// ``onSelect(_:)``, ``selectable(_:)``, ``editable(_:style:)``, ``movable(_:)`` and
  /// ``swipeActions(_:_:)``, or give a row type a behaviour of its own.
  var behavior: RowBehavior { get }

  /// Whether this row shows the same content as another value of the same row type. Rows that
  /// are `Equatable` compare with `==` by default; other rows are always treated as changed.
  func isContentEqual(to other: Self) -> Bool
}

// MARK: - Default implementations

extension TableViewRow {
  /// The cell type's derived identifier.
  public var reuseIdentifier: String { ReuseIdentifier.default(for: Cell.self) }

  /// The row's `Cell` type.
  public var cellClass: AnyClass { Cell.self }

  /// No height of its own: the table's `rowHeight` applies.
  public var height: CGFloat? { nil }

  /// No behaviour of its own.
  public var behavior: RowBehavior { RowBehavior() }

  /// `false`: a row that is not `Equatable` cannot tell, so it is treated as changed.
  public func isContentEqual(to other: Self) -> Bool { false }
}

extension TableViewRow where Self: Equatable {
  /// Compares the rows with `==`.
  public func isContentEqual(to other: Self) -> Bool { self == other }
}
