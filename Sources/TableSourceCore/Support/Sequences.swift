// Two checks a batch update's lists go through, shared by the update, its plan and the rows the
// plan reads: a list in increasing order (as a diff lists its changes) has no repeats, and only
// a list that is not is hashed to find them.

extension Collection where Element: Comparable {
  /// Whether each element is less than the next.
  ///
  /// - Complexity: O(n) for n elements.
  var isStrictlyIncreasing: Bool { zip(self, dropFirst()).allSatisfy { $0 < $1 } }
}

extension Array where Element: Comparable {
  /// The elements in increasing order: the array itself when it is already strictly increasing
  /// (a diff lists its rows so), sorted otherwise.
  ///
  /// - Complexity: O(n) when it is; O(n log n) otherwise.
  func sortedUnlessIncreasing() -> [Element] { isStrictlyIncreasing ? self : sorted() }
}

/// The values without repeats, the first of each kept, in order.
///
/// - Complexity: O(n) for n values, each hashed once.
func uniqued<T: Hashable>(_ values: [T]) -> [T] {
  guard values.count > 1 else { return values }
  var seen = Set<T>(minimumCapacity: values.count)
  return values.filter { seen.insert($0).inserted }
}

/// The values without repeats, the first of each kept, in order: a list in increasing order (as
/// a diff or a form lists its changes) has none, and comes back without anything hashed.
///
/// - Complexity: O(n) for n values; each is hashed only when the list is not increasing.
func withoutRepeats<T: Hashable & Comparable>(_ values: [T]) -> [T] {
  values.isStrictlyIncreasing ? values : uniqued(values)
}
