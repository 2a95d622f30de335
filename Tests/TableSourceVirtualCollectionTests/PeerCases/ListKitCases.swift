import Foundation
import TableSource
import TableSourceTesting
import Testing

// ListKit's diffing tests (https://github.com/Iron-Ham/Lists, the `ListKit` diffable data source
// that stands in for `UICollectionViewDiffableDataSource`), restated as our own cases:
// `Tests/ListKitTests/HeckelDiffTests.swift` and `HeckelDiffEdgeCaseTests.swift` (one list),
// `SectionedDiffTests.swift` (snapshots with sections, marks) and `BatchUpdateSafetyTests.swift`
// (what a changeset must be for `performBatchUpdates`).
//
// ListKit's snapshots, like ours, hold unique identities; its flat Heckel diff also takes
// repeated elements, restated here as distinct identities sharing a content. Its moves are every
// matched element whose index changed (three for a rotation of three); ours are minimal, so the
// peer's count is an upper bound. Its safety properties (deletes in old places, inserts in new
// ones, none twice, none inside a deleted or inserted section) are checked here by the views
// themselves: each batch goes through their UIKit validation, which rejects any of those.
//
// Skipped: `changesetEquatable` and `changesetHasStructuralChanges` (properties of the peer's
// changeset type), `matchedIndicesAreValid` and `diffCoversAllIndices…` as such (the peer's
// `matched` list; their scenarios are replayed), the benchmarks and performance tests, the
// section snapshot tests (outlines, another part of the work), the data source and lifecycle
// tests (the peer's own API).

private func listKit(_ file: String, _ test: String) -> String {
  "https://github.com/Iron-Ham/Lists/blob/HEAD/Tests/ListKitTests/\(file).swift \(test)"
}

private func heckel(_ test: String) -> String { listKit("HeckelDiffTests", test) }
private func edge(_ test: String) -> String { listKit("HeckelDiffEdgeCaseTests", test) }
private func sectioned(_ test: String) -> String { listKit("SectionedDiffTests", test) }
private func safety(_ test: String) -> String { listKit("BatchUpdateSafetyTests", test) }

private func path(_ item: Int, _ section: Int = 0) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// ListKit's cases.
enum ListKitCases {
  static let all: [PeerCase] = heckelCases + edgeCases + sectionedCases + safetyCases

  static let heckelCases: [PeerCase] = [
    PeerCase(
      "three items arrive in an empty list", heckel("emptyToPopulated"), from: "A:", to: "A: 1 2 3",
      steps: PeerSteps(deletes: [], inserts: [path(0), path(1), path(2)], moves: 0)),
    PeerCase(
      "all three items go", heckel("populatedToEmpty"), from: "A: 1 2 3", to: "A:",
      steps: PeerSteps(deletes: [path(0), path(1), path(2)], inserts: [], moves: 0)),
    PeerCase(
      "nothing changes", heckel("noChange"), from: "A: 1 2 3", to: "A: 1 2 3",
      steps: PeerSteps(deletes: [], inserts: [], moves: 0, refreshed: [])),
    PeerCase(
      "an item is inserted in the middle", heckel("pureInserts"), from: "A: 1 3", to: "A: 1 2 3",
      steps: PeerSteps(deletes: [], inserts: [path(1)], moves: 0)),
    PeerCase(
      "the middle item is deleted", heckel("pureDeletes"), from: "A: 1 2 3", to: "A: 1 3",
      steps: PeerSteps(deletes: [path(1)], inserts: [], moves: 0)),
    PeerCase(
      "the last item rotates to the front", heckel("singleMove"), from: "A: 1 2 3", to: "A: 3 1 2",
      steps: PeerSteps(deletes: [], inserts: [], moves: 3),
      note: "the peer counts every shifted item; ours moves one"),
    PeerCase(
      "every other item goes and one arrives", heckel("interleavedChanges"),
      from: "A: 1 2 3 4 5", to: "A: 2 4 6",
      steps: PeerSteps(deletes: [path(0), path(2), path(4)], inserts: [path(2)])),
    PeerCase(
      "two look-alikes around a unique item reorder", heckel("withDuplicates"),
      from: "A: 1=one 2=one 3=two", to: "A: 1=one 3=two 2=one",
      steps: PeerSteps(deletes: [], inserts: [])),
    PeerCase(
      "one item is replaced by another", heckel("singleElements"), from: "A: 1", to: "A: 2",
      steps: PeerSteps(deletes: [path(0)], inserts: [path(0)], moves: 0)),
    PeerCase(
      "the middle item goes and one arrives at the end", heckel("withStrings"),
      from: "A: 1 2 3", to: "A: 1 3 4",
      steps: PeerSteps(deletes: [path(1)], inserts: [path(2)], moves: 0)),
    PeerCase(
      "the first half of 10,000 items goes and 5,000 arrive after the rest",
      heckel("largeArrayPerformance"), old: peerList(Array(0..<10_000)),
      new: peerList(Array(5_000..<15_000)),
      steps: PeerSteps(
        deletes: (0..<5_000).map { path($0) }, inserts: (5_000..<10_000).map { path($0) },
        moves: 0)),
  ]

