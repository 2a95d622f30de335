import Foundation
import TableSource

/// The model both the typed and the hand-written data sources show: three kinds of items with
/// varied heights.
enum BenchmarkItem {
  case message(id: Int, sender: String, isUnread: Bool)
  case photo(id: Int, height: CGFloat)
  case day(id: Int)

  static let senders = ["Ada", "Grace", "Alan", "Edsger", "Barbara"]

  /// `count` items, deterministic from a seed.
  static func make(count: Int, seed: UInt64) -> [BenchmarkItem] {
    var random = SplitMix64(seed: seed)
    var items: [BenchmarkItem] = []
    items.reserveCapacity(count)
    for index in 0..<count {
      switch random.next() % 10 {
      case 0: items.append(.day(id: index))
      case 1, 2: items.append(.photo(id: index, height: CGFloat(60 + random.next() % 120)))
      default:
        items.append(
          .message(id: index, sender: senders[index % senders.count], isUnread: index % 3 == 0))
      }
    }
    return items
  }
}

final class BenchMessageCell: TableViewCell {
  var isUnread = false
}

final class BenchPhotoCell: TableViewCell {
  var photoHeight: CGFloat = 0
}

final class BenchDayCell: TableViewCell {}

struct BenchMessageRow: TableViewRow, Equatable {
  let id: Int
  let sender: String
  let isUnread: Bool

  func configure(_ cell: BenchMessageCell) {
    cell.text = sender
    cell.isUnread = isUnread
  }
}

struct BenchPhotoRow: TableViewRow {
  let id: Int
  let height: CGFloat?

  func configure(_ cell: BenchPhotoCell) {
    cell.photoHeight = height ?? 0
  }
}

struct BenchDayRow: TableViewRow {
  let id: Int
  var height: CGFloat? { 30 }

  func configure(_ cell: BenchDayCell) {
    cell.text = "day"
  }
}

extension BenchmarkItem {
  @MainActor var row: AnyRow {
    switch self {
    case .message(let id, let sender, let isUnread):
      return AnyRow(BenchMessageRow(id: id, sender: sender, isUnread: isUnread))
    case .photo(let id, let height): return AnyRow(BenchPhotoRow(id: id, height: height))
    case .day(let id): return AnyRow(BenchDayRow(id: id))
    }
  }
}

/// The baseline: a data source written by hand over the same model, with no type erasure — what
/// an app would write against UIKit directly.
@MainActor
final class HandWrittenBenchmarkDataSource: TableViewDataSource, TableViewDelegate {
  let items: [BenchmarkItem]

  init(items: [BenchmarkItem]) {
    self.items = items
  }

  func register(in table: VirtualTableView) throws {
    try table.register(BenchMessageCell.self, forCellReuseIdentifier: "message")
    try table.register(BenchPhotoCell.self, forCellReuseIdentifier: "photo")
    try table.register(BenchDayCell.self, forCellReuseIdentifier: "day")
  }

  func tableView(_ tableView: VirtualTableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: VirtualTableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    switch items[indexPath.row] {
    case .message(_, let sender, let isUnread):
      let cell = try tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
      guard let message = cell as? BenchMessageCell else { return cell }
      message.text = sender
      message.isUnread = isUnread
      return message
    case .photo(_, let height):
      let cell = try tableView.dequeueReusableCell(withIdentifier: "photo", for: indexPath)
      (cell as? BenchPhotoCell)?.photoHeight = height
      return cell
    case .day:
      let cell = try tableView.dequeueReusableCell(withIdentifier: "day", for: indexPath)
      cell.text = "day"
      return cell
    }
  }

  func tableView(_ tableView: VirtualTableView, heightForRowAt indexPath: IndexPath) -> CGFloat? {
    switch items[indexPath.row] {
    case .message: return nil
    case .photo(_, let height): return height
    case .day: return 30
    }
  }
}
