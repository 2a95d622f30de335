import Foundation
import TableSource
import TableSourceCore
import TableSourceTesting
import Testing

@testable import TableSourceVirtualCollection

/// Model-based property test of the collection view: seeded random sequences of valid and invalid
/// batch updates (item and section inserts, deletes, moves, reloads and reconfigures; diffs
/// applied stage by stage; updates invalid by their counts, their ranges or a conflict), scrolls
/// both ways on the scrolling axis of vertical and horizontal layouts, selections by taps and in
/// code, interactive moves and `reloadData()`, run on a collection view (its data source raw, or
/// for a quarter of the seeds a `DiffableDataSource` applying snapshots) and on a plain reference
/// model (the items per section as values, the selection as a set of items, the offset). After
/// every step, ``CollectionChecks`` checks the collection view against the model and the plain
/// recomputation of the flow layout; a rejected step must leave the picture and the selection as
/// they were, and after every step an empty batch update must be accepted.
///
/// 1,000 sequences of 24 steps by default, on the testing kit's `PropertyRunner`:
/// `TABLESOURCE_BUDGET` scales them, `TABLESOURCE_SEED` replays one and prints its steps. A failing
/// sequence is shrunk to the fewest steps of its seed that fail the same way.
@MainActor
@Suite("Collection view: model-based property test")
struct CollectionModelTests {
  enum Step: CustomStringConvertible {
    case insert(IndexPath)
    case delete(IndexPath)
    case move(IndexPath, IndexPath)
    case reload(IndexPath)
    case reconfigure(IndexPath)
    case insertSection(Int, count: Int)
    case deleteSection(Int)
    case moveSection(Int, Int)
    case reloadSection(Int)
    /// A random edit applied as the diff's staged changeset, through `apply(_:)` or as calls
    /// inside `performBatchUpdates`.
    case diff(
      items: [[Int]], sectionIDs: [Int], changed: Set<Int>, style: ContentUpdateStyle, asCalls: Bool
    )
    case scroll(CGFloat)
    case scrollToItem(IndexPath, CollectionScrollPosition)
    case select(IndexPath)
    case deselect(IndexPath)
    case tap(IndexPath)
    case interactiveMove(IndexPath, IndexPath)
    case reloadData
    /// The model gains an item; the collection view is told one was deleted (C-G5).
    case lie(Int)
    /// A delete and a reload of one item in one batch (C-G10).
    case deleteAndReload(IndexPath)
    /// A delete and a move of one item in one batch (C-G10).
    case deleteAndMove(IndexPath, IndexPath)

    /// Whether the step changes the items or sections (or tries to).
    var changesData: Bool {
      switch self {
      case .scroll, .scrollToItem, .select, .deselect, .tap, .reloadData: false
      default: true
      }
    }

    var description: String {
      switch self {
      case .insert(let path): "insert \(path.shortDescription)"
      case .delete(let path): "delete \(path.shortDescription)"
      case .move(let from, let to): "move \(from.shortDescription)→\(to.shortDescription)"
      case .reload(let path): "reload \(path.shortDescription)"
      case .reconfigure(let path): "reconfigure \(path.shortDescription)"
      case .insertSection(let index, let count): "insert section \(index) (\(count) items)"
      case .deleteSection(let index): "delete section \(index)"
      case .moveSection(let from, let to): "move section \(from)→\(to)"
      case .reloadSection(let index): "reload section \(index)"
      case .diff(let items, _, let changed, let style, let asCalls):
        "diff to \(items) changing \(changed.sorted()) (\(style), \(asCalls ? "calls" : "apply"))"
      case .scroll(let distance): "scroll \(distance)"
      case .scrollToItem(let path, let position):
        "scroll to \(path.shortDescription) (\(position.rawValue))"
      case .select(let path): "select \(path.shortDescription)"
      case .deselect(let path): "deselect \(path.shortDescription)"
      case .tap(let path): "tap \(path.shortDescription)"
      case .interactiveMove(let from, let to):
        "drag \(from.shortDescription)→\(to.shortDescription)"
      case .reloadData: "reloadData"
      case .lie(let section): "lie about section \(section)"
      case .deleteAndReload(let path): "delete and reload \(path.shortDescription)"
      case .deleteAndMove(let from, let to):
        "delete and move \(from.shortDescription)→\(to.shortDescription)"
      }
    }
  }

