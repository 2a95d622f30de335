/// Which of a section's two supplementary views: the header above its rows or the footer below.
public enum SupplementaryKind: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The view above a section's rows.
  case header
  /// The view below a section's rows.
  case footer

  /// `header` or `footer`.
  public var description: String { self == .header ? "header" : "footer" }
}