  static let edgeCases: [PeerCase] =
    [
      PeerCase(
        "Heckel's example: three letters of seven reorder", edge("heckelPaperExample"),
        from: "A: 1=a 2=b 3=c 4=d 5=e 6=f 7=g", to: "A: 1=a 2=b 5=e 4=d 6=f 3=c 7=g",
        steps: PeerSteps(deletes: [], inserts: [])),
      PeerCase(
        "five items reverse, every move from and to a distinct place", edge("moveIndicesAreUnique"),
        from: "A: 1 2 3 4 5", to: "A: 5 4 3 2 1",
        steps: PeerSteps(deletes: [], inserts: [], moves: 4)),
      PeerCase(
        "a thousand items reverse", edge("moveIndicesAreUniqueForLargeArray"),
        old: peerList(Array(0..<1_000)), new: peerList((0..<1_000).reversed()),
        steps: PeerSteps(deletes: [], inserts: [], moves: 999)),
      PeerCase(
        "the last item moves to the front", edge("movingItemToFrontShiftsOthers"),
        from: "A: 1 2 3 4 5", to: "A: 5 1 2 3 4",
        steps: PeerSteps(deletes: [], inserts: [], moves: 1)),
      PeerCase(
        "the last item moves to the front while one arrives", edge("moveWithSimultaneousInsert"),
        from: "A: 1 2 3", to: "A: 3 1 4 2", steps: PeerSteps(deletes: [], inserts: [path(2)])),
      PeerCase(
        "the last item moves to the front while one goes", edge("moveWithSimultaneousDelete"),
        from: "A: 1 2 3 4", to: "A: 4 1 3", steps: PeerSteps(deletes: [path(1)], inserts: [])),
      PeerCase(
        "one of four look-alikes goes", edge("allDuplicateElements"),
        from: "A: 1=same 2=same 3=same 4=same", to: "A: 1=same 2=same 3=same"),
      PeerCase(
        "look-alikes at both ends around a unique item, unchanged",
        edge("duplicatesAtBoundariesUniqueInMiddle"),
        from: "A: 1=one 2=two 3=one", to: "A: 1=one 2=two 3=one",
        steps: PeerSteps(deletes: [], inserts: [], moves: 0, refreshed: [])),
      PeerCase(
        "a unique item moves to the front of three look-alikes",
        edge("duplicatesWithUniqueElementMoving"),
        from: "A: 1=one 2=one 3=two 4=one", to: "A: 3=two 1=one 2=one 4=one",
        steps: PeerSteps(deletes: [], inserts: [], moves: 1)),
      PeerCase(
        "two neighbours swap", edge("adjacentSwap"), from: "A: 1 2 3 4 5", to: "A: 1 3 2 4 5",
        steps: PeerSteps(deletes: [], inserts: [], moves: 1)),
      PeerCase(
        "the first and last items swap", edge("endpointSwap"), from: "A: 1 2 3 4 5",
        to: "A: 5 2 3 4 1", steps: PeerSteps(deletes: [], inserts: [], moves: 2)),
      PeerCase(
        "every item is replaced", edge("completeReplacement"), from: "A: 1 2 3 4 5",
        to: "A: 6 7 8 9 10",
        steps: PeerSteps(
          deletes: (0..<5).map { path($0) }, inserts: (0..<5).map { path($0) }, moves: 0)),
      PeerCase(
        "items go, one arrives and one moves to the end", edge("matchedIndicesAreValid"),
        from: "A: 10 20 30 40 50", to: "A: 20 40 60 10",
        steps: PeerSteps(deletes: [path(2), path(4)], inserts: [path(2)])),
      PeerCase(
        "the odd items go and two arrive", edge("diffCoversAllIndices"),
        from: "A: 1 2 3 4 5 6 7 8 9 10", to: "A: 2 4 6 8 10 11 12",
        steps: PeerSteps(
          deletes: [0, 2, 4, 6, 8].map { path($0) }, inserts: [path(5), path(6)], moves: 0)),
    ]
    + (1...3).map { seed in
      var random = SeededGenerator(seed: UInt64(seed))
      return PeerCase(
        "a hundred items shuffled (seed \(seed))", edge("diffCoversAllIndicesForShuffle"),
        old: peerList(Array(0..<100)), new: peerList(Array(0..<100).shuffled(using: &random)),
        steps: PeerSteps(deletes: [], inserts: []))
    }