  /// A row of the diffable mode: its cell shows the item's number and content version.
  struct ItemRow: TableViewRow, Equatable {
    let id: Int
    var text: String
    @MainActor func configure(_ cell: CollectionViewCell) { cell.text = text }
  }

  /// The reference: sections of unique item numbers with identities, content versions, the
  /// selected items and the offset along the scrolling axis.
  struct Reference {
    var items: [[Int]]
    var sectionIDs: [Int]
    var versions: [Int: Int] = [:]
    var selected: Set<Int> = []
    var multiple: Bool
    var nextItem = 1_000
    var nextSection = 199

    func exists(_ path: IndexPath) -> Bool {
      items.indices.contains(path.section) && items[path.section].indices.contains(path.item)
    }

    mutating func newItem() -> Int {
      nextItem += 1
      return nextItem
    }

    mutating func bump(_ item: Int) { versions[item, default: 0] += 1 }

    /// Applies a step that changes data or selection; returns whether the collection view must
    /// accept it. A step it must refuse leaves the reference as it was. `visible` is whether an
    /// item can be tapped.
    mutating func apply(_ step: Step, visible: (IndexPath) -> Bool) -> Bool {
      var copy = self
      guard copy.change(step, visible: visible) else { return false }
      self = copy
      return true
    }

    private mutating func change(_ step: Step, visible: (IndexPath) -> Bool) -> Bool {
      switch step {
      case .insert(let path):
        guard items.indices.contains(path.section),
          (0...items[path.section].count).contains(path.item)
        else { return false }
        items[path.section].insert(newItem(), at: path.item)
      case .delete(let path):
        guard exists(path) else { return false }
        selected.remove(items[path.section].remove(at: path.item))
      case .interactiveMove(let from, let to):
        guard exists(from) else { return false }
        // A drag to no item ends where it started, and changes nothing.
        guard exists(to) else { return true }
        items[to.section].insert(items[from.section].remove(at: from.item), at: to.item)
      case .move(let from, let to):
        guard exists(from), items.indices.contains(to.section) else { return false }
        let item = items[from.section].remove(at: from.item)
        guard (0...items[to.section].count).contains(to.item) else { return false }
        items[to.section].insert(item, at: to.item)
      case .reload(let path):
        guard exists(path) else { return false }
        bump(items[path.section][path.item])
        selected.remove(items[path.section][path.item])  // A reload is a delete and an insert.
      case .reconfigure(let path):
        guard exists(path) else { return false }
        bump(items[path.section][path.item])
      case .insertSection(let index, let count):
        guard (0...items.count).contains(index) else { return false }
        items.insert((0..<count).map { _ in newItem() }, at: index)
        nextSection += 1
        sectionIDs.insert(nextSection, at: index)
      case .deleteSection(let index):
        guard items.indices.contains(index) else { return false }
        selected.subtract(items.remove(at: index))
        sectionIDs.remove(at: index)
      case .moveSection(let from, let to):
        guard items.indices.contains(from), items.indices.contains(to) else { return false }
        items.insert(items.remove(at: from), at: to)
        sectionIDs.insert(sectionIDs.remove(at: from), at: to)
      case .reloadSection(let index):
        guard items.indices.contains(index) else { return false }
        for item in items[index] { bump(item) }
        selected.subtract(items[index])
      case .diff(let newItems, let newIDs, let changed, let style, _):
        let changeset = Self.changeset(
          from: (items, sectionIDs), to: (newItems, newIDs), changed: changed, style: style)
        items = newItems
        sectionIDs = newIDs
        for item in changed { bump(item) }
        // Items inserted or reloaded, alone or with their section, come back unselected; all
        // index paths of a changeset's stages are the new state's.
        var refreshed = Set(selected.filter { item in !items.contains { $0.contains(item) } })
        for stage in changeset.stages {
          for path in stage.insertedRows + stage.reloadedRows {
            refreshed.insert(items[path.section][path.item])
          }
          for section in stage.insertedSections + stage.reloadedSections {
            refreshed.formUnion(items[section])
          }
        }
        selected.subtract(refreshed)
      case .select(let path):
        guard exists(path) else { return false }
        let item = items[path.section][path.item]
        if multiple { selected.insert(item) } else { selected = [item] }
      case .deselect(let path):
        if exists(path) { selected.remove(items[path.section][path.item]) }
      case .tap(let path):
        guard exists(path), visible(path) else { return false }
        let item = items[path.section][path.item]
        if multiple {
          if selected.remove(item) == nil { selected.insert(item) }
        } else {
          selected = [item]  // A tap on the selected item leaves it selected (C-I4).
        }
      case .reloadData:
        selected = []
      case .scroll:
        break
      case .scrollToItem(let path, _):
        return exists(path)
      case .lie, .deleteAndReload, .deleteAndMove:
        return false
      }
      return true
    }

