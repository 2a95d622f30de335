package import TableSourceCore

/// The vertical layout of a plain-style table (rule 3.4): a table header, then per section a
/// header, its rows and a footer, then a table footer. The collection view's list layout is laid
/// out with it too (C-E1): its section spacing goes into the headers' and footers' heights, its
/// content padding into the table header's and footer's.
///
/// Rows are numbered globally (section by section) and their heights kept in a ``HeightTree``, so
/// every geometric question (where a row starts, which row holds an offset, which rows meet a
/// rectangle) costs O(log n) plus the size of the answer. Section boundaries are a sorted array
/// searched by bisection.
package struct TableLayout: Sendable {
  package var tableHeaderHeight: Double
  package var tableFooterHeight: Double
  /// `sectionRowStarts[s]` is the global index of the first row of section `s`; one extra entry
  /// holds the total.
  private(set) var sectionRowStarts: [Int]
  private(set) var headerHeights: [Double]
  private(set) var footerHeights: [Double]
  /// `extraPrefix[s]` is the sum of header and footer heights of the sections before `s`.
  private var extraPrefix: [Double]
  /// Each row's height, and whether it was asked of the delegate (rather than estimated).
  private(set) var rows: HeightTree

  package init(
    rowCounts: [Int], headerHeights: [Double], footerHeights: [Double], rowHeights: [Double],
    measured: [Bool], tableHeaderHeight: Double = 0, tableFooterHeight: Double = 0
  ) {
    (self.tableHeaderHeight, self.tableFooterHeight) = (tableHeaderHeight, tableFooterHeight)
    (sectionRowStarts, self.headerHeights, self.footerHeights, extraPrefix) = ([], [], [], [])
    rows = HeightTree(rowHeights, measured: measured)
    setSections(
      rowCounts: rowCounts, headerHeights: headerHeights, footerHeights: footerHeights,
      tableHeaderHeight: tableHeaderHeight, tableFooterHeight: tableFooterHeight)
    precondition(
      sectionRowStarts.last == rowHeights.count && rowHeights.count == measured.count)
  }

  /// Gives the sections their row counts and header and footer heights, and the table its
  /// header and footer heights, for the rows the layout holds.
  private mutating func setSections(
    rowCounts: [Int], headerHeights: [Double], footerHeights: [Double],
    tableHeaderHeight: Double, tableFooterHeight: Double
  ) {
    sectionRowStarts = sectionStarts(rowCounts)
    self.headerHeights = headerHeights
    self.footerHeights = footerHeights
    self.tableHeaderHeight = tableHeaderHeight
    self.tableFooterHeight = tableFooterHeight
    recomputeExtraPrefix()
  }

  /// An empty layout: no sections.
  package static let empty = TableLayout(
    rowCounts: [], headerHeights: [], footerHeights: [], rowHeights: [], measured: [])

  /// Gives one section new header and footer heights: a list's supplementary views measured.
  ///
  /// - Complexity: O(s) for s sections.
  package mutating func setSectionHeights(header: Double, footer: Double, section: Int) {
    headerHeights[section] = header
    footerHeights[section] = footer
    recomputeExtraPrefix()
  }

  private mutating func recomputeExtraPrefix() {
    var prefix = [0.0]
    prefix.reserveCapacity(headerHeights.count + 1)
    for section in headerHeights.indices {
      prefix.append(prefix[section] + headerHeights[section] + footerHeights[section])
    }
    extraPrefix = prefix
  }

  // MARK: - Counts and indexes

  package var numberOfSections: Int { headerHeights.count }
  package var numberOfRows: Int { rows.count }

  package func numberOfRows(inSection section: Int) -> Int {
    sectionRowStarts[section + 1] - sectionRowStarts[section]
  }

  /// All sections' row counts.
  package var rowCounts: [Int] {
    (0..<numberOfSections).map(numberOfRows(inSection:))
  }

  package func contains(row: Int, section: Int) -> Bool {
    section >= 0 && section < numberOfSections && row >= 0
      && row < numberOfRows(inSection: section)
  }

  package func globalIndex(row: Int, section: Int) -> Int {
    sectionRowStarts[section] + row
  }

  /// The section and row of a global row index.
  ///
  /// - Complexity: O(log s) for s sections.
  package func location(ofGlobal index: Int) -> (section: Int, row: Int) {
    let (section, row) = TableSourceCore.location(ofGlobal: index, starts: sectionRowStarts)
    return (section, row)
  }

  // MARK: - Geometry

  package var contentHeight: Double {
    tableHeaderHeight + extraPrefix[numberOfSections] + rows.total + tableFooterHeight
  }

  package func sectionMinY(_ section: Int) -> Double {
    tableHeaderHeight + extraPrefix[section] + rows.prefixSum(sectionRowStarts[section])
  }

  package func rowsHeight(inSection section: Int) -> Double {
    rows.prefixSum(sectionRowStarts[section + 1]) - rows.prefixSum(sectionRowStarts[section])
  }

  package func sectionHeight(_ section: Int) -> Double {
    headerHeights[section] + rowsHeight(inSection: section) + footerHeights[section]
  }

  package func headerHeight(_ section: Int) -> Double { headerHeights[section] }
  package func footerHeight(_ section: Int) -> Double { footerHeights[section] }

  package func footerMinY(_ section: Int) -> Double {
    sectionMinY(section) + headerHeights[section] + rowsHeight(inSection: section)
  }

  /// The top of a row, by global index.
  ///
  /// - Complexity: O(log n).
  package func rowMinY(global index: Int, section: Int) -> Double {
    tableHeaderHeight + extraPrefix[section] + headerHeights[section] + rows.prefixSum(index)
  }

  package func rowHeight(global index: Int) -> Double { rows[index] }

  /// The section whose span contains `y`: the last section starting at or before it.
  ///
  /// - Complexity: O(log s · log n).
  package func section(at y: Double) -> Int {
    max(0, firstPosition(in: 0..<numberOfSections) { sectionMinY($0) > y } - 1)
  }

  /// The global index of the row whose rect contains `y`, or `nil` for a header, a footer, a
  /// table header or footer, or a point outside the content (rule 3.6).
  ///
  /// - Complexity: O(log s · log n).
  package func globalRow(at y: Double) -> Int? {
    guard numberOfSections > 0, y >= 0, y < contentHeight else { return nil }
    let section = section(at: y)
    let rowsTop = sectionMinY(section) + headerHeights[section]
    guard y >= rowsTop else { return nil }
    let target = rows.prefixSum(sectionRowStarts[section]) + (y - rowsTop)
    let index = rows.index(containing: target)
    guard index < sectionRowStarts[section + 1] else { return nil }
    return index
  }

  /// The global indexes of the rows whose rects meet `top..<bottom`, ascending, zero-height rows
  /// excluded (rule 3.7).
  ///
  /// - Complexity: O(log s · log n + k) for k rows returned (plus any zero-height rows among
  ///   them).
  package func globalRows(meeting top: Double, _ bottom: Double) -> [Int] {
    guard numberOfSections > 0, bottom > top else { return [] }
    var result: [Int] = []
    // A viewport's worth of rows without growing the array on the way (a scroll step asks).
    result.reserveCapacity(32)
    var section = self.section(at: max(top, 0))
    while section < numberOfSections {
      let sectionTop = sectionMinY(section)
      if sectionTop >= bottom { break }
      let rowsTop = sectionTop + headerHeights[section]
      let start = sectionRowStarts[section]
      let end = sectionRowStarts[section + 1]
      if start < end {
        let startSum = rows.prefixSum(start)
        var index = max(start, rows.index(containing: startSum + max(0, top - rowsTop)))
        var minY = rowsTop + rows.prefixSum(index) - startSum
        rows.forEachHeight(from: index) { height in
          guard index < end && minY < bottom else { return false }
          if height > 0 && minY + height > top { result.append(index) }
          minY += height
          index += 1
          return true
        }
      }
      section += 1
    }
    return result
  }

  /// The sections whose header or footer rects meet `top..<bottom`.
  package func sections(meeting top: Double, _ bottom: Double) -> Range<Int> {
    guard numberOfSections > 0, bottom > top else { return 0..<0 }
    let first = section(at: max(top, 0))
    var last = first
    while last < numberOfSections && sectionMinY(last) < bottom { last += 1 }
    return first..<max(last, first)
  }

  // MARK: - Changes

  /// Replaces one row's height and marks it measured.
  ///
  /// - Complexity: O(log n).
  package mutating func setMeasuredHeight(_ height: Double, global index: Int) {
    rows.setHeight(height, at: index, measured: true)
  }

  /// Records a measured height as ``setMeasuredHeight(_:global:)`` does, noting in `journal` the
  /// row's height and whether it was measured before, and the sums the change rewrites, so that
  /// ``restoreHeight(_:measured:global:from:)`` can undo it exactly.
  ///
  /// - Complexity: O(log n).
  mutating func setMeasuredHeight(
    _ height: Double, global index: Int, noting journal: inout LayoutJournal
  ) {
    let old = rows.setHeight(
      height, at: index, measured: true, overwriting: &journal.overwrittenSums)
    journal.heights.append((index, old.height, old.measured))
  }

  /// Puts back a row's height and whether it was measured, undoing the last measurement recorded
  /// with `overwritten`: the content height and every offset are then what they were, bit for
  /// bit.
  ///
  /// - Complexity: O(log n).
  mutating func restoreHeight(
    _ height: Double, measured wasMeasured: Bool, global index: Int,
    from overwritten: inout [Double]
  ) {
    rows.restoreHeight(height, at: index, measured: wasMeasured, from: &overwritten)
  }

  package func isMeasured(global index: Int) -> Bool { rows.isMeasured(index) }

  /// The heights a layout gives its sections and the table: what an edit sets anew.
  package struct SectionHeights {
    package var headers: [Double]
    package var footers: [Double]
    package var tableHeader: Double
    package var tableFooter: Double

    package init(headers: [Double], footers: [Double], tableHeader: Double, tableFooter: Double) {
      (self.headers, self.footers, self.tableHeader, self.tableFooter) = (
        headers, footers, tableHeader, tableFooter
      )
    }
  }

  /// The layout after an update that changes rows but no section, made by editing this one
  /// rather than building it again: rows leave and come as the update's plan says, a row that
  /// comes from a move keeps its height, a new or reloaded row gets `estimate`; the rows'
  /// measurements are forgotten unless `keepingMeasurements`; the sections get their new counts
  /// and `sections`' header and footer heights.
  ///
  /// - Complexity: O(k · (B + log b) + s) for k rows changed and s sections; an update of more
  ///   than n/64 rows, for which that would cost more, merges the rows in one pass, in O(n).
  package func editing(
    by plan: BatchUpdatePlan, estimate: Double, keepingMeasurements: Bool,
    sections: SectionHeights
  ) -> TableLayout {
    let (removedOld, addedNew) = (plan.removedOld, plan.addedNew)
    let reloadedNew = plan.reloadedOld.compactMap { plan.oldToNew[$0] }
    var edited = self
    if (removedOld.count + addedNew.count) * 64 <= rows.count {
      // What each row that comes from a move brings, read before any row moves.
      let carried: [(height: Double, measured: Bool)?] = addedNew.map { added in
        added.from.map { (rows[$0], keepingMeasurements && rows.isMeasured($0)) }
      }
      for old in removedOld.reversed() { edited.rows.remove(at: old) }
      if !keepingMeasurements { edited.rows.forgetMeasurements() }
      for (added, brought) in zip(addedNew, carried) {
        let (height, measured) = brought ?? (estimate, false)
        edited.rows.insert([height], measured: measured, at: added.new)
      }
    } else {
      // One pass: the rows that stay, in order, with the ones that come in their places.
      let total = plan.newCounts.reduce(0, +)
      let heights = Self.merging(
        rows.allHeights, removed: removedOld, added: addedNew, count: total, fresh: estimate)
      // Without measurements kept, every row is unmeasured: the tree makes the flags at once.
      let measured =
        keepingMeasurements
        ? Self.merging(
          rows.allMeasured, removed: removedOld, added: addedNew, count: total, fresh: false)
        : nil
      edited.rows = HeightTree(heights, measured: measured)
    }
    for new in reloadedNew { edited.rows.setHeight(estimate, at: new, measured: false) }
    edited.setSections(
      rowCounts: plan.newCounts, headerHeights: sections.headers, footerHeights: sections.footers,
      tableHeaderHeight: sections.tableHeader, tableFooterHeight: sections.tableFooter)
    return edited
  }

  /// The values of the rows after an update, from `old`, the values before it: the rows that
  /// stay are copied a run at a time between the places where rows leave (`removed`, ascending)
  /// or come (`added`, ascending); a row that comes from a move brings its value, a new one gets
  /// `fresh`. An update that hides or shows whole groups changes few places.
  ///
  /// - Complexity: O(n) for n rows, copied in O(r) runs for r rows that leave or come.
  private static func merging<Value>(
    _ old: [Value], removed: [Int], added: [(new: Int, from: Int?)], count: Int, fresh: Value
  ) -> [Value] {
    // No rows: `init(unsafeUninitializedCapacity:)` would write the count of the runtime's one
    // shared empty array, a race between two tasks.
    guard count > 0 else { return [] }
    return old.withUnsafeBufferPointer { old in
      [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
        var (from, to, nextRemoved) = (0, 0, 0)
        // The rows that stay before the `end`-th row after the update.
        func copyStaying(upTo end: Int) {
          while to < end {
            while nextRemoved < removed.count && removed[nextRemoved] == from {
              from += 1
              nextRemoved += 1
            }
            var run = end - to
            if nextRemoved < removed.count { run = min(run, removed[nextRemoved] - from) }
            // A plan's counts agree (rule 4.5): the rows that stay fill the places left.
            precondition(run > 0 && from + run <= old.count && to + run <= buffer.count)
            buffer.baseAddress!.advanced(by: to).initialize(
              from: old.baseAddress!.advanced(by: from), count: run)
            from += run
            to += run
          }
        }
        for row in added {
          copyStaying(upTo: row.new)
          precondition(to < buffer.count)
          buffer.initializeElement(at: to, to: row.from.map { old[$0] } ?? fresh)
          to += 1
        }
        copyStaying(upTo: count)
        initialized = to
      }
    }
  }
}
