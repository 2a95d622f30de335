import Foundation
import TableSource
import TableSourceForms
import Testing

// A field kind of one's own, made with the same machinery as the built-in ones: content the
// cell shows, the input it reports, a cell for the virtual table, and the field.

/// What a rating's cell shows.
struct RatingContent: Equatable {
  var title: String
  var stars: Int
}

/// The virtual table's rating cell: `Title  ★★★☆☆`; a tap on a star reports its number.
final class RatingCell: FieldTableViewCell<RatingContent, Int> {
  func tapStar(_ number: Int) throws { try report(number) }

  override var renderedContent: String {
    guard let content else { return "" }
    return content.title + "  " + String(repeating: "★", count: content.stars)
      + String(repeating: "☆", count: 5 - content.stars)
  }
}

/// A rating from 0 to 5 stars.
struct RatingField<Model>: FormField {
  let binding: WritableKeyPath<Model, Int>
  let title: String
  var isEnabled: Bool { true }

  func makeRow(in form: Form<Model>) -> AnyRow {
    let (binding, title) = (binding, title)
    return form.fieldRow(key: key, cell: RatingCell.self) { form in
      RatingContent(title: title, stars: form.draft[keyPath: binding])
    } input: { form, stars in
      try? form.setValue(min(max(stars, 0), 5), for: binding)
    }
  }
}

struct Review: Equatable {
  var text = ""
  var stars = 3
}

@MainActor
@Suite("Forms: a field kind of one's own")
struct CustomFieldTests {
  @Test("a custom kind shows the form's value, reports input through the form, and follows cancel")
  func ratingField() throws {
    let form = try Form(editing: Review()) {
      FormSection("Review") {
        TextField(\.text, "Text")
        RatingField(binding: \.stars, title: "Stars")
      }
    }
    let heard = Log()
    let subscription = form.onChange(of: \.stars) { heard.append("\($0)") }
    let table = try showForm(form)
    let rating = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? RatingCell)
    #expect(rating.renderedContent == "Stars  ★★★☆☆")
    try rating.tapStar(5)
    try rating.tapStar(9)
    #expect(form.draft.stars == 5 && rating.renderedContent == "Stars  ★★★★★")
    form.cancel()
    #expect(rating.renderedContent == "Stars  ★★★☆☆" && heard.lines == ["5", "3"])
    #expect(subscription.isActive)
  }
}
