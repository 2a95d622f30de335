import Foundation
import TableSource
import TableSourceTestSupport
import TableSourceTesting
import Testing

// The peers' cases (DifferenceKit, IGListKit, RxDataSources, ListKit, iZettle's Form), restated
// in our own words as data and replayed through both views and both data sources. A case is an
// old and a new list of sections of items, each item an identity and a content; the replay shows
// the old list on a `VirtualTableView` or a `VirtualCollectionView` (flow layout of 100 × 44
// items: vertical, horizontal, self-sizing, or with pinned headers), each section under a header
// showing its identity, at the top of the content or scrolled halfway along; it switches to the
// new list through `DiffableDataSource` (apply, apply) or through `SectionsDataSource` and the
// staged diff (`setSections`, then the changeset's stages), and checks what a UIKit user sees:
// every batch accepted; the counts, every visible cell's content and every visible header the new
// list's; the view's own invariants kept; and the items that stayed on screen keeping their cells
// (moves, in-place content changes and section moves keep them, rules 5.4 and 5.10, C-H2) unless
// they or their section were reloaded. Where the peer's test states the diff's steps, the case
// keeps them, and ours must be equivalent: the same deletes and inserts, no more moves, the same
// items refreshed. The contract is the end state and the validity of each batch; the staging may
// differ, and each case that differs says why.

/// One item of a case: its identity, and the content its cell shows.
struct PeerItem: Hashable, Sendable {
  var id: Int
  var content: String

  init(id: Int, content: String = "v0") {
    self.id = id
    self.content = content
  }

  /// Reads `7` (content `v0`), `7'` (content `v1`: changed once, `7''` twice) or `7=dog`
  /// (content `dog`, for items that differ only by identity).
  init(_ token: Substring) {
    if let equals = token.firstIndex(of: "=") {
      id = Int(token[..<equals]) ?? -1
      content = String(token[token.index(after: equals)...])
    } else {
      let primes = token.reversed().prefix(while: { $0 == "'" }).count
      id = Int(token.dropLast(primes)) ?? -1
      content = "v\(primes)"
    }
  }

  /// What the item's cell shows: its identity and its content, so that a cell showing another
  /// item, or this item's old content, is told apart.
  var text: String { "\(id) \(content)" }
}

/// One section of a case: its identity and its items.
struct PeerSection: Sendable {
  var id: String
  var items: [PeerItem]
}

/// One section `A` of items with the given identities and first content, for generated cases.
func peerList(_ ids: [Int]) -> [PeerSection] {
  [PeerSection(id: "A", items: ids.map { PeerItem(id: $0) })]
}

/// `count` sections `S0`, `S1`… of `size` items each, numbered from 0, for the stress cases.
func peerBlock(sections count: Int, size: Int) -> [PeerSection] {
  (0..<count).map { section in
    PeerSection(id: "S\(section)", items: (0..<size).map { PeerItem(id: section * size + $0) })
  }
}

/// A seeded random edit of a list, as the peers' stress tests make one: sections deleted,
/// inserted and reordered; items deleted, changed in content, moved within and across sections,
/// and inserted. The same seed gives the same edit on every platform.
func peerRandomEdit(of old: [PeerSection], seed: UInt64) -> [PeerSection] {
  var random = SeededGenerator(seed: seed)
  func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &random) == 0 }
  var nextItem = (old.flatMap { $0.items.map(\.id) }.max() ?? 0) + 1
  func newItem() -> PeerItem {
    defer { nextItem += 1 }
    return PeerItem(id: nextItem)
  }
  var sections = old
  sections.removeAll { _ in chance(8) }
  for index in 0..<Int.random(in: 0...2, using: &random) {
    let items = (0..<Int.random(in: 0...4, using: &random)).map { _ in newItem() }
    sections.insert(
      PeerSection(id: "N\(index)", items: items),
      at: Int.random(in: 0...sections.count, using: &random))
  }
  for _ in 0..<Int.random(in: 0...2, using: &random) where sections.count > 1 {
    let moved = sections.remove(at: Int.random(in: sections.indices, using: &random))
    sections.insert(moved, at: Int.random(in: 0...sections.count, using: &random))
  }
  for section in sections.indices {
    sections[section].items.removeAll { _ in chance(6) }
    for item in sections[section].items.indices where chance(6) {
      sections[section].items[item].content += "+"
    }
  }
  guard !sections.isEmpty else { return sections }
  for _ in 0..<Int.random(in: 0...6, using: &random) {
    let from = Int.random(in: sections.indices, using: &random)
    guard !sections[from].items.isEmpty else { continue }
    let item = sections[from].items.remove(
      at: Int.random(in: sections[from].items.indices, using: &random))
    let to = Int.random(in: sections.indices, using: &random)
    sections[to].items.insert(
      item, at: Int.random(in: 0...sections[to].items.count, using: &random))
  }
  for _ in 0..<Int.random(in: 0...4, using: &random) {
    let to = Int.random(in: sections.indices, using: &random)
    sections[to].items.insert(
      newItem(), at: Int.random(in: 0...sections[to].items.count, using: &random))
  }
  return sections
}

