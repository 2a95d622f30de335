import Foundation
import TableSource
import TableSourceCore
import TableSourceTestSupport
import Testing

@testable import TableSourceVirtualCollection

/// A compositional section as the property test sees it: the user's section, its items (by
/// identity, so measured sizes move with them) and its orthogonal offset.
struct PlainSection {
  var spec: LayoutSection
  var items: [Int]
  var offset: CGFloat = 0
  /// The measured sizes of its boundary items, by kind: they stay with the section.
  var measuredBoundary: [String: CGSize] = [:]
}

/// The compositional layout worked out the plainest way, for comparison with
/// ``CompositionalLayoutGeometry``: every group of every section laid out in turn with its
/// measured items, positions added up one group after the other, every query a scan of all
/// frames. It shares the layout of one group (``CompositionalGroupLayout``, pinned by the rule
/// tests) but none of the arithmetic repetition, the measured-group sums or the searches.
struct PlainCompositionalLayout {
  var itemFrames: [[CGRect]] = []
  var orthogonal: [Bool] = []
  /// Whether each section is a list, and the kinds of its list's own headers and footers: their
  /// queries follow the list layout's rule (``listMeets(_:_:)``) rather than `intersects`.
  var lists: [Bool] = []
  var listKinds: [Set<String>] = []
  var supplementary: [[(kind: String, frame: (CGRect) -> CGRect)]] = []
  var contentSize = CGSize.zero
  var crossExtent: CGFloat = 0
  var isVertical = true

  /// Whether the leaf at `item` of a section with this group is estimated.
  static func isEstimated(_ spec: LayoutSection, container: CGSize, item: Int) -> Bool {
    let template = CompositionalGroupLayout(spec.group, in: container)
    return !template.leaves.isEmpty && template.leaves[item % template.leaves.count].isEstimated
  }

  static func container(_ spec: LayoutSection, _ bounds: CGSize) -> CGSize {
    let insets = spec.contentInsets
    return CGSize(
      width: max(0, bounds.width - insets.leading - insets.trailing),
      height: max(0, bounds.height - insets.top - insets.bottom))
  }

