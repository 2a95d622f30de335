/// Where each position of one sequence went in another: a position there, or none (a deleted
/// row, an inserted section). Used for the maps an update makes between positions before and
/// after it.
///
/// It stores one integer per position, with no optional's extra byte and padding, so a map of
/// a million rows costs 8 MB, not 16; the absent value is kept inside.
package struct IndexMap: Sendable, Hashable {
  /// The target of each position, or -1 for none. Only this type reads the encoding.
  @usableFromInline var targets: [Int]

  /// A map of `count` positions, none mapped.
  @inlinable
  package init(count: Int) {
    targets = Array(repeating: -1, count: count)
  }

  /// The number of positions.
  @inlinable
  package var count: Int { targets.count }

  /// The positions, `0..<count`.
  @inlinable
  package var indices: Range<Int> { targets.indices }

  /// Where `position` went, or `nil` for nowhere.
  @inlinable
  package subscript(position: Int) -> Int? {
    get {
      let target = targets[position]
      return target >= 0 ? target : nil
    }
    set {
      precondition(newValue.map { $0 >= 0 } ?? true, "A position is never negative")
      targets[position] = newValue ?? -1
    }
  }

  /// Whether `position` went somewhere.
  @inlinable
  package func isMapped(_ position: Int) -> Bool { targets[position] >= 0 }

  /// The positions that went somewhere, with where, in order of position.
  package var mapped: [(position: Int, target: Int)] {
    targets.enumerated().compactMap { $0.element >= 0 ? ($0.offset, $0.element) : nil }
  }
}
