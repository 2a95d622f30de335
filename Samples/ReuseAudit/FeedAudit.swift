import Foundation
import TableSource
import TableSourceTesting

/// A feed written the UIKit way, first with one classic reuse bug of each kind, then fixed; the
/// reuse audit's report on each. Prints both reports.
@MainActor
enum FeedAudit {
  struct Post {
    let id: Int
    var author: String
    var isUnread: Bool
    var isLiked = false
  }

  /// A post's cell: the author, a dot for an unread post, an avatar loaded later, a heart.
  final class PostCell: TableViewCell, UserActionCell {
    var showsUnreadDot = false
    var avatar: String?
    var isLiked = false
    var postID: Int?
    var like: () -> Void = {}
    var delete: () -> Void = {}

    override func prepareForReuse() {
      super.prepareForReuse()
      isLiked = false
    }

    override var renderedContent: String {
      [text, showsUnreadDot ? "●" : nil, avatar.map { "(\($0))" }, isLiked ? "♥" : nil]
        .compactMap { $0 }.joined(separator: " ")
    }

    /// What the user can do on a post: the audit acts through these.
    var userActions: [CellUserAction] {
      [
        CellUserAction("like") { [weak self] in self?.like() },
        CellUserAction("delete") { [weak self] in self?.delete() },
      ]
    }
  }

  /// Loads avatars; in the app it would fetch them, here its completions wait on a scheduler.
  final class AvatarLoader {
    let schedule: (String, @escaping @MainActor () -> Void) -> Void
    init(schedule: @escaping (String, @escaping @MainActor () -> Void) -> Void) {
      self.schedule = schedule
    }
    func load(for post: Post, then show: @escaping @MainActor (String) -> Void) {
      // Each author's own picture: their initial and number.
      schedule("avatar of post \(post.id)") {
        show(String(post.author.prefix(1)) + post.author.split(separator: " ")[1])
      }
    }
  }

  /// The feed's data source and delegate. `isFixed` switches each bug for its fix.
  final class Feed: TableViewDataSource, TableViewDelegate {
    var posts: [Post]
    let isFixed: Bool
    let avatars: AvatarLoader
    weak var table: VirtualTableView?

    init(isFixed: Bool, avatars: AvatarLoader) {
      let names = ["Ada", "Brian", "Chen", "Dana", "Emil", "Fay", "Gus", "Hana", "Ivo", "Jun"]
      posts = (0..<60).map {
        Post(id: $0, author: names[$0 % 10] + " \($0)", isUnread: $0 % 4 == 0)
      }
      self.isFixed = isFixed
      self.avatars = avatars
    }

    func numberOfSections(in tableView: VirtualTableView) -> Int { 1 }

    func tableView(_ tableView: VirtualTableView, numberOfRowsInSection section: Int) -> Int {
      posts.count
    }

    func tableView(_ tableView: VirtualTableView, cellForRowAt indexPath: IndexPath) throws
      -> TableViewCell
    {
      let cell = try tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
      guard let cell = cell as? PostCell else { return cell }
      let post = posts[indexPath.row]
      cell.text = post.author
      cell.postID = post.id
      if isFixed {
        cell.showsUnreadDot = post.isUnread
      } else if post.isUnread {
        cell.showsUnreadDot = true  // Bug B1: never cleared for a read post.
      }
      cell.avatar = nil
      avatars.load(for: post) { [weak cell, isFixed] initial in
        // Bug B2 without the check: the cell may show another post by now.
        guard let cell, !isFixed || cell.postID == post.id else { return }
        cell.avatar = initial
      }
      if isFixed { cell.isLiked = post.isLiked }
      cell.like = { [weak self, weak cell] in
        guard let self, let cell else { return }
        if isFixed {
          guard let row = posts.firstIndex(where: { $0.id == post.id }) else { return }
          posts[row].isLiked.toggle()
          try? table?.reconfigureRows(at: [IndexPath(row: row, section: 0)])
        } else {
          cell.isLiked.toggle()  // Bug B3: the like lives in the cell only.
        }
      }
      cell.delete = { [weak self] in
        guard let self else { return }
        // Bug B4 without the look-up: the index path the cell was configured for.
        let row = isFixed ? posts.firstIndex(where: { $0.id == post.id }) : indexPath.row
        guard let row, posts.indices.contains(row) else { return }
        posts.remove(at: row)
        try? table?.deleteRows(at: [IndexPath(row: row, section: 0)])
      }
      return cell
    }

    /// Moves a post, as a drag in the app would: the model, then the table.
    func move(from source: IndexPath, to destination: IndexPath) throws {
      posts.insert(posts.remove(at: source.row), at: destination.row)
      try table?.moveRow(at: source, to: destination)
    }
  }

  /// Audits the feed, buggy then fixed, and returns what it prints.
  static func run() throws -> String {
    var output: [String] = []
    for isFixed in [false, true] {
      let scheduler = TestScheduler()
      let feed = Feed(isFixed: isFixed, avatars: AvatarLoader(schedule: scheduler.schedule))
      let table = VirtualTableView(size: CGSize(width: 320, height: 240))
      try table.register(PostCell.self, forCellReuseIdentifier: "post")
      try table.setRowHeight(44)
      table.dataSource = feed
      table.delegate = feed
      feed.table = table
      try table.layoutIfNeeded()
      scheduler.runAll()
      output.append(isFixed ? "The fixed feed:" : "The feed with four bugs:")
      output.append(table.renderText(TextRenderingOptions(width: 30)))

      var audit = TableSourceTesting.ReuseAudit(scheduler: scheduler)
      audit.rowIdentity = { [weak feed] path in
        feed.flatMap { $0.posts.indices.contains(path.row) ? "post \($0.posts[path.row].id)" : nil }
      }
      audit.moveRow = { [weak feed] in try feed?.move(from: $0, to: $1) }
      audit.findingsPerBug = 1
      let report = try audit.run(on: table)
      output.append(report.description)
      output.append("")
    }
    return output.joined(separator: "\n")
  }
}
