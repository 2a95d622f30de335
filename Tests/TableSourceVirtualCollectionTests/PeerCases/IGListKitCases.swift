import Foundation
import TableSource
import TableSourceTesting
import Testing

// IGListKit's diffing and batch-update tests (https://github.com/Instagram/IGListKit, `Tests/`),
// restated as our own cases: `IGListDiffTests.m` (the diff of one list) and
// `IGListBatchUpdateDataTests.m` (how section moves combine with item changes).
//
// Restated: IGListKit diffs a flat array whose elements may repeat (its "duplicates" cases). Our
// snapshots, as `NSDiffableDataSourceSnapshot`, refuse a repeated identity, so a repeated element
// becomes items of distinct identities showing the same content: the scenario (equal-looking
// items added, removed or moved among others) is kept, and the round trip checks the end state.
// IGListKit counts every displaced element as a move (a swap is two); ours moves only the items
// outside a longest increasing run, so `moves` is the peer's count, an upper bound for ours.
// Updates are refreshes: IGListKit reloads, we reconfigure (the cell stays).
//
// Skipped, with no meaning here: `oldIndexForIdentifier`/`newIndexForIdentifier` look-ups and the
// index path variant's section arguments (kept as the same scenario in one section); pointer vs
// equality personality beyond the one case below (we compare content through the row);
// `IGListBatchUpdateData`'s "clean updates" and "empty updates" (they check that the container
// keeps what it is given, not a transition); the adapter, section controller, working range,
// display handler, layout and debug-description tests (IGListKit's own API); the concurrent
// mutation test (our snapshots are values). Of the adapter updater's tests, those about its own
// state (`hasChanges`, delegate events, background reloading, nil views, identifier look-ups,
// completion blocks) are skipped, and the reentrant one is left to the views' reentrancy tests;
// its transitions are kept.

private func igDiff(_ test: String) -> String {
  "https://github.com/Instagram/IGListKit/blob/HEAD/Tests/IGListDiffTests.m \(test)"
}

private func igBatch(_ test: String) -> String {
  "https://github.com/Instagram/IGListKit/blob/HEAD/Tests/IGListBatchUpdateDataTests.m \(test)"
}

private func igSwift(_ test: String) -> String {
  "https://github.com/Instagram/IGListKit/blob/HEAD/Tests/IGListDiffSwiftTests.swift \(test)"
}

private func igMoves(_ test: String) -> String {
  "https://github.com/Instagram/IGListKit/blob/HEAD/Tests/IGListDiffExperimentOptimizedMovesTests.m \(test)"
}

private func igUpdater(_ test: String) -> String {
  "https://github.com/Instagram/IGListKit/blob/HEAD/Tests/IGListAdapterUpdaterTests.m \(test)"
}

private func path(_ item: Int, _ section: Int = 0) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// IGListKit's cases.
enum IGListKitCases {
  static let paperOld =
    "A: 1=much 2=writing 3=is 4=like 5=snow 6=, 7=a 8=mass 9=of 10=long 11=words 12=and "
    + "13=phrases 14=falls 15=upon 16=the 17=relevant 18=facts 19=covering 20=up 21=the "
    + "22=details 23=."
  static let paperNew =
    "A: 7=a 8=mass 9=of 24=latin 11=words 14=falls 15=upon 16=the 17=relevant 18=facts 4=like "
    + "25=soft 5=snow 6=, 19=covering 20=up 21=the 22=details 23=."

  static let all: [PeerCase] =
    diffCases + swiftCases + optimizedMoveCases + generatedCases + updaterCases

