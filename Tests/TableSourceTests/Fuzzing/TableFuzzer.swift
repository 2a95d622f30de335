import Foundation
import TableSource
import TableSourceTestSupport

/// A seeded random-sequence tester of the public API: raw batch updates, both data sources,
/// snapshots, scrolling, bounds, selection, editing, registration, settings, non-finite and huge
/// values, injected data-source failures and calls made from inside every callback.
///
/// After every call it checks the table:
/// - the library's own invariants hold (`checkInvariants()`, which traps);
/// - if the call threw, everything observable (counts, visible rows, visible cells and their
///   content, header texts, queued cells, offset, content size, selection, editing mode) is as it
///   was — unless the error is ``DisplayFailedAfterUpdate``, or a call made from inside a callback
///   was accepted (user code changed things), or data-source failures are flaky (a failed pass
///   may then leave a row without a cell);
/// - either way, the table shows what its data source says (`violations(of:settled:)`): the
///   table's counts are the data source's, every visible cell shows its own row and is not
///   queued, no visible row lies outside the viewport (and, after a call that laid the table out,
///   every row meeting it is visible), selected and editing states are the table's, the probe's
///   own header views show their sections, `willDisplay`/`didEndDisplaying` balance, and the
///   cells alive stay within the most ever visible plus two.
///
/// The sequence is a pure function of the seed: `FuzzTests` runs it on the testing kit's
/// `PropertyRunner`, which shrinks a finding to its fewest steps and gives the command that
/// replays it (`TABLESOURCE_SEED=<seed>`).
@MainActor
final class TableFuzzer {
  enum Mode: String, CaseIterable { case raw, sections, diffable }

  struct Finding: Error, CustomStringConvertible {
    var seed: UInt64
    var step: Int
    var problems: [String]
    var trace: [String]
    var description: String {
      "fuzzer seed \(seed), step \(step): \(problems.joined(separator: "; "))\n"
        + trace.enumerated().suffix(25).map { "  \($0.offset): \($0.element)" }.joined(
          separator: "\n")
    }
  }

  let seed: UInt64
  let mode: Mode
  /// Whether injected failures may hit a row that displayed fine before (a data source whose
  /// answers change without an update).
  let flaky: Bool
  private var random: SplitMix64
  let table: VirtualTableView
  let probe: ProbeDataSource
  private var sections: SectionsDataSource?
  private var diffable: DiffableDataSource<Int, Int>?
  /// The diffable mode's content: a version per item, failing items, heights.
  private var versions: [Int: Int] = [:]
  private var failing: Set<Int> = []
  private var heights: [Int: CGFloat] = [:]
  /// Items whose content changed for an apply that did not take effect: their cells may show
  /// the content before. An apply that takes effect refreshes every cell (rule 9.2's content
  /// stage, for the rows with cells) and empties it.
  private var unapplied: Set<Int> = []
  private var nextID = 10_000
  private(set) var trace: [String] = []
  private(set) var calls = 0
  /// Whether a `reloadData()` may be waiting for a load that has not yet succeeded. Rule 4.4: an
  /// update made then reads its "before" counts from the model already changed, and UIKit
  /// rejects it — so a valid update must succeed only when no reload can be pending. Set by
  /// anything that reloads (and by any call during which user code ran), cleared by a layout
  /// call that succeeded (it loads first).
  private var reloadMayBePending = true
  /// How many section header heights the next call's loads get wrong.
  private var headerFailuresForNextCall = 0

  init(seed: UInt64) throws {
    self.seed = seed
    random = SplitMix64(seed: seed)
    mode = Mode.allCases[Int(seed % 3)]
    flaky = seed % 7 == 3
    var generator = SplitMix64(seed: seed ^ 0x5eed)
    let sectionCount = Int.random(in: 0...4, using: &generator)
    var initial: [[Int]] = []
    var id = 0
    for _ in 0..<sectionCount {
      let count = Int.random(in: 0...30, using: &generator)
      initial.append(Array(id..<id + count))
      id += count
    }
    probe = ProbeDataSource(sections: initial)
    let order: ReuseQueueOrder =
      seed % 2 == 0 ? .lastInFirstOut : .shuffled(seed: seed)
    table = VirtualTableView(
      size: CGSize(width: 320, height: CGFloat(Int.random(in: 100...600, using: &generator))),
      reuseQueueOrder: order)
    try table.register(ProbeCell.self, forCellReuseIdentifier: "text")
    try table.register(BannerView.self, forHeaderFooterViewReuseIdentifier: "banner")
    switch mode {
    case .raw:
      for (index, _) in initial.enumerated() where Bool.random(using: &generator) {
        probe.headerHeights[index] = 30
      }
    case .sections:
      let source = try SectionsDataSource(
        sections: initial.map { ids in TableSection(rows: ids.map { AnyRow(LabelRow(id: $0)) }) })
      sections = source
      probe.inner = source
    case .diffable:
      let source = DiffableDataSource<Int, Int> { [unowned self] item in self.row(for: item) }
      source.header = { "Section \($0)" }
      diffable = source
      probe.inner = source
      var snapshot = Snapshot<Int, Int>()
      try snapshot.appendSections(Array(initial.indices))
      for (section, ids) in initial.enumerated() {
        try snapshot.appendItems(ids, toSection: section)
      }
      try applying { try source.apply(snapshot, to: table) }
    }
    nextID = max(nextID, id + 1)
    table.dataSource = probe
    table.delegate = probe
    table.prefetchDataSource = probe
  }

