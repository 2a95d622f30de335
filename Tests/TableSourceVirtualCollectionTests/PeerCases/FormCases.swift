import Foundation
import TableSource
import TableSourceTesting
import Testing

// iZettle's Form table change and diffing tests (https://github.com/iZettle/Form,
// `FormTests/TableChangeTests.swift` and `FormTests/CollectionDiffTests.swift`), restated as our
// own cases. Form's table change test already does what this file does: it sets a table kit and
// a collection kit from one table to another and back, and the peer's scenarios are kept here as
// pairs, each replayed forward and backward.
//
// Form identifies rows by a closure, and its tests reuse a row value in several sections (row
// `1` in sections A, B and C): our snapshots hold unique identities, so each section's copy is an
// item of its own (`11`, `21`, `31`) showing the same content. Its flat diff takes repeated
// elements (`a a a`), restated likewise. Form orders its steps one at a time ("fully ordered") or
// as a set of moves; ours is one batch of structure and one of refreshes, with minimal moves.
//
// Skipped: `testMap` and `testMapIndex` (the peer's change-step type); the header and footer
// views of `testSectionRemove_sectionWithHeaderAndFooter_beforeTableIsLaidOut`, and its timing
// (before the first layout: the replay always lays the view out first, its transition is kept);
// the other Form tests (value editors, text styles, pinning, selection bindings) are not about
// updates. The speed test's two random 5,000-element arrays are kept as a fixed seed, with
// distinct identities.

private func tableChange(_ test: String) -> String {
  "https://github.com/iZettle/Form/blob/HEAD/FormTests/TableChangeTests.swift \(test)"
}

private func collectionDiff(_ test: String) -> String {
  "https://github.com/iZettle/Form/blob/HEAD/FormTests/CollectionDiffTests.swift \(test)"
}

private func path(_ item: Int, _ section: Int = 0) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// A Form pair, replayed as the peer does: from the first list to the second, and back.
private func both(_ summary: String, _ test: String, _ first: String, _ second: String)
  -> [PeerCase]
{
  [
    PeerCase("\(summary), forward", tableChange(test), from: first, to: second),
    PeerCase("\(summary), backward", tableChange(test), from: second, to: first),
  ]
}

/// Form's cases.
enum FormCases {
  static let all: [PeerCase] = tableChangeCases + reconfigureCases + diffCases

  static let tableChangeCases: [PeerCase] = [
    both("a row arrives in an empty section", "testRowInsertAndRemove", "A:", "A: 1"),
    both("a row is appended", "testRowInsertAndRemove", "A: 1", "A: 1 2"),
    both("three rows are appended", "testRowInsertAndRemove", "A: 1", "A: 1 2 3 4"),
    both("three rows are prepended", "testRowInsertAndRemove", "A: 4", "A: 1 2 3 4"),
    both("rows arrive on both sides", "testRowInsertAndRemove", "A: 4", "A: 3 4 5"),
    both("two rows swap", "testRowMove", "A: 1 2", "A: 2 1"),
    both("the first two of three rows swap", "testRowMove", "A: 1 2 3", "A: 2 1 3"),
    both("the last two of three rows swap", "testRowMove", "A: 1 2 3", "A: 1 3 2"),
    both("three rows reverse", "testRowMove", "A: 1 2 3", "A: 3 2 1"),
    both("two rows swap and one is appended", "testRowMixed", "A: 1 2", "A: 2 1 3"),
    both("two rows swap and one is prepended", "testRowMixed", "A: 1 2", "A: 0 2 1"),
    both("two rows swap between two new ones", "testRowMixed", "A: 1 2", "A: 0 2 1 3"),
    both("two rows swap among three new ones", "testRowMixed", "A: 1 2", "A: 0 2 8 1 3"),
    both(
      "a section is appended", "testSectionInsertAndRemove", "A: 11=1", "A: 11=1; B: 21=1"),
    both(
      "two sections are appended", "testSectionInsertAndRemove", "A: 11=1",
      "A: 11=1; B: 21=1; C: 31=1"),
    both(
      "a section is prepended", "testSectionInsertAndRemove", "B: 21=1", "A: 11=1; B: 21=1"),
    both(
      "two sections are prepended", "testSectionInsertAndRemove", "C: 31=1",
      "A: 11=1; B: 21=1; C: 31=1"),
    both(
      "sections arrive on both sides", "testSectionInsertAndRemove", "B: 21=1",
      "A: 11=1; B: 21=1; C: 31=1"),
    both(
      "the first of two sections goes", "testSectionInsertAndRemove", "A: 11=1; B: 21=1",
      "B: 21=1"),
    both(
      "the last of two sections goes", "testSectionInsertAndRemove", "A: 11=1; B: 21=1", "A: 11=1"),
    both(
      "three sections reverse", "testSectionInsertAndRemove", "C: 31=1; B: 21=1; A: 11=1",
      "A: 11=1; B: 21=1; C: 31=1"),
    both(
      "the last section goes (headers and footers aside)",
      "testSectionRemove_sectionWithHeaderAndFooter_beforeTableIsLaidOut", "1: 0 1 2; 2: 3 4",
      "1: 0 1 2"),
    both(
      "a row and a section arrive", "testSectionAndRowInsertAndRemove (and …ApplyChanges)",
      "A: 1", "A: 1 2; B: 21=1"),
    both(
      "a row is prepended and a section arrives",
      "testSectionAndRowInsertAndRemove (and …ApplyChanges)", "A: 2", "A: 1 2; B: 21=1"),
    both(
      "three rows reverse and a section arrives",
      "testSectionAndRowInsertAndRemove (and …ApplyChanges)", "A: 1 2 3", "A: 3 2 1; B: 21=1"),
    both(
      "a row crosses from the first section to the second",
      "testSectionAndRowInsertAndRemove (and …ApplyChanges)", "A: 1 2; B: 3 4", "A: 1; B: 2 3 4"),
    both(
      "a section goes and the other loses a row",
      "testSectionAndRowInsertAndRemove, testIsolated (and …ApplyChanges)", "A: 1; B: 3 4",
      "B: 3"),
  ].flatMap { $0 }

