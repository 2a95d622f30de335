public import Foundation
@_spi(TableSourceEngine) import TableSourceCore
@_spi(TableSourceEngine) import TableSourceVirtualTable

// Registration and the dequeue contract (C-A1–C-A11), on the table's reuse pools.
extension VirtualCollectionView {
  // MARK: - Registration

  /// Registers a ``CollectionViewCell`` subclass under a reuse identifier (C-A1): nothing is
  /// created now; registering again replaces the class; `nil` removes the registration.
  ///
  /// - Throws: `TableViewError.emptyReuseIdentifier(method:)` for an empty identifier,
  ///   `TableViewError.unsupportedViewClass(className:identifier:expected:)` for a class that is
  ///   not a ``CollectionViewCell``; the registrations are then unchanged.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)
    throws
  {
    try cellPool.registry.register(
      class: cellClass, for: identifier, method: "registerClass:forCellWithReuseIdentifier:")
  }

  /// Registers a ``CollectionReusableView`` subclass under an element kind and a reuse
  /// identifier (C-A2): the pair is the key, so a registration for headers never answers a
  /// request for footers.
  ///
  /// - Throws: As ``register(_:forCellWithReuseIdentifier:)``.
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) throws {
    var pool = supplementaryPools[kind] ?? ReusePool(order: cellPool.order)
    try pool.registry.register(
      class: viewClass, for: identifier,
      method: "registerClass:forSupplementaryViewOfKind:withReuseIdentifier:",
      prepare: { $0.elementKind = kind })
    supplementaryPools[kind] = pool
  }

  /// Whether a cell class is registered under the identifier.
  public func hasRegistration(forCellWithReuseIdentifier identifier: String) -> Bool {
    cellPool.isRegistered(identifier)
  }

  /// Whether a supplementary view class is registered under the kind and identifier.
  public func hasRegistration(
    forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) -> Bool {
    supplementaryPools[kind]?.registry.contains(identifier) ?? false
  }

  // MARK: - Dequeuing

  /// Returns a queued cell for the identifier, prepared for reuse (C-B1), or a new one from its
  /// registration. There is no dequeue without an index path (C-A3).
  ///
  /// While the collection view reconfigures an item (C-H2), this returns the item's existing
  /// cell, without `prepareForReuse()`.
  ///
  /// - Throws: ``CollectionViewError/unregisteredIdentifier(kind:identifier:)`` (C-A4);
  ///   ``CollectionViewError/dequeueWithoutRequest(view:)`` from iOS 18 outside a request for
  ///   this index path or for a second view in one request (C-A8);
  ///   ``CollectionViewError/reconfigureIdentifierMismatch(dequeued:original:)`` (C-H3).
  /// - Complexity: O(1) on average, plus the cell's initializer or `prepareForReuse()`.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    throws -> CollectionViewCell
  {
    try checkRequest(kind: CollectionElementKind.cell, identifier: identifier, indexPath)
    if let live = request?.reconfiguring {
      guard live.reuseIdentifier == identifier else {
        throw contractViolation(
          .reconfigureIdentifierMismatch(
            dequeued: identifier, original: live.reuseIdentifier ?? "nil"), at: indexPath)
      }
      request?.dequeued.append(live)
      return live
    }
    if let supply = request?.supply {
      guard let cell = supply(identifier) as? CollectionViewCell else {
        throw contractViolation(
          .unregisteredIdentifier(kind: CollectionElementKind.cell, identifier: identifier),
          at: indexPath)
      }
      request?.dequeued.append(cell)
      return cell
    }
    guard
      let cell = dequeue(
        from: &cellPool, kind: CollectionElementKind.cell, identifier: identifier)
    else {
      throw contractViolation(
        .unregisteredIdentifier(kind: CollectionElementKind.cell, identifier: identifier),
        at: indexPath)
    }
    return cell
  }

  /// Returns a queued supplementary view for the kind and identifier, prepared for reuse, or a
  /// new one from its registration (C-A2, C-A3).
  ///
  /// - Throws: As ``dequeueReusableCell(withReuseIdentifier:for:)``.
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) throws -> CollectionReusableView {
    try checkRequest(kind: kind, identifier: identifier, indexPath)
    let unregistered = CollectionViewError.unregisteredIdentifier(
      kind: kind, identifier: identifier)
    if let supply = request?.supply {
      guard let view = supply(identifier) as? CollectionReusableView else {
        throw contractViolation(unregistered, at: indexPath)
      }
      request?.dequeued.append(view)
      return view
    }
    guard var pool = supplementaryPools[kind] else {
      throw contractViolation(unregistered, at: indexPath)
    }
    let view = dequeue(from: &pool, kind: kind, identifier: identifier)
    supplementaryPools[kind] = pool
    guard let view else { throw contractViolation(unregistered, at: indexPath) }
    return view
  }

  /// The number of views waiting in the reuse queue of a cell identifier.
  public func queuedCellCount(forReuseIdentifier identifier: String) -> Int {
    cellPool.queues.count(for: identifier)
  }

  /// Whether a cell is waiting in a reuse queue.
  public func isQueued(_ cell: CollectionViewCell) -> Bool { cellPool.queues.contains(cell) }

  /// The number of supplementary views waiting in the reuse queue of a kind and identifier.
  public func queuedSupplementaryViewCount(ofKind kind: String, reuseIdentifier identifier: String)
    -> Int
  {
    supplementaryPools[kind]?.queues.count(for: identifier) ?? 0
  }

  // MARK: - Internals

  /// C-A8: from iOS 18 a view may be dequeued only inside a request for its index path and kind,
  /// once; earlier releases let it pass, and the collection view notes it.
  private func checkRequest(kind: String, identifier: String, _ indexPath: IndexPath) throws {
    // The kind is checked when the view is returned (C-A7), not here.
    let inRequest = request?.indexPath == indexPath && request?.dequeued.isEmpty == true
    guard !inRequest else { return }
    if release >= .iOS(18) {
      let className =
        kind == CollectionElementKind.cell ? "CollectionViewCell" : "CollectionReusableView"
      throw contractViolation(
        .dequeueWithoutRequest(
          view:
            "\(className); reuseIdentifier = \(identifier); indexPath = "
            + indexPath.tableDescription), at: indexPath)
    }
    observations.diagnostics.append(
      .dequeueWithoutRequest(kind: kind, identifier: identifier, indexPath: indexPath))
  }

  /// The shared dequeue walk, with the collection view's bookkeeping: numbers and counts new
  /// views, prepares reused ones (C-B1), and notes both in the request in progress.
  private func dequeue<View: ReusableView>(
    from pool: inout ReusePool<View>, kind: String, identifier: String
  ) -> View? {
    let result = pool.dequeueOrCreate(identifier) { view, position, stale in
      request?.taken.append((view, position, stale))
      journal?.append((view, position, stale))
      if stale { observations.statistics.staleCellsDropped += 1 }
    }
    guard let (view, reused) = result else { return nil }
    if reused {
      observations.statistics.reuses += 1
      log(.dequeue(kind: kind, identifier: identifier, view: view.instanceNumber, reused: true))
      view.prepareForReuse()
      log(.prepareForReuse(view: view.instanceNumber))
    } else {
      observations.assignInstanceNumber(to: view)
      if kind == CollectionElementKind.cell {
        observations.statistics.cellsCreated[identifier, default: 0] += 1
      } else {
        observations.statistics.headerFooterViewsCreated += 1
      }
      log(.create(kind: kind, identifier: identifier, view: view.instanceNumber))
      log(.dequeue(kind: kind, identifier: identifier, view: view.instanceNumber, reused: false))
    }
    request?.dequeued.append(view)
    return view
  }

  /// Puts a view that left the display into its queue (C-B2), or drops one without an
  /// identifier.
  func enqueue(_ cell: CollectionViewCell) {
    if cellPool.queues.enqueue(cell) {
      log(
        .enqueue(
          kind: CollectionElementKind.cell, identifier: cell.reuseIdentifier ?? "",
          view: cell.instanceNumber))
    } else if cell.reuseIdentifier == nil {
      observations.statistics.cellsDiscarded += 1
    }
  }

  /// Puts a supplementary view that left the display into its kind's queue.
  func enqueue(_ view: CollectionReusableView, kind: String) {
    if supplementaryPools[kind]?.queues.enqueue(view) == true {
      log(.enqueue(kind: kind, identifier: view.reuseIdentifier ?? "", view: view.instanceNumber))
    } else if view.reuseIdentifier == nil {
      observations.statistics.headerFooterViewsDiscarded += 1
    }
  }

  /// Undoes the dequeues of a failed request: views taken out of queues go back where they were,
  /// in reverse order, and views created are dropped.
  func undo(_ failed: ViewRequest) {
    for entry in failed.taken.reversed() { putBack(entry) }
    for view in failed.dequeued
    where view !== failed.reconfiguring && !failed.taken.contains(where: { $0.view === view }) {
      noteDropped(view)
    }
  }

  /// Counts a view created for a request or a pass that failed, and dropped: never displayed
  /// and never queued, it is no longer alive.
  func noteDropped(_ view: ReusableView) {
    if view is CollectionViewCell {
      observations.statistics.cellsDiscarded += 1
    } else {
      observations.statistics.headerFooterViewsDiscarded += 1
    }
  }

  /// Puts a view taken out of its queue back where it was (nothing if it is queued already). A
  /// stale cell the dequeue dropped (made under an earlier registration) is back in its queue:
  /// it was not dropped after all.
  func putBack(_ taken: TakenView) {
    guard !taken.view.isQueued else { return }
    if let cell = taken.view as? CollectionViewCell {
      cellPool.queues.reinsert(cell, at: taken.position)
      if taken.stale { observations.statistics.staleCellsDropped -= 1 }
    } else if let supplementary = taken.view as? CollectionReusableView {
      supplementaryPools[supplementary.elementKind]?.queues.reinsert(
        supplementary, at: taken.position)
    }
  }

  /// Asks the data source for an item's cell inside a request, and checks the contract: the
  /// cell returned was dequeued for this request (C-A5, C-A8), a reconfiguration's identifier
  /// (C-H3). On error the request is undone.
  func requestCell(at indexPath: IndexPath, reconfiguring live: CollectionViewCell? = nil)
    throws -> CollectionViewCell
  {
    guard let dataSource else {
      throw CollectionViewError.invalidIndexPath(indexPath, call: "cellForItemAt (no data source)")
    }
    let outer = request
    request = ViewRequest(
      kind: CollectionElementKind.cell, indexPath: indexPath, reconfiguring: live,
      supply: detachedSupply)
    RegistrationClock.requests += 1
    defer {
      RegistrationClock.requests -= 1
      request = outer
    }
    log(.cellForItem(indexPath))
    do {
      let cell = try callOut("collectionView(_:cellForItemAt:)", .closed) {
        try dataSource.collectionView(self, cellForItemAt: indexPath)
      }
      try checkReturned(cell, kind: CollectionElementKind.cell, indexPath)
      putBackExtraDequeues(keeping: cell)
      return cell
    } catch {
      if let failed = request { undo(failed) }
      throw error
    }
  }

  /// Asks the data source for a supplementary view inside a request, and checks the contract:
  /// not `nil` and dequeued (C-A6), of the kind asked for (C-A7), once (C-A8).
  func requestSupplementaryView(ofKind kind: String, at indexPath: IndexPath) throws
    -> CollectionReusableView
  {
    let outer = request
    request = ViewRequest(kind: kind, indexPath: indexPath)
    request?.supply = detachedSupply
    RegistrationClock.requests += 1
    defer {
      RegistrationClock.requests -= 1
      request = outer
    }
    log(.viewForSupplementaryElement(kind: kind, indexPath))
    do {
      let view = try callOut("collectionView(_:viewForSupplementaryElementOfKind:at:)", .closed) {
        try dataSource?.collectionView(
          self, viewForSupplementaryElementOfKind: kind, at: indexPath)
      }
      guard let view else {
        throw contractViolation(
          .supplementaryViewNotDequeued(kind: kind, indexPath: indexPath), at: indexPath)
      }
      try checkReturned(view, kind: kind, indexPath)
      putBackExtraDequeues(keeping: view)
      return view
    } catch {
      if let failed = request { undo(failed) }
      throw error
    }
  }

  /// The view returned must be one dequeued for this request (C-A5, C-A6, C-A8) and, for a
  /// supplementary view, registered for the kind asked for (C-A7).
  private func checkReturned(_ view: ReusableView, kind: String, _ indexPath: IndexPath) throws {
    let dequeuedHere = request?.dequeued.containsIdentical(view) ?? false
    if let supplementary = view as? CollectionReusableView,
      dequeuedHere || !supplementary.elementKind.isEmpty
    {
      guard supplementary.elementKind == kind || supplementary.elementKind.isEmpty else {
        throw contractViolation(
          .supplementaryKindMismatch(asked: kind, registered: supplementary.elementKind),
          at: indexPath)
      }
    }
    guard dequeuedHere else {
      if kind == CollectionElementKind.cell {
        throw contractViolation(.cellNotDequeued(indexPath), at: indexPath)
      }
      throw contractViolation(
        .supplementaryViewNotDequeued(kind: kind, indexPath: indexPath), at: indexPath)
    }
  }

  /// Before iOS 18 a request could dequeue more than one view (C-A8): the ones not returned go
  /// back to their queues rather than being lost.
  private func putBackExtraDequeues(keeping kept: ReusableView) {
    // The views of a request made off the screen are the testing kit's, never the queues'.
    guard let dequeued = request?.dequeued, dequeued.count > 1, request?.supply == nil else {
      return
    }
    for view in dequeued where view !== kept {
      if let cell = view as? CollectionViewCell, cell !== request?.reconfiguring {
        enqueue(cell)
      } else if let supplementary = view as? CollectionReusableView {
        enqueue(supplementary, kind: supplementary.elementKind)
      }
    }
  }
}

/// Counts the view requests in progress in every collection view, so that a registration knows
/// whether it was made inside one (C-A10).
@MainActor
enum RegistrationClock {
  /// View requests in progress. Changed on every request and never across a call, so it goes
  /// without the run-time exclusivity check a global has.
  @exclusivity(unchecked) static var requests = 0
  /// Registrations made so far, to number their reuse identifiers.
  static var made = 0
}
