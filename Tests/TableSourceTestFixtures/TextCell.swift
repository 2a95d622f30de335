public import TableSource

/// A cell named like the test suite's own `TextCell`, in another module, so tests can check that
/// derived reuse identifiers tell them apart.
public final class TextCell: TableViewCell {}

/// A row whose cell is this module's `TextCell`.
public struct FixtureTextRow: TableViewRow {
  /// The row's identity.
  public let id: String

  /// Creates a row.
  public init(id: String) {
    self.id = id
  }

  /// Shows `fixture <id>`.
  public func configure(_ cell: TextCell) {
    cell.text = "fixture \(id)"
  }
}
