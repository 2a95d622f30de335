/// The rows of a section: an ordered, integer-indexed collection of ``AnyRow`` that inserts and
/// removes near any position in time proportional to the change, not to the section.
///
/// Use it as you would an array: it is a random-access, mutable, range-replaceable collection
/// indexed from 0, and an array literal makes one.
///
/// ```swift
/// var rows: RowList = [AnyRow(title), AnyRow(subtitle)]
/// rows.insert(AnyRow(banner), at: 0)
/// let first = rows[0]
/// let plain = Array(rows)
/// ```
///
/// An array shifts every element behind an insert or a remove: at a million rows, one message
/// inserted at the top of a chat moves 8 MB. A `RowList` keeps its rows in chunks of at most
/// 1,024, with the index each chunk starts at, so an edit shifts the rows of one chunk and the
/// start indexes after it. Reading a row finds its chunk from the average chunk size, with a
/// bisection when the sizes have drifted apart.
///
/// - Complexity: Reading or writing a row: O(1) when chunk sizes are even, O(log c) for c chunks
///   otherwise. Inserting or removing m rows: O(m + c + 1,024). Iterating: O(1) per row.
public struct RowList: RandomAccessCollection, MutableCollection, RangeReplaceableCollection,
  ExpressibleByArrayLiteral, CustomStringConvertible
{
  /// The rows, in order, in chunks of 1 to ``maximumChunk`` rows; no chunk is empty.
  @usableFromInline var chunks: [[AnyRow]]
  /// For each chunk, the index of its first row.
  @usableFromInline var starts: [Int]
  /// The number of rows.
  @usableFromInline var total: Int

  /// The most rows a chunk holds; a chunk that would grow past it is split.
  @usableFromInline static let maximumChunk = 1_024
  /// The size of the chunks a list is cut into when it is built or rebuilt in part.
  @usableFromInline static let fillChunk = 512
  /// The fewest rows a chunk keeps after an edit while it has neighbours: a smaller one is merged
  /// with the next, so that a list emptied here and there keeps few chunks.
  @usableFromInline static let minimumChunk = 128

  /// Creates an empty list.
  @inlinable
  public init() {
    chunks = []
    starts = []
    total = 0
  }

  /// Creates a list of the rows of a sequence, in order; a list given is kept as it is.
  ///
  /// - Complexity: O(1) for a `RowList`; O(n) for n rows otherwise.
  @inlinable
  public init<Rows: Sequence>(_ rows: Rows) where Rows.Element == AnyRow {
    if let list = rows as? RowList {
      self = list
      return
    }
    self.init(chunking: Array(rows))
  }

  /// Creates a list of the rows of an array literal.
  @inlinable
  public init(arrayLiteral rows: AnyRow...) {
    self.init(chunking: rows)
  }

  @inlinable
  init(chunking rows: [AnyRow]) {
    chunks = Self.chunked(rows[...])
    starts = []
    total = rows.count
    starts = Self.starts(of: chunks)
  }

  /// Cuts rows into chunks of even sizes near ``fillChunk`` (at least half of it); up to
  /// ``maximumChunk`` rows stay one chunk.
  @inlinable
  static func chunked(_ rows: ArraySlice<AnyRow>) -> [[AnyRow]] {
    if rows.isEmpty { return [] }
    if rows.count <= maximumChunk { return [Array(rows)] }
    let pieces = (rows.count + fillChunk - 1) / fillChunk
    return (0..<pieces).map { piece in
      let lower = rows.startIndex + rows.count * piece / pieces
      let upper = rows.startIndex + rows.count * (piece + 1) / pieces
      return Array(rows[lower..<upper])
    }
  }

  @inlinable
  static func starts(of chunks: [[AnyRow]]) -> [Int] {
    var starts: [Int] = []
    starts.reserveCapacity(chunks.count)
    var next = 0
    for chunk in chunks {
      starts.append(next)
      next += chunk.count
    }
    return starts
  }

  // MARK: - Collection

  /// Positions are offsets from 0, as an array's.
  public typealias Index = Int
  /// The positions, as a range: `rows.indices.contains(position)` costs O(1).
  public typealias Indices = Range<Int>

  /// 0.
  @inlinable public var startIndex: Int { 0 }
  /// The number of rows.
  @inlinable public var endIndex: Int { total }
  /// The number of rows.
  @inlinable public var count: Int { total }
  /// Whether there are no rows.
  @inlinable public var isEmpty: Bool { total == 0 }
  /// The positions, `0..<count`.
  @inlinable public var indices: Range<Int> { 0..<total }

  /// The next position.
  @inlinable public func index(after index: Int) -> Int { index + 1 }
  /// The previous position.
  @inlinable public func index(before index: Int) -> Int { index - 1 }
  /// The position `distance` rows away.
  @inlinable public func index(_ index: Int, offsetBy distance: Int) -> Int { index + distance }
  /// The number of rows between two positions.
  @inlinable public func distance(from start: Int, to end: Int) -> Int { end - start }

  /// The row at a position.
  ///
  /// - Precondition: `position` is in `0..<count`, as for an array.
  /// - Complexity: O(1) when chunk sizes are even; O(log c) for c chunks otherwise.
  @inlinable
  public subscript(position: Int) -> AnyRow {
    get {
      precondition(position >= 0 && position < total, "Index out of range")
      let chunk = chunk(containing: position)
      return chunks[chunk][position - starts[chunk]]
    }
    set {
      precondition(position >= 0 && position < total, "Index out of range")
      let chunk = chunk(containing: position)
      chunks[chunk][position - starts[chunk]] = newValue
    }
  }

  /// The chunk holding the row at `position` (in `0..<total`): guessed from the average chunk
  /// size and corrected by a step or two, or found by bisection.
  @inlinable
  func chunk(containing position: Int) -> Int {
    let last = starts.count - 1
    var guess = Swift.min(last, position * starts.count / total)
    for _ in 0..<2 {
      if starts[guess] > position {
        guess -= 1
      } else if guess < last && starts[guess + 1] <= position {
        guess += 1
      } else {
        return guess
      }
    }
    if starts[guess] <= position && (guess == last || starts[guess + 1] > position) {
      return guess
    }
    return firstPosition(in: 1..<starts.count) { starts[$0] > position } - 1
  }

  /// Iterates chunk by chunk, with no look-up per row.
  public struct Iterator: IteratorProtocol {
    @usableFromInline let chunks: [[AnyRow]]
    @usableFromInline var chunk = 0
    @usableFromInline var offset = 0

    @inlinable init(_ chunks: [[AnyRow]]) { self.chunks = chunks }

    /// The next row, or `nil` at the end.
    @inlinable
    public mutating func next() -> AnyRow? {
      guard chunk < chunks.count else { return nil }
      let row = chunks[chunk][offset]
      offset += 1
      if offset == chunks[chunk].count {
        chunk += 1
        offset = 0
      }
      return row
    }
  }

  /// An iterator over the rows, in order.
  @inlinable
  public func makeIterator() -> Iterator { Iterator(chunks) }

  // MARK: - Range replacement

  /// Replaces the rows in `range` with `newRows`.
  ///
  /// - Complexity: O(m + c + 1,024) for m new rows and c chunks, and O(r) to release r removed
  ///   rows; an edit inside one chunk moves only that chunk's rows.
  @inlinable
  public mutating func replaceSubrange<NewRows: Collection>(
    _ range: Range<Int>, with newRows: NewRows
  ) where NewRows.Element == AnyRow {
    precondition(range.lowerBound >= 0 && range.upperBound <= total, "Range out of bounds")
    let added = newRows.count
    let change = added - range.count
    if range.isEmpty && added == 0 { return }
    if chunks.isEmpty {
      self = RowList(chunking: Array(newRows))
      return
    }
    // The chunk the edit starts in; an insert at the very end goes into the last chunk.
    let first = range.lowerBound == total ? chunks.count - 1 : chunk(containing: range.lowerBound)
    let offset = range.lowerBound - starts[first]
    let size = chunks[first].count
    if offset + range.count <= size {
      let newSize = size + change
      let keepsShape =
        newSize <= Self.maximumChunk && (newSize >= Self.minimumChunk || chunks.count == 1)
      if keepsShape && newSize > 0 {
        chunks[first].replaceSubrange(offset..<offset + range.count, with: newRows)
        total += change
        if change != 0 {
          for index in first + 1..<starts.count { starts[index] += change }
        }
        return
      }
    }
    rebuild(range, with: Array(newRows), from: first)
  }

  /// The general case of ``replaceSubrange(_:with:)``: the chunks the range touches (with the
  /// next one, when what is left would be a small chunk) are replaced by the rows they keep and
  /// the new rows, cut into chunks anew.
  @inlinable
  mutating func rebuild(_ range: Range<Int>, with newRows: [AnyRow], from first: Int) {
    var last = range.isEmpty ? first : chunk(containing: range.upperBound - 1)
    var merged = Array(chunks[first][..<(range.lowerBound - starts[first])])
    merged += newRows
    merged += chunks[last][(range.upperBound - starts[last])...]
    if merged.count < Self.minimumChunk && last + 1 < chunks.count {
      last += 1
      merged += chunks[last]
    }
    let pieces = Self.chunked(merged[...])
    var pieceStarts: [Int] = []
    pieceStarts.reserveCapacity(pieces.count)
    var next = starts[first]
    for piece in pieces {
      pieceStarts.append(next)
      next += piece.count
    }
    chunks.replaceSubrange(first...last, with: pieces)
    starts.replaceSubrange(first...last, with: pieceStarts)
    let shift = newRows.count - range.count
    total += shift
    for index in first + pieces.count..<starts.count { starts[index] += shift }
  }

  /// Reserves nothing: a list's chunks grow as they are edited.
  @inlinable
  public mutating func reserveCapacity(_ minimumCapacity: Int) {}

  // MARK: - Description

  /// The rows, written as an array's.
  public var description: String { Array(self).description }
}
