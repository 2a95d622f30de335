/// Everything a virtual view keeps for reusing one kind of view (the table's cells, or its headers
/// and footers; the collection view's cells, or its supplementary views of one element kind): the
/// registrations (rules 1.1–1.6), the reuse queues (rules 2.1–2.7, 2.9), and how many views of
/// each identifier are on display now and at most (rule 2.8's bound is per identifier).
///
/// Identifiers are numbered once, by the queues, and the display counts use the same numbers.
/// The table and the collection view share it, and its dequeue walk (``dequeueOrCreate(_:taken:)``).
///
/// Public to the `TableSourceEngine` SPI only, so that the collection view's module can
/// specialize the `@inlinable` dequeue walk and display counts it runs for every view (see
/// `LiveLists`).
@_spi(TableSourceEngine) @MainActor
public struct ReusePool<View: ReusableView> {
  /// The recipes by identifier.
  package var registry = ReuseRegistry<View>() {
    didSet {
      registeredClasses.removeAll(keepingCapacity: true)
      confirmed.removeAll()
    }
  }
  /// Registered identifiers ``isRegistered(_:)`` found, at most ``confirmedLimit``: asking again
  /// for one of them (a data source of rows asks before every dequeue) compares strings, one
  /// comparison of storage for the identifier a row type shares, instead of hashing one.
  /// Emptied whenever the registry changes.
  private var confirmed: [String] = []
  private static var confirmedLimit: Int { 8 }
  /// What ``registry`` says of each identifier's class, by the identifier's number, as
  /// ``dequeue(_:)`` looked it up: a dequeue then hashes the identifier once, for its queue.
  /// Emptied whenever the registry changes.
  @usableFromInline var registeredClasses: [RegisteredClass] = []
  /// The views waiting to be reused, by identifier.
  @usableFromInline package var queues: ReuseQueues<View>
  /// The order the queues hand views out in.
  package let order: ReuseQueueOrder
  /// Views of each identifier on display now, by the identifier's number.
  @usableFromInline private(set) var displayed: [Int] = []
  /// The most views of each identifier on display at once, by the identifier's number.
  @usableFromInline private(set) var peakDisplayed: [Int] = []

  /// Creates an empty pool whose queues hand views out in `order`.
  package init(order: ReuseQueueOrder) {
    self.order = order
    queues = ReuseQueues(order: order)
  }

  /// Whether a class or factory is registered under the identifier.
  ///
  /// - Complexity: O(1): a few string comparisons for an identifier found before, else a lookup.
  package mutating func isRegistered(_ identifier: String) -> Bool {
    for known in confirmed where known == identifier { return true }
    guard registry.contains(identifier) else { return false }
    if confirmed.count < Self.confirmedLimit { confirmed.append(identifier) }
    return true
  }

  /// Takes a view out of the identifier's queue, or returns `nil` when it is empty; `position` is
  /// where it was, for ``ReuseQueues/reinsert(_:at:)``. A `stale` view was made under an earlier
  /// registration of another class than the identifier's (rule 1.2): the table drops it.
  @inlinable package mutating func dequeue(_ identifier: String) -> (
    view: View, position: Int, stale: Bool
  )? {
    guard let (view, position, slot) = queues.dequeue(identifier) else { return nil }
    let expected: ObjectIdentifier?
    if slot < registeredClasses.count, case .known(let known) = registeredClasses[slot] {
      expected = known
    } else {
      expected = lookUpRegisteredClass(slot: slot, identifier: identifier)
    }
    guard let expected else { return (view, position, false) }
    return (view, position, ObjectIdentifier(type(of: view)) != expected)
  }

  /// The class registered for an identifier, looked up in ``registry`` and kept by its number.
  @usableFromInline mutating func lookUpRegisteredClass(slot: Int, identifier: String)
    -> ObjectIdentifier?
  {
    if slot >= registeredClasses.count {
      registeredClasses += repeatElement(.unknown, count: slot + 1 - registeredClasses.count)
    }
    let expected = registry.registeredClass(for: identifier)
    registeredClasses[slot] = .known(expected)
    return expected
  }