  // MARK: - Running

  /// Runs `steps` random calls, checking the table after each.
  func run(steps: Int) throws {
    defer { probe.releaseHooks() }  // Hooks capture the fuzzer, which holds the probe.
    try check(after: "start", threw: nil, before: nil, laidOut: false, hooksBefore: 0)
    for step in 0..<steps {
      let before = TableState(table)
      let hooksBefore = probe.hookResults.count
      // A pending reload runs at the start of any call, even one that then throws (rule 4.2).
      let reloadWasPending = reloadMayBePending
      let action = nextAction()
      trace.append(action.name)
      calls += 1
      var thrown: (any Error)?
      probe.headerHeightFailures = headerFailuresForNextCall
      headerFailuresForNextCall = 0
      do {
        try action.body()
      } catch {
        thrown = error
        trace[trace.count - 1] += " → threw \(Self.summary(error))"
      }
      probe.headerHeightFailures = 0
      let userCodeRan = probe.hookResults[hooksBefore...].contains { $0.error == nil }
      if let thrown, action.mustSucceed, !reloadMayBePending, thrown is BatchUpdateError {
        throw Finding(
          seed: seed, step: step, problems: ["a valid update was rejected: \(thrown)"],
          trace: trace)
      }
      if thrown == nil, action.mustFail {
        throw Finding(
          seed: seed, step: step, problems: ["an invalid call was accepted"], trace: trace)
      }
      if action.reloads || userCodeRan {
        reloadMayBePending = true
      } else if action.laysOut && thrown == nil {
        reloadMayBePending = false
      }
      do {
        try check(
          after: action.name, threw: thrown,
          before: reloadWasPending || action.startsWithReload ? nil : before,
          laidOut: action.laysOut, hooksBefore: hooksBefore)
      } catch var finding as Finding {
        finding.step = step
        throw finding
      }
    }
  }

  private func check(
    after name: String, threw error: (any Error)?, before: TableState?, laidOut: Bool,
    hooksBefore: Int
  ) throws {
    var problems: [String] = []
    let userCodeActed = probe.hookResults[hooksBefore...].contains { $0.error == nil }
    if let error, let before, !(error is DisplayFailedAfterUpdate), !userCodeActed, !flaky {
      let after = TableState(table)
      if after != before {
        problems.append("a call that threw (\(Self.summary(error))) changed the table")
        problems.append("before: \(before)")
        problems.append("after:  \(after)")
      }
    }
    let settled = laidOut && error == nil && !userCodeActed
    // The library's own invariants first: a broken one traps, with its message.
    table.checkInvariants()
    let expected = ExpectedDisplay(
      counts: expectedCounts(), text: expectedText(at:),
      headerText: mode == .raw ? probe.expected.headerText : nil, ledger: probe.ledger)
    problems += table.violations(of: expected, settled: settled).map(\.description)
    if !userCodeActed { problems += staleCells() }
    let stats = table.statistics
    let alive = stats.totalCellsCreated - stats.cellsDiscarded - stats.staleCellsDropped
    let bound =
      stats.peakVisibleCellsByIdentifier.values.reduce(0, +)
      + 2 * max(1, stats.cellsCreated.count)
    if alive > bound {
      problems.append("\(alive) cells alive, more than the bound \(bound)")
    }
    // The table and its data source agree, and the next update works: an empty batch checks the
    // table's counts against the data source's. (Not while a hook waits: it would run inside.)
    if problems.isEmpty && probe.hooks.isEmpty && probe.onWillDisplay == nil {
      do {
        try table.performBatchUpdates {}
      } catch let error as BatchUpdateError {
        problems.append("after the step, an empty batch update was rejected: \(error)")
      } catch {
        // A bad height or a failing row of the model, a header height still set to fail: the
        // table reports it, as it must.
      }
      table.checkInvariants()
      problems += table.violations(of: expected, settled: false).map(\.description)
    }
    if !problems.isEmpty {
      throw Finding(seed: seed, step: -1, problems: problems, trace: trace)
    }
  }

