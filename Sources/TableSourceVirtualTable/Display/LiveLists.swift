package import Foundation
import TableSourceCore

// The live lists both virtual views keep of the views on display, and the primitives of a
// display pass over them: which views stay, which left, which keys have no view yet. The table
// keys cells by global row and headers and footers by section; the collection view keys cells
// by global item and supplementary views by section, one list per element kind.
//
// The types are public to the `TableSourceEngine` SPI only, and the operations a pass runs on
// every scroll step are `@inlinable`: that is what lets the collection view's module specialize
// them for its own view types. The compiler neither serializes nor specializes an `@inlinable`
// member of a `package` type across modules, and unspecialized, these operations spent most of
// a scroll step looking generic metadata up.

/// A view on display and what it is displayed for: a row's or item's global index, or a section.
@_spi(TableSourceEngine)
public struct LiveView<View> {
  /// The global index or section the view shows.
  @usableFromInline package var key: Int
  /// The view.
  @usableFromInline package var view: View

  /// A view on display for a key.
  @inlinable package init(key: Int, view: View) {
    self.key = key
    self.view = view
  }
}

/// A view that left the display in a pass, with what undoing the pass needs to know.
@MainActor
package struct EndedView<View: ReusableView> {
  /// Where it was on display.
  package var live: LiveView<View>
  /// The view's generation when it ended: a later one means a request reused it since.
  package var generation: Int
  /// A cell's index path when it ended.
  package var path: IndexPath?

  /// Notes a view as it leaves the display.
  package init(live: LiveView<View>, path: IndexPath?) {
    self.live = live
    self.generation = live.view.generation
    self.path = path
  }

  /// Whether a request of the pass dequeued the view again since it ended.
  package var wasReused: Bool { live.view.generation != generation }
}

/// The operations on live lists (ascending by key, keys distinct) that a display pass runs.
@_spi(TableSourceEngine)
public enum LiveLists {
  /// Splits live views into those whose keys are still wanted and those that are not (both lists
  /// ascending).
  @inlinable package static func split<View>(_ live: [LiveView<View>], wanted: [Int])
    -> (kept: [LiveView<View>], ended: [LiveView<View>])
  {
    // How many stay, first, so that each list is allocated once, at its size.
    var keptCount = 0
    walk(live, wanted) { _, stays in if stays { keptCount += 1 } }
    var kept: [LiveView<View>] = []
    var ended: [LiveView<View>] = []
    kept.reserveCapacity(keptCount)
    ended.reserveCapacity(live.count - keptCount)
    walk(live, wanted) { entry, stays in
      if stays {
        kept.append(entry)
      } else {
        ended.append(entry)
      }
    }
    return (kept, ended)
  }

  /// Calls `body` with each live view, in order, and whether its key is wanted.
  @inlinable static func walk<View>(
    _ live: [LiveView<View>], _ wanted: [Int], _ body: (LiveView<View>, Bool) -> Void
  ) {
    var wantedIndex = 0
    for entry in live {
      while wantedIndex < wanted.count && wanted[wantedIndex] < entry.key { wantedIndex += 1 }
      body(entry, wantedIndex < wanted.count && wanted[wantedIndex] == entry.key)
    }
  }

  /// The wanted keys (ascending) that have no live view.
  @inlinable package static func missing<View>(_ wanted: [Int], from kept: [LiveView<View>])
    -> [Int]
  {
    // The kept views are all wanted: the rest of the wanted keys are missing, allocated once.
    var result: [Int] = []
    result.reserveCapacity(max(0, wanted.count - kept.count))
    var keptIndex = 0
    for key in wanted {
      if keptIndex < kept.count && kept[keptIndex].key == key {
        keptIndex += 1
      } else {
        result.append(key)
      }
    }
    return result
  }

  /// Merges two ascending lists of live views with distinct keys.
  @inlinable package static func merge<View>(_ first: [LiveView<View>], _ second: [LiveView<View>])
    -> [LiveView<View>]
  {
    if second.isEmpty { return first }
    if first.isEmpty { return second }
    var result: [LiveView<View>] = []
    result.reserveCapacity(first.count + second.count)
    var i = 0
    var j = 0
    while i < first.count || j < second.count {
      if j == second.count || (i < first.count && first[i].key < second[j].key) {
        result.append(first[i])
        i += 1
      } else {
        result.append(second[j])
        j += 1
      }
    }
    return result
  }

  /// The ended views that a request of a failed pass dequeued again (their generation moved).
  @MainActor
  package static func reused<View>(_ entries: [EndedView<View>]) -> Set<ObjectIdentifier> {
    Set(entries.filter(\.wasReused).map { ObjectIdentifier($0.live.view) })
  }

  /// The position in an ascending live list of the view for a key, or `nil`.
  ///
  /// - Complexity: O(log v) for v views in the list.
  package static func position<View>(of key: Int, in list: [LiveView<View>]) -> Int? {
    let low = firstPosition(in: 0..<list.count) { list[$0].key >= key }
    return low < list.count && list[low].key == key ? low : nil
  }

  /// Checks one list: keys strictly ascending and below `limit`, each view on display once
  /// (`seen` holds the views of the lists checked before), none queued.
  @MainActor
  package static func checkInvariants<View: ReusableView>(
    _ list: [LiveView<View>], limit: Int, name: String, seen: inout Set<ObjectIdentifier>
  ) {
    var previous = -1
    for live in list {
      precondition(
        live.key > previous,
        "The live \(name)s are not sorted by key: \(live.key) follows \(previous)")
      precondition(
        live.key < limit, "A live \(name)'s key \(live.key) is past the layout's \(limit)")
      precondition(
        seen.insert(ObjectIdentifier(live.view)).inserted,
        "\(name) #\(live.view.instanceNumber) is on display twice")
      precondition(!live.view.isQueued, "Live \(name) #\(live.view.instanceNumber) is also queued")
      previous = live.key
    }
  }
}
