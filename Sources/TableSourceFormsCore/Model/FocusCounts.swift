/// Counts in a row of slots, with their prefix sums: how many come before a slot, and which slot
/// holds the k-th, in O(log n) each; a count changes in O(log n).
///
/// A Fenwick tree: `tree[i]` (1-based) holds the sum of the `i & -i` counts ending at slot
/// `i - 1`. The form keeps one over its focus order (``FocusLayout``): each slot is a field,
/// counting 1 while it takes the focus, or a list's entries, counting them while they do.
struct FocusCounts {
  /// Each slot's count.
  private(set) var counts: [Int]
  /// The tree, 1-based: `tree[0]` is unused.
  private var tree: [Int]
  /// The sum of all counts.
  private(set) var total: Int

  /// Slots holding `counts`, in O(n).
  init(_ counts: [Int]) {
    self.counts = counts
    tree = [0] + counts
    for index in tree.indices.dropFirst() {
      let parent = index + (index & -index)
      if parent < tree.count { tree[parent] += tree[index] }
    }
    total = counts.reduce(0, +)
  }

  /// The number of slots.
  var count: Int { counts.count }

  /// Sets a slot's count.
  ///
  /// - Complexity: O(log n).
  mutating func set(_ count: Int, at slot: Int) {
    let delta = count - counts[slot]
    guard delta != 0 else { return }
    counts[slot] = count
    total += delta
    var index = slot + 1
    while index < tree.count {
      tree[index] += delta
      index += index & -index
    }
  }

  /// The sum of the counts of the slots before `slot`.
  ///
  /// - Complexity: O(log n).
  func prefix(_ slot: Int) -> Int {
    var sum = 0
    var index = slot
    while index > 0 {
      sum += tree[index]
      index -= index & -index
    }
    return sum
  }

  /// The slot that holds the one at `rank` (from 0) of all the slots' counts, and its place among
  /// that slot's: the slot whose counts, added to all before it, first pass `rank`.
  ///
  /// - Precondition: `0 <= rank < total`.
  /// - Complexity: O(log n).
  func locate(_ rank: Int) -> (slot: Int, offset: Int) {
    // Down the tree: the most slots whose counts add up to no more than `rank`.
    var position = 0
    var remaining = rank
    var step = 1
    while step * 2 < tree.count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next < tree.count, tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return (position, remaining)
  }
}