  static func summary(_ error: any Error) -> String {
    let text = String(describing: error)
    return text.count > 120 ? String(text.prefix(120)) + "…" : text
  }

  // MARK: - The model, per mode

  func expectedCounts() -> [Int] {
    switch mode {
    case .raw: probe.items.map(\.count)
    case .sections: sections!.sections.map(\.rows.count)
    case .diffable:
      diffable!.snapshot().sectionIdentifiers.map {
        diffable!.snapshot().numberOfItems(inSection: $0)
      }
    }
  }

  func expectedText(at path: IndexPath) -> String? {
    switch mode {
    case .raw:
      return probe.text(ofItem: probe.items[path.section][path.row])
    case .sections:
      return sections!.row(at: path)?.as(LabelRow.self)?.text
    case .diffable:
      // What the data source holds for the item: a cell shows nothing else.
      guard let item = diffable!.itemIdentifier(for: path) else { return nil }
      return diffable!.rowMade(for: item)?.as(LabelRow.self)?.text
    }
  }

  /// Runs a diffable apply for which the content of `changed` changed: once it takes effect (it
  /// succeeds, or fails only to display), every cell shows current content; if it fails, the
  /// cells of `changed` may show their content before.
  private func applying(changing changed: Set<Int> = [], _ body: () throws -> Void) throws {
    do {
      try body()
      unapplied.removeAll()
    } catch let error as DisplayFailedAfterUpdate {
      unapplied.removeAll()
      throw error
    } catch {
      unapplied.formUnion(changed)
      throw error
    }
  }

  /// Checks that each cell on display shows its item's current row: the row the data source
  /// holds was made from the provider's current content, unless an apply that changed it failed
  /// or the item fails (a failing row shows nothing, and a row made before the item failed
  /// stays until the next apply).
  private func staleCells() -> [String] {
    guard let source = diffable else { return [] }
    var stale: [String] = []
    for path in table.indexPathsForVisibleRows {
      guard let item = source.itemIdentifier(for: path), !unapplied.contains(item),
        !failing.contains(item), let shown = source.rowMade(for: item)?.as(LabelRow.self)
      else { continue }
      if shown.text != labelText(item) {
        stale.append("row \(path.shortDescription) shows \(shown.text), not \(labelText(item))")
      }
    }
    return stale
  }

  private func labelText(_ item: Int) -> String {
    "row \(item)" + (versions[item].map { "/v\($0)" } ?? "")
  }

  private func row(for item: Int) -> any TableViewRow {
    return failing.contains(item)
      ? FailingRow(id: item) : LabelRow(id: item, text: labelText(item), height: heights[item])
  }

  // MARK: - Choosing

  struct Action {
    var name: String
    var laysOut = false
    /// Whether the call may leave a `reloadData()` pending.
    var reloads = false
    /// Whether the call reloads before anything that can throw: a call that then throws has
    /// changed what a reload changes.
    var startsWithReload = false
    var mustSucceed = false
    var mustFail = false
    var body: () throws -> Void
  }

  private func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
  private func chance(_ percent: Int) -> Bool { int(0...99) < percent }

  /// An index path that usually names a row (or, `forInsert`, a place a row can go), sometimes
  /// not, and rarely has the wrong number of indexes.
  private func somePath(forInsert: Bool = false) -> IndexPath {
    FuzzValues.indexPath(
      counts: expectedCounts(), forInsert: forInsert, farItem: 40, using: &random)
  }

  private func someHeight() -> CGFloat {
    switch int(0...19) {
    case 0: .nan
    case 1: .infinity
    case 2: -7
    case 3: 1e300
    case 4: 0
    case 5: VirtualTableView.automaticDimension
    default: CGFloat(int(10...120))
    }
  }

  private func someDistance() -> CGFloat { FuzzValues.distance(maximum: 900, using: &random) }

  private func freshID() -> Int {
    nextID += 1
    return nextID
  }

  func nextAction() -> Action {
    let roll = int(0...99)
    switch roll {
    case 0..<30: return modeUpdate()
    case 30..<45: return scrollAction()
    case 45..<50:
      return Action(name: "layoutIfNeeded", laysOut: true) { try self.table.layoutIfNeeded() }
    case 50..<58: return selectionAction()
    case 58..<64: return editingAction()
    case 64..<68: return settingAction()
    case 68..<72: return registrationAction()
    case 72..<80: return failureAction()
    case 80..<92: return hookAction()
    case 92..<96:
      return Action(name: "reloadData", reloads: true) { self.table.reloadData() }
    case 96..<98:
      return Action(name: "empty batch") { try self.table.performBatchUpdates {} }
    default:
      // Rule 4.4 after a failed load: the data source's update opens its batch with a reload
      // pending, the load fails once, and the batch must fail with that error, changing nothing.
      let update = modeUpdate()
      return Action(
        name: "reloadData, one header height fails, then \(update.name)", reloads: true,
        startsWithReload: true
      ) {
        self.table.reloadData()
        self.reloadMayBePending = true  // The raw-mode app then loads before changing its model.
        self.probe.headerHeightFailures = 1
        defer { self.probe.headerHeightFailures = 0 }
        try update.body()
      }
    }
  }