    /// The diff's changeset between two states of sections of items.
    static func changeset(
      from old: (items: [[Int]], ids: [Int]), to new: (items: [[Int]], ids: [Int]),
      changed: Set<Int>, style: ContentUpdateStyle
    ) -> StagedChangeset {
      StagedChangeset(
        from: snapshot(old.items, old.ids), to: snapshot(new.items, new.ids),
        contentChanged: { changed.contains($0) }, updateStyle: style)
    }

    static func snapshot(_ items: [[Int]], _ ids: [Int]) -> Snapshot<Int, Int> {
      var snapshot = Snapshot<Int, Int>()
      try? snapshot.appendSections(ids)
      for (id, section) in zip(ids, items) { try? snapshot.appendItems(section, toSection: id) }
      return snapshot
    }
  }

  // MARK: - Setting up

  /// The collection view and its model of one sequence, drawn from its seed.
  struct Setup {
    var vertical: Bool
    var header: CGFloat
    var footer: CGFloat
    var pinsHeaders: Bool
    var pinsFooters: Bool
    var inset: Bool
    var sizesItems: Bool
    var multiple: Bool
    /// Whether a `DiffableDataSource` is the data source: every change is then a snapshot
    /// applied, with reload and reconfigure marks for reloads and reconfigures.
    var diffable: Bool
    var items: [[Int]]

    init(_ random: inout SeededGenerator) {
      func pick(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
      vertical = pick(0...1) == 0
      header = [0, 0, 30][pick(0...2)]
      footer = [0, 20][pick(0...1)]
      pinsHeaders = pick(0...3) == 0
      pinsFooters = pick(0...5) == 0
      inset = pick(0...2) == 0
      sizesItems = pick(0...2) == 0
      multiple = pick(0...2) == 0
      diffable = pick(0...3) == 0
      var next = 0
      items = (0..<pick(1...3)).map { _ in
        (0..<pick(0...12)).map { _ in
          next += 1
          return next
        }
      }
    }

    @MainActor func make() throws -> (
      VirtualCollectionView, ModelSource, DiffableDataSource<Int, Int>?
    ) {
      let grid = VirtualCollectionView(
        size: vertical ? CGSize(width: 300, height: 200) : CGSize(width: 200, height: 300))
      let layout = grid.flowLayout
      layout.scrollDirection = vertical ? .vertical : .horizontal
      layout.itemSize = CGSize(width: 80, height: 50)
      layout.headerReferenceSize = CGSize(width: header, height: header)
      layout.footerReferenceSize = CGSize(width: footer, height: footer)
      layout.sectionHeadersPinToVisibleBounds = pinsHeaders
      layout.sectionFootersPinToVisibleBounds = pinsFooters
      if inset { layout.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 10) }
      grid.allowsMultipleSelection = multiple
      try ModelSource.register(on: grid)
      let model = ModelSource(items: items, sectionIDs: Array(100..<100 + items.count))
      model.sizesItems = sizesItems
      var diffableSource: DiffableDataSource<Int, Int>?
      if diffable {
        let source = DiffableDataSource<Int, Int>(collectionView: grid) { item in
          ItemRow(id: item, text: model.text(of: item))
        }
        source.header = {
          .title(ModelSource.text(ofSection: $0, kind: CollectionElementKind.sectionHeader))
        }
        source.footer = {
          .title(ModelSource.text(ofSection: $0, kind: CollectionElementKind.sectionFooter))
        }
        try source.apply(Reference.snapshot(model.items, model.sectionIDs))
        diffableSource = source
      } else {
        grid.dataSource = model
      }
      grid.delegate = model
      try grid.layoutIfNeeded()
      return (grid, model, diffableSource)
    }
  }

