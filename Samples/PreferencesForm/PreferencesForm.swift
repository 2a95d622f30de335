import Foundation
import TableSource
import TableSourceForms

/// The CodePath form-input guide's scenario: a preferences screen longer than the viewport. The
/// user edits fields, scrolls so their cells show other rows, scrolls back (the values are where
/// they were: they live in the form, never in a cell), cancels (all restored), edits again and
/// saves. Prints the screen after each step.
@MainActor
enum PreferencesForm {
  struct Preferences: Equatable {
    var displayName = "Ada"
    var email = "ada@example.com"
    var newsletter = false
    var fontSize = 14
    var theme = "Light"
    var volume = 0.5
    var autoLock = true
    var signature = ""
  }

  static func makeForm(_ preferences: Preferences) throws -> Form<Preferences> {
    try Form(editing: preferences) {
      FormSection("Account") {
        TextField(\.displayName, "Name", placeholder: "Your name", contentType: .name)
        TextField(\.email, "Email", keyboard: .email, contentType: .emailAddress)
        ToggleField(\.newsletter, "Newsletter")
      }
      FormSection("Display") {
        StepperField(\.fontSize, "Font size", range: 10...24, step: 2)
        SegmentedField(\.theme, "Theme", segments: ["Light", "Dark", "Auto"])
        SliderField(\.volume, "Volume", range: 0...1, step: 0.1)
      }
      FormSection("Privacy") {
        ToggleField(\.autoLock, "Auto-lock")
        TextField(\.signature, "Signature", placeholder: "Sent from my phone", multiline: true)
      }
    }
  }

  /// Runs the sample and returns what it prints.
  /// `inspect` sees the table as the run leaves it (the tests audit it for reuse bugs).
  static func run(inspect: (VirtualTableView) throws -> Void = { _ in }) throws -> String {
    let form = try makeForm(Preferences())
    // A short screen and a shuffled reuse queue: no row gets "its" cell back.
    let table = VirtualTableView(
      size: CGSize(width: 320, height: 176), reuseQueueOrder: .shuffled(seed: 2024))
    try table.setEstimatedRowHeight(0)
    form.show(in: table)
    try table.layoutIfNeeded()
    var output: [String] = []
    func step(_ title: String) {
      output.append(title)
      output.append(table.renderText(TextRenderingOptions(width: 44)))
    }
    func cell<Cell>(_ row: Int, _ section: Int, _ type: Cell.Type) throws -> Cell {
      guard let cell = table.cellForRow(at: IndexPath(row: row, section: section)) as? Cell else {
        throw FormError.cellShowsNoField
      }
      return cell
    }

    step("The preferences, as loaded.")
    try cell(0, 0, TextFieldCell.self).type(" Lovelace")
    try cell(2, 0, ToggleCell.self).toggle()
    try table.scrollToRow(at: IndexPath(row: 1, section: 1), at: .bottom)
    try cell(0, 1, StepperCell.self).increment()
    try cell(1, 1, SegmentedCell.self).choose(1)
    step("Name, newsletter, font size and theme edited.")
    try table.scrollToRow(at: IndexPath(row: 1, section: 2), at: .bottom)
    try cell(1, 2, TextFieldCell.self).type("Ada")
    step("Scrolled to the end: the edited rows' cells now show other rows, and none shows an edit.")
    try table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top)
    step("Back at the top: the edits are where they were.")
    output.append("Changed: " + form.changedFields.map(\.description).joined(separator: ", "))
    form.cancel()
    step("Cancelled: every value is back.")
    output.append("Has changes: \(form.hasChanges)")
    try cell(1, 0, TextFieldCell.self).clear()
    try cell(1, 0, TextFieldCell.self).type("ada@lovelace.dev")
    let saved = try form.save()
    step("The email edited and saved.")
    output.append("Saved: \(saved)")
    try inspect(table)
    return output.joined(separator: "\n")
  }
}
