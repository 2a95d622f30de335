public import Foundation
import TableSourceCore

// Rule 3.9 (scroll positions) and the viewport: every scroll clamps to the scrollable range and
// runs a layout pass. From inside a callback that defers (`willDisplay`, a prefetch,
// `didSelectRowAt`…), a scroll is checked at once and applied when the table's operation ends.
extension VirtualTableView {
  /// Scrolls so that the content point `offset` is at the viewport's top, clamped to the
  /// scrollable range, and lays the table out. The table has no horizontal scrolling: `x` is
  /// taken as 0.
  ///
  /// - Throws: ``TableViewError/invalidGeometry(_:parameter:)`` for a non-finite offset; what the
  ///   data source throws for a row coming into view; ``TableViewError/reentrantCall(call:callback:)``
  ///   from inside a callback that asks the app for something (a count, a cell, a height…) or
  ///   ends a view's display. The offset, heights and displayed cells are then as they were.
  ///   From inside a callback that only tells (`willDisplay`, a prefetch, `didSelectRowAt`…), the
  ///   scroll is applied when the table's operation in progress ends, after the updates waiting;
  ///   what it throws then is thrown by the call that started the operation.
  /// - Complexity: O(log n + v) for v visible rows, plus the data source's work.
  public func setContentOffset(_ offset: CGPoint) throws {
    try Self.checkFinite(offset.x, "contentOffset.x")
    try Self.checkFinite(offset.y, "contentOffset.y")
    if try admitDeferrable("setContentOffset(_:)") {
      deferScroll(.offset(offset.y))
      return
    }
    try operation {
      try loadIfNeeded()
      try transaction { try scrollToOffset(offset.y) }
    }
  }

  /// Scrolls by a distance: positive moves the content up (towards later rows).
  ///
  /// - Throws: ``TableViewError/invalidGeometry(_:parameter:)`` for a non-finite distance; else
  ///   as ``setContentOffset(_:)``.
  public func scroll(by distance: CGFloat) throws {
    try Self.checkFinite(distance, "scroll distance")
    if try admitDeferrable("scroll(by:)") {
      let target = offsetAfterDeferredScroll + distance
      try Self.checkFinite(target, "scroll distance")
      deferScroll(.offset(target))
      return
    }
    try operation {
      try loadIfNeeded()
      try transaction { try scrollToOffset(contentOffset.y + distance) }
    }
  }

  /// Moves the viewport (clamped), lays out and tells the prefetch data source. Run inside a
  /// transaction.
  func scrollToOffset(_ y: CGFloat) throws {
    let previous = contentOffset
    contentOffset = CGPoint(x: 0, y: y)
    clampContentOffset()
    try displayPass()
    if prefetchDataSource != nil && contentOffset.y != previous.y {
      updatePrefetching(movingDown: contentOffset.y > previous.y)
    }
  }

  static func checkFinite(_ value: CGFloat, _ name: String) throws {
    guard value.isFinite else {
      throw TableViewError.invalidGeometry(Double(value), parameter: name)
    }
  }

