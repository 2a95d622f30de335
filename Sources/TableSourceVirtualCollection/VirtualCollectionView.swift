public import Foundation
@_spi(TableSourceEngine) public import TableSourceCore
@_spi(TableSourceEngine) public import TableSourceVirtualTable

/// A collection view without a screen: it lays items out with its layout, keeps a
/// viewport, scrolls on both axes, and dequeues and reuses cells and supplementary views exactly
/// as `UICollectionView` does, so that data sources, layouts and cells can be exercised and
/// checked in plain unit tests on any machine.
///
/// ```swift
/// let layout = FlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let grid = VirtualCollectionView(size: CGSize(width: 320, height: 480), layout: layout)
/// try grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = photos
/// try grid.layoutIfNeeded()
/// print(grid.renderText())
/// ```
///
/// ## What it reproduces
///
/// The behaviours are the numbered rules of <doc:CollectionViewRules>, which the code and tests
/// cite: registration and the dequeue contract by (element kind, identifier), with the checks of
/// the iOS release chosen by ``release`` (C-A); the reuse lifecycle and prefetching (C-B); the
/// flow layout (C-C) and self-sizing (C-D); batch updates with UIKit's validation and its two
/// message formats (C-G); reloads and reconfigures (C-H); selection (C-I); interactive movement
/// (C-J).
///
/// It runs on the virtual table's engine: the same reuse pools and dequeue walk, the same batch
/// update plan and its checks (in the collection view's words), the same event-log machinery.
///
/// Where UIKit would crash, it throws a ``CollectionViewError`` or a `CollectionBatchUpdateError`,
/// and it is as it was before the call.
///
/// Data sources, delegates and cells may call it from inside its callbacks, under the table's
/// rules (<doc:CallingTheTableFromItsCallbacks>): from `didSelectItemAt` or a batch's completion,
/// anything runs at once; from a display or prefetch callback (`willDisplay`, `prefetchItemsAt`),
/// updates are checked at once and applied, and scrolls made, when the operation in progress ends
/// (a feed that loads more as its last item shows); from a data source's question,
/// `didEndDisplaying` or `moveItemAt`, updates and scrolls throw
/// ``CollectionViewError/reentrantCall(call:callback:)``, and `reloadData()` waits for the end of
/// the operation.
@MainActor
public final class VirtualCollectionView {
  // MARK: Configuration

  /// The layout. Changing it, or its settings, lays the collection view out again at the next
  /// query or ``layoutIfNeeded()``; the views on display stay until then, as UIKit's
  /// `collectionViewLayout` does without animation.
  public var collectionViewLayout: CollectionViewLayout {
    didSet { if collectionViewLayout !== oldValue { geometry = nil } }
  }

  /// The iOS release whose behaviour the collection view simulates where UIKit changed: the
  /// registration check from iOS 15 (C-A10), the batch-update message from iOS 16.4 (C-G6,
  /// C-G7), one dequeue per request from iOS 18 (C-A8). Defaults to ``UIKitRelease/latest``.
  public var release: UIKitRelease = .latest

  /// Up to iOS 16.3, whether an update whose counts do not add up is logged and followed by a
  /// reload instead of an exception, as UIKit sometimes did (C-G8). Off by default: the strict
  /// behaviour catches the bug. From iOS 16.4 it has no effect.
  public var reloadsOnInvalidUpdate = false

  /// Whether the collection view prefetches (C-B3): with it on and a ``prefetchDataSource``, the
  /// prefetch data source hears of the items within a viewport beyond the visible ones, in the
  /// direction of the scroll. Turning it off also turns data prefetching off, as in UIKit.
  /// Defaults to `true`. Cells themselves are requested only when their item becomes visible
  /// (the classic mode, as for the table): UIKit does not document which cells it prepares ahead.
  public var isPrefetchingEnabled = true

  /// The object that supplies items and views. Setting it reloads the collection view.
  public var dataSource: (any CollectionViewDataSource)? {
    didSet { reloadData() }
  }

