import Foundation
import TableSource

/// A photo's thumbnail, with its title under it.
final class PhotoCell: CollectionViewCell {
  var title = ""

  override var renderedContent: String { title }

  override func prepareForReuse() {
    super.prepareForReuse()
    title = ""
  }
}

/// A photo of the library: its title is its identity.
struct PhotoRow: TableViewRow, Equatable {
  let id: String

  func configure(_ cell: PhotoCell) {
    cell.title = id
  }
}
