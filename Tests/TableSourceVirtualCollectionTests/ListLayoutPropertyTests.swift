import Foundation
import TableSource
import TableSourceCore
import TableSourceTestSupport
import TableSourceTesting
import Testing

@testable import TableSourceVirtualCollection

/// The list's geometry against a plain recomputation: seeded random configurations (appearance,
/// header and footer modes, header padding), sections and rows, then random batch updates and
/// measurements, each followed by every frame, the content size, and random rectangle, point
/// and supplementary queries compared with frames added up one by one. Heights are multiples of
/// ½, so every sum is exact and frames compare exactly.
@Suite("List layout against a plain recomputation")
@MainActor
struct ListLayoutPropertyTests {
  /// A row of the model: its identity, and its measured height if it was measured.
  struct Row {
    var id: Int
    var measured: Double?
  }

  struct Model {
    var metrics: ListMetrics
    var width: Double
    var sections: [[Row]]
    var nextID = 0

    var counts: [Int] { sections.map(\.count) }

    /// Every row's frame, every section's header and footer rectangle (unpinned), and the
    /// content height, added up in order.
    func plain() -> (rows: [[CGRect]], headers: [CGRect?], footers: [CGRect?], height: Double) {
      let inset = min(metrics.horizontalInset, width / 2)
      func rect(_ y: Double, _ height: Double) -> CGRect {
        CGRect(x: inset, y: y, width: width - 2 * inset, height: height)
      }
      var y = 0.0
      var rows: [[CGRect]] = []
      var headers: [CGRect?] = []
      var footers: [CGRect?] = []
      for section in sections {
        y += metrics.sectionSpacing
        if metrics.hasHeaders {
          y += metrics.headerTopPadding
          headers.append(rect(y, metrics.headerHeight))
          y += metrics.headerHeight
        } else {
          headers.append(nil)
        }
        var frames: [CGRect] = []
        for row in section {
          let height = row.measured ?? metrics.rowEstimate
          frames.append(rect(y, height))
          y += height
        }
        rows.append(frames)
        if metrics.hasFooters {
          footers.append(rect(y, metrics.footerHeight))
          y += metrics.footerHeight
        } else {
          footers.append(nil)
        }
      }
      if !sections.isEmpty { y += metrics.sectionSpacing }
      return (rows, headers, footers, y)
    }
  }

  /// A random configuration: appearance, header and footer modes, header padding.
  static func configuration(_ random: inout SeededGenerator) -> CollectionLayoutListConfiguration {
    var configuration = CollectionLayoutListConfiguration(
      appearance: CollectionLayoutListConfiguration.Appearance.allCases.randomElement(
        using: &random)!)
    configuration.headerMode = [.none, .supplementary, .firstItemInSection].randomElement(
      using: &random)!
    configuration.footerMode = Bool.random(using: &random) ? .supplementary : .none
    if Bool.random(using: &random) {
      configuration.headerTopPadding = CGFloat(Int.random(in: 0...20, using: &random)) / 2
    }
    return configuration
  }

  static func makeModel(_ random: inout SeededGenerator) -> Model {
    let configuration = configuration(&random)
    var model = Model(
      metrics: configuration.metrics, width: [320, 100, 50].randomElement(using: &random)!,
      sections: [])
    for _ in 0..<Int.random(in: 0...5, using: &random) {
      model.sections.append(rows(&random, &model, count: Int.random(in: 0...12, using: &random)))
    }
    return model
  }

  static func rows(_ random: inout SeededGenerator, _ model: inout Model, count: Int) -> [Row] {
    (0..<count).map { _ in
      model.nextID += 1
      return Row(id: model.nextID, measured: nil)
    }
  }

