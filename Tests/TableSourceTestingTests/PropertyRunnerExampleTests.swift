import Foundation
import TableSource
import TableSourceTesting
import Testing

/// The property runner over sequences of table operations, as an app's tests would use it: a
/// seeded sequence of updates through a data source, the table checked after each.
@MainActor
@Suite("Property runner: sequences of table operations")
struct PropertyRunnerExampleTests {
  /// One update a test applies through the data source.
  enum Operation: Sendable, Equatable, CustomStringConvertible {
    case insert(at: Int)
    case delete(at: Int)
    case move(from: Int, to: Int)
    case scroll(to: Int)

    var description: String {
      switch self {
      case .insert(let row): "insert \(row)"
      case .delete(let row): "delete \(row)"
      case .move(let from, let to): "move \(from)→\(to)"
      case .scroll(let row): "scroll \(row)"
      }
    }
  }

  /// A visible row whose cell shows another row's text.
  struct WrongCell: Error {
    let row: Int
    let shows: String
  }

  /// Applies `operations` to a list of 30 rows (skipping those out of range), checking after
  /// each that every visible cell shows its row.
  static func apply(_ operations: [Operation], keysAtIndexPaths: Bool = true) throws {
    var next = 30
    var ids = Array(0..<next)
    let source = try SectionsDataSource {
      TableSection(id: "rows", rows: ids.map { AnyRow(TextRow(id: "\($0)", text: "Row \($0)")) })
    }
    let table = VirtualTableView(size: CGSize(width: 320, height: 300))
    table.dataSource = source
    table.delegate = source
    try table.layoutIfNeeded()
    for operation in operations {
      let count = ids.count
      switch operation {
      case .insert(let row) where row <= count:
        try source.insertRows(
          [.init(TextRow(id: "\(next)", text: "Row \(next)"), at: IndexPath(row: row, section: 0))],
          in: table)
        ids.insert(next, at: row)
        next += 1
      case .delete(let row) where row < count:
        try source.deleteRows(at: [IndexPath(row: row, section: 0)], in: table)
        ids.remove(at: row)
      case .move(let from, let to) where from < count && to < count:
        try source.moveRow(
          at: IndexPath(row: from, section: 0), to: IndexPath(row: to, section: 0), in: table)
        ids.insert(ids.remove(at: from), at: to)
      case .scroll(let row) where row < count:
        try table.scrollToRow(at: IndexPath(row: row, section: 0), at: .middle)
      default:
        continue
      }
      try table.layoutIfNeeded()
      for path in table.indexPathsForVisibleRows {
        let shown = table.cellForRow(at: path)?.text ?? ""
        // The deliberate mistake of the second test: the row's index instead of its identity.
        let expected = "Row \(keysAtIndexPaths ? ids[path.row] : path.row)"
        if shown != expected { throw WrongCell(row: path.row, shows: shown) }
      }
    }
  }

  static func runner(defaultIterations: Int) -> PropertyRunner<[Operation]> {
    PropertyRunner(
      suite: "PropertyRunnerExampleTests", defaultIterations: defaultIterations,
      environment: [:]
    ) { random in
      (0..<Int.random(in: 1...25, using: &random)).map { _ in
        let row = Int.random(in: 0...35, using: &random)
        switch Int.random(in: 0...3, using: &random) {
        case 0: return .insert(at: row)
        case 1: return .delete(at: row)
        case 2: return .move(from: row, to: Int.random(in: 0...35, using: &random))
        default: return .scroll(to: row)
        }
      }
    } candidates: {
      PropertyRunner.runsRemoved(from: $0)
    }
  }

  @Test("every visible cell shows its row through seeded sequences of updates")
  func updatesKeepCellsOnTheirRows() throws {
    #expect(try Self.runner(defaultIterations: 100).run { try Self.apply($0) } == 100)
  }

  @Test(
    "a wrong expectation fails, and shrinks to a one-operation sequence that fails the same way")
  func failureShrinks() throws {
    let failure = try #require(
      throws: PropertyFailure<[Operation]>.self,
      performing: {
        try Self.runner(defaultIterations: 100).run { try Self.apply($0, keysAtIndexPaths: false) }
      })
    #expect(failure.shrunk.count == 1, "\(failure)")
    #expect(failure.error.contains("WrongCell"))
  }
}