  /// Scrolls a row to a position in the viewport (rule 3.9): `.top` puts its top at the
  /// viewport's top, `.middle` its middle at the middle, `.bottom` its bottom at the bottom,
  /// `.none` moves only if the row is not fully visible. The offset is then clamped.
  ///
  /// For a section with no rows, pass `NSNotFound` as the row to scroll to the section.
  ///
  /// - Throws: ``TableViewError/sectionOutOfRange(section:numberOfSections:)`` or
  ///   ``TableViewError/rowOutOfRange(row:section:numberOfRows:)`` for an index path that names
  ///   nothing (UIKit raises `NSRangeException`); the table is then unchanged. Else as
  ///   ``setContentOffset(_:)``: from inside a callback that only tells, the index path is
  ///   checked at once against the rows the table will have once the updates waiting are
  ///   applied, and the scroll is applied after them.
  /// - Complexity: O(log n + v), plus the data source's work.
  public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition) throws {
    if try admitDeferrable("scrollToRow(at:at:)") {
      try Self.checkScrollTarget(
        indexPath, in: operations.deferred.updates.last?.layout ?? layout)
      deferScroll(.row(indexPath, position))
      return
    }
    try operation {
      try loadIfNeeded()
      try transaction { try scrollRowIntoView(indexPath, at: position) }
    }
  }

  /// Checks that an index path names something to scroll to in `layout`: a row, or `NSNotFound`
  /// in a section with no rows.
  ///
  /// - Throws: ``TableViewError/sectionOutOfRange(section:numberOfSections:)`` or
  ///   ``TableViewError/rowOutOfRange(row:section:numberOfRows:)``.
  static func checkScrollTarget(_ indexPath: IndexPath, in layout: TableLayout) throws {
    guard indexPath.count == 2 else {
      throw TableViewError.rowOutOfRange(row: -1, section: -1, numberOfRows: 0)
    }
    let section = indexPath.section
    guard section >= 0 && section < layout.numberOfSections else {
      throw TableViewError.sectionOutOfRange(
        section: section, numberOfSections: layout.numberOfSections)
    }
    let rowCount = layout.numberOfRows(inSection: section)
    guard
      (indexPath.row == NSNotFound && rowCount == 0)
        || (indexPath.row >= 0 && indexPath.row < rowCount)
    else {
      throw TableViewError.rowOutOfRange(
        row: indexPath.row, section: section, numberOfRows: rowCount)
    }
  }

  /// Measures around a row and scrolls it to a position. Run inside a transaction.
  func scrollRowIntoView(_ indexPath: IndexPath, at position: ScrollPosition) throws {
    try Self.checkScrollTarget(indexPath, in: layout)
    let section = indexPath.section
    let rowCount = layout.numberOfRows(inSection: section)
    let target: (minY: Double, height: Double)
    if indexPath.row == NSNotFound && rowCount == 0 {
      target = (layout.sectionMinY(section), layout.sectionHeight(section))
    } else {
      let index = layout.globalIndex(row: indexPath.row, section: section)
      if estimatedHeight != nil { try measureAround(global: index, at: position) }
      target = (layout.rowMinY(global: index, section: section), layout.rowHeight(global: index))
    }
    try scrollToOffset(CGFloat(offsetY(showing: target, at: position)))
  }

  /// Measures the target row and every row of the viewport it will be shown in, recomputing that
  /// viewport until no estimate is left in it, so the row lands exactly where asked (rule 3.9:
  /// heights are resolved before the offset is computed).
  func measureAround(global index: Int, at position: ScrollPosition) throws {
    let section = layout.location(ofGlobal: index).section
    for _ in 0..<32 {
      let span = (layout.rowMinY(global: index, section: section), layout.rowHeight(global: index))
      let top = min(max(0, offsetY(showing: span, at: position)), maximumOffsetY)
      var measuredAny = false
      for row in [index] + layout.globalRows(meeting: top, top + Double(size.height))
      where !layout.isMeasured(global: row) {
        let path = indexPath(ofGlobal: row)
        setMeasuredHeight(try measuredHeight(forRowAt: path), global: row)
        measuredAny = true
      }
      if !measuredAny { return }
    }
  }

  /// The content offset that puts a span at a scroll position (rule 3.9), before clamping.
  func offsetY(showing span: (minY: Double, height: Double), at position: ScrollPosition)
    -> Double
  {
    let viewport = Double(size.height)
    let top = Double(contentOffset.y)
    switch position {
    case .top:
      return span.minY
    case .middle:
      return span.minY + span.height / 2 - viewport / 2
    case .bottom:
      return span.minY + span.height - viewport
    case .none:
      if span.minY >= top && span.minY + span.height <= top + viewport { return top }
      return span.minY < top ? span.minY : span.minY + span.height - viewport
    }
  }
}
