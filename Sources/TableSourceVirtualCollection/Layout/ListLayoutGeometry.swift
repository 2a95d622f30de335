package import Foundation
package import TableSourceCore
import TableSourceVirtualTable

/// The geometry of a list (C-E1–C-E4), on the table's layout engine: the rows' heights are a
/// ``TableLayout``'s, so every question (where an item is, which items meet a rectangle, which
/// item holds a point) costs O(log n) plus the size of the answer, and so does measuring a row or
/// an update of a few rows.
///
/// A section is laid out as the table lays one out: what goes above its rows (the section
/// spacing, the header's top padding and a supplementary header) is the table's header height,
/// what goes below them (a supplementary footer) its footer height, and the spacing after the
/// last section the table footer's. Rows span the view's width less the appearance's inset on
/// each side, and so do headers and footers.
///
/// Rows size themselves: each has ``ListMetrics/rowEstimate`` until its cell is measured on
/// screen. Supplementary headers and footers size themselves too: each has its metrics' height
/// until its view is measured, which changes the table layout's header or footer height.
package struct ListLayoutGeometry: Sendable {
  package let metrics: ListMetrics
  package let boundsSize: CGSize
  private(set) var layout: TableLayout
  /// The sections whose supplementary header, and footer, was measured.
  private var measuredHeaders = Set<Int>()
  private var measuredFooters = Set<Int>()

  /// Lays out rows of the estimated height for the given counts.
  ///
  /// - Complexity: O(n + s) for n items and s sections.
  package init(metrics: ListMetrics, boundsSize: CGSize, itemCounts: [Int]) {
    self.metrics = metrics
    self.boundsSize = boundsSize
    let total = itemCounts.reduce(0, +)
    let sections = Self.sectionHeights(metrics, count: itemCounts.count)
    layout = TableLayout(
      rowCounts: itemCounts, headerHeights: sections.headers, footerHeights: sections.footers,
      rowHeights: Array(repeating: metrics.rowEstimate, count: total),
      measured: Array(repeating: false, count: total), tableHeaderHeight: sections.tableHeader,
      tableFooterHeight: sections.tableFooter)
  }

  /// The heights the table's layout gives `count` sections and the content's ends.
  private static func sectionHeights(_ metrics: ListMetrics, count: Int)
    -> TableLayout.SectionHeights
  {
    TableLayout.SectionHeights(
      headers: Array(repeating: metrics.sectionTop, count: count),
      footers: Array(repeating: metrics.sectionBottom, count: count), tableHeader: 0,
      tableFooter: count > 0 ? metrics.sectionSpacing : 0)
  }

  /// The content's width and height.
  package var contentSize: CGSize {
    CGSize(width: boundsSize.width, height: layout.contentHeight)
  }

  /// The number of items in each section.
  package var itemCounts: [Int] { layout.rowCounts }

  /// Where rows, headers and footers start and end across.
  private var across: (minX: Double, maxX: Double) {
    let width = Double(boundsSize.width)
    let inset = min(metrics.horizontalInset, width / 2)
    return (inset, width - inset)
  }

  private func rect(minY: Double, height: Double) -> CGRect {
    let (minX, maxX) = across
    return CGRect(x: minX, y: minY, width: maxX - minX, height: height)
  }

  /// Whether a rectangle reaches across into the rows' span.
  private func meetsAcross(_ rect: CGRect) -> Bool {
    let (minX, maxX) = across
    return Double(rect.maxX) > minX && Double(rect.minX) < maxX
  }

  /// The global index of an item, or `nil` when the index path names none.
  private func global(_ indexPath: IndexPath) -> Int? {
    guard indexPath.count == 2, layout.contains(row: indexPath.item, section: indexPath.section)
    else { return nil }
    return layout.globalIndex(row: indexPath.item, section: indexPath.section)
  }

  // MARK: Queries

  /// The frame of an item, or `nil` when the index path is out of range.
  ///
  /// - Complexity: O(log n).
  package func frameForItem(at indexPath: IndexPath) -> CGRect? {
    guard let global = global(indexPath) else { return nil }
    return rect(
      minY: layout.rowMinY(global: global, section: indexPath.section),
      height: layout.rowHeight(global: global))
  }

  /// The items whose frames meet `rect`, in order; rows of zero height are left out.
  ///
  /// - Complexity: O(log s · log n + k) for k items returned.
  package func indexPathsForItems(in rect: CGRect) -> [IndexPath] {
    guard meetsAcross(rect) else { return [] }
    let rows = layout.globalRows(meeting: Double(rect.minY), Double(rect.maxY))
    guard let first = rows.first else { return [] }
    // The rows come in order: their sections are found by walking on, not by a search each.
    var (section, _) = layout.location(ofGlobal: first)
    var sectionStart = layout.globalIndex(row: 0, section: section)
    var sectionEnd = sectionStart + layout.numberOfRows(inSection: section)
    var paths: [IndexPath] = []
    paths.reserveCapacity(rows.count)
    for row in rows {
      while row >= sectionEnd {
        section += 1
        sectionStart = sectionEnd
        sectionEnd += layout.numberOfRows(inSection: section)
      }
      paths.append(IndexPath(item: row - sectionStart, section: section))
    }
    return paths
  }

  /// The item whose frame contains `point`, or `nil` (a header, a footer, spacing, the inset).
  ///
  /// - Complexity: O(log s · log n).
  package func indexPathForItem(at point: CGPoint) -> IndexPath? {
    let (minX, maxX) = across
    guard Double(point.x) >= minX, Double(point.x) < maxX,
      let row = layout.globalRow(at: Double(point.y))
    else { return nil }
    let (section, item) = layout.location(ofGlobal: row)
    return IndexPath(item: item, section: section)
  }

  /// A section's supplementary header's height: what the table's layout has above the rows,
  /// less the spacing and padding.
  private func headerHeight(_ section: Int) -> Double {
    layout.headerHeight(section) - metrics.sectionSpacing - metrics.headerTopPadding
  }

  /// A section's header's top: pinned to the visible area's top while the section shows, without
  /// covering its footer, when the list pins headers (C-E3).
  private func headerMinY(_ section: Int, visibleMinY: Double) -> Double {
    let natural = layout.sectionMinY(section) + metrics.sectionSpacing + metrics.headerTopPadding
    guard metrics.pinsHeaders else { return natural }
    return max(natural, min(visibleMinY, layout.footerMinY(section) - headerHeight(section)))
  }

  private func supplementaryFrame(header: Bool, section: Int, visibleMinY: Double) -> CGRect? {
    if header {
      guard metrics.hasHeaders else { return nil }
      return rect(
        minY: headerMinY(section, visibleMinY: visibleMinY), height: headerHeight(section))
    }
    guard metrics.hasFooters else { return nil }
    return rect(minY: layout.footerMinY(section), height: layout.footerHeight(section))
  }

  /// The headers and footers whose frames (pinned against `visibleBounds`, C-E3) share some area
  /// with `rect` (touching it is not enough, as for rows), by section, a header before its
  /// footer. In the supplementary modes every section has them (C-E4).
  ///
  /// - Complexity: O(log s · log n + k log n) for k sections reaching into `rect`.
  package func supplementaryElements(in rect: CGRect, visibleBounds: CGRect)
    -> [LayoutSupplementaryElement]
  {
    guard metrics.hasHeaders || metrics.hasFooters, meetsAcross(rect) else { return [] }
    var found: [LayoutSupplementaryElement] = []
    for section in layout.sections(meeting: Double(rect.minY), Double(rect.maxY)) {
      for header in [true, false] {
        if let frame = supplementaryFrame(
          header: header, section: section, visibleMinY: Double(visibleBounds.minY)),
          frame.minY < rect.maxY && frame.maxY > rect.minY
        {
          found.append(LayoutSupplementaryElement(isHeader: header, section: section, frame: frame))
        }
      }
    }
    return found
  }

  /// A section's header or footer frame, pinned against `visibleBounds` (C-E3); `nil` when the
  /// mode shows none, the section does not exist or the kind is not a header's or a footer's.
  package func frameForSupplementaryView(
    ofKind kind: String, inSection section: Int, visibleBounds: CGRect
  ) -> CGRect? {
    guard (0..<layout.numberOfSections).contains(section),
      kind == CollectionElementKind.sectionHeader || kind == CollectionElementKind.sectionFooter
    else { return nil }
    return supplementaryFrame(
      header: kind == CollectionElementKind.sectionHeader, section: section,
      visibleMinY: Double(visibleBounds.minY))
  }

  /// A list logs nothing.
  package var diagnostics: [String] { [] }

  // MARK: Self-sizing

  /// Whether an item's height was measured.
  package func isMeasured(_ indexPath: IndexPath) -> Bool {
    global(indexPath).map(layout.isMeasured(global:)) ?? false
  }

  /// Records an item's measured height (its width is the list's); a height that is not a
  /// length is ignored. Returns whether the row's height changed.
  ///
  /// - Complexity: O(log n).
  package mutating func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool {
    guard let global = global(indexPath) else { return false }
    return setMeasuredHeight(size.height, global: global)
  }

  /// Records a row's measured height; a height that is not a length is ignored. Returns whether
  /// the row's height changed.
  private mutating func setMeasuredHeight(_ size: CGFloat, global: Int) -> Bool {
    let height = Double(size)
    guard height.isFinite, height >= 0 else { return false }
    let changed = layout.rowHeight(global: global) != height
    layout.setMeasuredHeight(height, global: global)
    return changed
  }

  /// Whether a section's supplementary header or footer needs no measuring: the mode shows none,
  /// or its view was measured.
  package func isMeasured(supplementaryOfKind kind: String, inSection section: Int) -> Bool {
    switch kind {
    case CollectionElementKind.sectionHeader:
      !metrics.hasHeaders || measuredHeaders.contains(section)
    case CollectionElementKind.sectionFooter:
      !metrics.hasFooters || measuredFooters.contains(section)
    default: true
    }
  }

  /// Records the measured size of a section's supplementary header or footer (its width is the
  /// list's); a height that is not a length is ignored. Returns whether its height changed.
  ///
  /// - Complexity: O(log n + s) for s sections.
  package mutating func setMeasuredSize(
    _ size: CGSize, forSupplementaryOfKind kind: String, inSection section: Int
  ) -> Bool {
    let height = Double(size.height)
    let isHeader = kind == CollectionElementKind.sectionHeader
    guard (0..<layout.numberOfSections).contains(section), height.isFinite, height >= 0,
      isHeader
        ? metrics.hasHeaders : (kind == CollectionElementKind.sectionFooter && metrics.hasFooters)
    else { return false }
    var (header, footer) = (layout.headerHeight(section), layout.footerHeight(section))
    if isHeader {
      measuredHeaders.insert(section)
      header = metrics.sectionSpacing + metrics.headerTopPadding + height
    } else {
      measuredFooters.insert(section)
      footer = height
    }
    guard header != layout.headerHeight(section) || footer != layout.footerHeight(section) else {
      return false
    }
    layout.setSectionHeights(header: header, footer: footer, section: section)
    return true
  }

  // MARK: Updates

  /// Follows a validated batch update as the table's layout does: rows that stay or move keep
  /// their heights and measurements, new and reloaded rows get the estimate, a reconfigured row
  /// keeps its height until the view measures it again.
  ///
  /// - Complexity: for an update that changes no section, O(k · (B + log b) + s) for k rows
  ///   changed (the table's edit: O(log n) a row in practice); otherwise O(n).
  package mutating func apply(_ plan: BatchUpdatePlan) {
    var sections = Self.sectionHeights(metrics, count: plan.newCounts.count)
    guard plan.oldCounts == itemCounts else {
      // A plan made for other counts cannot be followed: lay everything out again.
      self = ListLayoutGeometry(
        metrics: metrics, boundsSize: boundsSize, itemCounts: plan.newCounts)
      return
    }
    // Measured headers and footers stay with their sections, unless they are reloaded.
    let fromOld =
      plan.changesSections ? plan.sectionsToLayOutAgain.fromOld : plan.newCounts.indices.map { $0 }
    let (oldHeaders, oldFooters) = (measuredHeaders, measuredFooters)
    (measuredHeaders, measuredFooters) = ([], [])
    for (new, old) in fromOld.enumerated() {
      guard let old else { continue }
      if oldHeaders.contains(old) {
        measuredHeaders.insert(new)
        sections.headers[new] = layout.headerHeight(old)
      }
      if oldFooters.contains(old) {
        measuredFooters.insert(new)
        sections.footers[new] = layout.footerHeight(old)
      }
    }
    if !plan.changesSections {
      layout = layout.editing(
        by: plan, estimate: metrics.rowEstimate, keepingMeasurements: true, sections: sections)
      return
    }
    let total = plan.newCounts.reduce(0, +)
    var heights = [Double](repeating: metrics.rowEstimate, count: total)
    var measured = [Bool](repeating: false, count: total)
    let (newToOld, reloadedOld) = (plan.newToOld, plan.reloadedOld)
    for new in 0..<total {
      guard let old = newToOld[new], !reloadedOld.contains(old) else { continue }
      heights[new] = layout.rowHeight(global: old)
      measured[new] = layout.isMeasured(global: old)
    }
    layout = TableLayout(
      rowCounts: plan.newCounts, headerHeights: sections.headers, footerHeights: sections.footers,
      rowHeights: heights, measured: measured, tableHeaderHeight: sections.tableHeader,
      tableFooterHeight: sections.tableFooter)
  }

  // MARK: Invariants

  /// Checks that every section whose header and footer were not measured has the metrics'
  /// heights.
  ///
  /// - Complexity: O(s) for s sections.
  package func checkInvariants() {
    for section in 0..<layout.numberOfSections {
      precondition(
        measuredHeaders.contains(section) || layout.headerHeight(section) == metrics.sectionTop)
      precondition(
        measuredFooters.contains(section) || layout.footerHeight(section) == metrics.sectionBottom)
    }
    precondition(layout.tableHeaderHeight == 0)
  }
}

