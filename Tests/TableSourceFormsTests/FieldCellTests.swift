import Foundation
import TableSource
import TableSourceForms
import TableSourceFormsTestSupport
import Testing

@MainActor
@Suite("Forms: field cells show the form's values and report the user's input")
struct FieldCellTests {
  @Test(
    "B3: typed text and switched toggles survive their cells being reused by other rows, and no other row shows them"
  )
  func inputSurvivesReuse() throws {
    for seed in [1, 2, 3] as [UInt64] {
      let form = try makeLongForm(sections: 30)
      let table = try showForm(form, order: .shuffled(seed: seed))
      let text = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextFieldCell)
      try text.type("hello")
      let toggle = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ToggleCell)
      try toggle.toggle()
      let secret = try #require(
        table.cellForRow(at: IndexPath(row: 2, section: 0)) as? TextFieldCell)
      try secret.type("pw")
      // Down to the end and back: every cell is reused many times over.
      try table.scrollToRow(at: IndexPath(row: 4, section: 29), at: .bottom)
      let picture = table.renderText()
      #expect(!picture.contains("hello") && !picture.contains("[on ]") && !picture.contains("••"))
      try table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top)
      let back = table.renderText()
      #expect(back.contains("Text 0  [hello]"), "seed \(seed)")
      #expect(back.contains("Toggle 0  [on ]"), "seed \(seed)")
      #expect(back.contains("Secret 0  [••]"), "seed \(seed)")
      #expect(form.values()["text0"] == AnyHashable("hello"))
      #expect(form.values()["toggle0"] == AnyHashable(true))
      #expect(form.changedFields.map(\.description) == ["text0", "toggle0", "secret0"])
    }
  }

  @Test("a cell reused for another row no longer changes the row it showed")
  func reusedCellIsUnbound() throws {
    let form = try makeLongForm(sections: 30)
    let table = try showForm(form)
    let text = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextFieldCell)
    try table.scrollToRow(at: IndexPath(row: 4, section: 29), at: .bottom)
    if text.binding == nil {
      #expect(throws: FormError.cellShowsNoField) { try text.type("late") }
    } else {
      // Reused for another row: input changes that row, never text0.
      let shown = try #require(text.binding?.key)
      try text.type("x")
      #expect(shown != FieldKey(name: "text0"))
    }
    #expect(form.values()["text0"] == AnyHashable(""))
  }

  @Test(
    "scrolling a 1,000-field form up and down ten times keeps the live subscriptions within the cells the table made"
  )
  func subscriptionsStayBounded() throws {
    let form = try makeLongForm(sections: 200)
    let table = try showForm(form)
    var most = 0
    for _ in 0..<10 {
      for target in [IndexPath(row: 4, section: 199), IndexPath(row: 0, section: 0)] {
        try table.scrollToRow(at: target, at: .middle)
        most = max(most, form.liveSubscriptionCount)
      }
      try table.scroll(by: 5_000)
      most = max(most, form.liveSubscriptionCount)
    }
    // A cell holds a subscription from its configuration until its reuse: the cells on screen,
    // and those queued for reuse. The table made only a screenful of cells and a few more.
    #expect(most > 0 && most <= table.statistics.totalCellsCreated)
    #expect(table.statistics.totalCellsCreated <= table.visibleCells.count + 6)
  }

  @Test(
    "a keystroke configures exactly the field's own cell, once, in the cell type the table was given for text fields"
  )
  func keystrokeConfiguresOneCell() throws {
    let form = try Form(editing: Profile()) {
      FormSection("Account") {
        TextField(\.name, "Name")
        TextField(\.email, "Email")
      }
    }
    var cells = FormCells.virtualTable
    cells.textField = CountingTextCell.self
    let table = try showForm(form, cells: cells)
    let cell = try #require(
      table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingTextCell)
    CountingTextCell.shows = 0
    try cell.type("!")
    #expect(CountingTextCell.shows == 1)
    #expect(form.draft.name == "Ada!")
    #expect(cell.renderedContent == "Name  [Ada!]")
  }

  @Test(
    "shown in a second table, a form moves there in the cells that table was given, and the first table's cells no longer reach it"
  )
  func showInAnotherTable() throws {
    let form = try Form(editing: Profile()) {
      FormSection("Account") {
        TextField(\.name, "Name")
        ToggleField(\.isPublic, "Public profile")
      }
    }
    let first = try showForm(form)
    let before = try #require(first.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextFieldCell)
    var cells = FormCells.virtualTable
    cells.textField = CountingTextCell.self
    let second = try showForm(form, cells: cells)
    let after = try #require(
      second.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingTextCell)
    #expect(second.cellForRow(at: IndexPath(row: 1, section: 0)) is ToggleCell)
    try after.type("!")
    #expect(form.draft.name == "Ada!")
    // The form binds one cell per field: the second table's took the binding.
    #expect(throws: FormError.cellShowsNoField) { try before.type("?") }
    #expect(form.draft.name == "Ada!")
  }

  @Test(
    "text fields cut text at their maximum length, keep text that does not parse yet, and ignore input when disabled"
  )
  func textFieldRules() throws {
    var profile = Profile()
    profile.age = 3
    let form = try Form(editing: profile) {
      FormSection("Fields") {
        TextField(\.name, "Name", maximumLength: 5)
        TextField(\.age, "Age", keyboard: .number, format: { String($0) }, parse: { Int($0) })
        TextField(\.email, "Email", placeholder: "you@example.com", isEnabled: false)
      }
    }
    let table = try showForm(form)
    let name = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextFieldCell)
    let age = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TextFieldCell)
    let email = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? TextFieldCell)
    try name.type("Lovelace")
    #expect(form.draft.name == "AdaLo" && name.renderedContent == "Name  [AdaLo]")
    try age.clear()
    try age.type("-")
    #expect(form.draft.age == 3, "a lone minus does not parse: the value stays")
    #expect(age.renderedContent == "Age  [-]", "and the cell shows what was typed")
    try age.type("7")
    #expect(form.draft.age == -7 && age.renderedContent == "Age  [-7]")
    try age.deleteBackward()
    try age.deleteBackward()
    try age.type("12")
    #expect(form.draft.age == 12)
    try email.type("x")
    #expect(
      form.draft.email == "" && email.renderedContent == "Email  [‹you@example.com›]  (disabled)")
  }

  @Test("a stepper steps within its range, and an information row shows the current value")
  func stepperAndInfo() throws {
    let form = try makeProfileForm()
    let table = try showForm(form)
    let stepper = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)) as? StepperCell)
    try stepper.decrement()
    try stepper.decrement()
    #expect(form.draft.guests == 1 && stepper.renderedContent == "Guests  1  [· +]")
    for _ in 0..<10 { try stepper.increment() }
    #expect(form.draft.guests == 8 && stepper.renderedContent == "Guests  8  [− ·]")
    let info = try #require(table.cellForRow(at: IndexPath(row: 2, section: 1)) as? InfoCell)
    #expect(info.renderedContent == "Member since  2019")
  }

  @Test("cancel and setValue reach the cells on screen")
  func programmaticChangesReachCells() throws {
    let form = try makeProfileForm()
    let table = try showForm(form)
    let name = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextFieldCell)
    try name.type("!")
    form.cancel()
    #expect(name.renderedContent == "Name  [Ada]")
    try form.setValue(true, for: \.isPublic)
    let toggle = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)) as? ToggleCell)
    #expect(toggle.renderedContent == "Public profile  [on ]")
  }
}

/// A text cell of the test's own, counting how often the form shows it content: users bring
/// their own cells through ``FieldCell``.
final class CountingTextCell: FieldTableViewCell<TextFieldContent, TextFieldInput> {
  nonisolated(unsafe) static var shows = 0

  override func show(_ content: TextFieldContent, binding: FieldBinding<TextFieldInput>) {
    Self.shows += 1
    super.show(content, binding: binding)
  }

  override var renderedContent: String {
    guard let content else { return "" }
    return "\(content.title)  [\(content.text)]"
  }

  func type(_ text: String) throws { try report(.text((content?.text ?? "") + text)) }
}
