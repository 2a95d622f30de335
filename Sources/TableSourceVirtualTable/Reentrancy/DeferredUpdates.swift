package import TableSourceCore

/// Updates asked for from a display or prefetch callback, checked at once and waiting for the
/// operation in progress to end, and the last scroll asked for there: the rules of
/// <doc:CallingTheTableFromItsCallbacks>, for the table and the collection view alike. A view
/// keeps one, and settles it through ``DeferredUpdateHost`` when its outermost operation ends.
///
/// Public to the `TableSourceEngine` SPI only, so that the collection view's module can
/// specialize ``isEmpty``, which it asks after every operation (see `LiveLists`).
@_spi(TableSourceEngine)
public struct DeferredUpdates<Update, Scroll> {
  /// The updates waiting, in the order they were asked for.
  @usableFromInline package private(set) var updates: [Update] = []
  /// The last scroll asked for: each one replaces the one before (UIKit lays a view out once,
  /// at the offset last set).
  @usableFromInline package private(set) var scroll: Scroll?

  /// Nothing waiting.
  package init() {}

  /// Whether nothing waits.
  @inlinable package var isEmpty: Bool { updates.isEmpty && scroll == nil }

  /// Keeps an update, checked already, for the operation's end.
  package mutating func append(_ update: Update) {
    updates.append(update)
  }

  /// Changes the update kept last, in place (so that a large value it holds keeps one holder).
  package mutating func modifyLast(_ body: (inout Update) -> Void) {
    body(&updates[updates.count - 1])
  }

  /// Takes the updates waiting out of the queue.
  package mutating func takeUpdates() -> [Update] {
    var taken: [Update] = []
    swap(&taken, &updates)
    return taken
  }

  /// Keeps a scroll for the operation's end, in place of the one kept before.
  package mutating func keepScroll(_ scroll: Scroll) {
    self.scroll = scroll
  }

  /// Takes the scroll waiting.
  package mutating func takeScroll() -> Scroll? {
    defer { scroll = nil }
    return scroll
  }

  /// Drops everything waiting.
  package mutating func removeAll() {
    updates.removeAll()
    scroll = nil
  }
}

/// A virtual view that defers updates and scrolls asked for from its display callbacks: what it
/// gives is what differs between the table and the collection view (how an update changes its
/// state, how it displays, how it scrolls, what it throws past the limits); the order of the
/// work is ``DeferredUpdateHost``'s own.
@MainActor
package protocol DeferredUpdateHost: AnyObject {
  /// An update checked against the counts before and after it.
  associatedtype Update
  /// A scroll asked for.
  associatedtype Scroll

  /// What waits.
  var deferred: DeferredUpdates<Update, Scroll> { get set }
  /// Whether a reload waits, which the updates and the scroll wait for.
  var isReloadWaiting: Bool { get }
  /// How many updates, and how many scrolls, one operation applies with their display before
  /// it stops displaying them.
  var deferredLimit: Int { get }

  /// The plan an update was checked with: its row map moves the rows to configure again.
  func plan(of update: Update) -> BatchUpdatePlan
  /// Applies an update to the state only, asking for no view. Returns the rows or items to
  /// configure again, as global indexes after it, or `nil` when something since (a reload)
  /// superseded the update.
  func applyState(ofWaiting update: Update) -> [Int]?
  /// Displays the state after the updates just applied, in one pass, configuring `targets`
  /// again in place; `updates` are handed over so that the view can drop them first.
  func display(applied updates: consuming [Update], reconfiguring targets: [Int]) throws
  /// Past ``deferredLimit`` updates: the views of `targets` and those outside the viewport leave
  /// the display, unasked for; returns the error that says so.
  func stopDisplaying(reconfiguring targets: [Int], applied: Int) -> any Error
  /// Makes a scroll that waited, after the updates.
  func makeScroll(_ scroll: Scroll) throws
  /// Past ``deferredLimit`` scrolls: the error that says so.
  func scrollsDidNotSettle(count: Int) -> any Error
  /// Runs work that waited as an operation nested in the one ending.
  func nestedOperation<T>(_ body: () throws -> T) rethrows -> T
}

extension DeferredUpdateHost {
  /// Applies updates to the state, in order, and returns the rows or items to configure again
  /// after the last (those of an earlier update follow the later ones; a row one deletes or
  /// reloads needs none), or `nil` when every update was superseded.
  package func applyStates(_ updates: borrowing [Update]) -> [Int]? {
    var targets: [Int]?
    for index in updates.indices {
      // A plain loop, not `compactMap` with a closure over the plan: this runs per update.
      guard let own = applyState(ofWaiting: updates[index]) else { continue }
      var following: [Int] = []
      if let earlier = targets, !earlier.isEmpty {
        let plan = plan(of: updates[index])
        following.reserveCapacity(earlier.count)
        for target in earlier {
          if let new = plan.survivingRow(target) { following.append(new) }
        }
      }
      targets = following + own
    }
    return targets
  }

  /// Applies updates state-first, then displays the state after the last of them once: the data
  /// source already shows it, so no state in between can be displayed.
  ///
  /// - Throws: What the display throws, after the updates were applied.
  package func applyAndDisplay(_ updates: consuming [Update]) throws {
    guard let targets = applyStates(updates) else { return }
    try display(applied: updates, reconfiguring: targets)
  }

  /// Applies the updates waiting and displays them together; then the ones that display asks
  /// for in turn, until none waits or a reload does. Past ``deferredLimit`` updates the rest
  /// are applied without display. Returns the first error.
  package func applyWaitingUpdates() -> (any Error)? {
    var firstError: (any Error)?
    var applied = 0
    while !deferred.updates.isEmpty && !isReloadWaiting {
      // Moved into the closure, not captured by it: the updates' values must have one holder
      // once the view takes them (a table's layout is edited in place, not copied).
      var waiting: [Update]? = deferred.takeUpdates()
      applied += waiting!.count
      do {
        try nestedOperation {
          let updates = waiting.take()!
          if applied > deferredLimit {
            // Callbacks keep asking: no more is displayed, so that no more is asked for; what
            // is missing is displayed at the next layout.
            let error = stopDisplaying(reconfiguring: applyStates(updates) ?? [], applied: applied)
            if firstError == nil { throw error }
          } else {
            try applyAndDisplay(updates)
          }
        }
      } catch {
        if firstError == nil { firstError = error }
      }
    }
    return firstError
  }

  /// Makes the scroll waiting, once no reload or update waits (they go first: the data source
  /// already shows the state after them). `count` counts the scrolls made while the operation
  /// settles: past ``deferredLimit``, callbacks that scroll on every display are stopped.
  package func makeWaitingScroll(count: inout Int) -> (any Error)? {
    guard deferred.scroll != nil, !isReloadWaiting, deferred.updates.isEmpty,
      let scroll = deferred.takeScroll()
    else { return nil }
    count += 1
    guard count <= deferredLimit else { return scrollsDidNotSettle(count: count - 1) }
    do {
      try nestedOperation { try makeScroll(scroll) }
      return nil
    } catch {
      return error
    }
  }
}
