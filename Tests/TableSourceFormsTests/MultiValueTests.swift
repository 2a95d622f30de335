import Foundation
import TableSource
import TableSourceForms
import TableSourceFormsTestSupport
import Testing

struct Contact: Equatable {
  var name = "Ada"
  var phones = ["555-0100", "555-0101", "555-0102"]
  var tags: [String] = []
}

@MainActor
@Suite("Forms: multi-value sections")
struct MultiValueTests {
  private static let phones = FieldKey(\Contact.phones)

  private func makeForm(_ contact: Contact = Contact(), canReorder: Bool = true) throws
    -> Form<Contact>
  {
    try Form(editing: contact) {
      FormSection("Name") { TextField(\.name, "Name") }
      MultiValueSection(
        \.phones, "Phones", addTitle: "Add a phone", placeholder: "Number", keyboard: .phone,
        canReorder: canReorder)
    }
  }

  /// The text of the phone entries' rows, as the table shows them.
  private func phoneRows(_ table: VirtualTableView) -> [String] {
    (0..<table.numberOfRows(inSection: 1)).compactMap { row in
      (table.cellForRow(at: IndexPath(row: row, section: 1)) as? TextFieldCell)?.content?.text
    }
  }

  @Test("a multi-value section shows one text row per entry, then its add row")
  func showsEntries() throws {
    let form = try makeForm()
    let table = try showForm(form)
    #expect(table.numberOfRows(inSection: 1) == 4)
    #expect(phoneRows(table) == ["555-0100", "555-0101", "555-0102"])
    #expect(rows(table).last == "[ Add a phone ]")
  }

  @Test("tapping the add row appends an entry in one insert, and the new entry takes the focus")
  func addsEntries() throws {
    let form = try makeForm()
    let table = try showForm(form)
    table.clearEvents()
    try table.simulate.tap(row: IndexPath(row: 3, section: 1))
    #expect(form.draft.phones == ["555-0100", "555-0101", "555-0102", ""])
    #expect(commits(table) == 1)
    #expect(table.numberOfRows(inSection: 1) == 5)
    let added = try #require(table.cellForRow(at: IndexPath(row: 3, section: 1)) as? TextFieldCell)
    #expect(added.content?.isFocused == true)
    try added.type("555-0199")
    #expect(form.draft.phones.last == "555-0199")
    #expect(form.changedFields == [Self.phones])
  }

