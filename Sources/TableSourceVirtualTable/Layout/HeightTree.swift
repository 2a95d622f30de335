import TableSourceCore

/// Row heights with prefix sums, and whether each height was measured: the y offset of any row,
/// the row at any y offset, a change of one height, and the insertion or removal of a row all
/// cost O(log n) or O(B) for blocks of B rows.
///
/// A Fenwick tree answers prefix sums in O(log n) but cannot shift when a row comes or goes, so
/// the rows are kept in blocks of at most ``maximumBlock`` rows, each with a Fenwick tree of its
/// own, and two Fenwick trees over the blocks hold their row counts and height sums. A row's
/// block is found by its global index in O(log b) for b blocks; inserting or removing rows
/// rebuilds one block's tree (O(B)), and only a block that splits or empties rebuilds the trees
/// over the blocks (O(b)).
///
/// Whether heights were measured is cleared for every row at once in O(1) (``forgetMeasurements()``):
/// each block keeps the generation its flags belong to.
///
/// Memory: 17 bytes a row (a height, a tree entry, a flag), plus a few dozen bytes a block.
struct HeightTree: Sendable {
  /// The most rows a block holds before it splits in two.
  static let maximumBlock = 1_024

  /// A run of consecutive rows.
  struct Block: Sendable {
    var heights: [Double]
    /// `tree[i]` covers `heights[i - lowbit(i) ..< i]`, 1-based.
    var tree: [Double]
    var measured: [Bool]
    /// The ``HeightTree/generation`` `measured` belongs to: older flags all read `false`.
    var generation: Int
    var sum: Double

    init(heights: [Double], measured: [Bool], generation: Int) {
      self.heights = heights
      self.measured = measured
      self.generation = generation
      tree = []
      sum = 0
      rebuild()
    }

    /// Rebuilds the block's tree and sum from its heights, in O(B).
    mutating func rebuild() {
      tree = HeightTree.fenwickTree(heights)
      sum = heights.reduce(0, +)
    }

    func prefixSum(_ count: Int) -> Double { HeightTree.prefix(tree, count) }

    /// The number of leading rows whose heights add up to no more than `offset`.
    func index(containing offset: Double) -> Int {
      HeightTree.descend(tree, count: heights.count, within: offset).position
    }

    mutating func setHeight(_ height: Double, at index: Int) {
      let delta = height - heights[index]
      guard delta != 0 else { return }
      heights[index] = height
      sum += delta
      HeightTree.add(delta, at: index, to: &tree)
    }
  }

  private(set) var blocks = BlockList()
  /// Fenwick trees over the blocks: their row counts and their height sums, 1-based.
  private var countTree: [Int] = [0]
  private var sumTree: [Double] = [0]
  /// The number of rows.
  private(set) var count = 0
  /// Bumped by ``forgetMeasurements()``: flags of blocks of an older generation read `false`.
  private var generation = 0
  /// Whether every block but the last holds exactly ``blockSize`` rows, as built: a row's block
  /// is then its index divided by the size, with no search. Inserts and removals end it.
  private var isUniform = true

  /// The rows of a block as built: half of ``maximumBlock``, a power of two.
  private static let blockSize = maximumBlock / 2

  /// Creates the rows of `heights`, none of them measured unless `measured` says so, in O(n).
  init(_ heights: [Double], measured: [Bool]? = nil) {
    blocks = BlockList(
      Self.blocks(
        heights, measured ?? Array(repeating: false, count: heights.count), generation: 0))
    count = heights.count
    rebuildBlockTrees()
  }

  /// Rows cut into blocks of ``blockSize`` (the last one shorter).
  private static func blocks(_ heights: [Double], _ measured: [Bool], generation: Int)
    -> [Block]
  {
    var blocks: [Block] = []
    blocks.reserveCapacity(heights.count / blockSize + 1)
    var start = 0
    while start < heights.count {
      let end = min(start + blockSize, heights.count)
      blocks.append(
        Block(
          heights: Array(heights[start..<end]), measured: Array(measured[start..<end]),
          generation: generation))
      start = end
    }
    return blocks
  }

