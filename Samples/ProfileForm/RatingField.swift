import TableSource
import TableSourceForms

// A field kind of the sample's own, made with the machinery the built-in kinds use: what its
// cell shows, the input the cell reports, a cell for the virtual table, and the field.

/// What a rating's cell shows.
struct RatingContent: Equatable {
  var title: String
  var stars: Int
}

/// The virtual table's rating cell: `Title  ★★★☆☆`. A tap on a star reports its number, the
/// way a UIKit cell's star buttons would.
final class RatingCell: FieldTableViewCell<RatingContent, Int> {
  func tapStar(_ number: Int) throws { try report(number) }

  override var renderedContent: String {
    guard let content else { return "" }
    return content.title + "  " + String(repeating: "★", count: content.stars)
      + String(repeating: "☆", count: 5 - content.stars)
  }
}

/// A rating from 0 to 5 stars, kept in the form like every other value.
struct RatingField<Model>: FormField {
  let binding: WritableKeyPath<Model, Int>
  let title: String
  var isEnabled: Bool { true }

  init(_ binding: WritableKeyPath<Model, Int>, _ title: String) {
    self.binding = binding
    self.title = title
  }

  func makeRow(in form: Form<Model>) -> AnyRow {
    let (binding, title) = (binding, title)
    return form.fieldRow(key: key, cell: RatingCell.self) { form in
      RatingContent(title: title, stars: form.draft[keyPath: binding])
    } input: { form, stars in
      try? form.setValue(min(max(stars, 0), 5), for: binding)
    }
  }
}
