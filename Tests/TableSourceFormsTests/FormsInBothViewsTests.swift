import Foundation
import TableSource
import TableSourceForms
import TableSourceFormsTestSupport
import Testing

/// The same form, the same input, in a table and in a collection view: each test runs on both
/// views, and where it can, compares what the view shows with a table showing the same values.
@MainActor
@Suite("Forms in a table and in a collection view: one form, one behaviour")
struct FormsInBothViewsTests {
  @Test(
    "every field kind takes input through its cell and shows what a fresh table with the same values shows",
    arguments: FormViewKind.allCases)
  func everyKind(kind: FormViewKind) throws {
    let form = try makeKindsForm(Kinds(count: 2))
    // Tall enough to show every row in either view, whose headers differ in height.
    let shown = try showForm(form, in: kind, height: 1200)
    try enterEveryKind(
      cell: { shown.cell(at: IndexPath(row: $0, section: 0)) },
      tap: { try shown.tap(IndexPath(row: $0, section: 0)) })
    #expect(enteredEveryKind(form.draft))
    let oracle = try showForm(try makeKindsForm(form.draft), in: .table, height: 1200)
    #expect(shown.rows == oracle.rows)
    #expect(shown.rows.contains("Note 0  [a⏎b]") && shown.rows.contains("Check 0  ✓"))
  }

  @Test(
    "next and previous move the focus through the text fields, scrolling a field off screen into view with its caret",
    arguments: FormViewKind.allCases)
  func nextAndPrevious(kind: FormViewKind) throws {
    let form = try makeLongForm(sections: 6)
    let shown = try showForm(form, in: kind, height: 220)
    #expect(form.focusNext() && form.focusedField == FieldKey(name: "text0"))
    #expect(
      try shown.cell(for: FieldKey(name: "text0"), as: TextFieldCell.self).renderedContent
        == "Text 0  [|‹empty›]")
    // Return moves next, as the keyboard's key does.
    try shown.cell(for: FieldKey(name: "text0"), as: TextFieldCell.self).pressReturn()
    #expect(form.focusedField == FieldKey(name: "secret0"))
    while form.focusNext() {}
    #expect(form.focusedField == FieldKey(name: "note5"))
    // The last field was scrolled into view: its cell shows the caret.
    let last = try #require(shown.rows.last)
    #expect(last == "Note 5  [|‹›]")
    #expect(form.focusPrevious() && form.focusedField == FieldKey(name: "secret5"))
    #expect(shown.rows.contains("Secret 5  [|‹›]"))
  }

  @Test(
    "a tap opens an inline picker beneath its row, a choice in it sets the value and closes it (5.5)",
    arguments: FormViewKind.allCases)
  func inlineRows(kind: FormViewKind) throws {
    let form = try makeTripForm()
    let shown = try showForm(form, in: kind)
    #expect(
      shown.rows == ["Transport  Train  ▾", "Seat  Window  ▾", "Day  day 365  ▾", "Notes  [‹›]"])
    try shown.tap(IndexPath(row: 0, section: 0))
    #expect(shown.rows[0...1] == ["Transport  Train  ▴", "[Train] ‹Bus› ‹Ferry›"])
    #expect(shown.numberOfRows(inSection: 0) == 4)
    try shown.tap(IndexPath(row: 2, section: 0))
    #expect(shown.rows[0...2] == ["Transport  Train  ▾", "Seat  Window  ▴", "[Window] ‹Aisle›"])
    try #require(shown.cell(at: IndexPath(row: 2, section: 0)) as? PickerCell).pick("Aisle")
    #expect(form.draft.seat == "Aisle")
    try shown.tap(IndexPath(row: 1, section: 0))
    #expect(form.openInlineField == nil && shown.numberOfRows(inSection: 0) == 3)
    try shown.tap(IndexPath(row: 0, section: 0))
    try #require(shown.cell(at: IndexPath(row: 1, section: 0)) as? PickerCell).pick("Ferry")
    #expect(form.draft.transport == "Ferry" && form.openInlineField == nil)
    #expect(shown.rows[0] == "Transport  Ferry  ▾")
  }

  @Test(
    "validation: the message row appears beneath the field as the user types, and goes when the value is valid",
    arguments: FormViewKind.allCases)
  func validation(kind: FormViewKind) throws {
    let form = try Form(editing: Account()) {
      FormSection("Account") {
        TextField(\.email, "Email").validated(.required, .email)
        TextField(\.password, "Password", isSecure: true).validated(.minimumLength(8))
      }
    }
    form.validationTiming = .onChange
    let shown = try showForm(form, in: kind)
    let email = try shown.cell(for: FieldKey(\Account.email), as: TextFieldCell.self)
    try email.type("ada")
    #expect(shown.rows == ["Email  [ada]  ⚠", "⚠ Not an email address", "Password  [‹›]"])
    try email.type("@lovelace.dev")
    #expect(shown.rows == ["Email  [ada@lovelace.dev]", "Password  [‹›]"])
    #expect(throws: FormError.self) {
      try shown.cell(for: FieldKey(name: "nothing"), as: TextFieldCell.self)
    }
  }

  @Test(
    "a condition shows and hides a group of fields as the user switches a toggle, and the values stay",
    arguments: FormViewKind.allCases)
  func conditions(kind: FormViewKind) throws {
    let form = try Form(editing: Company()) {
      FormSection("Account") {
        ToggleField(\.isBusiness, "Business account")
        Hidden(when: { !$0[\.isBusiness] }) {
          TextField(\.company, "Company")
          TextField(\.vatNumber, "VAT number")
        }
      }
    }
    let shown = try showForm(form, in: kind)
    #expect(shown.rows == ["Business account  [off]"])
    try shown.cell(for: FieldKey(\Company.isBusiness), as: ToggleCell.self).toggle()
    #expect(shown.rows == ["Business account  [on ]", "Company  [‹›]", "VAT number  [‹›]"])
    try shown.cell(for: FieldKey(\Company.company), as: TextFieldCell.self).type("Engines")
    try shown.cell(for: FieldKey(\Company.isBusiness), as: ToggleCell.self).toggle()
    #expect(shown.rows == ["Business account  [off]"] && form.draft.company == "Engines")
    #expect(throws: FormError.unknownField(String(reflecting: \Company.company))) {
      try shown.cell(for: FieldKey(\Company.company), as: TextFieldCell.self)
    }
  }
}
