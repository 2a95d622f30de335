// This file imports the forms product alone, as an app's form test would: it compiles only if
// `import TableSourceForms` brings the virtual table and the core with it.
import Foundation
import TableSourceForms
import TableSourceFormsTestSupport
import Testing

@MainActor
@Suite("Forms: one import shows a form in the virtual table")
struct FormsImportTests {
  struct Contact {
    var name = ""
  }

  @Test("import TableSourceForms is all a form's test needs to show it in a virtual table")
  func oneImport() throws {
    let form = try Form(editing: Contact()) {
      FormSection("Contact") { TextField(\Contact.name, "Name") }
    }
    let table = VirtualTableView(size: CGSize(width: 320, height: 200))
    form.show(in: table)
    try table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextFieldCell)
    try cell.type("Ada")
    #expect(form.draft.name == "Ada")
  }
}

extension FormsImportTests {
  struct Long {
    var names = Array(repeating: "", count: 40)
    var hidesNote = false
    var note = ""
  }

  @Test(
    "a field's cell is found by its key, scrolled on screen when it has none, and says which field it shows until it is reused"
  )
  func cellByKey() throws {
    let form = try Form(editing: Long()) {
      FormSection("Names") {
        for index in 0..<40 { TextField(\Long.names, at: index, "Name \(index)") }
      }
      FormSection("Options") {
        ToggleField(\Long.hidesNote, "Hide the note")
        Hidden(when: { $0[\.hidesNote] }) { TextField(\Long.note, "Note") }
      }
    }
    let table = VirtualTableView(size: CGSize(width: 320, height: 200))
    form.show(in: table)
    try table.layoutIfNeeded()
    let first = try table.cell(for: FieldKey(\Long.names, at: 0), as: TextFieldCell.self)
    #expect(first.fieldKey == FieldKey(\Long.names, at: 0))
    let far = FieldKey(\Long.names, at: 30)
    #expect(table.cellForRow(at: IndexPath(row: 30, section: 0)) == nil)
    let cell = try table.cell(for: far, as: TextFieldCell.self)
    #expect(cell.fieldKey == far)
    #expect(first.fieldKey != FieldKey(\Long.names, at: 0), "scrolled away, the cell was reused")
    try cell.type("Ada")
    #expect(form.draft.names[30] == "Ada")
    #expect(throws: TableViewError.self) { _ = try table.cell(for: far, as: ToggleCell.self) }
    #expect(throws: FormError.unknownField(FieldKey(\Long.names, at: 99).description)) {
      _ = try table.cell(for: FieldKey(\Long.names, at: 99))
    }
    let toggle = try table.cell(for: FieldKey(\Long.hidesNote), as: ToggleCell.self)
    #expect((toggle as any FieldCell).fieldKey == FieldKey(\Long.hidesNote))
    #expect(try table.cell(for: FieldKey(\Long.note), as: TextFieldCell.self).fieldKey != nil)
    try toggle.toggle()
    #expect(throws: FormError.unknownField(FieldKey(\Long.note).description)) {
      _ = try table.cell(for: FieldKey(\Long.note))
    }
  }
}
