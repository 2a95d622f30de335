import Foundation
import TableSource
import Testing

@MainActor
@Suite("Text rendering")
struct RenderingTests {
  func render(heights: [CGFloat], scrollingTo row: Int? = nil) throws -> String {
    let dataSource = try SectionsDataSource {
      Section(
        rows: heights.enumerated().map { AnyRow(LabelRow(id: $0.offset, height: $0.element)) })
    }
    let table = makeTable(dataSource, height: 200)
    table.estimatedRowHeight = 0  // Real heights everywhere, so the content size is theirs.
    try table.layoutIfNeeded()
    if let row {
      try table.scrollToRow(at: IndexPath(row: row, section: 0), at: .middle)
    }
    return table.renderText()
  }

  @Test("3.1 a row a delegate makes 1e20 points tall renders without trapping")
  func hugeRow() throws {
    let text = try render(heights: [44, 1e20, 44])
    #expect(text.hasPrefix("y 0–200 of 1e+20 (top)"))
    #expect(text.contains("row 1"))
  }

  @Test("3.4 a content size beyond Int's range renders, scrolled anywhere, without trapping")
  func hugeContent() throws {
    let text = try render(heights: [1e300, 1e300, 1e300, 1e300], scrollingTo: 2)
    #expect(text.hasPrefix("y 2.5e+300–2.5e+300 of 4e+300 (63%)"), "\(text)")
    let whole = try render(heights: Array(repeating: 0x1p52, count: 3), scrollingTo: 1)
    #expect(
      whole.hasPrefix("y 6755399441055644–6755399441055844 of 1.3510798882111488e+16"), "\(whole)")
  }

  @Test("3.1 infinite and NaN row heights from a delegate render without trapping")
  func nonFiniteRows() throws {
    #expect(try render(heights: [44, .infinity, 44]).hasPrefix("y 0–200 of inf (top)"))
    #expect(
      try render(heights: [44, .infinity, 44], scrollingTo: 2).hasPrefix(
        "y inf–inf of inf (bottom)"))
    _ = try render(heights: [44, .nan, 44], scrollingTo: 2)
    _ = try render(heights: [-.infinity, .nan, 44], scrollingTo: 2)
  }
}
