public import Foundation

/// A section built from rows of any cell types, for a table or a collection view.
///
/// ```swift
/// TableSection(header: "Network") {
///   ToggleRow(id: "wifi", title: "Wi-Fi", isOn: true)
///   if showsBluetooth {
///     ToggleRow(id: "bt", title: "Bluetooth", isOn: false)
///   }
///   for network in networks {
///     NetworkRow(network: network)
///   }
/// }
/// ```
public struct TableSection: TableViewSection {
  /// The section's identity, or `nil`.
  public var id: AnyHashable?
  /// The rows, in order: a ``RowList``, which reads like an array and inserts or removes near
  /// any position without shifting the whole section.
  public var rows: RowList
  /// What is shown above the rows.
  public var header: SectionHeaderFooter?
  /// What is shown below the rows.
  public var footer: SectionHeaderFooter?
  /// The header's height, or `nil` for the default.
  public var headerHeight: CGFloat?
  /// The footer's height, or `nil` for the default.
  public var footerHeight: CGFloat?
  /// A collection view's supplementary views of other element kinds than the header's and the
  /// footer's, by kind (see ``TableViewSection/supplementaryViews``).
  public var supplementaryViews: [String: AnyHeaderFooter]

  /// Creates a section from rows: an array of them, a ``RowList`` (kept as it is) or any other
  /// sequence.
  ///
  /// - Complexity: O(1) for a ``RowList``; O(n) for n rows otherwise.
  public init<Rows: Sequence<AnyRow>>(
    id: AnyHashable? = nil,
    header: SectionHeaderFooter? = nil,
    footer: SectionHeaderFooter? = nil,
    headerHeight: CGFloat? = nil,
    footerHeight: CGFloat? = nil,
    supplementaryViews: [String: AnyHeaderFooter] = [:],
    rows: Rows
  ) {
    self.id = id
    self.rows = RowList(rows)
    self.header = header
    self.footer = footer
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
    self.supplementaryViews = supplementaryViews
  }

  /// Creates a section whose rows are listed in a ``ListBuilder`` closure.
  @MainActor public init(
    id: AnyHashable? = nil,
    header: SectionHeaderFooter? = nil,
    footer: SectionHeaderFooter? = nil,
    headerHeight: CGFloat? = nil,
    footerHeight: CGFloat? = nil,
    supplementaryViews: [String: AnyHeaderFooter] = [:],
    @ListBuilder<AnyRow> rows: () -> [AnyRow]
  ) {
    self.init(
      id: id, header: header, footer: footer, headerHeight: headerHeight,
      footerHeight: footerHeight, supplementaryViews: supplementaryViews, rows: rows())
  }

  /// Copies any section into a `TableSection`.
  public init(_ section: any TableViewSection) {
    if let section = section as? TableSection {
      self = section
      return
    }
    self.init(
      id: section.id, header: section.header, footer: section.footer,
      headerHeight: section.headerHeight, footerHeight: section.footerHeight,
      supplementaryViews: section.supplementaryViews, rows: section.rows)
  }
}
