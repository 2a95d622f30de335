import Foundation
@_spi(TableSourceEngine) package import TableSourceCore

// Calls into the table from its own callbacks. The table commits its state before every call
// out, notes which callback is in progress, and decides from it what a call coming back in may
// do: see the article "Calling the table from its callbacks".
extension VirtualTableView {
  // MARK: - Calling out

  /// Calls user code for a callback, noting it as in progress. `restriction` overrides the
  /// callback's own (a `willDisplay` sent while a failed pass is undone is closed).
  @inline(__always)
  func callOut<T>(
    _ callback: TableCallback, restriction: CallbackRestriction? = nil, _ body: () throws -> T
  ) rethrows -> T {
    operations.callouts.enter(callback, own: callback.restriction, restriction: restriction)
    defer { operations.callouts.leave() }
    return try body()
  }

  /// The strictest restriction of the callbacks in progress; `.open` when none is.
  var restriction: CallbackRestriction { operations.callouts.restriction }

  /// The innermost callback in progress whose restriction is the one in force, to name it in an
  /// error.
  private var restrictingCallback: TableCallback {
    operations.callouts.restrictingCallback ?? .cellForRow
  }

  // MARK: - Admission

  /// For a call that changes the table's rows or scrolls it: whether it runs now (`false`) or is
  /// checked now and applied when the operation in progress ends (`true`).
  ///
  /// - Throws: ``TableViewError/reentrantCall(call:callback:)`` inside a closed callback.
  func admitDeferrable(_ call: String) throws -> Bool {
    switch operations.callouts.admission {
    case .now: return false
    case .later: return true
    case .refused(let callback): throw TableViewError.reentrantCall(call: call, callback: callback)
    }
  }

  /// For a call that lays the table out with new bounds or simulates a user gesture: it runs only
  /// when no callback that restricts calls is in progress.
  ///
  /// - Throws: ``TableViewError/reentrantCall(call:callback:)`` otherwise.
  func admitImmediate(_ call: String) throws {
    guard restriction == .open else {
      throw TableViewError.reentrantCall(call: call, callback: restrictingCallback)
    }
  }

  // MARK: - Operations

  /// Runs a public operation that may call out. When the outermost one ends, what callbacks asked
  /// for during it is done: a deferred `reloadData()`, data source or delegate assignments, and
  /// deferred updates, in the order they were asked for.
  ///
  /// - Throws: What `body` throws; else the first error applying deferred updates threw.
  func operation<T>(_ body: () throws -> T) throws -> T {
    operations.depth += 1
    let result: Result<T, any Error>
    do {
      result = .success(try body())
    } catch {
      result = .failure(error)
    }
    operations.depth -= 1
    // The outermost operation settles, and so does one run from a callback that hands over
    // outside any operation (a batch's completion): nothing else would.
    if operations.depth == 0 && restriction == .open {
      // Most operations leave nothing waiting: they settle without going through it.
      let settled = operations.hasDeferredWork || connections.hasPending ? settle() : nil
      if operations.callouts.isEmpty { checkInvariantsInDebugBuilds() }
      if case .success = result, let settled { throw settled }
    }
    return try result.get()
  }

  /// Runs an operation that cannot throw (a query that loads counts): deferred reloads and
  /// assignments are done at its end; deferred updates cannot arise in it.
  func quietOperation<T>(_ body: () -> T) -> T {
    operations.depth += 1
    let result = body()
    operations.depth -= 1
    if operations.depth == 0 && restriction == .open {
      applyDeferredReload()
      if operations.callouts.isEmpty { checkInvariantsInDebugBuilds() }
    }
    return result
  }

  /// Does what callbacks asked for during the operation that just ended. Returns the first error.
  /// A reload's completions and the display of updates may ask for more: it goes on until
  /// nothing waits.
  private func settle() -> (any Error)? {
    var firstError: (any Error)?
    var scrolls = 0
    repeat {
      applyDeferredReload()
      if let error = applyWaitingUpdates(), firstError == nil { firstError = error }
      if let error = makeWaitingScroll(count: &scrolls), firstError == nil { firstError = error }
    } while operations.hasDeferredWork || connections.hasPending
    return firstError
  }

  /// Keeps a scroll asked for from inside a callback that defers it: the last one asked for wins.
  /// A distance becomes the offset it leads to from where the table will be.
  func deferScroll(_ scroll: DeferredScroll) {
    operations.deferred.keepScroll(scroll)
  }

  /// The offset the table will be at once the scroll waiting (if any, and if it is to an offset)
  /// is applied: where a distance asked for now is measured from.
  var offsetAfterDeferredScroll: CGFloat {
    if case .offset(let y) = operations.deferred.scroll { return y }
    return contentOffset.y
  }

  /// How many deferred updates one operation applies with their display before it stops
  /// displaying them (``TableViewError/updatesDidNotSettle(count:)``), and how many deferred
  /// scrolls it makes (``TableViewError/scrollsDidNotSettle(count:)``).
  static let deferredUpdateLimit = 1_000

  /// Applies a `reloadData()` and data source or delegate assignments made inside callbacks.
  private func applyDeferredReload() {
    connections.applyPending()
    guard operations.reloadDeferred else { return }
    operations.reloadDeferred = false
    // The reload re-reads everything: updates asked for before it are part of what it reads.
    performReload()
  }

  // MARK: - Transactions

