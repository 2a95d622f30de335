import Foundation
import TableSource

final class SwitchCell: TableViewCell {
  var isOn = false
  override var renderedContent: String { "\(text ?? "")  [\(isOn ? "on " : "off")]" }
}

struct ToggleRow: TableViewRow, Equatable {
  let id: String
  let title: String
  let isOn: Bool

  func configure(_ cell: SwitchCell) {
    cell.text = title
    cell.isOn = isOn
  }
}

@MainActor
func showSettings() throws {
  let dataSource = try SectionsDataSource {
    TableSection(header: "Network") {
      ToggleRow(id: "wifi", title: "Wi-Fi", isOn: true)
      ToggleRow(id: "bluetooth", title: "Bluetooth", isOn: false)
      TextRow(id: "vpn", text: "VPN", detail: "Off", accessory: .disclosureIndicator)
    }
  }
  let table = VirtualTableView(size: CGSize(width: 320, height: 200))
  table.dataSource = dataSource
  table.delegate = dataSource
  try table.layoutIfNeeded()
  print(table.renderText())
}
