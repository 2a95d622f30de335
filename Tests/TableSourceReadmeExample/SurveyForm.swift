import TableSourceForms

/// A survey whose questions come with the data, not with the app: an answer and a score per
/// question, which the user may skip.
struct Survey {
  var answers: [String]
  var scores: [Int]
  var skipped: [Bool]
}

@MainActor
func surveyForm(questions: [String]) throws -> Form<Survey> {
  let count = questions.count
  let survey = Survey(
    answers: Array(repeating: "", count: count), scores: Array(repeating: 3, count: count),
    skipped: Array(repeating: false, count: count))
  // One key path per array and an index per field: `\.answers[index]` would make a key path
  // per field, a few microseconds each.
  return try Form(editing: survey) {
    for (index, question) in questions.enumerated() {
      FormSection(question, id: "q\(index)") {
        ToggleField(\.skipped, at: index, "Skip")
        Hidden(when: { $0[\.skipped, at: index] }) {
          TextField(\.answers, at: index, "Answer")
          StepperField(\.scores, at: index, "Score", range: 1...5)
        }
      }
    }
  }
}

// A field's key is its array's and its index: `try form.setValue(5, for: \.scores, at: 2)`,
// `try form.focus(FieldKey(\Survey.answers, at: 0))`.
