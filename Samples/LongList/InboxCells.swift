import Foundation
import TableSource

/// A message: sender, subject, and an unread dot.
final class MessageCell: TableViewCell {
  var isUnread = false

  override var renderedContent: String {
    "\(isUnread ? "•" : " ") \(text ?? "")  \(detailText ?? "")"
  }
}

/// A photo with a caption; taller than a message.
final class PhotoCell: TableViewCell {
  var caption = ""

  override var renderedContent: String { "▣ \(caption)" }
}

/// A date separator between days.
final class DayCell: TableViewCell {
  override var renderedContent: String { "— \(text ?? "") —" }
}

struct MessageRow: TableViewRow, Equatable {
  let id: Int
  let sender: String
  let subject: String
  let isUnread: Bool

  func configure(_ cell: MessageCell) {
    cell.text = sender
    cell.detailText = subject
    cell.isUnread = isUnread  // Set in every case: a reused cell must not keep the last dot.
  }
}

struct PhotoRow: TableViewRow, Equatable {
  let id: Int
  let caption: String
  var height: CGFloat? { 120 }

  func configure(_ cell: PhotoCell) {
    cell.caption = caption
  }
}

struct DayRow: TableViewRow, Equatable {
  let id: Int
  let day: Int
  var height: CGFloat? { 30 }

  func configure(_ cell: DayCell) {
    cell.text = "Day \(day)"
  }
}
