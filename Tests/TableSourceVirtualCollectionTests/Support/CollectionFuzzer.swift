import Foundation
import TableSource
import TableSourceCore
import TableSourceTestSupport
import TableSourceTesting

@testable import TableSourceVirtualCollection

/// A seeded random-sequence tester of the collection view's public API, as the table's fuzzer:
/// valid and invalid updates, diffs, scrolls (with non-finite and huge values), resizing,
/// selection by taps and in code, editing mode and its selection flags, the user's two-finger
/// pans and swipes of list rows, swipes across orthogonal sections, interactive movements whose
/// steps interleave with the rest, `reloadData()`, items whose cell request fails, and — the
/// point of it — data source, delegate and prefetching callbacks that call back into the
/// collection view (updates, `reloadData()`, scrolls, selection, taps, layouts, movements,
/// dequeues outside requests, editing mode, pans, swipes).
///
/// The seed chooses the layout (``FuzzLayout``): a flow layout; a list of self-sizing rows of
/// any appearance, header and footer mode, with swipe actions; or a compositional layout of
/// estimated items with boundary headers and footers, pinned or not, and perhaps a section that
/// scrolls on its own and a list section. Cells and supplementary views measure themselves to
/// sizes that depend on their item or section, some changing between measurements.
///
/// After every call, with the callbacks quiet, it checks that the collection view did not trap
/// (the run would end), that an error it threw is one of the package's typed errors, that a call
/// refused without any user code having acted left the picture and the selection as they were,
/// that a valid update made with no callback acting was accepted, and the invariants of
/// ``CollectionChecks``: then that an empty batch update is accepted and, after a layout that
/// succeeds, that the display is exactly the model's (for the flow layout, the frames of a plain
/// recomputation; for the others, which measure, the views whose own frames meet the viewport).
///
/// The sequence is a pure function of the seed: `CollectionFuzzTests` runs it on the testing
/// kit's `PropertyRunner`, which shrinks a finding to its fewest steps.
@MainActor
final class CollectionFuzzer {
  struct Finding: ClassifiedFailure, CustomStringConvertible {
    var seed: UInt64
    var layout: String
    var step: Int
    var kind: String
    var problems: [String]
    var trace: [String]
    var failureKind: String { kind }
    var description: String {
      "collection fuzzer seed \(seed) (\(layout) layout), step \(step): \(problems.joined(separator: "; "))\n"
        + trace.enumerated().suffix(25).map { "  \($0.offset): \($0.element)" }.joined(
          separator: "\n")
    }
  }

  struct Action {
    var name: String
    var laysOut = false
    /// A valid update: a `CollectionBatchUpdateError` for it is a finding, unless a callback
    /// acted during it.
    var mustSucceed = false
    /// An invalid call: accepting it is a finding, unless a callback acted during it.
    var mustFail = false
    var body: () throws -> Void
  }

  let seed: UInt64
  private var random: SeededGenerator
  let grid: VirtualCollectionView
  /// The layout the seed chose.
  let layout: FuzzLayout
  /// How many swipe actions' handlers ran: user code, as callbacks are.
  private var handlersRun = 0
  /// Whether the cells' heights change between measurements (``WobblingCell``).
  private var wobbles = false
  /// Items whose content changed while they had no cell on display: the layout keeps their old
  /// measurement, and does not measure them again when they show (a gap this fuzzer found, not
  /// yet closed), so their heights are not checked.
  private var measuredBeforeChange: Set<Int> = []
  let model: ModelSource
  /// The armed reentrant call: the callback it waits for, what it calls, and how many more times.
  private var armed: (callback: ModelCallback, family: Int, remaining: Int)?
  private var nextItem = 10_000
  /// Views callbacks dequeued outside a request (allowed, with a diagnostic, before iOS 18:
  /// C-A8): user code holds them.
  private var strays: [AnyObject] = []
  private(set) var trace: [String] = []

