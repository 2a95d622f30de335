import Foundation
import ProfileFormModel
import TableSource
import TableSourceForms

/// Every field kind in one form, and a kind of the samples' own (`RatingField`, in
/// `ProfileFormModel`, which the `FormInList` sample shares): an inline date picker opened and
/// closed, a selector on a screen of its own, a rating given, and next,
/// next, next through all text fields, some of them off screen. Prints the screen after each
/// step.
@MainActor
enum ProfileForm {
  static func makeForm() throws -> Form<Profile> {
    try Profile.makeForm(ratingCell: RatingCell.self)
  }

  /// Runs the sample and returns what it prints.
  /// `inspect` sees the table as the run leaves it (the tests audit it for reuse bugs).
  static func run(inspect: (VirtualTableView) throws -> Void = { _ in }) throws -> String {
    let form = try makeForm()
    let table = VirtualTableView(size: CGSize(width: 320, height: 352))
    try table.setEstimatedRowHeight(0)
    form.show(in: table)
    try table.layoutIfNeeded()
    var output: [String] = []
    func step(_ title: String) {
      output.append(title)
      output.append(table.renderText(TextRenderingOptions(width: 44)))
    }

    step("Every kind of field.")
    try table.simulate.tap(row: IndexPath(row: 4, section: 0))
    step("The birthday tapped: its date picker opens beneath it.")
    if let picker = table.cellForRow(at: IndexPath(row: 5, section: 0)) as? DatePickerCell {
      try picker.pick(Date(timeIntervalSince1970: 86_400 * 10_100))
    }
    try table.simulate.tap(row: IndexPath(row: 4, section: 0))
    step("A day picked, and the birthday tapped again: the picker closes.")

    var selectorPicture = ""
    form.onPresentSelector = { screen in
      // What an app would push: the options in a table of their own.
      let options = VirtualTableView(size: CGSize(width: 320, height: 132))
      options.dataSource = screen.dataSource
      options.delegate = screen.dataSource
      try? options.layoutIfNeeded()
      selectorPicture = options.renderText(TextRenderingOptions(width: 44))
      try? options.simulate.tap(row: IndexPath(row: 1, section: 0))
    }
    try table.simulate.tap(row: IndexPath(row: 5, section: 0))
    output.append("The country tapped: its options, on a screen of their own; Japan chosen.")
    output.append(selectorPicture)
    step("Back on the form.")
    try table.scrollToRow(at: IndexPath(row: 8, section: 1), at: .bottom)
    if let rating = table.cellForRow(at: IndexPath(row: 6, section: 1)) as? RatingCell {
      try rating.tapStar(4)
    }
    step(
      "Further down: a switch, a check row, a stepper, a slider, segments, a picker, a "
        + "rating of the sample's own kind (four stars tapped), a read-only row and a button.")

    var focused: [String] = []
    try form.focus(FieldKey(\Profile.name))
    repeat { focused.append(form.focusedField?.description ?? "none") } while form.focusNext()
    output.append("Next, next, next: " + focused.joined(separator: " → "))
    step("The last text field has the focus, scrolled into view.")
    form.endEditing()
    output.append("Changed: " + form.changedFields.map(\.description).joined(separator: ", "))
    try inspect(table)
    return output.joined(separator: "\n")
  }
}
