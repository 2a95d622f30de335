import Foundation

/// One item's place in a group laid out: what a compositional section repeats.
struct CompositionalLeaf: Sendable, Equatable {
  /// The item's frame in its group, after its edge spacing (C-F2).
  var slot: CGRect
  /// The cell's frame: the slot less the content insets, except along an estimated dimension
  /// (C-F2, C-D4).
  var frame: CGRect
  var estimatedWidth: Bool
  var estimatedHeight: Bool

  var isEstimated: Bool { estimatedWidth || estimatedHeight }
}

/// A group laid out at the origin: its size and its items' places, depth first (UIKit's order of
/// items in nested groups).
struct CompositionalGroupLayout: Sendable, Equatable {
  var size: CGSize
  var leaves: [CompositionalLeaf]

  /// Lays `group` out in a container (the section less its content insets). `measured` holds
  /// the measured sizes of estimated items, by their place in the group: they replace the
  /// estimates along the estimated dimensions only.
  ///
  /// How many items the group holds depends on the declared sizes only, never on measurements,
  /// so every instance of a section's group holds the same number and a section's items are
  /// found arithmetically.
  ///
  /// - Complexity: O(k) for k items and groups in the group.
  init(_ group: LayoutGroup, in container: CGSize, measured: [Int: CGSize] = [:]) {
    var next = 0
    let placed = Self.place(
      group, in: container, forcedLength: nil, next: &next, measured: measured)
    size = placed.size
    leaves = placed.leaves
  }

  private typealias Placed = (size: CGSize, leaves: [CompositionalLeaf])

  /// Whether an axis of a size is the width.
  private static func along(_ axis: LayoutGroup.Axis, _ size: CGSize) -> CGFloat {
    axis == .horizontal ? size.width : size.height
  }

  private static func across(_ axis: LayoutGroup.Axis, _ size: CGSize) -> CGFloat {
    axis == .horizontal ? size.height : size.width
  }

  /// The edge spacing before, after, above and below along a group's axis.
  private static func spacings(_ edge: LayoutEdgeSpacing?, _ axis: LayoutGroup.Axis) -> (
    before: LayoutSpacing?, after: LayoutSpacing?, crossBefore: LayoutSpacing?,
    crossAfter: LayoutSpacing?
  ) {
    axis == .horizontal
      ? (edge?.leading, edge?.trailing, edge?.top, edge?.bottom)
      : (edge?.top, edge?.bottom, edge?.leading, edge?.trailing)
  }

  /// Lays a subitem out at the origin of its slot. `forcedLength` replaces its length along the
  /// axis of the containing group (the forms with a count).
  private static func place(
    _ subitem: any LayoutSubitem, in container: CGSize,
    forcedLength: (axis: LayoutGroup.Axis, length: CGFloat)?, next: inout Int,
    measured: [Int: CGSize]
  ) -> Placed {
    var size = subitem.layoutSize.resolved(in: container)
    var estimatedWidth = subitem.layoutSize.widthDimension.isEstimated
    var estimatedHeight = subitem.layoutSize.heightDimension.isEstimated
    if let forcedLength {
      if forcedLength.axis == .horizontal {
        size.width = forcedLength.length
        estimatedWidth = false
      } else {
        size.height = forcedLength.length
        estimatedHeight = false
      }
    }
    guard let group = subitem as? LayoutGroup else {
      if let measuredSize = measured[next] {
        if estimatedWidth { size.width = measuredSize.width }
        if estimatedHeight { size.height = measuredSize.height }
      }
      next += 1
      let insets = subitem.contentInsets
      var frame = CGRect(origin: .zero, size: size)
      if !estimatedWidth {
        frame.origin.x += insets.leading
        frame.size.width = max(0, size.width - insets.leading - insets.trailing)
      }
      if !estimatedHeight {
        frame.origin.y += insets.top
        frame.size.height = max(0, size.height - insets.top - insets.bottom)
      }
      return (
        size,
        [
          CompositionalLeaf(
            slot: CGRect(origin: .zero, size: size), frame: frame, estimatedWidth: estimatedWidth,
            estimatedHeight: estimatedHeight)
        ]
      )
    }
    return placeGroup(
      group, size: size, estimated: (estimatedWidth, estimatedHeight), next: &next,
      measured: measured)
  }