  init(
    configuration: CompositionalLayoutConfiguration, bounds: CGSize, sections: [PlainSection],
    measured: [Int: CGSize]
  ) {
    isVertical = configuration.scrollDirection == .vertical
    crossExtent = isVertical ? bounds.width : bounds.height
    let vertical = isVertical
    func point(scroll: CGFloat, cross: CGFloat) -> CGPoint {
      vertical ? CGPoint(x: cross, y: scroll) : CGPoint(x: scroll, y: cross)
    }
    var position: CGFloat = 0
    for (index, section) in sections.enumerated() {
      let spec = section.spec
      let container = Self.container(spec, bounds)
      let insets = spec.contentInsets
      let (scrollLeading, scrollTrailing, crossLeading) =
        vertical
        ? (insets.top, insets.bottom, insets.leading)
        : (insets.leading, insets.trailing, insets.top)
      let isOrthogonal = spec.list == nil && spec.orthogonalScrollingBehavior != .none
      let groupsDown = vertical != isOrthogonal
      var before: [(LayoutBoundarySupplementaryItem, CGSize)] = []
      var after: [(LayoutBoundarySupplementaryItem, CGSize)] = []
      for item in spec.boundarySupplementaryItems {
        var size = item.layoutSize.resolved(in: container)
        if let measured = section.measuredBoundary[item.elementKind],
          item.layoutSize.heightDimension.isEstimated
        {
          size.height = measured.height
        }
        if [.top, .topLeading, .leading].contains(item.alignment) {
          before.append((item, size))
        } else {
          after.append((item, size))
        }
      }
      func along(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
      let lead = before.reduce(0) { $0 + along($1.1) }
      let trail = after.reduce(0) { $0 + along($1.1) }
      let template = CompositionalGroupLayout(spec.group, in: container)
      let perGroup = template.leaves.count
      var frames: [CGRect] = []
      var cursor: CGFloat = 0
      var thickest: CGFloat = 0
      var group = 0
      while perGroup > 0 && group * perGroup < section.items.count {
        var sizes: [Int: CGSize] = [:]
        for slot in 0..<perGroup where group * perGroup + slot < section.items.count {
          if let size = measured[section.items[group * perGroup + slot]] { sizes[slot] = size }
        }
        let layout = CompositionalGroupLayout(spec.group, in: container, measured: sizes)
        let origin: CGPoint
        if isOrthogonal {
          origin = point(
            scroll: position + lead + scrollLeading, cross: crossLeading + cursor - section.offset)
        } else {
          origin = point(scroll: position + lead + scrollLeading + cursor, cross: crossLeading)
        }
        for slot in 0..<perGroup where group * perGroup + slot < section.items.count {
          frames.append(layout.leaves[slot].frame.offsetBy(dx: origin.x, dy: origin.y))
        }
        cursor += (groupsDown ? layout.size.height : layout.size.width) + spec.interGroupSpacing
        thickest = max(thickest, groupsDown ? layout.size.width : layout.size.height)
        group += 1
      }
      var content = group == 0 ? 0 : cursor - spec.interGroupSpacing
      // A list section: its rows, header and footer as the list's plain recomputation adds
      // them up in the section's container, from the content's start.
      var listViews: [(kind: String, frame: (CGRect) -> CGRect)] = []
      if let list = spec.list {
        let metrics = list.configuration.metrics
        let rows = section.items.map {
          ListLayoutPropertyTests.Row(id: $0, measured: measured[$0].map { Double($0.height) })
        }
        let plainList = ListLayoutPropertyTests.Model(
          metrics: metrics, width: Double(container.width), sections: [rows]
        ).plain()
        let origin = point(scroll: position + lead + scrollLeading, cross: crossLeading)
        frames = plainList.rows[0].map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        content = vertical ? plainList.height : container.width
        if let header = plainList.headers[0] {
          let bottom = plainList.rows[0].last?.maxY ?? header.maxY
          listViews.append(
            (
              CollectionElementKind.sectionHeader,
              { visible in
                var frame = header
                if metrics.pinsHeaders {
                  frame.origin.y = max(
                    header.minY, min(visible.minY - origin.y, bottom - header.height))
                }
                return frame.offsetBy(dx: origin.x, dy: origin.y)
              }
            ))
        }
        if let footer = plainList.footers[0] {
          listViews.append(
            (
              CollectionElementKind.sectionFooter,
              { _ in footer.offsetBy(dx: origin.x, dy: origin.y) }
            )
          )
        }
      }
      let start = position
      let length =
        lead + scrollLeading + (isOrthogonal ? thickest : content) + scrollTrailing + trail
      let end = start + length
      var views = listViews
      var seen = Set(listViews.map(\.kind))
      var stacked = start
      for (item, size) in before {
        let natural = stacked
        stacked += along(size)
        guard seen.insert(item.elementKind).inserted else { continue }
        let cross =
          crossLeading
          + ((vertical ? container.width : container.height)
            - (vertical ? size.width : size.height)) * (item.alignment == .topLeading ? 0 : 0.5)
        views.append(
          (
            item.elementKind,
            { visible in
              var scroll = natural
              if item.pinToVisibleBounds {
                scroll = max(
                  natural, min(vertical ? visible.minY : visible.minX, end - along(size)))
              }
              return CGRect(origin: point(scroll: scroll, cross: cross), size: size)
            }
          ))
      }
      stacked = end - trail
      for (item, size) in after {
        let natural = stacked
        stacked += along(size)
        guard seen.insert(item.elementKind).inserted else { continue }
        let cross =
          crossLeading
          + ((vertical ? container.width : container.height)
            - (vertical ? size.width : size.height)) * 0.5
        views.append(
          (
            item.elementKind,
            { visible in
              var scroll = natural
              if item.pinToVisibleBounds {
                scroll = min(
                  natural, max((vertical ? visible.maxY : visible.maxX) - along(size), start))
              }
              return CGRect(origin: point(scroll: scroll, cross: cross), size: size)
            }
          ))
      }
      itemFrames.append(frames)
      orthogonal.append(isOrthogonal)
      lists.append(spec.list != nil)
      listKinds.append(Set(listViews.map(\.kind)))
      supplementary.append(views)
      position = end + (index + 1 < sections.count ? configuration.interSectionSpacing : 0)
    }
    contentSize =
      vertical
      ? CGSize(width: bounds.width, height: position)
      : CGSize(width: position, height: bounds.height)
  }

  /// The part of an item that shows: an orthogonal section's items are clipped to the band the
  /// view spans across the layout.
  func shownPart(_ frame: CGRect, section: Int) -> CGRect {
    guard orthogonal[section] else { return frame }
    // Touching the band's edge is not showing.
    let (low, high) = isVertical ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
    if high <= 0 || low >= crossExtent { return .null }
    let band =
      isVertical
      ? CGRect(x: 0, y: -1e9, width: crossExtent, height: 2e9)
      : CGRect(x: -1e9, y: 0, width: 2e9, height: crossExtent)
    return frame.intersection(band)
  }

  /// Whether a list's row, header or footer meets a query rectangle: they share some area along
  /// the list's rows (the table's layout answers nothing for a rectangle of no height), and
  /// overlap across.
  static func listMeets(_ frame: CGRect, _ rect: CGRect) -> Bool {
    rect.height > 0 && ListLayoutPropertyTests.overlaps(frame, rect)
  }

  func indexPathsForItems(in rect: CGRect) -> [IndexPath] {
    var found: [IndexPath] = []
    for (section, frames) in itemFrames.enumerated() {
      for (item, frame) in frames.enumerated()
      where lists[section]
        ? frame.height > 0 && Self.listMeets(frame, rect)
        : shownPart(frame, section: section).intersects(rect)
      {
        found.append(IndexPath(item: item, section: section))
      }
    }
    return found
  }

  func indexPathForItem(at point: CGPoint) -> IndexPath? {
    for (section, frames) in itemFrames.enumerated() {
      for (item, frame) in frames.enumerated()
      where shownPart(frame, section: section).contains(point) {
        return IndexPath(item: item, section: section)
      }
    }
    return nil
  }

  func supplementaryElements(in rect: CGRect, visibleBounds: CGRect) -> [LayoutSupplementaryElement]
  {
    var found: [LayoutSupplementaryElement] = []
    for (section, views) in supplementary.enumerated() {
      for view in views {
        let frame = view.frame(visibleBounds)
        if listKinds[section].contains(view.kind)
          ? Self.listMeets(frame, rect) : frame.intersects(rect)
        {
          found.append(LayoutSupplementaryElement(kind: view.kind, section: section, frame: frame))
        }
      }
    }
    return found
  }
}

/// The compositional layout's geometry against ``PlainCompositionalLayout``: seeded random
/// sections (groups of absolute, fractional and estimated items, nested or with a count, with
/// spacings and insets, headers and footers pinned or not, some scrolling on their own), then
/// random batch updates, measurements of items and of estimated headers and footers, and
/// orthogonal scrolls (some sections are lists, `LayoutSection.list(using:layoutEnvironment:)`,
/// recomputed as the list's own plain model adds a list up), each followed by every frame, the
/// content size and random queries compared with the plain recomputation. Layouts scroll
/// vertically or horizontally. Sizes are multiples
/// of ½ and fractions are halves and quarters, so every sum is exact.
@Suite("Compositional layout against a plain recomputation")
@MainActor
struct CompositionalLayoutPropertyTests {
  /// The sections the provider reads, shared with the layout.
  final class Specs: @unchecked Sendable {
    var sections: [LayoutSection] = []
  }

