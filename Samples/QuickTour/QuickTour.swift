import Foundation
import TableSource

/// The end-to-end tour: build a settings screen from typed rows of three cell types, show it in
/// a virtual table, scroll, and report what the table created and reused.
@MainActor
enum QuickTour {
  struct Settings {
    var wifi = true
    var bluetooth = false
    var showsAdvanced = true
    var languages = ["English", "Français", "Deutsch", "Español", "Italiano", "Nederlands"]
  }

  static func makeDataSource(_ settings: Settings) throws -> SectionsDataSource {
    try SectionsDataSource {
      TableSection(id: "network", header: "Network", footer: "Bluetooth is off while flying.") {
        ToggleRow(id: "wifi", title: "Wi-Fi", isOn: settings.wifi)
        ToggleRow(id: "bluetooth", title: "Bluetooth", isOn: settings.bluetooth)
        ValueRow(id: "vpn", title: "VPN", value: "Not connected")
      }
      if settings.showsAdvanced {
        TableSection(id: "advanced", header: "Advanced") {
          ValueRow(id: "dns", title: "DNS", value: "Automatic")
          TextRow(id: "reset", text: "Reset network settings", accessory: .disclosureIndicator)
        }
      }
      TableSection(id: "languages", header: "Languages") {
        for (index, language) in settings.languages.enumerated() {
          TextRow(id: language, text: language, accessory: index == 0 ? .checkmark : .none)
        }
      }
    }
  }

  /// Runs the tour and returns everything it prints.
  /// `inspect` sees the table as the run leaves it (the tests audit it for reuse bugs).
  static func run(inspect: (VirtualTableView) throws -> Void = { _ in }) throws -> String {
    var output: [String] = []
    let dataSource = try makeDataSource(Settings())

    output.append("Built \(dataSource.numberOfSections) sections:")
    for section in dataSource.sections {
      let title = section.header?.title ?? "untitled"
      output.append("  \(title): \(section.rows.count) rows")
      for row in section.rows {
        output.append("    \(row.id.base)  →  cell \(row.reuseIdentifier)")
      }
    }

    let table = VirtualTableView(size: CGSize(width: 320, height: 300))
    table.dataSource = dataSource
    table.delegate = dataSource
    try table.layoutIfNeeded()
    output.append("")
    output.append("The table shows:")
    output.append(table.renderText())

    try table.scrollToRow(at: IndexPath(row: 5, section: 2), at: .bottom)
    output.append("")
    output.append("After scrolling to the last language:")
    output.append(table.renderText())

    let stats = table.statistics
    output.append("")
    output.append(
      "Cells created: \(stats.totalCellsCreated) for \(table.numberOfRowsInTable) rows "
        + "(most visible at once: \(stats.peakVisibleCells)); reused \(stats.reuses) times.")
    for (identifier, count) in stats.cellsCreated.sorted(by: { $0.key < $1.key }) {
      output.append("  \(identifier): \(count) created")
    }
    try inspect(table)
    return output.joined(separator: "\n")
  }
}

extension VirtualTableView {
  /// All rows of all sections.
  var numberOfRowsInTable: Int {
    (0..<numberOfSections).reduce(0) { $0 + numberOfRows(inSection: $1) }
  }
}
