/// Marks the members of one longest strictly increasing subsequence of `values`: the elements
/// that can stay where they are while the others move. Returns the marks and how many are set.
///
/// Patience sorting with predecessor links: for each length, the smallest value that ends an
/// increasing run of that length (kept beside the run's last index, so a bisection step reads
/// one array), found by bisection, or at once when a value extends the longest run, as most do
/// in a list that is mostly in order.
///
/// - Complexity: O(k log k) for k values; O(k) when they are mostly increasing.
@inlinable
func longestIncreasingSubsequence(_ values: [Int]) -> (members: [Bool], count: Int) {
  let count = values.count
  var members = [Bool](repeating: false, count: count)
  guard count > 0 else { return (members, 0) }
  // tailValue[length - 1] and tailIndex[length - 1]: the smallest value ending a run that long,
  // and its index in `values`.
  // Written before they are read (a run's entry when it grows, every predecessor once), so
  // left uninitialized rather than cleared.
  var tailValue = [Int](unsafeUninitializedCapacity: count) { $1 = count }
  var tailIndex = [Int](unsafeUninitializedCapacity: count) { $1 = count }
  var predecessor = [Int](unsafeUninitializedCapacity: count) { $1 = count }
  var length = 0
  values.withUnsafeBufferPointer { values in
    tailValue.withUnsafeMutableBufferPointer { tailValue in
      tailIndex.withUnsafeMutableBufferPointer { tailIndex in
        predecessor.withUnsafeMutableBufferPointer { predecessor in
          for index in 0..<count {
            let value = values[index]
            let position: Int
            if length == 0 || tailValue[length - 1] < value {
              position = length
              length += 1
            } else {
              position = firstPosition(in: 0..<length - 1) { tailValue[$0] >= value }
            }
            predecessor[index] = position > 0 ? tailIndex[position - 1] : -1
            tailValue[position] = value
            tailIndex[position] = index
          }
        }
      }
    }
  }
  var index = tailIndex[length - 1]
  while index >= 0 {
    members[index] = true
    index = predecessor[index]
  }
  return (members, length)
}
