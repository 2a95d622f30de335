import Foundation
@_spi(TableSourceEngine) import TableSourceCore
@_spi(TableSourceEngine) import TableSourceVirtualTable

// Loading counts, laying out with the flow layout, and keeping the views on display in step
// with the viewport (C-B1–C-B4, C-D1–C-D3, C-G4, C-G13).
extension VirtualCollectionView {
  // MARK: - Loading

  /// Discards what the collection view knows of its data: counts are read again and the views on
  /// display are replaced at the next layout; the selection is cleared (C-G13).
  ///
  /// Inside `performBatchUpdates` it is UIKit's misuse of C-G1, noted in ``diagnostics``.
  ///
  /// From inside one of the collection view's callbacks it waits for the end of the operation in
  /// progress, as the table's does: the views of that operation are made from one state.
  public func reloadData() {
    if openBatch != nil { observations.diagnostics.append(.reloadDataDuringBatchUpdates) }
    guard callouts.isEmpty else {
      reloadDeferred = true
      return
    }
    log(.reloadData)
    needsReload = true
    selectedItems.removeAll()
  }

  /// Reads the counts if they are not known (C-G4), and lays the layout out again when its
  /// settings or the viewport's size changed.
  ///
  /// - Throws: ``CollectionViewError/invalidCount(_:section:)`` for a negative count; nothing
  ///   changes then.
  func prepareLayout() throws {
    if needsReload {
      let counts = try readCounts()
      try endDisplayingEverything()
      self.counts = counts
      selectedItems.removeAll()
      prefetched.removeAll()
      workingRange.removeAll()
      geometry = makeGeometry(counts)
      needsReload = false
    } else if geometry == nil || geometryKey != layoutKey {
      geometry = makeGeometry(counts)
      measureViewsOnDisplay()
    }
    clampOffset()
  }

  /// Measures the views on display that the geometry has not measured: all of them in a
  /// geometry laid out anew (a resize, another layout, new settings), which has none of the sizes
  /// the old one measured, and those of sections an update laid out anew (a provider that
  /// answers another section for an index). Their rows and items would otherwise keep their
  /// estimates until their views leave the display and come back. UIKit asks the self-sizing
  /// cells on display again after such an invalidation (C-D1).
  ///
  /// - Complexity: A look-up a view on display, and a measurement of each not measured.
  func measureViewsOnDisplay() {
    guard geometry != nil else { return }
    var supplementary: [(kind: String, live: LiveView<CollectionReusableView>)] = []
    for (kind, list) in liveSupplementary.sorted(by: { $0.key < $1.key }) {
      for live in list { supplementary.append((kind, live)) }
    }
    _ = measure(liveCells, supplementary)
  }

  /// Measures the views given that the geometry has not measured (C-D1, C-D4): each cell, then
  /// each supplementary view. Returns whether frames moved. The geometry is loaded.
  private func measure(
    _ cells: [LiveView<CollectionViewCell>],
    _ supplementary: [(kind: String, live: LiveView<CollectionReusableView>)]
  ) -> Bool {
    var moved = false
    for live in cells {
      let path = indexPath(ofGlobal: live.key)
      if geometry!.measure(live.view, forItemAt: path, global: live.key, view: self) {
        moved = true
      }
    }
    for (kind, live) in supplementary {
      if geometry!.measure(live.view, ofKind: kind, inSection: live.key, visibleBounds: bounds) {
        moved = true
      }
    }
    return moved
  }

  /// Loads and lays out for a query, which cannot throw: a data source that answers a negative
  /// count leaves the collection view empty until it answers again.
  func prepareQuietly() {
    guard callouts.isEmpty else { return }
    // Between operations, with the counts known and the geometry laid out for this layout and
    // size, there is nothing to do: the offset is within its range then (`checkInvariants()`).
    // A query asked on every scroll step (`contentSize`) costs a comparison.
    if operationDepth == 0, !needsReload, geometry != nil, geometryKey == layoutKey { return }
    // An operation, so that a reload a callback asks for while the counts are read is done.
    do { try operation { try prepareLayout() } } catch {}
  }