  init(seed: UInt64) throws {
    self.seed = seed
    random = SeededGenerator(seed: seed)
    var setup = SeededGenerator(seed: seed ^ 0x5eed)
    func pick(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &setup) }
    let size = CGSize(width: CGFloat(pick(150...400)), height: CGFloat(pick(150...400)))
    let order: ReuseQueueOrder = seed % 2 == 0 ? .lastInFirstOut : .shuffled(seed: seed)
    grid = VirtualCollectionView(size: size, reuseQueueOrder: order)
    switch pick(0...2) {
    case 0:
      layout = .flow
      let flow = grid.flowLayout
      flow.scrollDirection = pick(0...1) == 0 ? .vertical : .horizontal
      flow.itemSize = CGSize(width: 70, height: 45)
      flow.headerReferenceSize = pick(0...1) == 0 ? .zero : CGSize(width: 25, height: 25)
      flow.footerReferenceSize = pick(0...2) == 0 ? CGSize(width: 15, height: 15) : .zero
      flow.sectionHeadersPinToVisibleBounds = pick(0...3) == 0
    case 1:
      layout = .list(FuzzLayout.listConfiguration(&setup))
    default:
      layout = .compositional(
        orthogonal: pick(0...2) == 0 ? pick(0...3) : nil, list: pick(0...2) == 0 ? pick(0...3) : nil
      )
    }
    var next = 0
    let items = (0..<pick(0...4)).map { _ in
      (0..<pick(0...25)).map { _ in
        next += 1
        return next
      }
    }
    model = ModelSource(items: items, sectionIDs: Array(100..<100 + items.count))
    model.sizesItems = pick(0...2) == 0
    grid.release = pick(0...3) == 0 ? .iOS(17, 0) : .latest
    try ModelSource.register(on: grid)
    if !layout.isFlow {
      // Self-sizing rows, items, headers and footers, measured as they show.
      wobbles = pick(0...2) == 0
      let cell: CollectionViewCell.Type = wobbles ? WobblingCell.self : ItemSizedCell.self
      try grid.register(cell, forCellWithReuseIdentifier: "cell")
      for kind in [CollectionElementKind.sectionHeader, CollectionElementKind.sectionFooter] {
        try grid.register(
          SectionSizedView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
      }
    }
    grid.dataSource = model
    grid.delegate = model
    grid.prefetchDataSource = model
    // The layouts are made once the fuzzer can be captured: swipe actions' handlers use it.
    let swipes = pick(0...3) > 0
    switch layout {
    case .flow: break
    case .list(let configuration):
      grid.collectionViewLayout = CompositionalLayout.list(
        using: swipes ? withSwipeActions(configuration) : configuration)
    case .compositional(let orthogonal, let list):
      let configuration = FuzzLayout.listConfiguration(&setup)
      grid.collectionViewLayout = FuzzLayout.compositional(
        &setup, orthogonal: orthogonal, list: list,
        listConfiguration: swipes ? withSwipeActions(configuration) : configuration)
    }
    try grid.layoutIfNeeded()
    model.hook = { [unowned self] grid, callback in try self.reenter(grid, callback) }
  }

  // MARK: - Running

  /// Runs `steps` random calls, checking the collection view after each.
  func run(steps: Int) throws(Finding) {
    defer { model.hook = nil }  // The hook captures the fuzzer, which holds the model.
    for step in 0..<steps {
      let action = nextAction()
      trace.append(action.name)
      let picture = quietly { grid.renderText() }
      let selection = grid.indexPathsForSelectedItems
      let hooksBefore = model.hooksCompleted
      let handlersBefore = handlersRun
      let hookErrorsBefore = model.hookErrors.count
      var thrown: (any Error)?
      do {
        try action.body()
      } catch {
        thrown = error
        trace[trace.count - 1] += " → threw \(Self.summary(error))"
      }
      let userCodeActed = model.hooksCompleted != hooksBefore || handlersRun != handlersBefore
      var problems: [(String, String)] = []
      if let thrown, !Self.isTyped(thrown) {
        problems.append(("untyped", "threw an error of no known type: \(type(of: thrown))"))
      }
      if let thrown, action.mustSucceed, !userCodeActed, thrown is CollectionBatchUpdateError {
        problems.append(("validRefused", "a valid update was refused: \(thrown)"))
      }
      if thrown == nil, action.mustFail, !userCodeActed {
        problems.append(("invalidAccepted", "an invalid call was accepted"))
      }
      if let thrown, !(thrown is DisplayFailedAfterUpdate), !userCodeActed {
        let after = quietly { grid.renderText() }
        if after != picture || grid.indexPathsForSelectedItems != selection {
          problems.append(
            ("changedWhenRefused", "a refused call changed the picture:\n\(picture)\n→\n\(after)"))
        }
      }
      // After an error (a failed display pass is undone, an update whose display failed drops
      // what it could not show) the views on display are some of those the viewport meets.
      let coverage: CollectionChecks.Coverage =
        thrown == nil && model.hookErrors.count == hookErrorsBefore && action.laysOut
          && !userCodeActed ? .exact : .subset
      problems += quietly { check(coverage) }
      if let first = problems.first {
        throw Finding(
          seed: seed, layout: "\(layout)", step: step, kind: first.0, problems: problems.map(\.1),
          trace: trace)
      }
    }
  }

