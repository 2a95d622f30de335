import Foundation
import TableSource
import TableSourceTestSupport
import Testing

/// A section's rows (`RowList`) against a plain array: seeded random edits of every size and
/// place, each followed by a comparison of every row and a check of the chunks.
@Suite("A section's row list")
struct RowListTests {
  static func row(_ tag: Int) -> AnyRow { AnyRow(TextRow(id: "\(tag)", text: "")) }
  static func tags(_ rows: some Sequence<AnyRow>) -> [AnyHashable] { rows.map(\.id) }

  /// Why the list differs from the array, or `nil`: with `everyRow`, each row, iterated and read
  /// by index (the chunk look-up); otherwise 50 rows at random positions.
  static func disagreement(
    _ list: RowList, _ model: [AnyRow], everyRow: Bool, random: inout SplitMix64
  ) -> String? {
    if let inconsistency = list.inconsistency { return inconsistency }
    guard list.count == model.count else { return "\(list.count) rows, not \(model.count)" }
    if everyRow && tags(list) != tags(model) { return "the rows, iterated, differ" }
    guard !model.isEmpty else { return nil }
    let probes =
      everyRow
      ? Array(model.indices) : (0..<50).map { _ in Int(random.next() % UInt64(model.count)) }
    for index in probes where list[index].id != model[index].id {
      return "row \(index) is \(list[index].id), not \(model[index].id)"
    }
    return nil
  }

  static func run(_ procedure: SeededSteps) -> String? {
    var random = SplitMix64(seed: procedure.seed)
    var next = 0
    func fresh(_ count: Int) -> [AnyRow] {
      defer { next += count }
      return (next..<next + count).map(row)
    }
    // Sizes from empty to several chunks, so edits land inside chunks, across them and at ends.
    var model = fresh(Int(random.next() % 4_000))
    var list = RowList(model)
    for step in 0..<procedure.steps {
      let count = model.count
      let position = Int(random.next() % UInt64(count + 1))
      switch random.next() % 6 {
      case 0:
        let row = fresh(1)[0]
        model.insert(row, at: position)
        list.insert(row, at: position)
      case 1 where count > 0:
        let index = Int(random.next() % UInt64(count))
        if model.remove(at: index).id != list.remove(at: index).id {
          return "step \(step): remove(at: \(index)) returned another row"
        }
      case 2:
        // A range replaced by up to 1,500 rows: may span chunks, empty them or split them.
        let upper = position + Int(random.next() % UInt64(count - position + 1))
        let rows = fresh(Int(random.next() % 1_500))
        model.replaceSubrange(position..<upper, with: rows)
        list.replaceSubrange(position..<upper, with: rows)
      case 3 where count > 0:
        let index = Int(random.next() % UInt64(count))
        let row = fresh(1)[0]
        model[index] = row
        list[index] = row
      case 4:
        let rows = fresh(Int(random.next() % 700))
        model.append(contentsOf: rows)
        list.append(contentsOf: rows)
      default:
        // Most of a section deleted a row at a time from one place: chunks must merge.
        let removals = min(count - position, Int(random.next() % 600))
        for _ in 0..<removals {
          model.remove(at: position)
          list.remove(at: position)
        }
      }
      if let failure = disagreement(list, model, everyRow: step % 10 == 9, random: &random) {
        return "after step \(step): \(failure)"
      }
    }
    return nil
  }

  @Test("agrees with an array under seeded random inserts, removals and replacements of any size")
  func agreesWithArray() {
    // Each seed is 120 edits of lists of thousands of rows, each checked: far more than a case
    // of the other property tests, hence ten seeds (`TABLESOURCE_BUDGET` scales them all).
    checkSeeds(suite: "RowListTests", defaultIterations: 10, steps: 120, Self.run)
  }

  @Test("merges chunks that removals leave small, so a thinned-out section keeps few of them")
  func removalsMergeChunks() {
    var list = RowList((0..<5_000).map(Self.row))
    #expect(list.chunkCount == 10)
    // Nine rows of every ten removed, from the end: each chunk would keep about 50 rows.
    for index in (0..<5_000).reversed() where index % 10 != 0 {
      list.remove(at: index)
    }
    #expect(list.inconsistency == nil)
    #expect(list.chunkCount <= 500 / 128 + 1)
    #expect(Self.tags(list) == Self.tags(stride(from: 0, to: 5_000, by: 10).map(Self.row)))
  }

  /// A section type of the app's own, whose rows come from its model on each read.
  struct NumbersSection: TableViewSection {
    let numbers: [Int]
    var rows: RowList { RowList(numbers.map { AnyRow(TextRow(id: "\($0)", text: "#\($0)")) }) }
  }

  @Test("a section type of the app's own gives its rows as a RowList, and a data source shows them")
  @MainActor
  func appSectionType() throws {
    let dataSource = try SectionsDataSource(sections: [NumbersSection(numbers: [3, 1, 2])])
    let table = VirtualTableView(size: CGSize(width: 320, height: 400))
    table.dataSource = dataSource
    table.delegate = dataSource
    try table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(dataSource.row(at: IndexPath(row: 1, section: 0))?.id == AnyHashable("1"))
    #expect(table.renderText().contains("#2"))
  }

  @Test("reads like an array: literals, slices, equality of contents and the description")
  func readsLikeAnArray() {
    let rows: RowList = [Self.row(1), Self.row(2), Self.row(3)]
    #expect(rows.count == 3)
    #expect(Self.tags(rows.dropFirst()) == ["2", "3"])
    #expect(Self.tags(rows.reversed()) == ["3", "2", "1"])
    #expect(rows.firstIndex { $0.id == AnyHashable("2") } == 1)
    #expect(Self.tags(Array(rows)) == Self.tags(TableSection(rows: Array(rows)).rows))
    #expect(RowList().isEmpty)
    #expect(rows.description == Array(rows).description)
  }
}