  static let diffCases: [PeerCase] = [
    PeerCase(
      "an empty list stays empty", igDiff("test_whenDiffingEmptyArrays_thatResultHasNoChanges"),
      from: "A:", to: "A:", steps: PeerSteps(deletes: [], inserts: [], moves: 0, refreshed: [])),
    PeerCase(
      "one item arrives in an empty list",
      igDiff("test_whenDiffingFromEmptyArray_thatResultHasChanges"),
      from: "A:", to: "A: 1", steps: PeerSteps(deletes: [], inserts: [path(0)], moves: 0)),
    PeerCase(
      "the only item leaves", igDiff("test_whenDiffingToEmptyArray_thatResultHasChanges"),
      from: "A: 1", to: "A:", steps: PeerSteps(deletes: [path(0)], inserts: [], moves: 0)),
    PeerCase(
      "two items swap places", igDiff("test_whenSwappingObjects_thatResultHasMoves"),
      from: "A: 1 2", to: "A: 2 1", steps: PeerSteps(deletes: [], inserts: [], moves: 2),
      note: "IGListKit moves both items; one move is enough"),
    PeerCase(
      "an item moves past two look-alikes",
      igDiff("test_whenMovingObjectsTogether_thatResultHasMoves"),
      from: "A: 1 2 3=three 5=three 4", to: "A: 2 3=three 1 5=three 4",
      steps: PeerSteps(deletes: [], inserts: [])),
    PeerCase(
      "Heckel's sentence is rewritten: six words go, two come, others move",
      igDiff(
        "test_whenDiffingWordsFromPaper_thatDeletesMatchPaper, …InsertsMatchPaper (and the index path variants)"
      ),
      from: paperOld, to: paperNew,
      steps: PeerSteps(
        deletes: [0, 1, 2, 9, 11, 12].map { path($0) }, inserts: [path(3), path(11)])),
    PeerCase(
      "one item goes, one comes, two trade places",
      igDiff("test_whenSwappingObjects_withIndexPaths_thatResultHasMoves"),
      from: "A: 1 2 3 4", to: "A: 2 4 5 3",
      steps: PeerSteps(deletes: [path(0)], inserts: [path(2)], moves: 2)),
    PeerCase(
      "an item's content changes in place",
      igDiff("test_whenObjectEqualityChanges_thatResultHasUpdates"),
      from: "A: 0 1 2", to: "A: 0 1' 2",
      steps: PeerSteps(deletes: [], inserts: [], moves: 0, refreshed: [1])),
    PeerCase(
      "deletes, inserts and moves together in nine items",
      igDiff("test_whenDeletingItems_withInserts_withMoves_thatResultHasInsertsMovesAndDeletes"),
      from: "A: 0 1 2 3 4 5 6 7 8", to: "A: 0 2 3 4 7 6 9 5 10",
      steps: PeerSteps(deletes: [path(1), path(8)], inserts: [path(6), path(8)], moves: 2)),
    PeerCase(
      "the ends swap and one of them changes content",
      igDiff("test_whenMovingItems_withEqualityChanges_thatResultsHasMovesAndUpdates"),
      from: "A: 0 1 2", to: "A: 2' 1 0",
      steps: PeerSteps(deletes: [], inserts: [], moves: 2, refreshed: [2]),
      note: "IGListKit lists the update with the moves; ours refreshes it in a second stage"),
    PeerCase(
      "an item replaced by an equal copy is reloaded",
      igDiff("test_whenDiffingPointers_withObjectCopy_thatResultHasUpdate"),
      from: "A: 0 1 2", to: "A: 0 1 2", reloadedItems: [1],
      steps: PeerSteps(deletes: [], inserts: [], moves: 0, refreshed: [1]),
      note: "a new instance is IGListKit's pointer-personality update; ours is a reload mark"),
    PeerCase(
      "the same items again change nothing",
      igDiff("test_whenDiffingPointers_withSameObjects_thatResultHasNoChanges"),
      from: "A: 0 1 2", to: "A: 0 1 2",
      steps: PeerSteps(deletes: [], inserts: [], moves: 0, refreshed: [])),
    PeerCase(
      "two of four look-alike items go",
      igDiff("test_whenDeletingObjects_withArrayOfEqualObjects_thatChangeCountMatches"),
      from: "A: 1=dog 2=dog 3=dog 4=dog", to: "A: 1=dog 2=dog"),
    PeerCase(
      "two look-alike items join two others",
      igDiff("test_whenInsertingObjects_withArrayOfEqualObjects_thatChangeCountMatches"),
      from: "A: 1=dog 2=dog", to: "A: 1=dog 2=dog 3=dog 4=dog"),
    PeerCase(
      "a third look-alike joins a run of two",
      igDiff("test_whenInsertingObject_withOldArrayHavingMultiples_thatChangeCountMatches"),
      from: "A: 1=obj 2=obj 3=obj 4=49 5=33 6=cat 7=cat 8=0 9=14",
      to: "A: 1=obj 2=obj 3=obj 4=49 5=33 10=cat 6=cat 7=cat 8=0 9=14",
      steps: PeerSteps(deletes: [], inserts: [path(5)], moves: 0)),
    PeerCase(
      "look-alikes move among others while one item goes and one comes",
      igDiff("test_whenMovingDuplicateObjects_thatChangeCountMatches"),
      from:
        "A: 1=1 2=20 3=14 4=objA 5=cat 6=objB 7=4 8=dog 9=cat 10=cat 11=fish 12=objC 13=fish 14=objD",
      to: "A: 1=1 15=28 3=14 5=cat 9=cat 7=4 8=dog 4=objA 10=cat 11=fish 12=objC 13=fish 14=objD",
      steps: PeerSteps(deletes: [path(1), path(5)], inserts: [path(1)])),
    PeerCase(
      "look-alikes at both ends with nothing changed",
      igDiff("test_whenDiffingDuplicatesAtTail_withDuplicateAtHead_thatResultHasNoChanges"),
      from: "A: 1=cat 2=1 3=2 4=3 5=cat", to: "A: 1=cat 2=1 3=2 4=3 5=cat",
      steps: PeerSteps(deletes: [], inserts: [], moves: 0, refreshed: [])),
    PeerCase(
      "look-alikes shuffle and two items arrive, each move from a distinct place",
      igDiff("test_whenDuplicateObjects_thatMovesAreUnique"),
      from: "A: 1=cat 2=obj 3=dog 4=dog 5=obj 6=obj 7=cat 8=65",
      to: "A: 1=cat 2=obj 3=dog 5=obj 4=dog 6=obj 7=cat 9=cat 10=fish 8=65",
      steps: PeerSteps(deletes: [], inserts: [path(7), path(8)])),
    PeerCase(
      "a pair moves ahead of another pair",
      igDiff("test_whenMovingObjectShiftsOthers_thatMovesContainRequiredMoves"),
      from: "A: 1 2 3 4 5 6 7", to: "A: 1 4 5 2 3 6 7", steps: PeerSteps(deletes: [], inserts: [])),
    PeerCase(
      "seven items: two go, two come, the rest reorder",
      igDiff(
        "test_whenDiffing_thatOldIndexesMatch, …NewIndexesMatch, …OldIndexPathsMatch, …NewIndexPathsMatch"
      ),
      from: "A: 1 2 3 4 5 6 7", to: "A: 2 9 3 1 5 6 8",
      steps: PeerSteps(deletes: [path(3), path(6)], inserts: [path(1), path(6)])),
    PeerCase(
      "a section moves while two of its items and one elsewhere are reloaded",
      igBatch(
        "test_whenReloadingItems_withSectionMove_thatResultConvertsConflicts_toDeletesAndInserts"),
      from: "A: 1 2; B: 3; C: 4 5; D: 6; E: 7", to: "A: 1 2; B: 3; D: 6; E: 7; C: 4 5",
      reloadedItems: [4, 5, 1], steps: PeerSteps(refreshed: [4, 5, 1]),
      note: "IGListKit turns the moved section into a delete and an insert; ours keeps the move"),
    PeerCase(
      "a section goes while one of its items changes content",
      igBatch("test_whenReloadingItem_withSectionDelete_thatDeleteWins"),
      from: "A: 1; B: 2; C: 3 4", to: "A: 1; B: 2",
      steps: PeerSteps(sectionDeletes: [2], refreshed: [])),
    PeerCase(
      "a section moves while it loses an item and another section loses one",
      igBatch(
        "test_whenMovingSections_withItemDeletes_thatResultConvertsConflicts_toDeletesAndInserts"),
      from: "A: 1; B: 2; C: 3 4; D: 5 6 7 8 9; E: 10", to: "A: 1; B: 2; D: 5 6 7 8; E: 10; C: 4",
      steps: PeerSteps(deletes: [path(0, 2), path(4, 3)], sectionMoves: 1),
      note: "IGListKit deletes and inserts the moved section; ours moves it and deletes its item"),
    PeerCase(
      "a section moves while it gains an item and another section gains one",
      igBatch(
        "test_whenMovingSections_withItemInserts_thatResultConvertsConflicts_toDeletesAndInserts"),
      from: "A: 1; B: 2; C: 3; D: 4; E: 5 6 7 8", to: "A: 1; B: 2; D: 4; E: 5 6 7 8 9; C: 10 3",
      steps: PeerSteps(inserts: [path(0, 4), path(4, 3)], sectionMoves: 1),
      note: "IGListKit deletes and inserts the moved section; ours moves it and inserts its item"),
  ]