  /// The object told about display and selection, and asked for the flow layout's sizes when it
  /// conforms to ``CollectionViewDelegateFlowLayout``. Setting it reloads.
  public var delegate: (any CollectionViewDelegate)? {
    didSet {
      delegateHearsDisplay = delegate.map { !($0 is any DisplayCallbacksUnused) } ?? false
      reloadData()
    }
  }

  /// Whether the delegate is told of views entering and leaving the display: not when it is the
  /// adapter of a core data source, which answers only the layout's questions, so that the
  /// collection view does not call out twice per cell for nothing.
  var delegateHearsDisplay = false

  /// The object told about items that will probably be displayed soon (C-B4).
  public var prefetchDataSource: (any CollectionViewDataSourcePrefetching)?

  /// How many items beyond the displayed ones, on each side, are in the working range that
  /// ``workingRangeDelegate`` hears of (C-B5). 0, the default, turns it off.
  public var workingRangeSize: Int {
    get { workingRange.size }
    set { workingRange.size = max(0, newValue) }
  }

  /// The object told about items entering and leaving the working range (C-B5).
  public var workingRangeDelegate: (any CollectionViewWorkingRangeDelegate)?

  /// Whether the event log records. Off by default.
  public var isLoggingEvents = false

  /// The order in which reuse queues hand out views (C-B2, as the table's rule 2.9).
  public var reuseQueueOrder: ReuseQueueOrder { cellPool.order }

  // MARK: Observable state

  /// The events recorded while ``isLoggingEvents`` is on, oldest first.
  public var events: [CollectionEvent] { observations.events }
  /// How many cells and supplementary views were created and reused (the statistics' header and
  /// footer figures count supplementary views).
  public var statistics: ReuseStatistics { observations.statistics }
  /// Misuses the collection view noticed that UIKit tolerates or only logs.
  public var diagnostics: [CollectionDiagnostic] { observations.diagnostics }

  /// The viewport's size.
  public internal(set) var size: CGSize
  /// The point of the content at the viewport's top-left corner.
  public internal(set) var contentOffset: CGPoint = .zero
  /// The viewport's rectangle in content coordinates.
  public var bounds: CGRect { CGRect(origin: contentOffset, size: size) }

  // MARK: Selection settings (C-I1, C-I5)

  /// Whether items can be selected. Defaults to `true`.
  public var allowsSelection = true
  /// Whether several items can be selected; a tap on a selected item deselects it. Defaults to
  /// `false`.
  public var allowsMultipleSelection = false
  /// Whether a tap on the selected item in single selection deselects it (C-I4 leaves it
  /// unspecified). Defaults to `false`: the item stays selected.
  public var tapDeselectsSelectedItemInSingleSelection = false
  /// Whether the collection view is in editing mode (C-I5): taps then follow
  /// ``allowsSelectionDuringEditing`` and ``allowsMultipleSelectionDuringEditing``, and each
  /// ``CollectionViewListCell`` on display shows the accessories displayed while editing. A
  /// two-finger pan the delegate allows turns it on (``SimulatedCollectionUser/twoFingerPan(over:)``).
  /// Defaults to `false`.
  public var isEditing = false {
    didSet { if isEditing != oldValue { editingModeChanged() } }
  }
  /// Whether items can be selected in editing mode. Defaults to `false` (C-I5).
  public var allowsSelectionDuringEditing = false
  /// Whether several items can be selected in editing mode; items can then be selected in
  /// editing mode whatever ``allowsSelectionDuringEditing`` says. Defaults to `false` (C-I5).
  public var allowsMultipleSelectionDuringEditing = false

  // MARK: Internal state

