import Foundation
import Testing

@testable import LongList

@MainActor
@Suite("LongList sample")
struct LongListTests {
  @Test("the long list shows every row once scrolled through, with a dozen or so cells")
  func reuseFigures() throws {
    let output = try LongList.run(rowCount: 3_000)
    #expect(output.hasPrefix("An inbox of 3000 rows"))
    #expect(output.contains("Rows shown: 3000. Cells created: 13."))
    #expect(output.contains("LongList.MessageCell: 10 created, at most 10 on screen at once"))
    #expect(output.contains("LongList.PhotoCell: 2 created, at most 2 on screen at once"))
  }

  @Test("the screens printed along the way show the rows at those offsets, in order")
  func screens() throws {
    let output = try LongList.run(rowCount: 3_000)
    #expect(output.contains("│   — Day 1 —                              │ 0.0 #1"))
    #expect(output.contains("│   ▣ Photo 2999                           │ 0.2999"))
    let pictures = output.components(separatedBy: "┌").count - 1
    #expect(pictures == 4, "top, 25%, 50% and bottom")
  }
}
