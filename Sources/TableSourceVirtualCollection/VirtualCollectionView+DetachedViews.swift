package import Foundation
@_spi(TableSourceEngine) import TableSourceCore
@_spi(TableSourceEngine) package import TableSourceVirtualTable

// Hooks for the testing kit (`TableSourceTesting`): views configured off the screen for the reuse
// audit, as the table's `configureDetached(row:supply:)`, and the contract violations the
// collection view throws, reported as they happen for the dequeue-contract audit. The data
// source's own `cellForItemAt` runs inside a request with every check of the dequeue contract,
// but its dequeue hands out a view the audit chose, and the view never goes on display or into a
// queue.

extension VirtualCollectionView {
  /// Reports a violation of the dequeue contract to ``contractObserver`` and returns it to be
  /// thrown: UIKit raises an exception there, which no `try?` of the app's can swallow.
  func contractViolation(_ error: CollectionViewError, at indexPath: IndexPath)
    -> CollectionViewError
  {
    contractObserver?(error, indexPath)
    return error
  }

  /// A new cell of the class registered under `identifier`, numbered like the collection view's
  /// own with its generation at 1, but never queued, displayed or counted; `nil` when nothing is
  /// registered under the identifier.
  package func makeDetachedCell(identifier: String) -> CollectionViewCell? {
    guard let recipe = cellPool.registry.recipe(for: identifier) else { return nil }
    let cell = recipe(identifier)
    observations.assignInstanceNumber(to: cell)
    return cell
  }

  /// A new supplementary view of the class registered under the kind and identifier, numbered
  /// and never queued as ``makeDetachedCell(identifier:)``'s cells.
  package func makeDetachedSupplementaryView(ofKind kind: String, identifier: String)
    -> CollectionReusableView?
  {
    guard let recipe = supplementaryPools[kind]?.registry.recipe(for: identifier) else {
      return nil
    }
    let view = recipe(identifier)
    observations.assignInstanceNumber(to: view)
    return view
  }

  /// Hands a view out again as a dequeue hands out a queued one: its generation goes up and its
  /// `prepareForReuse()` runs (C-B1).
  package func prepareDetachedViewForReuse(_ view: ReusableView) {
    view.generation += 1
    view.prepareForReuse()
  }

  /// Has the data source configure a cell for the item at `path` off the screen, inside a
  /// request with the dequeue contract's checks (C-A5, C-A8, C-A10): its dequeue is answered by
  /// `supply`. The cell then gets its selected state and the delegate's `willDisplay`. Nothing
  /// of the collection view changes: its cells, queues and selection stay as they were.
  ///
  /// - Throws: What the data source throws, the contract's errors.
  package func configureDetachedCell(
    at path: IndexPath, supply: @escaping (String) -> CollectionViewCell?
  ) throws -> CollectionViewCell {
    prepareQuietly()
    // An operation, so that what `willDisplay` defers is done when it ends.
    return try operation {
      let cell = try detachedRequest(supply: supply) {
        try requestCell(at: path)
      }
      cell.isSelected = selectedItems.contains(path)
      cell.isHighlighted = false
      showEditingMode(on: cell)
      if delegateHearsDisplay, let delegate {
        callOut("collectionView(_:willDisplay:forItemAt:)", .deferring) {
          delegate.collectionView(self, willDisplay: cell, forItemAt: path)
        }
      }
      return cell
    }
  }

  /// Has the data source configure a supplementary view of `kind` at `path` off the screen, as
  /// ``configureDetachedCell(at:supply:)`` does for cells (C-A6, C-A7).
  package func configureDetachedSupplementaryView(
    ofKind kind: String, at path: IndexPath,
    supply: @escaping (String) -> CollectionReusableView?
  ) throws -> CollectionReusableView {
    prepareQuietly()
    return try detachedRequest(supply: supply) {
      try requestSupplementaryView(ofKind: kind, at: path)
    }
  }

  /// Runs `body`, a request, with its dequeues answered by `supply` instead of the queues.
  private func detachedRequest<View>(
    supply: @escaping (String) -> ReusableView?, _ body: () throws -> View
  ) throws -> View {
    let previous = detachedSupply
    detachedSupply = supply
    defer { detachedSupply = previous }
    return try body()
  }

  /// The item whose cell the data source is being asked for now, on the screen or off it; `nil`
  /// outside `cellForItemAt`. The reuse audit learns from it which item started a job.
  package var itemBeingShown: IndexPath? {
    guard let request, request.kind == CollectionElementKind.cell else { return nil }
    return request.indexPath
  }

  /// The kind and index path of the view request in progress, if any: a dequeue that breaks the
  /// contract during one for its own index path is a second dequeue, else one outside a request.
  package var requestInProgress: (kind: String, indexPath: IndexPath)? {
    request.map { ($0.kind, $0.indexPath) }
  }

  /// Every supplementary element of the whole content, by kind and index path, in the layout's
  /// order.
  package var allSupplementaryElements: [(kind: String, indexPath: IndexPath)] {
    prepareQuietly()
    guard let geometry else { return [] }
    let content = CGRect(origin: .zero, size: geometry.contentSize)
    return geometry.supplementaryElements(in: content, visibleBounds: content).map {
      ($0.kind, IndexPath(item: 0, section: $0.section))
    }
  }
}
