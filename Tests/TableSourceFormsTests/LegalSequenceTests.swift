import Foundation
import TableSource
import TableSourceForms
import TableSourceFormsTestSupport
import Testing

/// A toggle cell that, once armed, switches itself while the table configures it: a change the
/// form makes from inside the table's `cellForRowAt`, which the table cannot take then.
final class SelfSwitchingCell: FieldTableViewCell<ToggleContent, Bool> {
  /// How the next configuration switches the toggle, if it does.
  nonisolated(unsafe) static var armed: Arming?
  /// What the cell's own action threw.
  nonisolated(unsafe) static var thrown: (any Error)?

  enum Arming {
    /// Through the binding, as a UIKit control's action does: nothing to throw to.
    case binding
    /// Through the virtual cell's action, which throws.
    case action
  }

  override func show(_ content: ToggleContent, binding: FieldBinding<Bool>) {
    super.show(content, binding: binding)
    guard let arming = Self.armed else { return }
    Self.armed = nil
    switch arming {
    case .binding: binding.set(!content.isOn)
    case .action:
      do { try report(!content.isOn) } catch { Self.thrown = error }
    }
  }
}

@MainActor
@Suite("Forms: no wrong state after a legal sequence", .serialized)
struct LegalSequenceTests {
  @Test(
    "a button that saves, tapped with the invalid field off screen, brings the field into view from the selection callback"
  )
  func saveRevealsFromSelection() throws {
    var saved = 0
    let form = try Form(editing: Company()) {
      FormSection("Company") {
        TextField(\.company, "Company").validated(.required, timing: .onSubmit)
        for index in 0..<30 { TextField(\.notes[index], "Note \(index)") }
        ButtonField("save", "Save") { form in
          if (try? form.save()) != nil { saved += 1 }
        }
      }
    }
    var errors: [any Error] = []
    form.onTableError = { errors.append($0) }
    let table = try showForm(form)
    let save = IndexPath(row: 31, section: 0)
    try table.scrollToRow(at: save, at: .bottom)
    #expect(!table.indexPathsForVisibleRows.contains(IndexPath(row: 0, section: 0)))
    try table.simulate.tap(row: save)
    #expect(saved == 0 && errors.isEmpty)
    #expect(table.indexPathsForVisibleRows.contains(IndexPath(row: 0, section: 0)))
    #expect(form.focusedField == FieldKey(\Company.company))
    #expect(rows(table).prefix(2) == ["Company  [|‹›]  ⚠", "⚠ Required"])
  }

