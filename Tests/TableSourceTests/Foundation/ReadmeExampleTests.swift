import Foundation
import TableSource
import Testing

/// The README's complete example, kept here so its printed output is checked.
@MainActor
@Suite("README example")
struct ReadmeExampleTests {
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

  @Test("the README example prints the picture the README shows")
  func readmeOutput() throws {
    let dataSource = SectionsDataSource {
      Section(header: "Network") {
        ToggleRow(id: "wifi", title: "Wi-Fi", isOn: true)
        ToggleRow(id: "bluetooth", title: "Bluetooth", isOn: false)
        TextRow(id: "vpn", text: "VPN", detail: "Off", accessory: .disclosureIndicator)
      }
    }
    let table = VirtualTableView(size: CGSize(width: 320, height: 200))
    table.dataSource = dataSource
    table.delegate = dataSource
    try table.layoutIfNeeded()
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md"),
      encoding: .utf8)
    #expect(readme.contains("```\n" + table.renderText() + "\n```"))
  }
}
