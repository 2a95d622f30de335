import Foundation
import TableSourceCore

/// One section of a compositional layout, laid out: its group repeated arithmetically, with the
/// instances that hold measured items kept apart (C-D4).
///
/// Positions are along the section's group axis (the scroll direction, or across it when the
/// section scrolls on its own) from the first group's start: group `g` starts at
/// `g × (step + spacing)` plus what the measured groups before it add to their estimated length.
/// Nothing is stored per item but measured sizes.
struct CompositionalSection {
  /// The user's section: replaced by an equal answer of the provider, whose list section may
  /// bring other swipe providers.
  var spec: LayoutSection
  var count: Int
  /// The container the group's fractions are relative to: the view less the section's insets.
  let container: CGSize
  /// The group as estimated: the instances with no measured item.
  let template: CompositionalGroupLayout
  /// Whether groups repeat across the scroll direction, in a band that scrolls on its own.
  let isOrthogonal: Bool
  /// Whether the layout scrolls vertically.
  let isVertical: Bool
  /// The content insets along and across the scroll direction.
  let scrollLeading: Double
  let scrollTrailing: Double
  let crossLeading: Double
  let crossTrailing: Double
  /// The lengths of the boundary items before and after the content along the scroll direction.
  private(set) var lead = 0.0
  private(set) var trail = 0.0
  /// The measured sizes of boundary items with an estimated dimension, by element kind.
  private(set) var measuredBoundary: [String: CGSize] = [:]
  /// The view's extent across the scroll direction: an orthogonal section's visible band.
  let crossExtent: Double

  /// Measured sizes, by item (C-D4).
  private(set) var measured: [Int: CGSize] = [:]
  /// Instances holding a measured item, laid out with their measurements, by group.
  private(set) var measuredGroups: [Int: CompositionalGroupLayout] = [:]
  /// The groups in `measuredGroups`, ascending, and the sum of what each before adds to the
  /// estimated length (`added[i]` for the first `i`).
  private(set) var measuredOrder: [Int] = []
  /// What each group of `measuredOrder` adds to the estimated length, in the same order: kept
  /// apart so that the running sums are added up again over an array of numbers.
  private var deltas: [Double] = []
  private(set) var added: [Double] = [0]
  /// An orthogonal section's scroll offset across the layout.
  var offset: Double = 0
  /// A list section's rows, headers and footers, laid out in the section's container by the
  /// list's engine, from the list's origin (``listOrigin(sectionStart:)``).
  private(set) var list: ListLayoutGeometry?
  /// How far items reach out of their groups, at most: items larger than their group, or
  /// placed out of it by their edge spacing, still show, and searches reach that much further.
  /// `before` and `after` are along the group axis, `scroll` is across it.
  private(set) var overhang: (before: Double, after: Double, scroll: Double)

  init(spec: LayoutSection, count: Int, boundsSize: CGSize, isVertical: Bool) {
    self.spec = spec
    self.count = count
    self.isVertical = isVertical
    let insets = spec.contentInsets
    isOrthogonal = spec.list == nil && spec.orthogonalScrollingBehavior != .none
    (scrollLeading, scrollTrailing, crossLeading, crossTrailing) =
      isVertical
      ? (insets.top, insets.bottom, insets.leading, insets.trailing)
      : (insets.leading, insets.trailing, insets.top, insets.bottom)
    container = CGSize(
      width: max(0, boundsSize.width - insets.leading - insets.trailing),
      height: max(0, boundsSize.height - insets.top - insets.bottom))
    template = CompositionalGroupLayout(spec.group, in: container)
    if let list = spec.list {
      self.list = ListLayoutGeometry(
        metrics: list.configuration.metrics, boundsSize: container, itemCounts: [count])
    }
    crossExtent = isVertical ? boundsSize.width : boundsSize.height
    overhang = (0, 0, 0)
    addUpBoundaryItems()
    overhang = overhang(of: template)
  }

