import Foundation
import TableSourceForms
import TableSourceFormsTestSupport
import Testing

@MainActor
@Suite("Forms: a field's key from the form, its model's type inferred")
struct FormKeysTests {
  struct Survey: Equatable {
    var name = "Ada"
    var answers = ["yes", "no"]
    var phones = ["555-0100", "555-0101", "555-0102"]
    var color = "red"
  }

  private func makeForm() throws -> Form<Survey> {
    try Form(editing: Survey()) {
      FormSection("About you") {
        TextField(\.name, "Name")
        for index in 0..<2 { TextField(\.answers, at: index, "Answer \(index + 1)") }
      }
      MultiValueSection(\.phones, "Phones", addTitle: "Add a phone")
      FormSection("Colour") { ChoiceField(\.color, options: ["red", "green", "blue"]) }
    }
  }

  @Test("form.key(_:) is the key FieldKey makes from the key path with its root spelled out")
  func keysOfKeyPathsAndElements() throws {
    let form = try makeForm()
    #expect(form.key(\.name) == FieldKey(\Survey.name))
    #expect(form.key(\.answers, at: 1) == FieldKey(\Survey.answers, at: 1))
    #expect(form.key(\.answers, at: 1) != FieldKey(\Survey.answers[1]))
    let table = try showForm(form)
    try table.cell(for: form.key(\.answers, at: 1), as: TextFieldCell.self).type("!")
    #expect(form.draft.answers == ["yes", "no!"])
  }

  @Test(
    "an entry's key finds the entry's row, and stays with the entry when the entries above it go")
  func keysOfEntries() throws {
    let form = try makeForm()
    let table = try showForm(form)
    let second = try #require(form.key(ofEntry: 1, in: \.phones))
    #expect(try table.cell(for: second, as: TextFieldCell.self).content?.text == "555-0101")
    #expect(form.key(ofEntry: 3, in: \.phones) == nil)
    #expect(form.key(ofEntry: -1, in: \.phones) == nil)
    #expect(form.key(ofEntry: 0, in: \.answers) == nil, "not a multi-value section's array")
    try form.deleteEntry(at: 0, from: form.key(\.phones))
    #expect(form.key(ofEntry: 0, in: \.phones) == second)
    try table.cell(for: second, as: TextFieldCell.self).type(" ext. 7")
    #expect(form.draft.phones == ["555-0101 ext. 7", "555-0102"])
  }

  @Test("an option's key finds the option's row: the first option's is the field's own key")
  func keysOfOptions() throws {
    let form = try makeForm()
    let table = try showForm(form)
    #expect(form.key(ofOption: 0, in: \.color) == form.key(\.color))
    let blue = try table.cell(for: form.key(ofOption: 2, in: \.color), as: ToggleCell.self)
    #expect(blue.renderedContent == "blue")
    try blue.toggle()
    #expect(form.draft.color == "blue")
    #expect(throws: FormError.unknownField(form.key(ofOption: 3, in: \.color).description)) {
      try table.cell(for: form.key(ofOption: 3, in: \.color))
    }
  }
}