  static let swiftCases: [PeerCase] = [
    PeerCase(
      "the middle of three items goes and one comes at the end",
      igSwift("testDiffingStrings, testDiffingNumbers, testDiffingSwiftClass"),
      from: "A: 1 2 3", to: "A: 1 3 4",
      steps: PeerSteps(deletes: [path(1)], inserts: [path(2)], moves: 0, refreshed: [])),
    PeerCase(
      "as above, with the two kept items handed over as new instances",
      igSwift("testDiffingSwiftClassPointerComparison"),
      from: "A: 1 2 3", to: "A: 1 3 4", reloadedItems: [1, 3],
      steps: PeerSteps(deletes: [path(1)], inserts: [path(2)], moves: 0, refreshed: [1, 3]),
      note: "new instances are IGListKit's pointer-personality updates; ours are reload marks"),
    PeerCase(
      "two of three items change content in place", igSwift("testDiffingSwiftClassWithUpdates"),
      from: "A: 0=a 1=b 2=c", to: "A: 0=b 1=b 2=b",
      steps: PeerSteps(deletes: [], inserts: [], moves: 0, refreshed: [0, 2])),
  ]

  static let optimizedMoveCases: [PeerCase] = [
    PeerCase(
      "the last two items move to the front", igMoves("test_whenMovingBackward_thatIndexesMatch"),
      from: "A: 0 1 2 3 4 5", to: "A: 5 4 0 1 2 3",
      steps: PeerSteps(deletes: [], inserts: [], moves: 2)),
    PeerCase(
      "the last item moves to the front behind a new one",
      igMoves("test_whenMovingBackwardWithInsertionBefore_thatIndexesMatch"),
      from: "A: 0 1 2 3 4 5", to: "A: 100 5 0 1 2 3 4",
      steps: PeerSteps(deletes: [], inserts: [path(0)], moves: 1)),
    PeerCase(
      "the last item moves to the front ahead of a new one",
      igMoves("test_whenMovingBackwardWithInsertionInBetween_thatIndexesMatch"),
      from: "A: 0 1 2 3 4 5", to: "A: 5 100 0 1 2 3 4",
      steps: PeerSteps(deletes: [], inserts: [path(1)], moves: 1)),
    PeerCase(
      "the first item goes and the last two move back",
      igMoves("test_whenMovingBackwardWithDeletionBefore_thatIndexesMatch"),
      from: "A: 0 1 2 3 4 5", to: "A: 1 4 5 2 3",
      steps: PeerSteps(deletes: [path(0)], inserts: [], moves: 2)),
    PeerCase(
      "the last item moves to the front while the second goes",
      igMoves("test_whenMovingBackwardWithDeletionInBetween_thatIndexesMatch"),
      from: "A: 0 1 2 3 4 5", to: "A: 5 0 2 3 4",
      steps: PeerSteps(deletes: [path(1)], inserts: [], moves: 1)),
    PeerCase(
      "the first two items move to the end, swapped",
      igMoves("test_whenMovingForward_thatIndexesMatch"),
      from: "A: 0 1 2 3 4 5", to: "A: 2 3 4 5 1 0",
      steps: PeerSteps(deletes: [], inserts: [], moves: 2)),
    PeerCase(
      "one item moves forward and another back",
      igMoves("test_whenMovingBothWays_thatIndexesMatch"),
      from: "A: 0 1 2 3 4 5", to: "A: 1 2 0 5 3 4",
      steps: PeerSteps(deletes: [], inserts: [], moves: 2)),
    PeerCase(
      "neighbours swap with a single move",
      igMoves("test_whenSwappingNeighbors_thatResultHasSingleMove"),
      from: "A: 1 2", to: "A: 2 1", steps: PeerSteps(deletes: [], inserts: [], moves: 1)),
    PeerCase(
      "ten items reverse", igMoves("test_whenReversing_thatApplyingDiffProducesSameArray"),
      old: peerList(Array(0..<10)), new: peerList((0..<10).reversed()),
      steps: PeerSteps(deletes: [], inserts: [], moves: 9)),
  ]