  /// Adds up the lengths of the boundary items before and after the content (leaving out those
  /// of a kind a list section shows itself).
  private mutating func addUpBoundaryItems() {
    (lead, trail) = (0, 0)
    for item in spec.boundarySupplementaryItems where !listShows(item.elementKind) {
      let length = Self.scrollLength(size(of: item), isVertical)
      switch Self.side(item.alignment, isVertical) {
      case .before: lead += length
      case .after: trail += length
      case .over: break
      }
    }
  }

  /// A boundary item's size: its layout size in the container, with the measured size along
  /// its estimated dimensions once its view was measured.
  func size(of item: LayoutBoundarySupplementaryItem) -> CGSize {
    var size = item.layoutSize.resolved(in: container)
    if let measured = measuredBoundary[item.elementKind] {
      if item.layoutSize.widthDimension.isEstimated { size.width = measured.width }
      if item.layoutSize.heightDimension.isEstimated { size.height = measured.height }
    }
    return size
  }

  /// Whether a list section shows its own header or footer of a kind.
  func listShows(_ kind: String) -> Bool {
    guard let metrics = list?.metrics else { return false }
    return kind == CollectionElementKind.sectionHeader
      ? metrics.hasHeaders : kind == CollectionElementKind.sectionFooter && metrics.hasFooters
  }

  /// Whether the boundary item of a kind (or a list section's header or footer) sizes itself and
  /// has not been measured.
  func needsMeasuring(boundaryOfKind kind: String) -> Bool {
    if let list, listShows(kind) {
      return !list.isMeasured(supplementaryOfKind: kind, inSection: 0)
    }
    guard measuredBoundary[kind] == nil,
      let item = spec.boundarySupplementaryItems.first(where: { $0.elementKind == kind })
    else { return false }
    return item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated
  }

  /// Records the measured size of the boundary item of a kind that has an estimated dimension,
  /// as an item's (C-D4), and adds up the section's ends again; or of a list section's header or
  /// footer, which its list takes. Returns whether its size changed.
  mutating func setMeasuredSize(_ size: CGSize, ofBoundaryOfKind kind: String) -> Bool {
    if list != nil, listShows(kind) {
      // Kept by kind too, so that an update carries it as it carries a boundary item's.
      measuredBoundary[kind] = size
      return list!.setMeasuredSize(size, forSupplementaryOfKind: kind, inSection: 0)
    }
    guard
      let item = spec.boundarySupplementaryItems.first(where: { $0.elementKind == kind }),
      item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated,
      size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0
    else { return false }
    let before = self.size(of: item)
    measuredBoundary[kind] = size
    addUpBoundaryItems()
    return self.size(of: item) != before
  }

  /// Takes the measured sizes of boundary items from the section this one was before an update.
  mutating func remeasureBoundary(_ sizes: [String: CGSize]) {
    for (kind, size) in sizes { _ = setMeasuredSize(size, ofBoundaryOfKind: kind) }
  }

  // MARK: Axes

  static func scrollLength(_ size: CGSize, _ isVertical: Bool) -> Double {
    isVertical ? size.height : size.width
  }

  /// Where a boundary item goes along the scroll direction.
  enum Side { case before, after, over }

  static func side(_ alignment: RectAlignment, _ isVertical: Bool) -> Side {
    switch alignment {
    case .top, .topLeading, .topTrailing: isVertical ? .before : .over
    case .bottom, .bottomLeading, .bottomTrailing: isVertical ? .after : .over
    case .leading: isVertical ? .over : .before
    case .trailing: isVertical ? .over : .after
    case .none: .over
    }
  }

  /// Whether groups repeat along the layout's vertical axis.
  private var groupsRunVertically: Bool { isVertical != isOrthogonal }

  private func groupLength(_ size: CGSize) -> Double {
    groupsRunVertically ? size.height : size.width
  }

  private func groupThickness(_ size: CGSize) -> Double {
    groupsRunVertically ? size.width : size.height
  }