  @Test(
    "an inline picker disabled while open closes in the batch that disables it, and cannot open while disabled"
  )
  func disablingClosesInlineRow() throws {
    let form = try Form(editing: Company()) {
      FormSection("S") {
        ToggleField(\.isBusiness, "Locked")
        Disabled(when: { $0[\.isBusiness] }) {
          PickerField(\.company, "Kind", options: ["", "Ltd", "LLC"], inline: true)
        }
      }
    }
    let table = try showForm(form)
    try table.simulate.tap(row: IndexPath(row: 1, section: 0))
    #expect(
      form.openInlineField == FieldKey(\Company.company) && table.numberOfRows(inSection: 0) == 3)
    let batches = commits(table)
    try form.setValue(true, for: \.isBusiness)
    #expect(form.openInlineField == nil && table.numberOfRows(inSection: 0) == 2)
    #expect(commits(table) == batches + 1)
    try table.simulate.tap(row: IndexPath(row: 1, section: 0))
    try form.toggleInlineRow(of: FieldKey(\Company.company))
    #expect(form.openInlineField == nil, "a disabled field opens nothing")
    try form.setValue(false, for: \.isBusiness)
    try table.simulate.tap(row: IndexPath(row: 1, section: 0))
    #expect(form.openInlineField == FieldKey(\Company.company))
  }

  @Test(
    "a cell whose row left the table (hidden, its inline row closed) no longer writes into its field"
  )
  func bindingsEndWithTheirRows() throws {
    let form = try Form(editing: Company()) {
      FormSection("S") {
        ToggleField(\.isBusiness, "Business")
        Hidden(when: { !$0[\.isBusiness] }) { TextField(\.vatNumber, "VAT") }
        PickerField(\.office, "Office", options: ["", "Paris", "Oslo"], inline: true)
      }
    }
    let table = try showForm(form)
    try form.setValue(true, for: \.isBusiness)
    let vat = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TextFieldCell)
    try table.simulate.tap(row: IndexPath(row: 2, section: 0))
    let picker = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)) as? PickerCell)
    try form.setValue(false, for: \.isBusiness)
    #expect(throws: FormError.cellShowsNoField) { try vat.type("FR12") }
    try form.closeInlineRow()
    #expect(throws: FormError.cellShowsNoField) { try picker.pick("Oslo") }
    #expect(form.draft.vatNumber == "" && form.draft.office == "")
  }

  @Test(
    "a choice on a selector screen whose field was hidden meanwhile changes nothing and dismisses the screen"
  )
  func selectorOfAHiddenField() throws {
    let form = try Form(editing: Company()) {
      FormSection("S") {
        ToggleField(\.isBusiness, "Private")
        Hidden(when: { $0[\.isBusiness] }) {
          SelectorField(\.office, "Office", options: ["", "Paris", "Oslo"])
        }
      }
    }
    let table = try showForm(form)
    try table.simulate.tap(row: IndexPath(row: 1, section: 0))
    let screen = try #require(form.presentedSelector)
    try form.setValue(true, for: \.isBusiness)
    try screen.choose(2)
    #expect(form.draft.office == "" && form.presentedSelector == nil)
  }

  @Test("text that does not parse goes with its field when the field is removed")
  func unparsedTextOfARemovedField() throws {
    let form = try Form(editing: Profile()) {
      FormSection("S") {
        TextField(\.age, "Age", format: { "\($0)" }, parse: { Int($0) })
        TextField(\.name, "Name")
      }
    }
    let table = try showForm(form)
    let age = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextFieldCell)
    try age.type("x")
    #expect(!form.validate().isValid)
    try form.removeField(FieldKey(\Profile.age))
    #expect(form.validate().isValid)
    try form.insertFields(at: 0, inSection: "S") {
      TextField(\.age, "Age", format: { "\($0)" }, parse: { Int($0) })
    }
    #expect(form.validate().isValid && rows(table).first == "Age  [36]")
  }

  @Test(
    "a change the table cannot take is thrown by the cell action that made it, else reported to onTableError; the next change shows the form"
  )
  func tableErrorsAreReported() throws {
    var cells = FormCells.virtualTable
    cells.toggle = SelfSwitchingCell.self
    let form = try Form(editing: Company()) {
      FormSection("S") {
        ToggleField(\.isBusiness, "Business")
        Hidden(when: { !$0[\.isBusiness] }) { TextField(\.vatNumber, "VAT") }
      }
    }
    var reported: [any Error] = []
    form.onTableError = { reported.append($0) }
    let table = try showForm(form, cells: cells)

    SelfSwitchingCell.armed = .binding
    table.reloadData()
    try table.layoutIfNeeded()
    #expect(form.draft.isBusiness)
    #expect(reported.count == 1 && reported.first is TableViewError, "\(reported)")

    SelfSwitchingCell.armed = .action
    table.reloadData()
    try table.layoutIfNeeded()
    #expect(!form.draft.isBusiness && reported.count == 1)
    #expect(
      SelfSwitchingCell.thrown is TableViewError, "\(String(describing: SelfSwitchingCell.thrown))")

    // The form's state is whole; the next change of structure shows it.
    try form.setValue(true, for: \.isBusiness)
    #expect(table.numberOfRows(inSection: 0) == 2 && rows(table).last == "VAT  [‹›]")
    #expect(form.dataSource.snapshot() == form.snapshot())
  }
}

@MainActor
@Suite("Forms: hiding that clears values other conditions read")
struct NestedHidingTests {
  @Test(
    "a hide that clears a value another condition reads shows both hides in the table at once, in step with the form"
  )
  func nestedHideStaysInStep() throws {
    let form = try Form(editing: Company()) {
      FormSection("Account") {
        ToggleField(\.isBusiness, "Business")
        Hidden(when: { !$0[\.isBusiness] }, clearsValues: true) {
          ToggleField(\.hasOffice, "Has an office")
        }
      }
      FormSection("Office") {
        TextField(\.company, "Company")
        Hidden(when: { !$0[\.hasOffice] }) { TextField(\.office, "Office") }
      }
    }
    let table = try showForm(form)
    try form.setValue(true, for: \.isBusiness)
    try form.setValue(true, for: \.hasOffice)
    #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 2)
    // Hiding the office toggle puts its value back, which hides the office.
    try form.setValue(false, for: \.isBusiness)
    #expect(!form.draft.hasOffice)
    #expect(table.numberOfRows(inSection: 0) == 1 && table.numberOfRows(inSection: 1) == 1)
    #expect(form.dataSource.snapshot() == form.snapshot())
    try form.setValue(true, for: \.isBusiness)
    #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1)
  }
}

