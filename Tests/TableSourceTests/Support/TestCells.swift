import Foundation
import TableSource

/// A cell that shows one text, and remembers how often it was prepared for reuse.
final class TextCell: TableViewCell {
  var prepareCount = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    prepareCount += 1
  }
}

/// A cell with a switch.
final class SwitchCell: TableViewCell {
  var isOn = false

  override var renderedContent: String { "\(text ?? "") [\(isOn ? "on" : "off")]" }
}

/// A cell with a numeric badge.
final class BadgeCell: TableViewCell {
  var badge: Int?

  override var renderedContent: String {
    "\(text ?? "")" + (badge.map { " (\($0))" } ?? "")
  }
}

/// A header view with a subtitle.
final class BannerView: TableViewHeaderFooterView {
  var subtitle = ""

  override var renderedContent: String { "\(text ?? "") — \(subtitle)" }
}

struct LabelRow: TableViewRow, Equatable {
  var id: Int
  var text: String
  var height: CGFloat?

  init(id: Int, text: String? = nil, height: CGFloat? = nil) {
    self.id = id
    self.text = text ?? "row \(id)"
    self.height = height
  }

  func configure(_ cell: TextCell) {
    cell.text = text
  }
}

struct SwitchRow: TableViewRow, Equatable {
  var id: String
  var isOn: Bool

  func configure(_ cell: SwitchCell) {
    cell.text = id
    cell.isOn = isOn
  }
}

struct BadgeRow: TableViewRow, Equatable {
  var id: String
  var badge: Int?

  func configure(_ cell: BadgeCell) {
    cell.text = id
    cell.badge = badge
  }
}

struct Banner: TableViewHeaderFooter {
  var title: String
  var subtitle: String
  var height: CGFloat? = 50

  func configure(_ view: BannerView) {
    view.text = title
    view.subtitle = subtitle
  }
}

/// A row that claims another row type's reuse identifier: the mistake that produces a cell-type
/// mismatch.
struct MislabeledRow: TableViewRow {
  var id = "mislabeled"
  var reuseIdentifier: String { ReuseIdentifier.default(for: TextCell.self) }
  var cellClass: AnyClass { SwitchCell.self }

  func configure(_ cell: SwitchCell) {
    cell.isOn = true
  }
}

@MainActor
func makeTable(
  _ dataSource: SectionsDataSource, height: CGFloat = 440,
  order: ReuseQueueOrder = .lastInFirstOut
) -> VirtualTableView {
  let table = VirtualTableView(size: CGSize(width: 320, height: height), reuseQueueOrder: order)
  table.dataSource = dataSource
  table.delegate = dataSource
  return table
}

@MainActor
func labels(_ count: Int, height: CGFloat? = nil) -> [AnyRow] {
  (0..<count).map { AnyRow(LabelRow(id: $0, height: height)) }
}