  /// Asks the data source for its counts.
  func readCounts() throws -> [Int] {
    guard let dataSource else { return [] }
    log(.numberOfSections)
    let sections = callOut("numberOfSections(in:)", .closed) {
      dataSource.numberOfSections(in: self)
    }
    guard sections >= 0 else { throw CollectionViewError.invalidCount(sections, section: nil) }
    var counts: [Int] = []
    counts.reserveCapacity(sections)
    for section in 0..<sections {
      log(.numberOfItems(section: section))
      let count = callOut("collectionView(_:numberOfItemsInSection:)", .closed) {
        dataSource.collectionView(self, numberOfItemsInSection: section)
      }
      guard count >= 0 else { throw CollectionViewError.invalidCount(count, section: section) }
      counts.append(count)
    }
    return counts
  }

  /// The geometry of the counts, with the delegate's answers (C-C2); its C-C12 messages become
  /// diagnostics.
  func makeGeometry(_ counts: [Int]) -> any CollectionLayoutGeometry {
    let geometry = collectionViewLayout.makeGeometry(
      itemCounts: counts, boundsSize: size, view: self)
    geometryKey = layoutKey
    noteLayoutDiagnostics(geometry.diagnostics)
    return geometry
  }

  /// Records the flow layout's logged messages, each once.
  func noteLayoutDiagnostics(_ messages: [String]) {
    for message in messages where !observations.diagnostics.contains(.flowLayout(message)) {
      observations.diagnostics.append(.flowLayout(message))
    }
  }

  /// What a geometry is laid out for: the layout, its settings' version, the viewport's size.
  var layoutKey: (layout: ObjectIdentifier?, version: Int, size: CGSize) {
    (ObjectIdentifier(collectionViewLayout), collectionViewLayout.version, size)
  }

  /// What the flow layout asks the delegate: nothing when the layout is not a flow layout.
  var layoutSource: DelegateFlowSource {
    let layout = collectionViewLayout as? FlowLayout
    return DelegateFlowSource(
      view: self, layout: layout,
      delegate: layout == nil ? nil : delegate as? any CollectionViewDelegateFlowLayout)
  }

  /// Keeps the content offset within the scrollable range on both axes.
  func clampOffset() {
    let content = geometry?.contentSizeInPlace() ?? .zero
    contentOffset = CGPoint(
      x: min(max(0, contentOffset.x), max(0, content.width - size.width)),
      y: min(max(0, contentOffset.y), max(0, content.height - size.height)))
  }

  // MARK: - Layout

  /// Loads the data if needed, lays the items out, and displays the views the viewport shows:
  /// views that left it are told `didEndDisplaying` and queued (C-B2), views that came into it
  /// are requested from the data source (dequeued, prepared for reuse, C-B1) and told
  /// `willDisplay`.
  ///
  /// Called from inside one of the collection view's callbacks, it does nothing: the collection
  /// view is in the middle of an operation, which lays it out when it ends.
  ///
  /// - Throws: The data source's errors and the dequeue contract's (C-A4–C-A8); the collection
  ///   view then shows what it showed before.
  public func layoutIfNeeded() throws {
    guard callouts.isEmpty else { return }
    try operation {
      try prepareLayout()
      try reconcile()
    }
  }

  /// Brings the views on display in line with the viewport, measuring self-sized items as they
  /// come on screen (C-D1) and laying out again until the measured sizes settle.
  /// Once a callback has changed the model and asked for an update or a reload, no more views are
  /// asked for: the data source already shows the state after it, which the collection view
  /// displays when the operation ends, as the table does.
  func reconcile() throws {
    var passes = 0
    var wanted = wantedKeys()
    while let keys = wanted {
      wanted = try reconcileOnce(keys)
      guard passes < 64, deferred.updates.isEmpty, !needsReload else { break }
      passes += 1
    }
    updatePrefetching()
    updateWorkingRange()
    observations.statistics.peakVisibleCells = max(
      observations.statistics.peakVisibleCells, liveCells.count)
  }