  /// The event log, statistics and diagnostics.
  var observations = ViewObservations<CollectionEvent, CollectionDiagnostic>()
  /// Cells' registrations and queues.
  var cellPool: ReusePool<CollectionViewCell>
  /// Supplementary views' registrations and queues, one pool per element kind (C-A2).
  var supplementaryPools: [String: ReusePool<CollectionReusableView>] = [:]
  /// The item counts per section the collection view knows (C-G4): read at a load, changed only
  /// by updates.
  var counts: [Int] = [] {
    didSet { starts = sectionStarts(counts) }
  }
  /// The global index of each section's first item, and the number of items last.
  var starts: [Int] = [0]
  /// Whether counts must be read again before the next query (a reload, a new data source).
  var needsReload = true
  /// The layout's geometry for ``counts``; `nil` until loaded.
  var geometry: (any CollectionLayoutGeometry)?
  /// The layout, its settings version and the size the geometry was computed for.
  var geometryKey: (layout: ObjectIdentifier?, version: Int, size: CGSize) = (nil, -1, .zero)
  /// Cells on display, by global item index, ascending: the live list the table keeps too.
  var liveCells: [LiveView<CollectionViewCell>] = []
  /// Supplementary views on display, one live list per element kind, by section, ascending.
  var liveSupplementary: [String: [LiveView<CollectionReusableView>]] = [:]
  /// Selected items.
  var selectedItems: Set<IndexPath> = []
  /// The view request in progress (C-A8), if any.
  var request: ViewRequest?
  /// What answers the dequeues of the next request, made off the screen for the testing kit.
  var detachedSupply: ((String) -> ReusableView?)?
  /// Told of every violation of the dequeue contract as it is thrown, with the index path of the
  /// dequeue or request, for the testing kit's contract audit.
  package var contractObserver: ((CollectionViewError, IndexPath) -> Void)?
  /// While a display pass runs, the views its requests took out of queues and where they were,
  /// to put them back if the pass fails.
  var journal: [TakenView]?
  /// The last journal's buffer, emptied, for the next pass to fill.
  var spareJournal: [TakenView] = []
  /// Callbacks in progress, innermost last, with what calls from inside them may do.
  var callouts = CalloutStack<String>()
  /// The open batch's changes, while `performBatchUpdates`' block runs.
  var openBatch: BatchUpdate?
  /// How many public operations that call out are running (they nest through open callbacks).
  var operationDepth = 0
  /// Updates and the last scroll that display and prefetch callbacks asked for, waiting for the
  /// outermost operation to end: the table's component.
  package var deferred = DeferredUpdates<WaitingUpdate, () throws -> Void>()
  /// Whether a callback asked for `reloadData()`: it is done once the updates waiting are
  /// displayed, then the collection view is laid out.
  var reloadDeferred = false
  /// Items handed to the prefetch data source and not yet displayed or cancelled (C-B4).
  var prefetched: Set<IndexPath> = []
  /// The items in the working range: the table's component.
  var workingRange = WorkingRange()
  /// The interactive movement in progress (C-J1).
  var movement: InteractiveMovement?
  /// The last scroll's direction along the scrolling axis, for prefetching.
  var scrolledForward = true

  /// Creates a collection view with a viewport of the given size and a layout.
  ///
  /// - Parameters:
  ///   - size: The viewport's size. Defaults to 320 × 480 points.
  ///   - layout: The layout. Defaults to a new flow layout with UIKit's defaults (C-C1).
  ///   - reuseQueueOrder: Which queued view a dequeue returns. Defaults to last in, first out.
  public init(
    size: CGSize = CGSize(width: 320, height: 480),
    layout: CollectionViewLayout = FlowLayout(),
    reuseQueueOrder: ReuseQueueOrder = .lastInFirstOut
  ) {
    self.size = size
    collectionViewLayout = layout
    cellPool = ReusePool(order: reuseQueueOrder)
  }

  /// Records an event while the log is on.
  func log(_ event: @autoclosure () -> CollectionEvent) {
    if isLoggingEvents { observations.events.append(event()) }
  }

  /// The global index of an item, or `nil` when the index path names no item.
  func global(_ path: IndexPath) -> Int? {
    guard path.count == 2, counts.indices.contains(path.section),
      (0..<counts[path.section]).contains(path.item)
    else { return nil }
    return starts[path.section] + path.item
  }

  /// The index path of a global item index.
  func indexPath(ofGlobal global: Int) -> IndexPath {
    Self.indexPath(ofGlobal: global, starts: starts)
  }