extension [PeerSection] {
  /// The number of items in all sections.
  var itemCount: Int { reduce(0) { $0 + $1.items.count } }
}

/// Each case paired with each of its routes, as two parallel lists to zip for `@Test(arguments:)`.
func peerReplays(_ cases: [PeerCase]) -> Zip2Sequence<[PeerCase], [PeerRoute]> {
  let pairs = cases.flatMap { peerCase in PeerRoute.routes(for: peerCase).map { (peerCase, $0) } }
  return zip(pairs.map(\.0), pairs.map(\.1))
}

/// Reads sections written `A: 1 2 3; B: 4 5'` (an empty section is `A:`; no sections, `""`).
func peerSections(_ text: String) -> [PeerSection] {
  text.split(separator: ";").map { part in
    let pieces = part.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let id = pieces[0].trimmingCharacters(in: .whitespaces)
    let items = pieces.count > 1 ? pieces[1].split(separator: " ").map(PeerItem.init) : []
    return PeerSection(id: id, items: items)
  }
}

/// What a peer's test states about the diff's steps. Item index paths are the old list's for
/// deletes and the new one's for inserts, as UIKit reads them; `nil` states nothing.
struct PeerSteps: Sendable {
  var deletes: [IndexPath]? = nil
  var inserts: [IndexPath]? = nil
  var sectionDeletes: [Int]? = nil
  var sectionInserts: [Int]? = nil
  /// The peer's number of item moves: ours may be fewer (minimal moves), never more.
  var moves: Int? = nil
  /// The peer's number of section moves: ours may be fewer, never more.
  var sectionMoves: Int? = nil
  /// The items the peer refreshes (reload or update), by identity: ours refreshes exactly these.
  var refreshed: [Int]? = nil
  /// The sections the peer reloads, by identity: ours reloads exactly these.
  var refreshedSections: [String]? = nil
}

/// A peer's test case restated: the scenario, where it comes from, and what the peer expects.
struct PeerCase: Sendable, CustomTestStringConvertible {
  /// One line saying what the case does.
  var summary: String
  /// The peer's repository, file and test, as a public address and the test's name.
  var source: String
  let old: [PeerSection]
  let new: [PeerSection]
  /// The content of each item, by identity, in each list.
  private let oldContent: [Int: String]
  private let newContent: [Int: String]
  /// Items the new list marks for reload or reconfiguration, and sections for reload, as
  /// `NSDiffableDataSourceSnapshot`'s `reloadItems`, `reconfigureItems`, `reloadSections`.
  var reloadedItems: [Int] = []
  var reconfiguredItems: [Int] = []
  var reloadedSections: [String] = []
  /// The peer's expected steps, when its test states them.
  var steps: PeerSteps? = nil
  /// Why our steps differ from the peer's, where they do.
  var note: String? = nil

  init(
    _ summary: String, _ source: String, from old: String, to new: String,
    reloadedItems: [Int] = [], reconfiguredItems: [Int] = [], reloadedSections: [String] = [],
    steps: PeerSteps? = nil, note: String? = nil
  ) {
    self.init(summary, source, old: peerSections(old), new: peerSections(new), steps: steps)
    self.reloadedItems = reloadedItems
    self.reconfiguredItems = reconfiguredItems
    self.reloadedSections = reloadedSections
    self.note = note
  }

  /// A case with generated lists (large shuffles), given as sections directly.
  init(
    _ summary: String, _ source: String, old: [PeerSection], new: [PeerSection],
    steps: PeerSteps? = nil
  ) {
    self.summary = summary
    self.source = source
    self.old = old
    self.new = new
    oldContent = content(of: old)
    newContent = content(of: new)
    self.steps = steps
  }

  var testDescription: String { summary }

