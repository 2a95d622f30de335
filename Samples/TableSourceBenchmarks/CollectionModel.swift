import Foundation
import TableSource

// The grid the collection-view benchmarks show: the table benchmarks' model (`BenchmarkItem`)
// in a three-column grid, through type-erased rows or through a data source written by hand.

/// A cell of the grid that shows a benchmark item.
@MainActor
protocol GridItemCell: CollectionViewCell {
  func show(_ item: BenchmarkItem)
}

final class GridMessageCell: CollectionViewCell, GridItemCell {
  var isUnread = false

  func show(_ item: BenchmarkItem) {
    guard case .message(_, let sender, let isUnread) = item else { return }
    text = sender
    self.isUnread = isUnread
  }
}

final class GridPhotoCell: CollectionViewCell, GridItemCell {
  var photoHeight: CGFloat = 0

  func show(_ item: BenchmarkItem) {
    guard case .photo(_, let height) = item else { return }
    photoHeight = height
  }
}

final class GridDayCell: CollectionViewCell, GridItemCell {
  func show(_ item: BenchmarkItem) { text = "day" }
}

/// A cell that asks for a height of its own when the layout sizes items itself (C-D1): the
/// per-item sizes of the benchmarks under estimation.
final class GridSizedCell: CollectionViewCell {
  var height: CGFloat = 0

  override func preferredLayoutSize(fitting proposed: CGSize) -> CGSize {
    CGSize(width: proposed.width, height: height)
  }

  /// The height an item asks for: 60 to 170 points, varying from item to item.
  static func height(ofItem item: Int) -> CGFloat { CGFloat(60 + (item &* 37) % 111) }
}

/// A benchmark item as a row shown by a grid cell: one row type for the three cells, whose
/// content compares as the item's, identity aside.
struct GridRow<Cell: GridItemCell>: TableViewRow {
  let id: Int
  let item: BenchmarkItem

  func configure(_ cell: Cell) { cell.show(item) }

  func isContentEqual(to other: Self) -> Bool {
    switch (item, other.item) {
    case (.message(_, let sender, let isUnread), .message(_, let otherSender, let otherUnread)):
      return sender == otherSender && isUnread == otherUnread
    case (.photo(_, let height), .photo(_, let otherHeight)): return height == otherHeight
    case (.day, .day): return true
    default: return false
    }
  }

  /// A message row.
  static func message(_ id: Int, sender: String = "Ada", isUnread: Bool = false)
    -> GridRow<GridMessageCell>
  {
    GridRow<GridMessageCell>(id: id, item: .message(id: id, sender: sender, isUnread: isUnread))
  }
}

extension BenchmarkItem {
  var id: Int {
    switch self {
    case .message(let id, _, _), .photo(let id, _), .day(let id): return id
    }
  }

  /// The item as a type-erased row whose cell is a collection view cell.
  @MainActor var gridRow: AnyRow {
    switch self {
    case .message: return AnyRow(GridRow<GridMessageCell>(id: id, item: self))
    case .photo: return AnyRow(GridRow<GridPhotoCell>(id: id, item: self))
    case .day: return AnyRow(GridRow<GridDayCell>(id: id, item: self))
    }
  }
}

/// The baseline: a collection view data source written by hand over the same model, with no type
/// erasure, as an app would write against UIKit. With `sizedCells`, every item is a
/// ``GridSizedCell`` asking for its own height.
@MainActor
final class HandWrittenGridDataSource: CollectionViewDataSource {
  let items: [BenchmarkItem]
  let sizedCells: Bool

  init(items: [BenchmarkItem], sizedCells: Bool = false) {
    self.items = items
    self.sizedCells = sizedCells
  }

  func register(in grid: VirtualCollectionView) throws {
    try grid.register(GridMessageCell.self, forCellWithReuseIdentifier: "message")
    try grid.register(GridPhotoCell.self, forCellWithReuseIdentifier: "photo")
    try grid.register(GridDayCell.self, forCellWithReuseIdentifier: "day")
    try grid.register(GridSizedCell.self, forCellWithReuseIdentifier: "sized")
  }

  func collectionView(_ collectionView: VirtualCollectionView, numberOfItemsInSection section: Int)
    -> Int
  { items.count }

  func collectionView(_ collectionView: VirtualCollectionView, cellForItemAt indexPath: IndexPath)
    throws -> CollectionViewCell
  {
    if sizedCells {
      let cell = try collectionView.dequeueReusableCell(
        withReuseIdentifier: "sized", for: indexPath)
      (cell as? GridSizedCell)?.height = GridSizedCell.height(ofItem: indexPath.item)
      return cell
    }
    let item = items[indexPath.item]
    let identifier: String
    switch item {
    case .message: identifier = "message"
    case .photo: identifier = "photo"
    case .day: identifier = "day"
    }
    let cell = try collectionView.dequeueReusableCell(
      withReuseIdentifier: identifier, for: indexPath)
    switch (item, cell) {
    case (.message(_, let sender, let isUnread), let message as GridMessageCell):
      message.text = sender
      message.isUnread = isUnread
    case (.photo(_, let height), let photo as GridPhotoCell):
      photo.photoHeight = height
    default:
      cell.text = "day"
    }
    return cell
  }
}

/// A flow-layout delegate that gives every item a size of its own (C-C2): the per-item sizes of
/// the update benchmarks without estimation.
@MainActor
final class GridItemSizes: CollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: VirtualCollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath
  ) -> CGSize? {
    CGSize(width: 115, height: GridSizedCell.height(ofItem: indexPath.item))
  }
}

/// A prefetch data source that only counts what it hears, so that prefetching is on with
/// someone listening (C-B4).
@MainActor
final class GridPrefetchCounter: CollectionViewDataSourcePrefetching {
  var prefetched = 0

  func collectionView(
    _ collectionView: VirtualCollectionView, prefetchItemsAt indexPaths: [IndexPath]
  ) {
    prefetched += indexPaths.count
  }
}
