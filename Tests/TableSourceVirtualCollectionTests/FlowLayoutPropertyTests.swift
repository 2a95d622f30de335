import Foundation
import TableSource
import TableSourceCore
import TableSourceTestSupport
import TableSourceTesting
import Testing

@testable import TableSourceVirtualCollection

/// The flow layout's geometry against ``PlainFlowLayout``: seeded random settings, sections and
/// items, then random batch updates, measurements and reloads, each followed by every frame, the
/// content size, and random rectangle, point and supplementary queries compared with the plain
/// recomputation. Sizes are multiples of ½, so every sum is exact and frames compare exactly.
@Suite("Flow layout against a plain recomputation")
@MainActor
struct FlowLayoutPropertyTests {
  struct Item {
    var id: Int
    var size: CGSize
  }

  struct Section {
    var answers: TestFlowSource.SectionAnswers
    var items: [Item]
  }

  @MainActor
  struct Model {
    var configuration = FlowLayout.Configuration()
    var boundsSize = CGSize.zero
    var perItem = false
    var sections: [Section] = []
    /// Measured sizes, by item identity, so that they move with their items.
    var measured: [Int: CGSize] = [:]
    var nextID = 0

    var source: TestFlowSource {
      TestFlowSource(
        sections: sections.map(\.answers),
        itemSizes: perItem ? sections.map { $0.items.map(\.size) } : nil)
    }
    var counts: [Int] { sections.map(\.items.count) }
    var measuredPaths: [IndexPath: CGSize] {
      var paths: [IndexPath: CGSize] = [:]
      for (section, content) in sections.enumerated() {
        for (row, item) in content.items.enumerated() {
          if let size = measured[item.id] { paths[IndexPath(row: row, section: section)] = size }
        }
      }
      return paths
    }
    func plain() -> PlainFlowLayout {
      PlainFlowLayout(
        configuration: configuration, boundsSize: boundsSize, itemCounts: counts, source: source,
        measured: measuredPaths)
    }
  }

  static func half(_ random: inout SeededGenerator, _ range: ClosedRange<Int>) -> CGFloat {
    CGFloat(Int.random(in: range, using: &random)) / 2
  }

  static func size(_ random: inout SeededGenerator) -> CGSize {
    // Now and then an item longer than any line (C-C12).
    let long = Int.random(in: 0..<12, using: &random) == 0
    return CGSize(
      width: half(&random, long ? 800...1_000 : 2...240), height: half(&random, 2...240))
  }

  static func reference(_ random: inout SeededGenerator) -> CGSize {
    switch Int.random(in: 0..<3, using: &random) {
    case 0: .zero
    case 1: CGSize(width: half(&random, 0...80), height: half(&random, 0...80))
    default: CGSize(width: half(&random, 2...80), height: half(&random, 2...80))
    }
  }

  static func inset(_ random: inout SeededGenerator) -> EdgeInsets {
    EdgeInsets(
      top: half(&random, 0...30), left: half(&random, 0...30), bottom: half(&random, 0...30),
      right: half(&random, 0...30))
  }

  static func answers(_ random: inout SeededGenerator) -> TestFlowSource.SectionAnswers {
    func maybe<T>(_ make: (inout SeededGenerator) -> T) -> T? {
      Int.random(in: 0..<3, using: &random) == 0 ? make(&random) : nil
    }
    return TestFlowSource.SectionAnswers(
      inset: maybe(inset), lineSpacing: maybe { half(&$0, 0...30) },
      interitemSpacing: maybe { half(&$0, 0...30) }, header: maybe(reference),
      footer: maybe(reference))
  }

  static func items(_ random: inout SeededGenerator, _ model: inout Model, count: Int) -> [Item] {
    (0..<count).map { _ in
      model.nextID += 1
      return Item(id: model.nextID, size: size(&random))
    }
  }

