public import TableSourceForms
public import TableSourceFormsCore

// A field kind of the samples' own, made with the machinery the built-in kinds use: what its
// cell shows, the input the cell reports, a cell for the virtual table, and the field.

/// What a rating's cell shows.
public struct RatingContent: Equatable {
  /// The field's title.
  public var title: String
  /// How many of the five stars are filled.
  public var stars: Int
}

/// The virtual table's rating cell: `Title  ★★★☆☆`. A tap on a star reports its number, the
/// way a UIKit cell's star buttons would. In a list, `FieldListCell<RatingCell>` hosts it.
public final class RatingCell: FieldTableViewCell<RatingContent, Int> {
  /// Taps the star numbered `number` (1 to 5).
  public func tapStar(_ number: Int) throws { try report(number) }

  /// The title and the stars.
  public override var renderedContent: String {
    guard let content else { return "" }
    return content.title + "  " + String(repeating: "★", count: content.stars)
      + String(repeating: "☆", count: 5 - content.stars)
  }
}

/// A rating from 0 to 5 stars, kept in the form like every other value, shown by `Cell`.
public struct RatingField<Model, Cell: FieldCell<RatingContent, Int>>: FormField {
  /// Where the rating lives in the model.
  public let binding: WritableKeyPath<Model, Int>
  let title: String
  let cell: Cell.Type
  /// A rating can always be given.
  public var isEnabled: Bool { true }

  /// A rating of `binding`, titled `title`, shown by `cell`.
  public init(_ binding: WritableKeyPath<Model, Int>, _ title: String, cell: Cell.Type) {
    self.binding = binding
    self.title = title
    self.cell = cell
  }

  /// The field's row: `cell` shows the title and the stars; a tap on a star sets the rating,
  /// kept between 0 and 5.
  public func makeRow(in form: Form<Model>) -> AnyRow {
    let (binding, title) = (binding, title)
    return form.fieldRow(key: key, cell: cell) { form in
      RatingContent(title: title, stars: form.draft[keyPath: binding])
    } input: { form, stars in
      try? form.setValue(min(max(stars, 0), 5), for: binding)
    }
  }
}