  /// Runs `body` with the callbacks quiet (no reentrant call), restored after.
  private func quietly<T>(_ body: () -> T) -> T {
    let hook = model.hook
    model.hook = nil
    defer { model.hook = hook }
    return body()
  }

  /// The invariants, then an empty batch update, then a layout after which the display must be
  /// exactly the model's.
  private func check(_ coverage: CollectionChecks.Coverage) -> [(String, String)] {
    var problems = CollectionChecks.violations(
      of: grid, model: model, selected: nil, coverage: coverage, strays: strays
    ).map { ("\($0.kind)", $0.description) }
    guard problems.isEmpty else { return problems }
    do {
      try grid.performBatchUpdates {}
    } catch let error as CollectionBatchUpdateError {
      problems.append(("nextUpdateRefused", "an empty batch update was refused: \(error)"))
    } catch {
      // A failing item came into view: the collection view reports it, as it must.
    }
    let failing = model.failingItems
    model.failingItems = []
    defer { model.failingItems = failing }
    do {
      try grid.layoutIfNeeded()
      problems += CollectionChecks.violations(
        of: grid, model: model, selected: nil, strays: strays
      ).map {
        ("settled \($0.kind)", $0.description)
      }
      problems += measuredRowViolations()
    } catch {
      problems.append(("layoutFailed", "a layout with nothing failing threw \(error)"))
    }
    return problems
  }

  /// Notes the items among `items` (of the model before a change) that have no cell on display.
  private func noteContentChange(of items: some Sequence<Int>) {
    let wanted = Set(items)
    for (section, sectionItems) in model.items.enumerated() {
      for (index, item) in sectionItems.enumerated() where wanted.contains(item) {
        if grid.cellForItem(at: IndexPath(item: index, section: section)) == nil {
          measuredBeforeChange.insert(item)
        }
      }
    }
  }

  /// A list's rows on display are as high as their cells measure them for what they show
  /// (C-D1), when the cells always measure the same content to the same height: the measured
  /// heights move with their items through updates, whatever cell shows them, and a cell whose
  /// content changed is measured again.
  private func measuredRowViolations() -> [(String, String)] {
    guard !wobbles else { return [] }
    let listSections: (Int) -> Bool
    switch layout {
    case .flow, .compositional(_, nil): return []
    case .list: listSections = { _ in true }
    case .compositional(_, let list?): listSections = { $0 == list }
    }
    return zip(grid.indexPathsForVisibleItems, grid.visibleCells).compactMap { path, cell in
      guard listSections(path.section), let item = model.item(at: path),
        !measuredBeforeChange.contains(item),
        let frame = grid.layoutAttributesForItem(at: path)?.frame
      else { return nil }
      let height = ItemSizedCell.height(text: cell.text)
      return frame.height == height
        ? nil
        : (
          "measuredHeight",
          "row \(path.shortDescription) showing \(cell.text ?? "nil") is \(frame.height) high, measured \(height)"
        )
    }
  }

  /// Whether an error is one the package or this fuzzer's model declares.
  static func isTyped(_ error: any Error) -> Bool {
    error is CollectionViewError || error is CollectionBatchUpdateError
      || error is DisplayFailedAfterUpdate || error is ModelSourceFailure
      || error is BatchUpdateError
  }

