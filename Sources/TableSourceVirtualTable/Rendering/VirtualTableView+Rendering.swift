import Foundation
@_spi(TableSourceEngine) import TableSourceCore

extension VirtualTableView {
  /// A text picture of the viewport: what a screenshot would show, in a terminal.
  ///
  /// ```
  /// y 0–480 of 1160 (top) · 10 of 25 rows
  /// ┌────────────────────────────────────────┐
  /// │ [Network]                              │
  /// │   Wi-Fi  On                          > │ 0.0
  /// │ ● Bluetooth                            │ 0.1
  /// │ (Shown to nearby devices)              │
  /// └────────────────────────────────────────┘
  /// ```
  ///
  /// The first line says where the viewport sits in the content. Then, top to bottom, every item
  /// that meets the viewport: the table header, section headers in brackets, each visible row
  /// drawn by its cell's ``ReusableView/renderedContent`` (indented two spaces per
  /// ``TableViewCell/indentationLevel``), section footers in parentheses, the
  /// table footer. A row is marked `●` when selected, and in editing mode `⊖` or `⊕` for its
  /// editing style. Text longer than the screen is cut with `…`.
  ///
  /// The picture reflects the last layout pass; it asks the data source for no cell, so it is
  /// stable enough to use as golden text in tests.
  public func renderText(_ options: TextRenderingOptions = TextRenderingOptions()) -> String {
    quietOperation { render(options) }
  }

  private func render(_ options: TextRenderingOptions) -> String {
    loadForQuery()
    var lines: [String] = [positionLine()]
    let border = String(repeating: "─", count: options.width + 2)
    lines.append("┌" + border + "┐")
    let top = Double(contentOffset.y)
    let bottom = top + Double(size.height)
    func meets(_ minY: Double, _ height: Double) -> Bool {
      height > 0 && minY < bottom && minY + height > top
    }
    func line(_ mark: String, _ text: String, _ note: String = "") -> String {
      let body = fitted(mark + text, options.width)
      return "│ " + body + " │" + (note.isEmpty ? "" : " " + note)
    }
    if let header = tableHeaderView, meets(0, layout.tableHeaderHeight) {
      lines.append(line("", header.renderedContent))
    }
    var headers = screen.headers.makeIterator()
    var footers = screen.footers.makeIterator()
    var nextHeader = headers.next()
    var nextFooter = footers.next()
    var cells = screen.cells.makeIterator()
    var nextCell = cells.next()
    for section in layout.sections(meeting: top, bottom) {
      if let header = nextHeader, header.key == section {
        lines.append(line("", "[" + header.view.renderedContent + "]"))
        nextHeader = headers.next()
      }
      let end = layout.sectionRowStarts[section + 1]
      while let cell = nextCell, cell.key < end {
        let path = indexPath(ofGlobal: cell.key)
        var notes: [String] = []
        if options.showsIndexPaths { notes.append(path.shortDescription) }
        if options.showsCellNumbers { notes.append("#\(cell.view.instanceNumber)") }
        let indent = String(repeating: "  ", count: max(0, cell.view.indentationLevel))
        lines.append(
          line(mark(for: path), indent + cell.view.renderedContent, notes.joined(separator: " ")))
        nextCell = cells.next()
      }
      if let footer = nextFooter, footer.key == section {
        lines.append(line("", "(" + footer.view.renderedContent + ")"))
        nextFooter = footers.next()
      }
    }
    let footerMinY = layout.contentHeight - layout.tableFooterHeight
    if let footer = tableFooterView, meets(footerMinY, layout.tableFooterHeight) {
      lines.append(line("", footer.renderedContent))
    }
    lines.append("└" + border + "┘")
    return lines.joined(separator: "\n")
  }

  private func positionLine() -> String {
    let top = Double(contentOffset.y)
    let height = layout.contentHeight
    let bottom = min(top + Double(size.height), max(height, top))
    let place: String
    if maximumOffsetY == 0 {
      place = "all"
    } else if top <= 0 {
      place = "top"
    } else if top >= maximumOffsetY {
      place = "bottom"
    } else {
      place = Self.formatted((top / maximumOffsetY * 100).rounded()) + "%"
    }
    return
      "y \(Self.formatted(top))–\(Self.formatted(bottom)) of \(Self.formatted(height)) (\(place)) · "
      + "\(screen.cells.count) of \(layout.numberOfRows) rows"
  }

  private func mark(for path: IndexPath) -> String {
    if isEditing {
      let style = callOut(.editingStyle) {
        delegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
      }
      switch style {
      case .delete: return "⊖ "
      case .insert: return "⊕ "
      case .none: return "  "
      }
    }
    return selection.contains(layout.globalIndex(row: path.row, section: path.section))
      ? "● " : "  "
  }

  /// A coordinate or size as the picture writes it: whole numbers without a fraction, others
  /// with one decimal. It never traps: values too large for `Int` (a row a delegate made 1e20
  /// points tall, say) and infinities and NaNs, which a delegate's heights can produce, are
  /// written as Swift prints a `Double` (`1e+20`, `inf`, `nan`).
  /// A coordinate as the picture writes it; any Double, so rendering never traps.
  nonisolated static func formatted(_ value: Double) -> String {
    // Below 2^53 every Double that is a whole number converts to Int exactly, and one decimal
    // is meaningful; beyond it, the shortest round-trip form says more than a long row of digits.
    guard value.isFinite, value.magnitude < 0x1p53 else { return "\(value)" }
    return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
  }

  private func fitted(_ text: String, _ width: Int) -> String {
    let flat = text.replacingOccurrences(of: "\n", with: " ")
    if flat.count <= width { return flat + String(repeating: " ", count: width - flat.count) }
    return String(flat.prefix(width - 1)) + "…"
  }
}
