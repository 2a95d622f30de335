import Foundation
import Testing

@testable import PhotoFeed

@MainActor
@Suite("PhotoFeed sample")
struct PhotoFeedTests {
  /// The sample's output cut at its blank lines: one step a block, a title then a picture.
  func steps() throws -> [String] {
    try PhotoFeed.run().components(separatedBy: "\n\n")
  }

  @Test(
    "the feed shows featured photos in a row and recent ones two a row, measured when shown, each section under its header (C-F1, C-F3, C-D4)"
  )
  func feed() throws {
    #expect(
      try steps()[0] == """
        The feed: featured photos in a row, recent ones two a row, measured:
        viewport 0,0 320×480 · content 320×750
        == header 0: Featured ==
        [0.0 aurora] [0.1 canyon]
        == header 1: Recent ==
        [1.0 tall pine] [1.1 beach]
        [1.2 dune] [1.3 tall tower]
        """)
  }

  @Test("the featured row scrolls sideways on its own and the grid does not move (C-F3)")
  func featuredScrolls() throws {
    #expect(
      try steps()[1] == """
        The featured row scrolled sideways by 200 points (at rest at 200); the grid did not move:
        viewport 0,0 320×480 · content 320×750
        == header 0: Featured ==
        [0.1 canyon] [0.2 glacier] [0.3 lagoon]
        == header 1: Recent ==
        [1.0 tall pine] [1.1 beach]
        [1.2 dune] [1.3 tall tower]
        """)
  }

  @Test(
    "scrolled to the end, the rows measured as they came in, the Recent header stays pinned at the top (C-F3)"
  )
  func pinnedHeader() throws {
    #expect(
      try steps()[2] == """
        Scrolled down to the end, rows measured as they came in, the Recent header pinned at the top:
        viewport 0,270 320×480 · content 320×770
        [1.0 tall pine]
        == header 1: Recent ==
        [1.2 dune] [1.3 tall tower]
        [1.4 fern] [1.5 harbour]
        [1.6 tall falls] [1.7 moss]
        """)
  }

  @Test(
    "a snapshot applied through the diffable data source updates both sections and keeps the featured row's offset"
  )
  func snapshotApplied() throws {
    #expect(
      try steps()[3] == """
        A snapshot applied: one featured photo gone, two recent ones new (featured offset 200):
        viewport 0,270 320×480 · content 320×940
        [1.0 tall sequoia]
        == header 1: Recent ==
        [1.2 tall pine] [1.3 beach]
        [1.4 dune] [1.5 tall tower]
        [1.6 fern] [1.7 harbour]
        """)
  }
}