  /// The dequeue walk both views share: a view from the identifier's queue, passing over (and
  /// dropping) views made under an earlier registration of another class (rule 1.2), its
  /// generation advanced; else a new view from the identifier's registration, numbered into the
  /// queues; else `nil`, when neither exists.
  ///
  /// `taken` hears of every view taken out of a queue, stale or not, so that a view can undo a
  /// pass that fails. The caller numbers a new view (``ViewObservations/assignInstanceNumber(to:)``)
  /// and calls `prepareForReuse()` on a reused one, after logging the dequeue (rule 2.4).
  ///
  /// - Complexity: O(1) on average in last-in-first-out order, plus the view's initializer.
  @inlinable package mutating func dequeueOrCreate(
    _ identifier: String, taken: (_ view: View, _ position: Int, _ stale: Bool) -> Void
  ) -> (view: View, reused: Bool)? {
    while let (view, position, stale) = dequeue(identifier) {
      taken(view, position, stale)
      if stale { continue }
      view.advanceGeneration()
      return (view, true)
    }
    return create(identifier).map { ($0, false) }
  }

  /// A new view from the identifier's registration, numbered into the queues, or `nil`.
  @usableFromInline mutating func create(_ identifier: String) -> View? {
    guard let recipe = registry.recipe(for: identifier) else { return nil }
    let view = recipe(identifier)
    adopt(view)
    return view
  }

  /// Numbers a view the table just created by its reuse identifier; a view without one is never
  /// queued or counted (rule 2.7).
  package mutating func adopt(_ view: View) {
    guard let identifier = view.reuseIdentifier else { return }
    view.slot = queues.slot(for: identifier)
  }

  /// Counts a view onto the display (`change` 1) or off it (-1). Returns the identifier and its
  /// new peak when the view raised the peak.
  @inlinable package mutating func countDisplayed(_ view: View, _ change: Int) -> (
    identifier: String, peak: Int
  )? {
    guard let slot = view.slot else { return nil }
    if slot >= displayed.count {
      let missing = slot + 1 - displayed.count
      displayed += repeatElement(0, count: missing)
      peakDisplayed += repeatElement(0, count: missing)
    }
    displayed[slot] += change
    guard displayed[slot] > peakDisplayed[slot] else { return nil }
    peakDisplayed[slot] = displayed[slot]
    return (queues.identifier(ofSlot: slot), displayed[slot])
  }

  /// Checks the pool: every queued view is marked queued, and, given the views on display (for
  /// the kind of view whose display the table counts), each identifier's count is the number of
  /// them, its peak at least that, and none of them is queued.
  package func checkInvariants(displaying views: [View]?) {
    let queued = queues.allViews
    precondition(
      queued.count == queues.count && queued.allSatisfy(\.isQueued),
      "The queues' count or flags disagree with their contents")
    guard let views else { return }
    precondition(
      displayed.count == peakDisplayed.count && displayed.count <= queues.slotCount,
      "The display counts and the identifiers' numbering disagree")
    var live = [Int](repeating: 0, count: queues.slotCount)
    for view in views {
      guard let slot = view.slot else { continue }
      precondition(slot < live.count, "A view on display has an unknown number")
      precondition(!view.isQueued, "A view on display is also queued")
      live[slot] += 1
    }
    for slot in live.indices {
      let counted = slot < displayed.count ? displayed[slot] : 0
      let peak = slot < peakDisplayed.count ? peakDisplayed[slot] : 0
      let identifier = queues.identifier(ofSlot: slot)
      precondition(
        counted == live[slot],
        "\(counted) views of \(identifier) are counted displayed, \(live[slot]) are")
      precondition(peak >= live[slot], "The peak of \(identifier) is below the views displayed")
    }
  }
}

/// What a pool knows of the class registered for one identifier.
@usableFromInline enum RegisteredClass {
  /// Not looked up since the registry last changed.
  case unknown
  /// The registered class, or `nil` for no registration or a factory's.
  case known(ObjectIdentifier?)
}
