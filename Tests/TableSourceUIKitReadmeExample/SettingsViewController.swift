// The README's UIKit example: below the `// README` line, the README's code after its imports
// (a test compares the two). The README imports UIKit, for which Linux builds use the
// declarations-only stand-in.
import TableSourceUIKit

#if canImport(UIKit)
  import UIKit
#else
  import UIKitDeclarations
#endif

// README

/// A setting: its name, with a checkmark when it is on.
@available(iOS 14.0, tvOS 14.0, *)
struct SettingRow: TableViewRow, Equatable {
  let id: String
  let isOn: Bool

  func configure(_ cell: UITableViewCell) {
    var content = cell.defaultContentConfiguration()
    content.text = id
    cell.contentConfiguration = content
    cell.accessoryType = isOn ? .checkmark : .none
  }
}

@available(iOS 14.0, tvOS 14.0, *)
final class SettingsViewController: UIViewController {
  // `.grouped`, not `.insetGrouped`: the inset style is iOS's alone, and this compiles for tvOS.
  private let tableView = UITableView(frame: .zero, style: .grouped)
  private var dataSource: DiffableDataSource<String, String>?
  private var enabled: Set<String> = ["Wi-Fi"]

  override func loadView() {
    view = tableView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // The data source becomes the table's data source and delegate; a tap runs the row's
    // handler, with the row's identity.
    let dataSource = DiffableDataSource<String, String>(tableView: tableView) { [unowned self] in
      SettingRow(id: $0, isOn: enabled.contains($0))
        .onSelect { [unowned self] event in toggle(event.id) }
    }
    dataSource.header = { "\($0)" }
    self.dataSource = dataSource
    show(animated: false)
  }

  private func toggle(_ id: AnyHashable) {
    guard let name = id as? String else { return }
    if enabled.remove(name) == nil { enabled.insert(name) }
    show(animated: true)
  }

  private func show(animated: Bool) {
    var snapshot = Snapshot<String, String>()
    do {
      try snapshot.appendSections(["Connections", "Sounds"])
      try snapshot.appendItems(["Wi-Fi", "Bluetooth"], toSection: "Connections")
      try snapshot.appendItems(["Keyboard Clicks"], toSection: "Sounds")
      // The first apply reloads the table; later ones animate what changed. A row whose
      // checkmark changed is reconfigured in place: same cell, new content.
      try dataSource?.apply(snapshot, animatingDifferences: animated)
    } catch {
      print("Settings: \(error)")
    }
  }
}
