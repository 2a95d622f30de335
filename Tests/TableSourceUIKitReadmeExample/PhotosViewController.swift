// The README's UIKit collection-view example: below the `// README` line, the README's code
// after its imports (a test compares the two). The README imports UIKit, for which Linux builds
// use the declarations-only stand-in.
import TableSourceUIKit
import TableSourceVirtualCollection

#if canImport(UIKit)
  import UIKit
#else
  import UIKitDeclarations
#endif

// README

/// A photo of the grid: its title, in a cell of its own class.
struct PhotoItem: TableViewRow, Equatable {
  let id: String

  func configure(_ cell: PhotoCell) {
    cell.title.text = id
  }
}

final class PhotoCell: UICollectionViewCell {
  let title = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(title)
  }

  required init?(coder: NSCoder) { nil }
}

final class PhotosViewController: UIViewController {
  /// The grid's layout: the value a test lays out in a `VirtualCollectionView`, shown here in
  /// UIKit's flow layout.
  static func gridLayout() -> FlowLayout {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.headerReferenceSize = CGSize(width: 0, height: 44)
    layout.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    return layout
  }

  private let collectionView = UICollectionView(
    frame: .zero,
    collectionViewLayout: UICollectionViewFlowLayout(PhotosViewController.gridLayout()))
  private var dataSource: DiffableDataSource<String, String>?

  override func loadView() {
    view = collectionView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // The data source becomes the collection view's data source and delegate: a tap runs the
    // row's handler; each section's title shows in a header the flow layout sizes.
    let dataSource = DiffableDataSource<String, String>(collectionView: collectionView) { id in
      PhotoItem(id: id).onSelect { event in print("Open \(event.id)") }
    }
    dataSource.header = { "\($0)" }
    self.dataSource = dataSource
    var snapshot = Snapshot<String, String>()
    do {
      try snapshot.appendSections(["Today", "Earlier"])
      try snapshot.appendItems(["Beach", "Sunset"], toSection: "Today")
      try snapshot.appendItems(["Forest"], toSection: "Earlier")
      try dataSource.apply(snapshot, animatingDifferences: false)
    } catch {
      print("Photos: \(error)")
    }
  }
}
