import Foundation
import TableSource
import TableSourceTestSupport
import Testing

@MainActor
@Suite("Sections data source: identities stay unique (9.1)")
struct UniqueIdentityTests {
  func ids(_ dataSource: SectionsDataSource) -> [[AnyHashable]] {
    dataSource.sections.map { $0.rows.map(\.id) }
  }

  /// Runs `call`, expects `error`, and checks that neither the model nor the table changed.
  func expectRefused(
    _ error: TableViewError, _ dataSource: SectionsDataSource, _ table: VirtualTableView,
    sourceLocation: SourceLocation = #_sourceLocation, _ call: () throws -> Void
  ) {
    let before = ids(dataSource)
    let sectionIDs = dataSource.sections.map(\.id)
    let state = TableState(table)
    #expect(throws: error, sourceLocation: sourceLocation) { try call() }
    #expect(ids(dataSource) == before, sourceLocation: sourceLocation)
    #expect(dataSource.sections.map(\.id) == sectionIDs, sourceLocation: sourceLocation)
    #expect(TableState(table) == state, sourceLocation: sourceLocation)
  }

  @Test("9.1 initializers refuse rows or sections that share an identity, naming each once")
  func initializers() throws {
    #expect(throws: TableViewError.duplicateRowIDs(["a", "b"])) {
      try SectionsDataSource {
        TableSection { TextRow(id: "a", text: "1") }
        TableSection {
          TextRow(id: "b", text: "2")
          TextRow(id: "a", text: "3")
          TextRow(id: "b", text: "4")
          TextRow(id: "a", text: "5")
        }
      }
    }
    #expect(throws: TableViewError.duplicateSectionIDs(["s"])) {
      try SectionsDataSource(sections: [
        TableSection(id: "s", rows: []), TableSection(id: "t", rows: []),
        TableSection(id: "s", rows: []),
      ])
    }
    // Sections without identity are not compared; rows of different types may not share one.
    _ = try SectionsDataSource(sections: [TableSection(rows: []), TableSection(rows: [])])
    #expect(throws: TableViewError.duplicateRowIDs(["x"])) {
      try SectionsDataSource {
        TableSection {
          TextRow(id: "x", text: "1")
          SwitchRow(id: "x", isOn: true)
        }
      }
    }
    #expect(
      TableViewError.duplicateRowIDs(["a", "b"]).description
        == "supplied row identities are not unique. Duplicate identities: {(a, b)}. Each row of "
        + "a data source needs an identity of its own, so that a call naming a row by identity "
        + "names exactly one.")
    #expect(
      TableViewError.duplicateSectionIDs(["s"]).description.hasPrefix(
        "supplied section identities are not unique. Duplicate identities: {(s)}."))
  }

  @Test("9.1 setSections refuses repeated identities and leaves the sections as they were")
  func setSections() throws {
    let (dataSource, _) = try makeGroceryList()
    let before = ids(dataSource)
    #expect(throws: TableViewError.duplicateRowIDs(["kiwi"])) {
      try dataSource.setSections([
        TableSection { TextRow(id: "kiwi", text: "Kiwi") },
        TableSection { TextRow(id: "kiwi", text: "K") },
      ])
    }
    #expect(throws: TableViewError.duplicateSectionIDs(["a"])) {
      try dataSource.setSections([TableSection(id: "a", rows: []), TableSection(id: "a", rows: [])])
    }
    #expect(ids(dataSource) == before)
    try dataSource.setSections([TableSection { TextRow(id: "apple", text: "Apple") }])
    #expect(ids(dataSource) == [["apple"]])
    #expect(dataSource.indexPath(ofRowWithID: "leek") == nil)
    #expect(dataSource.indexPath(ofRowWithID: "apple") == path(0, 0))
  }

  @Test("9.1 inserting rows whose identity is in use, or given twice, is refused")
  func insertingRows() throws {
    let (dataSource, table) = try makeGroceryList()
    expectRefused(.duplicateRowIDs(["cherry"]), dataSource, table) {
      try dataSource.insertRow(
        TextRow(id: "cherry", text: "Cherry again"), at: path(1, 0), in: table)
    }
    expectRefused(.duplicateRowIDs(["leek"]), dataSource, table) {
      try dataSource.insertRow(TextRow(id: "leek", text: "Leek"), below: "apple", in: table)
    }
    expectRefused(.duplicateRowIDs(["apple", "fig"]), dataSource, table) {
      try dataSource.insertRows(
        [
          .init(TextRow(id: "fig", text: "Fig"), at: path(0, 0)),
          .init(TextRow(id: "apple", text: "Apple"), at: path(0, 1)),
          .init(TextRow(id: "fig", text: "Fig"), at: path(1, 0)),
        ], in: table)
    }
  }

  @Test(
    "9.1 a reloaded or reconfigured row may keep its identity or take a free one, not another's")
  func replacingRows() throws {
    let (dataSource, table) = try makeGroceryList()
    expectRefused(.duplicateRowIDs(["leek"]), dataSource, table) {
      try dataSource.reloadRow(at: path(0, 0), with: TextRow(id: "leek", text: "Leek"), in: table)
    }
    expectRefused(.duplicateRowIDs(["apple"]), dataSource, table) {
      try dataSource.reconfigureRow(
        at: path(0, 1), with: TextRow(id: "apple", text: "A"), in: table)
    }
    try dataSource.reloadRow(at: path(0, 0), with: SwitchRow(id: "apple", isOn: true), in: table)
    try dataSource.reconfigureRow(
      at: path(0, 1), with: TextRow(id: "sour cherry", text: "Sour cherry"), in: table)
    // "cherry" is free again, "sour cherry" is taken.
    try dataSource.insertRow(TextRow(id: "cherry", text: "Cherry"), at: path(1, 1), in: table)
    expectRefused(.duplicateRowIDs(["sour cherry"]), dataSource, table) {
      try dataSource.insertRow(TextRow(id: "sour cherry", text: "S"), at: path(1, 0), in: table)
    }
    #expect(ids(dataSource) == [["apple", "sour cherry"], ["leek", "cherry"]])
  }

  @Test("9.1 inserting a section whose identity, or a row's, is in use or repeated is refused")
  func insertingSections() throws {
    let (dataSource, table) = try makeGroceryList()
    expectRefused(.duplicateSectionIDs(["veg"]), dataSource, table) {
      try dataSource.insertSection(
        TableSection(id: "veg") { TextRow(text: "Okra") }, at: 0, in: table)
    }
    expectRefused(.duplicateRowIDs(["leek"]), dataSource, table) {
      try dataSource.insertSection(
        TableSection(id: "nuts") {
          TextRow(id: "pecan", text: "Pecan")
          TextRow(id: "leek", text: "Leek")
        }, below: "veg", in: table)
    }
    expectRefused(.duplicateRowIDs(["pecan"]), dataSource, table) {
      try dataSource.insertSection(
        TableSection {
          TextRow(id: "pecan", text: "Pecan")
          TextRow(id: "pecan", text: "P")
        }, at: 2, in: table)
    }
    try dataSource.insertSection(TableSection { TextRow(text: "Pecan") }, at: 2, in: table)
    try dataSource.insertSection(TableSection { TextRow(text: "Walnut") }, at: 3, in: table)
    #expect(dataSource.sections.map(\.id) == ["fruit", "veg", nil, nil])
  }

  @Test("9.1 a reloaded section may keep its own identities but not take others'")
  func reloadingSections() throws {
    let (dataSource, table) = try makeGroceryList()
    expectRefused(.duplicateSectionIDs(["veg"]), dataSource, table) {
      try dataSource.reloadSection(
        TableSection(id: "veg") { TextRow(text: "Kiwi") }, at: 0, in: table)
    }
    expectRefused(.duplicateRowIDs(["leek"]), dataSource, table) {
      try dataSource.reloadSection(
        TableSection(id: "fruit") { TextRow(id: "leek", text: "Leek") }, at: 0, in: table)
    }
    try dataSource.reloadSection(
      TableSection(id: "fruit") {
        TextRow(id: "cherry", text: "Cherry")
        TextRow(id: "kiwi", text: "Kiwi")
      }, at: 0, in: table)
    // "apple" left with the old section; "kiwi" came with the new one.
    try dataSource.insertRow(TextRow(id: "apple", text: "Apple"), at: path(1, 0), in: table)
    expectRefused(.duplicateRowIDs(["kiwi"]), dataSource, table) {
      try dataSource.insertRow(TextRow(id: "kiwi", text: "K"), at: path(1, 0), in: table)
    }
    try dataSource.reloadSection(
      TableSection(id: "greens") { TextRow(text: "Kale") }, at: 1, in: table)
    try dataSource.insertSection(TableSection(id: "veg", rows: []), at: 2, in: table)
    #expect(dataSource.sections.map(\.id) == ["fruit", "greens", "veg"])
  }

  @Test("identities freed by deletes can be used again; moves and reorders keep them in use")
  func deletesAndMoves() throws {
    let (dataSource, table) = try makeGroceryList()
    dataSource.allowsReordering = true
    try dataSource.deleteRow(withID: "cherry", in: table)
    try dataSource.insertRow(TextRow(id: "cherry", text: "Cherry"), at: path(1, 1), in: table)
    try dataSource.moveRow(at: path(1, 1), to: path(0, 0), in: table)
    try table.simulate.drag(row: path(0, 1), to: path(1, 0))
    try dataSource.moveSection(1, toSection: 0, in: table)
    #expect(ids(dataSource) == [["apple", "leek"], ["cherry"]])
    for id in ["apple", "leek", "cherry"] {
      expectRefused(.duplicateRowIDs([id]), dataSource, table) {
        try dataSource.insertRow(TextRow(id: id, text: id), at: path(0, 0), in: table)
      }
    }
    expectRefused(.duplicateSectionIDs(["fruit"]), dataSource, table) {
      try dataSource.insertSection(TableSection(id: "fruit", rows: []), at: 0, in: table)
    }
    try dataSource.deleteSection(withID: "veg", in: table)
    try dataSource.insertSection(
      TableSection(id: "veg") {
        TextRow(id: "apple", text: "Apple")
        TextRow(id: "leek", text: "Leek")
      }, at: 1, in: table)
    #expect(dataSource.indexPath(ofRowWithID: "leek") == path(1, 1))
    #expect(dataSource.sectionIndex(ofSectionWithID: "veg") == 1)
    #expect(dataSource.indexPath(ofRowWithID: "okra") == nil)
    #expect(dataSource.sectionIndex(ofSectionWithID: "nuts") == nil)
  }

  @Test("after the table rejects an update, identities are still checked against the model")
  func afterRejection() throws {
    let (dataSource, table) = try makeGroceryList()
    let original = dataSource.sections
    var changed = original
    changed[1].rows.append(AnyRow(TextRow(id: "kale", text: "Kale")))
    try dataSource.setSections(changed)  // Behind the table's back: its counts are now stale.
    #expect(throws: BatchUpdateError.self) {
      try dataSource.insertRow(TextRow(id: "fig", text: "Fig"), at: path(0, 0), in: table)
    }
    #expect(dataSource.indexPath(ofRowWithID: "fig") == nil)
    try dataSource.setSections(original)
    table.reloadData()
    try dataSource.insertRow(TextRow(id: "fig", text: "Fig"), at: path(0, 0), in: table)
    expectRefused(.duplicateRowIDs(["fig"]), dataSource, table) {
      try dataSource.insertRow(TextRow(id: "fig", text: "Fig"), at: path(1, 0), in: table)
    }
  }

  @Test(
    "random sequences of updates keep every identity findable and every free one usable",
    arguments: UInt64(1)...20)
  func randomUpdates(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    func pick(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    let dataSource = try SectionsDataSource(sections: [
      TableSection(id: "s0", rows: (0..<3).map { AnyRow(LabelRow(id: $0)) }),
      TableSection(id: "s1", rows: (3..<5).map { AnyRow(LabelRow(id: $0)) }),
    ])
    let table = try makeTable(dataSource)
    dataSource.allowsReordering = true
    try table.layoutIfNeeded()
    var nextID = 100
    for step in 0..<60 {
      let sections = dataSource.sections
      let nonEmpty = sections.indices.filter { !sections[$0].rows.isEmpty }
      let anyID = { (nonEmpty.isEmpty ? 0 : pick(0...9)) }
      switch pick(0...8) {
      case 0 where !sections.isEmpty:
        let section = pick(0...sections.count - 1)
        let id =
          pick(0...3) == 0
          ? anyID()
          : {
            nextID += 1
            return nextID
          }()
        _ = try? dataSource.insertRow(
          LabelRow(id: id), at: path(section, pick(0...sections[section].rows.count)), in: table)
      case 1 where !nonEmpty.isEmpty:
        let section = nonEmpty[pick(0...nonEmpty.count - 1)]
        try dataSource.deleteRows(
          at: [path(section, pick(0...sections[section].rows.count - 1))], in: table)
      case 2 where !nonEmpty.isEmpty:
        let section = nonEmpty[pick(0...nonEmpty.count - 1)]
        let id =
          pick(0...2) == 0
          ? anyID()
          : {
            nextID += 1
            return nextID
          }()
        _ = try? dataSource.reloadRow(
          at: path(section, pick(0...sections[section].rows.count - 1)), with: LabelRow(id: id),
          in: table)
      case 3:
        nextID += 2
        _ = try? dataSource.insertSection(
          TableSection(
            id: pick(0...3) == 0 ? "s\(pick(0...3))" : "s\(nextID)",
            rows: [
              AnyRow(LabelRow(id: nextID - 1)),
              AnyRow(LabelRow(id: pick(0...1) == 0 ? anyID() : nextID)),
            ]),
          at: pick(0...sections.count), in: table)
      case 4 where sections.count > 1:
        try dataSource.deleteSections([pick(0...sections.count - 1)], in: table)
      case 5 where !nonEmpty.isEmpty:
        let from = nonEmpty[pick(0...nonEmpty.count - 1)]
        let to = pick(0...sections.count - 1)
        let limit = sections[to].rows.count - (from == to ? 1 : 0)
        try dataSource.moveRow(
          at: path(from, pick(0...sections[from].rows.count - 1)), to: path(to, pick(0...limit)),
          in: table)
      case 6 where !nonEmpty.isEmpty:
        let from = nonEmpty[pick(0...nonEmpty.count - 1)]
        let to = pick(0...sections.count - 1)
        let limit = sections[to].rows.count - (from == to ? 1 : 0)
        try table.simulate.drag(
          row: path(from, pick(0...sections[from].rows.count - 1)), to: path(to, pick(0...limit)))
      case 7 where !sections.isEmpty:
        nextID += 1
        _ = try? dataSource.reloadSection(
          TableSection(
            id: pick(0...1) == 0 ? sections[0].id : "s\(nextID)",
            rows: [AnyRow(LabelRow(id: pick(0...1) == 0 ? anyID() : nextID))]),
          at: pick(0...sections.count - 1), in: table)
      case 8 where sections.count > 1:
        try dataSource.moveSection(
          pick(0...sections.count - 1), toSection: pick(0...sections.count - 1), in: table)
      default:
        break
      }
      // Every identity is in use exactly once and findable; a used one is refused, a free one
      // accepted.
      let all = dataSource.sections.flatMap { $0.rows.map(\.id) }
      #expect(Set(all).count == all.count, "seed \(seed), step \(step)")
      let sectionIDs = dataSource.sections.compactMap(\.id)
      #expect(Set(sectionIDs).count == sectionIDs.count, "seed \(seed), step \(step)")
      for (section, content) in dataSource.sections.enumerated() {
        for (row, item) in content.rows.enumerated() {
          #expect(dataSource.indexPath(ofRowWithID: item.id) == path(section, row))
        }
      }
      guard !dataSource.sections.isEmpty else { continue }
      if let used = all.first?.base as? Int {
        #expect(throws: TableViewError.duplicateRowIDs(["\(used)"])) {
          try dataSource.insertRow(LabelRow(id: used), at: path(0, 0), in: table)
        }
      }
      nextID += 1
      try dataSource.insertRow(LabelRow(id: nextID), at: path(0, 0), in: table)
      try dataSource.deleteRows(at: [path(0, 0)], in: table)
      #expect(dataSource.indexPath(ofRowWithID: nextID) == nil)
      #expect(
        (0..<table.numberOfSections).map(table.numberOfRows(inSection:))
          == dataSource.sections.map(\.rows.count), "seed \(seed), step \(step)")
    }
  }
}