  static let sectionedCases: [PeerCase] = [
    PeerCase(
      "a section is appended", sectioned("addSection"), from: "A: 1 2", to: "A: 1 2; B: 3",
      steps: PeerSteps(sectionDeletes: [], sectionInserts: [1])),
    PeerCase(
      "the last section is removed", sectioned("removeSection"), from: "A: 1; B: 2", to: "A: 1",
      steps: PeerSteps(sectionDeletes: [1], sectionInserts: [])),
    PeerCase(
      "the last of three empty sections moves to the front", sectioned("moveSection"),
      from: "A:; B:; C:", to: "C:; A:; B:", steps: PeerSteps(sectionMoves: 1)),
    PeerCase(
      "an item is appended to a section", sectioned("addItemWithinSection"),
      from: "A: 1 2", to: "A: 1 2 3",
      steps: PeerSteps(inserts: [path(2)], sectionDeletes: [], sectionInserts: [])),
    PeerCase(
      "an item is removed from a section", sectioned("removeItemWithinSection"),
      from: "A: 1 2 3", to: "A: 1 3", steps: PeerSteps(deletes: [path(1)])),
    PeerCase(
      "an item moves within its section", sectioned("moveItemWithinSection"),
      from: "A: 1 2 3", to: "A: 3 1 2", steps: PeerSteps(deletes: [], inserts: [], moves: 1)),
    PeerCase(
      "an item moves to the end of the next section", sectioned("crossSectionItemMove"),
      from: "A: 1 2; B: 3", to: "A: 1; B: 3 2", steps: PeerSteps(deletes: [], inserts: [], moves: 1)
    ),
    PeerCase(
      "a section goes, one comes, and the surviving one trades an item",
      sectioned("combinedSectionAndItemChanges"), from: "A: 1 2; B: 3 4", to: "B: 3 5; C: 6",
      steps: PeerSteps(
        deletes: [path(1, 1)], inserts: [path(1, 0)], sectionDeletes: [0], sectionInserts: [1])),
    PeerCase(
      "one item is marked for reload, another for reconfiguration",
      sectioned("reloadsAndReconfigures"),
      from: "A: 1 2 3", to: "A: 1 2 3", reloadedItems: [1], reconfiguredItems: [2],
      steps: PeerSteps(deletes: [], inserts: [], moves: 0, refreshed: [1, 2])),
    PeerCase(
      "the second section is marked for reload", sectioned("sectionReloads"),
      from: "A: 1 2; B: 3 4", to: "A: 1 2; B: 3 4", reloadedSections: ["B"],
      steps: PeerSteps(
        deletes: [], inserts: [], sectionDeletes: [], sectionInserts: [], refreshedSections: ["B"])),
    PeerCase(
      "a section that goes is not reloaded", sectioned("sectionReloadIgnoredForDeletedSection"),
      from: "A: 1; B: 2", to: "B: 2",
      steps: PeerSteps(sectionDeletes: [0], refreshedSections: []),
      note: "the peer marks the gone section for reload, which our snapshot cannot name"),
    PeerCase(
      "a section that arrives marked for reload is only inserted",
      sectioned("sectionReloadIgnoredForInsertedSection"), from: "", to: "A: 1",
      reloadedSections: ["A"], steps: PeerSteps(sectionInserts: [0], refreshedSections: [])),
    PeerCase(
      "a section moved and marked for reload is reloaded at its new place",
      sectioned("sectionReloadUsesNewIndex"), from: "A: 1; B: 2", to: "B: 2; A: 1",
      reloadedSections: ["B"], steps: PeerSteps(sectionMoves: 1, refreshedSections: ["B"])),
    PeerCase(
      "a reload mark alone makes a change", sectioned("sectionReloadMakesChangesetNonEmpty"),
      from: "A: 1", to: "A: 1", reloadedSections: ["A"],
      steps: PeerSteps(refreshedSections: ["A"])),
    PeerCase(
      "no sections stay no sections", sectioned("bothEmpty"), from: "", to: "",
      steps: PeerSteps(deletes: [], inserts: [], sectionDeletes: [], sectionInserts: [])),
    PeerCase(
      "a section of two items arrives in an empty view", sectioned("emptyToPopulated"),
      from: "", to: "A: 1 2", steps: PeerSteps(inserts: [], sectionInserts: [0])),
    PeerCase(
      "the only section goes", sectioned("populatedToEmpty"), from: "A: 1 2", to: "",
      steps: PeerSteps(deletes: [], sectionDeletes: [0])),
    PeerCase(
      "the same sections change nothing", sectioned("noChange, changesetIsEmpty"),
      from: "A: 1 2 3", to: "A: 1 2 3",
      steps: PeerSteps(
        deletes: [], inserts: [], sectionDeletes: [], sectionInserts: [], moves: 0,
        sectionMoves: 0, refreshed: [], refreshedSections: [])),
    PeerCase(
      "an item of a deleted section reappears in a surviving one",
      sectioned("itemSurvivesDeletedSection"),
      from: "A: 1 2; B: 3", to: "B: 1 3",
      steps: PeerSteps(inserts: [path(0, 0)], sectionDeletes: [0])),
    PeerCase(
      "an item moves into an inserted section", sectioned("itemMovesToInsertedSection"),
      from: "A: 1 2", to: "A: 1; C: 2", steps: PeerSteps(deletes: [path(1, 0)], sectionInserts: [1])
    ),
    PeerCase(
      "an item goes from a deleted section to an inserted one",
      sectioned("itemCrossesDeletedAndInsertedSection"),
      from: "A: 1", to: "B: 1",
      steps: PeerSteps(deletes: [], inserts: [], sectionDeletes: [0], sectionInserts: [0], moves: 0)
    ),
    PeerCase(
      "a reconfiguration mark alone changes no structure",
      sectioned("changesetHasStructuralChanges"),
      from: "A: 1 2 3", to: "A: 1 2 3", reconfiguredItems: [1],
      steps: PeerSteps(deletes: [], inserts: [], refreshed: [1])),
  ]

