import Foundation

@testable import TableSourceCore

/// A platform view that behaves as UIKit's table and collection view do where the UIKit bridge
/// depends on it, and records what it is asked: the oracle of the bridge's tests.
///
/// Like a `UITableView` or a `UICollectionView`, it reads its data source's counts lazily:
/// `reloadAllData()` only marks them stale, and they are read at the next layout
/// (`readCountsNow()`) or, failing that, when a batch begins — after the model changed, which is
/// how UIKit comes to see the new counts as the "before" ones and raise "Invalid update". It
/// checks every batch as UIKit does, by the view's rules (rules 4.4, 4.5, 5.6, 5.7; C-G4, C-G5,
/// C-G11), and a dequeue of an identifier never registered, which UIKit answers with an
/// exception (rule 1.5, C-A4). Each of these it records as a crash instead of trapping.
@MainActor
class RecordingPlatformView {
  /// A call the platform view received.
  enum Call: Equatable, CustomStringConvertible {
    case registerCell(String)
    case registerHeaderFooterView(String)
    case registerSupplementaryView(kind: String, String)
    case dequeueCell(String)
    case dequeueHeaderFooterView(String)
    case dequeueSupplementaryView(kind: String, String)
    case batch([PlatformTableCall], RowAnimation)
    case reloadData
    case layoutIfNeeded

    var description: String {
      switch self {
      case .registerCell(let identifier): "register cell \(identifier)"
      case .registerHeaderFooterView(let identifier): "register header/footer \(identifier)"
      case .registerSupplementaryView(let kind, let identifier):
        "register supplementary \(kind) \(identifier)"
      case .dequeueCell(let identifier): "dequeue cell \(identifier)"
      case .dequeueHeaderFooterView(let identifier): "dequeue header/footer \(identifier)"
      case .dequeueSupplementaryView(let kind, let identifier):
        "dequeue supplementary \(kind) \(identifier)"
      case .batch(let calls, let animation):
        "performBatchUpdates(\(animation)) { \(calls.map(\.description).joined(separator: "; ")) }"
      case .reloadData: "reloadData"
      case .layoutIfNeeded: "layoutIfNeeded"
      }
    }
  }

  var calls: [Call] = []
  /// What UIKit would have raised, in order. A correct bridge leaves this empty.
  var crashes: [String] = []
  var isInWindow = true
  /// The rows a test says are visible.
  var visibleRowPaths: [IndexPath] = []
  /// The cells a list row shows in, as a UIKit view's from iOS 14; `nil` for none.
  var listCellClass: AnyClass?
  /// The counts the view has read, or `nil` while they are stale.
  private(set) var readCounts: [Int]?

  private let counts: @MainActor () -> [Int]
  private let rules: BatchUpdatePlan.Rules
  private var cellClasses: [String: RecordedCell.Type] = [:]

  init(counts: @escaping @MainActor () -> [Int], rules: BatchUpdatePlan.Rules) {
    self.counts = counts
    self.rules = rules
  }

  func registerCell(_ cellClass: AnyClass?, identifier: String) {
    calls.append(.registerCell(identifier))
    cellClasses[identifier] = cellClass as? RecordedCell.Type
  }

  func dequeueCell(identifier: String, for indexPath: IndexPath) -> RecordedCell {
    calls.append(.dequeueCell(identifier))
    guard let cellClass = cellClasses[identifier] else {
      crashes.append("could not dequeue a cell with identifier \(identifier)")
      return RecordedCell()
    }
    return cellClass.init()
  }

