public import Foundation
public import TableSourceCore

/// One entry of a table's event log: a call the table made to its data source or delegate, or a
/// step in the life of a cell or header/footer view.
///
/// Views are named by their ``ReusableView/instanceNumber`` (`#3`), so a log shows which instance
/// served which row. The log is recorded only while ``VirtualTableView/isLoggingEvents`` is on.
public enum TableEvent: Sendable, Hashable, CustomStringConvertible {
  /// `numberOfSections(in:)` was asked.
  case numberOfSections
  /// `numberOfRowsInSection` was asked.
  case numberOfRows(section: Int)
  /// `heightForRowAt` was asked.
  case heightForRow(IndexPath)
  /// `cellForRowAt` was asked.
  case cellForRow(IndexPath)
  /// A cell was created from its registration.
  case createCell(identifier: String, cell: Int)
  /// A cell was dequeued; `reused` says whether it came from the queue.
  case dequeueCell(identifier: String, cell: Int, reused: Bool)
  /// `prepareForReuse()` was called on a cell or view.
  case prepareForReuse(view: Int)
  /// The data source handed over the cell it configured for a row (`cellForRowAt` returned).
  case configure(cell: Int, IndexPath)
  /// `willDisplay` was sent for a cell.
  case willDisplay(cell: Int, IndexPath)
  /// `didEndDisplaying` was sent for a cell.
  case didEndDisplaying(cell: Int, IndexPath)
  /// A cell or view entered its reuse queue.
  case enqueue(identifier: String, view: Int)
  /// A header or footer view was created from its registration.
  case createHeaderFooterView(identifier: String, view: Int)
  /// A header or footer view was dequeued.
  case dequeueHeaderFooterView(identifier: String, view: Int, reused: Bool)
  /// A header or footer view was displayed for a section.
  case willDisplayHeaderFooter(view: Int, section: Int, kind: SupplementaryKind)
  /// A header or footer view left the display.
  case didEndDisplayingHeaderFooter(view: Int, section: Int, kind: SupplementaryKind)
  /// `reloadData()` was called.
  case reloadData
  /// A batch update was committed.
  case commitUpdates(BatchUpdate, animation: RowAnimation)
  /// A batch update was rejected with the error's message.
  case rejectUpdates(String)
  /// A row was selected; `byUser` is false for programmatic selection.
  case select(IndexPath, byUser: Bool)
  /// A row was deselected.
  case deselect(IndexPath, byUser: Bool)
  /// A delegate or data-source selection or editing callback was sent.
  case callback(TableCallback, IndexPath?)
  /// The handler of the swipe action with this title ran.
  case swipeAction(title: String, IndexPath)

  /// The event in one short line, as tests and samples print logs.
  public var description: String {
    switch self {
    case .numberOfSections: return "numberOfSections"
    case .numberOfRows(let section): return "numberOfRows(\(section))"
    case .heightForRow(let path): return "heightForRow(\(path.shortDescription))"
    case .cellForRow(let path): return "cellForRow(\(path.shortDescription))"
    case .createCell(let identifier, let cell): return "create #\(cell) \(identifier)"
    case .dequeueCell(let identifier, let cell, let reused):
      return "dequeue #\(cell) \(identifier)\(reused ? " (reused)" : " (new)")"
    case .prepareForReuse(let view): return "prepareForReuse #\(view)"
    case .configure(let cell, let path): return "configure #\(cell) for \(path.shortDescription)"
    case .willDisplay(let cell, let path): return "willDisplay #\(cell) at \(path.shortDescription)"
    case .didEndDisplaying(let cell, let path):
      return "didEndDisplaying #\(cell) at \(path.shortDescription)"
    case .enqueue(let identifier, let view): return "enqueue #\(view) \(identifier)"
    case .createHeaderFooterView(let identifier, let view):
      return "create header/footer #\(view) \(identifier)"
    case .dequeueHeaderFooterView(let identifier, let view, let reused):
      return "dequeue header/footer #\(view) \(identifier)\(reused ? " (reused)" : " (new)")"
    case .willDisplayHeaderFooter(let view, let section, let kind):
      return "willDisplay\(kind == .header ? "Header" : "Footer") #\(view) for section \(section)"
    case .didEndDisplayingHeaderFooter(let view, let section, let kind):
      return
        "didEndDisplaying\(kind == .header ? "Header" : "Footer") #\(view) for section \(section)"
    case .reloadData: return "reloadData"
    case .commitUpdates(let update, let animation):
      return "commit \(update) (\(animation))"
    case .rejectUpdates(let message): return "reject: \(message)"
    case .select(let path, let byUser):
      return "select \(path.shortDescription)\(byUser ? "" : " (programmatic)")"
    case .deselect(let path, let byUser):
      return "deselect \(path.shortDescription)\(byUser ? "" : " (programmatic)")"
    case .callback(let callback, let path):
      return path.map { "\(callback.shortName)(\($0.shortDescription))" } ?? callback.shortName
    case .swipeAction(let title, let path):
      return "swipeAction \(title)(\(path.shortDescription))"
    }
  }
}
