public import Foundation

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
/// The erasure is one small box object per row that holds the row inline (a generic subclass
/// of an internal base class): a table of a million rows is a million compact objects read in
/// order as it scrolls, rather than several scattered closure contexts per row.
public struct AnyRow: TableViewRow {
  /// Any object: the wrapped row checks the real type when it configures.
  public typealias Cell = AnyObject

  private var box: AnyRowBox

  /// The wrapped row.
  public var base: any TableViewRow { box.base }
  /// The wrapped row's identity.
  public var id: AnyHashable { box.id }
  /// The wrapped row's reuse identifier.
  public var reuseIdentifier: String { box.reuseIdentifier }
  /// The wrapped row's cell class.
  public var cellClass: AnyClass { box.cellClass }
  /// The wrapped row's height.
  public var height: CGFloat? { box.height }
  /// The row's behaviour: the wrapped row's, as changed by the modifiers (``onSelect(_:)``, …).
  /// Kept out of line, so that an `AnyRow` stays one reference and rows without behaviour of
  /// their own cost nothing for it.
  public var behavior: RowBehavior {
    get { box.behavior }
    set { box = box.with(behavior: newValue) }
  }

  /// Wraps a row. If `row` is already an `AnyRow`, the result is that same `AnyRow`.
  public init<Row: TableViewRow>(_ row: Row) {
    // Comparing the type first spares the dynamic cast for every other row type: a data source
    // wraps each row the provider makes.
    if Row.self == AnyRow.self, let erased = row as? AnyRow {
      self = erased
      return
    }
    box = RowBox(row)
  }

  /// Configures the cell through the wrapped row.
  ///
  /// - Throws: ``TableViewError/cellTypeMismatch(row:expectedCell:actualCell:)`` when the cell is
  ///   not of the wrapped row's `Cell` type, and whatever the wrapped row throws.
  @MainActor public func configure(_ cell: AnyObject) throws {
    try box.configure(cell)
  }

  /// Whether both wrap rows of the same type whose content is equal.
  public func isContentEqual(to other: AnyRow) -> Bool {
    box === other.box || box.isContentEqual(to: other.box)
  }

  /// The wrapped row as its concrete type, or `nil` if it is of another type.
  public func `as`<Row: TableViewRow>(_ type: Row.Type) -> Row? {
    (box as? RowBox<Row>)?.row
  }
}

/// The type-erased part of ``AnyRow``: one heap object per row, holding the row itself inline,
/// so a table of a million rows keeps a million small objects and copying an `AnyRow` costs one
/// retain. Its one subclass, ``RowBox``, knows the row's type.
class AnyRowBox {
  /// Behaviour given by a modifier, replacing the row's own; `nil` for none (the usual case).
  let behaviorOverride: BehaviorStorage?

  init(behaviorOverride: BehaviorStorage?) {
    self.behaviorOverride = behaviorOverride
  }

  var reuseIdentifier: String { fatalError("subclass responsibility") }
  var behavior: RowBehavior { fatalError("subclass responsibility") }
  func with(behavior: RowBehavior) -> AnyRowBox { fatalError("subclass responsibility") }

  var base: any TableViewRow { fatalError("subclass responsibility") }
  var id: AnyHashable { fatalError("subclass responsibility") }
  var cellClass: AnyClass { fatalError("subclass responsibility") }
  var height: CGFloat? { fatalError("subclass responsibility") }
  @MainActor func configure(_ cell: AnyObject) throws { fatalError("subclass responsibility") }
  func isContentEqual(to other: AnyRowBox) -> Bool { fatalError("subclass responsibility") }
}

/// ``AnyRowBox`` for one row type.
final class RowBox<Row: TableViewRow>: AnyRowBox {
  let row: Row

  /// The row's reuse identifier, asked for the first time the table dequeues a cell for the row
  /// and kept for the next dequeues: a data source that makes a row per item on every apply
  /// spends nothing on it for the rows that never show. A box is never shared between
  /// concurrency domains (``AnyRow`` is not `Sendable`), so filling it in needs no lock.
  private var derivedReuseIdentifier: String?

  init(_ row: Row, behaviorOverride: BehaviorStorage? = nil) {
    self.row = row
    super.init(behaviorOverride: behaviorOverride)
  }

  override var reuseIdentifier: String {
    if let derivedReuseIdentifier { return derivedReuseIdentifier }
    let identifier = row.reuseIdentifier
    derivedReuseIdentifier = identifier
    return identifier
  }

  override var behavior: RowBehavior { behaviorOverride?.behavior ?? row.behavior }

  override func with(behavior: RowBehavior) -> AnyRowBox {
    RowBox(row, behaviorOverride: BehaviorStorage(behavior))
  }

  override var base: any TableViewRow { row }
  override var id: AnyHashable { AnyHashable(row.id) }
  override var cellClass: AnyClass { row.cellClass }
  override var height: CGFloat? { row.height }

  @MainActor override func configure(_ cell: AnyObject) throws {
    // Fast path: the cell is exactly of the row's cell class (the usual case), so the general
    // cast, which also handles subclasses, is not needed.
    if type(of: cell) == Row.Cell.self {
      try row.configure(unsafeDowncast(cell, to: Row.Cell.self))
      return
    }
    guard let typed = cell as? Row.Cell else {
      throw TableViewError.cellTypeMismatch(
        row: String(reflecting: Row.self), expectedCell: String(reflecting: Row.Cell.self),
        actualCell: String(reflecting: type(of: cell)))
    }
    try row.configure(typed)
  }

  override func isContentEqual(to other: AnyRowBox) -> Bool {
    // Comparing the two objects' classes is the whole check (the class is final): cheaper than
    // a dynamic cast, which a data source would pay for every item of every apply.
    guard type(of: other) == type(of: self) else { return false }
    return row.isContentEqual(to: unsafeDowncast(other, to: Self.self).row)
  }
}

/// A ``RowBehavior`` on the heap, so that a row box holds one reference for it, or none.
final class BehaviorStorage {
  let behavior: RowBehavior
  init(_ behavior: RowBehavior) { self.behavior = behavior }
}