  /// A random valid update, applied to the model.
  static func update(_ random: inout SeededGenerator, _ model: inout Model) -> BatchUpdate {
    let sectionCount = model.sections.count
    let filled = model.sections.indices.filter { !model.sections[$0].isEmpty }
    func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(item: row, section: section) }
    func randomRow(_ random: inout SeededGenerator) -> (Int, Int) {
      let section = filled.randomElement(using: &random)!
      return (section, Int.random(in: 0..<model.sections[section].count, using: &random))
    }
    switch Int.random(in: 0..<9, using: &random) {
    case 0 where !filled.isEmpty:
      let (section, row) = randomRow(&random)
      model.sections[section].remove(at: row)
      return BatchUpdate(deletedRows: [path(section, row)])
    case 1 where sectionCount > 0:
      let section = Int.random(in: 0..<sectionCount, using: &random)
      let row = Int.random(in: 0...model.sections[section].count, using: &random)
      model.sections[section].insert(contentsOf: rows(&random, &model, count: 1), at: row)
      return BatchUpdate(insertedRows: [path(section, row)])
    case 2 where !filled.isEmpty:
      let (from, fromRow) = randomRow(&random)
      let moved = model.sections[from].remove(at: fromRow)
      let to = Int.random(in: 0..<sectionCount, using: &random)
      let toRow = Int.random(in: 0...model.sections[to].count, using: &random)
      model.sections[to].insert(moved, at: toRow)
      return BatchUpdate(movedRows: [.init(from: path(from, fromRow), to: path(to, toRow))])
    case 3 where !filled.isEmpty:
      let (section, row) = randomRow(&random)
      model.sections[section][row] = rows(&random, &model, count: 1)[0]
      return BatchUpdate(reloadedRows: [path(section, row)])
    case 4 where sectionCount > 0:
      let section = Int.random(in: 0..<sectionCount, using: &random)
      model.sections.remove(at: section)
      return BatchUpdate(deletedSections: [section])
    case 5:
      let section = Int.random(in: 0...sectionCount, using: &random)
      let count = Int.random(in: 0...8, using: &random)
      model.sections.insert(rows(&random, &model, count: count), at: section)
      return BatchUpdate(insertedSections: [section])
    case 6 where sectionCount > 1:
      let from = Int.random(in: 0..<sectionCount, using: &random)
      let to = Int.random(in: 0..<sectionCount, using: &random)
      model.sections.insert(model.sections.remove(at: from), at: to)
      return BatchUpdate(movedSections: [.init(from: from, to: to)])
    case 7 where sectionCount > 0:
      let section = Int.random(in: 0..<sectionCount, using: &random)
      model.sections[section] = rows(&random, &model, count: Int.random(in: 0...8, using: &random))
      return BatchUpdate(reloadedSections: [section])
    default:
      return BatchUpdate()
    }
  }

  /// Whether two rectangles share some area: rows that only touch a rectangle do not meet it.
  nonisolated static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }

  /// Where the geometry and the plain recomputation differ, if they do.
  static func disagreement(
    _ geometry: ListLayoutGeometry, _ model: Model, _ random: inout SeededGenerator
  ) -> String? {
    geometry.checkInvariants()
    let plain = model.plain()
    guard geometry.itemCounts == model.counts else {
      return "counts \(geometry.itemCounts), expected \(model.counts)"
    }
    guard geometry.contentSize == CGSize(width: model.width, height: plain.height) else {
      return "content size \(geometry.contentSize), expected height \(plain.height)"
    }
    for (section, frames) in plain.rows.enumerated() {
      for (item, frame) in frames.enumerated() {
        let path = IndexPath(item: item, section: section)
        guard geometry.frameForItem(at: path) == frame else {
          return
            "\(path): \(String(describing: geometry.frameForItem(at: path))), expected \(frame)"
        }
        guard geometry.isMeasured(path) == (model.sections[section][item].measured != nil) else {
          return "\(path) measured: \(geometry.isMeasured(path))"
        }
      }
    }
    let all = plain.rows.enumerated().flatMap { section, frames in
      frames.enumerated().map { (IndexPath(item: $0.offset, section: section), $0.element) }
    }
    let height = max(plain.height, 1)
    for _ in 0..<4 {
      let top = Double.random(in: -20...height, using: &random).rounded()
      let rect = CGRect(
        x: Double.random(in: -10...model.width, using: &random).rounded(), y: top,
        width: Double.random(in: 1...model.width + 20, using: &random).rounded(),
        height: Double.random(in: 1...500, using: &random).rounded())
      let expected = all.filter { $0.1.height > 0 && overlaps($0.1, rect) }.map(\.0)
      guard geometry.indexPathsForItems(in: rect) == expected else {
        return "items in \(rect): \(geometry.indexPathsForItems(in: rect)), expected \(expected)"
      }
      let point = CGPoint(x: rect.minX, y: rect.minY)
      let hit = all.first { frame in
        frame.1.height > 0 && frame.1.minY <= point.y && point.y < frame.1.maxY
          && frame.1.minX <= point.x && point.x < frame.1.maxX
      }?.0
      guard geometry.indexPathForItem(at: point) == hit else {
        return "item at \(point): \(String(describing: geometry.indexPathForItem(at: point)))"
      }
      // Supplementary views, pinned against a viewport of their own.
      let visible = CGRect(x: 0, y: top, width: model.width, height: 480)
      var elements: [LayoutSupplementaryElement] = []
      for section in model.sections.indices {
        if var header = plain.headers[section] {
          if model.metrics.pinsHeaders {
            let bottom = plain.rows[section].last?.maxY ?? header.maxY
            header.origin.y = max(header.minY, min(visible.minY, bottom - header.height))
          }
          guard
            geometry.frameForSupplementaryView(
              ofKind: CollectionElementKind.sectionHeader, inSection: section,
              visibleBounds: visible) == header
          else { return "header \(section) against \(visible)" }
          if overlaps(header, rect) {
            elements.append(
              LayoutSupplementaryElement(isHeader: true, section: section, frame: header))
          }
        }
        if let footer = plain.footers[section], overlaps(footer, rect) {
          elements.append(
            LayoutSupplementaryElement(isHeader: false, section: section, frame: footer))
        }
      }
      let found = geometry.supplementaryElements(in: rect, visibleBounds: visible)
      guard found == elements else {
        return "supplementary in \(rect) against \(visible): \(found), expected \(elements)"
      }
    }
    return nil
  }

  static func run(_ procedure: SeededSteps) -> String? {
    var random = procedure.generator
    var model = makeModel(&random)
    let bounds = CGSize(width: model.width, height: 480)
    var geometry = ListLayoutGeometry(
      metrics: model.metrics, boundsSize: bounds, itemCounts: model.counts)
    if let failure = disagreement(geometry, model, &random) { return "initially: \(failure)" }
    for step in 0..<procedure.steps {
      if Bool.random(using: &random) {
        let oldCounts = model.counts
        let update = update(&random, &model)
        do {
          geometry.apply(
            try BatchUpdatePlan(update: update, oldCounts: oldCounts, newCounts: model.counts))
        } catch {
          return "step \(step): the test made an invalid update \(update): \(error)"
        }
      } else {
        let filled = model.sections.indices.filter { !model.sections[$0].isEmpty }
        guard let section = filled.randomElement(using: &random) else { continue }
        let row = Int.random(in: 0..<model.sections[section].count, using: &random)
        let height = Double(Int.random(in: 0...200, using: &random)) / 2
        let path = IndexPath(item: row, section: section)
        let before = model.sections[section][row].measured ?? model.metrics.rowEstimate
        let changed = geometry.setMeasuredSize(
          CGSize(width: 1, height: height), forItemAt: path)
        model.sections[section][row].measured = height
        guard changed == (before != height) else {
          return "step \(step): measuring \(path) as \(height) said changed: \(changed)"
        }
      }
      if let failure = disagreement(geometry, model, &random) {
        return "after step \(step): \(failure)"
      }
    }
    return nil
  }

  @Test(
    "agrees with a plain recomputation after seeded random updates and measurements, in every appearance and header and footer mode, pinned or not (C-E1–C-E3)"
  )
  func agreesWithPlainRecomputation() {
    checkSeeds(suite: "ListLayoutPropertyTests", defaultIterations: 200, steps: 25) {
      Self.run($0)
    }
  }

  @Test(
    "An update of one row in a large list edits the table's layout in place of rebuilding it: O(log n) a row (C-E1)"
  )
  func singleRowUpdatesAreIncremental() throws {
    let metrics = CollectionLayoutListConfiguration(appearance: .plain).metrics
    var geometry = ListLayoutGeometry(
      metrics: metrics, boundsSize: CGSize(width: 320, height: 480), itemCounts: [200_000])
    _ = geometry.setMeasuredSize(
      CGSize(width: 1, height: 10), forItemAt: IndexPath(item: 150_000, section: 0))
    let start = ContinuousClock.now
    for step in 0..<200 {
      let plan = try BatchUpdatePlan(
        update: BatchUpdate(insertedRows: [IndexPath(item: step, section: 0)]),
        oldCounts: [200_000 + step], newCounts: [200_000 + step + 1])
      geometry.apply(plan)
    }
    let elapsed = ContinuousClock.now - start
    // The measured row moved down with the inserts and kept its height.
    #expect(geometry.frameForItem(at: IndexPath(item: 150_200, section: 0))?.height == 10)
    #expect(geometry.contentSize.height == CGFloat(44 * 200_199 + 10))
    // 200 rebuilds of 200,000 rows would take seconds; 200 edits take milliseconds.
    #expect(elapsed < .seconds(2))
  }
}
