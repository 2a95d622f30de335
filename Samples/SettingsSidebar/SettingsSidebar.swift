import Foundation
import TableSource

/// A settings sidebar: an inset-grouped list whose second section is an expandable outline, its
/// rows the same `ListItem` values a table shows, a swipe action on a row, and the outline
/// expanded and collapsed by taps on its disclosure, as a user would.
@MainActor
enum SettingsSidebar {
  /// Every row of the sidebar, by identifier: the one place that says what a row shows.
  static let rows: [String: ListItem] = {
    var rows: [String: ListItem] = [:]
    func add(
      _ id: String, _ text: String, _ detail: String? = nil, _ image: String? = nil,
      parent: Bool = false
    ) {
      rows[id] = ListItem(
        id, text: text, secondaryText: detail, imageName: image,
        style: detail == nil ? .cell() : .valueCell(),
        accessories: parent ? [.outlineDisclosure()] : [.disclosureIndicator()])
    }
    add("profile", "Ada Lovelace", "Apple Account", "person")
    add("wifi", "Wi-Fi", "Home", "wifi")
    add("bluetooth", "Bluetooth", "On", "bt")
    add("general", "General", nil, "gear", parent: true)
    add("about", "About")
    add("storage", "Storage", "58 GB free")
    add("update", "Software Update")
    add("privacy", "Privacy & Security", nil, "hand", parent: true)
    add("location", "Location Services", "On")
    add("camera", "Camera")
    add("display", "Display & Brightness", nil, "sun")
    return rows
  }()

  /// The settings section's outline: two parents with their children, then a leaf.
  static func settingsOutline() throws -> SectionSnapshot<String> {
    var outline = SectionSnapshot<String>()
    try outline.append(["general", "privacy", "display"])
    try outline.append(["about", "storage", "update"], to: "general")
    try outline.append(["location", "camera"], to: "privacy")
    return outline
  }

  static func row(_ id: String) -> ListItem {
    rows[id] ?? ListItem(id, text: id)
  }

  /// Runs the sample and returns what it prints. `inspect` sees the list as the run leaves it.
  static func run(inspect: (VirtualCollectionView) throws -> Void = { _ in }) throws -> String {
    var output: [String] = []

    // The list: inset grouped, a header asked for every section, a trailing swipe action. Its
    // layout is set once the data source its swipe action uses exists.
    var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    var hidden: [String] = []
    let list = VirtualCollectionView(size: CGSize(width: 320, height: 600))
    let dataSource = DiffableDataSource<String, String>(collectionView: list) { row($0) }
    dataSource.header = { .title($0) }
    configuration.trailingSwipeActionsConfigurationProvider = { [unowned dataSource] indexPath in
      guard let id = dataSource.itemIdentifier(for: indexPath), id != "profile" else { return nil }
      return SwipeActionsConfiguration(actions: [
        ContextualAction(style: .destructive, title: "Hide") { _, _, done in
          var snapshot = dataSource.snapshot()
          try snapshot.deleteItems([id])
          try dataSource.apply(snapshot)
          hidden.append(id)
          done(true)
        }
      ])
    }
    list.collectionViewLayout = CompositionalLayout.list(using: configuration)

    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["Connections", "Settings"])
    try snapshot.appendItems(["profile", "wifi", "bluetooth"], toSection: "Connections")
    try dataSource.apply(snapshot, animatingDifferences: false)
    try dataSource.apply(try settingsOutline(), to: "Settings", animatingDifferences: false)
    try list.layoutIfNeeded()
    output.append(
      "An inset-grouped list, its settings an outline, collapsed:\n" + list.renderText())

    // The same rows in a table: one row value, two views.
    let table = VirtualTableView(size: CGSize(width: 320, height: 600))
    let tableSource = DiffableDataSource<String, String>(tableView: table) { row($0) }
    tableSource.header = { .title($0) }
    try tableSource.apply(snapshot, animatingDifferences: false)
    try tableSource.apply(try settingsOutline(), to: "Settings", animatingDifferences: false)
    try table.layoutIfNeeded()
    output.append("The same rows in a table:\n" + table.renderText())
    try table.simulate.tapOutlineDisclosure(row: IndexPath(row: 1, section: 1))
    try table.layoutIfNeeded()
    output.append(
      "The table's Privacy expanded by a tap, its rows indented:\n" + table.renderText())

    // Expanded by a tap on General's disclosure, then Privacy's.
    try list.tapOutlineDisclosure(at: IndexPath(item: 0, section: 1))
    try list.layoutIfNeeded()
    if let privacy = dataSource.indexPath(for: "privacy") {
      try list.tapOutlineDisclosure(at: privacy)
    }
    try list.layoutIfNeeded()
    output.append(
      "General and Privacy expanded by taps on their disclosure:\n" + list.renderText()
        + "\n" + dataSource.snapshot(for: "Settings").visualDescription())

    // A full swipe on Bluetooth hides it.
    let performed = try list.simulate.swipeFully(item: IndexPath(item: 2, section: 0))
    try list.layoutIfNeeded()
    output.append(
      "Bluetooth swiped away (performed: \(performed.map(String.init) ?? "no action"), "
        + "hidden: \(hidden.joined(separator: ", "))):\n" + list.renderText())

    // General collapsed again: its children leave, Privacy's stay.
    try list.tapOutlineDisclosure(at: IndexPath(item: 0, section: 1))
    try list.layoutIfNeeded()
    output.append(
      "General collapsed by a second tap:\n" + list.renderText() + "\n"
        + dataSource.snapshot(for: "Settings").visualDescription())
    try inspect(list)
    return output.joined(separator: "\n\n")
  }
}