  /// The old list as a snapshot.
  func oldSnapshot() throws -> Snapshot<String, Int> {
    try makeSnapshot(old.map { ($0.id, $0.items.map(\.id)) })
  }

  /// The new list as a snapshot, with the case's marks.
  func newSnapshot() throws -> Snapshot<String, Int> {
    var snapshot = try makeSnapshot(new.map { ($0.id, $0.items.map(\.id)) })
    try snapshot.reloadItems(reloadedItems)
    try snapshot.reconfigureItems(reconfiguredItems)
    try snapshot.reloadSections(reloadedSections)
    return snapshot
  }

  /// Whether an item present on both sides shows another content in the new list.
  func contentChanged(_ item: Int) -> Bool {
    oldContent[item] != newContent[item]
  }

  /// The staged diff the sections route applies: the snapshots' with the content compared.
  func changeset() throws -> StagedChangeset {
    StagedChangeset(from: try oldSnapshot(), to: try newSnapshot(), contentChanged: contentChanged)
  }

  /// Every way our diff disagrees with the peer's stated steps (none when it states none).
  func stepDisagreements() throws -> [String] {
    guard let steps else { return [] }
    let ours = try changeset()
    let new = try newSnapshot()
    var found: [String] = []
    func compare<T: Hashable>(_ name: String, _ theirs: [T]?, _ mine: [T]) {
      if let theirs, Set(theirs) != Set(mine) {
        found.append("\(name): peer \(theirs), ours \(mine)")
      }
    }
    compare("item deletes", steps.deletes, ours.stages.flatMap(\.deletedRows))
    compare("item inserts", steps.inserts, ours.stages.flatMap(\.insertedRows))
    compare("section deletes", steps.sectionDeletes, ours.stages.flatMap(\.deletedSections))
    compare("section inserts", steps.sectionInserts, ours.stages.flatMap(\.insertedSections))
    // Refreshes come in the last stage, whose index paths are the new list's.
    let refreshedPaths = ours.stages.flatMap { $0.reloadedRows + $0.reconfiguredRows }
    compare("items refreshed", steps.refreshed, refreshedPaths.compactMap(new.itemIdentifier(at:)))
    compare(
      "sections reloaded", steps.refreshedSections,
      ours.stages.flatMap(\.reloadedSections).map { new.sectionIdentifiers[$0] })
    if let moves = steps.moves, ours.movedRowCount > moves {
      found.append("item moves: peer \(moves), ours \(ours.movedRowCount)")
    }
    let sectionMoves = ours.stages.reduce(0) { $0 + $1.movedSections.count }
    if let moves = steps.sectionMoves, sectionMoves > moves {
      found.append("section moves: peer \(moves), ours \(sectionMoves)")
    }
    return found
  }
}

/// Content by item identity.
private func content(of sections: [PeerSection]) -> [Int: String] {
  Dictionary(
    sections.flatMap { $0.items.map { ($0.id, $0.content) } },
    uniquingKeysWith: { first, _ in first })
}

/// A view, a data source and a place in the content a case goes through.
struct PeerRoute: Sendable, CustomTestStringConvertible {
  enum View: String, Sendable {
    case table
    case grid
    case horizontalGrid = "horizontal grid"
    case selfSizingGrid = "self-sizing grid"
    case pinnedGrid = "grid with pinned headers"
  }

  enum Source: String, Sendable {
    case diffable = "DiffableDataSource"
    case sections = "SectionsDataSource and the staged diff"
  }

  var view: View
  var source: Source
  /// Whether the view is scrolled halfway along its content before the update (a no-op for
  /// content that fits), so that items enter and leave a viewport that does not start at 0.
  var scrolled: Bool

  /// Every route: the table and the vertical grid at the top and scrolled; the horizontal, the
  /// self-sizing and the pinned-header grids scrolled; each through both data sources.
  static let allCases: [PeerRoute] =
    [View.table, .grid].flatMap { view in
      [Source.diffable, .sections].flatMap { source in
        [false, true].map { PeerRoute(view: view, source: source, scrolled: $0) }
      }
    }
    + [View.horizontalGrid, .selfSizingGrid, .pinnedGrid].flatMap { view in
      [Source.diffable, .sections].map { PeerRoute(view: view, source: $0, scrolled: true) }
    }

