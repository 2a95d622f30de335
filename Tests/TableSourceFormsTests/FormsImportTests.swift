// This file imports the forms product alone, as an app's form test would: it compiles only if
// `import TableSourceForms` brings the virtual table and the core with it.
import Foundation
import TableSourceForms
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
