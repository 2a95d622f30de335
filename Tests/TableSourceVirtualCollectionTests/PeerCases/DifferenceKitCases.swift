import Foundation
import TableSource
import TableSourceTestSupport
import TableSourceTesting
import Testing

// DifferenceKit's algorithm tests (https://github.com/ra1028/DifferenceKit,
// `Tests/AlgorithmTest.swift`, and its stress tests, `Tests/StressTests/`), restated as our own
// cases, beyond the handful the diff's own tests already take through a table
// (`Tests/TableSourceTests/Diffing/DiffTests.swift`). DifferenceKit's round trip
// (`XCTAssertReproducible`) is the model of this whole replay.
//
// DifferenceKit stages a transition in up to four changesets (section deletes and updates;
// section inserts and moves; element deletes and updates; element inserts and moves); ours has
// two stages (all structure, then content refreshes at the new places), with minimal moves, so
// its move counts are an upper bound for ours. A section "updated" there (its model's content
// changed) is a section reload mark here. DifferenceKit accepts repeated sections and elements
// (`testDuplicated…`, several `testComplicated…`); our snapshots refuse repeated identities, so
// each repeat is a section or an item of its own identity, the same content for items.
//
// Skipped: `testSameHashValue` as a case of this file (identities whose hashes collide): it needs
// an identity type of its own, and is a test of its own below. The `ContentEquatable`,
// `AnyDifferentiable`, `ArraySection`, `ElementPath` and measurement tests are about the peer's
// own types; the `UITableView`/`UICollectionView`/`NS…` extension tests check its
// `reload(using:)` API (our `DiffableDataSource` and `apply(_:)` are replayed instead). The
// stress tests' random mutations of a collection view are kept as fixed seeds.

private func dk(_ test: String) -> String {
  "https://github.com/ra1028/DifferenceKit/blob/HEAD/Tests/AlgorithmTest.swift \(test)"
}

private func path(_ item: Int, _ section: Int = 0) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// DifferenceKit's cases.
enum DifferenceKitCases {
  static let all: [PeerCase] = linearCases + sectionedCases + complicatedCases + stressCases

  static let linearCases: [PeerCase] = [
    PeerCase(
      "an empty section stays empty", dk("testEmptyChangesets"), from: "A:", to: "A:",
      steps: PeerSteps(deletes: [], inserts: [], moves: 0, refreshed: [])),
    PeerCase(
      "the middle of three items goes", dk("testDeleted"), from: "A: 0 1 2", to: "A: 0 2",
      steps: PeerSteps(deletes: [path(1)], inserts: [], moves: 0)),
    PeerCase(
      "all three items go", dk("testDeleted"), from: "A: 0 1 2", to: "A:",
      steps: PeerSteps(deletes: [path(0), path(1), path(2)], inserts: [], moves: 0)),
    PeerCase(
      "an item is appended", dk("testInserted"), from: "A: 0 1 2", to: "A: 0 1 2 3",
      steps: PeerSteps(deletes: [], inserts: [path(3)], moves: 0)),
    PeerCase(
      "three items fill an empty section", dk("testInserted"), from: "A:", to: "A: 0 1 2",
      steps: PeerSteps(deletes: [], inserts: [path(0), path(1), path(2)], moves: 0)),
    PeerCase(
      "the first item changes content", dk("testUpdated"), from: "A: 0 1 2", to: "A: 0' 1 2",
      steps: PeerSteps(deletes: [], inserts: [], moves: 0, refreshed: [0])),
    PeerCase(
      "the first item moves to the end", dk("testMoved"), from: "A: 0 1 2", to: "A: 1 2 0",
      steps: PeerSteps(deletes: [], inserts: [], moves: 2),
      note: "DifferenceKit moves the two others; ours moves the one item"),
    PeerCase(
      "the last item moves to the front", dk("testMoved"), from: "A: 0 1 2", to: "A: 2 0 1",
      steps: PeerSteps(deletes: [], inserts: [], moves: 1)),
    PeerCase(
      "four items reverse", dk("testMoved"), from: "A: 0 1 2 3", to: "A: 3 2 1 0",
      steps: PeerSteps(deletes: [], inserts: [], moves: 3)),
    PeerCase(
      "an item changes and moves while one goes and two arrive", dk("testMixedChanges"),
      from: "A: 0 1 2", to: "A: 2 4 0' 3",
      steps: PeerSteps(deletes: [path(1)], inserts: [path(1), path(3)], moves: 1, refreshed: [0]),
      note: "DifferenceKit updates in a first stage, at the old place; ours refreshes last"),
    PeerCase(
      "a look-alike moves up while an item arrives", dk("testDuplicated, testDuplicatedElement"),
      from: "A: 0=zero 1 2 10=zero", to: "A: 0=zero 4 10=zero 1 2",
      steps: PeerSteps(deletes: [], inserts: [path(1)], moves: 1)),
  ]