  /// The routes a case goes through: all of them, but the horizontal, self-sizing and pinned
  /// grids only for lists of at most 200 items (the large cases add nothing there but time).
  static func routes(for peerCase: PeerCase) -> [PeerRoute] {
    let size = max(peerCase.old.itemCount, peerCase.new.itemCount)
    return allCases.filter { size <= 200 || $0.view == .table || $0.view == .grid }
  }

  var testDescription: String {
    "a \(view.rawValue) through \(source.rawValue)\(scrolled ? ", scrolled halfway" : "")"
  }
}

/// A cell that shows a line of text: the table's and the collection view's.
@MainActor
protocol PeerCell: AnyObject {
  var text: String? { get set }
}

extension TableViewCell: PeerCell {}
extension CollectionViewCell: PeerCell {}

/// A grid cell whose height follows its item's content: the estimate, 44 points, for a content
/// of two characters (`v0`, `v1`), and 4 more a character beyond, so that a change of content
/// changes the item's size once the cell is measured again. The identity plays no part: an
/// item's place after an update must not depend on the sizes of items never measured, which
/// keep the estimate (C-D1) and would move it off screen and back, a new cell, in UIKit as here.
final class PeerSizingCell: CollectionViewCell {
  override func preferredLayoutSize(fitting proposed: CGSize) -> CGSize {
    let content = text?.split(separator: " ", maxSplits: 1).last?.count ?? 2
    return CGSize(width: proposed.width, height: 44 + 4 * CGFloat(max(0, content - 2)))
  }
}

/// A row showing an item's identity and content, in either view's cell.
struct PeerRow<Cell: PeerCell>: TableViewRow, Equatable {
  let id: Int
  let content: String

  @MainActor func configure(_ cell: Cell) { cell.text = "\(id) \(content)" }
}

/// The contents the row provider reads, switched to the new list before the second apply.
@MainActor
private final class PeerContents {
  var byID: [Int: String]

  init(_ sections: [PeerSection]) { byID = content(of: sections) }
}

/// What the replay needs of a view.
@MainActor
private protocol PeerView: RowsViewInterface {
  func layoutIfNeeded() throws
  func checkInvariants()
  /// The items on display: index path and cell.
  func shown() -> [(IndexPath, AnyObject)]
  var contentOffset: CGPoint { get }
  var contentSize: CGSize { get }
  var bounds: CGRect { get }
  func setContentOffset(_ offset: CGPoint) throws
  /// Every way the display disagrees with `sections`.
  func violations(showing sections: [PeerSection]) -> [String]
  func connect(_ dataSource: DiffableDataSource<String, Int>)
  func connect(_ dataSource: SectionsDataSource)
}

extension VirtualTableView: PeerView {
  fileprivate func shown() -> [(IndexPath, AnyObject)] {
    zip(indexPathsForVisibleRows, visibleCells).map { ($0, $1) }
  }

  fileprivate func violations(showing sections: [PeerSection]) -> [String] {
    let expected = ExpectedDisplay(
      counts: sections.map(\.items.count),
      text: { sections[$0.section].items[$0.row].text }, headerText: { sections[$0].id })
    return violations(of: expected).map(\.description)
  }

  fileprivate func connect(_ dataSource: DiffableDataSource<String, Int>) {
    dataSource.connect(to: self)
  }

  fileprivate func connect(_ dataSource: SectionsDataSource) { dataSource.connect(to: self) }
}

extension VirtualCollectionView: PeerView {
  fileprivate func shown() -> [(IndexPath, AnyObject)] {
    zip(indexPathsForVisibleItems, visibleCells).map { ($0, $1) }
  }

