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
/// would (``CheckedBatches``). If the data sources needed anything but the seam, this table could not drive them.
@MainActor
final class RecordingTable: TableViewInterface, RecordingView {
  typealias Cell = RecordedCell
  typealias HeaderFooterView = RecordedHeaderFooterView

  /// A call the table received.
  typealias Call = RecordedCall

  /// Every call, in order.
  private(set) var calls: [Call] = []
  /// Whether the table is on screen; off screen, data sources reload it instead of updating.
  var isOnScreen = true
  let batches: CheckedBatches
  private var cellClasses: [String: RecordedCell.Type] = [:]
  private var viewClasses: [String: RecordedHeaderFooterView.Type] = [:]

  init(counts: @escaping @MainActor () -> [Int]) {
    batches = CheckedBatches(counts: counts)
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

  func record(_ call: RecordedCall) { calls.append(call) }
}
