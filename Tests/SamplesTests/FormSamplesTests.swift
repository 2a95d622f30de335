import Foundation
import ProfileFormModel
import TableSource
import TableSourceForms
import Testing

@testable import PreferencesForm
@testable import ProfileForm
@testable import SignUpForm

@MainActor
@Suite("Form samples")
struct FormSamplesTests {
  @Test(
    "PreferencesForm: edits survive reuse, cancel restores every value, save returns the edited model"
  )
  func preferences() throws {
    let output = try PreferencesForm.run()
    let steps = output.components(separatedBy: "\n").filter { !$0.hasPrefix("│") }
    #expect(steps.contains("Back at the top: the edits are where they were."))
    #expect(
      output.contains(
        "Changed: \\Preferences.displayName, \\Preferences.newsletter, \\Preferences.fontSize, "
          + "\\Preferences.theme, \\Preferences.signature"))
    let back = try #require(output.components(separatedBy: "Back at the top").last)
    #expect(back.contains("Name  [Ada Lovelace]") && back.contains("Newsletter  [on ]"))
    let end = try #require(
      output.components(separatedBy: "Scrolled to the end").last?.components(
        separatedBy: "Back at the top"
      ).first)
    #expect(!end.contains("Lovelace") && end.contains("Signature  [Ada]"))
    let cancelled = try #require(
      output.components(separatedBy: "Cancelled: every value is back.").last)
    #expect(cancelled.contains("Name  [Ada]  ") && cancelled.contains("Newsletter  [off]"))
    #expect(output.contains("Has changes: false"))
    #expect(
      output.hasSuffix(
        "Saved: Preferences(displayName: \"Ada\", email: \"ada@lovelace.dev\", newsletter: false, "
          + "fontSize: 14, theme: \"Light\", volume: 0.5, autoLock: true, signature: \"\")"))
  }

  @Test(
    "ProfileForm: the inline date picker opens and closes, the selector chooses, a kind of the sample's own takes input, next goes through every text field"
  )
  func profile() throws {
    let output = try ProfileForm.run()
    #expect(output.contains("│   Birthday  day 10000  ▴                     │ 0.4\n│   day 10000 "))
    #expect(output.contains("│   Birthday  day 10100  ▾                     │ 0.4"))
    #expect(output.contains("│   United Kingdom  ✓                          │ 0.2"))
    #expect(output.contains("│   Country  Japan  >                          │ 0.5"))
    #expect(
      output.contains(
        "Next, next, next: \\Profile.name → \\Profile.email → \\Profile.phone → \\Profile.age → "
          + "\\Profile.bio"))
    #expect(output.contains("│   Bio  [|‹A few words›]                      │ 0.6"))
    let further = try #require(output.components(separatedBy: "Further down").last)
    for kind in [
      "Public profile  [on ]", "Accept the terms ", "Guests  1  [· +]",
      "Volume  0.5  [-----|-----]",
      "Size  [ S |M| L ]", "Color  [Blue] ‹Green›", "Rating  ★★★★☆", "Member since  2019",
      "[! Sign out ]",
    ] {
      #expect(further.contains(kind), "\(kind)")
    }
    #expect(output.hasSuffix("Changed: \\Profile.birthday, \\Profile.country, \\Profile.rating"))
  }

  @Test(
    "the sample's own kind (a rating) shows the form's value, reports input through the form, keeps it within range, and follows cancel"
  )
  func customKind() throws {
    struct Review: Equatable {
      var text = ""
      var stars = 3
    }
    let form = try Form(editing: Review()) {
      FormSection("Review") {
        TextField(\.text, "Text")
        RatingField(\.stars, "Stars", cell: RatingCell.self)
      }
    }
    var heard: [Int] = []
    let subscription = form.onChange(of: \.stars) { heard.append($0) }
    let table = VirtualTableView(size: CGSize(width: 320, height: 200))
    form.show(in: table)
    try table.layoutIfNeeded()
    let rating = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? RatingCell)
    #expect(rating.renderedContent == "Stars  ★★★☆☆")
    try rating.tapStar(5)
    try rating.tapStar(9)
    #expect(form.draft.stars == 5 && rating.renderedContent == "Stars  ★★★★★")
    form.cancel()
    #expect(rating.renderedContent == "Stars  ★★★☆☆" && heard == [5, 3])
    #expect(subscription.isActive)
  }

  @Test(
    "SignUpForm: messages come and go, the newest user-name check wins, the company section appears, phone entries are added, deleted and moved, save is refused then accepted"
  )
  func signUp() async throws {
    let output = try await SignUpForm.run()
    func step(_ title: String) throws -> String {
      let after = try #require(output.components(separatedBy: title).dropFirst().first)
      return after.components(separatedBy: "└").first ?? after
    }
    #expect(try step("An email without a domain").contains("⚠ Not an email address"))
    #expect(try !step("The domain typed").contains("⚠"))
    #expect(try step("A user name typed and left").contains("User name  [grace]  …"))
    #expect(try step("is taken: the message shows").contains("⚠ That name is taken"))
    #expect(output.contains("Asked, in order: ada, ada_l"))
    let stale = try step("\"ada\" typed, then \"_l\"")
    #expect(stale.contains("User name  [ada_l|]  …") && !stale.contains("That name is taken"))
    #expect(try step("\"ada_l\" is free").contains("User name  [ada_l|]  "))
    #expect(try !step("\"ada_l\" is free").contains("⚠"))
    #expect(try step("The confirmation differs").contains("⚠ The passwords differ"))
    #expect(output.contains("│   France  ✓"))
    let phones = try step("Two phone numbers added")
    #expect(phones.contains("[555 0100]") && phones.contains("[call me]"))
    #expect(phones.contains("⚠ A phone number has digits, spaces and dashes"))
    let reordered = try step("A third added, the wrong one swiped away")
    #expect(
      try #require(reordered.range(of: "[555-0199]")).lowerBound
        < #require(reordered.range(of: "[555 0100]")).lowerBound)
    #expect(!reordered.contains("call me") && !reordered.contains("⚠"))
    #expect(try step("Business account switched on").contains("[Company]"))
    #expect(
      output.contains("Save refused: \\SignUp.company \"Required\"; focus on \\SignUp.company"))
    #expect(try step("has the focus and its message").contains("Name  [|‹›]  ⚠"))
    #expect(
      output.hasSuffix(
        "company: \"Analytical Engines Ltd\", vatNumber: \"\", phones: [\"555-0199\", \"555 0100\"])"
      ))
  }
}
