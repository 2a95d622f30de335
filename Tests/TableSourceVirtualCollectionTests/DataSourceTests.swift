import Foundation
import TableSource
import Testing

/// A photo: a row whose cell is a collection view cell.
struct PhotoRow: TableViewRow, Equatable {
  let id: String
  var title: String

  @MainActor func configure(_ cell: CollectionViewCell) { cell.text = title }
}

@MainActor
@Suite("The core's data sources on the virtual collection view")
struct DataSourceTests {
  func grid() -> VirtualCollectionView {
    let grid = VirtualCollectionView(size: CGSize(width: 320, height: 300))
    grid.flowLayout.itemSize = CGSize(width: 100, height: 100)
    grid.flowLayout.headerReferenceSize = CGSize(width: 0, height: 30)
    return grid
  }

  @Test(
    "A sections data source shows its rows as items, titles in the built-in title view, and no header where a section has none (C-C9)"
  )
  func sectionsDataSource() throws {
    let grid = grid()
    let dataSource = try SectionsDataSource {
      TableSection(header: "Spring") {
        for name in ["tulip", "crocus", "daffodil", "iris"] { PhotoRow(id: name, title: name) }
      }
      TableSection {
        PhotoRow(id: "rose", title: "rose")
      }
    }
    dataSource.connect(to: grid)
    try grid.layoutIfNeeded()
    #expect(
      grid.renderText() == """
        viewport 0,0 320×300 · content 320×340
        == header 0: Spring ==
        [0.0 tulip] [0.1 crocus] [0.2 daffodil]
        [0.3 iris]
        [1.0 rose]
        """)
    // Updates reach the collection view through the seam.
    try dataSource.insertRow(PhotoRow(id: "lily", title: "lily"), below: "iris", in: grid)
    #expect(
      grid.visibleCells.map(\.text) == ["tulip", "crocus", "daffodil", "iris", "lily", "rose"])
  }

  @Test(
    "A diffable data source applies a snapshot as validated inserts and deletes, and the cells follow their items"
  )
  func diffableDataSource() throws {
    let grid = grid()
    let dataSource = DiffableDataSource<String, String>(collectionView: grid) { name in
      PhotoRow(id: name, title: name)
    }
    dataSource.header = { "\($0)" }
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["Garden"])
    try snapshot.appendItems(["a", "b", "c", "d"], toSection: "Garden")
    try dataSource.apply(snapshot)
    try grid.layoutIfNeeded()
    let cellOfC = grid.cellForItem(at: IndexPath(item: 2, section: 0))
    try snapshot.deleteItems(["a"])
    try snapshot.appendItems(["e"], toSection: "Garden")
    grid.isLoggingEvents = true
    try dataSource.apply(snapshot)
    #expect(grid.visibleCells.map(\.text) == ["b", "c", "d", "e"])
    // "c" kept its cell: the diff moved it, nothing reloaded it.
    #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0)) === cellOfC)
    #expect(grid.events.contains { if case .commitUpdates = $0 { true } else { false } })
  }

  @Test(
    "Diffable reordering moves the item in the snapshot when the user ends an interactive movement (C-J3)"
  )
  func diffableReordering() throws {
    let grid = grid()
    let dataSource = DiffableDataSource<Int, String>(collectionView: grid) { name in
      PhotoRow(id: name, title: name)
    }
    var moved: [String] = []
    dataSource.reorderingHandlers = .init(didMove: { item, _, _ in moved.append(item) })
    var snapshot = Snapshot<Int, String>()
    try snapshot.appendSections([0])
    try snapshot.appendItems(["a", "b", "c"], toSection: 0)
    try dataSource.apply(snapshot)
    try grid.layoutIfNeeded()
    #expect(try grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    let target = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    grid.updateInteractiveMovementTargetPosition(
      CGPoint(x: target.frame.midX, y: target.frame.midY))
    try grid.endInteractiveMovement()
    #expect(moved == ["a"])
    #expect(dataSource.snapshot().itemIdentifiers == ["b", "c", "a"])
    #expect(grid.visibleCells.map(\.text) == ["b", "c", "a"])
  }
}
