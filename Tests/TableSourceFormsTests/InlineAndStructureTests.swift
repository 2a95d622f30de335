import Foundation
import TableSource
import TableSourceForms
import TableSourceFormsTestSupport
import Testing

/// Settings with two inline pickers and a date.
struct Trip: Equatable {
  var transport = "Train"
  var seat = "Window"
  var day = Date(timeIntervalSince1970: 86_400 * 365)
  var notes = ""
  var phone = ""
  var isFlagged = false
}

@MainActor
func makeTripForm() throws -> Form<Trip> {
  try Form(editing: Trip()) {
    FormSection("Travel") {
      PickerField(\.transport, "Transport", options: ["Train", "Bus", "Ferry"], inline: true)
      PickerField(
        \.seat, "Seat", options: ["Window", "Aisle"], inline: true, closesOnChoice: false)
      DatePickerField(
        \.day, "Day",
        range: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 86_400 * 400),
        inline: true, format: { "day \(Int($0.timeIntervalSince1970 / 86_400))" })
    }
    FormSection("More") {
      TextField(\.notes, "Notes")
    }
  }
}

@MainActor
@Suite("Forms: inline rows and changes of structure go through the diff")
struct InlineAndStructureTests {
  @Test(
    "5.5 a tap opens an inline picker beneath its row; opening another closes the first in the same batch"
  )
  func openAndSwitch() throws {
    let form = try makeTripForm()
    let table = try showForm(form)
    #expect(
      rows(table) == ["Transport  Train  ▾", "Seat  Window  ▾", "Day  day 365  ▾", "Notes  [‹›]"])
    try table.simulate.tap(row: IndexPath(row: 0, section: 0))
    #expect(rows(table)[0...1] == ["Transport  Train  ▴", "[Train] ‹Bus› ‹Ferry›"])
    let before = commits(table)
    try table.simulate.tap(row: IndexPath(row: 2, section: 0))
    #expect(commits(table) == before + 1, "one batch closes the first and opens the second")
    #expect(rows(table)[0...2] == ["Transport  Train  ▾", "Seat  Window  ▴", "[Window] ‹Aisle›"])
    #expect(form.openInlineField == FieldKey(\Trip.seat))
    try table.simulate.tap(row: IndexPath(row: 1, section: 0))
    #expect(form.openInlineField == nil && table.numberOfRows(inSection: 0) == 3)
  }

  @Test("choosing in an inline picker sets the value, and closes it when the field says so")
  func choosingClosesOrNot() throws {
    let form = try makeTripForm()
    let table = try showForm(form)
    try table.simulate.tap(row: IndexPath(row: 0, section: 0))
    let picker = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? PickerCell)
    try picker.pick("Ferry")
    #expect(form.draft.transport == "Ferry" && form.openInlineField == nil)
    #expect(rows(table)[0] == "Transport  Ferry  ▾")
    try form.toggleInlineRow(of: FieldKey(\Trip.seat))
    let seats = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? PickerCell)
    try seats.pick(1)
    #expect(form.draft.seat == "Aisle" && form.openInlineField == FieldKey(\Trip.seat))
    #expect(rows(table)[1...2] == ["Seat  Aisle  ▴", "‹Window› [Aisle]"], "both cells refreshed")
    try form.toggleInlineRow(of: FieldKey(\Trip.day))
    let day = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)) as? DatePickerCell)
    try day.pick(Date(timeIntervalSince1970: 86_400 * 1_000))
    #expect(form.draft.day == Date(timeIntervalSince1970: 86_400 * 400), "kept within its range")
    #expect(rows(table)[2...3] == ["Day  day 400  ▴", "day 400"])
  }

  @Test(
    "5.5 removing an open inline row's field or its section, reloading, or moving the field never makes an invalid update"
  )
  func structureChangesWhileOpen() throws {
    let form = try makeTripForm()
    let table = try showForm(form)
    try form.toggleInlineRow(of: FieldKey(\Trip.transport))
    // Move the field, its inline row following, to the other section.
    try form.moveField(FieldKey(\Trip.transport), to: 1, inSection: "More")
    #expect(
      rows(table) == [
        "Seat  Window  ▾", "Day  day 365  ▾", "Notes  [‹›]", "Transport  Train  ▴",
        "[Train] ‹Bus› ‹Ferry›",
      ])
    // Reload while open.
    try form.dataSource.applySnapshotUsingReloadData(form.snapshot())
    try table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 1) == 3)
    // Remove the open field: its inline row goes in the same batch.
    try form.removeField(FieldKey(\Trip.transport))
    #expect(form.openInlineField == nil && table.numberOfRows(inSection: 1) == 1)
    // Remove a whole section while an inline row in it is open.
    try form.toggleInlineRow(of: FieldKey(\Trip.seat))
    try form.removeSection(id: "Travel")
    #expect(form.openInlineField == nil && table.numberOfSections == 1)
    #expect(rows(table) == ["Notes  [‹›]"])
    #expect(!table.events.contains { if case .rejectUpdates = $0 { true } else { false } })
  }

  @Test(
    "sections and fields added or removed at run time reach the table; bad changes change nothing")
  func runtimeStructure() throws {
    let form = try makeTripForm()
    let table = try showForm(form)
    #expect(throws: FormError.duplicateFieldKey(String(reflecting: \Trip.seat))) {
      try form.insertSection(FormSection("Extra") { TextField(\.seat, "Seat again") }, at: 0)
    }
    #expect(throws: FormError.indexOutOfRange(5, count: 3)) {
      try form.insertSection(FormSection("X") {}, at: 5)
    }
    #expect(throws: FormError.unknownSection("Nope")) { try form.removeSection(id: "Nope") }
    #expect(table.numberOfSections == 2 && form.sections.count == 2)
    try form.insertSection(FormSection("Contact") { TextField(\.phone, "Phone") }, at: 1)
    #expect(
      table.numberOfSections == 3 && form.sections.map(\.id) == ["Travel", "Contact", "More"])
    try form.insertFields(at: 0, inSection: "More") { ToggleField(\.isFlagged, "Flag") }
    #expect(rows(table).suffix(2) == ["Flag  [off]", "Notes  [‹›]"])
    try form.removeField(FieldKey(\Trip.phone))
    #expect(table.numberOfRows(inSection: 1) == 0)
    #expect(!table.events.contains { if case .rejectUpdates = $0 { true } else { false } })
  }
}
