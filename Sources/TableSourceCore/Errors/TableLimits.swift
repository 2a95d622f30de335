package import Foundation

/// The limits a table holds values to, named once for the table and its error messages.
package enum TableLimits {
  /// The largest height a table takes for a row, a header or footer, an estimate or a setting:
  /// a million points, a thousand screens. Larger heights would make the sums a layout keeps
  /// lose precision (a Fenwick tree of doubles is exact for whole numbers up to 2⁵³, so up to
  /// 9 × 10⁹ rows of this height), so they are rejected like negative, infinite and NaN ones.
  package static let maximumHeight: CGFloat = 1_000_000
}