  /// Runs a layout pass, or several steps of one (a scroll measures, then displays), as a
  /// transaction: if it throws, the content offset, the heights it measured and the reuse queues
  /// are put back as they were. The displayed views are put back by the display pass itself.
  func transaction<T>(_ body: () throws -> T) throws -> T {
    if operations.journal.isActive { return try body() }
    operations.journal.begin(
      offset: contentOffset, cellRandom: cellPool.queues.randomState,
      headerFooterRandom: headerFooterPool.queues.randomState)
    do {
      let result = try body()
      operations.journal.end()
      return result
    } catch {
      undoDequeues()
      for entry in operations.journal.heights.reversed() {
        layout.restoreHeight(
          entry.height, measured: entry.measured, global: entry.index,
          from: &operations.journal.overwrittenSums)
      }
      contentOffset = operations.journal.contentOffset
      cellPool.queues.randomState = operations.journal.cellRandom
      headerFooterPool.queues.randomState = operations.journal.headerFooterRandom
      operations.journal.end()
      throw error
    }
  }

  /// Puts back every view the transaction took out of a queue, in reverse order, so each lands
  /// where it was; views it created are dropped.
  func undoDequeues() {
    for entry in operations.journal.dequeued.reversed() {
      if let cell = entry.view as? TableViewCell {
        cellPool.queues.reinsert(cell, at: entry.position)
        // The cell is back in its queue: it was not dropped after all.
        if entry.stale { observations.statistics.staleCellsDropped -= 1 }
      } else if let view = entry.view as? TableViewHeaderFooterView {
        headerFooterPool.queues.reinsert(view, at: entry.position)
      }
    }
    operations.journal.dequeued.removeAll(keepingCapacity: true)
    for view in operations.journal.created {
      if view is TableViewCell {
        observations.statistics.cellsDiscarded += 1
      } else {
        observations.statistics.headerFooterViewsDiscarded += 1
      }
    }
    operations.journal.created.removeAll(keepingCapacity: true)
  }

  /// Records a row's measured height, noting the old one while a transaction runs.
  func setMeasuredHeight(_ height: Double, global index: Int) {
    if operations.journal.isActive {
      layout.setMeasuredHeight(height, global: index, noting: &operations.journal)
      return
    }
    layout.setMeasuredHeight(height, global: index)
  }
}

/// What the transaction in progress changed, so that it can be undone exactly. Its arrays keep
/// their capacity from one pass to the next, so a scroll step allocates nothing for it.
struct LayoutJournal {
  private(set) var isActive = false
  private(set) var contentOffset = CGPoint.zero
  private(set) var cellRandom: SplitMix64?
  private(set) var headerFooterRandom: SplitMix64?
  /// Heights replaced, in order: the row, its height and whether it was measured before.
  var heights: [(index: Int, height: Double, measured: Bool)] = []
  /// The sums those height changes rewrote, as the layout recorded them, to put back exactly.
  var overwrittenSums: [Double] = []
  /// Views taken out of a queue, in order, with their position in it, and whether the dequeue
  /// dropped the view as stale (made under an earlier registration, rule 1.2) instead of
  /// handing it out.
  var dequeued: [(view: ReusableView, position: Int, stale: Bool)] = []
  /// Views created.
  var created: [ReusableView] = []

  mutating func begin(offset: CGPoint, cellRandom: SplitMix64?, headerFooterRandom: SplitMix64?) {
    isActive = true
    contentOffset = offset
    self.cellRandom = cellRandom
    self.headerFooterRandom = headerFooterRandom
  }

  /// Notes a view taken out of a queue while a transaction runs; does nothing otherwise.
  mutating func noteDequeued(_ view: ReusableView, at position: Int, stale: Bool) {
    guard isActive else { return }
    dequeued.append((view, position, stale))
  }

  mutating func end() {
    isActive = false
    heights.removeAll(keepingCapacity: true)
    overwrittenSums.removeAll(keepingCapacity: true)
    dequeued.removeAll(keepingCapacity: true)
    created.removeAll(keepingCapacity: true)
  }
}

// What the table gives the deferred updates both views share.
extension VirtualTableView: DeferredUpdateHost {
  package var deferred: DeferredUpdates<PreparedUpdate, DeferredScroll> {
    get { operations.deferred }
    _modify { yield &operations.deferred }
  }

  /// A reload waiting drops the updates waiting: it reads everything again.
  package var isReloadWaiting: Bool { operations.reloadDeferred }

  package var deferredLimit: Int { Self.deferredUpdateLimit }

  package func plan(of update: PreparedUpdate) -> BatchUpdatePlan { update.plan }

  package func applyState(ofWaiting update: PreparedUpdate) -> [Int]? {
    applyState(of: update)
  }

  package func stopDisplaying(reconfiguring targets: [Int], applied: Int) -> any Error {
    dropViews(ofRows: targets)
    return DisplayFailedAfterUpdate(
      indexPath: nil, underlying: TableViewError.updatesDidNotSettle(count: applied))
  }

  /// A scroll that fails is undone, as any scroll, but what the operation did before it stays
  /// done (an update, another scroll): its error is thrown inside a ``DisplayFailedAfterUpdate``,
  /// the error that says "applied, but not all of it could be displayed", so that a data source
  /// whose update started the operation keeps its new model.
  package func makeScroll(_ scroll: DeferredScroll) throws {
    screen.failedRequest = (nil, nil)
    do {
      try loadIfNeeded()
      try transaction {
        switch scroll {
        case .offset(let y): try scrollToOffset(y)
        case .row(let indexPath, let position): try scrollRowIntoView(indexPath, at: position)
        }
      }
    } catch {
      throw DisplayFailedAfterUpdate(
        indexPath: screen.failedRequest.indexPath, section: screen.failedRequest.section,
        underlying: error)
    }
  }

  package func scrollsDidNotSettle(count: Int) -> any Error {
    DisplayFailedAfterUpdate(
      indexPath: nil, underlying: TableViewError.scrollsDidNotSettle(count: count))
  }

  package func nestedOperation<T>(_ body: () throws -> T) rethrows -> T {
    operations.depth += 1
    defer { operations.depth -= 1 }
    return try body()
  }
}