  /// The cell on display for an item, if any.
  func liveCell(at path: IndexPath) -> CollectionViewCell? {
    guard let global = global(path), let position = LiveLists.position(of: global, in: liveCells)
    else { return nil }
    return liveCells[position].view
  }

  /// Forgets the recorded events.
  public func clearEvents() {
    observations.events.removeAll()
  }

  /// Calls user code for a callback, noting it in progress with what calls from inside may do.
  func callOut<T>(
    _ name: String, _ restriction: CallbackRestriction, _ body: () throws -> T
  ) rethrows -> T {
    callouts.enter(name, own: restriction)
    defer { callouts.leave() }
    return try body()
  }

  /// For a call that lays out or simulates a user's gesture: it runs only when no callback that
  /// restricts calls is in progress.
  ///
  /// - Throws: ``CollectionViewError/reentrantCall(call:callback:)``.
  func admit(_ call: String) throws {
    guard callouts.restriction != .open else { return }
    throw CollectionViewError.reentrantCall(
      call: call, callback: callouts.restrictingCallback ?? "")
  }

  /// For a call that changes items or scrolls, as the table decides (see
  /// <doc:CallingTheTableFromItsCallbacks>): it runs now outside callbacks and from open ones
  /// (`didSelectItemAt`, a batch's completion); from a display or prefetch callback it is checked
  /// now and done when the operation in progress ends (`true`); from any other callback (a data
  /// source's question, `didEndDisplaying`, `moveItemAt`, C-J4) it throws.
  ///
  /// - Throws: ``CollectionViewError/reentrantCall(call:callback:)``.
  func admitDeferrable(_ call: String) throws -> Bool {
    switch callouts.admission {
    case .now: return false
    case .later: return true
    case .refused(let callback):
      throw CollectionViewError.reentrantCall(call: call, callback: callback)
    }
  }

  /// Runs a public operation that may call out. When the outermost one ends, the work callbacks
  /// deferred during it is done, until none is left.
  ///
  /// - Throws: What `body` throws; else the first error of the deferred work.
  func operation<T>(_ body: () throws -> T) throws -> T {
    operationDepth += 1
    let result = Result { try body() }
    operationDepth -= 1
    if operationDepth == 0 && callouts.isEmpty {
      let settled = deferred.isEmpty && !reloadDeferred ? nil : settle()
      checkInvariantsInDebugBuilds()
      if case .success = result, let settled { throw settled }
    }
    return try result.get()
  }

  /// Does the deferred work, and what it defers in turn, up to 64 rounds: past that, callbacks
  /// that ask for more on every display are stopped and the rest is dropped. Each round: the
  /// updates, state first, then one display of the state after the last of them (the data source
  /// shows that state already), as the table does; then a reload and a layout; then the scroll.
  private func settle() -> (any Error)? {
    var firstError: (any Error)?
    var rounds = 0
    var scrolls = 0
    while !deferred.isEmpty || reloadDeferred {
      rounds += 1
      guard rounds <= Self.deferredRoundLimit else {
        deferred.removeAll()
        reloadDeferred = false
        return firstError
          ?? CollectionViewError.deferredWorkDidNotSettle(rounds: Self.deferredRoundLimit)
      }
      if let error = applyWaitingUpdates() { firstError = firstError ?? error }
      if reloadDeferred {
        reloadDeferred = false
        do {
          try nestedOperation {
            reloadData()
            try layoutIfNeeded()
          }
        } catch {
          firstError = firstError ?? error
        }
      }
      if let error = makeWaitingScroll(count: &scrolls) { firstError = firstError ?? error }
    }
    return firstError
  }

  /// How many rounds of deferred work, and how many deferred updates or scrolls, one operation
  /// does before it stops (``CollectionViewError/deferredWorkDidNotSettle(rounds:)``).
  static let deferredRoundLimit = 64
}

// What the collection view gives the deferred updates it shares with the table.
extension VirtualCollectionView: DeferredUpdateHost {
  /// The collection view's reload waits for the updates asked for before it: none waits for it.
  package var isReloadWaiting: Bool { false }

  package var deferredLimit: Int { Self.deferredRoundLimit }

