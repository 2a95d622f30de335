import Foundation
import TableSource
import TableSourceTestSupport
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
    let dataSource = try SectionsDataSource {
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

@Suite("README snapshot example")
struct ReadmeSnapshotExampleTests {
  @Test("the README's snapshot example prints the changeset the README shows")
  func snapshotExample() throws {
    var snapshot = Snapshot<String, Int>()
    try snapshot.appendSections(["inbox"])
    try snapshot.appendItems([1, 2, 3, 4])
    var next = snapshot
    try next.moveItem(1, afterItem: 4)
    try next.deleteItems([3])
    #expect(
      StagedChangeset(from: snapshot, to: next).description
        == "stage 1: delete rows [0.2]; move rows [0.0→0.2]")
  }
}
