import Foundation
import TableSource
import TableSourceForms
import TableSourceFormsTestSupport
import Testing

/// A model with one value of every kind per section.
struct Kinds: Equatable {
  var texts: [String]
  var notes: [String]
  var toggles: [Bool]
  var checks: [Bool]
  var steps: [Int]
  var levels: [Double]
  var sizes: [String]
  var colors: [String]
  var days: [Date]

  init(count: Int) {
    texts = Array(repeating: "", count: count)
    notes = texts
    toggles = Array(repeating: false, count: count)
    checks = toggles
    steps = Array(repeating: 0, count: count)
    levels = Array(repeating: 0, count: count)
    sizes = Array(repeating: "M", count: count)
    colors = Array(repeating: "Red", count: count)
    days = Array(repeating: Date(timeIntervalSince1970: 0), count: count)
  }
}

/// A form of `model.texts.count` sections, each with one field of every kind.
@MainActor
func makeKindsForm(_ model: Kinds) throws -> Form<Kinds> {
  try Form(editing: model) {
    for index in model.texts.indices {
      FormSection("S\(index)") {
        TextField(\.texts[index], "Text \(index)")
        TextField(\.notes[index], "Note \(index)", multiline: true)
        ToggleField(\.toggles[index], "Toggle \(index)")
        ToggleField(\.checks[index], "Check \(index)", style: .checkmark)
        StepperField(\.steps[index], "Step \(index)", range: 0...5)
        SliderField(\.levels[index], "Level \(index)", range: 0...1, step: 0.25)
        SegmentedField(\.sizes[index], "Size \(index)", segments: ["S", "M", "L"])
        PickerField(\.colors[index], "Color \(index)", options: ["Red", "Green"])
        DatePickerField(
          \.days[index], "Day \(index)",
          format: { "day \(Int($0.timeIntervalSince1970 / 86_400))" })
      }
    }
  }
}

/// Gives each kind of field of section 0 of ``makeKindsForm(_:)`` an input through its cell
/// (`cell(row)`, the check row by a tap, `tap(row)`), in whichever view shows the form.
@MainActor
func enterEveryKind(cell cellAt: (Int) -> TableViewCell?, tap: (Int) throws -> Void) throws {
  func cell<Cell>(_ row: Int, _ type: Cell.Type) throws -> Cell {
    try #require(cellAt(row) as? Cell)
  }
  try cell(0, TextFieldCell.self).type("typed")
  try cell(1, TextFieldCell.self).type("a")
  try cell(1, TextFieldCell.self).pressReturn()
  try cell(1, TextFieldCell.self).type("b")
  try cell(2, ToggleCell.self).toggle()
  try tap(3)
  try cell(4, StepperCell.self).increment()
  try cell(5, SliderCell.self).slide(to: 0.6)
  try cell(6, SegmentedCell.self).choose(2)
  try cell(7, PickerCell.self).pick("Green")
  try cell(8, DatePickerCell.self).pick(Date(timeIntervalSince1970: 86_400 * 3))
}

/// Whether `draft` holds what ``enterEveryKind(cell:tap:)`` entered.
func enteredEveryKind(_ draft: Kinds) -> Bool {
  draft.texts[0] == "typed" && draft.notes[0] == "a\nb" && draft.toggles[0] && draft.checks[0]
    && draft.steps[0] == 1 && draft.levels[0] == 0.5 && draft.sizes[0] == "L"
    && draft.colors[0] == "Green" && draft.days[0] == Date(timeIntervalSince1970: 86_400 * 3)
}

