import TableSourceCore

/// Row heights with prefix sums in a Fenwick (binary indexed) tree: the y offset of any row, the
/// row at any y offset, and a change of one height all take O(log n).
///
/// It stores each height once more beside the tree, so it can report and replace a single height
/// without a query: 16 bytes a row.
struct HeightTree: Sendable {
  private(set) var heights: [Double]
  private var tree: [Double]  // tree[i] covers heights[i - lowbit(i) ..< i], 1-based
  private var highestPowerOfTwo: Int

  /// Creates a tree from the heights, in O(n).
  init(_ heights: [Double]) {
    self.heights = heights
    tree = [0] + heights
    let count = heights.count
    if count > 0 {
      for index in 1...count {
        let parent = index + (index & -index)
        if parent <= count { tree[parent] += tree[index] }
      }
    }
    var power = 1
    while power <= count / 2 { power <<= 1 }
    highestPowerOfTwo = count == 0 ? 0 : power
  }

  var count: Int { heights.count }

  /// The height of one row.
  subscript(index: Int) -> Double { heights[index] }

  /// The sum of the first `count` heights.
  ///
  /// - Complexity: O(log n).
  func prefixSum(_ count: Int) -> Double {
    var index = count
    var sum = 0.0
    while index > 0 {
      sum += tree[index]
      index &= index - 1
    }
    return sum
  }

  /// The sum of all heights.
  var total: Double { prefixSum(heights.count) }

  /// Replaces one height.
  ///
  /// - Complexity: O(log n).
  mutating func setHeight(_ height: Double, at index: Int) {
    let delta = height - heights[index]
    guard delta != 0 else { return }
    heights[index] = height
    var position = index + 1
    while position < tree.count {
      tree[position] += delta
      position += position & -position
    }
  }

  /// The number of leading rows whose heights add up to no more than `offset`: the index of the
  /// row that contains `offset` (zero-height rows are passed over), or `count` when `offset` lies
  /// at or past the end.
  ///
  /// - Complexity: O(log n).
  func index(containing offset: Double) -> Int {
    var position = 0
    var remaining = offset
    var step = highestPowerOfTwo
    while step > 0 {
      let next = position + step
      if next < tree.count && tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step >>= 1
    }
    return position
  }
}