@MainActor
@Suite("Forms: a list's add row removed or moved")
struct ListStructureTests {
  private func makeForm() throws -> Form<Contact> {
    try Form(editing: Contact()) {
      FormSection("Name") { TextField(\.name, "Name") }
      MultiValueSection(\.phones, "Phones", addTitle: "Add a phone")
      MultiValueSection(\.tags, "Tags", addTitle: "Add a tag")
    }
  }

  @Test("removing a list's add row removes the list's entries with it; its values stay")
  func removingTheListRemovesItsEntries() throws {
    let form = try makeForm()
    let table = try showForm(form)
    try form.removeField(FieldKey(\Contact.phones))
    #expect(table.numberOfRows(inSection: 1) == 0 && form.draft.phones.count == 3)
    try table.layoutIfNeeded()
    #expect(form.dataSource.snapshot() == form.snapshot())
    #expect(form.focusOrder == [FieldKey(\Contact.name)])
  }

  @Test(
    "moving a list's add row to another section moves its entries; a section shows one list at most"
  )
  func movingTheListMovesItsEntries() throws {
    let form = try makeForm()
    let table = try showForm(form)
    try form.moveField(FieldKey(\Contact.phones), to: 1, inSection: "Name")
    #expect(table.numberOfRows(inSection: 0) == 5 && table.numberOfRows(inSection: 1) == 0)
    #expect(
      rows(table).prefix(5) == [
        "  [555-0100]", "  [555-0101]", "  [555-0102]", "Name  [Ada]", "[ Add a phone ]",
      ],
      "\(rows(table))")
    #expect(throws: FormError.sectionHasList("Tags")) {
      try form.moveField(FieldKey(\Contact.phones), to: 0, inSection: "Tags")
    }
    #expect(table.numberOfRows(inSection: 0) == 5 && form.dataSource.snapshot() == form.snapshot())
  }
}

@MainActor
@Suite("Forms: conditions after changes of structure and cancels")
struct ConditionsAfterStructureTests {
  @Test("a condition keeps reacting after a field is removed or inserted elsewhere in the form")
  func conditionsReactAfterRestructure() throws {
    let form = try Form(editing: Company()) {
      FormSection("S") {
        ToggleField(\.isBusiness, "Locked")
        Disabled(when: { $0[\.isBusiness] }) { TextField(\.company, "Company") }
        TextField(\.vatNumber, "VAT")
      }
    }
    let table = try showForm(form)
    try form.removeField(FieldKey(\Company.vatNumber))
    try form.focus(FieldKey(\Company.company))
    try form.setValue(true, for: \.isBusiness)
    #expect(form.focusedField == nil && rows(table)[1] == "Company  [‹›]  (disabled)")
  }

  @Test("cancel shows what its values hide and show, and the messages it clears, by one update")
  func cancelIsOneUpdate() throws {
    let form = try Form(editing: Company()) {
      FormSection("S") {
        ToggleField(\.isBusiness, "Business")
        Hidden(when: { !$0[\.isBusiness] }) {
          TextField(\.company, "Company").validated(.required, timing: .onSubmit)
        }
      }
      FormSection("T") {
        ToggleField(\.hasOffice, "Office")
        Hidden(when: { !$0[\.hasOffice] }) { TextField(\.office, "Office") }
      }
    }
    let table = try showForm(form)
    try form.setValue(true, for: \.isBusiness)
    try form.setValue(true, for: \.hasOffice)
    _ = form.validate()
    #expect(table.numberOfRows(inSection: 0) == 3 && table.numberOfRows(inSection: 1) == 2)
    let before = commits(table)
    form.cancel()
    #expect(table.numberOfRows(inSection: 0) == 1 && table.numberOfRows(inSection: 1) == 1)
    #expect(commits(table) == before + 1 && form.dataSource.snapshot() == form.snapshot())
  }
}