  static func makeModel(_ random: inout SeededGenerator) -> Model {
    var model = Model()
    var configuration = FlowLayout.Configuration()
    configuration.scrollDirection = Bool.random(using: &random) ? .vertical : .horizontal
    configuration.itemSize = size(&random)
    configuration.minimumLineSpacing = half(&random, 0...30)
    configuration.minimumInteritemSpacing = half(&random, 0...30)
    configuration.sectionInset = inset(&random)
    configuration.headerReferenceSize = reference(&random)
    configuration.footerReferenceSize = reference(&random)
    configuration.sectionHeadersPinToVisibleBounds = Bool.random(using: &random)
    configuration.sectionFootersPinToVisibleBounds = Bool.random(using: &random)
    configuration.lastLineSpacing =
      Int.random(in: 0..<4, using: &random) == 0 ? .minimum : .asFullLine
    switch Int.random(in: 0..<4, using: &random) {
    case 0: configuration.estimatedItemSize = size(&random)
    case 1: configuration.estimatedItemSize = FlowLayout.automaticSize
    default: break
    }
    model.configuration = configuration
    model.boundsSize = CGSize(width: half(&random, 200...900), height: half(&random, 200...1_000))
    model.perItem = Bool.random(using: &random)
    for _ in 0..<Int.random(in: 0...5, using: &random) {
      let count = Int.random(
        in: 0...([12, 12, 60, 400].randomElement(using: &random)!), using: &random)
      model.sections.append(
        Section(answers: answers(&random), items: items(&random, &model, count: count)))
    }
    return model
  }

