import Foundation

/// A row of any type, so that one section can hold rows with different cell types.
///
/// `AnyRow` keeps everything the table needs from the row it wraps (identity, reuse identifier,
/// cell class, height) and checks the cell type when it configures: handed a cell of another type
/// than the wrapped row's `Cell`, ``configure(_:)`` throws
/// ``TableViewError/cellTypeMismatch(row:expectedCell:actualCell:)`` naming both types. It never
/// skips a cell silently.
///
/// Wrapping an `AnyRow` in another `AnyRow` returns it as it is.
///
/// The erasure is a handful of stored closures rather than a class hierarchy: a value type that
/// fits strict concurrency.
public struct AnyRow: TableViewRow {
  /// Any object: the wrapped row checks the real type when it configures.
  public typealias Cell = AnyObject

  /// The wrapped row.
  public let base: any TableViewRow
  /// The wrapped row's identity.
  public let id: AnyHashable
  /// The wrapped row's reuse identifier.
  public let reuseIdentifier: String
  /// The wrapped row's cell class.
  public let cellClass: AnyClass
  /// The wrapped row's height.
  public let height: CGFloat?

  private let configureCell: @MainActor (AnyObject) throws -> Void
  private let compareContent: (any TableViewRow) -> Bool

  /// Wraps a row. If `row` is already an `AnyRow`, the result is that same `AnyRow`.
  @MainActor public init<Row: TableViewRow>(_ row: Row) {
    if let erased = row as? AnyRow {
      self = erased
      return
    }
    base = row
    id = AnyHashable(row.id)
    reuseIdentifier = row.reuseIdentifier
    cellClass = row.cellClass
    height = row.height
    configureCell = { cell in
      guard let typed = cell as? Row.Cell else {
        throw TableViewError.cellTypeMismatch(
          row: String(reflecting: Row.self),
          expectedCell: String(reflecting: Row.Cell.self),
          actualCell: String(reflecting: type(of: cell)))
      }
      try row.configure(typed)
    }
    compareContent = { other in
      guard let other = other as? Row else { return false }
      return row.isContentEqual(to: other)
    }
  }

  /// Configures the cell through the wrapped row.
  ///
  /// - Throws: ``TableViewError/cellTypeMismatch(row:expectedCell:actualCell:)`` when the cell is
  ///   not of the wrapped row's `Cell` type, and whatever the wrapped row throws.
  @MainActor public func configure(_ cell: AnyObject) throws {
    try configureCell(cell)
  }

  /// Whether both wrap rows of the same type whose content is equal.
  public func isContentEqual(to other: AnyRow) -> Bool {
    compareContent(other.base)
  }

  /// The wrapped row as its concrete type, or `nil` if it is of another type.
  public func `as`<Row: TableViewRow>(_ type: Row.Type) -> Row? {
    base as? Row
  }
}