  fileprivate func violations(showing sections: [PeerSection]) -> [String] {
    let texts = Dictionary(
      sections.flatMap { $0.items.map { ($0.id, $0.text) } },
      uniquingKeysWith: { first, _ in first }
    )
    var found = violations(
      ofItems: sections.map { $0.items.map(\.id) }, text: { texts[$0] ?? "missing \($0)" }
    ).map(\.description)
    guard found.isEmpty else { return found }
    // Each section's header shows its identity, and the headers on display are exactly those
    // whose frames meet the viewport.
    let kind = CollectionElementKind.sectionHeader
    let shownHeaders = indexPathsForVisibleSupplementaryElements(ofKind: kind)
    for (path, header) in zip(shownHeaders, visibleSupplementaryViews(ofKind: kind))
    where header.text != sections[path.section].id {
      found.append("header of section \(path.section) shows \(header.text ?? "nil")")
    }
    let meeting = sections.indices.filter { section in
      let frame = layoutAttributesForSupplementaryElement(
        ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
      return frame.map { $0.height > 0 && $0.intersects(bounds) } ?? false
    }
    if shownHeaders.map(\.section) != meeting {
      found.append("headers shown \(shownHeaders.map(\.section)), meeting the viewport \(meeting)")
    }
    return found
  }

  fileprivate func connect(_ dataSource: DiffableDataSource<String, Int>) {
    dataSource.connect(to: self)
  }

  fileprivate func connect(_ dataSource: SectionsDataSource) { dataSource.connect(to: self) }
}

/// Replays a case along a route and returns every problem found; empty when the view ends
/// showing exactly the new list, as UIKit would.
///
/// `sabotage` breaks the sections route on purpose, to show that the replay notices.
@MainActor
func peerReplayProblems(
  _ peerCase: PeerCase, _ route: PeerRoute, sabotage: PeerSabotage? = nil
) throws -> [String] {
  func run<View: PeerView, Cell: PeerCell>(on view: View, cell: Cell.Type) throws -> [String] {
    switch route.source {
    case .diffable: try replayDiffable(peerCase, on: view, cell: cell, scrolled: route.scrolled)
    case .sections:
      try replaySections(
        peerCase, on: view, cell: cell, scrolled: route.scrolled, sabotage: sabotage)
    }
  }
  let layout = FlowLayout()
  layout.itemSize = CGSize(width: 100, height: 44)
  layout.headerReferenceSize = CGSize(width: 30, height: 30)
  func grid() -> VirtualCollectionView {
    VirtualCollectionView(size: CGSize(width: 320, height: 480), layout: layout)
  }
  switch route.view {
  case .table:
    return try run(
      on: VirtualTableView(size: CGSize(width: 320, height: 480)), cell: TableViewCell.self)
  case .grid: return try run(on: grid(), cell: CollectionViewCell.self)
  case .horizontalGrid:
    layout.scrollDirection = .horizontal
    return try run(on: grid(), cell: CollectionViewCell.self)
  case .selfSizingGrid:
    layout.estimatedItemSize = CGSize(width: 100, height: 44)
    return try run(on: grid(), cell: PeerSizingCell.self)
  case .pinnedGrid:
    layout.sectionHeadersPinToVisibleBounds = true
    return try run(on: grid(), cell: CollectionViewCell.self)
  }
}

/// Ways to break a replay on purpose.
enum PeerSabotage: Sendable {
  /// The data source takes the new list, but the view is told nothing.
  case skipStages
  /// After the changeset, every item of the new list is reloaded, so no cell survives.
  case reloadAll
}

@MainActor
private func replayDiffable<View: PeerView, Cell: PeerCell>(
  _ peerCase: PeerCase, on view: View, cell: Cell.Type, scrolled: Bool
) throws -> [String] {
  let contents = PeerContents(peerCase.old)
  let dataSource = DiffableDataSource<String, Int>(rowProvider: { id in
    PeerRow<Cell>(id: id, content: contents.byID[id] ?? "none")
  })
  dataSource.header = { "\($0)" }
  view.connect(dataSource)
  try dataSource.apply(peerCase.oldSnapshot(), to: view)
  return try replay(peerCase, on: view, scrolled: scrolled) {
    contents.byID = content(of: peerCase.new)
    try dataSource.apply(peerCase.newSnapshot(), to: view)
  }
}

@MainActor
private func replaySections<View: PeerView, Cell: PeerCell>(
  _ peerCase: PeerCase, on view: View, cell: Cell.Type, scrolled: Bool, sabotage: PeerSabotage?
) throws -> [String] {
  func sections(_ list: [PeerSection]) -> [TableSection] {
    list.map { section in
      TableSection(
        id: section.id, header: "\(section.id)",
        rows: section.items.map { AnyRow(PeerRow<Cell>(id: $0.id, content: $0.content)) })
    }
  }
  let dataSource = try SectionsDataSource(sections: sections(peerCase.old))
  view.connect(dataSource)
  let changeset = try peerCase.changeset()
  return try replay(peerCase, on: view, scrolled: scrolled) {
    try dataSource.setSections(sections(peerCase.new))
    if sabotage == .skipStages { return }
    try view.apply(changeset)
    if sabotage == .reloadAll {
      let all = peerCase.new.enumerated().flatMap { section, list in
        list.items.indices.map { IndexPath(item: $0, section: section) }
      }
      try view.apply(StagedChangeset(stages: [BatchUpdate(reloadedRows: all)]))
    }
  }
}

/// Lays out the view showing the old list, scrolled halfway along if asked, runs `update`, and
/// checks the view against the new list.
@MainActor
private func replay<View: PeerView>(
  _ peerCase: PeerCase, on view: View, scrolled: Bool, update: () throws -> Void
) throws -> [String] {
  try view.layoutIfNeeded()
  if scrolled {
    let size = view.contentSize
    let bounds = view.bounds
    try view.setContentOffset(
      CGPoint(
        x: max(0, ((size.width - bounds.width) / 2).rounded(.down)),
        y: max(0, ((size.height - bounds.height) / 2).rounded(.down))))
  }
  view.checkInvariants()
  var problems = view.violations(showing: peerCase.old).map { "before: \($0)" }
  let oldIDs = peerCase.old.map { $0.items.map(\.id) }
  var cellBefore: [Int: ObjectIdentifier] = [:]
  for (path, cell) in view.shown() {
    cellBefore[oldIDs[path.section][path.item]] = ObjectIdentifier(cell)
  }
  let offset = view.contentOffset
  do {
    try update()
    try view.layoutIfNeeded()
  } catch {
    return problems + ["the update failed: \(error)"]
  }
  view.checkInvariants()
  problems += view.violations(showing: peerCase.new)
  // A view whose offset had to change (its content shrank) may lose cells legitimately.
  guard problems.isEmpty, view.contentOffset == offset else { return problems }
  // UIKit keeps an item's cell through moves, in-place updates and section moves; it gives a new
  // one to an item it reloads, an item of a reloaded section, and an item whose old or new
  // section is deleted or inserted (the diff inserts it, or deletes it, with its section).
  let oldSections = Set(peerCase.old.map(\.id))
  let newSections = Set(peerCase.new.map(\.id))
  let kept = oldSections.intersection(newSections).subtracting(peerCase.reloadedSections)
  func section(of item: Int, in list: [PeerSection]) -> String? {
    list.first { $0.items.contains { $0.id == item } }?.id
  }
  for (path, cell) in view.shown() {
    let item = peerCase.new[path.section].items[path.item].id
    guard let before = cellBefore[item], !peerCase.reloadedItems.contains(item),
      let from = section(of: item, in: peerCase.old), kept.contains(from),
      kept.contains(peerCase.new[path.section].id)
    else { continue }
    if before != ObjectIdentifier(cell) {
      problems.append("item \(item) stayed on screen but got another cell")
    }
  }
  return problems
}

/// Expects a case to replay along a route without a problem.
@MainActor
func expectReplay(
  _ peerCase: PeerCase, _ route: PeerRoute, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let problems = try peerReplayProblems(peerCase, route)
  #expect(
    problems.isEmpty, "\(peerCase.source): \(problems.joined(separator: "; "))",
    sourceLocation: sourceLocation)
}

