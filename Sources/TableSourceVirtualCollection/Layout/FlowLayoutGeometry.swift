package import Foundation
package import TableSourceCore

/// The geometry of one layout pass: frames of every item and supplementary view, computed from
/// the configuration, the view's bounds size, the item counts and the delegate's answers.
///
/// Each section is laid out on its own (C-C10), in the layout's axes (C-C11), and the sections'
/// starts are added up in order. A section whose items all have the layout's size, because the
/// delegate does not size items and self-sizing is off or nothing in it is measured yet, keeps no
/// storage per item: its lines are worked out arithmetically. Otherwise it keeps each item's size
/// and place: 24 bytes an item, one more when self-sizing, and 24 bytes a line (49 bytes an item
/// at most, 33 in a three-column grid).
///
/// Positions are worked out from sums taken in one fixed order: an item's offset along its line
/// is the lengths of the items before it plus its index times the line's gap, and a line's offset
/// is the thicknesses before it plus its index times the line spacing, so figures do not drift.
///
/// Self-sizing (C-D1–C-D3): while ``FlowLayout/Configuration/isSelfSizing``, an item not yet
/// measured has the estimated size, and the delegate is not asked for item sizes; the content
/// size follows from the estimates (C-D2). Measuring an item lays its section out again from the
/// item's line (or the line before, when the item starts its line and may now fit there) and moves
/// the sections after it. None of UIKit's self-sizing defects (C-D3) is copied: no gaps or
/// misplaced items after a measurement, supplementary views keep their places, and the content
/// size counts `minimumLineSpacing` once between lines whatever its value.
package struct FlowLayoutGeometry: Sendable {
  package let configuration: FlowLayout.Configuration
  package let boundsSize: CGSize
  private var sections: [FlowSection]
  /// `starts[s]` is where section `s` begins along the scroll direction; `starts.last` is the
  /// content's length.
  private var starts: [Double]

  private var isVertical: Bool { configuration.scrollDirection == .vertical }

  /// Lays out every section.
  ///
  /// - Parameter boundsSize: the view's bounds size less its content insets.
  /// - Complexity: O(s) for s sections when items are not sized one by one; otherwise O(n) for
  ///   n items, asking the delegate once per item (C-C3).
  @MainActor
  package init(
    configuration: FlowLayout.Configuration, boundsSize: CGSize, itemCounts: [Int],
    source: some FlowLayoutSource
  ) {
    self.configuration = configuration
    self.boundsSize = boundsSize
    sections = []
    starts = [0]
    sections.reserveCapacity(itemCounts.count)
    for (section, count) in itemCounts.enumerated() {
      sections.append(makeSection(section, count: count, source: source, measured: [:]))
    }
    restart(from: 0)
  }

  /// The size of all the content: the view's cross extent by the sections' total length.
  package var contentSize: CGSize {
    let length = starts[sections.count]
    return isVertical
      ? CGSize(width: boundsSize.width, height: length)
      : CGSize(width: length, height: boundsSize.height)
  }

  /// The number of items in each section.
  package var itemCounts: [Int] { sections.map(\.count) }

  /// How many items are kept one by one (sized by the delegate, or in a section with a measured
  /// item); the others are worked out arithmetically, with no storage. For benchmarks and tests.
  package var itemsStoredOneByOne: Int {
    sections.reduce(0) { total, section in
      if case .items(let items) = section.lines { total + items.count } else { total }
    }
  }

  // MARK: Building sections

  private func axes(_ size: CGSize) -> (cross: Double, scroll: Double) {
    isVertical ? (size.width, size.height) : (size.height, size.width)
  }

  private func rect(scroll: Double, cross: Double, scrollLength: Double, crossLength: Double)
    -> CGRect
  {
    isVertical
      ? CGRect(x: cross, y: scroll, width: crossLength, height: scrollLength)
      : CGRect(x: scroll, y: cross, width: scrollLength, height: crossLength)
  }

  /// A rectangle's extent along the scroll direction.
  private func scrollRange(_ rect: CGRect) -> (low: Double, high: Double) {
    isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
  }

  /// The section's insets, spacings and header and footer lengths: the delegate's answers where
  /// it gives one, else the layout's properties (C-C2).
  @MainActor
  private func metrics(_ section: Int, source: some FlowLayoutSource) -> FlowSectionMetrics {
    let inset = source.insetForSection(at: section) ?? configuration.sectionInset
    let header = axes(
      source.referenceSizeForHeader(inSection: section) ?? configuration.headerReferenceSize
    ).scroll
    let footer = axes(
      source.referenceSizeForFooter(inSection: section) ?? configuration.footerReferenceSize
    ).scroll
    let crossExtent = axes(boundsSize).cross
    return FlowSectionMetrics(
      crossLeading: isVertical ? inset.left : inset.top,
      scrollLeading: isVertical ? inset.top : inset.left,
      scrollTrailing: isVertical ? inset.bottom : inset.right,
      lineSpacing: source.minimumLineSpacingForSection(at: section)
        ?? configuration.minimumLineSpacing,
      interitemSpacing: source.minimumInteritemSpacingForSection(at: section)
        ?? configuration.minimumInteritemSpacing,
      header: max(0, header), footer: max(0, footer),
      available: isVertical
        ? crossExtent - inset.left - inset.right : crossExtent - inset.top - inset.bottom)
  }

  /// Lays out one section from the delegate's answers; `measured` holds the sizes of items
  /// measured before, by item.
  @MainActor
  private func makeSection(
    _ section: Int, count: Int, source: some FlowLayoutSource, measured: [Int: CGSize]
  ) -> FlowSection {
    let metrics = metrics(section, source: source)
    let lastLine = configuration.lastLineSpacing
    let uniformSize: CGSize
    if configuration.isSelfSizing {
      uniformSize = configuration.estimate
      if !measured.isEmpty {
        var (cross, depth) = (
          [Double](repeating: axes(uniformSize).cross, count: count),
          [Double](repeating: axes(uniformSize).scroll, count: count)
        )
        var flags = [Bool](repeating: false, count: count)
        for (item, size) in measured where item < count {
          (cross[item], depth[item]) = axes(size)
          flags[item] = true
        }
        return itemSection(
          count, metrics, FlowItemLines(cross: cross, depth: depth, measured: flags))
      }
    } else if source.answersItemSizes {
      var cross: [Double] = []
      var depth: [Double] = []
      cross.reserveCapacity(count)
      depth.reserveCapacity(count)
      for item in 0..<count {
        let size = axes(
          source.sizeForItem(at: IndexPath(row: item, section: section)) ?? configuration.itemSize)
        cross.append(size.cross)
        depth.append(size.scroll)
      }
      return itemSection(count, metrics, FlowItemLines(cross: cross, depth: depth, measured: []))
    } else {
      uniformSize = configuration.itemSize
    }
    let (cross, depth) = axes(uniformSize)
    return FlowSection(
      count: count, metrics: metrics,
      lines: .uniform(
        FlowUniformLines(
          cross: cross, depth: depth, count: count, metrics: metrics, lastLine: lastLine)))
  }

  private func itemSection(_ count: Int, _ metrics: FlowSectionMetrics, _ items: FlowItemLines)
    -> FlowSection
  {
    var items = items
    items.layOut(
      fromLine: 0, changed: nil, metrics: metrics, lastLine: configuration.lastLineSpacing)
    return FlowSection(count: count, metrics: metrics, lines: .items(items))
  }

  /// Adds up the sections' starts again from section `first` on.
  private mutating func restart(from first: Int) {
    starts.removeSubrange(min(first + 1, starts.count)...)
    for section in first..<sections.count {
      starts.append(starts[section] + sections[section].length)
    }
  }

  // MARK: Queries

  /// The frame of an item, or `nil` when the index path is out of range.
  ///
  /// - Complexity: O(log n) for n items in the section.
  package func frameForItem(at indexPath: IndexPath) -> CGRect? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      (0..<sections[indexPath.section].count).contains(indexPath.row)
    else { return nil }
    return frame(indexPath.row, in: indexPath.section)
  }

  private func frame(_ item: Int, in section: Int) -> CGRect {
    let place = sections[section].place(of: item, sectionStart: starts[section])
    return rect(
      scroll: place.scroll, cross: place.cross, scrollLength: place.scrollLength,
      crossLength: place.crossLength)
  }

  /// The sections that may reach into `low...high` along the scroll direction, one more before
  /// the first so that rounding cannot drop one.
  private func sections(reaching low: Double, _ high: Double) -> Range<Int> {
    var lower = 0
    var upper = sections.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if starts[middle + 1] < low { lower = middle + 1 } else { upper = middle }
    }
    let first = max(0, lower - 1)
    var end = first
    upper = sections.count
    while end < upper {
      let middle = (end + upper) / 2
      if starts[middle] <= high { end = middle + 1 } else { upper = middle }
    }
    return first..<max(first, end)
  }

  /// Calls `body` with each item on a line that may reach into `low...high`, in order, until it
  /// returns `false`.
  private func forEachCandidate(
    _ low: Double, _ high: Double, _ body: (_ item: Int, _ section: Int) -> Bool
  ) {
    for section in sections(reaching: low, high) {
      let layout = sections[section]
      for line in layout.lines(reaching: low, high, sectionStart: starts[section]) {
        for item in layout.items(ofLine: line) where !body(item, section) { return }
      }
    }
  }

  /// The items whose frames intersect `rect`, sorted by section and item.
  ///
  /// - Complexity: O(log n + k) for n items and k items on the lines that reach into `rect`.
  package func indexPathsForItems(in rect: CGRect) -> [IndexPath] {
    let (low, high) = scrollRange(rect)
    var found: [IndexPath] = []
    forEachCandidate(low, high) { item, section in
      if frame(item, in: section).intersects(rect) {
        found.append(IndexPath(row: item, section: section))
      }
      return true
    }
    return found
  }

  /// The first item, by section and item, whose frame contains `point`.
  ///
  /// - Complexity: O(log n + k) for k items on the lines at the point.
  package func indexPathForItem(at point: CGPoint) -> IndexPath? {
    let scroll = isVertical ? point.y : point.x
    var found: IndexPath?
    forEachCandidate(scroll, scroll) { item, section in
      guard frame(item, in: section).contains(point) else { return true }
      found = IndexPath(row: item, section: section)
      return false
    }
    return found
  }

  /// Where a section's header or footer is along the scroll direction, pinned against the
  /// visible range when pinning is on (C-C13): a pinned header stays at the visible range's start
  /// but never leaves its section above the footer; a pinned footer stays at its end but never
  /// rises above the header.
  private func supplementaryOffset(
    header: Bool, section: Int, visible: (low: Double, high: Double)
  ) -> Double? {
    let layout = sections[section]
    let headerStart = starts[section]
    let footerStart = starts[section] + layout.footerOffset
    if header {
      guard layout.metrics.header > 0 else { return nil }
      guard configuration.sectionHeadersPinToVisibleBounds else { return headerStart }
      let highest = max(headerStart, footerStart - layout.metrics.header)
      return min(max(visible.low, headerStart), highest)
    }
    guard layout.metrics.footer > 0 else { return nil }
    guard configuration.sectionFootersPinToVisibleBounds else { return footerStart }
    let lowest = min(footerStart, headerStart + layout.metrics.header)
    return max(min(visible.high - layout.metrics.footer, footerStart), lowest)
  }

  private func supplementaryFrame(header: Bool, section: Int, visible: (Double, Double))
    -> CGRect?
  {
    guard let offset = supplementaryOffset(header: header, section: section, visible: visible)
    else { return nil }
    let metrics = sections[section].metrics
    return rect(
      scroll: offset, cross: 0, scrollLength: header ? metrics.header : metrics.footer,
      crossLength: axes(boundsSize).cross)
  }

  /// Headers and footers whose frame (pinned against `visibleBounds` when pinning is on, C-C13)
  /// intersects `rect`, sorted by section, header before footer. A zero reference size in the
  /// scrolling dimension means no element at all (C-C9). Headers and footers span the view's
  /// whole cross extent (C-C10).
  ///
  /// - Complexity: O(log s + k) for s sections and k sections that reach into `rect`.
  package func supplementaryElements(in rect: CGRect, visibleBounds: CGRect)
    -> [LayoutSupplementaryElement]
  {
    let (low, high) = scrollRange(rect)
    let visible = scrollRange(visibleBounds)
    var found: [LayoutSupplementaryElement] = []
    for section in sections(reaching: low, high) {
      for header in [true, false] {
        if let frame = supplementaryFrame(header: header, section: section, visible: visible),
          frame.intersects(rect)
        {
          found.append(LayoutSupplementaryElement(isHeader: header, section: section, frame: frame))
        }
      }
    }
    return found
  }

  /// A section's header or footer frame, pinned against `visibleBounds` when pinning is on; `nil`
  /// when the section has none (C-C9), the section does not exist or the kind is not the flow
  /// layout's.
  package func frameForSupplementaryView(
    ofKind kind: String, inSection section: Int, visibleBounds: CGRect
  ) -> CGRect? {
    guard sections.indices.contains(section),
      kind == CollectionElementKind.sectionHeader || kind == CollectionElementKind.sectionFooter
    else { return nil }
    return supplementaryFrame(
      header: kind == CollectionElementKind.sectionHeader, section: section,
      visible: scrollRange(visibleBounds))
  }

  /// UIKit's logged message (C-C12) for each section with an item too long for its lines, naming
  /// the first such item; the view records them as diagnostics.
  package var diagnostics: [String] {
    sections.indices.compactMap { section in
      sections[section].tooLong.map {
        Self.tooLongMessage(IndexPath(row: $0, section: section), vertical: isVertical)
      }
    }
  }

  /// C-C12's message, which UIKit logs and carries on; its last words, an instance's address in
  /// UIKit, name the item instead.
  package static func tooLongMessage(_ indexPath: IndexPath, vertical: Bool) -> String {
    let (length, sides) = vertical ? ("width", "left and right") : ("height", "top and bottom")
    return "The behavior of the UICollectionViewFlowLayout is not defined because: the item "
      + "\(length) must be less than the \(length) of the UICollectionView minus the section "
      + "insets \(sides) values, minus the content insets \(sides) values. The relevant "
      + "UICollectionViewFlowLayout instance is laying out the item at section "
      + "\(indexPath.section), item \(indexPath.row)."
  }

  // MARK: Self-sizing

  /// Whether an item's size was measured (C-D2); `false` when items do not size themselves or
  /// the index path is out of range.
  package func isMeasured(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      case .items(let items) = sections[indexPath.section].lines,
      items.measured.indices.contains(indexPath.row)
    else { return false }
    return items.measured[indexPath.row]
  }

  /// Records an item's measured size (C-D1) and lays its section out again from the item's line
  /// on, moving the sections after it. Ignored when items do not size themselves or the index
  /// path is out of range.
  ///
  /// - Returns: Whether any frame changed.
  /// - Complexity: O(n) for n items in the section the first time one of its items is measured
  ///   (its items start being kept one by one); then O(m + 64 + l/64 + s) for m items on the
  ///   lines that change, l lines and s sections, or O(n + s) when the number of lines changes.
  @MainActor
  package mutating func setMeasuredSize(
    _ size: CGSize, forItemAt indexPath: IndexPath, source: some FlowLayoutSource
  ) -> Bool {
    guard configuration.isSelfSizing, indexPath.count == 2,
      sections.indices.contains(indexPath.section),
      (0..<sections[indexPath.section].count).contains(indexPath.row)
    else { return false }
    let section = indexPath.section
    let item = indexPath.row
    var layout = sections[section]
    // Only `items` may hold the section's arrays while they change, or each change copies them.
    sections[section].lines = .uniform(.empty)
    let lines = layout.lines
    layout.lines = .uniform(.empty)
    var items: FlowItemLines
    switch consume lines {
    case .items(let existing): items = existing
    case .uniform(let uniform):
      items = FlowItemLines(
        cross: Array(repeating: uniform.cross, count: layout.count),
        depth: Array(repeating: uniform.depth, count: layout.count),
        measured: Array(repeating: false, count: layout.count))
      items.layOut(
        fromLine: 0, changed: nil, metrics: layout.metrics,
        lastLine: configuration.lastLineSpacing)
    }
    let (cross, depth) = axes(size)
    items.measured[item] = true
    let changed = items.cross[item] != cross || items.depth[item] != depth
    if changed {
      items.cross[item] = cross
      items.depth[item] = depth
      let line = items.line(of: item)
      // An item that starts its line may now fit at the end of the line before.
      let first = items.lineStart[line] == item ? max(0, line - 1) : line
      items.layOut(
        fromLine: first, changed: item, metrics: layout.metrics,
        lastLine: configuration.lastLineSpacing)
    }
    let wasTooLong = layout.tooLong == item
    let isTooLong = cross > layout.metrics.available
    if isTooLong && layout.tooLong.map({ item < $0 }) ?? true { layout.tooLong = item }
    layout.lines = .items(items)
    // Only an item that stops being too long makes the section look for another one.
    layout.update(findingTooLong: wasTooLong && !isTooLong)
    sections[section] = layout
    if changed { restart(from: section) }
    return changed
  }

  // MARK: Updates

  /// Measured sizes of the items of `section`, by item.
  private func measuredSizes(_ section: Int) -> [Int: CGSize] {
    guard case .items(let items) = sections[section].lines, !items.measured.isEmpty else {
      return [:]
    }
    var sizes: [Int: CGSize] = [:]
    for item in items.measured.indices where items.measured[item] {
      sizes[item] = size(cross: items.cross[item], scroll: items.depth[item])
    }
    return sizes
  }

  private func size(cross: Double, scroll: Double) -> CGSize {
    isVertical ? CGSize(width: cross, height: scroll) : CGSize(width: scroll, height: cross)
  }

  /// Lays sections out again after their sizes or the delegate's answers for them changed (a
  /// reload); measured sizes stay with their items.
  ///
  /// - Complexity: O(n + s) for n items in those sections (O(1) each when items are not sized
  ///   one by one) and s sections.
  @MainActor
  package mutating func invalidateSections(
    _ sections: some Sequence<Int>, source: some FlowLayoutSource
  ) {
    var first = self.sections.count
    for section in sections where self.sections.indices.contains(section) {
      let measured = measuredSizes(section)
      self.sections[section] = makeSection(
        section, count: self.sections[section].count, source: source, measured: measured)
      first = min(first, section)
    }
    if first < self.sections.count { restart(from: first) }
  }

  /// Lays out again after a batch update: measured sizes move with their items (a reloaded item
  /// is measured again); only sections whose items changed are laid out again, from the
  /// delegate's answers; the others keep their lines and are only moved. A reconfigured item
  /// keeps its size until the view measures it again (``setMeasuredSize(_:forItemAt:source:)``)
  /// or its section is invalidated (``invalidateSections(_:source:)``).
  ///
  /// - Complexity: when no section changes, O(u log s + c + s) for u rows changed, s sections
  ///   and c items in the changed sections when items are sized one by one (O(1) a section
  ///   otherwise); when sections change, O(n) for n items, as the plan is.
  @MainActor
  package mutating func apply(_ plan: BatchUpdatePlan, source: some FlowLayoutSource) {
    guard plan.oldCounts == itemCounts else {
      // A plan made for other counts cannot be followed: lay everything out again.
      self = FlowLayoutGeometry(
        configuration: configuration, boundsSize: boundsSize, itemCounts: plan.newCounts,
        source: source)
      return
    }
    let oldStarts = Self.itemStarts(plan.oldCounts)
    let newStarts = Self.itemStarts(plan.newCounts)
    let (fromOld, changed) = plan.sectionsToLayOutAgain
    // Measured sizes of surviving items, by their new place, for the sections laid out again.
    var carried = [[Int: CGSize]](repeating: [:], count: plan.newCounts.count)
    // Items move only between sections that stay, and both then count as changed.
    for old in sections.indices where plan.oldToNewSection[old].map({ changed[$0] }) ?? false {
      for (item, size) in measuredSizes(old) {
        guard let row = plan.survivingRow(oldStarts[old] + item) else { continue }
        let new = Self.section(of: row, starts: newStarts)
        if changed[new] { carried[new][row - newStarts[new]] = size }
      }
    }
    let oldSections = sections
    sections = []
    sections.reserveCapacity(plan.newCounts.count)
    for new in changed.indices {
      if !changed[new], let old = fromOld[new] {
        sections.append(oldSections[old])
      } else {
        sections.append(
          makeSection(new, count: plan.newCounts[new], source: source, measured: carried[new]))
      }
    }
    starts = [0]
    restart(from: 0)
  }

  private static func itemStarts(_ counts: [Int]) -> [Int] {
    var starts = [0]
    starts.reserveCapacity(counts.count + 1)
    for count in counts { starts.append(starts[starts.count - 1] + count) }
    return starts
  }

  /// The section holding global row `row`: the last section starting at or before it that is
  /// not empty.
  private static func section(of row: Int, starts: [Int]) -> Int {
    var low = 0
    var high = starts.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= row { low = middle } else { high = middle }
    }
    return low
  }

  // MARK: Invariants

  /// Every item's frame, by section: for tests and invariant checks.
  ///
  /// - Complexity: O(n log n) for n items.
  package var allItemFrames: [[CGRect]] {
    sections.indices.map { section in
      (0..<sections[section].count).map { frame($0, in: section) }
    }
  }

  /// Checks the layout's bookkeeping: sections' starts add up their lengths in order, lines
  /// cover each section's items in order, and line offsets add up thicknesses.
  package func checkInvariants() {
    precondition(starts.count == sections.count + 1 && starts[0] == 0)
    for (index, section) in sections.enumerated() {
      precondition(starts[index + 1] == starts[index] + section.length)
      guard case .items(let items) = section.lines else { continue }
      precondition(items.count == section.count)
      precondition(items.measured.isEmpty || items.measured.count == section.count)
      precondition(items.lineStart.first.map { $0 == 0 } ?? (section.count == 0))
      precondition(zip(items.lineStart, items.lineStart.dropFirst()).allSatisfy { $0 < $1 })
      precondition(items.lineTop.count == items.thickness.count)
      var chunkTop = 0.0
      var top = 0.0
      for line in items.thickness.indices {
        if line % FlowItemLines.chunkSize == 0 {
          chunkTop += top
          top = 0
          precondition(items.chunkTop[line / FlowItemLines.chunkSize] == chunkTop)
        }
        precondition(items.lineTop[line] == top)
        top += items.thickness[line]
        precondition(
          items.thickness[line] == items.items(ofLine: line).map { items.depth[$0] }.max())
      }
      let lineCount = items.thickness.count
      precondition(
        items.chunkTop.count == (lineCount + FlowItemLines.chunkSize - 1) / FlowItemLines.chunkSize
          + 1)
      precondition(lineCount == 0 || items.totalThickness == chunkTop + top)
    }
  }
}

extension FlowUniformLines {
  /// A placeholder for a section being replaced.
  static let empty = FlowUniformLines(
    cross: 0, depth: 0, count: 0,
    metrics: FlowSectionMetrics(
      crossLeading: 0, scrollLeading: 0, scrollTrailing: 0, lineSpacing: 0, interitemSpacing: 0,
      header: 0, footer: 0, available: 0),
    lastLine: .asFullLine)
}

extension FlowLayoutGeometry: CollectionLayoutGeometry {
  /// A flow layout's measured sizes move with their items; its sections are laid out anew only
  /// when sections change.
  package var keepsMeasurementsThroughItemUpdates: Bool { true }

  package mutating func setMeasuredSize(
    _ size: CGSize, forItemAt indexPath: IndexPath, view: VirtualCollectionView
  ) -> Bool {
    setMeasuredSize(size, forItemAt: indexPath, source: view.layoutSource)
  }

  package mutating func apply(_ plan: BatchUpdatePlan, view: VirtualCollectionView) {
    apply(plan, source: view.layoutSource)
  }
}
