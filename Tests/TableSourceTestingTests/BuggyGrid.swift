import Foundation
import TableSource
import TableSourceTesting
import TableSourceVirtualCollection

/// A photo of the test grid.
struct GridPhoto: Equatable {
  var id: Int
  var title: String
  var isNew: Bool
  var starred = false
}

/// The grid's cell: a title, a badge, a thumbnail loaded later, a star. It offers "star" and
/// "delete".
final class PhotoTileCell: CollectionViewCell, UserActionCell {
  var badge: String?
  var thumbnail: String?
  var starred = false
  var photoID: Int?
  var onStar: (() -> Void)?
  var onDelete: (() -> Void)?

  override var renderedContent: String {
    [text, badge, thumbnail.map { "[\($0)]" }, starred ? "★" : nil].compactMap { $0 }
      .joined(separator: " ")
  }

  var userActions: [CellUserAction] {
    [
      CellUserAction("star") { [weak self] in self?.onStar?() },
      CellUserAction("delete") { [weak self] in self?.onDelete?() },
    ]
  }
}

/// The grid's section header: a title and a subtitle.
final class AlbumHeaderView: CollectionReusableView {
  var subtitle: String?

  override var renderedContent: String {
    [text, subtitle].compactMap { $0 }.joined(separator: " · ")
  }
}

