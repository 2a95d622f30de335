/// The first position in `range` at which `isInSecondPart` is true, or `range.upperBound` when it
/// never is. `isInSecondPart` must be false for a prefix of the range and true for the rest (a
/// sorted array asked "is this at least x?").
///
/// The table's lookups by position (a global row's section, the section at a y offset, a live
/// cell by row) search this way; the diff's longest increasing subsequence has a branchless
/// bisection of its own (`firstTail(atLeast:in:below:)`).
///
/// - Complexity: O(log n) calls of `isInSecondPart`, for n positions in the range.
@inlinable
package func firstPosition(in range: Range<Int>, where isInSecondPart: (Int) -> Bool) -> Int {
  var low = range.lowerBound
  var high = range.upperBound
  while low < high {
    let middle = low + (high - low) / 2
    if isInSecondPart(middle) { high = middle } else { low = middle + 1 }
  }
  return low
}
