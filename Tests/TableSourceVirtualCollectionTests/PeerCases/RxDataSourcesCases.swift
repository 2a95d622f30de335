import Foundation
import TableSource
import Testing

// RxDataSources' diffing tests (https://github.com/RxSwiftCommunity/RxDataSources, the
// Differentiator algorithm's `Tests/RxDataSourcesTests/AlgorithmTests.swift`), restated as our own
// cases. Sections and items are numbered as in the peer's tests; an item's content `u` there is a
// changed content here (`'`).
//
// RxDataSources splits a transition into up to three batches (deletes and updates in old
// places, then section and item moves and inserts); ours has two stages (all structure, then
// content refreshes in new places) and fewer moves: moving one item to the end is one move, not
// the two the peer counts, and a rotation of three sections one section move, not two.
//
// Skipped: the error cases (`testThrowsErrorOnDuplicateItem`, `…DuplicateSection`): a repeated
// identity is refused when the snapshot is built (`SnapshotError`, tested with the snapshot), so
// there is no transition to replay; `testThrowsErrorOnInvalidInitializerImplementation1/2` test
// the peer's own section protocol. The data source tests
// (`RxCollectionViewSectionedDataSource+Test.swift`) test the peer's own API (optional
// supplementary views). The stress test's thousand chained edits of a 100 × 100 list are kept as
// fixed seeds of a 10 × 10 list, each edit doing what the peer's randomizer does.

private func rx(_ test: String) -> String {
  "https://github.com/RxSwiftCommunity/RxDataSources/blob/HEAD/Tests/RxDataSourcesTests/AlgorithmTests.swift \(test)"
}

private func path(_ item: Int, _ section: Int = 0) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// RxDataSources' cases.
enum RxDataSourcesCases {
  static let all: [PeerCase] = simpleCases + edgeCases + stressCases

  static let simpleCases: [PeerCase] = [
    PeerCase(
      "an item is appended", rx("testItemInsert"), from: "1: 0 1 2", to: "1: 0 1 2 3",
      steps: PeerSteps(deletes: [], inserts: [path(3)], moves: 0, refreshed: [])),
    PeerCase(
      "the middle item is deleted", rx("testItemDelete"), from: "1: 0 1 2", to: "1: 0 2",
      steps: PeerSteps(deletes: [path(1)], inserts: [], moves: 0, refreshed: [])),
    PeerCase(
      "the first item moves to the end", rx("testItemMove1"), from: "1: 0 1 2", to: "1: 1 2 0",
      steps: PeerSteps(deletes: [], inserts: [], moves: 2),
      note: "the peer moves the two others; ours moves the one item"),
    PeerCase(
      "the last item moves to the front", rx("testItemMove2"), from: "1: 0 1 2", to: "1: 2 0 1",
      steps: PeerSteps(deletes: [], inserts: [], moves: 1)),
    PeerCase(
      "an item changes content in place", rx("testItemUpdated"), from: "1: 0 1 2", to: "1: 0 1' 2",
      steps: PeerSteps(deletes: [], inserts: [], moves: 0, refreshed: [1])),
    PeerCase(
      "an item changes content and moves", rx("testItemUpdatedAndMoved"),
      from: "1: 0 1 2", to: "1: 1' 0 2", steps: PeerSteps(moves: 1, refreshed: [1]),
      note: "the peer updates in place, then moves; ours moves, then refreshes at the new place"),
    PeerCase(
      "a section is appended", rx("testInsertSection"), from: "1: 0 1 2", to: "1: 0 1 2; 2: 3 4 5",
      steps: PeerSteps(deletes: [], inserts: [], sectionDeletes: [], sectionInserts: [1])),
    PeerCase(
      "the only section is deleted", rx("testDeleteSection"), from: "1: 0 1 2", to: "",
      steps: PeerSteps(deletes: [], inserts: [], sectionDeletes: [0], sectionInserts: [])),
    PeerCase(
      "the first of three sections moves to the end", rx("testMovedSection1"),
      from: "1: 0 1 2; 2: 3 4 5; 3: 6 7 8", to: "2: 3 4 5; 3: 6 7 8; 1: 0 1 2",
      steps: PeerSteps(sectionDeletes: [], sectionInserts: [], moves: 0, sectionMoves: 2),
      note: "the peer moves the two others; ours moves the one section"),
    PeerCase(
      "the last of three sections moves to the front", rx("testMovedSection2"),
      from: "1: 0 1 2; 2: 3 4 5; 3: 6 7 8", to: "3: 6 7 8; 1: 0 1 2; 2: 3 4 5",
      steps: PeerSteps(sectionDeletes: [], sectionInserts: [], moves: 0, sectionMoves: 1)),
  ]

  static let edgeCases: [PeerCase] = [
    PeerCase(
      "two sections swap, both items go, one section gains a new item", rx("testCase1"),
      from: "1: 1111; 2: 2222", to: "2: 0=1; 1:",
      steps: PeerSteps(deletes: [path(0, 0), path(0, 1)], inserts: [path(0, 0)])),
    PeerCase(
      "two sections swap while items cross between them, one goes, three change content",
      rx("testCase2"), from: "4: 10 11 12; 9: 25 26 27", to: "9: 11' 26 27'; 4: 10' 12",
      steps: PeerSteps(refreshed: [11, 27, 10])),
    PeerCase(
      "seven sections: one inserted, items cross into empty and emptied sections, most change",
      rx("testCase3"),
      from: "4: 5; 6: 20 14; 9:; 2: 2 26; 8: 23; 10: 8 18 13; 1: 28 25 6 11 10 29 24 7 19",
      to: "4: 5; 6: 20' 14; 9: 16'; 7: 17 15 4'; 2: 2 26' 23'; 8:; 10: 8' 18' 13'; "
        + "1: 28' 25' 6' 11' 10' 29' 24' 7' 19'",
      steps: PeerSteps(
        sectionDeletes: [], sectionInserts: [3],
        refreshed: [20, 26, 23, 8, 18, 13, 28, 25, 6, 11, 10, 29, 24, 7, 19])),
  ]

  static let stressCases: [PeerCase] = (1...8).map { seed in
    let old = peerBlock(sections: 10, size: 10)
    return PeerCase(
      "a random edit of ten sections of ten items (seed \(seed))", rx("testStress"), old: old,
      new: peerRandomEdit(of: old, seed: UInt64(seed)))
  }
}

@MainActor
@Suite("Peer cases: RxDataSources' diffing tests, on a table and a grid")
struct RxDataSourcesPeerTests {
  @Test(
    "Each RxDataSources case takes a table and a grid from the old list to the new, through either data source, every batch valid, cells kept (C-G2, C-H2, rule 5.4)",
    arguments: peerReplays(RxDataSourcesCases.all))
  func replay(_ peerCase: PeerCase, _ route: PeerRoute) throws {
    try expectReplay(peerCase, route)
  }

  @Test(
    "Our diff of each RxDataSources case has the peer's deletes, inserts and refreshes, and no more moves",
    arguments: RxDataSourcesCases.all.filter { $0.steps != nil })
  func steps(_ peerCase: PeerCase) throws {
    try expectPeerSteps(peerCase)
  }
}