/// Expects our diff of a case to be equivalent to the peer's stated steps.
func expectPeerSteps(_ peerCase: PeerCase, sourceLocation: SourceLocation = #_sourceLocation)
  throws
{
  let disagreements = try peerCase.stepDisagreements()
  let note = peerCase.note.map { " (\($0))" } ?? ""
  #expect(
    disagreements.isEmpty,
    "\(peerCase.source): \(disagreements.joined(separator: "; "))\(note)",
    sourceLocation: sourceLocation)
}

@MainActor
@Suite("The peer cases' replay")
struct PeerReplayTests {
  @Test(
    "The replay reports a view left showing the old list, and items that lost their cells",
    arguments: PeerRoute.allCases.filter { $0.source == .sections })
  func replayCatchesBrokenUpdates(_ route: PeerRoute) throws {
    // Sixty items: the views scroll, and the items on screen there stay on screen.
    let peerCase = PeerCase(
      "a swap and an insert", "", old: peerList(Array(0..<60)),
      new: peerList([1, 0] + Array(2..<30) + [100] + Array(30..<60)))
    #expect(try peerReplayProblems(peerCase, route).isEmpty)
    #expect(try !peerReplayProblems(peerCase, route, sabotage: .skipStages).isEmpty)
    let reloaded = try peerReplayProblems(peerCase, route, sabotage: .reloadAll)
    #expect(reloaded.contains { $0.hasSuffix("stayed on screen but got another cell") })
  }
}
