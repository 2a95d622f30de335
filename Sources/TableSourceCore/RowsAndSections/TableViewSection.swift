public import Foundation

/// A section of a table or collection view: its rows (a collection view's items), and what it
/// shows above and below them.
///
/// In a collection view, ``header`` and ``footer`` are the flow layout's section header and
/// footer (``SupplementaryKind/elementKind``), and ``supplementaryViews`` holds the views of
/// other element kinds. The heights are the table's alone: a collection view's layout sizes its
/// supplementary views.
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
  /// A collection view's supplementary views of the section by element kind, for the kinds a
  /// layout defines besides the header and footer (C-A2). A table shows none of them. Defaults
  /// to none.
  ///
  /// The flow layout's kinds (``SupplementaryKind/elementKind``) are answered by ``header`` and
  /// ``footer``; an entry under one of them is used only when the section has no header (or
  /// footer). The collection view asks with an index path, of the section or of one of its
  /// items: every index path of the section gets the same content.
  var supplementaryViews: [String: AnyHeaderFooter] { get }
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
  /// No supplementary views besides the header and footer.
  public var supplementaryViews: [String: AnyHeaderFooter] { [:] }
}

extension TableViewSection {
  /// What the section shows for a collection view's element kind: its header or footer for the
  /// flow layout's kinds, else its ``supplementaryViews`` entry, else `nil`.
  ///
  /// - Complexity: O(1) on average.
  public func supplement(ofKind elementKind: String) -> SectionHeaderFooter? {
    if let kind = SupplementaryKind(elementKind: elementKind),
      let supplement = kind == .header ? header : footer
    {
      return supplement
    }
    return supplementaryViews[elementKind].map { .view($0) }
  }
}
