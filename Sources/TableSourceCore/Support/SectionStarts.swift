/// The global index of each section's first row (or item), and the total last: `[0, 3, 3, 7]`
/// for sections of 3, 0 and 4. The plan, the table's layout, the UIKit bridge and the collection
/// view number rows this way.
///
/// - Complexity: O(s) for s sections.
@inlinable
package func sectionStarts(_ counts: [Int]) -> [Int] {
  var starts = [0]
  starts.reserveCapacity(counts.count + 1)
  for count in counts { starts.append(starts[starts.count - 1] + count) }
  return starts
}

/// The section and the index within it of a global row (or item) index, given the starts
/// ``sectionStarts(_:)`` makes: the last section whose first row is at or before `index`, since
/// empty sections share their start with the next.
///
/// - Complexity: O(log s) for s sections.
@inlinable
package func location(ofGlobal index: Int, starts: [Int]) -> (section: Int, index: Int) {
  let section = max(0, firstPosition(in: 0..<(starts.count - 1)) { starts[$0] > index } - 1)
  return (section, index - starts[section])
}
