/// The height tree's blocks, kept in chunks of at most ``chunkLimit``, so that a layout copied
/// before an edit (the table keeps the old one until the update commits) copies the one chunk
/// the edit touches and the list of chunks, not every block: O(√b) for b blocks instead of O(b).
///
/// A block is reached by its index in O(1) while every chunk but the last is full (as built),
/// else by a binary search over the chunks' starts, O(log c) for c chunks.
struct BlockList: RandomAccessCollection {
  typealias Block = HeightTree.Block

  /// Blocks per chunk as built; a chunk that grows to twice this is split.
  static let chunkSize = 64
  static let chunkLimit = 2 * chunkSize

  private var chunks: [[Block]] = []
  /// The index of each chunk's first block, and the count after the last.
  private var starts: [Int] = [0]
  /// Whether every chunk but the last holds ``chunkSize`` blocks, and the last at most that.
  private var isUniform = true

  init() {}

  /// The blocks of `blocks`, cut into full chunks.
  init(_ blocks: [Block]) {
    var start = 0
    while start < blocks.count {
      let end = Swift.min(start + Self.chunkSize, blocks.count)
      chunks.append(Array(blocks[start..<end]))
      starts.append(end)
      start = end
    }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { starts[starts.count - 1] }

  subscript(position: Int) -> Block {
    get {
      let (chunk, offset) = place(position)
      return chunks[chunk][offset]
    }
    _modify {
      let (chunk, offset) = place(position)
      yield &chunks[chunk][offset]
    }
  }

  /// Replaces the block at `position` with `blocks` (none removes it).
  mutating func replace(at position: Int, with blocks: [Block]) {
    let (chunk, offset) = place(position)
    chunks[chunk].replaceSubrange(offset...offset, with: blocks)
    if chunks[chunk].isEmpty {
      chunks.remove(at: chunk)
    } else if chunks[chunk].count >= Self.chunkLimit {
      let whole = chunks[chunk]
      let half = whole.count / 2
      chunks.replaceSubrange(chunk...chunk, with: [Array(whole[..<half]), Array(whole[half...])])
    }
    renumber()
  }

  /// The chunk holding the block at `position`, and the block's offset in it.
  private func place(_ position: Int) -> (chunk: Int, offset: Int) {
    if isUniform { return (position / Self.chunkSize, position % Self.chunkSize) }
    // The last chunk whose start is at most `position`.
    var low = 0
    var high = chunks.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= position { low = middle } else { high = middle - 1 }
    }
    return (low, position - starts[low])
  }

  /// Recomputes the chunks' starts after a change of structure, in O(c).
  private mutating func renumber() {
    starts = [0]
    starts.reserveCapacity(chunks.count + 1)
    var total = 0
    isUniform = true
    for (index, chunk) in chunks.enumerated() {
      total += chunk.count
      starts.append(total)
      let full =
        index < chunks.count - 1 ? chunk.count == Self.chunkSize : chunk.count <= Self.chunkSize
      if !full { isUniform = false }
    }
  }
}
