package import Foundation
package import TableSourceCore

/// The geometry of one compositional layout pass (C-F1–C-F3, C-D4).
///
/// Each section is its group repeated (``CompositionalSection``): an item's frame is its group's
/// origin plus its place in the group, worked out arithmetically, so a lookup costs the same in
/// a section of a thousand items as in one of a million. Sections stack along the scroll
/// direction with the configuration's spacing between them; `starts` adds up their lengths.
/// Estimated items keep their estimate until the view measures them (C-D4); a measured item's
/// group is laid out again and kept apart, the others stay arithmetic.
package struct CompositionalLayoutGeometry {
  package let configuration: CompositionalLayoutConfiguration
  package let boundsSize: CGSize
  private let provider: @MainActor (Int, LayoutEnvironment) -> LayoutSection
  private var sections: [CompositionalSection]
  /// `starts[s]` is where section `s` begins along the scroll direction; `starts.last` is the
  /// content's length.
  private var starts: [Double]
  /// How far any section's items reach out of it along the scroll direction, at most.
  private var overhang = 0.0

  private var isVertical: Bool { configuration.scrollDirection == .vertical }

  /// Lays out every section, asking the provider for each.
  ///
  /// - Complexity: O(s × k) for s sections of k items a group.
  @MainActor
  package init(
    configuration: CompositionalLayoutConfiguration, boundsSize: CGSize, itemCounts: [Int],
    provider: @escaping @MainActor (Int, LayoutEnvironment) -> LayoutSection
  ) {
    self.configuration = configuration
    self.boundsSize = boundsSize
    self.provider = provider
    sections = []
    starts = [0]
    sections.reserveCapacity(itemCounts.count)
    for (section, count) in itemCounts.enumerated() {
      sections.append(makeSection(section, count: count))
    }
    restart(from: 0)
  }

  /// What the provider is told of where its sections go.
  private var environment: LayoutEnvironment {
    LayoutEnvironment(container: LayoutContainer(contentSize: boundsSize))
  }

  @MainActor
  private func makeSection(_ section: Int, count: Int) -> CompositionalSection {
    CompositionalSection(
      spec: provider(section, environment), count: count, boundsSize: boundsSize,
      isVertical: isVertical)
  }

  /// Adds up the sections' starts again from section `first` on.
  private mutating func restart(from first: Int) {
    starts.removeSubrange(min(first + 1, starts.count)...)
    for section in first..<sections.count {
      overhang = max(overhang, sections[section].overhang.scroll)
      let spacing = section + 1 < sections.count ? configuration.interSectionSpacing : 0
      starts.append(starts[section] + sections[section].length + spacing)
    }
  }

  /// The sections' total length along the scroll direction, by the view's extent across it.
  package var contentSize: CGSize {
    var size = boundsSize
    if isVertical {
      size.height = starts[sections.count]
    } else {
      size.width = starts[sections.count]
    }
    return size
  }

  /// How many items each section holds.
  package var itemCounts: [Int] { sections.map(\.count) }

  /// The groups laid out one by one because they hold a measured item; the others are worked
  /// out arithmetically. For benchmarks and tests.
  package var groupsStoredOneByOne: Int {
    sections.reduce(0) { $0 + $1.measuredGroups.count }
  }

  private func scrollRange(_ rect: CGRect) -> (low: Double, high: Double) {
    isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
  }

  /// The sections whose extent along the scroll direction, widened by what items may reach out
  /// of their groups, meets `low...high`.
  private func sections(from low: Double, to high: Double) -> Range<Int> {
    let first = firstPosition(in: 0..<sections.count) { starts[$0 + 1] + overhang >= low }
    let end = firstPosition(in: first..<sections.count) { starts[$0] - overhang > high }
    return first..<end
  }

  private func isValid(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sections.indices.contains(indexPath.section)
      && (0..<sections[indexPath.section].count).contains(indexPath.item)
      && sections[indexPath.section].perGroup > 0
  }

  // MARK: Queries

  /// The frame of an item, or `nil` when the index path is out of range or its section's group
  /// holds no item. An orthogonal section's items are shifted by its offset.
  ///
  /// - Complexity: O(log m) for m measured groups in the section.
  package func frameForItem(at indexPath: IndexPath) -> CGRect? {
    guard isValid(indexPath) else { return nil }
    return sections[indexPath.section].frame(
      ofItem: indexPath.item, sectionStart: starts[indexPath.section])
  }

  /// The items whose frames intersect `rect`, by section and item; an orthogonal section's only
  /// within its band.
  ///
  /// - Complexity: O(log s + r + v) for s sections, r sections in the rect and v items found
  ///   (times O(log g × log m) a section when items are measured).
  package func indexPathsForItems(in rect: CGRect) -> [IndexPath] {
    let (low, high) = scrollRange(rect)
    var found: [IndexPath] = []
    for section in sections(from: low, to: high) {
      for item in sections[section].items(in: rect, sectionStart: starts[section]) {
        found.append(IndexPath(item: item, section: section))
      }
    }
    return found
  }

  /// The first item whose frame contains `point`.
  package func indexPathForItem(at point: CGPoint) -> IndexPath? {
    let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0)
    let (low, high) = scrollRange(probe)
    for section in sections(from: low, to: high) {
      let around = probe.insetBy(dx: -0.5, dy: -0.5)
      for item in sections[section].items(in: around, sectionStart: starts[section]) {
        let frame = sections[section].frame(ofItem: item, sectionStart: starts[section])
        if sections[section].visiblePart(frame).contains(point) {
          return IndexPath(item: item, section: section)
        }
      }
    }
    return nil
  }

  // MARK: Boundary supplementary items

  /// The frame of a section's boundary item, pinned against `visible` (its extent along the
  /// scroll direction) when the item pins (C-F3).
  private func frame(
    of item: LayoutBoundarySupplementaryItem, section index: Int, visible: (Double, Double)
  ) -> CGRect {
    let section = sections[index]
    let size = section.size(of: item)
    let (length, thickness) = isVertical ? (size.height, size.width) : (size.width, size.height)
    let sectionStart = starts[index]
    let sectionEnd = sectionStart + section.length
    let side = CompositionalSection.side(item.alignment, isVertical)
    // Items on one side stack in their order.
    var scroll: Double
    switch side {
    case .before, .over:
      scroll = sectionStart
      if side == .over { scroll += section.lead }
      for other in section.spec.boundarySupplementaryItems {
        if other == item { break }
        if CompositionalSection.side(other.alignment, isVertical) == .before && side == .before {
          scroll += CompositionalSection.scrollLength(
            section.size(of: other), isVertical)
        }
      }
      if item.pinToVisibleBounds {
        scroll = max(scroll, min(visible.0, sectionEnd - length))
      }
    case .after:
      scroll = sectionEnd - section.trail
      for other in section.spec.boundarySupplementaryItems {
        if other == item { break }
        if CompositionalSection.side(other.alignment, isVertical) == .after {
          scroll += CompositionalSection.scrollLength(
            section.size(of: other), isVertical)
        }
      }
      if item.pinToVisibleBounds {
        scroll = min(scroll, max(visible.1 - length, sectionStart))
      }
    }
    let available = isVertical ? section.container.width : section.container.height
    var cross = section.crossLeading
    switch crossPlacement(item.alignment) {
    case .start: break
    case .centre: cross += (available - thickness) / 2
    case .end: cross += available - thickness
    }
    let origin =
      isVertical ? CGPoint(x: cross, y: scroll) : CGPoint(x: scroll, y: cross)
    return CGRect(origin: origin, size: size).offsetBy(
      dx: item.absoluteOffset.x, dy: item.absoluteOffset.y)
  }

  private enum CrossPlacement { case start, centre, end }

  private func crossPlacement(_ alignment: RectAlignment) -> CrossPlacement {
    switch alignment {
    case .topLeading: .start
    case .bottomTrailing: .end
    case .leading: isVertical ? .start : .centre
    case .trailing: isVertical ? .end : .centre
    case .top: isVertical ? .centre : .start
    case .bottom: isVertical ? .centre : .end
    case .bottomLeading: isVertical ? .start : .end
    case .topTrailing: isVertical ? .end : .start
    case .none: .centre
    }
  }

  /// The section's boundary items, one a kind (the first where several share a kind, and none
  /// of a kind a list section's headers or footers have).
  private func boundaryItems(_ section: Int) -> [LayoutBoundarySupplementaryItem] {
    var kinds = Set<String>()
    return sections[section].spec.boundarySupplementaryItems.filter {
      !sections[section].listShows($0.elementKind) && kinds.insert($0.elementKind).inserted
    }
  }

  /// The boundary items whose frames, pinned against `visibleBounds`, intersect `rect`, by
  /// section.
  package func supplementaryElements(in rect: CGRect, visibleBounds: CGRect)
    -> [LayoutSupplementaryElement]
  {
    let visible = scrollRange(visibleBounds)
    let (low, high) = scrollRange(rect)
    var found: [LayoutSupplementaryElement] = []
    for section in sections(from: low, to: high) {
      if let list = sections[section].list {
        let origin = sections[section].listOrigin(sectionStart: starts[section])
        for element in list.supplementaryElements(
          in: rect.offsetBy(dx: -origin.x, dy: -origin.y),
          visibleBounds: visibleBounds.offsetBy(dx: -origin.x, dy: -origin.y))
        {
          found.append(
            LayoutSupplementaryElement(
              kind: element.kind, section: section,
              frame: element.frame.offsetBy(dx: origin.x, dy: origin.y)))
        }
      }
      for item in boundaryItems(section) {
        let frame = frame(of: item, section: section, visible: visible)
        if frame.intersects(rect) {
          found.append(
            LayoutSupplementaryElement(kind: item.elementKind, section: section, frame: frame))
        }
      }
    }
    return found
  }

  /// A section's boundary item of a kind, pinned against `visibleBounds`.
  package func frameForSupplementaryView(
    ofKind kind: String, inSection section: Int, visibleBounds: CGRect
  ) -> CGRect? {
    guard sections.indices.contains(section) else { return nil }
    if let list = sections[section].list {
      let origin = sections[section].listOrigin(sectionStart: starts[section])
      if let frame = list.frameForSupplementaryView(
        ofKind: kind, inSection: 0,
        visibleBounds: visibleBounds.offsetBy(dx: -origin.x, dy: -origin.y))
      {
        return frame.offsetBy(dx: origin.x, dy: origin.y)
      }
    }
    guard let item = boundaryItems(section).first(where: { $0.elementKind == kind }) else {
      return nil
    }
    return frame(of: item, section: section, visible: scrollRange(visibleBounds))
  }

  /// The list configuration of a section made by `LayoutSection.list(using:layoutEnvironment:)`,
  /// as the provider last gave it; `nil` for another section.
  package func listConfiguration(forSection section: Int) -> CollectionLayoutListConfiguration? {
    sections.indices.contains(section) ? sections[section].spec.list?.configuration : nil
  }

  /// Nothing is logged.
  package var diagnostics: [String] { [] }

  /// Whether a section's boundary item of a kind needs no measuring: it has no estimated
  /// dimension, or its view was measured (C-D4). A list section's headers and footers size
  /// themselves, as a list's.
  package func isMeasured(supplementaryOfKind kind: String, inSection section: Int) -> Bool {
    !(sections.indices.contains(section)
      && sections[section].needsMeasuring(boundaryOfKind: kind))
  }

  /// Records the measured size of a section's boundary item of a kind: only its estimated
  /// dimensions take it, as an item's do (C-D4); the sections after it move.
  ///
  /// - Complexity: O(b + s) for b boundary items in the section and s sections.
  package mutating func setMeasuredSize(
    _ size: CGSize, forSupplementaryOfKind kind: String, inSection section: Int
  ) -> Bool {
    guard sections.indices.contains(section),
      sections[section].setMeasuredSize(size, ofBoundaryOfKind: kind)
    else { return false }
    sections[section].offset = sections[section].restingOffset(near: sections[section].offset)
    restart(from: section)
    return true
  }

  // MARK: Orthogonal scrolling

  /// A section's offset across the layout: 0 for a section that does not scroll on its own.
  package func orthogonalOffset(forSection section: Int) -> CGFloat? {
    guard sections.indices.contains(section) else { return nil }
    return sections[section].offset
  }

  /// Scrolls a section on its own toward `offset`; it comes to rest where its behaviour allows
  /// (C-F3). Returns the offset it rests at, or `nil` for a section out of range.
  package mutating func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int) -> CGFloat?
  {
    guard sections.indices.contains(section) else { return nil }
    sections[section].offset = sections[section].restingOffset(near: offset)
    return sections[section].offset
  }

  /// Takes the sections' offsets from the geometry before a new layout pass, where it rests.
  package mutating func takeOrthogonalOffsets(from previous: CompositionalLayoutGeometry) {
    for section in sections.indices where section < previous.sections.count {
      sections[section].offset = sections[section].restingOffset(
        near: previous.sections[section].offset)
    }
  }

  // MARK: Measuring

  /// Whether an item was measured (C-D4): `false` for items with no estimated dimension.
  package func isMeasured(_ indexPath: IndexPath) -> Bool {
    isValid(indexPath) && sections[indexPath.section].isMeasured(indexPath.item)
  }

  /// Records an item's measured size: only its estimated dimensions take it (C-D4). Its group is
  /// laid out again, and the sections after it move.
  ///
  /// - Complexity: O(k + m + s) for k items a group, m measured groups in the section and s
  ///   sections.
  package mutating func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool {
    guard isValid(indexPath) else { return false }
    let changed = sections[indexPath.section].setMeasuredSize(size, ofItem: indexPath.item)
    if changed {
      let section = indexPath.section
      sections[section].offset = sections[section].restingOffset(near: sections[section].offset)
      restart(from: section)
    }
    return changed
  }

  // MARK: Updates

  /// Follows a batch update. The provider is asked for every section again; a section whose
  /// items change, or whose answer differs, is laid out anew with the measured sizes of its
  /// surviving items; the others keep their layout and only move. Orthogonal offsets follow
  /// their sections, brought to where they may rest.
  ///
  /// - Complexity: O(s × p + u log s) for s sections, p the cost of comparing a provider's
  ///   answer and u rows changed when no section changes, plus O(k + m) a section laid out again
  ///   for k items a group and m measured items; O(n) for n items when sections change.
  @MainActor
  package mutating func apply(_ plan: BatchUpdatePlan) {
    guard plan.oldCounts == itemCounts else {
      let previous = self
      self = CompositionalLayoutGeometry(
        configuration: configuration, boundsSize: boundsSize, itemCounts: plan.newCounts,
        provider: provider)
      takeOrthogonalOffsets(from: previous)
      return
    }
    let oldStarts = sectionStarts(plan.oldCounts)
    let newStarts = sectionStarts(plan.newCounts)
    let (fromOld, itemsChanged) = plan.sectionsToLayOutAgain
    // The provider is asked again for every section, as UIKit's is when the layout is
    // invalidated; a section is laid out again when its items or its answer changed.
    let specs = plan.newCounts.indices.map { provider($0, environment) }
    let changed = itemsChanged.indices.map { new in
      itemsChanged[new] || fromOld[new].map { sections[$0].spec != specs[new] } ?? true
    }
    // Measured sizes of surviving items, by their new place, for the sections laid out again.
    var carried = [[Int: CGSize]](repeating: [:], count: plan.newCounts.count)
    for old in sections.indices where plan.oldToNewSection[old].map({ changed[$0] }) ?? false {
      for (item, size) in sections[old].measured {
        guard let row = plan.survivingRow(oldStarts[old] + item) else { continue }
        let new = location(ofGlobal: row, starts: newStarts)
        if changed[new.section] { carried[new.section][new.index] = size }
      }
    }
    let oldSections = sections
    sections = []
    sections.reserveCapacity(plan.newCounts.count)
    for new in changed.indices {
      if !changed[new], let old = fromOld[new] {
        sections.append(oldSections[old])
        sections[new].spec = specs[new]
        continue
      }
      var section = CompositionalSection(
        spec: specs[new], count: plan.newCounts[new], boundsSize: boundsSize,
        isVertical: isVertical)
      section.remeasure(carried[new])
      if let old = fromOld[new] {
        section.remeasureBoundary(oldSections[old].measuredBoundary)
        section.offset = section.restingOffset(near: oldSections[old].offset)
      }
      sections.append(section)
    }
    starts = [0]
    restart(from: 0)
  }

  // MARK: Invariants

  /// Checks the bookkeeping: the starts add up the sections' lengths and spacing, and each
  /// section's measured groups add up.
  package func checkInvariants() {
    precondition(starts.count == sections.count + 1 && starts[0] == 0)
    for (index, section) in sections.enumerated() {
      let spacing = index + 1 < sections.count ? configuration.interSectionSpacing : 0
      precondition(starts[index + 1] == starts[index] + section.length + spacing)
      section.checkInvariants()
    }
  }
}

extension CompositionalLayoutGeometry: CollectionLayoutGeometry {
  package mutating func setMeasuredSize(
    _ size: CGSize, forItemAt indexPath: IndexPath, view: VirtualCollectionView
  ) -> Bool {
    setMeasuredSize(size, forItemAt: indexPath)
  }

  package mutating func apply(_ plan: BatchUpdatePlan, view: VirtualCollectionView) {
    apply(plan)
  }
}
