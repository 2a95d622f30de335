/// Where each row goes across an update, one way (old to new, or new to old): every row of the
/// table mapped in an array, or, for an update that changes no section, only the rows that
/// change, from which any row's place is worked out in O(log k) for k rows changed.
///
/// With no section changed, the rows that stay keep their order: the r-th row that stays before
/// the update is the r-th one after it. A row's rank among those that stay is its index minus the
/// rows that leave before it; its place on the other side is its rank plus the rows that arrive
/// before it there, both counted by bisection in sorted lists.
package struct RowMap: Sendable {
  private enum Storage: Sendable {
    case full(IndexMap)
    case sparse(Sparse)
  }

  /// The rows that change, seen from one side.
  private struct Sparse: Sendable {
    /// The number of rows on this side.
    let count: Int
    /// Rows of this side that do not stay (deleted or moved away, for old to new), ascending.
    let leaving: [Int]
    /// Where each of `leaving` goes on the other side: a moved row's place, or `nil`.
    let targets: [Int?]
    /// Rows of the other side that do not come from staying rows, ascending, each minus its
    /// index in the list: the rows that stay before it.
    let arrivingRanks: [Int]

    init(count: Int, leaving: [Int], targets: [Int?], arriving: [Int]) {
      precondition(targets.count == leaving.count)
      self.count = count
      self.leaving = leaving
      self.targets = targets
      arrivingRanks = arriving.enumerated().map { $0.element - $0.offset }
    }

    func target(_ position: Int) -> Int? {
      let before = Self.count(in: leaving, below: position)
      if before < leaving.count && leaving[before] == position { return targets[before] }
      let rank = position - before
      // The rank-th place on the other side that no arriving row takes.
      return rank + Self.count(in: arrivingRanks, atMost: rank)
    }

    /// How many of `sorted` are below `value`.
    static func count(in sorted: [Int], below value: Int) -> Int {
      RowChanges.firstIndex(in: sorted, notBelow: value)
    }

    /// How many of `sorted` are at most `value`.
    static func count(in sorted: [Int], atMost value: Int) -> Int {
      count(in: sorted, below: value + 1)
    }
  }

  private let storage: Storage

  /// A map of every row.
  package init(_ map: IndexMap) {
    storage = .full(map)
  }

  /// A map from the rows that change: `count` rows on this side, of which `leaving` (ascending)
  /// do not stay and go to `targets` (the same count: a row of the other side for a moved row,
  /// `nil` for one that goes nowhere); `arriving` rows of the other side (ascending) do not come
  /// from staying rows (inserted, or moved in).
  package init(count: Int, leaving: [Int], targets: [Int?], arriving: [Int]) {
    storage = .sparse(
      Sparse(count: count, leaving: leaving, targets: targets, arriving: arriving))
  }

  /// Where a row goes, or `nil` for nowhere.
  ///
  /// - Complexity: O(1) for a full map, O(log k) for k rows changed.
  package subscript(position: Int) -> Int? {
    switch storage {
    case .full(let map): map[position]
    case .sparse(let sparse): sparse.target(position)
    }
  }

  /// Whether a row goes somewhere.
  package func isMapped(_ position: Int) -> Bool { self[position] != nil }

  /// The number of rows on this side.
  package var count: Int {
    switch storage {
    case .full(let map): map.count
    case .sparse(let sparse): sparse.count
    }
  }

  /// The rows, `0..<count`.
  package var indices: Range<Int> { 0..<count }

  /// The rows that go somewhere, with where, in order of row.
  ///
  /// - Complexity: O(n log k).
  package var mapped: [(position: Int, target: Int)] {
    indices.compactMap { position in self[position].map { (position, $0) } }
  }
}
