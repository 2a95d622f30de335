/// Marks the members of one longest strictly increasing subsequence of `values`: the elements
/// that can stay where they are while the others move. Returns the marks and how many are set.
///
/// Patience sorting with predecessor links: for each length, the smallest value that ends an
/// increasing run of that length (kept beside the run's last index, so a bisection step reads
/// one array), found by bisection, or at once when a value extends the longest run, as most do
/// in a list that is mostly in order. The bisection picks each half without a branch: in a list
/// out of order its halves are as likely as not, and a processor guesses a branch on them wrong
/// half of the time.
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
              position = firstTail(atLeast: value, in: tailValue, below: length - 1)
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

/// The first position below `end` whose value in `tails` (increasing) is at least `value`, or
/// `end` when none is: a bisection that keeps the lower half's start or moves it with a
/// conditional move, not a branch.
///
/// - Complexity: O(log end).
@inlinable
func firstTail(atLeast value: Int, in tails: UnsafeMutableBufferPointer<Int>, below end: Int)
  -> Int
{
  guard end > 0 else { return 0 }
  var base = 0
  var size = end
  while size > 1 {
    let half = size / 2
    base = tails[base + half - 1] < value ? base + half : base
    size -= half
  }
  return tails[base] < value ? base + 1 : base
}