  static let sectionedCases: [PeerCase] = [
    PeerCase(
      "no sections stay no sections", dk("testSectionedEmptyChangesets"), from: "", to: "",
      steps: PeerSteps(sectionDeletes: [], sectionInserts: [], sectionMoves: 0)),
    PeerCase(
      "a section is appended", dk("testSectionInserted"), from: "a: 0", to: "a: 0; b: 1",
      steps: PeerSteps(deletes: [], inserts: [], sectionDeletes: [], sectionInserts: [1])),
    PeerCase(
      "a first section arrives", dk("testSectionInserted"), from: "", to: "a: 0",
      steps: PeerSteps(sectionDeletes: [], sectionInserts: [0])),
    PeerCase(
      "the first of two sections goes", dk("testSectionDeleted"), from: "a: 0; b: 1", to: "b: 1",
      steps: PeerSteps(deletes: [], inserts: [], sectionDeletes: [0], sectionInserts: [])),
    PeerCase(
      "the only section goes", dk("testSectionDeleted"), from: "a: 0", to: "",
      steps: PeerSteps(sectionDeletes: [0], sectionInserts: [])),
    PeerCase(
      "a section's own content changes", dk("testSectionUpdated"), from: "0: 0", to: "0: 0",
      reloadedSections: ["0"],
      steps: PeerSteps(sectionDeletes: [], sectionInserts: [], refreshedSections: ["0"]),
      note: "a section model's change is a reload mark here"),
    PeerCase(
      "the first of three sections moves to the end", dk("testSectionMoved"),
      from: "0: 0; 1: 1; 2: 2", to: "1: 1; 2: 2; 0: 0", steps: PeerSteps(sectionMoves: 2)),
    PeerCase(
      "the last of three sections moves to the front", dk("testSectionMoved"),
      from: "0: 0; 1: 1; 2: 2", to: "2: 2; 0: 0; 1: 1", steps: PeerSteps(sectionMoves: 1)),
    PeerCase(
      "a section goes, one arrives, one moves and one changes", dk("testMixedSectionChanges"),
      from: "0: 0; 1: 1; 2: 2; 3: 3", to: "3: 3; 4: 4; 0: 0; 2: 2", reloadedSections: ["2"],
      steps: PeerSteps(
        deletes: [], inserts: [], sectionDeletes: [1], sectionInserts: [1], sectionMoves: 1,
        refreshedSections: ["2"])),
    PeerCase(
      "two look-alike sections and a third: the third moves first", dk("testDuplicatedSection"),
      from: "0: 0; 0b: 1; 1: 2", to: "1: 2; 0: 0; 0b: 1", steps: PeerSteps(sectionMoves: 1)),
  ]

  static let complicatedCases: [PeerCase] = [
    PeerCase(
      "look-alike sections and items are shuffled across", dk("testDuplicatedSectionAndElement"),
      from: "0: 0 1; 0b: 2 3; 1: 11=1 12=2", to: "0: 3 1; 1: 12=2 2 22=2; 0b: 11=1 0"),
    PeerCase(
      "a section goes, one gains an item, two arrive", dk("testComplicated1"),
      from: "0: 0 1; 1: 2 3; 2: 4 5", to: "0: 0 1; 2: 4 6 5; 3: 7 8; 3b: 9 10"),
    PeerCase(
      "sections reorder and trade items while one arrives", dk("testComplicated2"),
      from: "0: 0 1; 1: 2 3; 2: 4 5", to: "1: 3 5; 3: 6 7 8 9; 2: 10 4 2; 0: 1"),
    PeerCase(
      "a section empties, three arrive, one changes and gains items", dk("testComplicated3"),
      from: "0: 0 1; 1: 2 3; 2: 4 5", to: "0:; 4: 8 9; 0b: 10 11; 2: 4 5 12; 3: 6 7; 1: 2 13 3",
      reloadedSections: ["1"]),
    PeerCase(
      "an empty section fills with look-alikes and changes, and a second arrives",
      dk("testComplicated4"), from: "0:", to: "0: 0=x 1=x 2=x; 1: 3=x 4=x 5=x",
      reloadedSections: ["0"]),
    PeerCase(
      "look-alikes spread over sections that change, one section arrives empty",
      dk("testComplicated5"), from: "0: 100=z 101=z 102=z; 1: 2 3; 2: 4 5",
      to: "0: 100=z 4 2; 1: 101=z 3 5; 3:; 2: 102=z 1 6 103=z 104=z",
      reloadedSections: ["0", "2"]),
    PeerCase(
      "two sections swap, one changes and gains an item, both items change", dk("testComplicated6"),
      from: "0: 0; 1: 1", to: "1: 2 1'; 0: 0'", reloadedSections: ["1"]),
    PeerCase(
      "items cross and change, a section goes and one arrives", dk("testComplicated7"),
      from: "0: 0 1; 1: 2 3; 2: 11 12", to: "0: 1' 3; 1: 2 0'; 3: 4 5", reloadedSections: ["1"]),
    PeerCase(
      "a section empties into the next, whose first item goes", dk("testComplicated8"),
      from: "0: 0 1; 1: 2 3", to: "0:; 1: 1' 3"),
    PeerCase(
      "sections arrive around reordered ones that trade and change items", dk("testComplicated9"),
      from: "0: 0 1; 1: 2 3; 2: 4 5", to: "4: 8 9; 0: 0 1 2; 3: 6 7; 1: 3; 2: 5'",
      reloadedSections: ["1"]),
    PeerCase(
      "two sections swap, each reversing its items, one item each changes", dk("testComplicated10"),
      from: "0: 0 1; 1: 2 3", to: "1: 3' 2; 0: 1 0'"),
    PeerCase(
      "items of one section spread into the next, whose items go to an inserted section",
      dk("testComplicated11"),
      from: "1: 1=A 2=B 3=C 4=D; 2: 5=E 6=F 7=G 8=H 9=I; 3: 10=J 11=K 12=L 13=M; "
        + "4: 14=N 15=O 16=P 17=Q",
      to: "1: 1=A 2=B 3=C 4=D; 2: 7=G; 3: 5=E 6=F 8=H 9=I; 3b: 10=J 11=K 12=L 13=M; "
        + "4: 14=N 15=O 16=P 17=Q"),
  ]

