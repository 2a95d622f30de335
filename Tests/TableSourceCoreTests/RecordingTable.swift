import Foundation

@testable import TableSourceCore

/// A cell of the recording table: any class with an empty initializer will do for a table that
/// draws nothing.
class RecordedCell {
  /// What the last row configured into the cell.
  var text = ""
  required init() {}
}

/// A header or footer view of the recording table.
class RecordedHeaderFooterView {
  var text = ""
  required init() {}
}

/// A second table behind the seam: it conforms to ``TableViewInterface`` with nothing of the
/// virtual table, records every call it receives, and checks each committed batch as UIKit
/// would, against the counts its data source reports before and after (rules 4.4, 4.5, 5.6,
/// 5.7). If the data sources needed anything but the seam, this table could not drive them.
@MainActor
final class RecordingTable: TableViewInterface {
  typealias Cell = RecordedCell
  typealias HeaderFooterView = RecordedHeaderFooterView

  /// A call the table received.
  enum Call: Equatable, CustomStringConvertible {
    case registerCell(String)
    case registerHeaderFooter(String)
    case dequeueCell(String, IndexPath)
    case dequeueHeaderFooter(String)
    case apply(BatchUpdate)
    case reloadData
    case performBatchUpdates

    var description: String {
      switch self {
      case .registerCell(let identifier): "register cell \(identifier)"
      case .registerHeaderFooter(let identifier): "register header/footer \(identifier)"
      case .dequeueCell(let identifier, let path): "dequeue \(identifier) for \(path)"
      case .dequeueHeaderFooter(let identifier): "dequeue header/footer \(identifier)"
      case .apply(let update): "apply \(update)"
      case .reloadData: "reloadData"
      case .performBatchUpdates: "performBatchUpdates"
      }
    }
  }

  /// Every call, in order.
  private(set) var calls: [Call] = []
  /// Whether the table is on screen; off screen, data sources reload it instead of updating.
  var isOnScreen = true
  /// The row counts per section the table shows: read at `reloadData` and after each batch.
  private(set) var shownCounts: [Int] = []

  /// The data source's row counts per section, as it reports them now.
  private let counts: @MainActor () -> [Int]
  private var cellClasses: [String: RecordedCell.Type] = [:]
  private var viewClasses: [String: RecordedHeaderFooterView.Type] = [:]
  private var batchDepth = 0
  private var pending = BatchUpdate()

  init(counts: @escaping @MainActor () -> [Int]) {
    self.counts = counts
  }

  func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) throws {
    calls.append(.registerCell(identifier))
    cellClasses[identifier] = cellClass as? RecordedCell.Type
  }

  func register(_ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String)
    throws
  {
    calls.append(.registerHeaderFooter(identifier))
    viewClasses[identifier] = viewClass as? RecordedHeaderFooterView.Type
  }

  func hasRegistration(forCellReuseIdentifier identifier: String) -> Bool {
    cellClasses[identifier] != nil
  }

  func hasRegistration(forHeaderFooterViewReuseIdentifier identifier: String) -> Bool {
    viewClasses[identifier] != nil
  }

  func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) throws
    -> RecordedCell
  {
    calls.append(.dequeueCell(identifier, indexPath))
    guard let cellClass = cellClasses[identifier] else {
      throw TableViewError.unregisteredCellIdentifier(
        identifier, registered: cellClasses.keys.sorted())
    }
    return cellClass.init()
  }

  func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> RecordedHeaderFooterView?
  {
    calls.append(.dequeueHeaderFooter(identifier))
    return viewClasses[identifier]?.init()
  }

  func apply(_ update: BatchUpdate, animation: RowAnimation) throws {
    calls.append(.apply(update))
    if batchDepth > 0 {
      pending.append(contentsOf: update)
    } else {
      try commit(update)
    }
  }

  func reloadData() {
    calls.append(.reloadData)
    shownCounts = counts()
  }

  var hasUncommittedUpdates: Bool { batchDepth > 0 }

  func performBatchUpdates(_ updates: () throws -> Void, completion: ((Bool) -> Void)?) throws {
    calls.append(.performBatchUpdates)
    batchDepth += 1
    do {
      try updates()
    } catch {
      batchDepth -= 1
      if batchDepth == 0 { pending = BatchUpdate() }
      throw error
    }
    batchDepth -= 1
    guard batchDepth == 0 else { return }
    let update = pending
    pending = BatchUpdate()
    try commit(update)
    completion?(true)
  }

  /// Checks an update against the counts shown and the data source's counts now, as UIKit
  /// does, and shows the new counts.
  private func commit(_ update: BatchUpdate) throws {
    let newCounts = counts()
    _ = try BatchUpdatePlan(update: update, oldCounts: shownCounts, newCounts: newCounts)
    shownCounts = newCounts
  }
}