  /// A random valid update, applied to the model.
  static func update(_ random: inout SeededGenerator, _ model: inout Model) -> BatchUpdate {
    let sectionCount = model.sections.count
    let filled = model.sections.indices.filter { !model.sections[$0].items.isEmpty }
    func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }
    switch Int.random(in: 0..<10, using: &random) {
    case 0 where !filled.isEmpty:
      let section = filled.randomElement(using: &random)!
      let row = Int.random(in: 0..<model.sections[section].items.count, using: &random)
      model.sections[section].items.remove(at: row)
      return BatchUpdate(deletedRows: [path(section, row)])
    case 1 where sectionCount > 0:
      let section = Int.random(in: 0..<sectionCount, using: &random)
      let row = Int.random(in: 0...model.sections[section].items.count, using: &random)
      model.sections[section].items.insert(contentsOf: items(&random, &model, count: 1), at: row)
      return BatchUpdate(insertedRows: [path(section, row)])
    case 2 where !filled.isEmpty:
      let from = filled.randomElement(using: &random)!
      let fromRow = Int.random(in: 0..<model.sections[from].items.count, using: &random)
      let item = model.sections[from].items.remove(at: fromRow)
      let to = Int.random(in: 0..<sectionCount, using: &random)
      let toRow = Int.random(in: 0...model.sections[to].items.count, using: &random)
      model.sections[to].items.insert(item, at: toRow)
      return BatchUpdate(movedRows: [.init(from: path(from, fromRow), to: path(to, toRow))])
    case 3 where !filled.isEmpty:
      let section = filled.randomElement(using: &random)!
      let row = Int.random(in: 0..<model.sections[section].items.count, using: &random)
      model.sections[section].items[row] = items(&random, &model, count: 1)[0]
      return BatchUpdate(reloadedRows: [path(section, row)])
    case 4 where sectionCount > 0:
      let section = Int.random(in: 0..<sectionCount, using: &random)
      model.sections.remove(at: section)
      return BatchUpdate(deletedSections: [section])
    case 5:
      let section = Int.random(in: 0...sectionCount, using: &random)
      let count = Int.random(in: 0...10, using: &random)
      model.sections.insert(
        Section(answers: answers(&random), items: items(&random, &model, count: count)),
        at: section)
      return BatchUpdate(insertedSections: [section])
    case 6 where sectionCount > 1:
      let from = Int.random(in: 0..<sectionCount, using: &random)
      let to = Int.random(in: 0..<sectionCount, using: &random)
      model.sections.insert(model.sections.remove(at: from), at: to)
      return BatchUpdate(movedSections: [.init(from: from, to: to)])
    case 7 where sectionCount > 0:
      let section = Int.random(in: 0..<sectionCount, using: &random)
      let count = Int.random(in: 0...10, using: &random)
      model.sections[section].items = items(&random, &model, count: count)
      return BatchUpdate(reloadedSections: [section])
    case 8 where !filled.isEmpty:
      // A delete and an insert in one update: the delete at its old place, the insert at its new.
      let from = filled.randomElement(using: &random)!
      let fromRow = Int.random(in: 0..<model.sections[from].items.count, using: &random)
      model.sections[from].items.remove(at: fromRow)
      let to = Int.random(in: 0..<sectionCount, using: &random)
      let toRow = Int.random(in: 0...model.sections[to].items.count, using: &random)
      model.sections[to].items.insert(contentsOf: items(&random, &model, count: 1), at: toRow)
      return BatchUpdate(deletedRows: [path(from, fromRow)], insertedRows: [path(to, toRow)])
    default:
      return BatchUpdate()
    }
  }

  /// Where the geometry and the plain recomputation disagree, if anywhere.
  static func disagreement(
    _ geometry: FlowLayoutGeometry, _ model: Model, _ random: inout SeededGenerator
  ) -> String? {
    geometry.checkInvariants()
    let plain = model.plain()
    guard geometry.itemCounts == model.counts else { return "item counts differ" }
    guard geometry.allItemFrames == plain.itemFrames else { return "all frames differ" }
    guard geometry.contentSize == plain.contentSize else {
      return "content size \(geometry.contentSize), expected \(plain.contentSize)"
    }
    let measuredPaths = model.measuredPaths
    for (section, frames) in plain.itemFrames.enumerated() {
      for (row, frame) in frames.enumerated() {
        let path = IndexPath(row: row, section: section)
        let actual = geometry.frameForItem(at: path)
        guard actual == frame else {
          return "frame of \(path): \(String(describing: actual)), expected \(frame)"
        }
        let measured = model.configuration.isSelfSizing && measuredPaths[path] != nil
        guard geometry.isMeasured(path) == measured else { return "\(path) measured: \(!measured)" }
      }
      guard geometry.frameForItem(at: IndexPath(row: frames.count, section: section)) == nil else {
        return "a frame past the end of section \(section)"
      }
    }
    let content = plain.contentSize
    func coordinate(_ length: CGFloat) -> CGFloat {
      CGFloat(Int.random(in: -20...(Int(length) + 20), using: &random))
    }
    for _ in 0..<6 {
      let rect = CGRect(
        x: coordinate(content.width), y: coordinate(content.height),
        width: CGFloat(Int.random(in: 0...400, using: &random)),
        height: CGFloat(Int.random(in: 0...400, using: &random)))
      let items = geometry.indexPathsForItems(in: rect)
      guard items == plain.indexPathsForItems(in: rect) else {
        return "items in \(rect): \(items), expected \(plain.indexPathsForItems(in: rect))"
      }
      let visible = CGRect(
        origin: CGPoint(x: coordinate(content.width), y: coordinate(content.height)),
        size: model.boundsSize)
      let elements = geometry.supplementaryElements(in: rect, visibleBounds: visible)
      guard elements == plain.supplementaryElements(in: rect, visibleBounds: visible) else {
        return "supplementary views in \(rect) seen through \(visible): \(elements), expected "
          + "\(plain.supplementaryElements(in: rect, visibleBounds: visible))"
      }
      for section in model.sections.indices {
        for (header, kind) in [
          (true, CollectionElementKind.sectionHeader), (false, CollectionElementKind.sectionFooter),
        ] {
          let frame = geometry.frameForSupplementaryView(
            ofKind: kind, inSection: section, visibleBounds: visible)
          guard
            frame
              == plain.supplementaryFrame(header: header, section: section, visibleBounds: visible)
          else { return "\(kind) of section \(section) at \(String(describing: frame))" }
        }
      }
      let point = CGPoint(x: coordinate(content.width), y: coordinate(content.height))
      guard geometry.indexPathForItem(at: point) == plain.indexPathForItem(at: point) else {
        return "item at \(point): \(String(describing: geometry.indexPathForItem(at: point)))"
      }
    }
    // A point inside a random item finds that item.
    if let section = plain.itemFrames.indices.filter({ !plain.itemFrames[$0].isEmpty })
      .randomElement(using: &random)
    {
      let row = Int.random(in: 0..<plain.itemFrames[section].count, using: &random)
      let frame = plain.itemFrames[section][row]
      let point = CGPoint(x: frame.midX, y: frame.midY)
      guard geometry.indexPathForItem(at: point) == plain.indexPathForItem(at: point) else {
        return "item at the middle of \(section)/\(row)"
      }
    }
    return nil
  }

  static func run(_ procedure: SeededSteps) -> String? {
    var random = procedure.generator
    var model = makeModel(&random)
    var geometry = FlowLayoutGeometry(
      configuration: model.configuration, boundsSize: model.boundsSize, itemCounts: model.counts,
      source: model.source)
    if let failure = disagreement(geometry, model, &random) { return "initially: \(failure)" }
    for step in 0..<procedure.steps {
      switch Int.random(in: 0..<5, using: &random) {
      case 0, 1:
        let oldCounts = model.counts
        let update = update(&random, &model)
        let plan: BatchUpdatePlan
        do {
          plan = try BatchUpdatePlan(update: update, oldCounts: oldCounts, newCounts: model.counts)
        } catch {
          return "step \(step): the test made an invalid update \(update): \(error)"
        }
        geometry.apply(plan, source: model.source)
      case 2, 3:
        let filled = model.sections.indices.filter { !model.sections[$0].items.isEmpty }
        guard let section = filled.randomElement(using: &random) else { continue }
        let row = Int.random(in: 0..<model.sections[section].items.count, using: &random)
        let path = IndexPath(row: row, section: section)
        let size =
          Bool.random(using: &random)
          ? geometry.frameForItem(at: path)!.size : size(&random)
        let before = model.plain().itemFrames
        let changed = geometry.setMeasuredSize(size, forItemAt: path, source: model.source)
        if model.configuration.isSelfSizing {
          model.measured[model.sections[section].items[row].id] = size
        }
        let after = model.plain().itemFrames
        guard changed == (before != after) else {
          return "step \(step): measuring \(path) as \(size) said changed: \(changed)"
        }
      default:
        guard !model.sections.isEmpty else { continue }
        let section = Int.random(in: 0..<model.sections.count, using: &random)
        model.sections[section].answers = answers(&random)
        for row in model.sections[section].items.indices where Bool.random(using: &random) {
          model.sections[section].items[row].size = size(&random)
        }
        geometry.invalidateSections([section], source: model.source)
      }
      if let failure = disagreement(geometry, model, &random) {
        return "after step \(step): \(failure)"
      }
    }
    return nil
  }

  @Test(
    "measuring items next to the boundaries of the chunks that line offsets are added up in agrees with a plain recomputation (C-D1)"
  )
  func measurementsAtChunkBoundaries() {
    var configuration = FlowLayout.Configuration()
    configuration.estimatedItemSize = CGSize(width: 100, height: 40)
    let bounds = CGSize(width: 320, height: 480)
    let source = TestFlowSource()
    var geometry = FlowLayoutGeometry(
      configuration: configuration, boundsSize: bounds, itemCounts: [400], source: source)
    var measured: [IndexPath: CGSize] = [:]
    // Three items a line: item 3 × 64 starts line 64, the first of the second chunk.
    let chunk = FlowItemLines.chunkSize
    let steps: [(Int, CGSize)] = [
      (3 * chunk, CGSize(width: 100, height: 70)), (3 * chunk - 1, CGSize(width: 40, height: 40)),
      (3 * chunk + 1, CGSize(width: 100, height: 90)),
      (6 * chunk - 1, CGSize(width: 300, height: 10)),
      (6 * chunk, CGSize(width: 100, height: 5)), (3 * chunk, CGSize(width: 100, height: 40)),
    ]
    for (item, size) in steps {
      let path = IndexPath(row: item, section: 0)
      measured[path] = size
      _ = geometry.setMeasuredSize(size, forItemAt: path, source: source)
      geometry.checkInvariants()
      let plain = PlainFlowLayout(
        configuration: configuration, boundsSize: bounds, itemCounts: [400], source: source,
        measured: measured)
      #expect(geometry.allItemFrames == plain.itemFrames, "after measuring item \(item)")
      #expect(geometry.contentSize == plain.contentSize)
    }
  }

  @Test(
    "agrees with a plain recomputation after seeded random updates, measurements and reloads, both directions, uniform and per-item sizes, pinned or not (C-C3–C-C13, C-D1, C-D2)"
  )
  func agreesWithPlainRecomputation() {
    checkSeeds(suite: "FlowLayoutPropertyTests", defaultIterations: 200, steps: 25) {
      Self.run($0)
    }
  }
}
