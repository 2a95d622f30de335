import Foundation
import TableSource

/// A long inbox of 10,000 rows of three cell types, scrolled from top to bottom in a virtual
/// table: the screen at a few points, and how few cells served all those rows.
@MainActor
enum LongList {
  static let senders = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Ken", "Margaret"]

  static func makeRows(count: Int) -> [AnyRow] {
    (0..<count).map { index in
      if index % 25 == 0 { return AnyRow(DayRow(id: index, day: index / 25 + 1)) }
      if index % 7 == 3 { return AnyRow(PhotoRow(id: index, caption: "Photo \(index)")) }
      return AnyRow(
        MessageRow(
          id: index, sender: senders[index % senders.count], subject: "Message \(index)",
          isUnread: index % 4 == 0))
    }
  }

  /// Runs the sample and returns what it prints.
  /// `inspect` sees the table as the run leaves it (the tests audit it for reuse bugs).
  static func run(
    rowCount: Int = 10_000, inspect: (VirtualTableView) throws -> Void = { _ in }
  ) throws -> String {
    let dataSource = try SectionsDataSource {
      TableSection(id: "inbox", rows: makeRows(count: rowCount))
    }
    let table = VirtualTableView(size: CGSize(width: 320, height: 400))
    table.dataSource = dataSource
    table.delegate = dataSource
    try table.layoutIfNeeded()

    var output = ["An inbox of \(rowCount) rows (messages, photos, day separators).", ""]
    output.append("At the top:")
    output.append(table.renderText(TextRenderingOptions(showsCellNumbers: true)))

    var rowsShown = Set(table.indexPathsForVisibleRows)
    var steps = 0
    let checkpoints = [0.25, 0.5]
    var nextCheckpoint = 0
    let step = table.bounds.height / 4
    while table.contentOffset.y < table.contentSize.height - table.bounds.height {
      try table.scroll(by: step)
      steps += 1
      rowsShown.formUnion(table.indexPathsForVisibleRows)
      let progress = table.contentOffset.y / max(1, table.contentSize.height - table.bounds.height)
      if nextCheckpoint < checkpoints.count && progress >= checkpoints[nextCheckpoint] {
        output.append("")
        output.append("After \(steps) steps of a quarter screen:")
        output.append(table.renderText(TextRenderingOptions(showsCellNumbers: true)))
        nextCheckpoint += 1
      }
    }
    output.append("")
    output.append("At the bottom, after \(steps) steps:")
    output.append(table.renderText(TextRenderingOptions(showsCellNumbers: true)))

    let stats = table.statistics
    output.append("")
    output.append("Rows shown: \(rowsShown.count). Cells created: \(stats.totalCellsCreated).")
    output.append(
      "Reuses: \(stats.reuses). Most cells on screen at once: \(stats.peakVisibleCells).")
    for (identifier, created) in stats.cellsCreated.sorted(by: { $0.key < $1.key }) {
      let peak = stats.peakVisibleCellsByIdentifier[identifier] ?? 0
      output.append("  \(identifier): \(created) created, at most \(peak) on screen at once")
    }
    try inspect(table)
    return output.joined(separator: "\n")
  }
}