  static let safetyCases: [PeerCase] = [
    PeerCase(
      "three items in a row go", safety("itemDeletesSortedDescending"), from: "A: 1 2 3 4 5",
      to: "A: 1 5", steps: PeerSteps(deletes: [path(1), path(2), path(3)], inserts: [])),
    PeerCase(
      "three items in a row arrive", safety("itemInsertsSortedAscending"), from: "A: 1 5",
      to: "A: 1 2 3 4 5", steps: PeerSteps(deletes: [], inserts: [path(1), path(2), path(3)])),
    PeerCase(
      "two sections each lose two items", safety("noItemDeleteDuplicates"),
      from: "A: 1 2 3; B: 4 5 6", to: "A: 1; B: 4",
      steps: PeerSteps(deletes: [path(1, 0), path(2, 0), path(1, 1), path(2, 1)], inserts: [])),
    PeerCase(
      "two sections each gain two items", safety("noItemInsertDuplicates"),
      from: "A: 1; B: 4", to: "A: 1 2 3; B: 4 5 6",
      steps: PeerSteps(deletes: [], inserts: [path(1, 0), path(2, 0), path(1, 1), path(2, 1)])),
    PeerCase(
      "the first section goes with its items", safety("itemsInDeletedSectionNotInItemDeletes"),
      from: "A: 1 2; B: 3 4", to: "B: 3 4",
      steps: PeerSteps(deletes: [], inserts: [], sectionDeletes: [0])),
    PeerCase(
      "a section arrives with its items", safety("itemsInInsertedSectionNotInItemInserts"),
      from: "A: 1", to: "A: 1; B: 2 3",
      steps: PeerSteps(deletes: [], inserts: [], sectionInserts: [1])),
    PeerCase(
      "two sections swap while one loses an item and the other gains one",
      safety("itemChangesInMovedSectionUseCorrectIndices"), from: "A: 1 2; B: 3 4",
      to: "B: 3 4 5; A: 1", steps: PeerSteps(deletes: [path(1, 0)], inserts: [path(2, 0)])),
    PeerCase(
      "an item crosses to the middle of the next section",
      safety("crossSectionMoveNotDuplicatedAsDeleteInsert"),
      from: "A: 1 2 3; B: 4 5", to: "A: 1 3; B: 4 2 5",
      steps: PeerSteps(deletes: [], inserts: [], moves: 1)),
    PeerCase(
      "items cross, go and arrive in two sections", safety("netItemCountIsConsistent"),
      from: "A: 1 2 3 4; B: 5 6", to: "A: 1 3 7; B: 2 5 6 8",
      steps: PeerSteps(deletes: [path(3, 0)], inserts: [path(2, 0), path(3, 1)], moves: 1)),
    PeerCase(
      "the two middle sections of four go", safety("multipleSectionDeletesUseOldIndices"),
      from: "A: 1; B: 2; C: 3; D: 4", to: "A: 1; D: 4",
      steps: PeerSteps(sectionDeletes: [1, 2], sectionInserts: [])),
    PeerCase(
      "sections arrive before and after the only one",
      safety("multipleSectionInsertsUseNewIndices"),
      from: "A: 1", to: "B: 2; A: 1; C: 3",
      steps: PeerSteps(sectionDeletes: [], sectionInserts: [0, 2])),
    PeerCase(
      "sections go, come and move while items change in the ones that stay",
      safety("simultaneousSectionDeleteInsertMoveWithItemChanges"),
      from: "A: 1 2; B: 3 4; C: 5 6", to: "C: 5 7; D: 8; B: 3",
      steps: PeerSteps(
        deletes: [path(1, 1), path(1, 2)], inserts: [path(1, 0)], sectionDeletes: [0],
        sectionInserts: [1])),
    PeerCase(
      "every section is replaced", safety("completeStructuralReplacement"),
      from: "A: 1 2; B: 3 4", to: "C: 5 6; D: 7 8",
      steps: PeerSteps(deletes: [], inserts: [], sectionDeletes: [0, 1], sectionInserts: [0, 1])),
    PeerCase(
      "three sections reverse", safety("sectionMoveIndicesReferenceCorrectSnapshots"),
      from: "A: 1; B: 2; C: 3", to: "C: 3; B: 2; A: 1", steps: PeerSteps(sectionMoves: 2)),
    PeerCase(
      "five items reverse", safety("itemMoveIndicesReferenceCorrectSnapshots"),
      from: "A: 1 2 3 4 5", to: "A: 5 4 3 2 1", steps: PeerSteps(moves: 4)),
    PeerCase(
      "three items go and one arrives in a single section",
      safety("singleSectionDiffProducesCorrectResults"),
      from: "A: 1 2 3 4 5", to: "A: 2 4 6",
      steps: PeerSteps(deletes: [path(0), path(2), path(4)], inserts: [path(2)])),
    PeerCase(
      "a rotation in a single section", safety("singleSectionMovesWorkCorrectly"),
      from: "A: 1 2 3", to: "A: 3 1 2", steps: PeerSteps(deletes: [], inserts: [], moves: 1)),
    PeerCase(
      "a reload mark beside deletes and an insert", safety("reloadCoexistsWithStructuralChanges"),
      from: "A: 1 2 3 4", to: "A: 1 2 5", reloadedItems: [1],
      steps: PeerSteps(deletes: [path(2), path(3)], inserts: [path(2)], refreshed: [1])),
    PeerCase(
      "a reconfiguration mark beside a delete and an insert",
      safety("reconfigureCoexistsWithStructuralChanges"), from: "A: 1 2 3", to: "A: 1 3 4",
      reconfiguredItems: [1],
      steps: PeerSteps(deletes: [path(1)], inserts: [path(2)], refreshed: [1])),
  ]
}

@MainActor
@Suite("Peer cases: ListKit's diffing and batch update safety tests, on a table and a grid")
struct ListKitPeerTests {
  @Test(
    "Each ListKit case takes a table and a grid from the old list to the new, through either data source, every batch valid, cells kept (C-G2, C-H2, rule 5.4)",
    arguments: peerReplays(ListKitCases.all))
  func replay(_ peerCase: PeerCase, _ route: PeerRoute) throws {
    try expectReplay(peerCase, route)
  }

  @Test(
    "Our diff of each ListKit case has the peer's deletes, inserts and refreshes, and no more moves",
    arguments: ListKitCases.all.filter { $0.steps != nil })
  func steps(_ peerCase: PeerCase) throws {
    try expectPeerSteps(peerCase)
  }
}
