/// Builds the sections of a table from a closure that lists them, with `if`, `switch` and `for`.
@MainActor
@resultBuilder
public enum SectionBuilder {
  /// A single section of any type.
  public static func buildExpression(_ section: any TableViewSection) -> [Section] {
    [Section(section)]
  }
  /// Sections already built.
  public static func buildExpression(_ sections: [Section]) -> [Section] { sections }
  /// The sections of consecutive statements.
  public static func buildBlock(_ parts: [Section]...) -> [Section] { parts.flatMap { $0 } }
  /// The sections of an `if` without `else`, or none.
  public static func buildOptional(_ sections: [Section]?) -> [Section] { sections ?? [] }
  /// The sections of the first branch.
  public static func buildEither(first sections: [Section]) -> [Section] { sections }
  /// The sections of the second branch.
  public static func buildEither(second sections: [Section]) -> [Section] { sections }
  /// The sections of every iteration of a `for` loop.
  public static func buildArray(_ parts: [[Section]]) -> [Section] { parts.flatMap { $0 } }
  /// The sections of an `if #available` branch.
  public static func buildLimitedAvailability(_ sections: [Section]) -> [Section] { sections }
}