  private func scrollAction() -> Action {
    switch int(0...4) {
    case 0, 1:
      let distance = someDistance()
      return Action(name: "scroll(by: \(distance))", laysOut: true) {
        try self.table.scroll(by: distance)
      }
    case 2:
      let y = someDistance()
      return Action(name: "setContentOffset(\(y))", laysOut: true) {
        try self.table.setContentOffset(CGPoint(x: 0, y: y))
      }
    case 3:
      let path = somePath()
      let position = [VirtualTableView.ScrollPosition.top, .middle, .bottom, .none][int(0...3)]
      return Action(name: "scrollToRow(\(path), \(position))", laysOut: true) {
        try self.table.scrollToRow(at: path, at: position)
      }
    default:
      let height = chance(10) ? someHeight() : CGFloat(int(0...700))
      let y = someDistance()
      return Action(name: "setBounds(y: \(y), height: \(height))", laysOut: true) {
        try self.table.setBounds(
          CGRect(x: CGFloat(self.int(-5...5)), y: y, width: 320, height: height))
      }
    }
  }

  private func selectionAction() -> Action {
    switch int(0...5) {
    case 0:
      let path = somePath()
      let position = [VirtualTableView.ScrollPosition.none, .top, .middle, .bottom][int(0...3)]
      // It lays out only when selection is allowed in the current mode.
      return Action(name: "selectRow(\(path), \(position))") {
        try self.table.selectRow(at: path, scrollPosition: position)
      }
    case 1:
      return Action(name: "selectRow(nil)") { try self.table.selectRow(at: nil) }
    case 2:
      let path = somePath()
      return Action(name: "deselectRow(\(path))") { self.table.deselectRow(at: path) }
    case 3:
      let multiple = chance(50)
      return Action(name: "allowsMultipleSelection = \(multiple)") {
        self.table.allowsMultipleSelection = multiple
        self.table.allowsMultipleSelectionDuringEditing = multiple
        self.table.allowsSelectionDuringEditing = true
      }
    default:
      let path = somePath()
      return Action(name: "simulate.tap(\(path))") { try self.table.simulate.tap(row: path) }
    }
  }

  private func editingAction() -> Action {
    switch int(0...3) {
    case 0:
      let editing = chance(50)
      return Action(name: "setEditing(\(editing))") { self.table.setEditing(editing) }
    case 1:
      let path = somePath()
      self.allowEditing()
      return Action(name: "simulate.commitEditing(.delete, \(path))", laysOut: true) {
        try self.table.simulate.commitEditing(.delete, row: path)
      }
    case 2:
      let source = somePath()
      let destination = somePath()
      self.allowEditing()
      return Action(name: "simulate.drag(\(source) → \(destination))", laysOut: true) {
        try self.table.simulate.drag(row: source, to: destination)
      }
    default:
      let path = somePath()
      let edge: SwipeEdge = chance(50) ? .leading : .trailing
      let full = chance(30)
      return Action(name: "simulate.\(full ? "swipeFully" : "tapSwipeAction")(\(edge), \(path))") {
        if full {
          try self.table.simulate.swipeFully(edge, row: path)
        } else {
          try self.table.simulate.tapSwipeAction(edge, row: path)
        }
      }
    }
  }

  private func allowEditing() {
    probe.commits = true
    probe.moves = true
    sections?.commitsEditing = true
    sections?.allowsReordering = true
  }

  private func settingAction() -> Action {
    let value = someHeight()
    let settings: [(String, (CGFloat) throws -> Void)] = [
      ("rowHeight", table.setRowHeight), ("estimatedRowHeight", table.setEstimatedRowHeight),
      ("sectionHeaderHeight", table.setSectionHeaderHeight),
      ("sectionFooterHeight", table.setSectionFooterHeight),
      ("tableHeaderHeight", table.setTableHeaderHeight),
      ("tableFooterHeight", table.setTableFooterHeight),
    ]
    let (name, set) = settings[int(0...settings.count - 1)]
    return Action(name: "set \(name) \(value)", reloads: true) { try set(value) }
  }

