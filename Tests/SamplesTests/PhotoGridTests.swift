import Foundation
import Testing

@testable import PhotoGrid

@MainActor
@Suite("PhotoGrid sample")
struct PhotoGridTests {
  /// The sample's output cut at its blank lines: one step a block, a title then a picture.
  func steps() throws -> [String] {
    try PhotoGrid.run().components(separatedBy: "\n\n")
  }

  @Test("the grid shows three photos a line between each month's header and footer, and scrolls")
  func grid() throws {
    let steps = try steps()
    #expect(
      steps[0] == """
        Three months of photos, three to a line:
        viewport 0,0 320×480 · content 320×900
        == header 0: March ==
        [0.0 dunes] [0.1 harbour] [0.2 gulls]
        [0.3 pier] [0.4 kite]
        == footer 0: 5 photos ==
        == header 1: April ==
        [1.0 tulips] [1.1 rain] [1.2 bridge]
        [1.3 market] [1.4 bikes] [1.5 canal]
        """)
    #expect(
      steps[1] == """
        Scrolled down 400 points:
        viewport 0,400 320×480 · content 320×900
        [1.0 tulips] [1.1 rain] [1.2 bridge]
        [1.3 market] [1.4 bikes] [1.5 canal]
        [1.6 heron]
        == footer 1: 7 photos ==
        == header 2: May ==
        [2.0 meadow] [2.1 bees] [2.2 orchard]
        [2.3 picnic]
        == footer 2: 4 photos ==
          cells made: 11 before, 11 after (the photos that came on screen reuse the cells that left)
        """)
  }

  @Test("a snapshot's inserts and deletes are one batch, and the photos that stay keep their cells")
  func snapshotUpdate() throws {
    let step = try steps()[2]
    #expect(
      step.hasPrefix(
        """
        Sunset added to March, Harbour and Pier deleted, Lilacs added to April:
        viewport 0,0 320×480 · content 320×900
        == header 0: March ==
        [0.0 sunset] [0.1 dunes] [0.2 gulls]
        [0.3 kite]
        == footer 0: 4 photos ==
        """))
    #expect(step.contains("\n  committed: delete items [0.1, 0.3]; insert items [0.0, 1.7]\n"))
    #expect(step.hasSuffix("\n  9 of the 9 photos still on screen kept their cells"))
  }

  @Test("taps select several photos and a second tap deselects (C-I1, C-I3)")
  func selection() throws {
    let step = try steps()[3]
    #expect(step.contains("\n[0.0 sunset*] [0.1 dunes] [0.2 gulls]\n"))
    #expect(step.contains("\n[1.3 market] [1.4 bikes*] [1.5 canal]\n"))
    #expect(step.hasSuffix("\n  selected: 0.0 sunset, 1.1 rain, 1.4 bikes"))
  }

  @Test(
    "an item dragged onto another section's moves there, and the selection follows (C-J1, C-J3)")
  func movement() throws {
    let step = try steps()[4]
    #expect(
      step == """
        Kite dragged onto bridge, in April:
          didMove: kite from 0.3 to 1.2
        viewport 0,0 320×480 · content 320×795
        == header 0: March ==
        [0.0 sunset*] [0.1 dunes] [0.2 gulls]
        == footer 0: 3 photos ==
        == header 1: April ==
        [1.0 tulips] [1.1 rain*] [1.2 kite]
        [1.3 bridge] [1.4 market] [1.5 bikes*]
        [1.6 canal] [1.7 heron] [1.8 lilacs]
          selected: 0.0 sunset, 1.1 rain, 1.5 bikes
        """)
  }

  @Test(
    "an insert the data source does not have is rejected in the words of iOS 17 and iOS 16.3, the grid unchanged (C-G6, C-G7)"
  )
  func rejection() throws {
    let steps = try steps()
    let step = try #require(steps.last)
    #expect(
      step.contains(
        """
        iOS 17 rejects it:
        Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates.
        Data source before updates = { 3 sections with item counts: [3, 9, 4] }
        Data source after updates = { 3 sections with item counts: [3, 9, 4] }
        Updates = [
        \tInsert item (0 - 0)
        ]
        """))
    #expect(
      step.contains(
        "iOS 16.3 rejects it:\nInvalid update: invalid number of items in section 0.  The number "
          + "of items contained in an existing section after the update (3) must be equal to the "
          + "number of items contained in that section before the update (3), plus or minus the "
          + "number of items inserted or deleted from that section (1 inserted, 0 deleted)"))
    // The picture after the rejections is the one after the move, from its viewport line on.
    let picture: (String) -> Substring = { $0[$0.range(of: "viewport")!.lowerBound...] }
    let moved = steps[4].components(separatedBy: "\n  selected:")[0]
    #expect(step.contains("\nThe grid is unchanged:\n"))
    #expect(picture(step) == picture(moved))
  }
}
