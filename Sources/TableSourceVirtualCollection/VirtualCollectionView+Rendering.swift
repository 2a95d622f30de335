import Foundation
import TableSourceCore
@_spi(TableSourceEngine) import TableSourceVirtualTable

// A text picture of what the viewport shows, for tests, samples and failure messages.
extension VirtualCollectionView {
  /// A text picture of the viewport: a first line with the offset, the content size and the
  /// viewport's size; then the views on display in reading order, one layout line (a row of a
  /// vertical grid, a column of a horizontal one) per text line, each cell as
  /// `[section.item content]` with `*` for a selected item, and each supplementary view on a line
  /// of its own (`== header 0: content ==`).
  ///
  /// ```
  /// viewport 0,0 320×240 · content 320×460
  /// == header 0: Spring ==
  /// [0.0 tulip] [0.1 crocus*] [0.2 daffodil]
  /// [0.3 iris]
  /// ```
  public func renderText() -> String {
    prepareQuietly()
    let vertical = collectionViewLayout.scrollsVertically
    let content = geometry?.contentSize ?? .zero
    var lines = [
      "viewport \(Self.number(contentOffset.x)),\(Self.number(contentOffset.y)) "
        + "\(Self.number(size.width))×\(Self.number(size.height)) · content "
        + "\(Self.number(content.width))×\(Self.number(content.height))"
    ]
    // Each view with its extent along the scrolling axis and its position across. Cells whose
    // extents overlap share a line: a flow layout centres a line's items across it, a
    // compositional group aligns them at its start, and either way they overlap.
    var entries: [(along: CGFloat, end: CGFloat, across: CGFloat, text: String, isLine: Bool)] = []
    for live in liveCells {
      let (path, cell) = (indexPath(ofGlobal: live.key), live.view)
      guard let frame = geometry?.frameForItem(at: path) else { continue }
      let selected = selectedItems.contains(path) ? "*" : ""
      let content = cell.renderedContent
      entries.append(
        (
          vertical ? frame.minY : frame.minX, vertical ? frame.maxY : frame.maxX,
          vertical ? frame.minX : frame.minY,
          "[\(path.shortDescription)\(content.isEmpty ? "" : " \(content)")\(selected)]", false
        ))
    }
    for (kind, list) in liveSupplementary {
      for live in list {
        guard
          let frame = geometry?.frameForSupplementaryView(
            ofKind: kind, inSection: live.key, visibleBounds: bounds)
        else { continue }
        let content = live.view.renderedContent
        let along = vertical ? frame.minY : frame.minX
        entries.append(
          (
            along, along, kind == CollectionElementKind.sectionFooter ? 1 : -1,
            "== \(CollectionEvent.short(kind)) \(live.key)"
              + "\(content.isEmpty ? "" : ": \(content)") ==", true
          ))
      }
    }
    entries.sort { ($0.along, $0.across) < ($1.along, $1.across) }
    var current: (end: CGFloat, cells: [(across: CGFloat, text: String)])?
    func flush() {
      if let line = current, !line.cells.isEmpty {
        lines.append(line.cells.sorted { $0.across < $1.across }.map(\.text).joined(separator: " "))
      }
      current = nil
    }
    for entry in entries {
      if entry.isLine {
        flush()
        lines.append(entry.text)
      } else if let line = current, entry.along < line.end {
        current?.end = max(line.end, entry.end)
        current?.cells.append((entry.across, entry.text))
      } else {
        flush()
        current = (entry.end, [(entry.across, entry.text)])
      }
    }
    flush()
    return lines.joined(separator: "\n")
  }

  /// A coordinate without a fraction when it has none.
  private static func number(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
  }
}