  func performBatch(
    _ calls: [PlatformTableCall], animation: RowAnimation, completion: ((Bool) -> Void)?
  ) {
    self.calls.append(.batch(calls, animation))
    let before = readCounts ?? counts()
    let after = counts()
    do {
      _ = try BatchUpdatePlan(
        update: Self.update(calls), oldCounts: before, newCounts: after, rules: rules)
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

  /// The user moves a row, as UIKit does: the view moves it, then tells the data source.
  func userMovesRow(from source: IndexPath, to destination: IndexPath) {
    guard var counts = readCounts else { return }
    counts[source.section] -= 1
    counts[destination.section] += 1
    readCounts = counts
  }

  /// The batch update that a list of calls makes, as UIKit collects it: every call as made, a
  /// repeated index path included.
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

/// A recording `UITableView`: header and footer views by identifier.
@MainActor
final class RecordingPlatformTable: RecordingPlatformView, PlatformTable {
  typealias Cell = RecordedCell
  typealias HeaderFooterView = RecordedHeaderFooterView

  private var viewClasses: [String: RecordedHeaderFooterView.Type] = [:]

  init(counts: @escaping @MainActor () -> [Int]) {
    super.init(counts: counts, rules: .tableView)
  }

  func registerHeaderFooterView(_ viewClass: AnyClass?, identifier: String) {
    calls.append(.registerHeaderFooterView(identifier))
    viewClasses[identifier] = viewClass as? RecordedHeaderFooterView.Type
  }

  func dequeueHeaderFooterView(identifier: String) -> RecordedHeaderFooterView? {
    calls.append(.dequeueHeaderFooterView(identifier))
    return viewClasses[identifier]?.init()
  }
}

/// A recording `UICollectionView`: supplementary views by the pair (kind, identifier), a view of
/// the kind asked for or a crash (C-A2, C-A7), and section titles in ``RecordedTitleView``s.
@MainActor
final class RecordingPlatformCollection: RecordingPlatformView, PlatformCollectionView {
  typealias Cell = RecordedCell
  typealias SupplementaryView = RecordedHeaderFooterView

  private var viewClasses: [[String]: RecordedHeaderFooterView.Type] = [:]

  init(counts: @escaping @MainActor () -> [Int]) {
    super.init(counts: counts, rules: .collectionView)
  }

  func registerSupplementaryView(_ viewClass: AnyClass?, kind: String, identifier: String) {
    calls.append(.registerSupplementaryView(kind: kind, identifier))
    viewClasses[[kind, identifier]] = viewClass as? RecordedHeaderFooterView.Type
  }

  func dequeueSupplementaryView(kind: String, identifier: String, for indexPath: IndexPath)
    -> RecordedHeaderFooterView
  {
    calls.append(.dequeueSupplementaryView(kind: kind, identifier))
    guard let viewClass = viewClasses[[kind, identifier]] else {
      crashes.append("could not dequeue a view of kind: \(kind) with identifier \(identifier)")
      return RecordedHeaderFooterView()
    }
    return viewClass.init()
  }

  var sectionTitleViewClass: AnyClass { RecordedTitleView.self }

  /// The cells a test says are shown, with the items they show.
  var shownCells: [(cell: RecordedCell, indexPath: IndexPath)] = []

  func indexPath(forCell cell: RecordedCell) -> IndexPath? {
    shownCells.first { $0.cell === cell }?.indexPath
  }

  func showSectionTitle(_ title: String, in view: RecordedHeaderFooterView) throws {
    guard let titleView = view as? RecordedTitleView else {
      throw TableViewError.viewTypeMismatch(
        content: "a section title", expectedView: "RecordedTitleView",
        actualView: String(reflecting: type(of: view)))
    }
    titleView.title = title
  }
}

/// A diffable data source on a bridge to the platform view `make` creates, given the data
/// source's counts: a first snapshot applied, then a second with a move, a delete, an insert and
/// a reconfigure. Returns the platform, the bridge, and whether the second apply completed.
@MainActor
func applyTwoSnapshots<Platform: RecordingPlatformView & PlatformRowsView>(
  on make: (@escaping @MainActor () -> [Int]) -> Platform
) throws -> (platform: Platform, bridge: PlatformBridge<Platform>, completed: Bool) {
  let dataSource = DiffableDataSource<String, String> { id in NoteRow(id: id, text: id) }
  let platform = make { [dataSource] in
    (0..<dataSource.numberOfSections).map(dataSource.numberOfRows(inSection:))
  }
  let bridge = PlatformBridge(platform, dataSource: dataSource)
  dataSource.bind(to: bridge)
  var snapshot = Snapshot<String, String>()
  try snapshot.appendSections(["inbox", "archive"])
  try snapshot.appendItems(["a", "b", "c"], toSection: "inbox")
  try snapshot.appendItems(["d"], toSection: "archive")
  try dataSource.apply(snapshot, animatingDifferences: false)
  try snapshot.moveItem("c", beforeItem: "a")
  try snapshot.deleteItems(["b"])
  try snapshot.appendItems(["e"], toSection: "archive")
  try snapshot.reconfigureItems(["d"])
  var completed = false
  try dataSource.apply(snapshot) { completed = true }
  return (platform, bridge, completed)
}