  /// The overhang widened to cover a group's layout.
  private func overhang(of layout: CompositionalGroupLayout) -> (
    before: Double, after: Double, scroll: Double
  ) {
    var (before, after, scroll) = overhang
    let (length, thickness) = (groupLength(layout.size), groupThickness(layout.size))
    for leaf in layout.leaves {
      let (low, high, crossLow, crossHigh) =
        groupsRunVertically
        ? (leaf.frame.minY, leaf.frame.maxY, leaf.frame.minX, leaf.frame.maxX)
        : (leaf.frame.minX, leaf.frame.maxX, leaf.frame.minY, leaf.frame.maxY)
      before = max(before, -low)
      after = max(after, high - length)
      scroll = max(scroll, isOrthogonal ? max(-crossLow, crossHigh - thickness) : 0)
    }
    if !isOrthogonal { scroll = max(before, after) }
    return (before, after, scroll)
  }

  // MARK: Groups

  var perGroup: Int { template.leaves.count }
  var groupCount: Int { perGroup == 0 ? 0 : (count + perGroup - 1) / perGroup }
  var hasEstimates: Bool { template.leaves.contains(where: \.isEstimated) }
  private var step: Double { groupLength(template.size) }
  private var spacing: Double { spec.interGroupSpacing }

  /// The group's layout: measured, or the template.
  func layout(ofGroup group: Int) -> CompositionalGroupLayout {
    measuredGroups[group] ?? template
  }

  /// Where group `group` starts along the group axis, from the first group's start.
  ///
  /// - Complexity: O(log m) for m measured groups.
  func start(ofGroup group: Int) -> Double {
    let before = firstPosition(in: 0..<measuredOrder.count) { measuredOrder[$0] >= group }
    return Double(group) * (step + spacing) + added[before]
  }

  func length(ofGroup group: Int) -> Double {
    measuredGroups[group].map { groupLength($0.size) } ?? step
  }

  /// The groups' extent along the group axis.
  var contentLength: Double {
    if list != nil { return listLength }
    return groupCount == 0 ? 0 : start(ofGroup: groupCount - 1) + length(ofGroup: groupCount - 1)
  }

  /// The thickest group across the group axis: an orthogonal section's band.
  ///
  /// - Complexity: O(m) for m measured groups.
  var thickness: Double {
    guard groupCount > 0 else { return 0 }
    var thickest = measuredGroups.count < groupCount ? groupThickness(template.size) : 0
    for layout in measuredGroups.values { thickest = max(thickest, groupThickness(layout.size)) }
    return thickest
  }

  /// The section's length along the scroll direction.
  var length: Double {
    lead + scrollLeading + (isOrthogonal ? thickness : contentLength) + scrollTrailing + trail
  }

  /// A list section's extent along the scroll direction: its rows' height, or in a horizontal
  /// layout the container's width (the list is a column).
  private var listLength: Double {
    guard let list else { return 0 }
    return isVertical ? list.contentSize.height : container.width
  }

  /// Where a list section's list starts, for a section starting at `sectionStart`.
  func listOrigin(sectionStart: Double) -> CGPoint {
    let scroll = sectionStart + lead + scrollLeading
    return isVertical ? CGPoint(x: crossLeading, y: scroll) : CGPoint(x: scroll, y: crossLeading)
  }

  /// The first group whose end is after `position` (along the group axis), or `groupCount`.
  ///
  /// - Complexity: O(log g × log m) for g groups and m measured groups.
  func firstGroup(endingAfter position: Double) -> Int {
    firstPosition(in: 0..<groupCount) { start(ofGroup: $0) + length(ofGroup: $0) > position }
  }

  /// The origin of group `group` in content coordinates, for a section starting at `sectionStart`
  /// along the scroll direction.
  func origin(ofGroup group: Int, sectionStart: Double) -> CGPoint {
    let scroll = sectionStart + lead + scrollLeading
    let along = start(ofGroup: group)
    if isOrthogonal {
      let cross = crossLeading + along - offset
      return isVertical ? CGPoint(x: cross, y: scroll) : CGPoint(x: scroll, y: cross)
    }
    return isVertical
      ? CGPoint(x: crossLeading, y: scroll + along) : CGPoint(x: scroll + along, y: crossLeading)
  }

