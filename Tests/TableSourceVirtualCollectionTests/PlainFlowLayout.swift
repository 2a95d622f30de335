import Foundation
import TableSource
import TableSourceCore

@testable import TableSourceVirtualCollection

/// A flow-layout delegate for tests: answers per section (nil where it gives none, C-C2) and,
/// when `itemSizes` is set, a size for every item.
@MainActor
struct TestFlowSource: FlowLayoutSource {
  struct SectionAnswers: Hashable {
    var inset: EdgeInsets?
    var lineSpacing: CGFloat?
    var interitemSpacing: CGFloat?
    var header: CGSize?
    var footer: CGSize?
  }

  var sections: [SectionAnswers] = []
  /// Each item's size, by section; `nil` when the delegate does not size items.
  var itemSizes: [[CGSize]]?

  var answersItemSizes: Bool { itemSizes != nil }
  func sizeForItem(at indexPath: IndexPath) -> CGSize? {
    itemSizes?[indexPath.section][indexPath.row]
  }
  private func answers(_ section: Int) -> SectionAnswers? {
    sections.indices.contains(section) ? sections[section] : nil
  }
  func insetForSection(at section: Int) -> EdgeInsets? { answers(section)?.inset }
  func minimumLineSpacingForSection(at section: Int) -> CGFloat? { answers(section)?.lineSpacing }
  func minimumInteritemSpacingForSection(at section: Int) -> CGFloat? {
    answers(section)?.interitemSpacing
  }
  func referenceSizeForHeader(inSection section: Int) -> CGSize? { answers(section)?.header }
  func referenceSizeForFooter(inSection section: Int) -> CGSize? { answers(section)?.footer }
}

/// The flow layout worked out the plainest way, for comparison with ``FlowLayoutGeometry``:
/// every frame computed up front by walking every item in order, and every query a scan of all
/// of them. O(n) for everything; no bisection, no arithmetic shortcut, no state carried over.
///
/// It follows the rules as the DocC articles state them (C-C3–C-C13, C-D1, C-D2), with the same
/// formulas for positions (offsets added up in order, so that exact values compare exactly).
@MainActor
struct PlainFlowLayout {
  var itemFrames: [[CGRect]] = []
  var contentSize = CGSize.zero
  /// Per section: where it starts, where its footer starts, and its header and footer lengths.
  var sectionSpans: [(start: Double, footerStart: Double, header: Double, footer: Double)] = []
  let configuration: FlowLayout.Configuration
  let boundsSize: CGSize