  /// The adapter updater's transitions of whole sections (IGListKit's section objects).
  static let updaterCases: [PeerCase] = [
    PeerCase(
      "an empty section joins an empty section",
      igUpdater("test_whenInsertingSection_thatCollectionViewUpdates"),
      from: "A:", to: "A:; B:", steps: PeerSteps(sectionDeletes: [], sectionInserts: [1])),
    PeerCase(
      "the second of two empty sections goes",
      igUpdater(
        "test_whenDeletingSection_thatCollectionViewUpdates, test_whenCollectionViewNeedsLayout_thatPerformBatchUpdateWorks"
      ),
      from: "A:; B:", to: "A:", steps: PeerSteps(sectionDeletes: [1], sectionInserts: [])),
    PeerCase(
      "a section gains an item and a copy of it arrives as a new section",
      igUpdater("test_whenInsertingSection_withItemChanges_thatCollectionViewUpdates"),
      from: "A: 0", to: "A: 0 1; B: 10=0 11=1",
      steps: PeerSteps(inserts: [path(1)], sectionInserts: [1])),
    PeerCase(
      "both sections are replaced by three, items carried into the new ones",
      igUpdater("test_whenInsertingSection_withDeletedSection_thatCollectionViewUpdates"),
      from: "A: 0 1 2; B:", to: "C: 1 11=1; D: 0; E: 10=0 2 3",
      steps: PeerSteps(
        deletes: [], inserts: [], sectionDeletes: [0, 1], sectionInserts: [0, 1, 2])),
    PeerCase(
      "a section marked for reload also gains an item",
      igUpdater("test_whenReloadingSections_thatCollectionViewUpdates"),
      from: "A: 0 1; B: 10=0 11=1", to: "A: 0 1 2; B: 10=0 11=1", reloadedSections: ["A"],
      steps: PeerSteps(refreshedSections: ["A"])),
    PeerCase(
      "three sections of different sizes rotate",
      igUpdater("test_whenItemsMoveAndUpdate_thatCollectionViewWorks"),
      from: "0: 1 2; 1: 3 4 5; 2: 6", to: "2: 6; 0: 1 2; 1: 3 4 5",
      steps: PeerSteps(deletes: [], inserts: [], moves: 0, sectionMoves: 1),
      note: "IGListKit turns the section moves into deletes and inserts; ours moves one section"),
    PeerCase(
      "three items reverse and the moved last one is reloaded",
      igUpdater("test_whenConvertingReloads_withChanges_thatIndexMoves"),
      from: "A: 1 2 3", to: "A: 3 2 1", reloadedItems: [3], steps: PeerSteps(refreshed: [3]),
      note: "IGListKit turns the reload into a delete and an insert; ours moves, then reloads"),
    PeerCase(
      "a section marked for reload by the app goes",
      igUpdater("test_whenReloadingSection_whenSectionRemoved_thatConvertMethodCorrects"),
      from: "a: 1; b: 2; c: 3", to: "a: 1; c: 3",
      steps: PeerSteps(sectionDeletes: [1], refreshed: [], refreshedSections: []),
      note: "the gone section cannot be marked in our snapshot; nothing is reloaded either way"),
    PeerCase(
      "items are deleted, inserted and moved by hand inside one section",
      igUpdater("test_whenReloadBatchedWithUpdate_thatCompletionBlockStillExecuted"),
      from: "A: 0 1 2", to: "A: 2 1 4 5",
      steps: PeerSteps(deletes: [path(0)], inserts: [path(2), path(3)])),
  ]