  /// The height of one row.
  ///
  /// - Complexity: O(log b).
  subscript(index: Int) -> Double {
    let (block, offset) = locate(index)
    return blocks[block].heights[offset]
  }

  /// Calls `body` with the heights of the rows from `index` on, in order, until it returns
  /// `false` or the rows run out: consecutive rows without a search per row.
  ///
  /// - Complexity: O(log b) plus the rows visited.
  func forEachHeight(from index: Int, _ body: (Double) -> Bool) {
    guard index < count else { return }
    var (block, offset) = locate(index)
    while block < blocks.count {
      let heights = blocks[block].heights
      while offset < heights.count {
        guard body(heights[offset]) else { return }
        offset += 1
      }
      block += 1
      offset = 0
    }
  }

  /// Every row's height, in order.
  ///
  /// - Complexity: O(n).
  var allHeights: [Double] {
    // A block at a time, each copied whole: `flatMap` appended them element by element.
    var heights: [Double] = []
    heights.reserveCapacity(count)
    for block in 0..<blocks.count { heights += blocks[block].heights }
    return heights
  }

  /// Whether each row's height was measured, in order.
  ///
  /// - Complexity: O(n).
  var allMeasured: [Bool] {
    blocks.flatMap {
      $0.generation == generation ? $0.measured : Array(repeating: false, count: $0.heights.count)
    }
  }

  /// Whether a row's height was measured.
  ///
  /// - Complexity: O(log b).
  func isMeasured(_ index: Int) -> Bool {
    let (block, offset) = locate(index)
    return blocks[block].generation == generation && blocks[block].measured[offset]
  }

  /// The sum of the first `count` heights.
  ///
  /// - Complexity: O(log b + log B).
  func prefixSum(_ rows: Int) -> Double {
    guard rows > 0 else { return 0 }
    guard rows < count else { return total }
    let (block, offset) = locate(rows)
    return Self.prefix(sumTree, block) + blocks[block].prefixSum(offset)
  }

  /// The sum of all heights.
  var total: Double { Self.prefix(sumTree, blocks.count) }

  /// The number of leading rows whose heights add up to no more than `offset`: the index of the
  /// row that contains `offset` (zero-height rows are passed over), or `count` when `offset` lies
  /// at or past the end.
  ///
  /// - Complexity: O(log b + log B).
  func index(containing offset: Double) -> Int {
    // Whole blocks first, then rows in the next block.
    let (position, remaining) = Self.descend(sumTree, count: blocks.count, within: offset)
    guard position < blocks.count else { return count }
    return Self.prefix(countTree, position) + blocks[position].index(containing: remaining)
  }

  /// Replaces one height, and whether it was measured.
  ///
  /// - Complexity: O(log b + log B).
  mutating func setHeight(_ height: Double, at index: Int, measured: Bool) {
    let (block, offset) = locate(index)
    let delta = height - blocks[block].heights[offset]
    blocks[block].setHeight(height, at: offset)
    setMeasured(measured, block: block, offset: offset)
    if delta != 0 { Self.add(delta, at: block, to: &sumTree) }
  }

  /// Replaces one height, and whether it was measured, as ``setHeight(_:at:measured:)`` does,
  /// first appending to `overwritten` every sum the change rewrites: the block's sum, then the
  /// entries of the block's tree and of the tree over the blocks that it adds to. Undoing the
  /// change with ``restoreHeight(_:at:measured:from:)`` puts those back as they were, bit for
  /// bit; adding the opposite difference would not (floating-point sums do not cancel exactly).
  ///
  /// - Complexity: O(log b + log B); appends O(log b + log B) values.
  /// Returns the row's height and whether it was measured before.
  @discardableResult
  mutating func setHeight(
    _ height: Double, at index: Int, measured: Bool, overwriting overwritten: inout [Double]
  ) -> (height: Double, measured: Bool) {
    let (block, offset) = locate(index)
    let old = blocks[block].heights[offset]
    let wasMeasured = blocks[block].generation == generation && blocks[block].measured[offset]
    let delta = height - old
    if delta != 0 {
      overwritten.append(blocks[block].sum)
      Self.forEachPosition(after: offset, count: blocks[block].tree.count) {
        overwritten.append(blocks[block].tree[$0])
      }
      Self.forEachPosition(after: block, count: sumTree.count) { overwritten.append(sumTree[$0]) }
    }
    // As `setHeight(_:at:measured:)`, with the row located once.
    blocks[block].setHeight(height, at: offset)
    setMeasured(measured, block: block, offset: offset)
    if delta != 0 { Self.add(delta, at: block, to: &sumTree) }
    return (old, wasMeasured)
  }

