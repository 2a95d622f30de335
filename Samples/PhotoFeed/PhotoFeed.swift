import Foundation
import TableSource

/// A photo feed in a compositional layout: a row of featured photos that scrolls sideways on its
/// own, then a two-column grid of recent photos whose heights are estimated and measured when
/// shown, each section under a header pinned to the top while it shows; updated through the
/// diffable data source.
@MainActor
enum PhotoFeed {
  /// A photo's cell: its title, and a height that follows the photo's shape once measured.
  final class FeedCell: CollectionViewCell {
    var title = ""
    var height: CGFloat = 120

    override var renderedContent: String { title }

    override func preferredLayoutSize(fitting proposed: CGSize) -> CGSize {
      CGSize(width: proposed.width, height: height)
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      title = ""
    }
  }

  /// A photo: its title is its identity; tall photos are measured taller.
  struct PhotoRow: TableViewRow, Equatable {
    let id: String

    func configure(_ cell: FeedCell) {
      cell.title = id
      cell.height = id.hasPrefix("tall") ? 160 : 100
    }
  }

  static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
    LayoutSize(widthDimension: width, heightDimension: height)
  }

  /// A header 30 points high at the top of a section, pinned while the section shows.
  static func pinnedHeader() -> LayoutBoundarySupplementaryItem {
    var header = LayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(30)),
      elementKind: CollectionElementKind.sectionHeader, alignment: .top)
    header.pinToVisibleBounds = true
    return header
  }

  /// Section 0: featured photos, 150 × 100 each, 10 apart, scrolling sideways on their own.
  static func featuredSection() -> LayoutSection {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    var section = LayoutSection(
      group: .horizontal(layoutSize: size(.absolute(150), .absolute(100)), subitems: [item]))
    section.interGroupSpacing = 10
    section.orthogonalScrollingBehavior = .continuous
    section.boundarySupplementaryItems = [pinnedHeader()]
    return section
  }

  /// Section 1: recent photos two a row, their heights estimated at 120 and measured.
  static func recentSection() -> LayoutSection {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(120)))
    var section = LayoutSection(
      group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(120)), subitems: [item]))
    section.interGroupSpacing = 10
    section.boundarySupplementaryItems = [pinnedHeader()]
    return section
  }

  /// Runs the sample and returns what it prints. `inspect` sees the feed as the run leaves it.
  static func run(inspect: (VirtualCollectionView) throws -> Void = { _ in }) throws -> String {
    var output: [String] = []
    let layout = CompositionalLayout(sectionProvider: { index, _ in
      index == 0 ? featuredSection() : recentSection()
    })
    let feed = VirtualCollectionView(size: CGSize(width: 320, height: 480), layout: layout)
    let dataSource = DiffableDataSource<String, String>(collectionView: feed) { PhotoRow(id: $0) }
    dataSource.header = { .title($0) }

    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["Featured", "Recent"])
    try snapshot.appendItems(
      ["aurora", "canyon", "glacier", "lagoon", "mesa"], toSection: "Featured")
    try snapshot.appendItems(
      ["tall pine", "beach", "dune", "tall tower", "fern", "harbour", "tall falls", "moss"],
      toSection: "Recent")
    try dataSource.apply(snapshot, animatingDifferences: false)
    try feed.layoutIfNeeded()
    output.append(
      "The feed: featured photos in a row, recent ones two a row, measured:\n"
        + feed.renderText())

    let rest = try feed.setOrthogonalScrollOffset(200, forSection: 0)
    output.append(
      "The featured row scrolled sideways by 200 points (at rest at \(Int(rest))); the grid did "
        + "not move:\n" + feed.renderText())

    try feed.scroll(byX: 0, y: 300)
    output.append(
      "Scrolled down to the end, rows measured as they came in, the Recent header pinned at the "
        + "top:\n"
        + feed.renderText())

    var next = dataSource.snapshot()
    try next.deleteItems(["canyon"])
    try next.insertItems(["tall sequoia", "reef"], beforeItem: "tall pine")
    try dataSource.apply(next)
    try feed.layoutIfNeeded()
    output.append(
      "A snapshot applied: one featured photo gone, two recent ones new (featured offset "
        + "\(Int(feed.orthogonalScrollOffset(forSection: 0) ?? 0))):\n" + feed.renderText())
    try inspect(feed)
    return output.joined(separator: "\n\n")
  }
}