  /// An item's frame, for a section starting at `sectionStart`.
  func frame(ofItem item: Int, sectionStart: Double) -> CGRect {
    if let list {
      let origin = listOrigin(sectionStart: sectionStart)
      return (list.frameForItem(at: IndexPath(item: item, section: 0)) ?? .null).offsetBy(
        dx: origin.x, dy: origin.y)
    }
    let group = item / perGroup
    let origin = origin(ofGroup: group, sectionStart: sectionStart)
    return layout(ofGroup: group).leaves[item % perGroup].frame.offsetBy(dx: origin.x, dy: origin.y)
  }

  /// The items whose frames intersect `rect`, ascending; an orthogonal section's items show
  /// only within its band, the view's extent across.
  func items(in rect: CGRect, sectionStart: Double) -> [Int] {
    guard groupCount > 0 else { return [] }
    if let list {
      let origin = listOrigin(sectionStart: sectionStart)
      return list.indexPathsForItems(in: rect.offsetBy(dx: -origin.x, dy: -origin.y)).map(\.item)
    }
    var low: Double
    var high: Double
    if isOrthogonal {
      let band = (isVertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY))
      low = max(band.0, 0) + offset - crossLeading
      high = min(band.1, crossExtent) + offset - crossLeading
      if high < low { return [] }
    } else {
      let scroll = sectionStart + lead + scrollLeading
      (low, high) =
        isVertical
        ? (rect.minY - scroll, rect.maxY - scroll) : (rect.minX - scroll, rect.maxX - scroll)
    }
    var found: [Int] = []
    var group = firstGroup(endingAfter: low - overhang.after - 0.000_001)
    while group < groupCount, start(ofGroup: group) - overhang.before <= high {
      let origin = origin(ofGroup: group, sectionStart: sectionStart)
      let leaves = layout(ofGroup: group).leaves
      for (index, leaf) in leaves.enumerated() {
        let item = group * perGroup + index
        guard item < count else { break }
        if visiblePart(leaf.frame.offsetBy(dx: origin.x, dy: origin.y)).intersects(rect) {
          found.append(item)
        }
      }
      group += 1
    }
    return found
  }

  /// The part of a frame that shows: within an orthogonal section's band, the view's extent
  /// across the layout (`CGRect.null` when no length of it does); all of it in another section.
  func visiblePart(_ frame: CGRect) -> CGRect {
    guard isOrthogonal else { return frame }
    // A frame that only touches the band's edge does not show.
    let (low, high) = isVertical ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
    guard high > 0 && low < crossExtent else { return .null }
    let band =
      isVertical
      ? CGRect(x: 0, y: frame.minY, width: crossExtent, height: frame.height)
      : CGRect(x: frame.minX, y: 0, width: frame.width, height: crossExtent)
    return frame.intersection(band)
  }

  // MARK: Orthogonal scrolling

  /// The largest offset: the groups' extent with the insets, less the band.
  var maximumOffset: Double {
    max(0, crossLeading + contentLength + crossTrailing - crossExtent)
  }

  /// Where a scroll toward `target` comes to rest, as the behaviour allows (C-F3).
  ///
  /// - Complexity: O(log g × log m).
  func restingOffset(near target: Double) -> Double {
    guard isOrthogonal, groupCount > 0 else { return 0 }
    let clamped = min(max(0, target), maximumOffset)
    switch spec.orthogonalScrollingBehavior {
    case .none: return 0
    case .continuous: return clamped
    case .paging:
      guard crossExtent > 0 else { return 0 }
      return min((clamped / crossExtent).rounded() * crossExtent, maximumOffset)
    case .groupPaging, .continuousGroupLeadingBoundary:
      // A group's leading edge at the band's start, inset as the first group is.
      let group = nearestGroup(toStart: clamped)
      return min(start(ofGroup: group), maximumOffset)
    case .groupPagingCentered:
      let centre = target + crossExtent / 2 - crossLeading
      let group = min(groupCount - 1, firstGroup(endingAfter: centre))
      return crossLeading + start(ofGroup: group) + length(ofGroup: group) / 2 - crossExtent / 2
    }
  }

  private func nearestGroup(toStart position: Double) -> Int {
    let after = firstPosition(in: 0..<groupCount) { start(ofGroup: $0) >= position }
    guard after > 0 else { return 0 }
    guard after < groupCount else { return groupCount - 1 }
    return position - start(ofGroup: after - 1) <= start(ofGroup: after) - position
      ? after - 1 : after
  }

  // MARK: Measuring

  /// Whether an item in an estimated place was measured.
  func isMeasured(_ item: Int) -> Bool {
    if let list { return list.isMeasured(IndexPath(item: item, section: 0)) }
    return perGroup > 0 && template.leaves[item % perGroup].isEstimated && measured[item] != nil
  }

  /// Records an item's measured size and lays its group out again (C-D4). Returns whether a
  /// frame changed.
  ///
  /// - Complexity: O(k + m) for k items in a group and m measured groups.
  mutating func setMeasuredSize(_ size: CGSize, ofItem item: Int) -> Bool {
    if list != nil {
      guard item < count else { return false }
      // Kept by item too, so that an update carries it as it carries a grid's.
      measured[item] = size
      return list!.setMeasuredSize(size, forItemAt: IndexPath(item: item, section: 0))
    }
    guard perGroup > 0, item < count, template.leaves[item % perGroup].isEstimated,
      measured[item] != size
    else { return false }
    measured[item] = size
    return relayOut(group: item / perGroup)
  }

  /// Lays a group out again from its measured items.
  private mutating func relayOut(group: Int) -> Bool {
    var sizes: [Int: CGSize] = [:]
    let first = group * perGroup
    for index in 0..<perGroup {
      if let size = measured[first + index] { sizes[index] = size }
    }
    let before = layout(ofGroup: group)
    let after = CompositionalGroupLayout(spec.group, in: container, measured: sizes)
    let position = firstPosition(in: 0..<measuredOrder.count) { measuredOrder[$0] >= group }
    if measuredGroups[group] == nil {
      measuredOrder.insert(group, at: position)
      deltas.insert(0, at: position)
      added.append(0)
    }
    measuredGroups[group] = after
    overhang = overhang(of: after)
    deltas[position] = groupLength(after.size) - step
    for index in (position + 1)..<added.count {
      added[index] = added[index - 1] + deltas[index - 1]
    }
    return before != after
  }

  /// Takes the measured sizes of the items that stay or move in, by item. A size stays with its
  /// item in a place that is not estimated, unused, for when the item moves to one that is.
  mutating func remeasure(_ sizes: [Int: CGSize]) {
    if list != nil {
      for (item, size) in sizes { _ = setMeasuredSize(size, ofItem: item) }
      return
    }
    guard perGroup > 0 else { return }
    for (item, size) in sizes where item < count { measured[item] = size }
    for group in Set(measured.keys.map { $0 / max(1, perGroup) }).sorted() {
      _ = relayOut(group: group)
    }
  }

  /// Checks that the measured groups' running sums add up.
  func checkInvariants() {
    precondition(added.count == measuredOrder.count + 1 && added[0] == 0)
    precondition(zip(measuredOrder, measuredOrder.dropFirst()).allSatisfy { $0 < $1 })
    precondition(Set(measuredOrder) == Set(measuredGroups.keys))
    var sum = 0.0
    precondition(deltas.count == measuredOrder.count)
    for (index, group) in measuredOrder.enumerated() {
      precondition(added[index] == sum)
      precondition(deltas[index] == groupLength(measuredGroups[group]!.size) - step)
      sum += deltas[index]
    }
    precondition(measured.keys.allSatisfy { $0 < count })
    if let list {
      precondition(list.itemCounts == [count] && measuredGroups.isEmpty)
      list.checkInvariants()
    }
  }
}