  /// One pass, in the table's four steps over the same live lists (see the table's display
  /// pass): views that left end and are queued first, so that the requests can reuse them; the
  /// data source is asked for what came in; each new view of a self-sized item or supplementary
  /// view is measured (C-D1, C-D4) before it is displayed, as UIKit's self-sizing asks
  /// `preferredLayoutAttributesFitting(_:)`; the new views join the live lists; they are told
  /// `willDisplay`. If a request throws, the pass is undone before anything is measured: views
  /// taken out of queues go back, and the views that left come back, configured again for their
  /// own items when a request reused them, so the layout is what it was. Returns the keys the
  /// viewport wants when measuring moved frames so that it wants other views: another pass is
  /// then needed, for them.
  ///
  /// As in UIKit, every item the viewport wanted when the pass began is asked for, even one that
  /// the cells measured before it push out of the viewport; the next pass ends its display.
  private func reconcileOnce(_ wanted: WantedKeys) throws -> WantedKeys? {
    // 1. End what left the viewport.
    let ended = takeViews(notWanted: wanted)
    endDisplaying(ended)

    // 2. Ask for what came in.
    let missingCells = LiveLists.missing(wanted.cells, from: liveCells)
    var addedCells: [LiveView<CollectionViewCell>] = []
    addedCells.reserveCapacity(missingCells.count)
    var addedSupplementary: [(kind: String, live: LiveView<CollectionReusableView>)] = []
    startJournal()
    defer { endJournal() }
    do {
      for key in missingCells {
        addedCells.append(LiveView(key: key, view: try requestCell(at: indexPath(ofGlobal: key))))
      }
      for (kind, sections) in wanted.supplementary.sorted(by: { $0.key < $1.key }) {
        for section in LiveLists.missing(sections, from: liveSupplementary[kind] ?? []) {
          let view = try requestSupplementaryView(
            ofKind: kind, at: IndexPath(item: 0, section: section))
          addedSupplementary.append((kind, LiveView(key: section, view: view)))
        }
      }
    } catch {
      // The views the pass's earlier requests created are dropped; the ones they took from
      // queues go back.
      let taken = journal ?? []
      let added = addedCells.map { $0.view as ReusableView } + addedSupplementary.map(\.live.view)
      for view in added where !taken.contains(where: { $0.view === view }) { noteDropped(view) }
      undoPass(ended)
      throw error
    }

    // 3. Measure what sizes itself, before it is displayed (C-D1, C-D4), and commit.
    let moved = measure(addedCells, addedSupplementary)
    liveCells = LiveLists.merge(liveCells, addedCells)
    for (kind, live) in addedSupplementary {
      liveSupplementary[kind] = LiveLists.merge(liveSupplementary[kind] ?? [], [live])
    }

    // 4. Tell.
    for live in addedCells { display(live.view, at: indexPath(ofGlobal: live.key)) }
    for (kind, live) in addedSupplementary { display(live.view, kind: kind, section: live.key) }
    guard moved else { return nil }
    clampOffset()
    // Another pass only when the measured frames changed which views the viewport wants: after
    // a scroll, the cells measured at its leading edge usually push nothing already shown.
    guard let now = wantedKeys(), !isShowingExactly(now) else { return nil }
    return now
  }

  /// Starts the pass's journal of views taken from queues, in the buffer the last pass left, so
  /// that a scroll step allocates none.
  private func startJournal() {
    journal = spareJournal
    spareJournal = []
  }

  /// Ends the pass's journal, keeping its buffer for the next pass.
  private func endJournal() {
    if var buffer = journal {
      journal = nil
      buffer.removeAll(keepingCapacity: true)
      spareJournal = buffer
    }
  }

  /// Whether the views on display are exactly those of `wanted`.
  private func isShowingExactly(_ wanted: WantedKeys) -> Bool {
    guard liveCells.count == wanted.cells.count else { return false }
    for (live, key) in zip(liveCells, wanted.cells) where live.key != key { return false }
    for kind in Set(wanted.supplementary.keys).union(liveSupplementary.keys) {
      let live = liveSupplementary[kind] ?? []
      let keys = wanted.supplementary[kind] ?? []
      guard live.count == keys.count else { return false }
      for (view, key) in zip(live, keys) where view.key != key { return false }
    }
    return true
  }

  /// The keys of the views the viewport wants, ascending: items (global indexes) and, per element
  /// kind, sections; `nil` before the layout is loaded.
  func wantedKeys() -> WantedKeys? {
    let viewport = bounds
    let starts = starts
    guard let cells = geometry?.globalItemsInPlace(in: viewport, starts: starts) else {
      return nil
    }
    var supplementary: [String: [Int]] = [:]
    for element in geometry!.supplementaryElementsInPlace(in: viewport, visibleBounds: viewport) {
      supplementary[element.kind, default: []].append(element.section)
    }
    for kind in supplementary.keys { supplementary[kind]!.sort() }
    return (cells, supplementary)
  }

