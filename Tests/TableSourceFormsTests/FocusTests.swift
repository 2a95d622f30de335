import Foundation
import TableSource
import TableSourceForms
import TableSourceFormsTestSupport
import Testing

@MainActor
@Suite("Forms: next and previous field, and focus that belongs to the field")
struct FocusTests {
  @Test(
    "next and previous go through the enabled text fields in the form's order, across sections, skipping the others"
  )
  func nextAndPrevious() throws {
    let form = try Form(editing: Profile()) {
      FormSection("A") {
        TextField(\.name, "Name")
        ToggleField(\.isPublic, "Public")
        TextField(\.email, "Email", isEnabled: false)
      }
      FormSection("B") {
        TextField(\.bio, "Bio", returnKey: .done)
        TextField(\.age, "Age", format: { String($0) }, parse: { Int($0) })
      }
    }
    #expect(
      form.focusOrder == [FieldKey(\Profile.name), FieldKey(\Profile.bio), FieldKey(\Profile.age)])
    #expect(!form.canMoveToNext && !form.canMoveToPrevious, "nothing focused: no toolbar")
    #expect(form.focusNext() && form.focusedField == FieldKey(\Profile.name), "the first")
    #expect(form.canMoveToNext && !form.canMoveToPrevious)
    #expect(form.focusNext() && form.focusedField == FieldKey(\Profile.bio))
    #expect(form.focusNext() && form.focusedField == FieldKey(\Profile.age))
    #expect(!form.canMoveToNext && !form.focusNext())
    #expect(form.focusPrevious() && form.focusedField == FieldKey(\Profile.bio))
    #expect(throws: FormError.notFocusable(String(reflecting: \Profile.email))) {
      try form.focus(FieldKey(\Profile.email))
    }
    #expect(throws: FormError.notFocusable(String(reflecting: \Profile.isPublic))) {
      try form.focus(FieldKey(\Profile.isPublic))
    }
  }

  @Test(
    "the return key moves next, ends editing at the last field or where it says done, and a tap focuses"
  )
  func returnKey() throws {
    let form = try Form(editing: Profile()) {
      FormSection("A") {
        TextField(\.name, "Name")
        TextField(\.bio, "Bio", returnKey: .done)
        TextField(\.email, "Email", returnKey: .none)
        TextField(\.age, "Age", format: { String($0) }, parse: { Int($0) })
      }
    }
    let table = try showForm(form)
    let cell = { (row: Int) in
      table.cellForRow(at: IndexPath(row: row, section: 0)) as? TextFieldCell
    }
    try #require(cell(0)).tap()
    #expect(form.focusedField == FieldKey(\Profile.name))
    #expect(try #require(cell(0)).renderedContent == "Name  [Ada|]")
    try #require(cell(0)).pressReturn()
    #expect(form.focusedField == FieldKey(\Profile.bio))
    #expect(try #require(cell(0)).renderedContent == "Name  [Ada]")
    #expect(try #require(cell(1)).renderedContent == "Bio  [|‹›]")
    try #require(cell(1)).pressReturn()
    #expect(form.focusedField == nil, "done")
    try #require(cell(2)).tap()
    try #require(cell(2)).pressReturn()
    #expect(form.focusedField == FieldKey(\Profile.email), "none: nothing happens")
    try #require(cell(3)).tap()
    try #require(cell(3)).pressReturn()
    #expect(form.focusedField == nil, "next at the last field ends editing")
  }

  @Test(
    "moving to a field off screen scrolls it into view and shows the caret; a reused cell does not carry the focus"
  )
  func offScreenAndReuse() throws {
    let form = try makeLongForm(sections: 30)
    let table = try showForm(form, order: .shuffled(seed: 7))
    try form.focus(FieldKey(name: "note20"))
    let path = try #require(form.dataSource.indexPath(for: FieldKey(name: "note20")))
    let cell = try #require(table.cellForRow(at: path) as? TextFieldCell, "scrolled into view")
    #expect(cell.renderedContent == "Note 20  [|‹›]")
    // Scroll away: the cell is reused; no other row shows the caret.
    try table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top)
    #expect(!table.renderText().contains("|"))
    // Next from an off-screen field goes on in the form's order and scrolls again.
    #expect(form.focusNext() && form.focusedField == FieldKey(name: "text21"))
    #expect(table.renderText().contains("Text 21  [|‹empty›]"))
    #expect(form.focusPrevious() && form.focusedField == FieldKey(name: "note20"))
    #expect(table.renderText().contains("Note 20  [|‹›]"))
  }

  @Test("removing the focused field ends editing")
  func removingFocusedField() throws {
    let form = try makeProfileForm()
    _ = try showForm(form)
    try form.focus(FieldKey(\Profile.email))
    try form.removeField(FieldKey(\Profile.email))
    #expect(form.focusedField == nil)
  }
}
