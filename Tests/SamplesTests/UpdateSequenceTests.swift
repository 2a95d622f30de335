import Foundation
import Testing

@testable import UpdateSequence

@MainActor
@Suite("UpdateSequence sample")
struct UpdateSequenceTests {
  @Test("each step prints the batch it committed and the screen after it")
  func steps() throws {
    let output = try UpdateSequence.run()
    #expect(
      output.contains(
        "Insert Pears below Apples, and Butter above Milk:\n  insert rows [0.1] (fade)\n  insert rows [1.0] (automatic)"
      ))
    #expect(
      output.contains(
        "Move Milk to the top of Produce (the selection follows Leeks):\n  move rows [1.1→0.0] (automatic)"
      ))
    #expect(output.contains("│ ● Leeks  2                               │ 0.3"))
    #expect(output.hasSuffix("Selected: [\"0.2\"]"))
  }

  @Test("the rejected updates print UIKit's messages and an unchanged screen")
  func rejections() throws {
    let output = try UpdateSequence.run()
    #expect(
      output.contains(
        "The app adds Eggs to its model but tells the table it deleted a row: rejected\n"
          + "  Invalid update: invalid number of rows in section 1. The number of rows contained "
          + "in an existing section after the update (2) must be equal to the number of rows "
          + "contained in that section before the update (1)"))
    #expect(
      output.contains(
        "Delete a row that does not exist: rejected\n  attempt to delete row 7 from section 0 "
          + "which only contains 3 rows before the update\nThe table is unchanged:"))
    let screens = output.components(separatedBy: "\n\n")
    let beforeRejection = try #require(
      screens.first { $0.hasPrefix("Add a section for the bakery") })
    let afterRejection = try #require(
      screens.first { $0.hasPrefix("Delete a row that does not exist") })
    let picture: (String) -> Substring = { $0[$0.range(of: "y 0–")!.lowerBound...] }
    #expect(picture(beforeRejection) == picture(afterRejection))
  }
}