  struct Model {
    var configuration = CompositionalLayoutConfiguration()
    var bounds = CGSize.zero
    var sections: [PlainSection] = []
    var measured: [Int: CGSize] = [:]
    var nextID = 0

    var counts: [Int] { sections.map(\.items.count) }

    mutating func newItems(_ count: Int) -> [Int] {
      defer { nextID += count }
      return Array(nextID..<(nextID + count))
    }

    func plain() -> PlainCompositionalLayout {
      PlainCompositionalLayout(
        configuration: configuration, bounds: bounds, sections: sections, measured: measured)
    }

    /// Brings each orthogonal offset to where the section would rest, as the geometry does after
    /// every change.
    mutating func settleOffsets() {
      let plain = plain()
      for index in sections.indices {
        sections[index].offset = Self.resting(
          sections[index], frames: plain.itemFrames[index], target: sections[index].offset,
          bounds: bounds, vertical: configuration.scrollDirection == .vertical)
      }
    }

    /// Where an orthogonal section rests near `target`, worked out from its items' frames.
    static func resting(
      _ section: PlainSection, frames: [CGRect], target: CGFloat, bounds: CGSize, vertical: Bool
    ) -> CGFloat {
      let behaviour = section.spec.orthogonalScrollingBehavior
      guard behaviour != .none, !frames.isEmpty else { return 0 }
      let insets = section.spec.contentInsets
      let (leading, trailing, band) =
        vertical
        ? (insets.leading, insets.trailing, bounds.width)
        : (insets.top, insets.bottom, bounds.height)
      // Frames are shifted by the current offset; put them back.
      let shift = section.offset
      let cross = frames.map {
        vertical ? ($0.minX + shift, $0.maxX + shift) : ($0.minY + shift, $0.maxY + shift)
      }
      let perGroup = CompositionalGroupLayout(
        section.spec.group, in: PlainCompositionalLayout.container(section.spec, bounds)
      ).leaves.count
      // Group starts: each group's first slot, less the slot's own place in the group.
      let template = CompositionalGroupLayout(
        section.spec.group, in: PlainCompositionalLayout.container(section.spec, bounds))
      let firstSlot = vertical ? template.leaves[0].frame.minX : template.leaves[0].frame.minY
      let groupStarts = stride(from: 0, to: frames.count, by: perGroup).map {
        cross[$0].0 - firstSlot - leading
      }
      // The content ends with the last group (widths are never estimated here), whatever its
      // items reach out of it.
      let groupLength = vertical ? template.size.width : template.size.height
      let contentEnd = groupStarts[groupStarts.count - 1] + groupLength
      let maximum = max(0, leading + contentEnd + trailing - band)
      let clamped = min(max(0, target), maximum)
      switch behaviour {
      case .paging: return min((clamped / band).rounded() * band, maximum)
      case .groupPaging:
        let nearest = groupStarts.min { abs($0 - clamped) < abs($1 - clamped) }!
        return min(nearest, maximum)
      default: return clamped
      }
    }
  }