  /// - Parameter measured: the measured sizes of items, used while self-sizing (C-D1).
  init(
    configuration: FlowLayout.Configuration, boundsSize: CGSize, itemCounts: [Int],
    source: some FlowLayoutSource, measured: [IndexPath: CGSize] = [:]
  ) {
    self.configuration = configuration
    self.boundsSize = boundsSize
    let vertical = configuration.scrollDirection == .vertical
    func axes(_ size: CGSize) -> (cross: Double, scroll: Double) {
      vertical ? (size.width, size.height) : (size.height, size.width)
    }
    var offset = 0.0
    for (section, count) in itemCounts.enumerated() {
      let inset = source.insetForSection(at: section) ?? configuration.sectionInset
      let lineSpacing =
        source.minimumLineSpacingForSection(at: section) ?? configuration.minimumLineSpacing
      let spacing =
        source.minimumInteritemSpacingForSection(at: section)
        ?? configuration.minimumInteritemSpacing
      let header = max(
        0,
        axes(source.referenceSizeForHeader(inSection: section) ?? configuration.headerReferenceSize)
          .scroll)
      let footer = max(
        0,
        axes(source.referenceSizeForFooter(inSection: section) ?? configuration.footerReferenceSize)
          .scroll)
      let crossLeading = vertical ? inset.left : inset.top
      let scrollLeading = vertical ? inset.top : inset.left
      let scrollTrailing = vertical ? inset.bottom : inset.right
      let available =
        vertical
        ? boundsSize.width - inset.left - inset.right : boundsSize.height - inset.top - inset.bottom
      var sizes: [(cross: Double, scroll: Double)] = []
      for item in 0..<count {
        let path = IndexPath(row: item, section: section)
        let size: CGSize
        if configuration.estimatedItemSize != .zero {
          size =
            measured[path]
            ?? (configuration.estimatedItemSize == FlowLayout.automaticSize
              ? configuration.itemSize : configuration.estimatedItemSize)
        } else if source.answersItemSizes {
          size = source.sizeForItem(at: path) ?? configuration.itemSize
        } else {
          size = configuration.itemSize
        }
        sizes.append(axes(size))
      }
      // Greedy line breaking (C-C3).
      var lines: [[Int]] = []
      var current: [Int] = []
      var width = 0.0
      for item in 0..<count {
        let w = sizes[item].cross
        if !current.isEmpty && !((width + w) + Double(current.count) * spacing <= available) {
          lines.append(current)
          current = []
          width = 0
        }
        current.append(item)
        width += w
      }
      if !current.isEmpty { lines.append(current) }
      let start = offset
      var frames = [CGRect](repeating: .zero, count: count)
      var thicknessBefore = 0.0
      for (index, line) in lines.enumerated() {
        let isLast = index == lines.count - 1
        var total = 0.0
        for item in line { total += sizes[item].cross }
        let last = sizes[line[line.count - 1]].cross
        var lineStart = 0.0
        var gap = 0.0
        if isLast && configuration.lastLineSpacing == .minimum {
          gap = spacing  // C-C6's reported variant: packed at the leading inset.
        } else if line.count == 1 && last > available {
          gap = 0  // C-C12: too long, at the leading inset.
        } else {
          // C-C6: the last line counts the copies of its last item that would still fit.
          var used = line.count
          var filled = total
          while isLast && last + spacing > 0
            && (filled + last) + Double(used) * spacing <= available
          {
            used += 1
            filled += last
          }
          if used == 1 {
            lineStart = (available - total) / 2  // C-C5
          } else {
            gap = (available - filled) / Double(used - 1)  // C-C4
          }
        }
        var tallest = 0.0
        for item in line { tallest = max(tallest, sizes[item].scroll) }
        let lineTop = thicknessBefore + Double(index) * lineSpacing  // C-C8
        var before = 0.0
        for (position, item) in line.enumerated() {
          let cross = crossLeading + ((lineStart + before) + Double(position) * gap)
          let scroll =
            (((start + header) + scrollLeading) + lineTop) + (tallest - sizes[item].scroll) / 2
          frames[item] =
            vertical
            ? CGRect(x: cross, y: scroll, width: sizes[item].cross, height: sizes[item].scroll)
            : CGRect(x: scroll, y: cross, width: sizes[item].scroll, height: sizes[item].cross)
          before += sizes[item].cross
        }
        thicknessBefore += tallest
      }
      let linesLength = lines.isEmpty ? 0 : thicknessBefore + Double(lines.count - 1) * lineSpacing
      let footerStart = start + (((header + scrollLeading) + linesLength) + scrollTrailing)
      sectionSpans.append((start, footerStart, header, footer))
      itemFrames.append(frames)
      offset = start + ((((header + scrollLeading) + linesLength) + scrollTrailing) + footer)
    }
    contentSize =
      vertical
      ? CGSize(width: boundsSize.width, height: offset)
      : CGSize(width: offset, height: boundsSize.height)
  }

  func indexPathsForItems(in rect: CGRect) -> [IndexPath] {
    var found: [IndexPath] = []
    for (section, frames) in itemFrames.enumerated() {
      for (item, frame) in frames.enumerated() where frame.intersects(rect) {
        found.append(IndexPath(row: item, section: section))
      }
    }
    return found
  }

  func indexPathForItem(at point: CGPoint) -> IndexPath? {
    for (section, frames) in itemFrames.enumerated() {
      for (item, frame) in frames.enumerated() where frame.contains(point) {
        return IndexPath(row: item, section: section)
      }
    }
    return nil
  }

  /// A header's or footer's frame, pinned against `visibleBounds` when pinning is on (C-C13).
  func supplementaryFrame(header: Bool, section: Int, visibleBounds: CGRect) -> CGRect? {
    let span = sectionSpans[section]
    let vertical = configuration.scrollDirection == .vertical
    let length = header ? span.header : span.footer
    guard length > 0 else { return nil }  // C-C9
    let visibleLow = vertical ? visibleBounds.minY : visibleBounds.minX
    let visibleHigh = vertical ? visibleBounds.maxY : visibleBounds.maxX
    var offset = header ? span.start : span.footerStart
    if header && configuration.sectionHeadersPinToVisibleBounds {
      offset = min(max(visibleLow, span.start), max(span.start, span.footerStart - span.header))
    }
    if !header && configuration.sectionFootersPinToVisibleBounds {
      offset = max(
        min(visibleHigh - span.footer, span.footerStart),
        min(span.footerStart, span.start + span.header))
    }
    return vertical
      ? CGRect(x: 0, y: offset, width: boundsSize.width, height: length)
      : CGRect(x: offset, y: 0, width: length, height: boundsSize.height)
  }

  func supplementaryElements(in rect: CGRect, visibleBounds: CGRect) -> [LayoutSupplementaryElement]
  {
    sectionSpans.indices.flatMap { section in
      [true, false].compactMap { header in
        supplementaryFrame(header: header, section: section, visibleBounds: visibleBounds)
          .flatMap {
            $0.intersects(rect)
              ? LayoutSupplementaryElement(isHeader: header, section: section, frame: $0) : nil
          }
      }
    }
  }
}