  static func summary(_ error: any Error) -> String {
    let text = String(describing: error)
    return text.count > 100 ? String(text.prefix(100)) + "…" : text
  }

  // MARK: - Choosing

  private func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
  private func chance(_ percent: Int) -> Bool { int(0...99) < percent }

  private func freshItem() -> Int {
    nextItem += 1
    return nextItem
  }

  /// An index path that usually names an item (or, `forInsert`, a place one can go), sometimes
  /// not, and rarely has the wrong number of indexes.
  private func somePath(forInsert: Bool = false) -> IndexPath {
    FuzzValues.indexPath(
      counts: model.items.map(\.count), forInsert: forInsert, farItem: 30, using: &random)
  }

  private func someDistance() -> CGFloat { FuzzValues.distance(maximum: 700, using: &random) }

  func nextAction() -> Action {
    switch int(0...99) {
    case 0..<28: return updateAction()
    case 28..<42: return scrollAction()
    case 42..<46:
      return Action(name: "layoutIfNeeded", laysOut: true) { try self.grid.layoutIfNeeded() }
    case 46..<56: return selectionAction()
    case 56..<62: return movementAction()
    case 62..<66: return failureAction()
    case 66..<86: return armAction()
    case 86..<89: return editingAction()
    case 89..<95: return gestureAction()
    case 95..<97: return orthogonalAction()
    default: return Action(name: "reloadData") { self.grid.reloadData() }
    }
  }

  /// Whether the layout scrolls vertically: the list and compositional layouts made here do.
  private var scrollsVertically: Bool {
    !layout.isFlow || grid.flowLayout.scrollDirection == .vertical
  }

  /// Editing mode on or off, and its two selection flags (C-I5).
  private func editingAction() -> Action {
    let on = chance(50)
    switch int(0...2) {
    case 0: return Action(name: "isEditing = \(on)") { self.grid.isEditing = on }
    case 1:
      return Action(name: "allowsSelectionDuringEditing = \(on)") {
        self.grid.allowsSelectionDuringEditing = on
      }
    default:
      return Action(name: "allowsMultipleSelectionDuringEditing = \(on)") {
        self.grid.allowsMultipleSelectionDuringEditing = on
      }
    }
  }

  /// Some items on display, in a random order, sometimes with one that is not.
  private func someShownItems() -> [IndexPath] {
    var visible = grid.indexPathsForVisibleItems
    visible.shuffle(using: &random)
    var paths = Array(visible.prefix(int(0...4)))
    if chance(10) { paths.insert(somePath(), at: int(0...paths.count)) }
    return paths
  }

  /// The user's gestures: a two-finger pan over items (C-I5), a swipe of a list row (C-E4).
  private func gestureAction() -> Action {
    if chance(40) {
      let paths = someShownItems()
      let onDisplay = paths.allSatisfy { grid.cellForItem(at: $0) != nil }
      return Action(
        name: "twoFingerPan \(paths.map(\.shortDescription))", mustFail: !onDisplay
      ) { try self.grid.simulate.twoFingerPan(over: paths) }
    }
    let target = someShownItems().first ?? somePath()
    let edge: SwipeEdge = chance(70) ? .trailing : .leading
    let onDisplay = grid.cellForItem(at: target) != nil
    if chance(30) {
      return Action(name: "swipeFully \(edge) \(target.shortDescription)", mustFail: !onDisplay) {
        try self.grid.simulate.swipeFully(edge, item: target)
      }
    }
    let index = int(0...3)
    return Action(
      name: "tapSwipeAction \(edge) \(index) \(target.shortDescription)", mustFail: !onDisplay
    ) { try self.grid.simulate.tapSwipeAction(edge, at: index, item: target) }
  }

  /// A swipe across the section that scrolls on its own (C-F3), or, rarely, across another, with
  /// offsets that may be negative, huge or not finite.
  private func orthogonalAction() -> Action {
    guard case .compositional(let orthogonal?, _) = layout else {
      return Action(name: "nothing") {}
    }
    let section = chance(85) ? orthogonal : int(-1...5)
    let offset = chance(80) ? CGFloat(int(-100...900)) : someDistance()
    let valid = offset.isFinite && model.items.indices.contains(section)
    return Action(
      name: "setOrthogonalScrollOffset \(offset) section \(section)", laysOut: valid,
      mustFail: !valid
    ) { try self.grid.setOrthogonalScrollOffset(offset, forSection: section) }
  }

