import Foundation

@testable import TableSourceCore

/// The view a recording collection view shows section titles in: a collection view has no
/// titles of its own (``CollectionViewInterface/sectionTitleViewClass``).
final class RecordedTitleView: RecordedHeaderFooterView {
  var title = ""
}

/// What the recording collection view refuses, as UIKit raises (C-A4, C-A8).
enum RecordingCollectionError: Error, Equatable {
  /// A dequeue for a pair (kind, identifier) without registration.
  case unregistered(kind: String, identifier: String)
  /// A dequeue outside a request for a view, for another index path, or a second one.
  case notOneDequeuePerRequest(IndexPath)
}

/// A collection view behind the seam: it conforms to ``CollectionViewInterface`` with nothing of
/// a real collection view, registers cells by identifier and supplementary views by the pair
/// (kind, identifier) (C-A2), dequeues only with an index path, only inside a request for a view
/// and once per request (C-A3, C-A8), records every call, and checks each batch as UIKit would
/// (``CheckedBatches``). If the data sources needed anything but the seam, it could not drive
/// them.
@MainActor
final class RecordingCollectionView: CollectionViewInterface, RecordingView {
  typealias Cell = RecordedCell
  typealias SupplementaryView = RecordedHeaderFooterView

  /// A supplementary registration's key.
  private struct Key: Hashable {
    let kind: String
    let identifier: String
  }

  /// The element kind that messages about cells name (C-A4).
  static let cellKind = "UICollectionElementKindCell"

  /// Every call, in order.
  private(set) var calls: [RecordedCall] = []
  /// Whether the collection view is on screen; off screen, data sources reload it.
  var isOnScreen = true
  let batches: CheckedBatches
  private var cellClasses: [String: RecordedCell.Type] = [:]
  private var viewClasses: [Key: RecordedHeaderFooterView.Type] = [:]
  /// The index path of the request for a view being answered, and how many views it dequeued.
  private var request: (indexPath: IndexPath, dequeues: Int)?

  init(counts: @escaping @MainActor () -> [Int]) {
    batches = CheckedBatches(counts: counts)
  }

  func record(_ call: RecordedCall) { calls.append(call) }

  /// Asks `answer` for the view at `indexPath`, as `cellForItemAt` and
  /// `viewForSupplementaryElementOfKind` are asked: it must dequeue exactly one view (C-A8).
  func request<View>(at indexPath: IndexPath, _ answer: () throws -> View?) throws -> View? {
    request = (indexPath, 0)
    defer { request = nil }
    let view = try answer()
    guard view == nil || request?.dequeues == 1 else {
      throw RecordingCollectionError.notOneDequeuePerRequest(indexPath)
    }
    return view
  }

  func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) throws {
    record(.registerCell(identifier))
    cellClasses[identifier] = cellClass as? RecordedCell.Type
  }

  func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) throws {
    record(.registerSupplementary(kind: elementKind, identifier))
    viewClasses[Key(kind: elementKind, identifier: identifier)] =
      viewClass as? RecordedHeaderFooterView.Type
  }

  func hasRegistration(forCellWithReuseIdentifier identifier: String) -> Bool {
    cellClasses[identifier] != nil
  }

  func hasRegistration(
    forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) -> Bool {
    viewClasses[Key(kind: elementKind, identifier: identifier)] != nil
  }

  func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    throws -> RecordedCell
  {
    record(.dequeueCell(identifier, indexPath))
    try countDequeue(at: indexPath)
    guard let cellClass = cellClasses[identifier] else {
      throw RecordingCollectionError.unregistered(kind: Self.cellKind, identifier: identifier)
    }
    return cellClass.init()
  }

  func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) throws -> RecordedHeaderFooterView {
    record(.dequeueSupplementary(kind: elementKind, identifier, indexPath))
    try countDequeue(at: indexPath)
    guard let viewClass = viewClasses[Key(kind: elementKind, identifier: identifier)] else {
      throw RecordingCollectionError.unregistered(kind: elementKind, identifier: identifier)
    }
    return viewClass.init()
  }

  var sectionTitleViewClass: AnyClass { RecordedTitleView.self }

  func showSectionTitle(_ title: String, in view: RecordedHeaderFooterView) throws {
    guard let titled = view as? RecordedTitleView else {
      throw TableViewError.viewTypeMismatch(
        content: "section title", expectedView: String(reflecting: RecordedTitleView.self),
        actualView: String(reflecting: type(of: view)))
    }
    titled.title = title
  }

  /// Counts a dequeue in the request being answered, or refuses it (C-A8).
  private func countDequeue(at indexPath: IndexPath) throws {
    guard let open = request, open.indexPath == indexPath, open.dequeues == 0 else {
      throw RecordingCollectionError.notOneDequeuePerRequest(indexPath)
    }
    request?.dequeues += 1
  }
}
