/// Marks the members of one longest strictly increasing subsequence of `values`: the elements
/// that can stay where they are while the others move.
///
/// Patience sorting with predecessor links: for each length, the index of the smallest value
/// that ends an increasing run of that length, found by bisection.
///
/// - Complexity: O(k log k) for k values.
@inlinable
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
  var members = [Bool](repeating: false, count: values.count)
  guard !values.isEmpty else { return members }
  var tails: [Int] = []  // tails[length - 1] = index of the smallest tail of a run that long
  tails.reserveCapacity(values.count)
  var predecessor = [Int](repeating: -1, count: values.count)
  for index in values.indices {
    let value = values[index]
    let low = firstPosition(in: 0..<tails.count) { values[tails[$0]] >= value }
    if low > 0 { predecessor[index] = tails[low - 1] }
    if low == tails.count { tails.append(index) } else { tails[low] = index }
  }
  var index = tails[tails.count - 1]
  while index >= 0 {
    members[index] = true
    index = predecessor[index]
  }
  return members
}
