import Foundation
import TableSource
import TableSourceForms
import TableSourceFormsTestSupport
import Testing

@MainActor
@Suite("Forms: conditional rows and sections")
struct ConditionTests {
  private func makeForm(clears: Bool = false) throws -> Form<Company> {
    try Form(editing: Company()) {
      FormSection("Account") {
        ToggleField(\.isBusiness, "Business account")
        Hidden(when: { !$0[\.isBusiness] }, clearsValues: clears) {
          TextField(\.company, "Company").validated(.required, timing: .onSubmit)
          TextField(\.vatNumber, "VAT number")
          ToggleField(\.hasOffice, "Has an office")
        }
        // A chain: the office shows when the (possibly hidden) office toggle is on.
        Hidden(when: { !$0[\.hasOffice] }) {
          TextField(\.office, "Office")
          DatePickerField(\.founded, "Founded", inline: true, format: { _ in "day 0" })
        }
      }
    }
  }

  @Test(
    "a toggle shows and hides a group of fields, each time by one batch update, and the values stay"
  )
  func showAndHide() throws {
    let form = try makeForm()
    let table = try showForm(form)
    #expect(rows(table) == ["Business account  [off]"])
    let before = commits(table)
    try form.setValue(true, for: \.isBusiness)
    #expect(commits(table) == before + 1)
    #expect(
      rows(table) == [
        "Business account  [on ]", "Company  [‹›]", "VAT number  [‹›]", "Has an office  [off]",
      ])
    try form.setValue("Analytical Engines", for: \.company)
    try form.setValue(false, for: \.isBusiness)
    #expect(commits(table) == before + 2 && rows(table) == ["Business account  [off]"])
    #expect(form.draft.company == "Analytical Engines")
  }

  @Test(
    "chains: a condition reads a hidden field's value; each change evaluates only the conditions that read the field"
  )
  func chainsAndDependencyTracking() throws {
    let form = try makeForm()
    let table = try showForm(form)
    let start = form.conditionEvaluations
    #expect(start == 2, "each condition is evaluated once when the form is built")
    try form.setValue(true, for: \.isBusiness)
    #expect(form.conditionEvaluations == start + 1)
    try form.setValue(true, for: \.hasOffice)
    #expect(form.conditionEvaluations == start + 2)
    #expect(rows(table).suffix(2) == ["Office  [‹›]", "Founded  day 0  ▾"])
    // Hiding the office toggle leaves its value on: the office stays shown.
    try form.setValue(false, for: \.isBusiness)
    #expect(rows(table) == ["Business account  [off]", "Office  [‹›]", "Founded  day 0  ▾"])
    // A field no condition reads evaluates none.
    try form.setValue("Somewhere", for: \.office)
    try form.setValue("Notes", for: \.vatNumber)
    #expect(form.conditionEvaluations == start + 3)
  }

  @Test(
    "hidden fields are skipped by validation and by next and previous; an open inline row closes with its field, in the same batch"
  )
  func hiddenFieldsStepAside() throws {
    let form = try makeForm()
    let table = try showForm(form)
    try form.setValue(true, for: \.isBusiness)
    try form.setValue(true, for: \.hasOffice)
    #expect(form.validate().failures.map(\.field) == [FieldKey(\Company.company)])
    #expect(form.focusOrder.count == 3)
    try form.toggleInlineRow(of: FieldKey(\Company.founded))
    #expect(form.openInlineField == FieldKey(\Company.founded))
    let before = commits(table)
    try form.setValue(false, for: \.hasOffice)
    #expect(form.openInlineField == nil && commits(table) == before + 1)
    try form.setValue(false, for: \.isBusiness)
    #expect(form.validate().isValid && form.validationMessages.isEmpty)
    #expect(form.focusOrder == [])
    #expect(rows(table) == ["Business account  [off]"])
  }

  @Test("with clearsValues, hiding puts the fields' original values back")
  func clearsValues() throws {
    let form = try makeForm(clears: true)
    _ = try showForm(form)
    try form.setValue(true, for: \.isBusiness)
    try form.setValue("Analytical Engines", for: \.company)
    try form.setValue(false, for: \.isBusiness)
    #expect(form.draft.company == "" && !form.hasChanges)
  }

  @Test("a section hides with its fields while its condition holds")
  func hiddenSection() throws {
    let form = try Form(editing: Company()) {
      FormSection("Kind") { ToggleField(\.isBusiness, "Business account") }
      FormSection("Company", hidden: { !$0[\.isBusiness] }) {
        TextField(\.company, "Company")
      }
    }
    let table = try showForm(form)
    #expect(table.numberOfSections == 1)
    try form.setValue(true, for: \.isBusiness)
    #expect(table.numberOfSections == 2 && rows(table).last == "Company  [‹›]")
  }

  @Test(
    "a Disabled group: its cells show disabled and ignore input, its text field cannot take the focus and loses it, it is not validated, and all comes back when the condition no longer holds"
  )
  func disabledGroup() throws {
    let form = try Form(editing: Company()) {
      FormSection("Account") {
        ToggleField(\.isBusiness, "Locked")
        Disabled(when: { $0[\.isBusiness] }) {
          TextField(\.company, "Company").validated(.required, timing: .onSubmit)
          ToggleField(\.hasOffice, "Has an office", style: .checkmark)
        }
      }
    }
    let table = try showForm(form)
    let company = try #require(
      table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TextFieldCell)
    try company.tap()
    #expect(form.focusedField == FieldKey(\Company.company))
    let evaluations = form.conditionEvaluations
    try form.setValue(true, for: \.isBusiness)
    #expect(form.conditionEvaluations == evaluations + 1)
    #expect(form.focusedField == nil)
    #expect(
      rows(table) == ["Locked  [on ]", "Company  [‹›]  (disabled)", "Has an office  (disabled)"])
    try company.type("Engines")
    try table.simulate.tap(row: IndexPath(row: 2, section: 0))
    #expect(form.draft.company == "" && !form.draft.hasOffice)
    #expect(throws: FormError.notFocusable("\\Company.company")) {
      try form.focus(FieldKey(\Company.company))
    }
    #expect(form.focusOrder.isEmpty && form.validate().isValid)
    try form.setValue(false, for: \.isBusiness)
    #expect(rows(table) == ["Locked  [off]", "Company  [‹›]", "Has an office"])
    try company.type("Engines")
    #expect(form.draft.company == "Engines")
  }

  @Test("a section's fields are disabled while its condition holds")
  func disabledSection() throws {
    let form = try Form(editing: Company()) {
      FormSection("Kind") { ToggleField(\.isBusiness, "Locked") }
      FormSection("Company", disabled: { $0[\.isBusiness] }) { TextField(\.company, "Company") }
    }
    let table = try showForm(form)
    try form.setValue(true, for: \.isBusiness)
    #expect(rows(table).last == "Company  [‹›]  (disabled)")
    try form.setValue(false, for: \.isBusiness)
    #expect(rows(table).last == "Company  [‹›]")
  }
}