  // MARK: - Generating

  /// The next step, drawn for the reference as it is.
  static func nextStep(
    _ random: inout SeededGenerator, _ reference: inout Reference, vertical: Bool,
    diffable: Bool = false
  ) -> Step {
    func pick(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    let sections = reference.items.count
    func anySection(extra: Int = 0) -> Int { pick(0...max(0, sections - 1 + extra)) }
    func anyPath(extra: Int = 0) -> IndexPath {
      let section = anySection()
      let count = reference.items.indices.contains(section) ? reference.items[section].count : 0
      return IndexPath(item: pick(0...max(0, count - 1 + extra)), section: section)
    }
    // Now and then an index one past the valid range: an invalid step.
    let slack = pick(0...9) == 0 ? 1 : 0
    switch pick(0...23) {
    case 0, 1: return .insert(anyPath(extra: 1 + slack))
    case 2, 3: return .delete(anyPath(extra: slack))
    case 4: return .move(anyPath(extra: slack), anyPath())
    case 5: return .reload(anyPath(extra: slack))
    case 6: return .reconfigure(anyPath(extra: slack))
    case 7: return .insertSection(anySection(extra: 1 + slack), count: pick(0...4))
    case 8: return .deleteSection(anySection(extra: slack))
    case 9: return .moveSection(anySection(), anySection(extra: slack))
    case 10: return .reloadSection(anySection(extra: slack))
    case 11, 12: return diff(&random, &reference, diffable: diffable)
    case 13, 14, 15: return .scroll(CGFloat(pick(-400...400)))
    case 16:
      let positions: [CollectionScrollPosition] =
        vertical ? [.top, .centeredVertically, .bottom] : [.left, .centeredHorizontally, .right]
      return .scrollToItem(anyPath(extra: slack), positions[pick(0...2)])
    case 17: return .select(anyPath(extra: slack))
    case 18: return .deselect(anyPath())
    case 19: return .tap(anyPath())
    case 20:
      // The diffable data source reorders only with handlers: a diff stands in for the drag.
      return diffable
        ? diff(&random, &reference, diffable: true)
        : .interactiveMove(anyPath(extra: slack), anyPath())
    case 21: return pick(0...1) == 0 ? .reloadData : .lie(anySection())
    case 22: return .deleteAndReload(anyPath())
    default: return .deleteAndMove(anyPath(), anyPath())
    }
  }

  /// A random edit of the reference's sections as a diff: items inserted, deleted, moved within
  /// and across sections, changed; sections inserted, deleted and moved.
  static func diff(
    _ random: inout SeededGenerator, _ reference: inout Reference, diffable: Bool = false
  ) -> Step {
    func pick(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    var items = reference.items
    var ids = reference.sectionIDs
    var changed: Set<Int> = []
    for _ in 0..<pick(1...4) {
      let nonEmpty = items.indices.filter { !items[$0].isEmpty }
      switch pick(0...8) {
      case 0, 1:
        guard !items.isEmpty else { continue }
        let section = pick(0...items.count - 1)
        items[section].insert(reference.newItem(), at: pick(0...items[section].count))
      case 2, 3:
        guard !nonEmpty.isEmpty else { continue }
        let section = nonEmpty[pick(0...nonEmpty.count - 1)]
        items[section].remove(at: pick(0...items[section].count - 1))
      case 4:
        guard !nonEmpty.isEmpty else { continue }
        let from = nonEmpty[pick(0...nonEmpty.count - 1)]
        let item = items[from].remove(at: pick(0...items[from].count - 1))
        let to = pick(0...items.count - 1)
        items[to].insert(item, at: pick(0...items[to].count))
      case 5:
        guard !nonEmpty.isEmpty else { continue }
        let section = nonEmpty[pick(0...nonEmpty.count - 1)]
        changed.insert(items[section][pick(0...items[section].count - 1)])
      case 6:
        let at = pick(0...items.count)
        items.insert((0..<pick(0...3)).map { _ in reference.newItem() }, at: at)
        reference.nextSection += 1
        ids.insert(reference.nextSection, at: at)
      case 7:
        guard items.count > 1 else { continue }
        let at = pick(0...items.count - 1)
        items.remove(at: at)
        ids.remove(at: at)
      default:
        guard items.count > 1 else { continue }
        let from = pick(0...items.count - 1)
        let to = pick(0...items.count - 1)
        items.insert(items.remove(at: from), at: to)
        ids.insert(ids.remove(at: from), at: to)
      }
    }
    let kept = changed.filter { item in items.contains { $0.contains(item) } }
    // A diffable data source refreshes changed content by reconfiguring (its default).
    let style: ContentUpdateStyle = pick(0...1) == 0 && !diffable ? .reload : .reconfigure
    return .diff(
      items: items, sectionIDs: ids, changed: kept, style: style, asCalls: pick(0...1) == 0)
  }

  // MARK: - Running

  /// How a sequence fails.
  enum FailureKind: Hashable {
    case setup
    /// The collection view accepted a step the reference refuses (`true`), or the other way round.
    case verdict(accepted: Bool)
    /// A step was refused, but the picture or the selection changed.
    case changedWhenRejected
    /// An invariant of ``CollectionChecks`` is broken.
    case invariant(CollectionViolation.Kind)
    /// The offset is not the reference's.
    case offset
    /// After the step, an empty batch update was refused.
    case nextUpdateRejected
    /// More cells were created than were ever displayed, plus two.
    case tooManyCells
  }

  struct Failure: ClassifiedFailure, CustomStringConvertible {
    var kind: FailureKind
    var message: String
    var failureKind: String { "\(kind)" }
    var description: String { message }
  }

  /// Runs a sequence; returns its trace of steps, or throws its first failure.
  @discardableResult
  static func run(_ procedure: SeededSteps) throws(Failure) -> [String] {
    var random = procedure.generator
    let setup = Setup(&random)
    var reference = Reference(
      items: setup.items, sectionIDs: Array(100..<100 + setup.items.count),
      multiple: setup.multiple)
    let grid: VirtualCollectionView
    let model: ModelSource
    let diffable: DiffableDataSource<Int, Int>?
    do {
      (grid, model, diffable) = try setup.make()
    } catch {
      throw Failure(kind: .setup, message: "setup failed: \(error)")
    }
    var trace: [String] = []
    var offset: CGFloat = 0
    for index in 0..<procedure.steps {
      let step = nextStep(
        &random, &reference, vertical: setup.vertical, diffable: setup.diffable)
      trace.append(step.description)
      func failure(_ kind: FailureKind, _ message: String) -> Failure {
        Failure(
          kind: kind,
          message: "step \(index) (\(step)): \(message)\n  steps: \(trace.joined(separator: "; "))")
      }
      let expected = reference.apply(step) { path in
        CollectionChecks.plainLayout(grid, model).indexPathsForItems(in: grid.bounds)
          .contains(path)
      }
      // Needed only when the collection view must refuse the step.
      let picture = expected ? "" : grid.renderText()
      let selection = grid.indexPathsForSelectedItems
      let itemsBefore = model.items
      let idsBefore = model.sectionIDs
      var accepted = true
      do {
        if let diffable, step.changesData {
          try performDiffably(
            step, diffable, model: model, reference: reference, expected: expected)
        } else {
          try perform(step, on: grid, model: model, reference: reference)
        }
      } catch {
        accepted = false
        model.items = itemsBefore
        model.sectionIDs = idsBefore
      }
      if accepted != expected {
        throw failure(
          .verdict(accepted: accepted),
          "the collection view \(accepted ? "accepted" : "refused") it")
      }
      if !accepted && (grid.renderText() != picture || grid.indexPathsForSelectedItems != selection)
      {
        throw failure(
          .changedWhenRejected,
          "refused, but changed:\nbefore:\n\(picture)\nafter:\n\(grid.renderText())")
      }
      if accepted, case .reloadData = step {
        do { try grid.layoutIfNeeded() } catch {
          throw failure(.setup, "layout after reloadData threw \(error)")
        }
      }
      model.versions = reference.versions
      // The offset the reference expects: the step's, kept within the new content.
      let plain = CollectionChecks.plainLayout(grid, model)
      if accepted {
        switch step {
        case .scroll(let distance): offset += distance
        case .scrollToItem(let path, let position):
          let frame = plain.itemFrames[path.section][path.item]
          let viewport = setup.vertical ? grid.size.height : grid.size.width
          let (low, high) = setup.vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
          if position.contains(.top) || position.contains(.left) { offset = low }
          if position.contains(.bottom) || position.contains(.right) { offset = high - viewport }
          if position.contains(.centeredVertically) || position.contains(.centeredHorizontally) {
            offset = (low + high) / 2 - viewport / 2
          }
        default: break
        }
      }
      let content = setup.vertical ? plain.contentSize.height : plain.contentSize.width
      let length = setup.vertical ? grid.size.height : grid.size.width
      offset = min(max(0, offset), max(0, content - length))
      let actual = setup.vertical ? grid.contentOffset.y : grid.contentOffset.x
      if actual != offset {
        throw failure(.offset, "offset \(actual), the reference's \(offset)")
      }
      if let violation = CollectionChecks.violations(
        of: grid, model: model, selected: reference.selected
      ).first {
        throw failure(.invariant(violation.kind), "\(violation)\n\(grid.renderText())")
      }
      do {
        try grid.performBatchUpdates {}
      } catch {
        throw failure(.nextUpdateRejected, "an empty batch update threw \(error)")
      }
      let stats = grid.statistics
      if stats.totalCellsCreated > stats.peakVisibleCells + 2 {
        throw failure(
          .tooManyCells,
          "\(stats.totalCellsCreated) cells created for at most \(stats.peakVisibleCells) displayed"
        )
      }
    }
    return trace
  }

  /// Changes the data source's model as the reference did, then tells the collection view.
  static func perform(
    _ step: Step, on grid: VirtualCollectionView, model: ModelSource, reference: Reference
  ) throws {
    func adopt() {
      model.items = reference.items
      model.sectionIDs = reference.sectionIDs
    }
    switch step {
    case .insert(let path):
      adopt()
      try grid.insertItems(at: [path])
    case .delete(let path):
      adopt()
      try grid.deleteItems(at: [path])
    case .move(let from, let to):
      adopt()
      try grid.moveItem(at: from, to: to)
    case .reload(let path):
      model.versions = reference.versions
      try grid.reloadItems(at: [path])
    case .reconfigure(let path):
      model.versions = reference.versions
      try grid.reconfigureItems(at: [path])
    case .insertSection(let index, _):
      adopt()
      try grid.insertSections([index])
    case .deleteSection(let index):
      adopt()
      try grid.deleteSections([index])
    case .moveSection(let from, let to):
      adopt()
      try grid.moveSection(from, toSection: to)
    case .reloadSection(let index):
      model.versions = reference.versions
      try grid.reloadSections([index])
    case .diff(let items, let ids, let changed, let style, let asCalls):
      let changeset = Reference.changeset(
        from: (model.items, model.sectionIDs), to: (items, ids), changed: changed, style: style)
      adopt()
      model.versions = reference.versions
      for stage in changeset.stages {
        if asCalls {
          try grid.performBatchUpdates {
            try grid.deleteSections(IndexSet(stage.deletedSections))
            try grid.insertSections(IndexSet(stage.insertedSections))
            for move in stage.movedSections { try grid.moveSection(move.from, toSection: move.to) }
            try grid.reloadSections(IndexSet(stage.reloadedSections))
            try grid.deleteItems(at: stage.deletedRows)
            try grid.insertItems(at: stage.insertedRows)
            for move in stage.movedRows { try grid.moveItem(at: move.from, to: move.to) }
            try grid.reloadItems(at: stage.reloadedRows)
            try grid.reconfigureItems(at: stage.reconfiguredRows)
          }
        } else {
          try grid.apply(stage)
        }
      }
    case .scroll(let distance):
      if grid.flowLayout.scrollDirection == .vertical {
        try grid.scroll(y: distance)
      } else {
        try grid.scroll(byX: distance)
      }
    case .scrollToItem(let path, let position):
      try grid.scrollToItem(at: path, at: position)
    case .select(let path):
      try grid.selectItem(at: path)
    case .deselect(let path):
      grid.deselectItem(at: path)
    case .tap(let path):
      try grid.tapItem(at: path)
    case .interactiveMove(let from, let to):
      guard try grid.beginInteractiveMovementForItem(at: from) else {
        throw ModelSourceFailure(indexPath: from)
      }
      if let frame = grid.layoutAttributesForItem(at: to)?.frame {
        grid.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
      }
      try grid.endInteractiveMovement()
      guard model.items == reference.items else {
        // The drag landed elsewhere than the reference says: put the model back as the
        // reference has it, so that the mismatch shows as one of the display.
        throw ModelSourceFailure(indexPath: to)
      }
    case .reloadData:
      grid.reloadData()
    case .lie(let section):
      guard model.items.indices.contains(section) else {
        throw ModelSourceFailure(indexPath: [section, 0])
      }
      model.items[section].append(-1)
      try grid.deleteItems(at: [IndexPath(item: 0, section: section)])
    case .deleteAndReload(let path):
      guard let item = model.item(at: path) else { throw ModelSourceFailure(indexPath: path) }
      model.items[path.section].removeAll { $0 == item }
      try grid.performBatchUpdates {
        try grid.deleteItems(at: [path])
        try grid.reloadItems(at: [path])
      }
    case .deleteAndMove(let from, let to):
      guard let item = model.item(at: from) else { throw ModelSourceFailure(indexPath: from) }
      model.items[from.section].removeAll { $0 == item }
      try grid.performBatchUpdates {
        try grid.deleteItems(at: [from])
        try grid.moveItem(at: from, to: to)
      }
    }
  }

  /// With a diffable data source: a step the reference refuses is not made (an app cannot make
  /// an invalid update through a snapshot); one it accepts is the reference's new state applied
  /// as a snapshot, reloads and reconfigures marked in it.
  static func performDiffably(
    _ step: Step, _ source: DiffableDataSource<Int, Int>, model: ModelSource,
    reference: Reference, expected: Bool
  ) throws {
    guard expected else { throw ModelSourceFailure(indexPath: []) }
    let old = model.items
    model.items = reference.items
    model.sectionIDs = reference.sectionIDs
    model.versions = reference.versions
    var snapshot = Reference.snapshot(reference.items, reference.sectionIDs)
    switch step {
    case .reload(let path): try snapshot.reloadItems([old[path.section][path.item]])
    case .reconfigure(let path): try snapshot.reconfigureItems([old[path.section][path.item]])
    case .reloadSection(let index): try snapshot.reloadSections([reference.sectionIDs[index]])
    default: break
    }
    try source.apply(snapshot)
  }

  // MARK: - The property

  @Test(
    "seeded random sequences of valid and invalid updates, scrolls, selections, moves and reloads keep the collection view equal to the model and the plain layout (C-B2, C-C3, C-C11, C-G3, C-G5, C-G9, C-G10, C-G13, C-H2, C-I4, C-J1)"
  )
  func randomSequences() {
    let runner = PropertyRunner(
      suite: "CollectionModelTests", defaultIterations: 1_000, steps: 24)
    do {
      try runner.run { procedure in
        let trace = try Self.run(procedure)
        if runner.budget.replaying {
          print(
            "\(procedure):\n"
              + trace.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n"))
        }
      }
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test("a sequence is a function of its seed: two runs of one seed take the same steps")
  func replayable() throws {
    let procedure = SeededSteps(seed: 42, steps: 30)
    #expect(try Self.run(procedure) == Self.run(procedure))
  }
}