  /// The swipe actions of a list row (C-E4): on the trailing edge a deletion, a change of its
  /// content and an action whose handler never completes; on the leading edge one that does
  /// nothing and that a full swipe does not perform.
  private func withSwipeActions(_ configuration: CollectionLayoutListConfiguration)
    -> CollectionLayoutListConfiguration
  {
    var configuration = configuration
    configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] path in
      SwipeActionsConfiguration(actions: [
        ContextualAction(style: .destructive, title: "Delete") { _, path, completion in
          self.handlersRun += 1
          try self.deleteFromHandler(path)
          completion(true)
        },
        ContextualAction(style: .normal, title: "Change \(path.item)") { _, path, completion in
          self.handlersRun += 1
          guard let item = self.model.item(at: path) else { return completion(false) }
          self.model.versions[item, default: 0] += 1
          do { try self.grid.reconfigureItems(at: [path]) } catch {
            if error is DisplayFailedAfterUpdate {
              self.measuredBeforeChange.insert(item)
            } else {
              self.model.versions[item, default: 0] -= 1
            }
            throw error
          }
          completion(true)
        },
        ContextualAction(style: .normal, title: "Never") { _, _, _ in self.handlersRun += 1 },
      ])
    }
    configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] _ in
      SwipeActionsConfiguration(
        actions: [
          ContextualAction(style: .normal, title: "Pin") { _, _, completion in
            self.handlersRun += 1
            completion(false)
          }
        ], performsFirstActionWithFullSwipe: false)
    }
    return configuration
  }

  /// Deletes an item from its model and the collection view, as a swipe action's handler does;
  /// puts it back if the collection view refuses.
  private func deleteFromHandler(_ path: IndexPath) throws {
    guard model.item(at: path) != nil else { return }
    let item = model.items[path.section].remove(at: path.item)
    do { try grid.deleteItems(at: [path]) } catch {
      if error is DisplayFailedAfterUpdate { throw error }
      model.items[path.section].insert(item, at: path.item)
      throw error
    }
  }

  private func scrollAction() -> Action {
    let vertical = scrollsVertically
    switch int(0...4) {
    case 0, 1:
      let distance = someDistance()
      return Action(name: "scroll \(distance)", laysOut: distance.isFinite) {
        try vertical ? self.grid.scroll(y: distance) : self.grid.scroll(byX: distance)
      }
    case 2:
      let point = CGPoint(x: someDistance(), y: someDistance())
      return Action(
        name: "setContentOffset \(point)", laysOut: point.x.isFinite && point.y.isFinite,
        mustFail: !(point.x.isFinite && point.y.isFinite)
      ) { try self.grid.setContentOffset(point) }
    case 3:
      let path = somePath()
      return Action(name: "scrollToItem \(path)", laysOut: true) {
        try self.grid.scrollToItem(at: path, at: vertical ? .centeredVertically : .right)
      }
    default:
      let size = CGSize(width: CGFloat(int(-10...400)), height: CGFloat(int(0...400)))
      return Action(name: "setSize \(size)", laysOut: size.width >= 0, mustFail: size.width < 0) {
        try self.grid.setSize(size)
      }
    }
  }

  private func selectionAction() -> Action {
    let path = somePath()
    switch int(0...5) {
    case 0: return Action(name: "selectItem \(path)") { try self.grid.selectItem(at: path) }
    case 1: return Action(name: "selectItem nil") { try self.grid.selectItem(at: nil) }
    case 2: return Action(name: "deselectItem \(path)") { self.grid.deselectItem(at: path) }
    case 3:
      let multiple = chance(50)
      return Action(name: "allowsMultipleSelection = \(multiple)") {
        self.grid.allowsMultipleSelection = multiple
      }
    default:
      // Mostly an item on display.
      let visible = grid.indexPathsForVisibleItems
      let target = visible.isEmpty || chance(20) ? path : visible[int(0...visible.count - 1)]
      return Action(name: "tapItem \(target)") { try self.grid.tapItem(at: target) }
    }
  }

  private func movementAction() -> Action {
    switch int(0...3) {
    case 0:
      let path = somePath()
      return Action(name: "beginInteractiveMovement \(path)") {
        _ = try self.grid.beginInteractiveMovementForItem(at: path)
      }
    case 1:
      let point = CGPoint(x: CGFloat(int(-50...600)), y: CGFloat(int(-50...600)))
      return Action(name: "updateInteractiveMovementTarget \(point)") {
        self.grid.updateInteractiveMovementTargetPosition(point)
      }
    case 2:
      return Action(name: "endInteractiveMovement") { try self.grid.endInteractiveMovement() }
    default:
      return Action(name: "cancelInteractiveMovement") { self.grid.cancelInteractiveMovement() }
    }
  }

  /// Makes an item fail to give a cell, only while it has none on display (so that undoing a
  /// failed pass can configure the cells it had again), or clears the failures.
  private func failureAction() -> Action {
    if chance(30) { return Action(name: "clear failures") { self.model.failingItems = [] } }
    let path = somePath()
    guard let item = model.item(at: path), grid.cellForItem(at: path) == nil else {
      return Action(name: "nothing") {}
    }
    return Action(name: "make item \(item) fail") { self.model.failingItems.insert(item) }
  }

  // MARK: - Updates

  /// Changes the model, then tells the collection view; puts the model back if it refuses. The
  /// counts are read first (C-G4's workaround), so that the update's "before" is the model's.
  private func update(
    _ name: String, valid: Bool, laysOut: Bool? = nil, changing changed: Set<Int> = [],
    change: @escaping () -> Void, tell: @escaping () throws -> Void
  ) -> Action {
    Action(name: name, laysOut: laysOut ?? valid, mustSucceed: valid, mustFail: !valid) {
      _ = self.grid.numberOfSections
      self.reenteredDuringAction = false
      let items = self.model.items
      let ids = self.model.sectionIDs
      let versions = self.model.versions
      change()
      do {
        try tell()
        // A callback that changed the model between the stages of a diff (an insert from
        // `willDisplay`, done when the stage's operation ended) shifts the items that the later
        // stages name by index path, as it would in UIKit: their content can be stale, which is
        // the app's interleaving, not the collection view's.
        if self.reenteredDuringAction { self.model.staleItems.formUnion(changed) }
      } catch let error as DisplayFailedAfterUpdate {
        // The update is applied; the cells that could not be configured again left the display,
        // with their items' old measurements.
        self.measuredBeforeChange.formUnion(changed)
        throw error
      } catch {
        self.model.items = items
        self.model.sectionIDs = ids
        self.model.versions = versions
        // A callback that ran during the refused call may have had the collection view reload
        // (a reload asked for from a callback is done when the call's operation ends, as the
        // table does): it then read the model before this rollback, and the app, which changed
        // its model back without saying so, tells it now, as an app must.
        if self.reenteredDuringAction {
          self.grid.reloadData()
          try? self.grid.layoutIfNeeded()
        }
        throw error
      }
    }
  }

  private func updateAction() -> Action {
    let items = model.items
    let grid = self.grid
    switch int(0...8) {
    case 0, 1:
      let path = somePath(forInsert: true)
      let valid =
        path.count == 2 && items.indices.contains(path.section)
        && (0...items[path.section].count).contains(path.item)
      let item = freshItem()
      return update("insert \(path)", valid: valid) {
        if valid { self.model.items[path.section].insert(item, at: path.item) }
      } tell: {
        try grid.insertItems(at: [path])
      }
    case 2, 3:
      let path = somePath()
      let valid = model.item(at: path) != nil
      return update("delete \(path)", valid: valid) {
        if valid { self.model.items[path.section].remove(at: path.item) }
      } tell: {
        try grid.deleteItems(at: [path])
      }
    case 4:
      let path = somePath()
      let reconfigure = chance(50)
      let valid = model.item(at: path) != nil
      return update(
        "\(reconfigure ? "reconfigure" : "reload") \(path)", valid: valid,
        changing: Set(model.item(at: path).map { [$0] } ?? [])
      ) {
        if let item = self.model.item(at: path) {
          self.noteContentChange(of: [item])
          self.model.versions[item, default: 0] += 1
        }
      } tell: {
        try reconfigure ? grid.reconfigureItems(at: [path]) : grid.reloadItems(at: [path])
      }
    case 5:
      let new = edit(items)
      let changeset = CollectionModelTests.Reference.changeset(
        from: (items, model.sectionIDs), to: (new.items, new.ids), changed: new.changed,
        style: chance(50) ? .reload : .reconfigure)
      return update(
        "diff \(items.map(\.count)) → \(new.items.map(\.count))", valid: true,
        laysOut: !changeset.isEmpty,
        changing: new.changed
      ) {
        self.model.items = new.items
        self.model.sectionIDs = new.ids
        // A diff's stages may move a changed item's cell off the display before the stage that
        // reconfigures it.
        self.measuredBeforeChange.formUnion(new.changed)
        for item in new.changed { self.model.versions[item, default: 0] += 1 }
      } tell: {
        // Stage by stage, as an app would; a display failure of a stage does not stop the rest.
        var failure: DisplayFailedAfterUpdate?
        for stage in changeset.stages {
          do { try grid.apply(stage) } catch let error as DisplayFailedAfterUpdate {
            failure = failure ?? error
          }
        }
        if let failure { throw failure }
      }
    case 6:
      // The model gains an item; the collection view is told one was deleted (C-G5).
      guard let section = items.indices.first(where: { !items[$0].isEmpty }) else { break }
      let item = freshItem()
      return update("lie about section \(section)", valid: false) {
        self.model.items[section].append(item)
      } tell: {
        try grid.deleteItems(at: [IndexPath(item: 0, section: section)])
      }
    case 7:
      // A conflict (C-G10).
      let path = somePath()
      return update("delete and reload \(path)", valid: false) {
        if self.model.item(at: path) != nil { self.model.items[path.section].remove(at: path.item) }
      } tell: {
        try grid.performBatchUpdates {
          try grid.deleteItems(at: [path])
          try grid.reloadItems(at: [path])
        }
      }
    default:
      let from = int(-1...items.count)
      let to = int(-1...items.count)
      let valid = items.indices.contains(from) && items.indices.contains(to)
      return update("move section \(from) → \(to)", valid: valid) {
        guard valid else { return }
        self.model.items.insert(self.model.items.remove(at: from), at: to)
        self.model.sectionIDs.insert(self.model.sectionIDs.remove(at: from), at: to)
      } tell: {
        try grid.moveSection(from, toSection: to)
      }
    }
    return Action(name: "nothing") {}
  }

  /// A random edit: items inserted, deleted, moved across sections and changed; a section
  /// inserted or deleted.
  private func edit(_ sections: [[Int]]) -> (items: [[Int]], ids: [Int], changed: Set<Int>) {
    var items = sections
    var ids = model.sectionIDs
    var changed: Set<Int> = []
    for _ in 0..<int(1...4) {
      let nonEmpty = items.indices.filter { !items[$0].isEmpty }
      switch int(0...5) {
      case 0 where !items.isEmpty:
        let section = int(0...items.count - 1)
        items[section].insert(freshItem(), at: int(0...items[section].count))
      case 1 where !nonEmpty.isEmpty:
        let section = nonEmpty[int(0...nonEmpty.count - 1)]
        items[section].remove(at: int(0...items[section].count - 1))
      case 2 where !nonEmpty.isEmpty:
        let from = nonEmpty[int(0...nonEmpty.count - 1)]
        let item = items[from].remove(at: int(0...items[from].count - 1))
        let to = int(0...items.count - 1)
        items[to].insert(item, at: int(0...items[to].count))
      case 3 where !nonEmpty.isEmpty:
        let section = nonEmpty[int(0...nonEmpty.count - 1)]
        changed.insert(items[section][int(0...items[section].count - 1)])
      case 4:
        let at = int(0...items.count)
        items.insert((0..<int(0...3)).map { _ in freshItem() }, at: at)
        ids.insert(freshItem(), at: at)
      case 5 where !items.isEmpty:
        let at = int(0...items.count - 1)
        items.remove(at: at)
        ids.remove(at: at)
      default: break
      }
    }
    return (items, ids, changed.filter { item in items.contains { $0.contains(item) } })
  }

  // MARK: - Reentrant calls

  /// Arms a call from inside a callback, made the next one or two times the callback runs.
  private func armAction() -> Action {
    let callback = ModelCallback.allCases[int(0...ModelCallback.allCases.count - 1)]
    let family = int(0...16)
    let times = int(1...2)
    return Action(name: "arm: from \(callback), call family \(family) ×\(times)") {
      self.armed = (callback, family, times)
    }
  }

  /// Whether a callback re-entered the collection view during the action in progress.
  private var reenteredDuringAction = false

  /// Keeps a view a callback dequeued: outside a view request the collection view hands it over
  /// (before iOS 18, C-A8); inside one it is the request's, queued or dropped with it.
  private func keep(_ view: AnyObject, _ callback: ModelCallback) {
    if callback != .cellForItem && callback != .supplementaryView { strays.append(view) }
  }

  /// Runs the armed call if `callback` is the one it waits for.
  private func reenter(_ grid: VirtualCollectionView, _ callback: ModelCallback) throws {
    guard let armed, armed.callback == callback else { return }
    self.armed = armed.remaining > 1 ? (callback, armed.family, armed.remaining - 1) : nil
    // The parameters come from a generator of their own, so that the main sequence's draws do
    // not depend on how often callbacks run.
    var local = SeededGenerator(seed: seed &+ UInt64(trace.count))
    let counts = model.items.map(\.count)
    let section = counts.indices.first { counts[$0] > 0 }
    let path = section.map {
      IndexPath(item: Int.random(in: 0..<counts[$0], using: &local), section: $0)
    }
    let any = path ?? IndexPath(item: 0, section: 0)
    trace[trace.count - 1] += " [from \(callback): \(armed.family)]"
    reenteredDuringAction = true
    switch armed.family {
    case 0:
      guard let section else { return }
      let item = freshItem()
      model.items[section].insert(item, at: 0)
      do { try grid.insertItems(at: [IndexPath(item: 0, section: section)]) } catch {
        // Applied, though not displayed: the model keeps the item.
        if error is DisplayFailedAfterUpdate { throw error }
        model.items[section].removeAll { $0 == item }
        throw error
      }
    case 1:
      guard let path else { return }
      let item = model.items[path.section].remove(at: path.item)
      do { try grid.deleteItems(at: [path]) } catch {
        if error is DisplayFailedAfterUpdate { throw error }
        model.items[path.section].insert(item, at: path.item)
        throw error
      }
    case 2: grid.reloadData()
    case 3: try grid.scroll(byX: 60, y: 90)
    case 4: try grid.selectItem(at: any)
    case 5: try grid.tapItem(at: any)
    case 6: keep(try grid.dequeueReusableCell(withReuseIdentifier: "cell", for: any), callback)
    case 7: try grid.layoutIfNeeded()
    case 8: try grid.performBatchUpdates { try grid.reloadItems(at: [any]) }
    case 9: try grid.reconfigureItems(at: [any])
    case 10:
      if try grid.beginInteractiveMovementForItem(at: any) { try grid.endInteractiveMovement() }
    case 11: try grid.scrollToItem(at: any, at: .top)
    case 13: grid.isEditing.toggle()
    case 14: try grid.simulate.twoFingerPan(over: grid.indexPathsForVisibleItems.suffix(3))
    case 15: try grid.simulate.tapSwipeAction(at: Int.random(in: 0...2, using: &local), item: any)
    case 16:
      let section = counts.indices.randomElement(using: &local) ?? 0
      try grid.setOrthogonalScrollOffset(
        CGFloat(Int.random(in: 0...600, using: &local)), forSection: section)
    default:
      keep(
        try grid.dequeueReusableSupplementaryView(
          ofKind: CollectionElementKind.sectionHeader, withReuseIdentifier: "title", for: any),
        callback)
    }
  }
}
