import Foundation
import TableSource
import TableSourceTestSupport
import Testing

@testable import TableSourceVirtualTable

@MainActor
@Suite("Text rendering")
struct RenderingTests {
  func render(heights: [CGFloat], scrollingTo row: Int? = nil) throws -> String {
    let dataSource = try SectionsDataSource {
      TableSection(
        rows: heights.enumerated().map { AnyRow(LabelRow(id: $0.offset, height: $0.element)) })
    }
    let table = try makeTable(dataSource, height: 200)
    try table.setEstimatedRowHeight(0)  // Real heights everywhere, so the content size is theirs.
    try table.layoutIfNeeded()
    if let row {
      try table.scrollToRow(at: IndexPath(row: row, section: 0), at: .middle)
    }
    return table.renderText()
  }

  @Test("3.1 a row a delegate makes 1e20 points tall is refused; the picture still renders")
  func hugeRow() throws {
    #expect {
      _ = try render(heights: [44, 1e20, 44])
    } throws: { error in
      guard case .invalidRowHeight(1e20, let path) = error as? TableViewError else { return false }
      return path == IndexPath(row: 1, section: 0)
    }
  }

  @Test("3.4 the picture writes any coordinate without trapping: huge, infinite and NaN")
  func numbers() {
    #expect(VirtualTableView.formatted(440) == "440")
    #expect(VirtualTableView.formatted(43.5) == "43.5")
    #expect(VirtualTableView.formatted(1e20) == "1e+20")
    #expect(VirtualTableView.formatted(4e300) == "4e+300")
    #expect(VirtualTableView.formatted(0x1p53 + 2) == "9.007199254740994e+15")
    #expect(VirtualTableView.formatted(6_755_399_441_055_744) == "6755399441055744")
    #expect(VirtualTableView.formatted(.infinity) == "inf")
    #expect(VirtualTableView.formatted(-.infinity) == "-inf")
    #expect(VirtualTableView.formatted(.nan) == "nan")
  }

  @Test("3.4 the tallest content the table takes renders, scrolled anywhere")
  func tallestContent() throws {
    let tallest = VirtualTableView.maximumHeight
    let text = try render(heights: Array(repeating: tallest, count: 4), scrollingTo: 2)
    #expect(text.hasPrefix("y 2499900–2500100 of 4000000 (63%)"), "\(text)")
  }
}