  static func half(_ random: inout SeededGenerator, _ range: ClosedRange<Int>) -> CGFloat {
    CGFloat(Int.random(in: range, using: &random)) / 2
  }

  static func fraction(_ random: inout SeededGenerator) -> CGFloat {
    [0.25, 0.5, 1].randomElement(using: &random)!
  }

  static func item(_ random: inout SeededGenerator, estimated: Bool) -> LayoutItem {
    let width: LayoutDimension =
      Bool.random(using: &random)
      ? .fractionalWidth(fraction(&random)) : .absolute(half(&random, 20...300))
    let height: LayoutDimension =
      estimated && Bool.random(using: &random)
      ? .estimated(half(&random, 20...200))
      : Bool.random(using: &random)
        ? .fractionalHeight(fraction(&random)) : .absolute(half(&random, 20...200))
    var item = LayoutItem(layoutSize: LayoutSize(widthDimension: width, heightDimension: height))
    if Int.random(in: 0..<3, using: &random) == 0 {
      item.contentInsets = DirectionalEdgeInsets(
        top: half(&random, 0...10), leading: half(&random, 0...10), bottom: half(&random, 0...10),
        trailing: half(&random, 0...10))
    }
    if Int.random(in: 0..<4, using: &random) == 0 {
      item.edgeSpacing = LayoutEdgeSpacing(
        leading: .fixed(half(&random, 0...10)), top: .fixed(half(&random, 0...10)))
    }
    return item
  }

