import Foundation
import TableSource
import TableSourceForms

/// A sign-up screen with everything a form checks: an email's format, a user name's
/// availability asked of a service (asynchronously, the newest question winning), a password and
/// its confirmation, a country chosen on a screen of its own, a business-account switch that
/// reveals a section of company fields, and a list of phone numbers the user adds to, deletes
/// from and reorders. Prints the screen after each step: messages appearing and going, a check
/// pending then answered, a stale check cancelled by further typing, and a save refused (the
/// first invalid field takes the focus) and then accepted.
@MainActor
enum SignUpForm {
  struct SignUp: Equatable {
    var email = ""
    var username = ""
    var password = ""
    var confirmation = ""
    var country = "France"
    var isBusiness = false
    var company = ""
    var vatNumber = ""
    var phones: [String] = []
  }

  /// The user-name service the form asks: each question waits until the sample answers it, so
  /// the run shows a check pending, and answers arriving in the order the sample chooses.
  @MainActor
  final class UsernameService {
    /// The names already taken.
    let taken: Set<String>
    private var waiting: [(name: String, continuation: CheckedContinuation<Bool, Never>)] = []

    init(taken: Set<String>) { self.taken = taken }

    /// Whether a name is free, once the sample answers.
    func isFree(_ name: String) async -> Bool {
      await withCheckedContinuation { waiting.append((name, $0)) }
    }

    /// The names asked about and not answered yet, oldest first.
    var questions: [String] { waiting.map(\.name) }

    /// Waits until the form's checks have asked `count` questions (they run as tasks).
    func waitForQuestions(_ count: Int) async {
      while waiting.count < count { await Task.yield() }
    }

    /// Answers the question about `name`, from ``taken``.
    func answer(_ name: String) {
      guard let index = waiting.firstIndex(where: { $0.name == name }) else { return }
      waiting.remove(at: index).continuation.resume(returning: !taken.contains(name))
    }
  }

  static func makeForm(_ service: UsernameService) throws -> Form<SignUp> {
    let phone = ValidationRule<String>("A phone number has digits, spaces and dashes") {
      $0.contains(where: \.isNumber) && $0.allSatisfy { $0.isNumber || $0 == " " || $0 == "-" }
    }
    return try Form(editing: SignUp()) {
      FormSection("Account") {
        TextField(\.email, "Email", placeholder: "you@example.com", keyboard: .email)
          .validated(.required, .email)
        TextField(\.username, "User name", contentType: .username)
          .validated(.required, .minimumLength(3))
          .validated(
            AsyncValidationRule("That name is taken") { name in await service.isFree(name) })
        TextField(\.password, "Password", isSecure: true, contentType: .newPassword)
          .validated(.minimumLength(8).message("At least 8 characters"))
        TextField(\.confirmation, "Confirm", isSecure: true, contentType: .newPassword)
          .validated(equalTo: \.password, message: "The passwords differ")
      }
      FormSection("Where") {
        SelectorField(\.country, "Country", options: ["France", "Japan", "United Kingdom"])
        ToggleField(\.isBusiness, "Business account")
      }
      FormSection("Company", hidden: { !$0[\.isBusiness] }) {
        TextField(\.company, "Name").validated(.required)
        TextField(\.vatNumber, "VAT number", placeholder: "optional")
      }
      MultiValueSection(
        \.phones, "Phone numbers", addTitle: "Add a phone number", placeholder: "Number",
        keyboard: .phone, contentType: .telephoneNumber, validated: [.eachEntry(phone)])
    }
  }

