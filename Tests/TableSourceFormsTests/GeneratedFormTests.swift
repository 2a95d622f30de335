import Foundation
import TableSource
import TableSourceForms
import TableSourceFormsTestSupport
import Testing

/// A survey generated from data: one question per element of each array.
struct Survey {
  var answers: [String] = []
  var agrees: [Bool] = []
  var scores: [Int] = []
  var notes: [String] = []

  /// `count` questions, unanswered: no answer or note, not agreed, the lowest score.
  init(count: Int) {
    (answers, notes) = (Array(repeating: "", count: count), Array(repeating: "", count: count))
    (agrees, scores) = (Array(repeating: false, count: count), Array(repeating: 1, count: count))
  }
}

/// A section per question: an answer, whether the user agrees, and a score from 1 to 5; a note
/// shows only while the user agrees.
@MainActor
func makeSurveyForm(_ survey: Survey, questions: [String]) throws -> Form<Survey> {
  try Form(editing: survey) {
    for (index, question) in questions.enumerated() {
      FormSection(question) {
        TextField(\.answers, at: index, "Answer")
        ToggleField(\.agrees, at: index, "Agree")
        StepperField(\.scores, at: index, "Score", range: 1...5)
        Hidden(when: { !$0[\.agrees, at: index] }) {
          TextField(\.notes, at: index, "Note")
        }
      }
    }
  }
}

@MainActor
@Suite("Forms generated from data: fields bound to the elements of the model's arrays")
struct GeneratedFormTests {
  @Test("each field reads and writes its own element, from the app and from the user's input")
  func elementsRoundTrip() throws {
    var survey = Survey(count: 3)
    survey.answers = ["a", "b", "c"]
    let form = try makeSurveyForm(survey, questions: ["Q1", "Q2", "Q3"])
    let table = try showForm(form, height: 2_000)
    #expect(rows(table).prefix(3) == ["Answer  [a]", "Agree  [off]", "Score  1  [· +]"])
    try form.setValue("B", for: \.answers, at: 1)
    try form.setValue(4, for: \.scores, at: 2)
    let answer = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextFieldCell)
    try answer.type("A")
    #expect(form.draft.answers == ["aA", "B", "c"] && form.draft.scores == [1, 1, 4])
    #expect(
      form.changedFields == [
        FieldKey(\Survey.answers, at: 0), FieldKey(\Survey.answers, at: 1),
        FieldKey(\Survey.scores, at: 2),
      ])
    #expect(rows(table)[3...5] == ["Answer  [B]", "Agree  [off]", "Score  1  [· +]"])
    let saved = try form.save()
    #expect(saved.answers == ["aA", "B", "c"] && !form.hasChanges)
  }

  @Test("an element's key is its array's and its index's, and names them in messages")
  func elementKeys() {
    #expect(FieldKey(\Survey.answers, at: 2) == FieldKey(\Survey.answers, at: 2))
    #expect(FieldKey(\Survey.answers, at: 2) != FieldKey(\Survey.answers, at: 1))
    #expect(FieldKey(\Survey.answers, at: 2) != FieldKey(\Survey.notes, at: 2))
    #expect(FieldKey(\Survey.answers, at: 2).description == "\\Survey.answers[2]")
    let location = FieldLocation(\Survey.scores, at: 1)
    var survey = Survey(count: 2)
    survey[keyPath: location.keyPath] = 3
    #expect(survey.scores == [1, 3] && location.key == FieldKey(\Survey.scores, at: 1))
  }

  @Test(
    "a value outside a field's range is refused, whether the form is made with it or it is set, and the draft keeps its own"
  )
  func refusedValues() throws {
    var survey = Survey(count: 2)
    survey.scores[1] = 9
    #expect(
      throws: FormError.valueRefused(
        field: "\\Survey.scores[1]", reason: "Must be from 1 to 5")
    ) { try makeSurveyForm(survey, questions: ["Q1", "Q2"]) }
    let form = try makeSurveyForm(Survey(count: 2), questions: ["Q1", "Q2"])
    #expect(
      throws: FormError.valueRefused(
        field: "\\Survey.scores[0]", reason: "Must be from 1 to 5")
    ) { try form.setValue(0, for: \.scores, at: 0) }
    #expect(form.draft.scores == [1, 1])
  }

  @Test("a field whose element the array lacks is refused when the form is made, and so is a set")
  func missingElements() throws {
    #expect(throws: FormError.indexOutOfRange(2, count: 2)) {
      try makeSurveyForm(Survey(count: 2), questions: ["Q1", "Q2", "Q3"])
    }
    let form = try makeSurveyForm(Survey(count: 2), questions: ["Q1", "Q2"])
    #expect(throws: FormError.indexOutOfRange(5, count: 2)) {
      try form.setValue("X", for: \.answers, at: 5)
    }
  }

  @Test("the focus goes to a generated text field by its element's key, and next follows the form")
  func focusByElement() throws {
    let form = try makeSurveyForm(Survey(count: 3), questions: ["Q1", "Q2", "Q3"])
    _ = try showForm(form)
    try form.focus(FieldKey(\Survey.answers, at: 1))
    #expect(form.focusedField == FieldKey(\Survey.answers, at: 1))
    #expect(form.focusNext() && form.focusedField == FieldKey(\Survey.answers, at: 2))
    #expect(throws: FormError.notFocusable("\\Survey.agrees[0]")) {
      try form.focus(FieldKey(\Survey.agrees, at: 0))
    }
  }

  @Test(
    "a condition over an element hides its group until the element changes, and only that element's change evaluates it"
  )
  func conditionOverElement() throws {
    let form = try makeSurveyForm(Survey(count: 2), questions: ["Q1", "Q2"])
    let table = try showForm(form, height: 2_000)
    #expect(!form.snapshot().itemIdentifiers.contains(FieldKey(\Survey.notes, at: 0)))
    let before = form.conditionEvaluations
    try form.setValue(true, for: \.agrees, at: 1)
    #expect(form.conditionEvaluations == before + 1, "the second section's condition alone")
    #expect(form.snapshot().itemIdentifiers.contains(FieldKey(\Survey.notes, at: 1)))
    #expect(!form.snapshot().itemIdentifiers.contains(FieldKey(\Survey.notes, at: 0)))
    #expect(
      rows(table).suffix(4) == ["Answer  [‹›]", "Agree  [on ]", "Score  1  [· +]", "Note  [‹›]"])
    let toggle = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ToggleCell)
    try toggle.toggle()
    #expect(form.snapshot().itemIdentifiers.contains(FieldKey(\Survey.notes, at: 0)))
  }
}

