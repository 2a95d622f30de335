import Foundation
import TableSource
import TableSourceForms
import TableSourceFormsCore
import TableSourceTesting
import TableSourceVirtualCollection
import Testing

/// A model with fields of each kind that takes input, over enough sections that a list scrolls
/// and reuses its cells.
private struct Settings: Equatable {
  var names: [String]
  var switches: [Bool]
  var counts: [Int]
  var levels: [Double]
  var sizes: [String]
  var colors: [String]
  var days: [Date]

  init(count: Int) {
    names = (0..<count).map { "Name \($0)" }
    switches = (0..<count).map { $0 % 2 == 0 }
    counts = Array(0..<count)
    levels = Array(repeating: 0.5, count: count)
    sizes = Array(repeating: "M", count: count)
    colors = Array(repeating: "Red", count: count)
    days = Array(repeating: Date(timeIntervalSince1970: 0), count: count)
  }
}

/// A toggle cell with the B3 bug: a tap switches what the cell draws and never reaches the form,
/// so the switch is lost once the cell is reused (or shows on the row the cell goes to).
private final class StickyToggleCell: FieldTableViewCell<ToggleContent, Bool>, UserActionCell {
  /// Whether the user switched the cell: kept in the cell, not in the form.
  private var switched = false

  var userActions: [CellUserAction] {
    [CellUserAction("toggle") { [weak self] in self?.switched.toggle() }]
  }

  override var renderedContent: String {
    guard let content else { return "" }
    return content.title + "  [\(content.isOn != switched ? "on " : "off")]"
  }
}

@MainActor
@Suite("Reuse audit: forms in a list")
struct FormInListAuditTests {
  private static func makeForm(count: Int = 6) throws -> Form<Settings> {
    try Form(editing: Settings(count: count)) {
      for index in 0..<count {
        FormSection("S\(index)") {
          TextField(\.names[index], "Name")
          ToggleField(\.switches[index], "Switch \(index)")
          StepperField(\.counts[index], "Count", range: 0...100)
          SliderField(\.levels[index], "Level", range: 0...1, step: 0.25)
          SegmentedField(\.sizes[index], "Size", segments: ["S", "M", "L"])
          PickerField(\.colors[index], "Color", options: ["Red", "Green"])
          DatePickerField(\.days[index], "Day", format: { "day \(Int($0.timeIntervalSince1970))" })
        }
      }
    }
  }

  private static func list() -> VirtualCollectionView {
    VirtualCollectionView(
      size: CGSize(width: 320, height: 480),
      layout: CompositionalLayout.list(
        using: CollectionLayoutListConfiguration(appearance: .insetGrouped)))
  }

  @Test(
    "a form in a list audits clean, its field cells' actions driven through their list cells (B3, B4)"
  )
  func formInListIsClean() throws {
    let form = try Self.makeForm()
    let list = Self.list()
    form.show(in: list)
    try list.layoutIfNeeded()
    let cell = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect((cell as? any UserActionCell)?.userActions.map(\.name) == ["toggle"])
    let report = try ReuseAudit().run(on: list)
    #expect(report.isClean, "\(report)")
    #expect(report.checks.contains(.stateKeptInCell) && report.checks.contains(.staleIndexPath))
    #expect(report.skipped[.stateKeptInCell] == nil, "\(report)")
    #expect(report.skipped[.staleIndexPath] == nil, "\(report)")
    // Text (2 actions), toggle (1), stepper (2), slider (1), segments (1), picker (1) and date
    // (1): each at least once in B3 and twice in B4 (the row above moved down, then up).
    #expect(report.actionsTaken >= 27, "\(report)")
  }

  @Test(
    "a field cell that keeps the user's input to itself is found in a list as in a table (B3)"
  )
  func plantedBugIsFound() throws {
    var listCells = FormCells.virtualCollection
    listCells.toggle = FieldListCell<StickyToggleCell>.self
    let listForm = try Self.makeForm()
    let list = Self.list()
    listForm.show(in: list, cells: listCells)
    let inList = try ReuseAudit().run(on: list)
    let found = inList.findings(of: .stateKeptInCell)
    #expect(!found.isEmpty, "\(inList)")
    #expect(found.allSatisfy { $0.actual.contains("Switch") }, "\(inList)")

    var tableCells = FormCells.virtualTable
    tableCells.toggle = StickyToggleCell.self
    let tableForm = try Self.makeForm()
    let table = VirtualTableView(size: CGSize(width: 320, height: 480))
    tableForm.show(in: table, cells: tableCells)
    let inTable = try ReuseAudit().run(on: table)
    #expect(!inTable.findings(of: .stateKeptInCell).isEmpty, "\(inTable)")
  }
}
