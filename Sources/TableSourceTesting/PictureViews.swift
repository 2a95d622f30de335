public import Foundation
import TableSourceCore
public import TableSourceVirtualCollection
public import TableSourceVirtualTable

/// A view that draws a text picture of itself, which ``TextPicture/check(of:named:file:)``
/// compares with a golden file, and optionally an SVG picture of its layout, written beside the
/// golden file when the comparison fails.
///
/// The virtual table and the virtual collection view conform; another view (a list, an
/// outline) plugs in by conforming.
@MainActor
public protocol TextPictureView: AnyObject {
  /// The view's text picture, deterministic for a given state.
  func textPicture() -> String
  /// An SVG picture of the view's layout (``SVGPicture``), or `nil` for a view without one.
  func svgPicture() -> String?
}

extension TextPictureView {
  /// No SVG picture.
  public func svgPicture() -> String? { nil }
}

extension VirtualTableView: TextPictureView {
  /// The table's `renderText()` with the default options.
  public func textPicture() -> String { renderText() }

  /// The table's rows, headers and footers near the viewport, as ``SVGPicture`` draws them.
  public func svgPicture() -> String? {
    let region = SVGPicture.region(around: bounds, content: contentSize, vertical: true)
    var picture = SVGPicture(region: region, content: contentSize, viewport: bounds)
    let selected = Set(indexPathsForSelectedRows)
    for section in 0..<numberOfSections {
      let header = rectForHeader(inSection: section)
      if header.height > 0, header.intersects(region) {
        let text = headerView(forSection: section)?.renderedContent
        picture.addSupplementary(header, label: "header \(section)", content: text)
      }
      let footer = rectForFooter(inSection: section)
      if footer.height > 0, footer.intersects(region) {
        let text = footerView(forSection: section)?.renderedContent
        picture.addSupplementary(footer, label: "footer \(section)", content: text)
      }
    }
    for path in indexPathsForRows(in: region) {
      picture.addCell(
        rectForRow(at: path), label: "\(path.section).\(path.row)",
        content: cellForRow(at: path)?.renderedContent, selected: selected.contains(path))
    }
    return picture.svg
  }
}

extension VirtualCollectionView: TextPictureView {
  /// The collection view's `renderText()`.
  public func textPicture() -> String { renderText() }

  /// The items and supplementary views near the viewport, as ``SVGPicture`` draws them.
  public func svgPicture() -> String? {
    let vertical = collectionViewLayout.scrollsVertically
    let region = SVGPicture.region(around: bounds, content: contentSize, vertical: vertical)
    var picture = SVGPicture(region: region, content: contentSize, viewport: bounds)
    let selected = Set(indexPathsForSelectedItems)
    for element in allSupplementaryElements {
      guard
        let frame = layoutAttributesForSupplementaryElement(
          ofKind: element.kind, at: element.indexPath)?.frame, frame.intersects(region)
      else { continue }
      let text = supplementaryView(forElementKind: element.kind, at: element.indexPath)?
        .renderedContent
      picture.addSupplementary(
        frame, label: "\(AuditedRow.noun(ofKind: element.kind)) \(element.indexPath.section)",
        content: text)
    }
    for section in 0..<numberOfSections {
      for item in 0..<numberOfItems(inSection: section) {
        let path = IndexPath(item: item, section: section)
        guard let frame = layoutAttributesForItem(at: path)?.frame else { continue }
        // Items come in layout order: past the region along the scroll, the rest are too.
        if vertical ? frame.minY > region.maxY : frame.minX > region.maxX { break }
        guard frame.intersects(region) else { continue }
        picture.addCell(
          frame, label: "\(section).\(item)", content: cellForItem(at: path)?.renderedContent,
          selected: selected.contains(path))
      }
    }
    return picture.svg
  }
}

/// An SVG picture of a view's layout, for a person to look at when a golden text picture
/// differs: the content's outline, every cell's frame with its index path and what it draws
/// (`renderedContent`, for the cells on display), supplementary views (headers, footers),
/// selected cells filled, and the viewport as a dashed red frame.
///
/// The picture shows the viewport and one viewport's length of content on either side of it
/// along the scrolling axis, so a large view's picture stays small. Its output is deterministic:
/// coordinates are written with at most one decimal, in a fixed order (supplementary views, then
/// cells in layout order, then the viewport).
public struct SVGPicture: Sendable {
  /// The part of the content the picture shows.
  public var region: CGRect
  /// The content's size.
  public var content: CGSize
  /// The viewport, in content coordinates.
  public var viewport: CGRect
  private var elements: [String] = []