@MainActor
@Suite("Forms generated from data: an array that would lose a field's element")
struct GeneratedFormShrinkTests {
  @Test("setting the whole array shorter than its fields need is refused, and nothing changes")
  func shorterArrayRefused() throws {
    let form = try makeSurveyForm(Survey(count: 3), questions: ["Q1", "Q2", "Q3"])
    let table = try showForm(form, height: 2_000)
    #expect(throws: FormError.self) { try form.setValue(["x"], for: \Survey.answers) }
    #expect(form.draft.answers == ["", "", ""])
    try form.setValue(["x", "y", "z", "extra"], for: \Survey.answers)
    #expect(form.draft.answers == ["x", "y", "z", "extra"])
    #expect(throws: FormError.self) { try form.setValue([], for: \Survey.answers) }
    _ = try form.save()
    try table.layoutIfNeeded()
  }
}

extension GeneratedFormShrinkTests {
  @Test(
    "a field for an element only the draft holds is refused, so that cancel always finds the original's elements"
  )
  func fieldBeyondOriginalRefused() throws {
    let form = try makeSurveyForm(Survey(count: 1), questions: ["Q1"])
    let table = try showForm(form, height: 2_000)
    try form.setValue(["a", "b"], for: \Survey.answers)
    #expect(throws: FormError.indexOutOfRange(1, count: 1)) {
      try form.appendSection(FormSection("Q2") { TextField(\.answers, at: 1, "Answer") })
    }
    #expect(form.fieldKeys.count == 4)
    form.cancel()
    #expect(form.draft.answers == [""])
    try table.layoutIfNeeded()
    // Saved, the longer array is the original: the field is taken.
    try form.setValue(["a", "b"], for: \Survey.answers)
    _ = try form.save()
    try form.appendSection(FormSection("Q2") { TextField(\.answers, at: 1, "Answer") })
    #expect(form.fieldKeys.count == 5)
  }
}

extension GeneratedFormShrinkTests {
  @Test("a list over an array whose elements fields also show cannot delete an element they read")
  func listKeepsElementsFieldsRead() throws {
    var survey = Survey(count: 2)
    survey.notes = ["one", "two"]
    let form = try Form(editing: survey) {
      MultiValueSection(\Survey.notes, "Notes", addTitle: "Add a note")
      FormSection("Last") { TextField(\.notes, at: 1, "Second note") }
    }
    let table = try showForm(form, height: 2_000)
    let list = FieldKey(\Survey.notes)
    #expect(throws: FormError.indexOutOfRange(1, count: 1)) {
      try form.deleteEntry(at: 0, from: list)
    }
    #expect(form.draft.notes == ["one", "two"])
    try form.addEntry(to: list)
    try form.deleteEntry(at: 0, from: list)
    #expect(form.draft.notes == ["two", ""])
    try table.layoutIfNeeded()
  }
}