  /// A random section for a layout scrolling vertically or not. In a horizontal layout, boundary
  /// items go before and after along the scroll direction (`leading`, `trailing`), and a section
  /// scrolling on its own has no estimated height: its groups run down, and the plain model's
  /// resting offsets read group lengths from the template.
  static func section(_ random: inout SeededGenerator, vertical: Bool = true) -> LayoutSection {
    if Int.random(in: 0..<5, using: &random) == 0 { return listSection(&random) }
    let orthogonal = [OrthogonalScrollingBehavior.none, .none, .continuous, .paging, .groupPaging]
      .randomElement(using: &random)!
    let estimated = Bool.random(using: &random) && (vertical || orthogonal == .none)
    let height: LayoutDimension =
      estimated ? .estimated(half(&random, 40...200)) : .absolute(half(&random, 40...200))
    let width: LayoutDimension =
      Bool.random(using: &random)
      ? .fractionalWidth(fraction(&random)) : .absolute(half(&random, 100...400))
    let size = LayoutSize(widthDimension: width, heightDimension: height)
    var group: LayoutGroup
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      group = .horizontal(
        layoutSize: size, repeatingSubitem: item(&random, estimated: estimated),
        count: Int.random(in: 1...4, using: &random))
    case 1:
      let inner = LayoutGroup.vertical(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
        subitems: [item(&random, estimated: false)])
      group = .horizontal(layoutSize: size, subitems: [item(&random, estimated: estimated), inner])
    case 2:
      group = .vertical(
        layoutSize: LayoutSize(
          widthDimension: width, heightDimension: .absolute(half(&random, 60...300))),
        subitems: [item(&random, estimated: false)])
    default:
      group = .horizontal(
        layoutSize: size,
        subitems: [item(&random, estimated: estimated), item(&random, estimated: estimated)])
    }
    if Bool.random(using: &random) { group.interItemSpacing = .fixed(half(&random, 0...20)) }
    var section = LayoutSection(group: group)
    section.interGroupSpacing = half(&random, 0...20)
    section.contentInsets = DirectionalEdgeInsets(
      top: half(&random, 0...20), leading: half(&random, 0...20), bottom: half(&random, 0...20),
      trailing: half(&random, 0...20))
    section.orthogonalScrollingBehavior = orthogonal
    let sides: [(String, [RectAlignment])] =
      vertical
      ? [
        (CollectionElementKind.sectionHeader, [.top, .topLeading]),
        (CollectionElementKind.sectionFooter, [.bottom]),
      ]
      : [
        (CollectionElementKind.sectionHeader, [.leading]),
        (CollectionElementKind.sectionFooter, [.trailing]),
      ]
    for (kind, alignments) in sides where Bool.random(using: &random) {
      var item = LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(fraction(&random)),
          heightDimension: Bool.random(using: &random)
            ? .estimated(half(&random, 10...60)) : .absolute(half(&random, 10...60))),
        elementKind: kind, alignment: alignments.randomElement(using: &random)!)
      item.pinToVisibleBounds = Bool.random(using: &random)
      section.boundarySupplementaryItems.append(item)
    }
    return section
  }

  /// A list section of a random configuration, inset or not; it has no boundary items and does
  /// not scroll on its own.
  static func listSection(_ random: inout SeededGenerator) -> LayoutSection {
    let configuration = ListLayoutPropertyTests.configuration(&random)
    let environment = LayoutEnvironment(container: LayoutContainer(contentSize: .zero))
    var section = LayoutSection.list(using: configuration, layoutEnvironment: environment)
    if Bool.random(using: &random) {
      section.contentInsets = DirectionalEdgeInsets(
        top: half(&random, 0...20), leading: half(&random, 0...20), bottom: half(&random, 0...20),
        trailing: half(&random, 0...20))
    }
    return section
  }

  static func makeModel(_ random: inout SeededGenerator) -> Model {
    var model = Model()
    model.configuration.scrollDirection =
      Bool.random(using: &random) ? .vertical : .horizontal
    let vertical = model.configuration.scrollDirection == .vertical
    model.configuration.interSectionSpacing = half(&random, 0...20)
    model.bounds = CGSize(width: half(&random, 300...800), height: half(&random, 300...900))
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      let count = Int.random(
        in: 0...([10, 40, 150].randomElement(using: &random)!), using: &random)
      model.sections.append(
        PlainSection(spec: section(&random, vertical: vertical), items: model.newItems(count)))
    }
    return model
  }

  /// A random valid update, applied to the model.
  static func update(_ random: inout SeededGenerator, _ model: inout Model) -> BatchUpdate {
    let filled = model.sections.indices.filter { !model.sections[$0].items.isEmpty }
    let count = model.sections.count
    func row(_ section: Int, extra: Int = 0) -> Int {
      Int.random(in: 0..<(model.sections[section].items.count + extra), using: &random)
    }
    switch Int.random(in: 0..<7, using: &random) {
    case 0 where !filled.isEmpty:
      let section = filled.randomElement(using: &random)!
      let item = row(section)
      model.sections[section].items.remove(at: item)
      return BatchUpdate(deletedRows: [IndexPath(item: item, section: section)])
    case 1 where count > 0:
      let section = Int.random(in: 0..<count, using: &random)
      let item = row(section, extra: 1)
      model.sections[section].items.insert(contentsOf: model.newItems(1), at: item)
      return BatchUpdate(insertedRows: [IndexPath(item: item, section: section)])
    case 2 where !filled.isEmpty:
      let from = filled.randomElement(using: &random)!
      let fromItem = row(from)
      let moved = model.sections[from].items.remove(at: fromItem)
      let to = Int.random(in: 0..<count, using: &random)
      let toItem = row(to, extra: 1)
      model.sections[to].items.insert(moved, at: toItem)
      return BatchUpdate(
        movedRows: [
          .init(
            from: IndexPath(item: fromItem, section: from), to: IndexPath(item: toItem, section: to)
          )
        ])
    case 3 where !filled.isEmpty:
      let section = filled.randomElement(using: &random)!
      let item = row(section)
      model.sections[section].items[item] = model.newItems(1)[0]
      return BatchUpdate(reloadedRows: [IndexPath(item: item, section: section)])
    case 4 where count > 0:
      let section = Int.random(in: 0..<count, using: &random)
      model.sections.remove(at: section)
      return BatchUpdate(deletedSections: [section])
    case 5:
      let section = Int.random(in: 0...count, using: &random)
      let items = model.newItems(Int.random(in: 0...20, using: &random))
      let spec = Self.section(&random, vertical: model.configuration.scrollDirection == .vertical)
      model.sections.insert(PlainSection(spec: spec, items: items), at: section)
      return BatchUpdate(insertedSections: [section])
    case 6 where count > 1:
      let from = Int.random(in: 0..<count, using: &random)
      let to = Int.random(in: 0..<count, using: &random)
      model.sections.insert(model.sections.remove(at: from), at: to)
      return BatchUpdate(movedSections: [.init(from: from, to: to)])
    default:
      return BatchUpdate()
    }
  }

  /// Where the geometry and the plain recomputation disagree, if anywhere.
  static func disagreement(
    _ geometry: CompositionalLayoutGeometry, _ model: Model, _ random: inout SeededGenerator
  ) -> String? {
    geometry.checkInvariants()
    let plain = model.plain()
    guard geometry.itemCounts == model.counts else { return "item counts differ" }
    guard geometry.contentSize == plain.contentSize else {
      return "content size \(geometry.contentSize), expected \(plain.contentSize)"
    }
    for (section, frames) in plain.itemFrames.enumerated() {
      guard geometry.orthogonalOffset(forSection: section) == model.sections[section].offset else {
        return
          "offset of section \(section): \(String(describing: geometry.orthogonalOffset(forSection: section))), expected \(model.sections[section].offset)"
      }
      let spec = model.sections[section].spec
      let template = CompositionalGroupLayout(
        spec.group, in: PlainCompositionalLayout.container(spec, model.bounds))
      for (item, frame) in frames.enumerated() {
        let path = IndexPath(item: item, section: section)
        guard geometry.frameForItem(at: path) == frame else {
          return
            "frame of \(path): \(String(describing: geometry.frameForItem(at: path))), expected \(frame)"
        }
        let measured =
          model.measured[model.sections[section].items[item]] != nil
          && template.leaves[item % template.leaves.count].isEstimated
        guard geometry.isMeasured(path) == measured else { return "\(path) measured: \(!measured)" }
      }
      if frames.count == model.sections[section].items.count {
        guard geometry.frameForItem(at: IndexPath(item: frames.count, section: section)) == nil
        else {
          return "a frame past the end of section \(section)"
        }
      }
    }
    let content = plain.contentSize
    func coordinate(_ length: CGFloat) -> CGFloat {
      CGFloat(Int.random(in: -20...(Int(length) + 20), using: &random))
    }
    for _ in 0..<6 {
      let rect = CGRect(
        x: coordinate(content.width), y: coordinate(content.height),
        width: CGFloat(Int.random(in: 0...500, using: &random)),
        height: CGFloat(Int.random(in: 0...500, using: &random)))
      let items = geometry.indexPathsForItems(in: rect)
      guard items == plain.indexPathsForItems(in: rect) else {
        return "items in \(rect): \(items), expected \(plain.indexPathsForItems(in: rect))"
      }
      let origin =
        model.configuration.scrollDirection == .vertical
        ? CGPoint(x: 0, y: coordinate(content.height)) : CGPoint(x: coordinate(content.width), y: 0)
      let visible = CGRect(origin: origin, size: model.bounds)
      let elements = geometry.supplementaryElements(in: rect, visibleBounds: visible)
      guard elements == plain.supplementaryElements(in: rect, visibleBounds: visible) else {
        return "supplementary views in \(rect) seen through \(visible): \(elements), expected "
          + "\(plain.supplementaryElements(in: rect, visibleBounds: visible))"
      }
      let point = CGPoint(x: coordinate(content.width), y: coordinate(content.height))
      guard geometry.indexPathForItem(at: point) == plain.indexPathForItem(at: point) else {
        return
          "item at \(point): \(String(describing: geometry.indexPathForItem(at: point))), expected \(String(describing: plain.indexPathForItem(at: point)))"
      }
    }
    return nil
  }

  static func run(_ procedure: SeededSteps) -> String? {
    var random = procedure.generator
    var model = makeModel(&random)
    let specs = Specs()
    specs.sections = model.sections.map(\.spec)
    var geometry = CompositionalLayoutGeometry(
      configuration: model.configuration, boundsSize: model.bounds, itemCounts: model.counts,
      provider: { index, _ in specs.sections[index] })
    if let failure = disagreement(geometry, model, &random) { return "initially: \(failure)" }
    for step in 0..<procedure.steps {
      switch Int.random(in: 0..<7, using: &random) {
      case 6:
        // A boundary item's view measured: only an estimated height takes it (C-D4).
        guard !model.sections.isEmpty else { continue }
        let section = Int.random(in: 0..<model.sections.count, using: &random)
        let items = model.sections[section].spec.boundarySupplementaryItems
        guard let item = items.randomElement(using: &random) else { continue }
        let size = CGSize(width: half(&random, 10...300), height: half(&random, 10...100))
        let kind = item.elementKind
        let estimated = item.layoutSize.heightDimension.isEstimated
        let waiting = estimated && model.sections[section].measuredBoundary[kind] == nil
        guard geometry.isMeasured(supplementaryOfKind: kind, inSection: section) == !waiting else {
          return "step \(step): the \(kind) of section \(section) measured: \(waiting)"
        }
        let before = model.plain().supplementary[section].map { $0.frame(.zero) }
        let changed = geometry.setMeasuredSize(
          size, forSupplementaryOfKind: kind, inSection: section)
        if estimated { model.sections[section].measuredBoundary[kind] = size }
        let after = model.plain().supplementary[section].map { $0.frame(.zero) }
        guard changed == (before != after),
          geometry.isMeasured(supplementaryOfKind: kind, inSection: section)
        else {
          return "step \(step): measuring the \(kind) of section \(section) said \(changed)"
        }
      case 0, 1:
        let oldCounts = model.counts
        let update = update(&random, &model)
        specs.sections = model.sections.map(\.spec)
        let plan: BatchUpdatePlan
        do {
          plan = try BatchUpdatePlan(update: update, oldCounts: oldCounts, newCounts: model.counts)
        } catch {
          return "step \(step): the test made an invalid update \(update): \(error)"
        }
        geometry.apply(plan)
      case 2, 3:
        let filled = model.sections.indices.filter { !model.sections[$0].items.isEmpty }
        guard let section = filled.randomElement(using: &random) else { continue }
        let item = Int.random(in: 0..<model.sections[section].items.count, using: &random)
        let size = CGSize(width: half(&random, 10...300), height: half(&random, 10...300))
        let path = IndexPath(item: item, section: section)
        let before = model.plain().itemFrames
        let changed = geometry.setMeasuredSize(size, forItemAt: path)
        let spec = model.sections[section].spec
        if PlainCompositionalLayout.isEstimated(
          spec, container: PlainCompositionalLayout.container(spec, model.bounds), item: item)
        {
          model.measured[model.sections[section].items[item]] = size
        }
        guard changed == (before != model.plain().itemFrames) else {
          return "step \(step): measuring \(path) as \(size) said changed: \(changed)"
        }
      default:
        guard !model.sections.isEmpty else { continue }
        let section = Int.random(in: 0..<model.sections.count, using: &random)
        let target = half(&random, -100...3_000)
        model.sections[section].offset = target
        _ = geometry.setOrthogonalOffset(target, forSection: section)
      }
      model.settleOffsets()
      if let failure = disagreement(geometry, model, &random) {
        return "after step \(step): \(failure)"
      }
    }
    return nil
  }

  @Test(
    "agrees with a plain recomputation after seeded random updates, measurements of items and of estimated headers and footers, and orthogonal scrolls, scrolling vertically or horizontally, with list sections among the grids (C-F1–C-F3, C-D4, C-E1–C-E3)"
  )
  func agreesWithPlainRecomputation() {
    checkSeeds(suite: "CompositionalLayoutPropertyTests", defaultIterations: 100, steps: 25) {
      Self.run($0)
    }
  }
}