  package func plan(of update: WaitingUpdate) -> BatchUpdatePlan { update.plan }

  package func applyState(ofWaiting waiting: WaitingUpdate) -> [Int]? {
    // A reload since supersedes it: the counts are read again.
    guard !needsReload, counts == waiting.plan.oldCounts else { return nil }
    return applyState(plan: waiting.plan, update: waiting.update)
  }

  package func display(applied updates: consuming [WaitingUpdate], reconfiguring targets: [Int])
    throws
  {
    try display(reconfiguring: targets)
  }

  package func stopDisplaying(reconfiguring targets: [Int], applied: Int) -> any Error {
    endViewsOutsideViewport(andCellsOf: targets)
    return CollectionViewError.deferredWorkDidNotSettle(rounds: Self.deferredRoundLimit)
  }

  package func makeScroll(_ scroll: () throws -> Void) throws { try scroll() }

  package func scrollsDidNotSettle(count: Int) -> any Error {
    CollectionViewError.deferredWorkDidNotSettle(rounds: Self.deferredRoundLimit)
  }

  package func nestedOperation<T>(_ body: () throws -> T) rethrows -> T {
    operationDepth += 1
    defer { operationDepth -= 1 }
    return try body()
  }
}

/// An update a callback asked for, checked against the counts before and after it, waiting for
/// the operation in progress to end.
package struct WaitingUpdate {
  let plan: BatchUpdatePlan
  let update: BatchUpdate
}

/// A request for one view in progress (C-A8): what the collection view asked for, and the views
/// dequeued while answering it.
struct ViewRequest {
  /// The element kind asked for (``CollectionElementKind/cell`` for cells).
  var kind: String
  var indexPath: IndexPath
  /// The live cell a reconfiguration hands back from the dequeue (C-H2).
  var reconfiguring: CollectionViewCell?
  /// The views dequeued for this request, in order.
  var dequeued = FirstInline<ReusableView>()
  /// Views taken out of queues for this request and where they were, to undo it if it fails.
  var taken = FirstInline<TakenView>()
  /// For a request made off the screen (the reuse audit's): answers its dequeues instead of the
  /// queues, with the identifier asked for.
  var supply: ((String) -> ReusableView?)?
}

/// A list that keeps its first element in place: a request dequeues one view and takes at most
/// one out of a queue, so it allocates nothing for them, unless its data source breaks the
/// dequeue contract or a queue holds views of an earlier registration.
struct FirstInline<Element>: Sequence {
  private var head: Element?
  private var tail: [Element] = []

  /// Whether the list is empty.
  var isEmpty: Bool { head == nil }

  /// The number of elements.
  var count: Int { head == nil ? 0 : 1 + tail.count }

  /// Adds an element at the end.
  mutating func append(_ element: Element) {
    if head == nil { head = element } else { tail.append(element) }
  }

  func makeIterator() -> Iterator { Iterator(head: head, tail: tail.makeIterator()) }

  /// The elements in order: the one in place, then the others.
  struct Iterator: IteratorProtocol {
    var head: Element?
    var tail: IndexingIterator<[Element]>

    mutating func next() -> Element? {
      if let element = head {
        head = nil
        return element
      }
      return tail.next()
    }
  }
}

extension FirstInline where Element: AnyObject {
  /// Whether the list holds this object. A loop, not `contains(where:)`: a closure made on the
  /// main actor checks at run time that it runs there, on every call, and this runs on every
  /// request.
  func containsIdentical(_ object: AnyObject) -> Bool {
    for element in self where element === object { return true }
    return false
  }
}

/// A view a dequeue took out of its queue: where it was, and whether the dequeue dropped it as
/// stale (made under an earlier registration, C-A1) instead of handing it out.
typealias TakenView = (view: ReusableView, position: Int, stale: Bool)

/// A delegate whose display callbacks are the protocol's defaults, which do nothing: the
/// collection view skips them.
package protocol DisplayCallbacksUnused {}

/// An interactive movement in progress (C-J1).
struct InteractiveMovement {
  var original: IndexPath
  var current: IndexPath
}
