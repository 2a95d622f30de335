import Foundation
import TableSource
import TableSourceTestSupport
import Testing

/// Records what a row handler or an app's delegate heard.
@MainActor
final class Heard {
  var events: [String] = []
}

/// An app's own delegate: it hears selections and displays, and answers a swipe for rows that
/// define none and a height for rows that have none.
@MainActor
final class AppDelegate: TableViewDelegate {
  let heard: Heard
  init(_ heard: Heard) { self.heard = heard }

  func tableView(_ tableView: VirtualTableView, didSelectRowAt indexPath: IndexPath) {
    heard.events.append("app didSelect \(indexPath.tableRowDescription)")
  }

  func tableView(
    _ tableView: VirtualTableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    heard.events.append("app willDisplay \(indexPath.tableRowDescription)")
  }

  func tableView(_ tableView: VirtualTableView, heightForRowAt indexPath: IndexPath) -> CGFloat? {
    30
  }

  func tableView(
    _ tableView: VirtualTableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    SwipeActionsConfiguration(actions: [
      ContextualAction(style: .normal, title: "App") { _, _, completion in completion(true) }
    ])
  }
}

extension IndexPath {
  fileprivate var tableRowDescription: String { "\(section).\(row)" }
}

@MainActor
@Suite("Per-row behaviour and the app's own delegate")
struct RowBehaviorTests {
  private func archive(_ heard: Heard) -> SwipeActionsConfiguration {
    SwipeActionsConfiguration(actions: [
      ContextualAction(style: .normal, title: "Archive") { _, path, completion in
        heard.events.append("archive \(path.tableRowDescription)")
        completion(true)
      }
    ])
  }

  private func sections(_ heard: Heard) -> [any TableViewSection] {
    [
      TableSection(
        id: "main", header: .view(Banner(title: "Main", subtitle: "")),
        rows: [
          AnyRow(LabelRow(id: 1, text: "Open", height: 60)).onSelect { event in
            heard.events.append("open \(event.id) at \(event.indexPath.tableRowDescription)")
          },
          LabelRow(id: 2, text: "Version").selectable(false),
          LabelRow(id: 3, text: "Draft").swipeActions(.trailing, archive(heard)).editable(false),
          LabelRow(id: 4, text: "Plain").movable(false),
        ])
    ]
  }

  @Test("6.3 a row's handler gets its identity and its index path at the time of the tap")
  func handlerGetsCurrentIndexPath() throws {
    let heard = Heard()
    let dataSource = try SectionsDataSource(sections: sections(heard))
    let table = try makeTable(dataSource)
    try table.layoutIfNeeded()
    try table.simulate.tap(row: IndexPath(row: 0, section: 0))
    try dataSource.insertRow(
      LabelRow(id: 0, text: "New"), at: IndexPath(row: 0, section: 0), in: table)
    try table.simulate.tap(row: IndexPath(row: 1, section: 0))
    #expect(heard.events == ["open 1 at 0.0", "open 1 at 0.1"])
  }

  @Test("6.2 7.1 7.3 7.4 a row can refuse selection, editing and moving, and offer its own swipe")
  func rowsRefuseAndOffer() throws {
    let heard = Heard()
    let dataSource = try SectionsDataSource(sections: sections(heard))
    dataSource.allowsReordering = true
    let table = try makeTable(dataSource)
    try table.layoutIfNeeded()
    try table.simulate.tap(row: IndexPath(row: 1, section: 0))
    #expect(table.indexPathForSelectedRow == nil, "not selectable")
    #expect(!table.canEditRow(at: IndexPath(row: 2, section: 0)))
    #expect(table.canEditRow(at: IndexPath(row: 3, section: 0)))
    #expect(!table.canMoveRow(at: IndexPath(row: 3, section: 0)))
    #expect(
      table.simulate.swipeActions(row: IndexPath(row: 2, section: 0))?.actions.map(\.title) == [
        "Archive"
      ])
    #expect(try table.simulate.tapSwipeAction(row: IndexPath(row: 2, section: 0)) == true)
    #expect(heard.events == ["archive 0.2"])
  }

  @Test(
    "the app's own delegate hears selections and displays, and the rows keep their heights, header views and swipes"
  )
  func appDelegateLosesNothing() throws {
    let heard = Heard()
    let dataSource = try SectionsDataSource(sections: sections(heard))
    let appDelegate = AppDelegate(heard)
    dataSource.delegate = appDelegate
    let table = try makeTable(dataSource)
    try table.layoutIfNeeded()
    #expect(heard.events.filter { $0.hasPrefix("app willDisplay") }.count == 4)
    heard.events.removeAll()
    try table.simulate.tap(row: IndexPath(row: 0, section: 0))
    #expect(heard.events == ["open 1 at 0.0", "app didSelect 0.0"], "the row's handler first")
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60, "the row's height")
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 30, "the app's height")
    #expect(table.headerView(forSection: 0) is BannerView, "the section's header view")
    #expect(
      table.simulate.swipeActions(row: IndexPath(row: 2, section: 0))?.actions.map(\.title) == [
        "Archive"
      ])
    #expect(
      table.simulate.swipeActions(row: IndexPath(row: 3, section: 0))?.actions.map(\.title) == [
        "App"
      ])
  }

  @Test("6.3 the diffable data source routes per-row behaviour and the app's delegate the same way")
  func diffableRoutesBehaviour() throws {
    let heard = Heard()
    let table = VirtualTableView(size: CGSize(width: 320, height: 300))
    let dataSource = DiffableDataSource<String, Int>(tableView: table) { id in
      LabelRow(id: id).onSelect { event in
        heard.events.append("row \(event.id) at \(event.indexPath.tableRowDescription)")
      }
    }
    let appDelegate = AppDelegate(heard)
    dataSource.delegate = appDelegate
    var snapshot = Snapshot<String, Int>()
    try snapshot.appendSections(["s"])
    try snapshot.appendItems([7, 8])
    try dataSource.apply(snapshot)
    try table.layoutIfNeeded()
    heard.events.removeAll()
    try table.simulate.tap(row: IndexPath(row: 1, section: 0))
    #expect(heard.events == ["row 8 at 0.1", "app didSelect 0.1"])
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 30)
  }

  @Test(
    "6.7 a detail button's tap runs the row's handler and the app's delegate, and selects nothing")
  func accessoryTap() throws {
    let heard = Heard()
    let dataSource = try SectionsDataSource(sections: [
      TableSection(rows: [
        TextRow(id: "info", text: "Info", accessory: .detailButton).onAccessoryTap { event in
          heard.events.append("info \(event.id) at \(event.indexPath.tableRowDescription)")
        },
        AnyRow(TextRow(id: "plain", text: "Plain", accessory: .disclosureIndicator)),
      ])
    ])
    let appDelegate = AccessoryDelegate(heard)
    dataSource.delegate = appDelegate
    let table = try makeTable(dataSource)
    try table.layoutIfNeeded()
    #expect(try table.simulate.tapAccessory(row: IndexPath(row: 0, section: 0)))
    #expect(!(try table.simulate.tapAccessory(row: IndexPath(row: 1, section: 0))), "no button")
    #expect(heard.events == ["info info at 0.0", "app accessory 0.0"])
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.renderText().contains("Info  ⓘ"))
  }
}

/// An app's delegate that hears accessory taps.
@MainActor
final class AccessoryDelegate: TableViewDelegate {
  let heard: Heard
  init(_ heard: Heard) { self.heard = heard }

  func tableView(
    _ tableView: VirtualTableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {
    heard.events.append("app accessory \(indexPath.tableRowDescription)")
  }
}