  private static func placeGroup(
    _ group: LayoutGroup, size declared: CGSize, estimated: (width: Bool, height: Bool),
    next: inout Int, measured: [Int: CGSize]
  ) -> Placed {
    let axis = group.axis
    let insets = group.contentInsets
    let inner = CGSize(
      width: max(0, declared.width - insets.leading - insets.trailing),
      height: max(0, declared.height - insets.top - insets.bottom))
    let available = along(axis, inner)
    let gap = group.interItemSpacing?.minimum ?? 0
    // Which subitems the group holds, from their declared sizes.
    var sequence: [any LayoutSubitem] = []
    var forced: CGFloat?
    if let count = group.count, let subitem = group.subitems.first {
      sequence = Array(repeating: subitem, count: count)
      let edges = spacings(subitem.edgeSpacing, axis)
      let slot = (available - gap * CGFloat(count - 1)) / CGFloat(count)
      forced = max(0, slot - (edges.before?.minimum ?? 0) - (edges.after?.minimum ?? 0))
    } else if !group.subitems.isEmpty {
      var used: CGFloat = 0
      // A group of items with no length would never fill: it holds each subitem once.
      let limit = max(group.subitems.count, 10_000)
      while sequence.count < limit {
        let subitem = group.subitems[sequence.count % group.subitems.count]
        let edges = spacings(subitem.edgeSpacing, axis)
        let length =
          along(axis, subitem.layoutSize.resolved(in: inner)) + (edges.before?.minimum ?? 0)
          + (edges.after?.minimum ?? 0)
        let needed = (sequence.isEmpty ? 0 : gap) + length
        if !sequence.isEmpty && used + needed > available + 0.001 { break }
        if length + gap <= 0 && sequence.count >= group.subitems.count { break }
        sequence.append(subitem)
        used += needed
      }
    }
    // Lay the subitems out with their real sizes.
    var children:
      [(placed: Placed, edges: (LayoutSpacing?, LayoutSpacing?, LayoutSpacing?, LayoutSpacing?))] =
        []
    for subitem in sequence {
      let placed = place(
        subitem, in: inner, forcedLength: forced.map { (axis, $0) }, next: &next,
        measured: measured)
      let edges = spacings(subitem.edgeSpacing, axis)
      children.append((placed, (edges.before, edges.after, edges.crossBefore, edges.crossAfter)))
    }
    let alongEstimated = axis == .horizontal ? estimated.width : estimated.height
    let acrossEstimated = axis == .horizontal ? estimated.height : estimated.width
    // Flexible spaces share what the group's length leaves over.
    var used: CGFloat = gap * CGFloat(max(0, children.count - 1))
    var flexible = group.interItemSpacing?.isFlexible == true ? max(0, children.count - 1) : 0
    for child in children {
      used +=
        along(axis, child.placed.size) + (child.edges.0?.minimum ?? 0)
        + (child.edges.1?.minimum ?? 0)
      flexible +=
        (child.edges.0?.isFlexible == true ? 1 : 0) + (child.edges.1?.isFlexible == true ? 1 : 0)
    }
    let share = !alongEstimated && flexible > 0 ? max(0, available - used) / CGFloat(flexible) : 0
    func length(_ spacing: LayoutSpacing?) -> CGFloat {
      guard let spacing else { return 0 }
      return spacing.minimum + (spacing.isFlexible ? share : 0)
    }
    var leaves: [CompositionalLeaf] = []
    var cursor: CGFloat = 0
    var thickest: CGFloat = 0
    let crossAvailable = across(axis, inner)
    for (index, child) in children.enumerated() {
      if index > 0 { cursor += length(group.interItemSpacing) }
      cursor += length(child.edges.0)
      let childAcross = across(axis, child.placed.size)
      var crossStart = child.edges.2?.minimum ?? 0
      let crossEnd = child.edges.3?.minimum ?? 0
      let leftOver = max(0, crossAvailable - childAcross - crossStart - crossEnd)
      switch (child.edges.2?.isFlexible == true, child.edges.3?.isFlexible == true) {
      case (true, true): crossStart += leftOver / 2
      case (true, false): crossStart += leftOver
      default: break
      }
      thickest = max(thickest, crossStart + childAcross + crossEnd)
      let origin =
        axis == .horizontal
        ? CGPoint(x: insets.leading + cursor, y: insets.top + crossStart)
        : CGPoint(x: insets.leading + crossStart, y: insets.top + cursor)
      for var leaf in child.placed.leaves {
        leaf.slot = leaf.slot.offsetBy(dx: origin.x, dy: origin.y)
        leaf.frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
        leaves.append(leaf)
      }
      cursor += along(axis, child.placed.size) + length(child.edges.1)
    }
    // An estimated dimension takes the content's length.
    var size = declared
    if alongEstimated {
      let content =
        cursor
        + (axis == .horizontal ? insets.leading + insets.trailing : insets.top + insets.bottom)
      if axis == .horizontal { size.width = content } else { size.height = content }
    }
    if acrossEstimated {
      let content =
        thickest
        + (axis == .horizontal ? insets.top + insets.bottom : insets.leading + insets.trailing)
      if axis == .horizontal { size.height = content } else { size.width = content }
    }
    return (size, leaves)
  }
}
