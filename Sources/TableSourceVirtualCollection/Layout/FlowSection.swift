import Foundation

/// One section's sizes in the layout's own axes: `cross` runs along a line (x when scrolling
/// vertically, C-C11), `scroll` runs from line to line.
struct FlowSectionMetrics: Sendable, Hashable {
  var crossLeading: Double
  var scrollLeading: Double
  var scrollTrailing: Double
  var lineSpacing: Double
  var interitemSpacing: Double
  /// The header's and footer's lengths along the scroll direction; zero means none (C-C9).
  var header: Double
  var footer: Double
  /// The length a line may fill: the view's cross extent minus the section's cross insets.
  var available: Double

  /// Whether `count` items whose cross lengths add up to `width` fit on one line (C-C3).
  func fits(_ width: Double, _ count: Int) -> Bool {
    width + Double(count - 1) * interitemSpacing <= available
  }

  /// How many copies of an item `last` long still fit after `count` items `width` long: the
  /// invisible items that fill the last line (C-C6). None when neither items nor spacing take
  /// room, as then any number would fit.
  func extraCopies(after count: Int, width: Double, last: Double) -> Int {
    let step = last + interitemSpacing
    guard step > 0 else { return 0 }
    let room = available - width - Double(count - 1) * interitemSpacing
    let estimate = (room / step).rounded(.down)
    // Past a billion the count no longer moves any item visibly; capping it keeps the loops
    // below short whatever sizes the delegate gives.
    guard estimate < 1e9 else { return 1_000_000_000 }
    var copies = Int(max(0, estimate))
    // The division may be off by a unit where the sums round differently: `fits` decides.
    for _ in 0..<4 where copies > 0 && !fits(width + Double(copies) * last, count + copies) {
      copies -= 1
    }
    for _ in 0..<4 where fits(width + Double(copies + 1) * last, count + copies + 1) {
      copies += 1
    }
    return copies
  }

  /// Where a line's items go: item `i` of the line starts `start + (lengths of the items before
  /// it) + i × gap` past the cross inset.
  ///
  /// A full line is justified (C-C4); a line that holds one item, and can hold no more, centres
  /// it (C-C5); the last line is spaced as if it were full of copies of its last item (C-C6) or,
  /// with ``FlowLayout/LastLineSpacing/minimum``, packed at the leading inset; an item too long
  /// for the line starts at the leading inset (C-C12).
  func arrangement(
    count: Int, width: Double, last: Double, isLast: Bool, lastLine: FlowLayout.LastLineSpacing
  ) -> (start: Double, gap: Double) {
    if isLast && lastLine == .minimum { return (0, interitemSpacing) }
    if count == 1 && last > available { return (0, 0) }
    var used = count
    var filled = width
    if isLast {
      let copies = extraCopies(after: count, width: width, last: last)
      used += copies
      filled = width + Double(copies) * last
    }
    if used == 1 { return ((available - width) / 2, 0) }
    return (0, (available - filled) / Double(used - 1))
  }
}

/// A section whose items all have one size: its lines are worked out arithmetically, with no
/// storage per item.
struct FlowUniformLines: Sendable {
  var cross: Double
  var depth: Double
  /// Items on every line but maybe the last, at least one.
  var perLine: Int
  var lineCount: Int
  var full: (start: Double, gap: Double)
  var last: (start: Double, gap: Double)

  init(
    cross: Double, depth: Double, count: Int, metrics: FlowSectionMetrics,
    lastLine: FlowLayout.LastLineSpacing
  ) {
    self.cross = cross
    self.depth = depth
    let fitting =
      cross > metrics.available ? 1 : 1 + metrics.extraCopies(after: 1, width: cross, last: cross)
    perLine = max(1, min(fitting, count))
    lineCount = count == 0 ? 0 : (count + perLine - 1) / perLine
    full = metrics.arrangement(
      count: perLine, width: Double(perLine) * cross, last: cross, isLast: lineCount == 1,
      lastLine: lastLine)
    let lastCount = count - (lineCount - 1) * perLine
    last = metrics.arrangement(
      count: lastCount, width: Double(lastCount) * cross, last: cross, isLast: true,
      lastLine: lastLine)
  }

  func line(of item: Int) -> Int { item / perLine }

  func position(of item: Int) -> Double {
    let (line, index) = item.quotientAndRemainder(dividingBy: perLine)
    let arrangement = line == lineCount - 1 ? last : full
    return (arrangement.start + Double(index) * cross) + Double(index) * arrangement.gap
  }

  func top(ofLine line: Int, spacing: Double) -> Double {
    Double(line) * depth + Double(line) * spacing
  }
}

