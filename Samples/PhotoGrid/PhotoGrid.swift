import Foundation
import TableSource

/// A photo library as a three-column grid in sections by month, each with a header and a footer
/// counting its photos, driven by a diffable data source: scrolled, updated by a snapshot,
/// photos selected by taps, one dragged to another month, and an invalid update rejected in the
/// words of two iOS releases, the grid left as it was.
@MainActor
enum PhotoGrid {
  /// The months, in order, and their photos: the app's model.
  static let months = ["March", "April", "May"]
  static let photos = [
    "March": ["dunes", "harbour", "gulls", "pier", "kite"],
    "April": ["tulips", "rain", "bridge", "market", "bikes", "canal", "heron"],
    "May": ["meadow", "bees", "orchard", "picnic"],
  ]

  /// Runs the sample and returns what it prints; `inspect` sees the grid as the run leaves it
  /// (the tests audit it).
  static func run(inspect: (VirtualCollectionView) throws -> Void = { _ in }) throws -> String {
    // 320 points wide: an inset of 5, three photos of 100 with 5 between them, an inset of 5.
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 5
    layout.minimumLineSpacing = 5
    layout.sectionInset = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    let grid = VirtualCollectionView(size: CGSize(width: 320, height: 480), layout: layout)

    var library = photos
    let dataSource = DiffableDataSource<String, String>(collectionView: grid) { id in
      PhotoRow(id: id)
    }
    dataSource.header = { month in .title(month) }
    func footer(_ month: String) -> String { "\(library[month]?.count ?? 0) photos" }
    dataSource.footer = { month in .title(footer(month)) }
    // The collection view keeps the footers on display through updates of items, as UIKit does,
    // and asks for a footer again only when it comes back on screen: the app updates those on
    // display itself, as with UIKit's `supplementaryView(forElementKind:at:)`.
    func refreshFooters() {
      let kind = CollectionElementKind.sectionFooter
      for path in grid.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
        guard let month = dataSource.sectionIdentifier(for: path.section) else { continue }
        grid.supplementaryView(forElementKind: kind, at: path)?.text = footer(month)
      }
    }

    // The snapshot describes the model; the data source works out the updates between two.
    func snapshot() throws -> Snapshot<String, String> {
      var snapshot = Snapshot<String, String>()
      try snapshot.appendSections(months)
      for month in months { try snapshot.appendItems(library[month] ?? [], toSection: month) }
      return snapshot
    }
    try dataSource.apply(snapshot())
    try grid.layoutIfNeeded()

    var output = ["Three months of photos, three to a line:", grid.renderText()]
    func show(_ title: String) {
      output += ["", title, grid.renderText()]
    }

    // 1. Scrolling: the cells that leave the top show the photos coming in below.
    let made = grid.statistics.totalCellsCreated
    try grid.scroll(y: 400)
    show("Scrolled down 400 points:")
    output.append(
      "  cells made: \(made) before, \(grid.statistics.totalCellsCreated) after "
        + "(the photos that came on screen reuse the cells that left)")
    try grid.setContentOffset(.zero)

    // 2. Photos added and deleted: the diff of the two snapshots is one batch update, and the
    // photos that stay keep their cells.
    let cellsBefore = Dictionary(uniqueKeysWithValues: grid.visibleCells.map { (title($0), $0) })
    library["March"] = ["sunset", "dunes", "gulls", "kite"]
    library["April"]?.append("lilacs")
    grid.isLoggingEvents = true
    try dataSource.apply(snapshot())
    grid.isLoggingEvents = false
    refreshFooters()
    show("Sunset added to March, Harbour and Pier deleted, Lilacs added to April:")
    for case .commitUpdates(let update) in grid.events {
      output.append("  committed: \(update.description(in: .collectionView))")
    }
    let stayed = grid.visibleCells.filter { cellsBefore[title($0)] != nil }
    let kept = stayed.filter { cellsBefore[title($0)] === $0 }
    output.append("  \(kept.count) of the \(stayed.count) photos still on screen kept their cells")

    // 3. Selection by taps, several at once; a second tap deselects.
    grid.allowsMultipleSelection = true
    for (section, item) in [(0, 0), (0, 2), (1, 1), (0, 2), (1, 4)] {
      try grid.tapItem(at: IndexPath(item: item, section: section))
    }
    show("Tapped sunset, gulls, rain, gulls again and bikes:")
    output.append("  selected: \(selection(grid, dataSource))")

    // 4. A photo dragged onto another month's: the reordering handlers let it move, the data
    // source's snapshot follows, and `didMove` brings the app's model in line.
    dataSource.reorderingHandlers = .init { photo, from, to in
      for month in months { library[month]?.removeAll { $0 == photo } }
      library[months[to.section]]?.insert(photo, at: to.item)
      output.append("  didMove: \(photo) from \(from.shortDescription) to \(to.shortDescription)")
    }
    output += ["", "Kite dragged onto bridge, in April:"]
    _ = try grid.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0))
    if let bridge = grid.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame {
      grid.updateInteractiveMovementTargetPosition(CGPoint(x: bridge.midX, y: bridge.midY))
    }
    try grid.endInteractiveMovement()
    refreshFooters()
    output.append(grid.renderText())
    output.append("  selected: \(selection(grid, dataSource))")

    // 5. The app tells the grid of a photo inserted that its data source does not have.
    let (picture, snapshotBefore) = (grid.renderText(), dataSource.snapshot())
    output += ["", "Told of a photo inserted at 0.0 that the data source does not have:"]
    for release in [UIKitRelease.iOS(17), .iOS(16, 3)] {
      grid.release = release
      do {
        try grid.insertItems(at: [IndexPath(item: 0, section: 0)])
        output.append("\(release) accepts it")
      } catch {
        output += ["\(release) rejects it:", "\(error)"]
      }
    }
    let unchanged = grid.renderText() == picture && dataSource.snapshot() == snapshotBefore
    output += [unchanged ? "The grid is unchanged:" : "The grid changed:", grid.renderText()]
    try inspect(grid)
    return output.joined(separator: "\n")
  }

  /// The title a photo cell shows.
  static func title(_ cell: CollectionViewCell) -> String { (cell as? PhotoCell)?.title ?? "" }

  /// The selected photos, in index path order.
  static func selection(
    _ grid: VirtualCollectionView, _ dataSource: DiffableDataSource<String, String>
  ) -> String {
    grid.indexPathsForSelectedItems.map { path in
      "\(path.shortDescription) \(dataSource.itemIdentifier(for: path) ?? "?")"
    }.joined(separator: ", ")
  }
}