  private func registrationAction() -> Action {
    let identifier: String
    switch mode {
    case .raw: identifier = "text"
    default: identifier = LabelRow(id: 0).reuseIdentifier
    }
    switch int(0...3) {
    case 0:
      return Action(name: "register nil for \(identifier)") {
        try self.table.register(nil, forCellReuseIdentifier: identifier)
      }
    case 1:
      return Action(name: "register ProbeCell for \(identifier)") {
        try self.table.register(ProbeCell.self, forCellReuseIdentifier: identifier)
      }
    case 2:
      return Action(name: "register TextCell for \(identifier)") {
        try self.table.register(TextCell.self, forCellReuseIdentifier: identifier)
      }
    default:
      return Action(name: "register an empty identifier", mustFail: true) {
        try self.table.register(TextCell.self, forCellReuseIdentifier: "")
      }
    }
  }

  /// Injects or clears failures and bad heights. Unless the sequence is flaky, a row is made to
  /// fail only while it is not displayed, so that undoing a failed pass can always configure the
  /// rows it had again.
  private func failureAction() -> Action {
    let displayed = Set(table.indexPathsForVisibleRows.compactMap(item(at:)))
    let counts = expectedCounts()
    let total = counts.reduce(0, +)
    switch int(0...6) {
    case 0, 1:
      guard total > 0 else { break }
      let section = counts.indices.filter { counts[$0] > 0 }.randomElement(using: &random)!
      let path = IndexPath(row: int(0...counts[section] - 1), section: section)
      guard let item = item(at: path), flaky || !displayed.contains(item) else { break }
      return Action(name: "make item \(item) fail") {
        self.probe.failingItems.insert(item)
        self.failing.insert(item)
      }
    case 2:
      return Action(name: "clear failures") {
        self.probe.failingItems = []
        self.probe.failingHeaders = []
        self.failing = []
        self.probe.flakyFailures = 0
        self.headerFailuresForNextCall = 0
      }
    case 3 where flaky:
      let count = int(1...3)
      return Action(name: "next \(count) cell requests fail") { self.probe.flakyFailures = count }
    case 6:
      // Loads (of a pending reload, inside a batch or not) ask every section's header height.
      // The failures last for the next call only: a query made later would load, fail and
      // answer from what the table had, which the checks cannot tell from a broken table.
      let count = int(1...2)
      return Action(name: "next call: \(count) header heights fail") {
        self.headerFailuresForNextCall = count
      }
    case 4:
      guard total > 0 else { break }
      let path = somePath()
      guard let item = item(at: path) else { break }
      let height = someHeight()
      return Action(name: "height of item \(item) = \(height)") {
        self.probe.heights[item] = height
        // Diffable rows carry only heights the table takes: a bad one would make every load
        // fail, and after applyUsingReloadData the table would keep its last good state while
        // the model moved on (the documented answer to bad values; raw mode covers them).
        self.heights[item] =
          height >= 0 && height <= VirtualTableView.maximumHeight ? height : nil
      }
    default:
      return Action(name: "heights back to normal") {
        self.probe.heights = [:]
        self.heights = [:]
      }
    }
    return Action(name: "nothing") {}
  }

  private func item(at path: IndexPath) -> Int? {
    let counts = expectedCounts()
    guard path.count == 2, counts.indices.contains(path.section),
      (0..<counts[path.section]).contains(path.row)
    else { return nil }
    switch mode {
    case .raw: return probe.items[path.section][path.row]
    case .sections: return sections!.row(at: path)?.id.base as? Int
    case .diffable: return diffable!.itemIdentifier(for: path)
    }
  }

  // MARK: - Reentrant calls

  private func hookAction() -> Action {
    let callback = TableCallback.allCases[int(0...TableCallback.allCases.count - 1)]
    let family = int(0...9)
    let path = somePath()
    let distance = someDistance()
    return Action(name: "from \(callback): call family \(family) at \(path)") {
      self.probe.addHook(callback) { table in
        switch family {
        case 0: _ = (table.indexPathsForVisibleRows, table.visibleCells, table.contentSize)
        case 1: table.reloadData()
        case 2: try table.layoutIfNeeded()
        case 3: try table.scroll(by: distance)
        case 4: try self.reentrantUpdate(table)
        case 5: try table.selectRow(at: path)
        case 6: table.setEditing(!table.isEditing)
        case 7: try table.simulate.tap(row: path)
        case 8: try table.setRowHeight(CGFloat(40 + family))
        default: try table.register(ProbeCell.self, forCellReuseIdentifier: "text")
        }
      }
    }
  }

  /// An insert at the start of the first section, as each mode's app would make it.
  private func reentrantUpdate(_ table: VirtualTableView) throws {
    let id = freshID()
    switch mode {
    case .raw:
      guard !probe.items.isEmpty else { return }
      probe.items[0].insert(id, at: 0)
      do {
        try table.insertRows(at: [IndexPath(row: 0, section: 0)])
      } catch let error as DisplayFailedAfterUpdate {
        throw error  // Applied.
      } catch {
        probe.items[0].removeAll { $0 == id }
        throw error
      }
    case .sections:
      guard !sections!.sections.isEmpty else { return }
      try sections!.insertRow(LabelRow(id: id), at: IndexPath(row: 0, section: 0), in: table)
    case .diffable:
      var snapshot = diffable!.snapshot()
      guard let first = snapshot.sectionIdentifiers.first else { return }
      if let head = snapshot.itemIdentifiers(inSection: first).first {
        try snapshot.insertItems([id], beforeItem: head)
      } else {
        try snapshot.appendItems([id], toSection: first)
      }
      try applying { try diffable!.apply(snapshot, to: table) }
    }
  }

