/// The reuse queues of one namespace of views: one queue per reuse identifier (rule 2.1).
///
/// A view enters only its own identifier's queue, and only after it has left the display
/// (rule 2.6); views without an identifier are never queued (rule 2.7).
@MainActor
struct ReuseQueues<View: ReusableView> {
  private var queues: [String: [View]] = [:]
  private var queued: Set<ObjectIdentifier> = []
  private var random: SplitMix64?

  init(order: ReuseQueueOrder) {
    if case .shuffled(let seed) = order { random = SplitMix64(seed: seed) }
  }

  /// The number of views waiting in all queues.
  var count: Int { queued.count }

  /// Queues a view under its reuse identifier. Returns `false` (and queues nothing) for a view
  /// without an identifier.
  @discardableResult
  mutating func enqueue(_ view: View) -> Bool {
    guard let identifier = view.reuseIdentifier else { return false }
    queues[identifier, default: []].append(view)
    queued.insert(ObjectIdentifier(view))
    return true
  }

  /// Takes a view out of the identifier's queue, or returns `nil` when it is empty.
  mutating func dequeue(_ identifier: String) -> View? {
    guard var queue = queues[identifier], !queue.isEmpty else { return nil }
    let view: View
    if random != nil {
      let index = Int.random(in: 0..<queue.count, using: &random!)
      view = queue.remove(at: index)
    } else {
      view = queue.removeLast()
    }
    queues[identifier] = queue
    queued.remove(ObjectIdentifier(view))
    return view
  }

  /// Takes a particular view out of its queue, if it is queued.
  @discardableResult
  mutating func remove(_ view: View) -> Bool {
    guard queued.contains(ObjectIdentifier(view)), let identifier = view.reuseIdentifier,
      let index = queues[identifier]?.lastIndex(where: { $0 === view })
    else { return false }
    queues[identifier]?.remove(at: index)
    queued.remove(ObjectIdentifier(view))
    return true
  }

  /// Whether the view is waiting in a queue.
  func contains(_ view: View) -> Bool {
    queued.contains(ObjectIdentifier(view))
  }

  /// The number of views waiting under one identifier.
  func count(for identifier: String) -> Int {
    queues[identifier]?.count ?? 0
  }

  /// Every queued view, by identifier in sorted order, oldest first.
  var allViews: [View] {
    queues.keys.sorted().flatMap { queues[$0] ?? [] }
  }
}
