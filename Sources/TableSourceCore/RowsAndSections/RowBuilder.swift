/// Builds the rows of a section from a closure that lists them, with `if`, `switch` and `for`.
///
/// Each row may be of any ``TableViewRow`` type; the builder wraps each in an ``AnyRow``.
@MainActor
@resultBuilder
public enum RowBuilder {
  /// A single row.
  public static func buildExpression<Row: TableViewRow>(_ row: Row) -> [AnyRow] { [AnyRow(row)] }
  /// Rows already erased.
  public static func buildExpression(_ rows: [AnyRow]) -> [AnyRow] { rows }
  /// The rows of consecutive statements.
  public static func buildBlock(_ parts: [AnyRow]...) -> [AnyRow] { parts.flatMap { $0 } }
  /// The rows of an `if` without `else`, or none.
  public static func buildOptional(_ rows: [AnyRow]?) -> [AnyRow] { rows ?? [] }
  /// The rows of the first branch.
  public static func buildEither(first rows: [AnyRow]) -> [AnyRow] { rows }
  /// The rows of the second branch.
  public static func buildEither(second rows: [AnyRow]) -> [AnyRow] { rows }
  /// The rows of every iteration of a `for` loop.
  public static func buildArray(_ parts: [[AnyRow]]) -> [AnyRow] { parts.flatMap { $0 } }
  /// The rows of an `if #available` branch.
  public static func buildLimitedAvailability(_ rows: [AnyRow]) -> [AnyRow] { rows }
}