  /// Undoes the last ``setHeight(_:at:measured:overwriting:)`` of the row at `index` (undo
  /// changes in the reverse order they were made): puts back its height, whether it was
  /// measured, and the sums that change rewrote, taken off the end of `overwritten`. Nothing may
  /// have changed the tree's shape in between.
  ///
  /// - Complexity: O(log b + log B).
  mutating func restoreHeight(
    _ height: Double, at index: Int, measured: Bool, from overwritten: inout [Double]
  ) {
    let (block, offset) = locate(index)
    if height - blocks[block].heights[offset] != 0 {
      // Read back in the order they were appended, from where they start.
      var next = overwritten.count
      Self.forEachPosition(after: block, count: sumTree.count) { _ in next -= 1 }
      Self.forEachPosition(after: offset, count: blocks[block].tree.count) { _ in next -= 1 }
      next -= 1
      let start = next
      blocks[block].heights[offset] = height
      blocks[block].sum = overwritten[next]
      next += 1
      Self.forEachPosition(after: offset, count: blocks[block].tree.count) {
        blocks[block].tree[$0] = overwritten[next]
        next += 1
      }
      Self.forEachPosition(after: block, count: sumTree.count) {
        sumTree[$0] = overwritten[next]
        next += 1
      }
      overwritten.removeSubrange(start...)
    }
    setMeasured(measured, block: block, offset: offset)
  }

  /// Calls `body` with each entry of a Fenwick tree of `count` entries that adding to value
  /// `index` changes, in order: the path ``add(_:at:to:)`` takes. The tree is not passed, so that
  /// `body` may write to it without the argument's reference making it copy its storage.
  private static func forEachPosition(after index: Int, count: Int, _ body: (Int) -> Void) {
    var position = index + 1
    while position < count {
      body(position)
      position += position & -position
    }
  }

  /// Inserts rows of the given heights before the row at `index` (at the end for `count`).
  ///
  /// - Complexity: O(B + m + log b) for m rows, plus O(b) when a block splits.
  mutating func insert(_ heights: [Double], measured: Bool, at index: Int) {
    guard !heights.isEmpty else { return }
    guard !blocks.isEmpty else {
      self = HeightTree(heights, measured: Array(repeating: measured, count: heights.count))
      return
    }
    // At the end, rows go to the last block.
    let (block, offset) =
      index == count ? (blocks.count - 1, blocks[blocks.count - 1].heights.count) : locate(index)
    refreshMeasured(block)
    isUniform = false
    blocks[block].heights.insert(contentsOf: heights, at: offset)
    blocks[block].measured.insert(
      contentsOf: repeatElement(measured, count: heights.count), at: offset)
    count += heights.count
    if blocks[block].heights.count > Self.maximumBlock {
      split(block)
    } else {
      let before = blocks[block].sum
      blocks[block].rebuild()
      Self.add(heights.count, at: block, to: &countTree)
      Self.add(blocks[block].sum - before, at: block, to: &sumTree)
    }
  }

