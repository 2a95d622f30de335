package import Foundation
import TableSourceCore

/// The values the fuzzers draw, shared by the table's and the collection view's: index paths
/// mostly valid, sometimes not, and distances mostly ordinary, sometimes not finite or huge.
package enum FuzzValues {
  /// An index path that usually names an item of `counts` (or, `forInsert`, a place one can go),
  /// sometimes one out of range (items up to `farItem`, sections up to 5, either -1), and rarely
  /// has three indexes.
  package static func indexPath(
    counts: [Int], forInsert: Bool = false, farItem: Int,
    using random: inout some RandomNumberGenerator
  ) -> IndexPath {
    func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    if int(0...99) < 3 { return IndexPath(indexes: [0, 0, 0]) }
    if counts.isEmpty || int(0...99) < 8 {
      return IndexPath(item: int(-1...farItem), section: int(-1...5))
    }
    let section = int(0...counts.count - 1)
    let limit = counts[section] + (forInsert ? 0 : -1)
    guard limit >= 0 else { return IndexPath(item: 0, section: section) }
    return IndexPath(item: int(0...limit), section: section)
  }

  /// A distance within ±`maximum` points, or one time in thirty each NaN, -∞, 10¹² and -10¹².
  package static func distance(maximum: Int, using random: inout some RandomNumberGenerator)
    -> CGFloat
  {
    switch Int.random(in: 0...29, using: &random) {
    case 0: .nan
    case 1: -.infinity
    case 2: 1e12
    case 3: -1e12
    default: CGFloat(Int.random(in: -maximum...maximum, using: &random))
    }
  }
}