@MainActor
@Suite("Forms: every field kind")
struct FieldKindsTests {
  @Test(
    "B3, every kind: after input and reuse, the table shows exactly what a fresh form with the same values shows"
  )
  func everyKindSurvivesReuse() throws {
    for seed in [11, 12] as [UInt64] {
      let form = try makeKindsForm(Kinds(count: 25))
      let table = try showForm(form, order: .shuffled(seed: seed))
      try enterEveryKind(
        cell: { table.cellForRow(at: IndexPath(row: $0, section: 0)) },
        tap: { try table.simulate.tap(row: IndexPath(row: $0, section: 0)) })
      #expect(enteredEveryKind(form.draft))
      // The same values in a form that never reused a cell: the oracle.
      let fresh = try makeKindsForm(form.draft)
      let oracle = try showForm(fresh)
      for target in [
        IndexPath(row: 8, section: 24), IndexPath(row: 0, section: 12),
        IndexPath(row: 0, section: 0),
      ] {
        try table.scrollToRow(at: target, at: .top)
        try oracle.scrollToRow(at: target, at: .top)
        #expect(table.renderText() == oracle.renderText(), "seed \(seed), at \(target)")
      }
      #expect(table.renderText().contains("Note 0  [a⏎b]"))
    }
  }

  @Test(
    "a button runs its action when tapped, not when disabled; a check row sets and clears its mark")
  func buttonsAndChecks() throws {
    var tapped = 0
    let form = try Form(editing: Profile()) {
      FormSection("Actions") {
        ButtonField("save", "Save") { _ in tapped += 1 }
        ButtonField("delete", "Delete", isDestructive: true, isEnabled: false) { _ in tapped += 100
        }
        ToggleField(\.isPublic, "Public", style: .checkmark)
      }
    }
    let table = try showForm(form)
    try table.simulate.tap(row: IndexPath(row: 0, section: 0))
    try table.simulate.tap(row: IndexPath(row: 1, section: 0))
    #expect(tapped == 1)
    try table.simulate.tap(row: IndexPath(row: 2, section: 0))
    #expect(form.draft.isPublic)
    #expect(
      table.visibleCells.map(\.renderedContent) == [
        "[ Save ]", "[! Delete ]  (disabled)", "Public  ✓",
      ])
    try table.simulate.tap(row: IndexPath(row: 2, section: 0))
    #expect(!form.draft.isPublic && table.visibleCells[2].renderedContent == "Public")
  }

  @Test("a slider keeps values within its range and on its steps")
  func sliderRules() throws {
    let form = try makeKindsForm(Kinds(count: 1))
    let table = try showForm(form)
    let slider = try #require(table.cellForRow(at: IndexPath(row: 5, section: 0)) as? SliderCell)
    try slider.slide(to: 7)
    #expect(form.draft.levels[0] == 1 && slider.renderedContent == "Level 0  1  [----------|]")
    try slider.slide(to: 0.3)
    #expect(
      form.draft.levels[0] == 0.25 && slider.renderedContent == "Level 0  0.25  [---|-------]")
    try slider.slide(to: .nan)
    #expect(form.draft.levels[0] == 0.25, "not a number: ignored")
  }

  @Test(
    "a selector presents its options in a table of their own; choosing one sets the value and dismisses it"
  )
  func selector() throws {
    struct Place: Equatable { var country = "France" }
    let form = try Form(editing: Place()) {
      FormSection("Where") {
        SelectorField(\.country, "Country", options: ["France", "Japan", "Peru"])
      }
    }
    var presented: [String] = []
    form.onPresentSelector = { presented.append($0.title) }
    let table = try showForm(form)
    try table.simulate.tap(row: IndexPath(row: 0, section: 0))
    let screen = try #require(form.presentedSelector)
    #expect(presented == ["Country"] && screen.selectedIndex == 0)
    var dismissed = false
    screen.onDismiss = { dismissed = true }
    // The screen's table, as an app would show it.
    let options = VirtualTableView(size: CGSize(width: 320, height: 300))
    options.dataSource = screen.dataSource
    options.delegate = screen.dataSource
    try options.layoutIfNeeded()
    #expect(options.visibleCells.map(\.renderedContent) == ["France  ✓", "Japan", "Peru"])
    try options.simulate.tap(row: IndexPath(row: 1, section: 0))
    #expect(form.draft.country == "Japan" && dismissed && form.presentedSelector == nil)
    #expect(table.visibleCells[0].renderedContent == "Country  Japan  >")
  }
}
