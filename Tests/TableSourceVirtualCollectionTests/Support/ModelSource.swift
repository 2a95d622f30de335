import Foundation
import TableSource

/// The callbacks of ``ModelSource`` through which user code can call back into the collection
/// view, by the name the fuzzer's trace gives them.
enum ModelCallback: String, CaseIterable, Sendable {
  case numberOfItems, cellForItem, supplementaryView, willDisplay, didEndDisplaying
  case willDisplaySupplementary, didEndDisplayingSupplementary, shouldSelect, didSelect
  case didDeselect, sizeForItem, canMoveItem, targetForMove, moveItem, prefetch
  case shouldBeginMultipleSelection, didBeginMultipleSelection, didEndMultipleSelection
}

/// A data source, delegate and prefetch data source over sections of unique item numbers, with
/// section identities: a cell shows its item's number (and content version, `7v2`), a header or
/// footer its section's identity (`s3`), so that a view showing another item or section is seen.
/// With ``sizesItems`` each item has its own size, a function of its number, that moves with it.
/// ``hook`` runs at each callback: the fuzzer's way to call back into the collection view.
@MainActor
final class ModelSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout,
  CollectionViewDataSourcePrefetching
{
  var items: [[Int]]
  var sectionIDs: [Int]
  /// The content version of items whose content changed.
  var versions: [Int: Int] = [:]
  var sizesItems = false
  /// Runs at each callback, before it answers; an error it throws propagates from the callbacks
  /// that can throw and is recorded in ``hookErrors`` from the others.
  var hook: ((VirtualCollectionView, ModelCallback) throws -> Void)?
  /// The errors of hooks run from callbacks that cannot throw.
  var hookErrors: [any Error] = []
  /// How many hooks ran to the end without throwing.
  var hooksCompleted = 0
  /// Items whose cells may show their content before its last change: a callback changed the
  /// model between the stages of a diff the app applied stage by stage, so that the later stages
  /// named shifted index paths (the app's interleaving, as it would be in UIKit).
  var staleItems: Set<Int> = []
  /// Items that fail to give a cell: their `cellForItemAt` throws ``ModelSourceFailure``.
  var failingItems: Set<Int> = []

  init(items: [[Int]], sectionIDs: [Int]) {
    self.items = items
    self.sectionIDs = sectionIDs
  }

  /// What an item's cell shows.
  func text(of item: Int) -> String {
    versions[item].map { "\(item)v\($0)" } ?? "\(item)"
  }

  /// Whether a cell showing `text` shows `item`: its current content, or, for a stale item, any.
  func shows(_ text: String?, item: Int) -> Bool {
    text == self.text(of: item)
      || (staleItems.contains(item) && text?.split(separator: "v").first == "\(item)")
  }

  /// What a header or footer shows for a section identity.
  static func text(ofSection id: Int, kind: String) -> String {
    "\(kind == CollectionElementKind.sectionHeader ? "h" : "f")\(id)"
  }

  /// An item's own size, used when ``sizesItems`` is on.
  static func size(of item: Int) -> CGSize {
    CGSize(width: [60, 100, 130][item % 3], height: [40, 70][(item / 3) % 2])
  }

  /// The item at an index path of the model, if any.
  func item(at path: IndexPath) -> Int? {
    guard path.count == 2, items.indices.contains(path.section),
      items[path.section].indices.contains(path.item)
    else { return nil }
    return items[path.section][path.item]
  }

  /// Registers the cell and the views this source dequeues.
  static func register(on grid: VirtualCollectionView) throws {
    try grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [CollectionElementKind.sectionHeader, CollectionElementKind.sectionFooter] {
      try grid.register(
        CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
    }
  }

  private func run(_ grid: VirtualCollectionView, _ callback: ModelCallback) throws {
    guard let hook else { return }
    try hook(grid, callback)
    hooksCompleted += 1
  }

  private func runQuietly(_ grid: VirtualCollectionView, _ callback: ModelCallback) {
    do { try run(grid, callback) } catch { hookErrors.append(error) }
  }

  // MARK: Data source

  var allowsReordering: Bool { true }

  func numberOfSections(in collectionView: VirtualCollectionView) -> Int { items.count }

  func collectionView(_ collectionView: VirtualCollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    runQuietly(collectionView, .numberOfItems)
    return items.indices.contains(section) ? items[section].count : 0
  }

  func collectionView(_ collectionView: VirtualCollectionView, cellForItemAt indexPath: IndexPath)
    throws -> CollectionViewCell
  {
    try run(collectionView, .cellForItem)
    guard let item = item(at: indexPath) else { throw ModelSourceFailure(indexPath: indexPath) }
    if failingItems.contains(item) { throw ModelSourceFailure(indexPath: indexPath) }
    let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.text = text(of: item)
    return cell
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) throws -> CollectionReusableView? {
    try run(collectionView, .supplementaryView)
    let view = try collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    view.text =
      sectionIDs.indices.contains(indexPath.section)
      ? Self.text(ofSection: sectionIDs[indexPath.section], kind: kind) : "?"
    return view
  }

  func collectionView(_ collectionView: VirtualCollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    runQuietly(collectionView, .canMoveItem)
    return true
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) throws {
    try run(collectionView, .moveItem)
    let item = items[sourceIndexPath.section].remove(at: sourceIndexPath.item)
    items[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
  }

  // MARK: Delegate

  var sizesItemsIndividually: Bool { sizesItems }

  func collectionView(
    _ collectionView: VirtualCollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath
  ) -> CGSize? {
    runQuietly(collectionView, .sizeForItem)
    return item(at: indexPath).map(Self.size(of:))
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) { runQuietly(collectionView, .willDisplay) }

  func collectionView(
    _ collectionView: VirtualCollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) { runQuietly(collectionView, .didEndDisplaying) }

  func collectionView(
    _ collectionView: VirtualCollectionView,
    willDisplaySupplementaryView view: CollectionReusableView, forElementKind elementKind: String,
    at indexPath: IndexPath
  ) { runQuietly(collectionView, .willDisplaySupplementary) }

  func collectionView(
    _ collectionView: VirtualCollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) { runQuietly(collectionView, .didEndDisplayingSupplementary) }

  func collectionView(
    _ collectionView: VirtualCollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    runQuietly(collectionView, .shouldSelect)
    return true
  }

  func collectionView(_ collectionView: VirtualCollectionView, didSelectItemAt indexPath: IndexPath)
  { runQuietly(collectionView, .didSelect) }

  func collectionView(
    _ collectionView: VirtualCollectionView, didDeselectItemAt indexPath: IndexPath
  ) { runQuietly(collectionView, .didDeselect) }

  func collectionView(
    _ collectionView: VirtualCollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    runQuietly(collectionView, .shouldBeginMultipleSelection)
    return collectionView.allowsMultipleSelectionDuringEditing
  }

  func collectionView(
    _ collectionView: VirtualCollectionView,
    didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) { runQuietly(collectionView, .didBeginMultipleSelection) }

  func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: VirtualCollectionView) {
    runQuietly(collectionView, .didEndMultipleSelection)
  }

  func collectionView(
    _ collectionView: VirtualCollectionView,
    targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    runQuietly(collectionView, .targetForMove)
    return proposedIndexPath
  }

  // MARK: Prefetching

  func collectionView(
    _ collectionView: VirtualCollectionView, prefetchItemsAt indexPaths: [IndexPath]
  ) { runQuietly(collectionView, .prefetch) }
}

/// The failure a ``ModelSource`` gives for an item it is made to fail, or one it does not have.
struct ModelSourceFailure: Error, Hashable {
  var indexPath: IndexPath
}