  /// Runs the sample and returns what it prints.
  /// `inspect` sees the table as the run leaves it (the tests audit it for reuse bugs).
  static func run(inspect: (VirtualTableView) throws -> Void = { _ in }) async throws -> String {
    let service = UsernameService(taken: ["ada", "grace"])
    let form = try makeForm(service)
    let table = VirtualTableView(size: CGSize(width: 320, height: 520))
    try table.setEstimatedRowHeight(0)
    form.show(in: table)
    try table.layoutIfNeeded()
    var output: [String] = []
    func step(_ title: String) {
      output.append(title)
      output.append(table.renderText(TextRenderingOptions(width: 52)))
    }
    /// The text field cell showing a row of the form, by its key.
    func field(_ key: FieldKey) throws -> TextFieldCell {
      guard let path = form.dataSource.indexPath(for: key),
        let cell = table.cellForRow(at: path) as? TextFieldCell
      else { throw FormError.cellShowsNoField }
      return cell
    }
    func path(_ key: FieldKey) throws -> IndexPath {
      guard let path = form.dataSource.indexPath(for: key) else {
        throw FormError.unknownField(key.description)
      }
      return path
    }
    let email = FieldKey(\SignUp.email)
    let username = FieldKey(\SignUp.username)
    let phones = FieldKey(\SignUp.phones)

    step("The empty form.")

    try field(email).tap()
    try field(email).type("ada@example")
    form.endEditing()
    step("An email without a domain, and editing ended: its message shows beneath it.")
    try field(email).tap()
    try field(email).type(".com")
    step("The domain typed: the message goes as the user types (the field has been left once).")

    try field(username).tap()
    try field(username).type("grace")
    form.endEditing()
    await service.waitForQuestions(1)
    step("A user name typed and left: the service is asked (…), the field is pending.")
    service.answer("grace")
    await form.validationsFinished()
    step("The service answers that \"grace\" is taken: the message shows.")

    try field(username).tap()
    try field(username).clear()
    try field(username).type("ada")
    await service.waitForQuestions(1)
    try field(username).type("_l")
    await service.waitForQuestions(2)
    output.append("Asked, in order: " + service.questions.joined(separator: ", "))
    service.answer("ada")
    await Task.yield()
    step(
      "\"ada\" typed, then \"_l\" before the service answered: the check of \"ada\" is "
        + "cancelled; its answer (taken) comes late and is never shown.")
    service.answer("ada_l")
    await form.validationsFinished()
    step("\"ada_l\" is free: the field is valid.")

    try field(FieldKey(\SignUp.password)).tap()
    try field(FieldKey(\SignUp.password)).type("correct horse")
    try field(FieldKey(\SignUp.confirmation)).tap()
    try field(FieldKey(\SignUp.confirmation)).type("correct hose")
    form.endEditing()
    step("The confirmation differs from the password.")
    try field(FieldKey(\SignUp.confirmation)).tap()
    try field(FieldKey(\SignUp.confirmation)).clear()
    try field(FieldKey(\SignUp.confirmation)).type("correct horse")
    form.endEditing()

    var countries = ""
    form.onPresentSelector = { screen in
      // What an app would push: the options in a table of their own.
      let options = VirtualTableView(size: CGSize(width: 320, height: 132))
      options.dataSource = screen.dataSource
      options.delegate = screen.dataSource
      try? options.layoutIfNeeded()
      countries = options.renderText(TextRenderingOptions(width: 52))
      try? options.simulate.tap(row: IndexPath(row: 1, section: 0))
    }
    try table.simulate.tap(row: try path(FieldKey(\SignUp.country)))
    output.append("The country tapped: its options, on a screen of their own; Japan chosen.")
    output.append(countries)

    try table.simulate.tap(row: try path(phones))
    try field(form.focusedField ?? phones).type("555 0100")
    try table.simulate.tap(row: try path(phones))
    try field(form.focusedField ?? phones).type("call me")
    form.endEditing()
    step("Two phone numbers added; the second is not one.")
    try table.simulate.tap(row: try path(phones))
    try field(form.focusedField ?? phones).type("555-0199")
    form.endEditing()
    let second = IndexPath(row: 1, section: try path(phones).section)
    _ = try table.simulate.swipeFully(row: second)
    table.setEditing(true)
    try table.simulate.drag(row: second, to: IndexPath(row: 0, section: second.section))
    table.setEditing(false)
    step("A third added, the wrong one swiped away, and the last dragged above the first.")

    guard let toggle = table.cellForRow(at: try path(FieldKey(\SignUp.isBusiness))) as? ToggleCell
    else { throw FormError.cellShowsNoField }
    try toggle.toggle()
    step("Business account switched on: the company section appears.")

    do {
      try form.save()
    } catch let report {
      output.append(
        "Save refused: "
          + report.failures.map { "\($0.field) \"\($0.message)\"" }.joined(separator: ", ")
          + "; focus on \(form.focusedField?.description ?? "nothing")")
    }
    step("The company's name, the first invalid field, has the focus and its message.")
    try field(FieldKey(\SignUp.company)).type("Analytical Engines Ltd")
    let saved = try form.save()
    output.append("Saved: \(saved)")
    try inspect(table)
    return output.joined(separator: "\n")
  }
}
