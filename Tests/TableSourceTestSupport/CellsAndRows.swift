package import Foundation
package import TableSource

// The cells, header views and typed rows the tests build tables from. Their derived reuse
// identifiers are `TableSourceTestSupport.<Type>`; `TableSourceTestFixtures` holds a cell named
// like `TextCell` in another module, to prove that identifiers are module-qualified.

// MARK: - Cells and views

/// A cell that shows one text, and remembers how often it was prepared for reuse.
package final class TextCell: TableViewCell {
  package var prepareCount = 0

  package override func prepareForReuse() {
    super.prepareForReuse()
    prepareCount += 1
  }
}

/// A cell with a switch.
package final class SwitchCell: TableViewCell {
  package var isOn = false

  package override var renderedContent: String { "\(text ?? "") [\(isOn ? "on" : "off")]" }
}

/// A cell with a numeric badge.
package final class BadgeCell: TableViewCell {
  package var badge: Int?

  package override var renderedContent: String {
    "\(text ?? "")" + (badge.map { " (\($0))" } ?? "")
  }
}

/// A header view with a subtitle.
package final class BannerView: TableViewHeaderFooterView {
  package var subtitle = ""

  package override var renderedContent: String { "\(text ?? "") — \(subtitle)" }
}

/// A cell that tells its ``ProbeDataSource`` when the table changes its editing mode.
package final class ProbeCell: TableViewCell {
  package var onSetEditing: (() -> Void)?

  package override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    onSetEditing?()
  }
}

// MARK: - Rows

/// A row of a ``TextCell`` showing `row <id>` unless given a text.
package struct LabelRow: TableViewRow, Equatable {
  package var id: Int
  package var text: String
  package var height: CGFloat?

  package init(id: Int, text: String? = nil, height: CGFloat? = nil) {
    self.id = id
    self.text = text ?? "row \(id)"
    self.height = height
  }

  package func configure(_ cell: TextCell) {
    cell.text = text
  }
}

/// A row of a ``SwitchCell``.
package struct SwitchRow: TableViewRow, Equatable {
  package var id: String
  package var isOn: Bool

  package init(id: String, isOn: Bool) {
    self.id = id
    self.isOn = isOn
  }

  package func configure(_ cell: SwitchCell) {
    cell.text = id
    cell.isOn = isOn
  }
}

/// A row of a ``BadgeCell``.
package struct BadgeRow: TableViewRow, Equatable {
  package var id: String
  package var badge: Int?

  package init(id: String, badge: Int? = nil) {
    self.id = id
    self.badge = badge
  }

  package func configure(_ cell: BadgeCell) {
    cell.text = id
    cell.badge = badge
  }
}

/// A section header shown in a ``BannerView``.
package struct Banner: TableViewHeaderFooter {
  package var title: String
  package var subtitle: String
  package var height: CGFloat? = 50

  package init(title: String, subtitle: String) {
    self.title = title
    self.subtitle = subtitle
  }

  package func configure(_ view: BannerView) {
    view.text = title
    view.subtitle = subtitle
  }
}

/// A row that claims another row type's reuse identifier: the mistake that produces a cell-type
/// mismatch.
package struct MislabeledRow: TableViewRow {
  package var id = "mislabeled"
  package var reuseIdentifier: String { ReuseIdentifier.default(for: TextCell.self) }
  package var cellClass: AnyClass { SwitchCell.self }

  package init() {}

  package func configure(_ cell: SwitchCell) {
    cell.isOn = true
  }
}

/// A row whose configuration always throws: a row that cannot be displayed.
package struct FailingRow: TableViewRow {
  package var id: Int

  package struct Failure: Error {}

  package init(id: Int) {
    self.id = id
  }

  package func configure(_ cell: TextCell) throws { throw Failure() }
}

/// `count` label rows with ids `0..<count`, showing `row 0`, `row 1`, …
@MainActor
package func labels(_ count: Int, height: CGFloat? = nil) -> [AnyRow] {
  (0..<count).map { AnyRow(LabelRow(id: $0, height: height)) }
}

// MARK: - Index paths

/// The index path of a row, section first as the table prints it: `path(1, 3)` is `1.3`.
package func path(_ section: Int, _ row: Int) -> IndexPath {
  IndexPath(row: row, section: section)
}
