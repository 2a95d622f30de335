import Foundation
import TableSource
import TableSourceTesting

/// A post of the test feed.
struct Post: Equatable {
  var id: Int
  var author: String
  var unread: Bool
  var liked = false
}

/// The feed's cell: an author, a badge, an avatar loaded later, a heart; `pinned` is stored but
/// not drawn (only reflection sees it). It offers "like" and "delete".
final class PostCell: TableViewCell, UserActionCell {
  var badge: String?
  var pinned = false
  var avatar: String?
  var liked = false
  var postID: Int?
  var onLike: (() -> Void)?
  var onDelete: (() -> Void)?

  /// Whether `prepareForReuse()` clears the heart (the feed's `likeSurvivesReuse` bug turns
  /// it off).
  var clearsLikeOnReuse = true

  override func prepareForReuse() {
    super.prepareForReuse()
    if clearsLikeOnReuse { liked = false }
  }

  override var renderedContent: String {
    [text, badge, avatar.map { "[\($0)]" }, liked ? "♥" : nil].compactMap { $0 }
      .joined(separator: "  ")
  }

  var userActions: [CellUserAction] {
    [
      CellUserAction("like") { [weak self] in self?.onLike?() },
      CellUserAction("delete") { [weak self] in self?.onDelete?() },
    ]
  }
}

/// A feed written by hand, the UIKit way, with any of the classic reuse bugs switched on.
@MainActor
final class BuggyFeed: TableViewDataSource, TableViewDelegate {
  enum Bug: Hashable, CaseIterable {
    /// B1, drawn: the badge is set for unread posts and never cleared.
    case badgeNotCleared
    /// B1, not drawn: `pinned` is set for every fifth post and never cleared.
    case pinnedNotCleared
    /// B2: the avatar's completion sets the cell it captured, whatever it shows by then.
    case avatarCapturesCell
    /// B3: "like" flips the cell's heart, not the post.
    case likeKeptInCell
    /// B3, shown on another row: the heart is kept in the cell and never cleared, so the cell
    /// carries it to the next row it shows.
    case likeSurvivesReuse
    /// B4: "delete" removes the row at the index path the cell was configured for.
    case deleteCapturesIndexPath
  }

  var posts: [Post]
  var bugs: Set<Bug>
  /// Loaded avatars kept by post, and every row on screen reconfigured when one arrives (not a
  /// bug: a load that rightly changes other rows' cells).
  var cachesAvatars = false
  private var avatars: [Int: String] = [:]
  private var loading: Set<Int> = []
  let identifier: String
  let rowHeight: CGFloat?
  let scheduler: TestScheduler
  weak var table: VirtualTableView?

  init(
    count: Int, bugs: Set<Bug>, identifier: String = "post", rowHeight: CGFloat? = nil,
    scheduler: TestScheduler = TestScheduler()
  ) {
    posts = (0..<count).map { Post(id: $0, author: "Author \($0)", unread: $0 % 3 == 0) }
    self.bugs = bugs
    self.identifier = identifier
    self.rowHeight = rowHeight
    self.scheduler = scheduler
  }

  /// A table of `size` showing the feed, registered and laid out.
  func makeTable(
    size: CGSize = CGSize(width: 320, height: 480), order: ReuseQueueOrder = .lastInFirstOut
  ) throws -> VirtualTableView {
    let table = VirtualTableView(size: size, reuseQueueOrder: order)
    try table.register(PostCell.self, forCellReuseIdentifier: identifier)
    if let rowHeight { try table.setRowHeight(rowHeight) }
    table.dataSource = self
    table.delegate = self
    self.table = table
    try table.layoutIfNeeded()
    return table
  }

  func identity(at path: IndexPath) -> String? {
    posts.indices.contains(path.row) ? "\(posts[path.row].id)" : nil
  }

  func move(from source: IndexPath, to destination: IndexPath) throws {
    let post = posts.remove(at: source.row)
    posts.insert(post, at: destination.row)
    try table?.moveRow(at: source, to: destination)
  }

  func numberOfSections(in tableView: VirtualTableView) -> Int { 1 }

  func tableView(_ tableView: VirtualTableView, numberOfRowsInSection section: Int) -> Int {
    posts.count
  }

  func tableView(_ tableView: VirtualTableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    let post = posts[indexPath.row]
    let dequeued = try tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    guard let cell = dequeued as? PostCell else { return dequeued }
    cell.text = post.author
    if bugs.contains(.badgeNotCleared) {
      if post.unread { cell.badge = "●" }
    } else {
      cell.badge = post.unread ? "●" : nil
    }
    if bugs.contains(.pinnedNotCleared) {
      if post.id % 5 == 0 { cell.pinned = true }
    } else {
      cell.pinned = post.id % 5 == 0
    }
    cell.postID = post.id
    cell.avatar = nil
    if cachesAvatars {
      if let avatar = avatars[post.id] {
        cell.avatar = avatar
      } else if loading.insert(post.id).inserted {
        scheduler.schedule("avatar \(post.id)") { [weak self] in
          guard let self, let table else { return }
          loading.remove(post.id)
          avatars[post.id] = "avatar \(post.id)"
          try? table.reconfigureRows(at: table.indexPathsForVisibleRows)
        }
      }
    }
    let capturesCell = bugs.contains(.avatarCapturesCell)
    if !cachesAvatars {
      scheduler.schedule("avatar \(post.id)") { [weak cell] in
        guard let cell, capturesCell || cell.postID == post.id else { return }
        cell.avatar = "avatar \(post.id)"
      }
    }
    let keptInCell = bugs.contains(.likeKeptInCell) || bugs.contains(.likeSurvivesReuse)
    cell.clearsLikeOnReuse = !bugs.contains(.likeSurvivesReuse)
    if !keptInCell { cell.liked = post.liked }
    cell.onLike = { [weak self, weak cell] in
      guard let self, let cell else { return }
      if keptInCell {
        cell.liked.toggle()
      } else if let row = posts.firstIndex(where: { $0.id == post.id }) {
        posts[row].liked.toggle()
        try? table?.reconfigureRows(at: [IndexPath(row: row, section: 0)])
      }
    }
    cell.onDelete = { [weak self] in
      guard let self else { return }
      let row =
        bugs.contains(.deleteCapturesIndexPath)
        ? indexPath.row : posts.firstIndex(where: { $0.id == post.id })
      guard let row, posts.indices.contains(row) else { return }
      posts.remove(at: row)
      try? table?.deleteRows(at: [IndexPath(row: row, section: 0)])
    }
    return cell
  }

  func tableView(_ tableView: VirtualTableView, heightForRowAt indexPath: IndexPath) -> CGFloat? {
    rowHeight == nil ? CGFloat(40 + (posts[indexPath.row].id % 3) * 12) : nil
  }

  /// An audit of this feed: its identities, its moves and its scheduler.
  func audit(checks: Set<ReuseBug> = Set(ReuseBug.allCases), seed: UInt64 = 1) -> ReuseAudit {
    ReuseAudit(
      checks: checks, scheduler: scheduler, seed: seed,
      rowIdentity: { [weak self] in self?.identity(at: $0) },
      moveRow: { [weak self] in try self?.move(from: $0, to: $1) })
  }
}
