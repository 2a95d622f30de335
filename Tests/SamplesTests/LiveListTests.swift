import Foundation
import Testing

@testable import LiveList

@MainActor
@Suite("LiveList sample")
struct LiveListTests {
  @Test("each apply prints its changeset, and only new or changed rows ask for cells")
  func changesets() throws {
    let output = try LiveList.run()
    #expect(
      output.contains(
        "Milk bought: it moves to Done, and its row shows it.\n  stage 1: move rows [0.0→1.0]\n"
          + "  stage 2: reconfigure rows [1.0]\n  cells asked of the data source: 1"))
    #expect(
      output.contains(
        "A task renamed: the same cell is reconfigured.\n  stage 1: reconfigure rows [0.1]"))
    #expect(
      output.contains(
        "Done tasks cleared.\n  stage 1: delete rows [1.0]\n  cells asked of the data source: 0"))
    #expect(output.contains("│   [x] Buy milk                           │ 1.0"))
    #expect(output.hasSuffix("Cells created: 5; reuses: 0; rows shown at most: 5."))
  }
}
