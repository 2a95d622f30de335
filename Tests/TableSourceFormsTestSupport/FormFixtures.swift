package import Foundation
package import TableSourceForms

// What the forms' tests share: forms of every kind of field, the models they edit, and a table
// that shows a form with its event log on.

/// A form of `count` sections of five fields, one of each editable kind the virtual table has a
/// cell for, over values by name.
@MainActor
package func makeLongForm(sections count: Int) throws -> Form<FormValues> {
  try Form(editing: FormValues()) {
    for index in 0..<count {
      FormSection("S\(index)") {
        TextField("text\(index)", "Text \(index)", placeholder: "empty")
        ToggleField("toggle\(index)", "Toggle \(index)")
        TextField("secret\(index)", "Secret \(index)", isSecure: true)
        ToggleField("flag\(index)", "Flag \(index)")
        TextField("note\(index)", "Note \(index)")
      }
    }
  }
}

/// The rows a table shows, as text, one line each.
@MainActor
package func rows(_ table: VirtualTableView) -> [String] {
  table.visibleCells.map(\.renderedContent)
}

/// How many batch updates a table has committed (its event log must be on).
@MainActor
package func commits(_ table: VirtualTableView) -> Int {
  table.events.count { if case .commitUpdates = $0 { true } else { false } }
}

/// Shows `form` in a virtual table of `height` points with its event log on, laid out.
@MainActor
package func showForm<Model>(
  _ form: Form<Model>, order: ReuseQueueOrder = .lastInFirstOut, height: CGFloat = 440,
  cells: FormCells = .virtualTable
)
  throws -> VirtualTableView
{
  let table = VirtualTableView(size: CGSize(width: 320, height: height), reuseQueueOrder: order)
  try table.setEstimatedRowHeight(0)
  table.isLoggingEvents = true
  form.show(in: table, cells: cells)
  try table.layoutIfNeeded()
  return table
}

/// The model a form edits in these tests.
package struct Profile: Equatable {
  package var name = "Ada"
  package var email = ""
  package var age = 36
  package var guests = 2
  package var isPublic = false
  package var bio = ""
  package var memberSince = 2019

  package init() {}
}

@MainActor
package func makeProfileForm(_ profile: Profile = Profile()) throws -> Form<Profile> {
  try Form(editing: profile) {
    FormSection("Account") {
      TextField(\.name, "Name", placeholder: "Your name")
      TextField(\.email, "Email", keyboard: .email, contentType: .emailAddress)
      TextField(\.age, "Age", keyboard: .number, format: { String($0) }, parse: { Int($0) })
    }
    FormSection("Visit", footer: "Up to eight guests.") {
      StepperField(\.guests, "Guests", range: 1...8)
      ToggleField(\.isPublic, "Public profile")
      InfoField(\.memberSince, "Member since")
    }
  }
}

/// A sign-up model for the validation tests.
package struct Account: Equatable {
  package var email = ""
  package var password = ""
  package var confirmation = ""
  package var nickname = "ada"
  package var card = ""
  package var age = 30
  package var acceptsTerms = false

  package init() {}
}

/// A company's details, for the tests of conditions.
package struct Company: Equatable {
  package var isBusiness = false
  package var company = ""
  package var vatNumber = ""
  package var hasOffice = false
  package var office = ""
  package var founded = Date(timeIntervalSince1970: 0)
  package var notes: [String] = Array(repeating: "", count: 50)

  package init() {}
}