  /// Takes the views whose keys are not wanted off the live lists, without telling anyone yet.
  private func takeViews(notWanted wanted: WantedKeys) -> EndedViews {
    let cells = LiveLists.split(liveCells, wanted: wanted.cells)
    var ended = EndedViews()
    // A plain loop, not `map`: a closure made here checks at run time that it runs on the main
    // actor, on every call, and this runs on every scroll step.
    ended.cells.reserveCapacity(cells.ended.count)
    for live in cells.ended {
      ended.cells.append(EndedView(live: live, path: indexPath(ofGlobal: live.key)))
    }
    liveCells = cells.kept
    // A layout without supplementary views (a plain list, most grids) sorts and copies nothing.
    guard !liveSupplementary.isEmpty else { return ended }
    var kept: [String: [LiveView<CollectionReusableView>]] = [:]
    for (kind, list) in liveSupplementary.sorted(by: { $0.key < $1.key }) {
      let split = LiveLists.split(list, wanted: wanted.supplementary[kind] ?? [])
      if !split.kept.isEmpty { kept[kind] = split.kept }
      ended.supplementary += split.ended.map { (kind, EndedView(live: $0, path: nil)) }
    }
    liveSupplementary = kept
    return ended
  }

  /// Tells the delegate of views already off the live lists, and queues them (C-B2).
  private func endDisplaying(_ ended: EndedViews) {
    for entry in ended.cells { endDisplaying(entry.live.view, at: entry.path!) }
    for (kind, entry) in ended.supplementary {
      endDisplaying(entry.live.view, kind: kind, section: entry.live.key)
    }
  }

  /// Ends the display of the views the viewport does not meet, and of the cells of `items`,
  /// asking for none; the next layout asks for what is missing, as the table does after a failed
  /// display.
  ///
  /// - After a scroll or resize whose display threw, with its viewport put back: the passes
  ///   before the failed one (not undone with it) may have displayed views of the viewport it
  ///   tried.
  /// - After the display of an update failed: the cells of the items being configured again in
  ///   place (`items`, which may show their old content) leave, and so do the views the update
  ///   moved out of the viewport (a failed pass's undo brings back the views it ended, wherever
  ///   their items went).
  func endViewsOutsideViewport(andCellsOf items: [Int] = []) {
    guard var wanted = wantedKeys() else { return }
    if !items.isEmpty {
      let dropped = Set(items)
      wanted.cells.removeAll { dropped.contains($0) }
    }
    endDisplaying(takeViews(notWanted: wanted))
  }

  /// Puts the display back as it was before a pass that failed: views taken out of queues in it
  /// go back; ended views leave their queues and are displayed again, each configured again for
  /// its own item first when a request reused it. A view that cannot be configured again stays
  /// queued, and its item waits for the next layout with no view: nothing shows another item.
  private func undoPass(_ ended: EndedViews) {
    if let taken = journal {
      for entry in taken.reversed() { putBack(entry) }
    }
    journal = nil
    // Every view comes back before any `willDisplay` is sent, and those are sent closed, as the
    // table's undo does: a callback that changed the model then would make the views restored
    // after it show items of another state.
    var shownCells: [(CollectionViewCell, IndexPath)] = []
    for entry in ended.cells {
      let cell = entry.live.view
      cellPool.queues.remove(cell)
      if entry.wasReused {
        guard let path = entry.path, (try? requestCell(at: path, reconfiguring: cell)) === cell
        else {
          enqueue(cell)
          continue
        }
      }
      liveCells = LiveLists.merge(liveCells, [entry.live])
      shownCells.append((cell, entry.path!))
    }
    var shownSupplementary: [(CollectionReusableView, String, Int)] = []
    for (kind, entry) in ended.supplementary {
      let view = entry.live.view
      supplementaryPools[kind]?.queues.remove(view)
      guard !entry.wasReused else {
        // A supplementary view cannot be handed back by a reconfiguration: it waits for the
        // next layout.
        enqueue(view, kind: kind)
        continue
      }
      liveSupplementary[kind] = LiveLists.merge(liveSupplementary[kind] ?? [], [entry.live])
      shownSupplementary.append((view, kind, entry.live.key))
    }
    for (cell, path) in shownCells { display(cell, at: path, restriction: .closed) }
    for (view, kind, section) in shownSupplementary {
      display(view, kind: kind, section: section, restriction: .closed)
    }
  }

