import TableSource

/// A cell with a title and an on/off switch.
final class SwitchCell: TableViewCell {
  var isOn = false

  override var renderedContent: String {
    "\(text ?? "")  [\(isOn ? "on " : "off")]"
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    isOn = false
  }
}

/// A cell with a title and a value on the right.
final class ValueCell: TableViewCell {
  var value = ""

  override var renderedContent: String {
    let title = text ?? ""
    let gap = max(2, 30 - title.count - value.count)
    return title + String(repeating: " ", count: gap) + value
  }
}

/// A row that shows a setting with a switch.
struct ToggleRow: TableViewRow, Equatable {
  let id: String
  let title: String
  let isOn: Bool

  func configure(_ cell: SwitchCell) {
    cell.text = title
    cell.isOn = isOn
  }
}

/// A row that shows a setting's current value.
struct ValueRow: TableViewRow, Equatable {
  let id: String
  let title: String
  let value: String

  func configure(_ cell: ValueCell) {
    cell.text = title
    cell.value = value
  }
}