/// A section whose items have sizes of their own: each item's size and position along its line,
/// and each line's first item, thickness and offset.
///
/// Memory: 25 bytes an item (two lengths, a position, a measured flag when self-sizing) and 24
/// bytes a line.
struct FlowItemLines: Sendable {
  var cross: [Double]
  var depth: [Double]
  var position: [Double]
  /// Whether each item's size was measured (C-D2); empty when items do not size themselves.
  var measured: [Bool]
  var lineStart: [Int] = []
  var thickness: [Double] = []
  /// Lines come in chunks of ``chunkSize``: `lineTop[i]` is the thicknesses of the lines of its
  /// chunk before line `i` added up in order, and `chunkTop[c]` the thicknesses of the chunks
  /// before chunk `c`, so that a line whose thickness changes adds offsets up again in its chunk
  /// and over the chunks, not over every line after it.
  var lineTop: [Double] = []
  var chunkTop: [Double] = [0]
  static let chunkSize = 64

  /// The thicknesses of all lines added up.
  var totalThickness: Double { chunkTop[chunkTop.count - 1] }

  var count: Int { cross.count }

  init(cross: [Double], depth: [Double], measured: [Bool]) {
    self.cross = cross
    self.depth = depth
    self.measured = measured
    position = Array(repeating: 0, count: cross.count)
  }

  func line(of item: Int) -> Int {
    var low = 0
    var high = lineStart.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if lineStart[middle] <= item { low = middle } else { high = middle }
    }
    return low
  }

  func items(ofLine line: Int) -> Range<Int> {
    lineStart[line]..<(line + 1 < lineStart.count ? lineStart[line + 1] : count)
  }

  func top(ofLine line: Int, spacing: Double) -> Double {
    (chunkTop[line / Self.chunkSize] + lineTop[line]) + Double(line) * spacing
  }

  /// Breaks the items into lines again from line `first` on (C-C3), after the size of item
  /// `changed` changed (or all of them, for `nil`).
  ///
  /// Line breaking is greedy, so the lines before `first` stay; once a new line starts where an
  /// old one did, past the changed item, every later line is the old one again, and the offsets
  /// after it are added up again only if the lines before changed in number or thickness.
  ///
  /// - Complexity: O(m) for m items on the lines that change, plus O(l) for l lines when their
  ///   number or the offset after them changes.
  mutating func layOut(
    fromLine first: Int, changed: Int?, metrics: FlowSectionMetrics,
    lastLine: FlowLayout.LastLineSpacing
  ) {
    var newStarts: [Int] = []
    var newThickness: [Double] = []
    var item = first < lineStart.count ? lineStart[first] : 0
    var old = first
    var resume = lineStart.count
    while item < count {
      if let changed, item > changed {
        while old < lineStart.count && lineStart[old] < item { old += 1 }
        if old < lineStart.count && lineStart[old] == item {
          resume = old
          break
        }
      }
      var end = item
      var width = 0.0
      var tallest = 0.0
      repeat {
        if end > item && !metrics.fits(width + cross[end], end - item + 1) { break }
        width += cross[end]
        tallest = max(tallest, depth[end])
        end += 1
      } while end < count
      let (start, gap) = metrics.arrangement(
        count: end - item, width: width, last: cross[end - 1], isLast: end == count,
        lastLine: lastLine)
      var before = 0.0
      for index in item..<end {
        position[index] = (start + before) + Double(index - item) * gap
        before += cross[index]
      }
      newStarts.append(item)
      newThickness.append(tallest)
      item = end
    }
    let sameCount = newStarts.count == resume - first
    lineStart.replaceSubrange(first..<resume, with: newStarts)
    thickness.replaceSubrange(first..<resume, with: newThickness)
    // As many lines as before: only the chunks of the lines laid out change.
    addUpOffsets(from: first, through: sameCount ? max(first, resume - 1) : thickness.count - 1)
  }

  /// Adds up ``lineTop`` again from line `first` to the end of the chunk of line `last`, and
  /// ``chunkTop`` from `first`'s chunk on.
  ///
  /// - Complexity: O(l + c + L/c) for l lines from `first` to `last`, chunks of c lines and L
  ///   lines.
  private mutating func addUpOffsets(from first: Int, through last: Int) {
    let size = Self.chunkSize
    let lineCount = thickness.count
    if lineTop.count != lineCount {
      lineTop.removeSubrange(min(first, lineTop.count)...)
      lineTop.append(contentsOf: repeatElement(0, count: lineCount - lineTop.count))
    }
    let chunkCount = (lineCount + size - 1) / size
    let end = min(lineCount, (last / size + 1) * size)
    var line = first
    while line < end {
      let chunkStart = line / size * size
      var top = line == chunkStart ? 0 : lineTop[line - 1] + thickness[line - 1]
      for index in line..<min(end, chunkStart + size) {
        lineTop[index] = top
        top += thickness[index]
      }
      line = chunkStart + size
    }
    let firstChunk = min(first / size, chunkCount)
    chunkTop.removeSubrange((firstChunk + 1)...)
    for chunk in firstChunk..<chunkCount {
      let lastLine = min(lineCount, (chunk + 1) * size) - 1
      chunkTop.append(chunkTop[chunk] + (lineTop[lastLine] + thickness[lastLine]))
    }
  }

  /// The first item longer than the line, if any (C-C12).
  func firstTooLong(_ metrics: FlowSectionMetrics) -> Int? {
    cross.firstIndex { $0 > metrics.available }
  }
}