  // MARK: - Updates, per mode

  private func modeUpdate() -> Action {
    switch mode {
    case .raw: return rawUpdate()
    case .sections: return sectionsUpdate()
    case .diffable: return diffableUpdate()
    }
  }

  /// A random edit of sections of ids: inserts, deletes, moves, content changes, section
  /// inserts, deletes and moves. Returns the new sections and the ids whose content changed.
  private func edit(_ sections: [[Int]], ids: [Int]) -> (
    sections: [[Int]], ids: [Int], changed: Set<Int>
  ) {
    var result = sections
    var sectionIDs = ids
    var changed: Set<Int> = []
    for _ in 0..<int(1...4) {
      switch int(0...9) {
      case 0, 1:
        guard !result.isEmpty else { continue }
        let section = int(0...result.count - 1)
        result[section].insert(freshID(), at: int(0...result[section].count))
      case 2, 3:
        guard
          let section = result.indices.filter({ !result[$0].isEmpty }).randomElement(using: &random)
        else { continue }
        result[section].remove(at: int(0...result[section].count - 1))
      case 4, 5:
        guard
          let from = result.indices.filter({ !result[$0].isEmpty }).randomElement(using: &random)
        else { continue }
        let item = result[from].remove(at: int(0...result[from].count - 1))
        let to = int(0...result.count - 1)
        result[to].insert(item, at: int(0...result[to].count))
      case 6:
        guard
          let section = result.indices.filter({ !result[$0].isEmpty }).randomElement(using: &random)
        else { continue }
        changed.insert(result[section][int(0...result[section].count - 1)])
      case 7:
        let at = int(0...result.count)
        result.insert((0..<int(0...3)).map { _ in freshID() }, at: at)
        sectionIDs.insert(freshID(), at: at)
      case 8:
        guard !result.isEmpty else { continue }
        let at = int(0...result.count - 1)
        result.remove(at: at)
        sectionIDs.remove(at: at)
      default:
        guard result.count > 1 else { continue }
        let from = int(0...result.count - 1)
        let to = int(0...result.count - 1)
        result.insert(result.remove(at: from), at: to)
        sectionIDs.insert(sectionIDs.remove(at: from), at: to)
      }
    }
    return (result, sectionIDs, changed.filter { id in result.contains { $0.contains(id) } })
  }

  /// A content stage planned against `planned` (sections of item ids, section ids), moved to
  /// where its rows and sections are in the probe's model now.
  private func relocating(
    _ stage: BatchUpdate, from planned: (sections: [[Int]], ids: [Int], changed: Set<Int>)
  )
    -> BatchUpdate
  {
    func now(_ path: IndexPath) -> IndexPath? {
      let item = planned.sections[path.section][path.row]
      for (section, items) in probe.items.enumerated() {
        if let row = items.firstIndex(of: item) { return IndexPath(row: row, section: section) }
      }
      return nil
    }
    func now(_ section: Int) -> Int? { probe.sectionIDs.firstIndex(of: planned.ids[section]) }
    return BatchUpdate(
      reloadedSections: stage.reloadedSections.compactMap(now),
      reloadedRows: stage.reloadedRows.compactMap(now),
      reconfiguredRows: stage.reconfiguredRows.compactMap(now))
  }

  /// Before the raw-mode app changes its model: a reload still pending is loaded first, or the
  /// update would read its "before" counts from the changed model (rule 4.4, tested on its own
  /// in `BatchValidationTests`). If that load fails, the app changes nothing.
  private func loadBeforeChangingTheModel() throws {
    guard reloadMayBePending else { return }
    let hooksBefore = probe.hookResults.count
    try table.layoutIfNeeded()
    // A hook that ran may have asked for a reload again: the app leaves its model alone.
    if probe.hookResults[hooksBefore...].contains(where: { $0.error == nil }) {
      throw UserCodeRan()
    }
  }

  /// Thrown by the fuzzer's own app when it gives up a model change (see
  /// `loadBeforeChangingTheModel`).
  struct UserCodeRan: Error {}

