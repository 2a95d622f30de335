public import Foundation
import TableSourceCore

/// What UIKit's collection view would crash on, outside batch updates, as values: the dequeue
/// contract (C-A4–C-A8, C-A10), reconfiguration (C-H3), calls made from callbacks that may not
/// make them, and queries out of range.
///
/// ``description`` is UIKit's exception reason where UIKit has one, with the real identifiers and
/// index paths, so a test can match the text of a crash report. A collection view that throws one
/// of these is as it was before the call. Batch updates throw
/// `CollectionBatchUpdateError`; an empty reuse identifier throws the table's
/// `TableViewError.emptyReuseIdentifier(method:)` (C-A1, the same check as the table's rule 1.4).
public enum CollectionViewError: Error, Hashable, Sendable, CustomStringConvertible {
  /// C-A4: no view of this kind is registered or queued under the identifier.
  case unregisteredIdentifier(kind: String, identifier: String)
  /// C-A5: `cellForItemAt` returned a cell the collection view did not dequeue (one made by
  /// hand, without a reuse identifier or not from a queue).
  case cellNotDequeued(IndexPath)
  /// C-A6: the supplementary view returned was not dequeued, or was `nil`.
  case supplementaryViewNotDequeued(kind: String, indexPath: IndexPath)
  /// C-A7: the supplementary view returned was dequeued for another element kind.
  case supplementaryKindMismatch(asked: String, registered: String)
  /// C-A8 (iOS 18): a view dequeued without a request from the collection view, or a second
  /// view dequeued for one request. `view` names the dequeued view (its class and instance
  /// number).
  case dequeueWithoutRequest(view: String)
  /// C-A10 (iOS 15): a dequeue used a registration created inside `cellForItemAt` or a cell
  /// provider.
  case registrationCreatedInsideProvider(registration: String)
  /// C-H3: while reconfiguring an item, the data source dequeued another identifier than the
  /// item's live cell has.
  case reconfigureIdentifierMismatch(dequeued: String, original: String)
  /// A call made from inside a callback that may not make it (C-J4: an update from
  /// `moveItemAt`; any update from inside `cellForItemAt`), named by the call and the callback.
  case reentrantCall(call: String, callback: String)
  /// Callbacks kept asking for more work as the work they asked for was done: after `rounds`
  /// rounds the rest was dropped.
  case deferredWorkDidNotSettle(rounds: Int)
  /// An index path given to a query, a scroll or a selection names no item.
  case invalidIndexPath(IndexPath, call: String)
  /// A size, offset or spacing given is negative, infinite or not a number.
  case invalidGeometry(Double, parameter: String)
  /// The data source answered a negative count.
  case invalidCount(Int, section: Int?)

  /// UIKit's exception reason, or what TableSource says where UIKit has none.
  public var description: String {
    switch self {
    case .unregisteredIdentifier(let kind, let identifier):
      return
        "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register "
        + "a nib or a class for the identifier or connect a prototype cell in a storyboard"
    case .cellNotDequeued:
      return
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
        + "reuseIdentifier - cells must be retrieved by calling "
        + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:"
    case .supplementaryViewNotDequeued(let kind, let path):
      return
        "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath "
        + "(\(kind),\(path.tableDescription)) was not retrieved by calling "
        + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil "
        + "((null))"
    case .supplementaryKindMismatch(let asked, let registered):
      return
        "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: "
        + "does not match the element kind it is being used for. When asked for a view of "
        + "element kind '\(asked)' the data source dequeued a view registered for the element "
        + "kind '\(registered)'."
    case .dequeueWithoutRequest(let view):
      return
        "Expected dequeued view to be returned to the collection view in preparation for "
        + "display. When the collection view's data source is asked to provide a view for a "
        + "given index path, ensure that a single view is dequeued and returned to the "
        + "collection view. Avoid dequeuing views without a request from the collection view. "
        + "For retrieving an existing view in the collection view, use "
        + "-[UICollectionView cellForItemAtIndexPath:] or "
        + "-[UICollectionView supplementaryViewForElementKind:atIndexPath:]. "
        + "Dequeued view: <\(view)>; Collection view: <VirtualCollectionView>"
    case .registrationCreatedInsideProvider(let registration):
      return
        "Attempted to dequeue a cell using a registration that was created inside "
        + "-collectionView:cellForItemAtIndexPath: or inside a "
        + "UICollectionViewDiffableDataSource cell provider. Creating a new registration each "
        + "time a cell is requested will prevent reuse and cause created cells to remain "
        + "inaccessible in memory for the lifetime of the collection view. Registrations should "
        + "be created up front and reused. Registration: <\(registration)>"
    case .reconfigureIdentifierMismatch(let dequeued, let original):
      return
        "Attempted to dequeue a cell for a different registration or reuse identifier than the "
        + "existing cell when reconfiguring an item, which is not allowed. Dequeued reuse "
        + "identifier: \(dequeued); Original reuse identifier: \(original)"
    case .reentrantCall(let call, let callback):
      return "\(call) was called from inside \(callback), which may not make it"
    case .deferredWorkDidNotSettle(let rounds):
      return
        "callbacks kept asking for updates or scrolls while the ones they asked for were done: "
        + "after \(rounds) rounds the rest was dropped"
    case .invalidIndexPath(let path, let call):
      return "\(call): attempt to use an invalid index path: \(path.tableDescription)"
    case .invalidGeometry(let value, let parameter):
      return "\(parameter) must be a finite, non-negative number, not \(value)"
    case .invalidCount(let count, let section):
      if let section {
        return "the data source returned \(count) items for section \(section)"
      }
      return "the data source returned \(count) sections"
    }
  }
}
