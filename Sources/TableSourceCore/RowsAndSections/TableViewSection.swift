public import Foundation

/// A section of a table: its rows, and what it shows above and below them.
///
/// ``TableSection`` is the ready-made conformance; conform your own types when a section has logic of
/// its own (a section that builds its rows from a model, say).
public protocol TableViewSection {
  /// The section's identity across updates, or `nil` when it has none. Defaults to `nil`.
  var id: AnyHashable? { get }
  /// The rows, in order. An array literal makes a ``RowList``, and `RowList(rows)` makes one
  /// from an array.
  var rows: RowList { get }
  /// What is shown above the rows. Defaults to `nil`.
  var header: SectionHeaderFooter? { get }
  /// What is shown below the rows. Defaults to `nil`.
  var footer: SectionHeaderFooter? { get }
  /// The header's height, or `nil` for the header content's own or the table's default.
  var headerHeight: CGFloat? { get }
  /// The footer's height, or `nil` for the footer content's own or the table's default.
  var footerHeight: CGFloat? { get }
}

// MARK: - Default implementations

extension TableViewSection {
  /// No identity.
  public var id: AnyHashable? { nil }
  /// No header.
  public var header: SectionHeaderFooter? { nil }
  /// No footer.
  public var footer: SectionHeaderFooter? { nil }
  /// No height of its own.
  public var headerHeight: CGFloat? { nil }
  /// No height of its own.
  public var footerHeight: CGFloat? { nil }
}