  private func rawUpdate() -> Action {
    let oldItems = probe.items
    let oldIDs = probe.sectionIDs
    let oldVersions = probe.versions
    func revert() {
      probe.items = oldItems
      probe.sectionIDs = oldIDs
      probe.versions = oldVersions
    }
    let counts = oldItems.map(\.count)
    switch int(0...9) {
    case 0..<5:
      // A valid update worked out by the diff, applied stage by stage as raw batch updates.
      let new = edit(oldItems, ids: oldIDs)
      let style: ContentUpdateStyle = chance(50) ? .reload : .reconfigure
      var before = Snapshot<Int, Int>()
      var after = Snapshot<Int, Int>()
      try? before.appendSections(oldIDs)
      try? after.appendSections(new.ids)
      for (id, items) in zip(oldIDs, oldItems) { try? before.appendItems(items, toSection: id) }
      for (id, items) in zip(new.ids, new.sections) { try? after.appendItems(items, toSection: id) }
      let changeset = StagedChangeset(
        from: before, to: after, contentChanged: { new.changed.contains($0) }, updateStyle: style)
      return Action(
        name: "raw diff \(oldItems.map(\.count)) → \(new.sections.map(\.count)) (\(style))",
        laysOut: !changeset.isEmpty, mustSucceed: true
      ) {
        try self.loadBeforeChangingTheModel()
        self.probe.items = new.sections
        self.probe.sectionIDs = new.ids
        for id in new.changed { self.probe.versions[id, default: 0] += 1 }
        // Stage by stage, as an app would: the content stage's rows are found again by identity,
        // since a callback may have inserted rows while the structure was displayed.
        var failure: DisplayFailedAfterUpdate?
        for (index, stage) in changeset.stages.enumerated() {
          let current = stage.changesStructure ? stage : self.relocating(stage, from: new)
          do {
            try self.table.apply(current, animation: .automatic)
          } catch let error as DisplayFailedAfterUpdate {
            failure = failure ?? error
          } catch {
            if index == 0 { revert() }
            throw error
          }
        }
        if let failure { throw failure }
      }
    case 5:
      // The model gains a row; the table is told a row was deleted.
      guard let section = counts.indices.filter({ counts[$0] > 0 }).first else { break }
      return Action(name: "raw lie in section \(section)", mustFail: true) {
        try self.loadBeforeChangingTheModel()
        let id = self.freshID()
        self.probe.items[section].append(id)
        do {
          try self.table.deleteRows(at: [IndexPath(row: 0, section: section)])
        } catch {
          self.probe.items[section].removeAll { $0 == id }
          throw error
        }
      }
    case 6:
      let path = somePath()
      return Action(name: "raw reload and delete \(path)", mustFail: true) {
        try self.table.performBatchUpdates {
          try self.table.deleteRows(at: [path])
          try self.table.reloadRows(at: [path])
        }
      }
    case 7:
      // A nested batch that inserts one row at a place that may not exist.
      let path = somePath(forInsert: true)
      let valid =
        path.count == 2 && oldItems.indices.contains(path.section)
        && (0...oldItems[path.section].count).contains(path.row)
      return Action(name: "raw nested insert \(path)", laysOut: valid, mustSucceed: valid) {
        try self.loadBeforeChangingTheModel()
        if valid { self.probe.items[path.section].insert(self.freshID(), at: path.row) }
        do {
          try self.table.performBatchUpdates {
            self.table.beginUpdates()
            try self.table.insertRows(at: [path])
            try self.table.endUpdates()
          }
        } catch let error as DisplayFailedAfterUpdate {
          throw error
        } catch {
          revert()
          throw error
        }
      }
    default:
      let path = somePath()
      guard let item = item(at: path) else { break }
      let reconfigure = chance(50)
      return Action(
        name: "raw \(reconfigure ? "reconfigure" : "reload") \(path)", laysOut: true,
        mustSucceed: true
      ) {
        try self.loadBeforeChangingTheModel()
        self.probe.versions[item, default: 0] += 1
        do {
          if reconfigure {
            try self.table.reconfigureRows(at: [path])
          } else {
            try self.table.reloadRows(at: [path])
          }
        } catch let error as DisplayFailedAfterUpdate {
          throw error
        } catch {
          revert()
          throw error
        }
      }
    }
    return Action(name: "nothing") {}
  }