  /// IGListKit's randomized tests, as fixed seeds: ten items shuffled; and ten items of which
  /// two go, two move and three arrive.
  static let generatedCases: [PeerCase] =
    (1...4).map { seed in
      var random = SeededGenerator(seed: UInt64(seed))
      return PeerCase(
        "ten items shuffled (seed \(seed))",
        igMoves("test_whenShuffling_thatApplyingDiffProducesSameArray"),
        old: peerList(Array(0..<10)), new: peerList(Array(0..<10).shuffled(using: &random)),
        steps: PeerSteps(deletes: [], inserts: []))
    }
    + (1...4).map { seed in
      var random = SeededGenerator(seed: UInt64(seed))
      var items = Array(0..<10)
      for _ in 0..<2 { items.remove(at: Int.random(in: items.indices, using: &random)) }
      for _ in 0..<2 {
        let moved = items.remove(at: Int.random(in: items.indices, using: &random))
        items.insert(moved, at: Int.random(in: 0...items.count, using: &random))
      }
      for new in 20..<23 { items.insert(new, at: Int.random(in: 0...items.count, using: &random)) }
      return PeerCase(
        "ten items: two go, two move, three arrive (seed \(seed))",
        igMoves("test_whenRandomlyUpdating_thatApplyingDiffProducesSameArray"),
        old: peerList(Array(0..<10)), new: peerList(items))
    }
}

@MainActor
@Suite("Peer cases: IGListKit's diffing and batch update data tests, on a table and a grid")
struct IGListKitPeerTests {
  @Test(
    "Each IGListKit case takes a table and a grid from the old list to the new, through either data source, every batch valid, cells kept (C-G2, C-H2, rule 5.4)",
    arguments: peerReplays(IGListKitCases.all))
  func replay(_ peerCase: PeerCase, _ route: PeerRoute) throws {
    try expectReplay(peerCase, route)
  }

  @Test(
    "Our diff of each IGListKit case has the peer's deletes, inserts and refreshes, and no more moves",
    arguments: IGListKitCases.all.filter { $0.steps != nil })
  func steps(_ peerCase: PeerCase) throws {
    try expectPeerSteps(peerCase)
  }
}
