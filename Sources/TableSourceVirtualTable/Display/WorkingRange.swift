/// IGListKit's working range, for both virtual views: the items (or rows) on display and `size`
/// more on each side of them, in their global order. Items entering and leaving that band are
/// announced, so an app starts loading what an item needs a little before it shows and cancels
/// it a little after it left, with semantics a test can check: unlike prefetching (rule 8.1,
/// C-B4), whose calls UIKit does not promise, every item is announced on entering and on leaving.
///
/// An item deleted by an update, or every item at a reload, leaves the band without an
/// announcement: its index path no longer names it.
package struct WorkingRange: Sendable {
  /// How many items beyond the displayed ones, on each side, are in the band; 0 turns it off.
  package var size = 0
  /// The items in the band, by global index, ascending.
  package private(set) var members: [Int] = []

  /// An empty, disabled band.
  package init() {}

  /// Whether an update can announce anything: the band is on, or still holds items to leave.
  package var isActive: Bool { size > 0 || !members.isEmpty }

  /// Moves the band to the views on display, a live list ascending by global index, out of
  /// `count` items; returns the items that entered and left it, ascending.
  ///
  /// - Complexity: O(v + s) for v views on display and s the band's size.
  package mutating func update<View>(showing live: [LiveView<View>], count: Int) -> (
    entered: [Int], exited: [Int]
  ) {
    let displayed = live.first.map { $0.key...live[live.count - 1].key }
    return update(displayed: displayed, count: count)
  }

  /// Moves the band to the items from `first` to `last` displayed (`nil` for none), out of
  /// `count`, and returns the items that entered and left it, ascending.
  ///
  /// - Complexity: O(v + s) for v items displayed and s the band's size.
  package mutating func update(displayed: ClosedRange<Int>?, count: Int) -> (
    entered: [Int], exited: [Int]
  ) {
    var wanted: [Int] = []
    if size > 0, let displayed, count > 0 {
      let low = max(0, displayed.lowerBound - size)
      let high = min(count - 1, displayed.upperBound + size)
      if low <= high { wanted = Array(low...high) }
    }
    var entered: [Int] = []
    var exited: [Int] = []
    var old = 0
    var new = 0
    while old < members.count || new < wanted.count {
      if new == wanted.count || (old < members.count && members[old] < wanted[new]) {
        exited.append(members[old])
        old += 1
      } else if old == members.count || wanted[new] < members[old] {
        entered.append(wanted[new])
        new += 1
      } else {
        old += 1
        new += 1
      }
    }
    members = wanted
    return (entered, exited)
  }

  /// Moves the members to their places after an update; deleted ones leave silently.
  ///
  /// - Complexity: O(s log s) for s members.
  package mutating func remap(_ newIndex: (Int) -> Int?) {
    members = members.compactMap(newIndex).sorted()
  }

  /// Empties the band silently (a reload).
  package mutating func removeAll() {
    members.removeAll()
  }
}
