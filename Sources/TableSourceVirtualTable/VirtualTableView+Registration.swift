public import Foundation
import TableSourceCore

// Rules 1.1–1.6 (registration) and 2.1–2.7, 2.12 (dequeue, creation, reuse).
extension VirtualTableView {
  /// Registers a ``TableViewCell`` subclass under a reuse identifier (rules 1.1–1.4). Nothing is
  /// created now; registering again replaces the class; `nil` removes the registration, and cells
  /// already queued under the identifier stay dequeuable (rule 1.3) unless
  /// ``purgesQueuedCellsOnUnregister`` is on.
  ///
  /// - Throws: ``TableViewError/emptyReuseIdentifier(method:)`` for an empty identifier,
  ///   ``TableViewError/unsupportedViewClass(className:identifier:expected:)`` for a class that
  ///   is not a ``TableViewCell``. The registrations are then unchanged.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) throws {
    try Self.register(
      cellClass, identifier, in: &cellPool.registry, method: "registerClass:forCellReuseIdentifier:"
    )
    if cellClass == nil && purgesQueuedCellsOnUnregister {
      while let (cell, position, _) = cellPool.queues.dequeue(identifier) {
        if operations.journal.isActive {
          operations.journal.dequeued.append((cell, position, false))
        }
      }
    }
  }

  /// Registers a ``TableViewHeaderFooterView`` subclass under a header/footer reuse identifier,
  /// separate from cell identifiers (rule 1.6).
  ///
  /// - Throws: As ``register(_:forCellReuseIdentifier:)``.
  public func register(
    _ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String
  )
    throws
  {
    try Self.register(
      viewClass, identifier, in: &headerFooterPool.registry,
      method: "registerClass:forHeaderFooterViewReuseIdentifier:")
  }

  /// Registers a class in one namespace (``ReuseRegistry/register(class:for:method:prepare:)``).
  private static func register<View: ReusableView>(
    _ viewClass: AnyClass?, _ identifier: String, in registry: inout ReuseRegistry<View>,
    method: String
  ) throws {
    try registry.register(class: viewClass, for: identifier, method: method)
  }

  /// Registers a factory for cells under a reuse identifier, for cells that need more than
  /// `init(reuseIdentifier:)`.
  ///
  /// - Throws: ``TableViewError/emptyReuseIdentifier(method:)`` for an empty identifier.
  public func register(
    forCellReuseIdentifier identifier: String,
    factory: @escaping @MainActor (_ reuseIdentifier: String) -> TableViewCell
  ) throws {
    try cellPool.registry.register(
      factory, for: identifier, method: "registerClass:forCellReuseIdentifier:")
  }

  /// Whether a cell class is registered under the identifier.
  public func hasRegistration(forCellReuseIdentifier identifier: String) -> Bool {
    cellPool.isRegistered(identifier)
  }

  /// Whether a header or footer view class is registered under the identifier.
  public func hasRegistration(forHeaderFooterViewReuseIdentifier identifier: String) -> Bool {
    headerFooterPool.registry.contains(identifier)
  }

  /// The identifiers registered for cells, sorted.
  public var registeredCellIdentifiers: [String] { cellPool.registry.identifiers }

  /// The identifiers registered for header and footer views, sorted.
  public var registeredHeaderFooterIdentifiers: [String] { headerFooterPool.registry.identifiers }

  /// Returns a queued cell for the identifier if there is one, else a new cell from its
  /// registration, else `nil`; never throws for an unknown identifier (rule 2.2).
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    try? dequeueCell(identifier)
  }

  /// Returns a queued cell for the identifier, running its `prepareForReuse()` first, or else a
  /// new cell from its registration (rules 2.3, 2.4). Call it from
  /// `tableView(_:cellForRowAt:)` for the same index path; a call from anywhere else is recorded
  /// in ``diagnostics``.
  ///
  /// While the table reconfigures a row (rule 5.10), this returns the row's existing cell without
  /// `prepareForReuse()`.
  ///
  /// - Throws: ``TableViewError/unregisteredCellIdentifier(_:registered:)`` when no cell is
  ///   queued and none is registered under the identifier (rule 1.5);
  ///   ``TableViewError/reconfigureIdentifierMismatch(indexPath:live:requested:)`` when a
  ///   reconfiguration asks for another identifier than the live cell's.
  /// - Complexity: O(1) on average, plus the cell's own initializer or `prepareForReuse()`.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    throws -> TableViewCell
  {
    if screen.cellRequest != indexPath {
      observations.diagnostics.append(
        .dequeueOutsideCellRequest(identifier: identifier, indexPath: indexPath))
    }
    if let live = screen.reconfiguringView as? TableViewCell {
      guard live.reuseIdentifier == identifier else {
        throw TableViewError.reconfigureIdentifierMismatch(
          indexPath: indexPath, live: live.reuseIdentifier ?? "nil", requested: identifier)
      }
      return live
    }
    return try dequeueCell(identifier)
  }

  /// Returns a queued header or footer view for the identifier, else a new one from its
  /// registration, else `nil` (rule 2.12).
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> TableViewHeaderFooterView?
  {
    if let live = screen.reconfiguringView as? TableViewHeaderFooterView,
      live.reuseIdentifier == identifier
    {
      return live
    }
    // Rule 1.2: a view made under an earlier registration of another class is never handed
    // out once the identifier is registered again.
    let journal = operations.journal.isActive
    guard
      let (view, reused) = headerFooterPool.dequeueOrCreate(
        identifier,
        taken: { view, position, _ in
          operations.journal.noteDequeued(view, at: position, stale: false)
        })
    else { return nil }
    if reused {
      log(.dequeueHeaderFooterView(identifier: identifier, view: view.instanceNumber, reused: true))
      view.prepareForReuse()
      log(.prepareForReuse(view: view.instanceNumber))
      return view
    }
    observations.assignInstanceNumber(to: view)
    if journal { operations.journal.created.append(view) }
    observations.statistics.headerFooterViewsCreated += 1
    log(.createHeaderFooterView(identifier: identifier, view: view.instanceNumber))
    log(.dequeueHeaderFooterView(identifier: identifier, view: view.instanceNumber, reused: false))
    return view
  }

  /// The number of cells waiting in the reuse queue of an identifier.
  public func queuedCellCount(forReuseIdentifier identifier: String) -> Int {
    cellPool.queues.count(for: identifier)
  }

  /// Every cell waiting in a reuse queue.
  public var queuedCells: [TableViewCell] { cellPool.queues.allViews }

  /// Whether a cell is waiting in a reuse queue.
  public func isQueued(_ cell: TableViewCell) -> Bool { cellPool.queues.contains(cell) }

  // MARK: - Internals

  func dequeueCell(_ identifier: String) throws -> TableViewCell {
    if let supply = screen.detachedSupply {
      guard let cell = supply(identifier) else {
        throw TableViewError.unregisteredCellIdentifier(
          identifier, registered: cellPool.registry.identifiers)
      }
      return cell
    }
    // Rule 1.2: a cell made under an earlier registration of another class is never handed
    // out once the identifier is registered again (it would fail its row's configuration and,
    // at the head of a last-in-first-out queue, block the identifier for good).
    let journal = operations.journal.isActive
    guard
      let (cell, reused) = cellPool.dequeueOrCreate(
        identifier,
        taken: { cell, position, stale in
          operations.journal.noteDequeued(cell, at: position, stale: stale)
          if stale { observations.statistics.staleCellsDropped += 1 }
        })
    else {
      throw TableViewError.unregisteredCellIdentifier(
        identifier, registered: cellPool.registry.identifiers)
    }
    if reused {
      observations.statistics.reuses += 1
      log(.dequeueCell(identifier: identifier, cell: cell.instanceNumber, reused: true))
      cell.prepareForReuse()  // Rule 2.4: inside the dequeue, on reused cells only.
      log(.prepareForReuse(view: cell.instanceNumber))
      return cell
    }
    observations.assignInstanceNumber(to: cell)
    if journal { operations.journal.created.append(cell) }
    observations.statistics.cellsCreated[identifier, default: 0] += 1
    log(.createCell(identifier: identifier, cell: cell.instanceNumber))
    log(.dequeueCell(identifier: identifier, cell: cell.instanceNumber, reused: false))
    return cell
  }

  /// Puts a view that left the display into its queue (rule 2.6), or drops it if it has no
  /// identifier (rule 2.7).
  func enqueue(_ cell: TableViewCell) {
    if cellPool.queues.enqueue(cell) {
      log(.enqueue(identifier: cell.reuseIdentifier ?? "", view: cell.instanceNumber))
    }
  }

  func enqueue(_ view: TableViewHeaderFooterView) {
    if headerFooterPool.queues.enqueue(view) {
      log(.enqueue(identifier: view.reuseIdentifier ?? "", view: view.instanceNumber))
    }
  }
}