  /// Removes the row at `index`.
  ///
  /// - Complexity: O(B + log b), plus O(b) when its block empties.
  mutating func remove(at index: Int) {
    let (block, offset) = locate(index)
    refreshMeasured(block)
    isUniform = false
    blocks[block].heights.remove(at: offset)
    blocks[block].measured.remove(at: offset)
    count -= 1
    if blocks[block].heights.isEmpty {
      blocks.replace(at: block, with: [])
      rebuildBlockTrees()
    } else {
      let before = blocks[block].sum
      blocks[block].rebuild()
      Self.add(-1, at: block, to: &countTree)
      Self.add(blocks[block].sum - before, at: block, to: &sumTree)
    }
  }

  /// Marks every row unmeasured, keeping the heights.
  ///
  /// - Complexity: O(1).
  mutating func forgetMeasurements() {
    generation += 1
  }

  // MARK: - Internals

  /// The block holding the row at a global index, and the row's offset in it.
  ///
  /// - Complexity: O(log b).
  private func locate(_ index: Int) -> (block: Int, offset: Int) {
    if isUniform { return (index / Self.blockSize, index % Self.blockSize) }
    let (block, offset) = Self.descend(countTree, count: blocks.count, within: index)
    return (block, offset)
  }

  /// Brings a block's flags to the current generation: all `false` if they were older.
  private mutating func refreshMeasured(_ block: Int) {
    guard blocks[block].generation != generation else { return }
    blocks[block].measured = Array(repeating: false, count: blocks[block].heights.count)
    blocks[block].generation = generation
  }

  private mutating func setMeasured(_ measured: Bool, block: Int, offset: Int) {
    if blocks[block].generation != generation {
      guard measured else { return }
      refreshMeasured(block)
    }
    blocks[block].measured[offset] = measured
  }

  /// Splits a block that grew past ``maximumBlock`` into blocks of half that.
  private mutating func split(_ block: Int) {
    let whole = blocks[block]
    blocks.replace(
      at: block, with: Self.blocks(whole.heights, whole.measured, generation: whole.generation))
    rebuildBlockTrees()
  }

  /// Rebuilds the trees over the blocks, in O(b).
  private mutating func rebuildBlockTrees() {
    countTree = Self.fenwickTree(blocks.map(\.heights.count))
    sumTree = Self.fenwickTree(blocks.map(\.sum))
  }

  /// A Fenwick tree over `values` (1-based, entry 0 unused), built in O(n).
  static func fenwickTree<Value: AdditiveArithmetic>(_ values: [Value]) -> [Value] {
    var tree = [Value.zero] + values
    let count = values.count
    // Through the buffer: each write through the array checked that it was not shared.
    tree.withUnsafeMutableBufferPointer { tree in
      for index in 1..<count + 1 {
        let parent = index + (index & -index)
        if parent <= count { tree[parent] += tree[index] }
      }
    }
    return tree
  }

  /// The sum of the first `count` entries of a Fenwick tree.
  static func prefix<Value: AdditiveArithmetic>(_ tree: [Value], _ count: Int) -> Value {
    var index = count
    var total = Value.zero
    while index > 0 {
      total += tree[index]
      index &= index - 1
    }
    return total
  }

  /// Adds `delta` to entry `index` (0-based) of a Fenwick tree.
  static func add<Value: AdditiveArithmetic>(
    _ delta: Value, at index: Int, to tree: inout [Value]
  ) {
    forEachPosition(after: index, count: tree.count) { tree[$0] += delta }
  }

  /// The most leading entries of a Fenwick tree over `count` non-negative values whose sum is at
  /// most `limit`, and what is left of `limit` after them.
  ///
  /// - Complexity: O(log count).
  static func descend<Value: AdditiveArithmetic & Comparable>(
    _ tree: [Value], count: Int, within limit: Value
  ) -> (position: Int, remaining: Value) {
    var position = 0
    var remaining = limit
    var step = highestPowerOfTwo(atMost: count)
    while step > 0 {
      let next = position + step
      if next < tree.count && tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step >>= 1
    }
    return (position, remaining)
  }

  /// The highest power of two at most `count`, or 0.
  static func highestPowerOfTwo(atMost count: Int) -> Int {
    guard count > 0 else { return 0 }
    var power = 1
    while power <= count / 2 { power <<= 1 }
    return power
  }
}
