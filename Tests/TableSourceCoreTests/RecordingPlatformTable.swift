import Foundation

@testable import TableSourceCore

/// A platform table that behaves as UIKit's does where the UIKit bridge depends on it, and
/// records what it is asked: the oracle of the bridge's tests.
///
/// Like a `UITableView`, it reads its data source's counts lazily: `reloadAllData()` only marks
/// them stale, and they are read at the next layout (`readCountsNow()`) or, failing that, when a
/// batch begins — after the model changed, which is how UIKit comes to see the new counts as the
/// "before" ones and raise "Invalid update". It checks every batch as UIKit does (rules 4.4, 4.5,
/// 5.6, 5.7), and a dequeue of an identifier never registered, which UIKit answers with an
/// exception. Each of these it records as a crash instead of trapping.
@MainActor
final class RecordingPlatformTable: PlatformTable {
  typealias Cell = RecordedCell
  typealias HeaderFooterView = RecordedHeaderFooterView

  /// A call the platform table received.
  enum Call: Equatable, CustomStringConvertible {
    case registerCell(String)
    case registerHeaderFooterView(String)
    case dequeueCell(String)
    case dequeueHeaderFooterView(String)
    case batch([PlatformTableCall], RowAnimation)
    case reloadData
    case layoutIfNeeded

    var description: String {
      switch self {
      case .registerCell(let identifier): "register cell \(identifier)"
      case .registerHeaderFooterView(let identifier): "register header/footer \(identifier)"
      case .dequeueCell(let identifier): "dequeue cell \(identifier)"
      case .dequeueHeaderFooterView(let identifier): "dequeue header/footer \(identifier)"
      case .batch(let calls, let animation):
        "performBatchUpdates(\(animation)) { \(calls.map(\.description).joined(separator: "; ")) }"
      case .reloadData: "reloadData"
      case .layoutIfNeeded: "layoutIfNeeded"
      }
    }
  }

  private(set) var calls: [Call] = []
  /// What UIKit would have raised, in order. A correct bridge leaves this empty.
  private(set) var crashes: [String] = []
  var isInWindow = true
  /// The rows a test says are visible.
  var visibleRowPaths: [IndexPath] = []
  /// The counts the table has read, or `nil` while they are stale.
  private(set) var readCounts: [Int]?

  private let counts: @MainActor () -> [Int]
  private var cellClasses: [String: RecordedCell.Type] = [:]
  private var viewClasses: [String: RecordedHeaderFooterView.Type] = [:]

  init(counts: @escaping @MainActor () -> [Int]) {
    self.counts = counts
  }

  func registerCell(_ cellClass: AnyClass?, identifier: String) {
    calls.append(.registerCell(identifier))
    cellClasses[identifier] = cellClass as? RecordedCell.Type
  }

  func registerHeaderFooterView(_ viewClass: AnyClass?, identifier: String) {
    calls.append(.registerHeaderFooterView(identifier))
    viewClasses[identifier] = viewClass as? RecordedHeaderFooterView.Type
  }

  func dequeueCell(identifier: String, for indexPath: IndexPath) -> RecordedCell {
    calls.append(.dequeueCell(identifier))
    guard let cellClass = cellClasses[identifier] else {
      crashes.append("unable to dequeue a cell with identifier \(identifier)")
      return RecordedCell()
    }
    return cellClass.init()
  }

  func dequeueHeaderFooterView(identifier: String) -> RecordedHeaderFooterView? {
    calls.append(.dequeueHeaderFooterView(identifier))
    return viewClasses[identifier]?.init()
  }

  func performBatch(
    _ calls: [PlatformTableCall], animation: RowAnimation, completion: ((Bool) -> Void)?
  ) {
    self.calls.append(.batch(calls, animation))
    let before = readCounts ?? counts()
    let after = counts()
    do {
      _ = try BatchUpdatePlan(update: Self.update(calls), oldCounts: before, newCounts: after)
    } catch {
      crashes.append("Invalid update: \(error)")
    }
    readCounts = after
    completion?(true)
  }

  func reloadAllData() {
    calls.append(.reloadData)
    readCounts = nil
  }

  func readCountsNow() {
    calls.append(.layoutIfNeeded)
    if readCounts == nil { readCounts = counts() }
  }

  /// The user moves a row, as UIKit does: the table moves it, then tells the data source.
  func userMovesRow(from source: IndexPath, to destination: IndexPath) {
    guard var counts = readCounts else { return }
    counts[source.section] -= 1
    counts[destination.section] += 1
    readCounts = counts
  }

  /// The batch update that a list of calls makes, as UIKit collects it.
  static func update(_ calls: [PlatformTableCall]) -> BatchUpdate {
    var update = BatchUpdate()
    for call in calls {
      switch call {
      case .deleteSections(let sections): update.deletedSections += sections
      case .deleteRows(let paths): update.deletedRows += paths
      case .reloadSections(let sections): update.reloadedSections += sections
      case .reloadRows(let paths): update.reloadedRows += paths
      case .moveSection(let from, let to):
        update.movedSections.append(BatchUpdate.SectionMove(from: from, to: to))
      case .moveRow(let from, let to):
        update.movedRows.append(BatchUpdate.RowMove(from: from, to: to))
      case .insertSections(let sections): update.insertedSections += sections
      case .insertRows(let paths): update.insertedRows += paths
      case .reconfigureRows(let paths): update.reconfiguredRows += paths
      }
    }
    return update
  }
}
