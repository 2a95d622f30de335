import TableSourceCore

/// The reuse queues of one namespace of views: one queue per reuse identifier (rule 2.1).
///
/// A view enters only its own identifier's queue, and only after it has left the display
/// (rule 2.6); views without an identifier are never queued (rule 2.7).
///
/// Identifiers are numbered, once per namespace: a view remembers the number of its identifier
/// (``ReusableView/slot``), so queuing it needs no string hashing, dequeuing hashes the identifier
/// once, and the pool that owns the queues counts displayed views by the same numbers.
///
/// Public to the `TableSourceEngine` SPI only, so that the collection view's module can
/// specialize the `@inlinable` queue and dequeue it runs for every view (see `LiveLists`).
@_spi(TableSourceEngine) @MainActor
public struct ReuseQueues<View: ReusableView> {
  @usableFromInline var slots: [String: Int] = [:]
  @usableFromInline var identifiers: [String] = []
  @usableFromInline var queues: [[View]] = []
  @usableFromInline package private(set) var count = 0
  @usableFromInline var random: SplitMix64?

  init(order: ReuseQueueOrder) {
    if case .shuffled(let seed) = order { random = SplitMix64(seed: seed) }
  }

  /// How many identifiers are numbered.
  package var slotCount: Int { identifiers.count }

  /// The identifier numbered `slot`.
  @inlinable package func identifier(ofSlot slot: Int) -> String { identifiers[slot] }

  /// The number of the identifier, numbering it (and creating its queue) if needed.
  @inlinable package mutating func slot(for identifier: String) -> Int {
    if let slot = slots[identifier] { return slot }
    slots[identifier] = queues.count
    identifiers.append(identifier)
    queues.append([])
    return queues.count - 1
  }

  /// Queues a view under its reuse identifier. Returns `false` (and queues nothing) for a view
  /// without an identifier, or one already queued.
  ///
  /// - Complexity: O(1) amortized.
  @discardableResult
  @inlinable package mutating func enqueue(_ view: View) -> Bool {
    guard let identifier = view.reuseIdentifier, !view.isQueued else { return false }
    let slot = view.slot ?? slot(for: identifier)
    view.slot = slot
    queues[slot].append(view)
    view.isQueued = true
    count += 1
    return true
  }

  /// Takes a view out of the identifier's queue, or returns `nil` when it is empty. `position`
  /// is where the view was in its queue, for ``reinsert(_:at:)``; `slot` is the identifier's
  /// number.
  ///
  /// - Complexity: O(1) in last-in-first-out order; O(q) shuffled, for q views in the queue.
  @inlinable package mutating func dequeue(_ identifier: String) -> (
    view: View, position: Int, slot: Int
  )? {
    guard let slot = slots[identifier], !queues[slot].isEmpty else { return nil }
    let index: Int
    if random != nil {
      index = randomIndex(below: queues[slot].count)
    } else {
      index = queues[slot].count - 1
    }
    let view = queues[slot].remove(at: index)
    view.isQueued = false
    count -= 1
    return (view, index, slot)
  }

  /// Puts a view that ``dequeue(_:)`` took out back where it was. Undoing dequeues in reverse
  /// order restores the queue exactly.
  ///
  /// - Complexity: O(q) for q views in its queue.
  package mutating func reinsert(_ view: View, at position: Int) {
    guard !view.isQueued, let queue = view.slot else { return }
    queues[queue].insert(view, at: min(position, queues[queue].count))
    view.isQueued = true
    count += 1
  }

  /// A position drawn from the shuffled order's generator.
  @usableFromInline mutating func randomIndex(below count: Int) -> Int {
    Int.random(in: 0..<count, using: &random!)
  }

  /// The state of the shuffled order's generator, saved and restored with the queue's contents
  /// when a layout pass is undone.
  package var randomState: SplitMix64? {
    get { random }
    set { random = newValue }
  }

  /// Takes a particular view out of its queue, if it is queued.
  ///
  /// - Complexity: O(q) for q views in its queue.
  @discardableResult
  package mutating func remove(_ view: View) -> Bool {
    guard view.isQueued, let slot = view.slot,
      let index = queues[slot].lastIndex(where: { $0 === view })
    else { return false }
    queues[slot].remove(at: index)
    view.isQueued = false
    count -= 1
    return true
  }

  /// Whether the view is waiting in a queue.
  @inlinable package func contains(_ view: View) -> Bool {
    view.isQueued
  }

  /// The number of views waiting under one identifier.
  package func count(for identifier: String) -> Int {
    slots[identifier].map { queues[$0].count } ?? 0
  }

  /// Every queued view, by identifier in sorted order, oldest first.
  package var allViews: [View] {
    slots.sorted { $0.key < $1.key }.flatMap { queues[$0.value] }
  }
}