  /// Puts a cell on display for an item and tells the delegate, inside a callback that defers
  /// the updates it asks for (`restriction`: closed while a failed pass is undone).
  func display(
    _ cell: CollectionViewCell, at path: IndexPath, restriction: CallbackRestriction = .deferring
  ) {
    // Hashing an index path costs more than the rest of this: skipped when the sets are empty.
    cell.isSelected = !selectedItems.isEmpty && selectedItems.contains(path)
    showEditingMode(on: cell)
    if !prefetched.isEmpty { prefetched.remove(path) }
    _ = cellPool.countDisplayed(cell, 1)
    log(.willDisplay(cell: cell.instanceNumber, path))
    if delegateHearsDisplay, let delegate {
      callOut("collectionView(_:willDisplay:forItemAt:)", restriction) {
        delegate.collectionView(self, willDisplay: cell, forItemAt: path)
      }
    }
  }

  /// Puts a supplementary view on display and tells the delegate.
  func display(
    _ view: CollectionReusableView, kind: String, section: Int,
    restriction: CallbackRestriction = .deferring
  ) {
    let path = IndexPath(item: 0, section: section)
    log(.willDisplaySupplementary(view: view.instanceNumber, kind: kind, path))
    if delegateHearsDisplay, let delegate {
      callOut("collectionView(_:willDisplaySupplementaryView:forElementKind:at:)", restriction) {
        delegate.collectionView(
          self, willDisplaySupplementaryView: view, forElementKind: kind, at: path)
      }
    }
  }

  /// Tells the delegate a cell left the display, then queues it (C-B2).
  func endDisplaying(_ cell: CollectionViewCell, at path: IndexPath) {
    _ = cellPool.countDisplayed(cell, -1)
    log(.didEndDisplaying(cell: cell.instanceNumber, path))
    if delegateHearsDisplay, let delegate {
      callOut("collectionView(_:didEndDisplaying:forItemAt:)", .closed) {
        delegate.collectionView(self, didEndDisplaying: cell, forItemAt: path)
      }
    }
    enqueue(cell)
  }

  /// Tells the delegate a supplementary view left the display, then queues it.
  func endDisplaying(_ view: CollectionReusableView, kind: String, section: Int) {
    let path = IndexPath(item: 0, section: section)
    log(.didEndDisplayingSupplementary(view: view.instanceNumber, kind: kind, path))
    if delegateHearsDisplay, let delegate {
      callOut("collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)", .closed) {
        delegate.collectionView(
          self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: path)
      }
    }
    enqueue(view, kind: kind)
  }

  /// Takes every view off the display (a reload, C-G13).
  func endDisplayingEverything() throws {
    let cells = liveCells
    let supplementary = liveSupplementary
    liveCells = []
    liveSupplementary = [:]
    for live in cells { endDisplaying(live.view, at: indexPath(ofGlobal: live.key)) }
    for kind in supplementary.keys.sorted() {
      for live in supplementary[kind]! { endDisplaying(live.view, kind: kind, section: live.key) }
    }
  }

  // MARK: - Prefetching (C-B3, C-B4)

  /// Tells the prefetch data source about the items within one viewport beyond the visible ones,
  /// in the direction of the last scroll, nearest first; cancels earlier prefetches that fell out
  /// of that band without being displayed.
  func updatePrefetching() {
    guard isPrefetchingEnabled, let prefetchDataSource, let geometry else {
      prefetched.removeAll()
      return
    }
    let viewport = bounds
    let vertical = collectionViewLayout.scrollsVertically
    let sign: CGFloat = scrolledForward ? 1 : -1
    let band = viewport.offsetBy(
      dx: vertical ? 0 : size.width * sign, dy: vertical ? size.height * sign : 0)
    var wanted = geometry.indexPathsForItems(in: band).filter { liveCell(at: $0) == nil }
    if !scrolledForward { wanted.reverse() }
    let wantedSet = Set(wanted)
    let cancelled = prefetched.filter { !wantedSet.contains($0) }.sorted()
    let fresh = wanted.filter { !prefetched.contains($0) }
    prefetched = wantedSet
    if !cancelled.isEmpty {
      log(.cancelPrefetching(cancelled))
      callOut("collectionView(_:cancelPrefetchingForItemsAt:)", .deferring) {
        prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled)
      }
    }
    if !fresh.isEmpty {
      log(.prefetch(fresh))
      callOut("collectionView(_:prefetchItemsAt:)", .deferring) {
        prefetchDataSource.collectionView(self, prefetchItemsAt: fresh)
      }
    }
  }
}

