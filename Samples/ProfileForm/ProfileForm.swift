import Foundation
import TableSource
import TableSourceForms

/// Every field kind in one form, and a kind of the sample's own (``RatingField``): an inline
/// date picker opened and closed, a selector on a screen of its own, a rating given, and next,
/// next, next through all text fields, some of them off screen. Prints the screen after each
/// step.
@MainActor
enum ProfileForm {
  struct Profile: Equatable {
    var name = "Ada Lovelace"
    var email = ""
    var phone = ""
    var age = 36
    var bio = ""
    var isPublic = true
    var acceptsTerms = false
    var guests = 1
    var volume = 0.5
    var size = "M"
    var color = "Blue"
    var birthday = Date(timeIntervalSince1970: 86_400 * 10_000)
    var country = "United Kingdom"
    var memberSince = 2019
    var rating = 3
  }

  /// Days since 1970, so the output does not depend on the machine's time zone or locale.
  static func day(_ date: Date) -> String { "day \(Int(date.timeIntervalSince1970 / 86_400))" }

  static func makeForm() throws -> Form<Profile> {
    try Form(editing: Profile()) {
      FormSection("About you") {
        TextField(\.name, "Name", contentType: .name)
        TextField(\.email, "Email", placeholder: "you@example.com", keyboard: .email)
        TextField(\.phone, "Phone", keyboard: .phone, contentType: .telephoneNumber)
        TextField(\.age, "Age", keyboard: .number, format: { String($0) }, parse: { Int($0) })
        DatePickerField(\.birthday, "Birthday", inline: true, format: day)
        SelectorField(\.country, "Country", options: ["France", "Japan", "United Kingdom"])
        TextField(\.bio, "Bio", placeholder: "A few words", returnKey: .done, multiline: true)
      }
      FormSection("Preferences") {
        ToggleField(\.isPublic, "Public profile")
        ToggleField(\.acceptsTerms, "Accept the terms", style: .checkmark)
        StepperField(\.guests, "Guests", range: 1...4)
        SliderField(\.volume, "Volume", range: 0...1, step: 0.25)
        SegmentedField(\.size, "Size", segments: ["S", "M", "L"])
        PickerField(\.color, "Color", options: ["Blue", "Green"])
        RatingField(\.rating, "Rating")
        InfoField(\.memberSince, "Member since")
        ButtonField("sign-out", "Sign out", isDestructive: true) { _ in }
      }
    }
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
