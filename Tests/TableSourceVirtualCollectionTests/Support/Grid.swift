import Foundation
import TableSource

/// A cell that counts its `prepareForReuse()` calls and clears its text there.
@MainActor
final class LabelCell: CollectionViewCell {
  var prepareCount = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    prepareCount += 1
    text = nil
  }
}

/// Another cell class, for type changes.
@MainActor
final class BadgeCell: CollectionViewCell {}

/// A supplementary view showing a title.
@MainActor
final class TitleView: CollectionReusableView {}

/// A data source and flow-layout delegate over sections of strings: cells `label`, headers and
/// footers `title` showing "Section n" and "n items". Its answers can be replaced per test.
@MainActor
final class GridSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
  var sections: [[String]]
  var headerHeight: CGFloat = 0
  var footerHeight: CGFloat = 0
  var itemSizes: [IndexPath: CGSize] = [:]
  var movesItems = false
  /// Replaces `cellForItemAt` when set.
  var cellProvider: ((VirtualCollectionView, IndexPath) throws -> CollectionViewCell)?
  /// Replaces `viewForSupplementaryElementOfKind` when set.
  var supplementaryProvider:
    ((VirtualCollectionView, String, IndexPath) throws -> CollectionReusableView?)?
  /// Calls `moveItemAt` received.
  var moves: [(IndexPath, IndexPath)] = []
  /// Items `didSelectItemAt` and `didDeselectItemAt` heard of, as "select 0.1" / "deselect 0.1".
  var selections: [String] = []
  var shouldSelect: (IndexPath) -> Bool = { _ in true }
  /// Where an interactive movement lands instead of the proposed index path (C-J2), if set.
  var redirect: ((IndexPath) -> IndexPath)?

  init(_ sections: [[String]]) { self.sections = sections }

  var sizesItemsIndividually: Bool { !itemSizes.isEmpty }
  var allowsReordering: Bool { movesItems }

  func numberOfSections(in collectionView: VirtualCollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: VirtualCollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sections[section].count }

  func collectionView(_ collectionView: VirtualCollectionView, cellForItemAt indexPath: IndexPath)
    throws -> CollectionViewCell
  {
    if let cellProvider { return try cellProvider(collectionView, indexPath) }
    let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath)
    cell.text = sections[indexPath.section][indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) throws -> CollectionReusableView? {
    if let supplementaryProvider {
      return try supplementaryProvider(collectionView, kind, indexPath)
    }
    let view = try collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    view.text =
      kind == CollectionElementKind.sectionHeader
      ? "Section \(indexPath.section)" : "\(sections[indexPath.section].count) items"
    return view
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) throws {
    moves.append((sourceIndexPath, destinationIndexPath))
    let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
    sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, layout: FlowLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize? { itemSizes[indexPath] }

  func collectionView(
    _ collectionView: VirtualCollectionView, layout: FlowLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize? { CGSize(width: 0, height: headerHeight) }

  func collectionView(
    _ collectionView: VirtualCollectionView, layout: FlowLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize? { CGSize(width: 0, height: footerHeight) }

  func collectionView(
    _ collectionView: VirtualCollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { shouldSelect(indexPath) }

  func collectionView(_ collectionView: VirtualCollectionView, didSelectItemAt indexPath: IndexPath)
  { selections.append("select \(indexPath.section).\(indexPath.item)") }

  func collectionView(
    _ collectionView: VirtualCollectionView, didDeselectItemAt indexPath: IndexPath
  ) { selections.append("deselect \(indexPath.section).\(indexPath.item)") }

  func collectionView(
    _ collectionView: VirtualCollectionView,
    targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { redirect?(proposedIndexPath) ?? proposedIndexPath }
}

/// Items named "s.i" for the counts given.
func items(_ counts: [Int]) -> [[String]] {
  counts.enumerated().map { section, count in (0..<count).map { "\(section).\($0)" } }
}

/// A 320 × 480 grid of 100 × 100 items (three a line, ten points apart), registered for
/// `LabelCell` (`label`) and `TitleView` headers and footers (`title`), laid out.
@MainActor
func makeGrid(
  _ counts: [Int] = [30], release: UIKitRelease = .latest, layOut: Bool = true
) throws -> (VirtualCollectionView, GridSource) {
  let grid = VirtualCollectionView(size: CGSize(width: 320, height: 480))
  grid.release = release
  grid.flowLayout.itemSize = CGSize(width: 100, height: 100)
  try grid.register(LabelCell.self, forCellWithReuseIdentifier: "label")
  try grid.register(
    TitleView.self, forSupplementaryViewOfKind: CollectionElementKind.sectionHeader,
    withReuseIdentifier: "title")
  try grid.register(
    TitleView.self, forSupplementaryViewOfKind: CollectionElementKind.sectionFooter,
    withReuseIdentifier: "title")
  let source = GridSource(items(counts))
  grid.dataSource = source
  grid.delegate = source
  if layOut { try grid.layoutIfNeeded() }
  return (grid, source)
}

/// The texts of the cells on display, in index path order.
@MainActor
func shownTexts(_ grid: VirtualCollectionView) -> [String] {
  grid.visibleCells.map { $0.text ?? "nil" }
}

/// Whether the cells on display show exactly their items of the model.
@MainActor
func showsModel(_ grid: VirtualCollectionView, _ source: GridSource) -> Bool {
  grid.indexPathsForVisibleItems.allSatisfy { path in
    grid.cellForItem(at: path)?.text == source.sections[path.section][path.item]
  }
}

extension VirtualCollectionView {
  /// The grid's flow layout: the tests' grids are made with one.
  var flowLayout: FlowLayout {
    guard let layout = collectionViewLayout as? FlowLayout else {
      preconditionFailure("The test grid has no flow layout")
    }
    return layout
  }
}
