extension RowList {
  /// Why the list's chunks are inconsistent, or `nil` when they are not: a chunk empty or over
  /// ``maximumChunk``, a start index that is not the rows before it, or a wrong total. The
  /// property tests check it after every edit.
  ///
  /// - Complexity: O(c) for c chunks.
  package var inconsistency: String? {
    guard starts.count == chunks.count else {
      return "\(starts.count) start indexes for \(chunks.count) chunks"
    }
    var next = 0
    for (index, chunk) in chunks.enumerated() {
      if chunk.isEmpty { return "chunk \(index) is empty" }
      if chunk.count > Self.maximumChunk { return "chunk \(index) holds \(chunk.count) rows" }
      if starts[index] != next { return "chunk \(index) starts at \(starts[index]), not \(next)" }
      next += chunk.count
    }
    return next == total ? nil : "the chunks hold \(next) rows, the total says \(total)"
  }

  /// The number of chunks, for tests of how many an edit leaves.
  package var chunkCount: Int { chunks.count }
}
