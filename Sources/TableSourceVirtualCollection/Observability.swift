public import Foundation
public import TableSourceCore

/// One thing a ``VirtualCollectionView`` did or asked, as its event log records it while
/// ``VirtualCollectionView/isLoggingEvents`` is on: the data-source and delegate calls, the
/// lifecycle of cells and supplementary views (created, dequeued, prepared for reuse, displayed,
/// queued), updates and selection.
///
/// Views are named by their instance number (`#3`), index paths as `section.item`.
public enum CollectionEvent: Sendable, Hashable, CustomStringConvertible {
  /// `numberOfSections(in:)` was asked.
  case numberOfSections
  /// `numberOfItemsInSection` was asked.
  case numberOfItems(section: Int)
  /// `cellForItemAt` was asked.
  case cellForItem(IndexPath)
  /// `viewForSupplementaryElementOfKind` was asked.
  case viewForSupplementaryElement(kind: String, IndexPath)
  /// A view was created from its registration.
  case create(kind: String, identifier: String, view: Int)
  /// A view was dequeued: reused from its queue, or new.
  case dequeue(kind: String, identifier: String, view: Int, reused: Bool)
  /// `prepareForReuse()` ran on a reused view (C-B1).
  case prepareForReuse(view: Int)
  /// A cell is about to be displayed for an item.
  case willDisplay(cell: Int, IndexPath)
  /// A cell left the display.
  case didEndDisplaying(cell: Int, IndexPath)
  /// A supplementary view is about to be displayed.
  case willDisplaySupplementary(view: Int, kind: String, IndexPath)
  /// A supplementary view left the display.
  case didEndDisplayingSupplementary(view: Int, kind: String, IndexPath)
  /// A view went into its reuse queue (C-B2).
  case enqueue(kind: String, identifier: String, view: Int)
  /// `reloadData()` was called.
  case reloadData
  /// A batch update was committed.
  case commitUpdates(BatchUpdate)
  /// A batch update was rejected, with UIKit's message.
  case rejectUpdates(String)
  /// An item was selected, by a tap or in code.
  case select(IndexPath, byUser: Bool)
  /// An item was deselected, by a tap or in code.
  case deselect(IndexPath, byUser: Bool)
  /// Items were handed to the prefetch data source.
  case prefetch([IndexPath])
  /// Prefetches were cancelled.
  case cancelPrefetching([IndexPath])
  /// An item was moved by interactive movement.
  case moveItem(from: IndexPath, to: IndexPath)
  /// Items entered the working range (C-B5).
  case enterWorkingRange([IndexPath])
  /// Items left the working range (C-B5).
  case exitWorkingRange([IndexPath])
  /// The user performed a list item's swipe action (C-E4).
  case swipeAction(title: String, IndexPath)

  /// The event in one short line.
  public var description: String {
    switch self {
    case .numberOfSections: return "numberOfSections"
    case .numberOfItems(let section): return "numberOfItems(\(section))"
    case .cellForItem(let path): return "cellForItem(\(path.shortDescription))"
    case .viewForSupplementaryElement(let kind, let path):
      return "viewForSupplementary(\(Self.short(kind)), \(path.shortDescription))"
    case .create(let kind, let identifier, let view):
      return "create #\(view) \(Self.short(kind)) \(identifier)"
    case .dequeue(let kind, let identifier, let view, let reused):
      return "dequeue #\(view) \(Self.short(kind)) \(identifier)\(reused ? " (reused)" : " (new)")"
    case .prepareForReuse(let view): return "prepareForReuse #\(view)"
    case .willDisplay(let cell, let path): return "willDisplay #\(cell) at \(path.shortDescription)"
    case .didEndDisplaying(let cell, let path):
      return "didEndDisplaying #\(cell) at \(path.shortDescription)"
    case .willDisplaySupplementary(let view, let kind, let path):
      return "willDisplay \(Self.short(kind)) #\(view) at \(path.shortDescription)"
    case .didEndDisplayingSupplementary(let view, let kind, let path):
      return "didEndDisplaying \(Self.short(kind)) #\(view) at \(path.shortDescription)"
    case .enqueue(let kind, let identifier, let view):
      return "enqueue #\(view) \(Self.short(kind)) \(identifier)"
    case .reloadData: return "reloadData"
    case .commitUpdates(let update):
      return "commit \(update.description(in: .collectionView))"
    case .rejectUpdates(let message): return "reject: \(message)"
    case .select(let path, let byUser):
      return "select \(path.shortDescription)\(byUser ? "" : " (programmatic)")"
    case .deselect(let path, let byUser):
      return "deselect \(path.shortDescription)\(byUser ? "" : " (programmatic)")"
    case .prefetch(let paths): return "prefetch \(paths.map(\.shortDescription))"
    case .cancelPrefetching(let paths):
      return "cancelPrefetching \(paths.map(\.shortDescription))"
    case .moveItem(let from, let to):
      return "moveItem \(from.shortDescription) to \(to.shortDescription)"
    case .enterWorkingRange(let paths):
      return "enterWorkingRange \(paths.map(\.shortDescription))"
    case .exitWorkingRange(let paths):
      return "exitWorkingRange \(paths.map(\.shortDescription))"
    case .swipeAction(let title, let path):
      return "swipeAction \(title)(\(path.shortDescription))"
    }
  }

  /// `header` and `footer` for the flow layout's kinds, `cell` for cells, else the kind itself.
  static func short(_ kind: String) -> String {
    switch kind {
    case CollectionElementKind.sectionHeader: return "header"
    case CollectionElementKind.sectionFooter: return "footer"
    case CollectionElementKind.cell: return "cell"
    default: return kind
    }
  }
}

/// A misuse the collection view noticed that UIKit tolerates, or only logs.
public enum CollectionDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// C-A8 before iOS 18: a view was dequeued outside a request for it, or twice for one request.
  /// From iOS 18 this throws ``CollectionViewError/dequeueWithoutRequest(view:)``.
  case dequeueWithoutRequest(kind: String, identifier: String, indexPath: IndexPath)
  /// C-C12: the flow layout logged that an item does not fit its section, with UIKit's text.
  case flowLayout(String)
  /// C-G8 up to iOS 16.3, with ``VirtualCollectionView/reloadsOnInvalidUpdate`` on: an invalid
  /// update was logged and the collection view reloaded, with UIKit's logged text.
  case invalidUpdateReloaded(String)
  /// C-G1: `reloadData()` was called inside a batch update.
  case reloadDataDuringBatchUpdates
  /// A swipe action's handler returned without calling its completion, which UIKit requires.
  case swipeActionCompletionNotCalled(title: String)

  /// The misuse in words.
  public var description: String {
    switch self {
    case .dequeueWithoutRequest(let kind, let identifier, let path):
      return
        "dequeued a view of kind \(kind) with identifier \(identifier) for "
        + "\(path.shortDescription) without a request for it (an exception from iOS 18)"
    case .flowLayout(let text): return text
    case .invalidUpdateReloaded(let text): return text
    case .reloadDataDuringBatchUpdates:
      return "reloadData() was called inside performBatchUpdates"
    case .swipeActionCompletionNotCalled(let title):
      return "the handler of swipe action \"\(title)\" did not call its completion"
    }
  }
}