extension ListLayoutGeometry: CollectionLayoutGeometry {
  /// The rows meeting `rect`, by the table layout's global indexes, which are the view's: the
  /// geometry is laid out for the view's counts.
  ///
  /// - Complexity: O(log s · log n + k) for k items returned.
  package func globalItems(in rect: CGRect, starts: [Int]) -> [Int] {
    guard meetsAcross(rect) else { return [] }
    return layout.globalRows(meeting: Double(rect.minY), Double(rect.maxY))
  }

  package mutating func setMeasuredSize(
    _ size: CGSize, forItemAt indexPath: IndexPath, view: VirtualCollectionView
  ) -> Bool {
    setMeasuredSize(size, forItemAt: indexPath)
  }

  /// Measures a row by its global index, which is the table layout's too, without looking its
  /// index path up again.
  ///
  /// - Complexity: O(log n).
  package mutating func measure(
    _ cell: CollectionViewCell, forItemAt indexPath: IndexPath, global: Int,
    view: VirtualCollectionView
  ) -> Bool {
    guard global >= 0, global < layout.numberOfRows, !layout.isMeasured(global: global) else {
      return false
    }
    let frame = rect(
      minY: layout.rowMinY(global: global, section: indexPath.section),
      height: layout.rowHeight(global: global))
    return setMeasuredHeight(cell.preferredLayoutSize(fitting: frame.size).height, global: global)
  }

  package mutating func apply(_ plan: BatchUpdatePlan, view: VirtualCollectionView) {
    apply(plan)
  }
}