  @Test(
    "7.2 a swipe deletes the entry the user swiped, by identity: its row goes, the others keep their cells"
  )
  func swipeDeletes() throws {
    let form = try makeForm()
    let table = try showForm(form)
    let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 1)))
    table.clearEvents()
    #expect(try table.simulate.swipeFully(row: IndexPath(row: 1, section: 1)) == true)
    #expect(form.draft.phones == ["555-0100", "555-0102"])
    #expect(phoneRows(table) == ["555-0100", "555-0102"])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 1)) === third, "not reloaded")
    #expect(
      table.events.contains {
        if case .commitUpdates(let update, _) = $0 {
          update.deletedRows == [IndexPath(row: 1, section: 1)] && update.insertedRows.isEmpty
        } else {
          false
        }
      })
  }

  @Test(
    "7.2 only deletable entries can be deleted: no other row of the form, message rows included, offers a Delete"
  )
  func onlyEntriesAreEditable() throws {
    let form = try Form(editing: Contact()) {
      FormSection("Name") { TextField(\.name, "Name").validated(.minimumLength(5)) }
      MultiValueSection(\.phones, "Phones", addTitle: "Add a phone")
      MultiValueSection(\.tags, "Tags", addTitle: "Add a tag", canDelete: false)
    }
    let table = try showForm(form)
    form.validationTiming = .onChange
    try form.setValue("Al", for: \.name)
    #expect(table.numberOfRows(inSection: 0) == 2, "the name's message row")
    #expect(table.canEditRow(at: IndexPath(row: 0, section: 1)))
    #expect(!table.canEditRow(at: IndexPath(row: 0, section: 0)))
    #expect(!table.canEditRow(at: IndexPath(row: 1, section: 0)), "the message row")
    #expect(!table.canEditRow(at: IndexPath(row: 3, section: 1)), "the add row")
    try form.addEntry(to: FieldKey(\Contact.tags))
    #expect(!table.canEditRow(at: IndexPath(row: 0, section: 2)), "a list that deletes nothing")
    #expect(table.simulate.swipeActions(row: IndexPath(row: 0, section: 0)) == nil)
  }

  @Test(
    "7.3 an entry's reorder control moves it among the entries; a drop outside them lands at the nearest end"
  )
  func reorders() throws {
    let form = try makeForm()
    let table = try showForm(form)
    table.setEditing(true)
    #expect(table.canMoveRow(at: IndexPath(row: 0, section: 1)))
    #expect(!table.canMoveRow(at: IndexPath(row: 3, section: 1)), "the add row stays")
    #expect(!table.canMoveRow(at: IndexPath(row: 0, section: 0)))
    try table.simulate.drag(row: IndexPath(row: 0, section: 1), to: IndexPath(row: 2, section: 1))
    #expect(form.draft.phones == ["555-0101", "555-0102", "555-0100"])
    #expect(phoneRows(table) == form.draft.phones)
    // Past the add row, and into another section: both land at an end of the list.
    try table.simulate.drag(row: IndexPath(row: 0, section: 1), to: IndexPath(row: 3, section: 1))
    #expect(form.draft.phones == ["555-0102", "555-0100", "555-0101"])
    try table.simulate.drag(row: IndexPath(row: 1, section: 1), to: IndexPath(row: 0, section: 0))
    #expect(form.draft.phones == ["555-0100", "555-0102", "555-0101"])
    #expect(phoneRows(table) == form.draft.phones)
    let noReorder = try makeForm(canReorder: false)
    let other = try showForm(noReorder)
    #expect(!other.canMoveRow(at: IndexPath(row: 0, section: 1)))
  }

  @Test(
    "B3: text typed into an entry stays with the entry when entries above it are deleted and moved"
  )
  func typedTextFollowsTheEntry() throws {
    let form = try makeForm()
    let table = try showForm(form)
    let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 1)) as? TextFieldCell)
    try third.type(" ext. 7")
    try form.deleteEntry(at: 0, from: Self.phones)
    try form.moveEntry(from: 1, to: 0, in: Self.phones)
    #expect(form.draft.phones == ["555-0102 ext. 7", "555-0101"])
    #expect(phoneRows(table) == ["555-0102 ext. 7", "555-0101"])
  }

  @Test("the app's changes of the array show by diff, entries matched by position")
  func appChanges() throws {
    let form = try makeForm()
    let table = try showForm(form)
    table.clearEvents()
    try form.setValue(["1", "2"], for: \.phones)
    #expect(phoneRows(table) == ["1", "2"])
    #expect(commits(table) == 1)
    form.cancel()
    #expect(phoneRows(table) == ["555-0100", "555-0101", "555-0102"])
    #expect(table.numberOfRows(inSection: 1) == 4)
  }

  @Test("next and previous go through the entries, then on to the fields after them")
  func focusOrder() throws {
    let form = try makeForm()
    _ = try showForm(form)
    #expect(form.focusOrder.count == 4)
    try form.focus(FieldKey(\Contact.name))
    #expect(form.focusNext())
    #expect(form.focusedField == form.focusOrder[1])
    try form.deleteEntry(at: 0, from: Self.phones)
    #expect(form.focusedField == nil, "the focused entry went")
    #expect(form.focusOrder.count == 3)
  }

  @Test("eachEntry checks every entry; the message shows beneath the add row, and goes when fixed")
  func validation() throws {
    let digits = ValidationRule<String>("Digits and dashes only") {
      !$0.isEmpty && $0.allSatisfy { $0.isNumber || $0 == "-" }
    }
    let form = try Form(editing: Contact()) {
      MultiValueSection(
        \.phones, "Phones", addTitle: "Add a phone", validated: [.eachEntry(digits)])
    }
    let table = try showForm(form)
    form.validationTiming = .onChange
    try table.simulate.tap(row: IndexPath(row: 3, section: 0))
    #expect(form.validationMessages[Self.phones] == "Digits and dashes only")
    #expect(rows(table).last == "⚠ Digits and dashes only")
    #expect(throws: ValidationReport.self) { try form.save() }
    try form.deleteEntry(at: 3, from: Self.phones)
    #expect(form.validationMessages.isEmpty)
    #expect(try form.save().phones.count == 3)
  }

  @Test("a hidden or disabled list refuses additions and deletions, and its entries do not move")
  func conditions() throws {
    let form = try Form(editing: Contact()) {
      FormSection("Name") { TextField(\.name, "Name") }
      MultiValueSection(
        \.phones, "Phones", addTitle: "Add a phone", disabled: { $0[\.name].isEmpty })
      MultiValueSection(\.tags, "Tags", addTitle: "Add a tag", hidden: { $0[\.name].isEmpty })
    }
    let table = try showForm(form)
    try form.setValue("", for: \.name)
    #expect(throws: FormError.self) { try form.addEntry(to: Self.phones) }
    #expect(throws: FormError.self) { try form.addEntry(to: FieldKey(\Contact.tags)) }
    table.setEditing(true)
    #expect(!table.canMoveRow(at: IndexPath(row: 0, section: 1)))
    _ = try table.simulate.swipeFully(row: IndexPath(row: 0, section: 1))
    #expect(form.draft.phones.count == 3)
    #expect(table.numberOfSections == 2)
  }
}