  /// An empty picture of `region`.
  public init(region: CGRect, content: CGSize, viewport: CGRect) {
    self.region = region
    self.content = content
    self.viewport = viewport
  }

  /// The viewport and one viewport's length on either side along the scrolling axis, within the
  /// content (or the viewport's own size, for content smaller than it).
  public static func region(around viewport: CGRect, content: CGSize, vertical: Bool) -> CGRect {
    let width = max(content.width, viewport.width)
    let height = max(content.height, viewport.height)
    if vertical {
      let top = max(0, viewport.minY - viewport.height)
      let bottom = min(height, viewport.maxY + viewport.height)
      return CGRect(x: 0, y: top, width: width, height: max(0, bottom - top))
    }
    let left = max(0, viewport.minX - viewport.width)
    let right = min(width, viewport.maxX + viewport.width)
    return CGRect(x: left, y: 0, width: max(0, right - left), height: height)
  }

  /// Adds a cell's frame, labelled with its index path and, for a cell on display, what it
  /// draws; a selected cell is filled.
  public mutating func addCell(_ frame: CGRect, label: String, content: String?, selected: Bool) {
    let style = selected ? "cell selected" : "cell"
    add(frame, class: style, label: label, content: content)
  }

  /// Adds a supplementary view's frame (a header, a footer), labelled.
  public mutating func addSupplementary(_ frame: CGRect, label: String, content: String?) {
    add(frame, class: "supplementary", label: label, content: content)
  }

  private mutating func add(_ frame: CGRect, class style: String, label: String, content: String?) {
    let text = content.map { $0.isEmpty ? label : "\(label) \($0)" } ?? label
    elements.append(
      "<g class=\"\(style)\">\(Self.rect(frame))"
        + "<text x=\"\(Self.number(frame.minX + 3))\" y=\"\(Self.number(frame.minY + 12))\">"
        + "\(Self.escaped(text))</text></g>")
  }

  /// The picture as an SVG document.
  public var svg: String {
    let box =
      "\(Self.number(region.minX)) \(Self.number(region.minY)) "
      + "\(Self.number(region.width)) \(Self.number(region.height))"
    let style = [
      "rect { fill: none; stroke: #8a8a8a; stroke-width: 1 }",
      ".content { fill: #fbfbfb; stroke: #c8c8c8 }",
      ".cell rect { fill: #ffffff }",
      ".selected rect { fill: #ffe08a; stroke: #b8860b; stroke-width: 2 }",
      ".supplementary rect { fill: #e6eef8; stroke: #5f7fa8 }",
      ".viewport { stroke: #d03030; stroke-width: 2; stroke-dasharray: 6 3 }",
      "text { font-family: monospace; font-size: 10px; fill: #202020 }",
    ]
    let contentFrame = CGRect(origin: .zero, size: content)
    return
      ([
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(box)\" "
          + "width=\"\(Self.number(region.width))\" height=\"\(Self.number(region.height))\">",
        "<style>" + style.joined(separator: " ") + "</style>",
        Self.rect(contentFrame, class: "content"),
      ] + elements + [Self.rect(viewport, class: "viewport"), "</svg>"])
      .joined(separator: "\n") + "\n"
  }

  /// A rectangle element.
  private static func rect(_ frame: CGRect, class style: String? = nil) -> String {
    let attribute = style.map { " class=\"\($0)\"" } ?? ""
    return
      "<rect\(attribute) x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" "
      + "width=\"\(number(frame.width))\" height=\"\(number(frame.height))\"/>"
  }

  /// A coordinate with at most one decimal, without a fraction when it has none, the same on
  /// every machine (no locale, no exponent).
  static func number(_ value: CGFloat) -> String {
    let tenths = Int((Double(value) * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    let whole = abs(tenths) / 10
    let fraction = abs(tenths) % 10
    return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }

  /// Text with XML's special characters escaped.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
