import Foundation

@testable import TableSourceCore

/// The batch bookkeeping of the recording views behind the seams: it checks each committed batch
/// as UIKit would, against the counts the data source reports before and after (rules 4.4, 4.5,
/// 5.6, 5.7; C-G4), through the package's ``BatchUpdatePlan``. A class, so that the updates run
/// inside ``perform(_:completion:)`` can apply to it again.
@MainActor
final class CheckedBatches {
  /// The row (item) counts per section the view shows: read at a reload and after each batch.
  private(set) var shownCounts: [Int] = []

  /// The data source's row counts per section, as it reports them now.
  private let counts: @MainActor () -> [Int]
  private var depth = 0
  private var pending = BatchUpdate()

  init(counts: @escaping @MainActor () -> [Int]) {
    self.counts = counts
  }

  /// Whether a batch is open.
  var isOpen: Bool { depth > 0 }

  /// Reads the counts again, as `reloadData` does.
  func reload() {
    shownCounts = counts()
  }

  /// Joins the open batch, or commits the update on its own.
  func apply(_ update: BatchUpdate) throws {
    if depth > 0 {
      pending.append(contentsOf: update)
    } else {
      try commit(update)
    }
  }

  /// Runs `updates` as one batch, committed when the outermost batch closes.
  func perform(_ updates: () throws -> Void, completion: ((Bool) -> Void)?) throws {
    depth += 1
    do {
      try updates()
    } catch {
      depth -= 1
      if depth == 0 { pending = BatchUpdate() }
      throw error
    }
    depth -= 1
    guard depth == 0 else { return }
    let update = pending
    pending = BatchUpdate()
    try commit(update)
    completion?(true)
  }

  /// Checks an update against the counts shown and the data source's counts now, and shows the
  /// new counts.
  private func commit(_ update: BatchUpdate) throws {
    let newCounts = counts()
    _ = try BatchUpdatePlan(update: update, oldCounts: shownCounts, newCounts: newCounts)
    shownCounts = newCounts
  }
}

/// A call one of the recording views received.
enum RecordedCall: Equatable, CustomStringConvertible {
  case registerCell(String)
  case registerHeaderFooter(String)
  case registerSupplementary(kind: String, String)
  case dequeueCell(String, IndexPath)
  case dequeueHeaderFooter(String)
  case dequeueSupplementary(kind: String, String, IndexPath)
  case apply(BatchUpdate)
  case reloadData
  case performBatchUpdates

  var description: String {
    switch self {
    case .registerCell(let identifier): "register cell \(identifier)"
    case .registerHeaderFooter(let identifier): "register header/footer \(identifier)"
    case .registerSupplementary(let kind, let identifier): "register \(kind) \(identifier)"
    case .dequeueCell(let identifier, let path): "dequeue \(identifier) for \(path)"
    case .dequeueHeaderFooter(let identifier): "dequeue header/footer \(identifier)"
    case .dequeueSupplementary(let kind, let identifier, let path):
      "dequeue \(kind) \(identifier) for \(path)"
    case .apply(let update): "apply \(update)"
    case .reloadData: "reloadData"
    case .performBatchUpdates: "performBatchUpdates"
    }
  }
}

/// A view behind a seam that records its calls and checks its batches: the update members are
/// the same for the recording table and the recording collection view, as they are one protocol
/// (``RowsViewInterface``) for the data sources.
@MainActor
protocol RecordingView: RowsViewInterface {
  /// The view's batches, checked as UIKit checks them.
  var batches: CheckedBatches { get }
  /// Records a call.
  func record(_ call: RecordedCall)
}

extension RecordingView {
  func apply(_ update: BatchUpdate, animation: RowAnimation) throws {
    record(.apply(update))
    try batches.apply(update)
  }

  func reloadData() {
    record(.reloadData)
    batches.reload()
  }

  var hasUncommittedUpdates: Bool { batches.isOpen }

  func performBatchUpdates(_ updates: () throws -> Void, completion: ((Bool) -> Void)?) throws {
    record(.performBatchUpdates)
    try batches.perform(updates, completion: completion)
  }

  /// The row (item) counts per section the view shows.
  var shownCounts: [Int] { batches.shownCounts }
}