  static let reconfigureCases: [PeerCase] = [
    PeerCase(
      "one row's value changes and its cell is reconfigured, not replaced",
      tableChange("testReconfigure"), from: "A: 1 2", to: "A: 1' 2",
      steps: PeerSteps(deletes: [], inserts: [], moves: 0, refreshed: [1])),
    PeerCase(
      "the same rows again reconfigure nothing", tableChange("testReconfigure"),
      from: "A: 1' 2", to: "A: 1' 2",
      steps: PeerSteps(deletes: [], inserts: [], moves: 0, refreshed: [])),
    PeerCase(
      "a row arrives while another's value changes", tableChange("testReconfigure"),
      from: "A: 1' 2", to: "A: 1' 3 2'",
      steps: PeerSteps(deletes: [], inserts: [path(1)], moves: 0, refreshed: [2])),
  ]

  static let diffCases: [PeerCase] = [
    PeerCase(
      "no items stay no items", collectionDiff("testZeroChangeCount"), from: "A:", to: "A:",
      steps: PeerSteps(deletes: [], inserts: [], moves: 0, refreshed: [])),
    PeerCase(
      "the same items change nothing", collectionDiff("testZeroChangeCount, testSameElements"),
      from: "A: 1 2 3 4", to: "A: 1 2 3 4",
      steps: PeerSteps(deletes: [], inserts: [], moves: 0, refreshed: [])),
    PeerCase(
      "one of three look-alikes goes", collectionDiff("testDuplicateElements"),
      from: "A: 1=a 2=a 3=a", to: "A: 1=a 2=a", steps: PeerSteps(deletes: [path(2)], inserts: [])),
    PeerCase(
      "an item is appended", collectionDiff("testSimpleInsert"), from: "A: 1", to: "A: 1 2",
      steps: PeerSteps(deletes: [], inserts: [path(1)], moves: 0)),
    PeerCase(
      "both ends go", collectionDiff("testSimpleDelete"), from: "A: 1 2 3 4", to: "A: 2 3",
      steps: PeerSteps(deletes: [path(0), path(3)], inserts: [], moves: 0)),
    PeerCase(
      "three items reverse", collectionDiff("testSimpleMove, testOrderedMove"),
      from: "A: 1 2 3", to: "A: 3 2 1", steps: PeerSteps(moves: 2),
      note: "the peer's ordered steps delete and reinsert both ends; ours moves them"),
    PeerCase(
      "two items swap and both change, no update at a moved place",
      collectionDiff("testMovesAndUpdatesDontCollide"), from: "A: 0 1 2", to: "A: 0 2' 1'",
      steps: PeerSteps(deletes: [], inserts: [], moves: 1, refreshed: [1, 2])),
    PeerCase(
      "an item goes and a later one changes",
      collectionDiff("testUpdatesSpecifiedInTheOriginalTable"),
      from: "A: 0 1 2", to: "A: 0 2'",
      steps: PeerSteps(deletes: [path(1)], inserts: [], moves: 0, refreshed: [2])),
    PeerCase(
      "an item arrives and a later one changes",
      collectionDiff("testInsertsWithUpdatesSpecifiedInTheOriginalTable"), from: "A: 0 1 2",
      to: "A: 0 3 1 2'", steps: PeerSteps(deletes: [], inserts: [path(1)], moves: 0, refreshed: [2])
    ),
    PeerCase(
      "look-alikes, goes, comes and moves, forward", collectionDiff("testMixed"),
      from: "A: 1=a 2=b 3=a 4=c 5=d 6=e", to: "A: 7=g 6=e 1=a 2=b"),
    PeerCase(
      "look-alikes, goes, comes and moves, backward", collectionDiff("testMixed"),
      from: "A: 7=g 6=e 1=a 2=b", to: "A: 1=a 2=b 3=a 4=c 5=d 6=e"),
    speedCase,
  ]

  /// Two random lists of about 3,000 of 5,000 identities each, in random orders.
  static var speedCase: PeerCase {
    var random = SeededGenerator(seed: 5_000)
    func draw() -> [Int] {
      Array(Set((0..<5_000).map { _ in Int.random(in: 0..<5_000, using: &random) }))
        .shuffled(using: &random)
    }
    let old = draw()
    return PeerCase(
      "two random lists of thousands of items", collectionDiff("testDiffSpeed"),
      old: peerList(old), new: peerList(draw()))
  }
}

@MainActor
@Suite("Peer cases: iZettle Form's table change and diffing tests, on a table and a grid")
struct FormPeerTests {
  @Test(
    "Each Form case takes a table and a grid from the old list to the new, through either data source, every batch valid, cells kept (C-G2, C-H2, rule 5.4)",
    arguments: peerReplays(FormCases.all))
  func replay(_ peerCase: PeerCase, _ route: PeerRoute) throws {
    try expectReplay(peerCase, route)
  }

  @Test(
    "Our diff of each Form case has the peer's deletes, inserts and refreshes, and no more moves",
    arguments: FormCases.all.filter { $0.steps != nil })
  func steps(_ peerCase: PeerCase) throws {
    try expectPeerSteps(peerCase)
  }
}