  private func sectionsUpdate() -> Action {
    let source = sections!
    let table = self.table
    switch int(0...11) {
    case 0, 1:
      let path = somePath(forInsert: true)
      let failingRow = chance(10)
      let id = freshID()
      return Action(name: "sections insert \(failingRow ? "failing " : "")row \(id) at \(path)") {
        let row: AnyRow = failingRow ? AnyRow(FailingRow(id: id)) : AnyRow(LabelRow(id: id))
        try source.insertRows([.init(row, at: path)], in: table)
      }
    case 2:
      let paths = (0..<int(1...3)).map { _ in somePath() }
      return Action(name: "sections delete \(paths)") {
        try source.deleteRows(at: paths, in: table)
      }
    case 3:
      let from = somePath()
      let to = somePath(forInsert: true)
      return Action(name: "sections move \(from) → \(to)") {
        try source.moveRow(at: from, to: to, in: table)
      }
    case 4:
      let path = somePath()
      let id = item(at: path) ?? freshID()
      let version = int(1...9)
      return Action(name: "sections reload \(path) v\(version)") {
        try source.reloadRow(
          at: path, with: LabelRow(id: id, text: "row \(id)/v\(version)"), in: table)
      }
    case 5:
      let path = somePath()
      let id = item(at: path) ?? freshID()
      let version = int(1...9)
      let height: CGFloat? = chance(30) ? CGFloat(int(20...90)) : nil
      return Action(
        name: "sections reconfigure \(path) v\(version) height \(String(describing: height))"
      ) {
        try source.reconfigureRow(
          at: path, with: LabelRow(id: id, text: "row \(id)/v\(version)", height: height), in: table
        )
      }
    case 6:
      let index = int(-1...source.sections.count + 1)
      let rows = (0..<int(0...4)).map { _ in AnyRow(LabelRow(id: freshID())) }
      return Action(name: "sections insert section at \(index)") {
        try source.insertSection(TableSection(rows: rows), at: index, in: table)
      }
    case 7:
      let index = int(-1...source.sections.count)
      return Action(name: "sections delete section \(index)") {
        try source.deleteSections([index], in: table)
      }
    case 8:
      let from = int(-1...source.sections.count)
      let to = int(-1...source.sections.count)
      return Action(name: "sections move section \(from) → \(to)") {
        try source.moveSection(from, toSection: to, in: table)
      }
    case 9:
      // An identity already in use: refused.
      guard let existing = source.sections.first?.rows.first?.id.base as? Int else { break }
      return Action(name: "sections insert duplicate \(existing)", mustFail: true) {
        try source.insertRows(
          [.init(LabelRow(id: existing), at: IndexPath(row: 0, section: 0))], in: table)
      }
    case 10:
      guard
        let failingID = source.sections.lazy.flatMap(\.rows).first(where: {
          $0.as(FailingRow.self) != nil
        })?.id.base as? Int
      else { break }
      return Action(name: "sections delete failing row \(failingID)", laysOut: true) {
        try source.deleteRow(withID: failingID, in: table)
      }
    default:
      let rows = (0..<int(0...40)).map { _ in AnyRow(LabelRow(id: freshID())) }
      return Action(name: "sections setSections (\(rows.count) rows) and reload", reloads: true) {
        try source.setSections([TableSection(rows: rows)])
        table.reloadData()
      }
    }
    return Action(name: "nothing") {}
  }

  private func diffableUpdate() -> Action {
    let source = diffable!
    let table = self.table
    let current = source.snapshot()
    let currentItems = current.sectionIdentifiers.map { current.itemIdentifiers(inSection: $0) }
    switch int(0...5) {
    case 0..<4:
      let new = edit(currentItems, ids: current.sectionIdentifiers)
      let style: ContentUpdateStyle = chance(50) ? .reload : .reconfigure
      let animating = chance(70)
      let mark = chance(20)
      return Action(
        name:
          "diffable apply \(currentItems.map(\.count)) → \(new.sections.map(\.count)) (\(style))",
        laysOut: true, mustSucceed: true
      ) {
        var snapshot = Snapshot<Int, Int>()
        try snapshot.appendSections(new.ids)
        for (id, items) in zip(new.ids, new.sections) {
          try snapshot.appendItems(items, toSection: id)
        }
        for id in new.changed { self.versions[id, default: 0] += 1 }
        if mark, let any = new.sections.first(where: { !$0.isEmpty })?.first {
          if style == .reload {
            try snapshot.reloadItems([any])
          } else {
            try snapshot.reconfigureItems([any])
          }
        }
        try self.applying(changing: new.changed) {
          try source.apply(snapshot, to: table, animatingDifferences: animating, updateStyle: style)
        }
      }
    case 4:
      let new = edit(currentItems, ids: current.sectionIdentifiers)
      return Action(name: "diffable apply using reloadData", reloads: true) {
        var snapshot = Snapshot<Int, Int>()
        try snapshot.appendSections(new.ids)
        for (id, items) in zip(new.ids, new.sections) {
          try snapshot.appendItems(items, toSection: id)
        }
        try self.applying { source.applyUsingReloadData(snapshot, to: table) }
      }
    default:
      // A snapshot mistake: appending an identifier that is already there.
      guard let existing = currentItems.first(where: { !$0.isEmpty })?.first else { break }
      return Action(name: "diffable duplicate \(existing)", mustFail: true) {
        var snapshot = current
        try snapshot.appendItems([existing])
      }
    }
    return Action(name: "nothing") {}
  }
}