/// A grid of albums written by hand, the UIKit way, with any of the classic reuse bugs, or any
/// break of the dequeue contract, switched on.
@MainActor
final class BuggyGrid: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
  enum Bug: Hashable, CaseIterable {
    /// B1 in a cell: the "new" badge is set and never cleared.
    case badgeNotCleared
    /// B1 in a supplementary view: the header's subtitle is set for some albums and never
    /// cleared.
    case subtitleNotCleared
    /// B2: the thumbnail's completion sets the cell it captured, whatever it shows by then.
    case thumbnailCapturesCell
    /// B3: "star" flips the cell's star, not the photo.
    case starKeptInCell
    /// B4: "delete" removes the item at the index path the cell was configured for.
    case deleteCapturesIndexPath
  }

  /// Breaks of the dequeue contract: each would crash on a device.
  enum ContractBreak: Hashable, CaseIterable {
    /// C-A8: a second dequeue in `cellForItemAt` (the first "to measure").
    case dequeueTwice
    /// C-A8: a dequeue in `willDisplay`, outside any request, its error swallowed.
    case dequeueOutsideRequest
    /// C-A10: a cell registration made inside `cellForItemAt`.
    case registrationInsideProvider
    /// C-H3: a placeholder cell until the thumbnail loads, then the photo cell, on reconfigure.
    case reconfigureChangesCellType
    /// C-A7: the footer request answered with a header view.
    case supplementaryOfWrongKind
  }

  var albums: [[GridPhoto]]
  var bugs: Set<Bug>
  var breaks: Set<ContractBreak>
  let scheduler: TestScheduler
  weak var collectionView: VirtualCollectionView?
  private var loaded: Set<Int> = []

  init(
    albums: Int = 6, photosPerAlbum: Int = 9, bugs: Set<Bug> = [],
    breaks: Set<ContractBreak> = [], scheduler: TestScheduler = TestScheduler()
  ) {
    self.albums = (0..<albums).map { album in
      (0..<photosPerAlbum).map { index in
        let id = album * photosPerAlbum + index
        return GridPhoto(id: id, title: "p\(id)", isNew: id % 4 == 0)
      }
    }
    self.bugs = bugs
    self.breaks = breaks
    self.scheduler = scheduler
  }

  /// A 320 × 480 grid of three 100-point columns, with headers and footers, showing the albums.
  func makeCollectionView(release: UIKitRelease = .latest) throws -> VirtualCollectionView {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    layout.headerReferenceSize = CGSize(width: 320, height: 30)
    layout.footerReferenceSize = CGSize(width: 320, height: 20)
    let view = VirtualCollectionView(size: CGSize(width: 320, height: 480), layout: layout)
    view.release = release
    try view.register(PhotoTileCell.self, forCellWithReuseIdentifier: "photo")
    try view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "placeholder")
    for kind in [CollectionElementKind.sectionHeader, CollectionElementKind.sectionFooter] {
      try view.register(
        AlbumHeaderView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "album")
    }
    view.dataSource = self
    view.delegate = self
    collectionView = view
    try view.layoutIfNeeded()
    return view
  }

  func identity(at path: IndexPath) -> String? {
    guard albums.indices.contains(path.section), albums[path.section].indices.contains(path.item)
    else { return nil }
    return "\(albums[path.section][path.item].id)"
  }

  func move(from source: IndexPath, to destination: IndexPath) throws {
    let photo = albums[source.section].remove(at: source.item)
    albums[destination.section].insert(photo, at: destination.item)
    try collectionView?.moveItem(at: source, to: destination)
  }

  func numberOfSections(in collectionView: VirtualCollectionView) -> Int { albums.count }

  func collectionView(_ collectionView: VirtualCollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    albums[section].count
  }

  func collectionView(_ collectionView: VirtualCollectionView, cellForItemAt indexPath: IndexPath)
    throws -> CollectionViewCell
  {
    let photo = albums[indexPath.section][indexPath.item]
    if breaks.contains(.dequeueTwice) {
      _ = try collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
    if breaks.contains(.registrationInsideProvider) {
      let made = CellRegistration<PhotoTileCell, GridPhoto> { cell, _, photo in
        cell.text = photo.title
      }
      return try collectionView.dequeueConfiguredReusableCell(
        using: made, for: indexPath, item: photo)
    }
    if breaks.contains(.reconfigureChangesCellType), !loaded.contains(photo.id) {
      loaded.insert(photo.id)  // The thumbnail "arrives" before the next configuration.
      return try collectionView.dequeueReusableCell(
        withReuseIdentifier: "placeholder", for: indexPath)
    }
    let dequeued = try collectionView.dequeueReusableCell(
      withReuseIdentifier: "photo", for: indexPath)
    guard let cell = dequeued as? PhotoTileCell else { return dequeued }
    configure(cell, with: photo, at: indexPath)
    return cell
  }

  private func configure(_ cell: PhotoTileCell, with photo: GridPhoto, at indexPath: IndexPath) {
    cell.text = photo.title
    if bugs.contains(.badgeNotCleared) {
      if photo.isNew { cell.badge = "new" }
    } else {
      cell.badge = photo.isNew ? "new" : nil
    }
    cell.photoID = photo.id
    cell.thumbnail = nil
    let capturesCell = bugs.contains(.thumbnailCapturesCell)
    scheduler.schedule("thumbnail \(photo.id)") { [weak cell] in
      guard let cell, capturesCell || cell.photoID == photo.id else { return }
      cell.thumbnail = "t\(photo.id)"
    }
    let keptInCell = bugs.contains(.starKeptInCell)
    if !keptInCell { cell.starred = photo.starred }
    cell.onStar = { [weak self, weak cell] in
      guard let self, let cell else { return }
      if keptInCell {
        cell.starred.toggle()
      } else if let path = path(of: photo.id) {
        albums[path.section][path.item].starred.toggle()
        try? collectionView?.reconfigureItems(at: [path])
      }
    }
    cell.onDelete = { [weak self] in
      guard let self else { return }
      let path = bugs.contains(.deleteCapturesIndexPath) ? indexPath : path(of: photo.id)
      guard let path, albums.indices.contains(path.section),
        albums[path.section].indices.contains(path.item)
      else { return }
      albums[path.section].remove(at: path.item)
      try? collectionView?.deleteItems(at: [path])
    }
  }

  private func path(of id: Int) -> IndexPath? {
    for (section, photos) in albums.enumerated() {
      if let item = photos.firstIndex(where: { $0.id == id }) {
        return IndexPath(item: item, section: section)
      }
    }
    return nil
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) throws -> CollectionReusableView? {
    let asked =
      breaks.contains(.supplementaryOfWrongKind) ? CollectionElementKind.sectionHeader : kind
    let view = try collectionView.dequeueReusableSupplementaryView(
      ofKind: asked, withReuseIdentifier: "album", for: indexPath)
    guard let header = view as? AlbumHeaderView else { return view }
    if kind == CollectionElementKind.sectionFooter {
      header.text = "\(albums[indexPath.section].count) photos"
      header.subtitle = nil
      return header
    }
    header.text = "Album \(indexPath.section)"
    let shared = indexPath.section % 3 == 0
    if bugs.contains(.subtitleNotCleared) {
      if shared { header.subtitle = "shared" }
    } else {
      header.subtitle = shared ? "shared" : nil
    }
    return header
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    if breaks.contains(.dequeueOutsideRequest) {
      _ = try? collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
  }

  /// An audit of this grid: its identities, its moves and its scheduler.
  func audit(checks: Set<ReuseBug> = Set(ReuseBug.allCases)) -> ReuseAudit {
    ReuseAudit(
      checks: checks, scheduler: scheduler,
      rowIdentity: { [weak self] in self?.identity(at: $0) },
      moveRow: { [weak self] in try self?.move(from: $0, to: $1) })
  }
}