  static let stressCases: [PeerCase] = (1...8).map { seed in
    let old = peerBlock(sections: 5, size: 8)
    return PeerCase(
      "a random mutation of five sections of eight items (seed \(seed))",
      "https://github.com/ra1028/DifferenceKit/blob/HEAD/Tests/StressTests/DifferenceKitStressTests.swift",
      old: old, new: peerRandomEdit(of: old, seed: 100 + UInt64(seed)))
  }
}

/// An identity whose hash is the same for every value, as DifferenceKit's `testSameHashValue`
/// makes: the diff must still tell them apart by equality.
private struct CollidingID: Hashable, Sendable {
  var value: Int

  func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

private struct CollidingRow: TableViewRow, Equatable {
  let id: CollidingID

  @MainActor func configure(_ cell: CollectionViewCell) { cell.text = "\(id.value)" }
}

@MainActor
@Suite("Peer cases: DifferenceKit's algorithm and stress tests, on a table and a grid")
struct DifferenceKitPeerTests {
  @Test(
    "Each DifferenceKit case takes a table and a grid from the old list to the new, through either data source, every batch valid, cells kept (C-G2, C-H2, rule 5.4)",
    arguments: peerReplays(DifferenceKitCases.all))
  func replay(_ peerCase: PeerCase, _ route: PeerRoute) throws {
    try expectReplay(peerCase, route)
  }

  @Test(
    "Our diff of each DifferenceKit case has the peer's deletes, inserts and refreshes, and no more moves",
    arguments: DifferenceKitCases.all.filter { $0.steps != nil })
  func steps(_ peerCase: PeerCase) throws {
    try expectPeerSteps(peerCase)
  }

  @Test(
    "Identities whose hashes collide are told apart: the second of two is replaced, and a grid shows the new one"
  )
  func collidingHashes() throws {
    // DifferenceKit's testSameHashValue, in
    // https://github.com/ra1028/DifferenceKit/blob/HEAD/Tests/AlgorithmTest.swift
    let old = try makeSnapshot([("A", [CollidingID(value: 0), CollidingID(value: 1)])])
    let new = try makeSnapshot([("A", [CollidingID(value: 0), CollidingID(value: 2)])])
    let changes = StagedChangeset(from: old, to: new)
    #expect(changes.stages.flatMap(\.deletedRows) == [path(1)])
    #expect(changes.stages.flatMap(\.insertedRows) == [path(1)])
    #expect(changes.movedRowCount == 0)
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 44)
    let grid = VirtualCollectionView(size: CGSize(width: 320, height: 480), layout: layout)
    let dataSource = DiffableDataSource<String, CollidingID>(collectionView: grid) {
      CollidingRow(id: $0)
    }
    try dataSource.apply(old)
    try grid.layoutIfNeeded()
    let kept = grid.cellForItem(at: path(0))
    try dataSource.apply(new)
    grid.checkInvariants()
    #expect(grid.visibleCells.map(\.text) == ["0", "2"])
    #expect(grid.cellForItem(at: path(0)) === kept)
  }
}
