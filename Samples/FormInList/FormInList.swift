import Foundation
import ProfileFormModel
import TableSource
import TableSourceForms

/// The `ProfileForm` sample's form (`ProfileFormModel`, shared by both samples), every field
/// kind, in a collection view laid out as a list rather than in a table: the same `Form`, the
/// same cells (each kind's table cell, hosted in a list cell), the same steps — an inline date
/// picker opened and closed, a selector on a screen of its own (a list too), a rating given,
/// next through every text field. The samples' own rating kind shows in the list through
/// `FieldListCell<RatingCell>`, as any kind of an app's own does.
@MainActor
enum FormInList {
  /// The same form, its rating shown by the rating's table cell hosted in a list cell.
  static func makeForm() throws -> Form<Profile> {
    try Profile.makeForm(ratingCell: FieldListCell<RatingCell>.self)
  }

  /// A grouped list, as a settings screen is: with `headers`, each section's title in a header
  /// (a header is then asked for every section, C-E4, so every section must have one).
  static func listLayout(headers: Bool) -> CompositionalLayout {
    var configuration = CollectionLayoutListConfiguration(appearance: .grouped)
    configuration.headerMode = headers ? .supplementary : .none
    return CompositionalLayout.list(using: configuration)
  }

  /// Runs the sample and returns what it prints. `inspect` sees the collection view as the run
  /// leaves it.
  static func run(inspect: (VirtualCollectionView) throws -> Void = { _ in }) throws -> String {
    let form = try makeForm()
    let list = VirtualCollectionView(
      size: CGSize(width: 320, height: 396), layout: listLayout(headers: true))
    form.show(in: list)
    try list.layoutIfNeeded()
    var output: [String] = []
    func step(_ title: String) {
      output.append(title)
      output.append(list.renderText())
    }

    step("Every kind of field, in a list.")
    try list.tapItem(at: IndexPath(item: 4, section: 0))
    step("The birthday tapped: its date picker opens beneath it.")
    try list.cell(for: FieldKey(inlineOf: FieldKey(\Profile.birthday)), as: DatePickerCell.self)
      .pick(Date(timeIntervalSince1970: 86_400 * 10_100))
    try list.tapItem(at: IndexPath(item: 4, section: 0))
    step("A day picked, and the birthday tapped again: the picker closes.")

    var selectorPicture = ""
    form.onPresentSelector = { screen in
      // What an app would push: the options in a list of their own.
      let options = VirtualCollectionView(
        size: CGSize(width: 320, height: 132), layout: listLayout(headers: false))
      screen.dataSource.connect(to: options)
      try? options.layoutIfNeeded()
      selectorPicture = options.renderText()
      try? options.tapItem(at: IndexPath(item: 1, section: 0))
    }
    try list.tapItem(at: IndexPath(item: 5, section: 0))
    output.append("The country tapped: its options, on a screen of their own; Japan chosen.")
    output.append(selectorPicture)
    step("Back on the form.")
    try list.scrollToItem(at: IndexPath(item: 8, section: 1), at: .bottom)
    try list.cell(for: FieldKey(\Profile.rating), as: RatingCell.self).tapStar(4)
    step(
      "Further down: a switch, a check row, a stepper, a slider, segments, a picker, a "
        + "rating of the samples' own kind (four stars tapped), a read-only row and a button.")

    var focused: [String] = []
    try form.focus(FieldKey(\Profile.name))
    repeat { focused.append(form.focusedField?.description ?? "none") } while form.focusNext()
    output.append("Next, next, next: " + focused.joined(separator: " → "))
    step("The last text field has the focus, scrolled into view.")
    form.endEditing()
    output.append("Changed: " + form.changedFields.map(\.description).joined(separator: ", "))
    try inspect(list)
    return output.joined(separator: "\n")
  }
}
