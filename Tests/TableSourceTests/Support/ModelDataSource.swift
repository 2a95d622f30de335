import Foundation
import TableSource

/// A data source over a plain model: sections of item numbers. Each cell shows `item N`. Tests
/// change `items` and tell the table, as an app would.
@MainActor
final class ModelDataSource: TableViewDataSource, TableViewDelegate {
  var items: [[Int]]
  var heights: [Int: CGFloat] = [:]
  var commits = false
  var moves = false
  var callbacks: [String] = []
  var willSelect: ((IndexPath) -> IndexPath?)?
  var willDeselect: ((IndexPath) -> IndexPath?)?
  var shouldHighlight = true
  var onCommit: ((VirtualTableView, TableViewCellEditingStyle, IndexPath) throws -> Void)?
  var onMove: ((VirtualTableView, IndexPath, IndexPath) throws -> Void)?

  init(_ items: [[Int]]) {
    self.items = items
  }

  func numberOfSections(in tableView: VirtualTableView) -> Int { items.count }

  func tableView(_ tableView: VirtualTableView, numberOfRowsInSection section: Int) -> Int {
    items[section].count
  }

  func tableView(_ tableView: VirtualTableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
    cell.text = "item \(items[indexPath.section][indexPath.row])"
    return cell
  }

  func tableView(_ tableView: VirtualTableView, heightForRowAt indexPath: IndexPath) -> CGFloat? {
    heights[items[indexPath.section][indexPath.row]]
  }

  var commitsEditing: Bool { commits }
  var movesRows: Bool { moves }

  func tableView(
    _ tableView: VirtualTableView, commit editingStyle: TableViewCellEditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    callbacks.append("commit \(indexPath.shortDescription)")
    try onCommit?(tableView, editingStyle, indexPath)
  }

  func tableView(
    _ tableView: VirtualTableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    callbacks.append(
      "move \(sourceIndexPath.shortDescription)→\(destinationIndexPath.shortDescription)")
    let item = items[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    items[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    try? onMove?(tableView, sourceIndexPath, destinationIndexPath)
  }

  func tableView(_ tableView: VirtualTableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    callbacks.append("shouldHighlight \(indexPath.shortDescription)")
    return shouldHighlight
  }

  func tableView(_ tableView: VirtualTableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  {
    callbacks.append("willSelect \(indexPath.shortDescription)")
    return willSelect.map { $0(indexPath) } ?? indexPath
  }

  func tableView(_ tableView: VirtualTableView, didSelectRowAt indexPath: IndexPath) {
    callbacks.append("didSelect \(indexPath.shortDescription)")
  }

  func tableView(_ tableView: VirtualTableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    callbacks.append("willDeselect \(indexPath.shortDescription)")
    return willDeselect.map { $0(indexPath) } ?? indexPath
  }

  func tableView(_ tableView: VirtualTableView, didDeselectRowAt indexPath: IndexPath) {
    callbacks.append("didDeselect \(indexPath.shortDescription)")
  }
}

@MainActor
func makeModelTable(
  _ dataSource: ModelDataSource, height: CGFloat = 440, order: ReuseQueueOrder = .lastInFirstOut
) throws -> VirtualTableView {
  let table = VirtualTableView(size: CGSize(width: 320, height: height), reuseQueueOrder: order)
  try table.register(TextCell.self, forCellReuseIdentifier: "text")
  table.dataSource = dataSource
  table.delegate = dataSource
  return table
}

/// Everything a rejected update must leave as it was.
struct TableState: Equatable {
  var counts: [Int]
  var visibleRows: [IndexPath]
  var visibleCells: [ObjectIdentifier]
  var queuedCells: Set<ObjectIdentifier>
  var selection: [IndexPath]
  var offset: CGPoint
  var contentHeight: CGFloat
  var texts: [String?]

  @MainActor
  init(_ table: VirtualTableView) {
    counts = (0..<table.numberOfSections).map(table.numberOfRows(inSection:))
    visibleRows = table.indexPathsForVisibleRows
    visibleCells = table.visibleCells.map(ObjectIdentifier.init)
    queuedCells = Set(table.queuedCells.map(ObjectIdentifier.init))
    selection = table.indexPathsForSelectedRows
    offset = table.contentOffset
    contentHeight = table.contentSize.height
    texts = table.visibleCells.map(\.text)
  }
}

@MainActor
extension VirtualTableView {
  /// Problems with a table driven by a ``ModelDataSource``: counts that differ from the model,
  /// visible cells that do not show their row's item, cells both visible and queued, a selection
  /// naming rows that do not exist.
  func modelViolations(_ model: ModelDataSource) -> [String] {
    var problems: [String] = []
    let counts = (0..<numberOfSections).map(numberOfRows(inSection:))
    if counts != model.items.map(\.count) {
      problems.append("counts \(counts) but the model has \(model.items.map(\.count))")
      return problems
    }
    var seen = Set<ObjectIdentifier>()
    for (path, cell) in zip(indexPathsForVisibleRows, visibleCells) {
      let expected = "item \(model.items[path.section][path.row])"
      if cell.text != expected {
        problems.append("row \(path.shortDescription) shows \(cell.text ?? "nil"), not \(expected)")
      }
      if isQueued(cell) { problems.append("cell #\(cell.instanceNumber) visible and queued") }
      if !seen.insert(ObjectIdentifier(cell)).inserted {
        problems.append("cell #\(cell.instanceNumber) shows two rows")
      }
    }
    let expectedVisible = indexPathsForRows(in: bounds).filter { rectForRow(at: $0).height > 0 }
    if indexPathsForVisibleRows != expectedVisible {
      problems.append(
        "visible rows \(indexPathsForVisibleRows) but \(expectedVisible) meet the viewport")
    }
    for path in indexPathsForSelectedRows
    where
      !(model.items.indices.contains(path.section)
      && model.items[path.section].indices.contains(path.row))
    {
      problems.append("selection names \(path.shortDescription), which does not exist")
    }
    return problems
  }
}