/// One section's layout: its metrics, its lines, and its length along the scroll direction.
struct FlowSection: Sendable {
  enum Lines: Sendable {
    case uniform(FlowUniformLines)
    case items(FlowItemLines)
  }

  var count: Int
  var metrics: FlowSectionMetrics
  var lines: Lines
  /// The lines' length along the scroll direction, with the spacing between them (C-C8).
  private(set) var linesLength = 0.0
  /// The first item too long for its line (C-C12).
  var tooLong: Int?

  init(count: Int, metrics: FlowSectionMetrics, lines: Lines) {
    self.count = count
    self.metrics = metrics
    self.lines = lines
    update()
  }

  /// Works out ``linesLength`` again after the lines changed, and ``tooLong`` with
  /// `findingTooLong` (O(n) for sections that keep their items).
  mutating func update(findingTooLong: Bool = true) {
    let spacing = metrics.lineSpacing
    switch lines {
    case .uniform(let uniform):
      linesLength =
        uniform.lineCount == 0
        ? 0
        : Double(uniform.lineCount) * uniform.depth + Double(uniform.lineCount - 1) * spacing
      tooLong = count > 0 && uniform.cross > metrics.available ? 0 : nil
    case .items(let items):
      let lineCount = items.thickness.count
      linesLength = lineCount == 0 ? 0 : items.totalThickness + Double(lineCount - 1) * spacing
      if findingTooLong { tooLong = items.firstTooLong(metrics) }
    }
  }

  /// The section's length along the scroll direction: header, leading inset, lines, trailing
  /// inset, footer (C-C10).
  var length: Double {
    (((metrics.header + metrics.scrollLeading) + linesLength) + metrics.scrollTrailing)
      + metrics.footer
  }

  /// Where the footer starts, from the section's start.
  var footerOffset: Double {
    ((metrics.header + metrics.scrollLeading) + linesLength) + metrics.scrollTrailing
  }

  var lineCount: Int {
    switch lines {
    case .uniform(let uniform): uniform.lineCount
    case .items(let items): items.thickness.count
    }
  }

  func line(of item: Int) -> Int {
    switch lines {
    case .uniform(let uniform): uniform.line(of: item)
    case .items(let items): items.line(of: item)
    }
  }

  func items(ofLine line: Int) -> Range<Int> {
    switch lines {
    case .uniform(let uniform):
      (line * uniform.perLine)..<min(count, (line + 1) * uniform.perLine)
    case .items(let items): items.items(ofLine: line)
    }
  }

  /// A line's offset from the end of the leading inset, and its thickness.
  func extent(ofLine line: Int) -> (top: Double, thickness: Double) {
    switch lines {
    case .uniform(let uniform):
      (uniform.top(ofLine: line, spacing: metrics.lineSpacing), uniform.depth)
    case .items(let items):
      (items.top(ofLine: line, spacing: metrics.lineSpacing), items.thickness[line])
    }
  }

  /// An item's place in the layout's axes, from the section's start along the scroll direction
  /// and from the view's edge across it; the item is centred on its line's thickness (C-C7).
  func place(of item: Int, sectionStart: Double) -> (
    scroll: Double, cross: Double, scrollLength: Double, crossLength: Double
  ) {
    let line = line(of: item)
    let (top, thickness) = extent(ofLine: line)
    let base = ((sectionStart + metrics.header) + metrics.scrollLeading) + top
    switch lines {
    case .uniform(let uniform):
      return (base, metrics.crossLeading + uniform.position(of: item), uniform.depth, uniform.cross)
    case .items(let items):
      let depth = items.depth[item]
      return (
        base + (thickness - depth) / 2, metrics.crossLeading + items.position[item], depth,
        items.cross[item]
      )
    }
  }

  /// The lines that may reach into `low...high` (offsets along the scroll direction), found by
  /// bisection, one more before the first so that rounding cannot drop an item.
  func lines(reaching low: Double, _ high: Double, sectionStart: Double) -> Range<Int> {
    let base = (sectionStart + metrics.header) + metrics.scrollLeading
    var lower = 0
    var upper = lineCount
    while lower < upper {
      let middle = (lower + upper) / 2
      let (top, thickness) = extent(ofLine: middle)
      if base + top + thickness < low { lower = middle + 1 } else { upper = middle }
    }
    let first = max(0, lower - 1)
    upper = lineCount
    var end = first
    while end < upper {
      let middle = (end + upper) / 2
      if base + extent(ofLine: middle).top <= high { end = middle + 1 } else { upper = middle }
    }
    return first..<max(first, end)
  }
}