extension VirtualCollectionView {
  /// Moves the working range to the items on display and tells the delegate which items left it
  /// and which entered it (C-B5).
  func updateWorkingRange() {
    guard let workingRangeDelegate, workingRange.isActive else { return }
    let (entered, exited) = workingRange.update(showing: liveCells, count: starts.last ?? 0)
    let exitedPaths = exited.map(indexPath(ofGlobal:))
    let enteredPaths = entered.map(indexPath(ofGlobal:))
    if !exitedPaths.isEmpty {
      log(.exitWorkingRange(exitedPaths))
      callOut("collectionView(_:itemsDidExitWorkingRange:)", .deferring) {
        workingRangeDelegate.collectionView(self, itemsDidExitWorkingRange: exitedPaths)
      }
    }
    if !enteredPaths.isEmpty {
      log(.enterWorkingRange(enteredPaths))
      callOut("collectionView(_:itemsDidEnterWorkingRange:)", .deferring) {
        workingRangeDelegate.collectionView(self, itemsDidEnterWorkingRange: enteredPaths)
      }
    }
  }
}

/// The flow layout's questions, answered by the collection view's delegate (C-C2).
@MainActor
struct DelegateFlowSource: FlowLayoutSource {
  unowned let view: VirtualCollectionView
  /// The layout the delegate is told it answers for; `nil` when the view's is not a flow layout.
  let layout: FlowLayout?
  let delegate: (any CollectionViewDelegateFlowLayout)?

  var answersItemSizes: Bool { delegate?.sizesItemsIndividually ?? false }

  func sizeForItem(at indexPath: IndexPath) -> CGSize? {
    ask("collectionView(_:layout:sizeForItemAt:)") {
      $0.collectionView(view, layout: $1, sizeForItemAt: indexPath)
    }
  }

  func insetForSection(at section: Int) -> EdgeInsets? {
    ask("collectionView(_:layout:insetForSectionAt:)") {
      $0.collectionView(view, layout: $1, insetForSectionAt: section)
    }
  }

  func minimumLineSpacingForSection(at section: Int) -> CGFloat? {
    ask("collectionView(_:layout:minimumLineSpacingForSectionAt:)") {
      $0.collectionView(
        view, layout: $1, minimumLineSpacingForSectionAt: section)
    }
  }

  func minimumInteritemSpacingForSection(at section: Int) -> CGFloat? {
    ask("collectionView(_:layout:minimumInteritemSpacingForSectionAt:)") {
      $0.collectionView(
        view, layout: $1, minimumInteritemSpacingForSectionAt: section)
    }
  }

  func referenceSizeForHeader(inSection section: Int) -> CGSize? {
    ask("collectionView(_:layout:referenceSizeForHeaderInSection:)") {
      $0.collectionView(
        view, layout: $1, referenceSizeForHeaderInSection: section)
    }
  }

  func referenceSizeForFooter(inSection section: Int) -> CGSize? {
    ask("collectionView(_:layout:referenceSizeForFooterInSection:)") {
      $0.collectionView(
        view, layout: $1, referenceSizeForFooterInSection: section)
    }
  }

  /// Asks the delegate inside a callback that may not change the collection view.
  private func ask<T>(
    _ name: String, _ body: (any CollectionViewDelegateFlowLayout, FlowLayout) -> T?
  ) -> T? {
    guard let delegate, let layout else { return nil }
    return view.callOut(name, .closed) { body(delegate, layout) }
  }
}

/// The keys of the views the viewport wants, ascending: items by global index and, per element
/// kind, sections.
typealias WantedKeys = (cells: [Int], supplementary: [String: [Int]])

/// The views one pass ended, with what undoing the pass needs to know.
@MainActor
struct EndedViews {
  var cells: [EndedView<CollectionViewCell>] = []
  var supplementary: [(kind: String, entry: EndedView<CollectionReusableView>)] = []
}
