import Foundation
import TableSource
import TableSourceForms
import Testing

@testable import FormInList
@testable import ProfileForm

@MainActor
@Suite("FormInList sample")
struct FormInListTests {
  @Test(
    "FormInList: ProfileForm's form in a list shows each field as the table does; the inline picker opens and closes, the selector chooses, the samples' own rating kind takes a tap, next goes through every text field"
  )
  func formInList() throws {
    let output = try FormInList.run()
    #expect(output.contains("[0.4 Birthday  day 10000  ▴]\n[0.5 day 10000]"))
    #expect(output.contains("[0.4 Birthday  day 10100  ▾]"))
    #expect(output.contains("[0.2 United Kingdom  ✓]"))
    #expect(output.contains("[0.5 Country  Japan  >]"))
    #expect(
      output.contains(
        "Next, next, next: \\Profile.name → \\Profile.email → \\Profile.phone → \\Profile.age → "
          + "\\Profile.bio"))
    #expect(output.contains("[0.6 Bio  [|‹A few words›]]"))
    let further = try #require(output.components(separatedBy: "Further down").last)
    for kind in [
      "[1.0 Public profile  [on ]]", "[1.1 Accept the terms]", "[1.2 Guests  1  [· +]]",
      "[1.3 Volume  0.5  [-----|-----]]", "[1.4 Size  [ S |M| L ]]", "[1.5 Color  [Blue] ‹Green›]",
      "[1.6 Rating  ★★★★☆]", "[1.7 Member since  2019]", "[1.8 [! Sign out ]]",
    ] {
      #expect(further.contains(kind), "\(kind)")
    }
    #expect(
      output.hasSuffix("Changed: \\Profile.birthday, \\Profile.country, \\Profile.rating"))
  }

  @Test("FormInList: every item of the list shows what the ProfileForm sample's table row shows")
  func sameRowsAsTheTable() throws {
    let list = try FormInList.run()
    let table = try ProfileForm.run()
    let first = try #require(list.components(separatedBy: "The birthday tapped").first)
    let items = first.split(separator: "\n").filter { $0.hasPrefix("[") }
    #expect(items.count == 7)
    for item in items {
      // `[0.3 Age  [36]]`: the content between the index path and the closing bracket.
      let content = item.dropFirst().drop { $0 != " " }.dropFirst().dropLast()
      #expect(table.contains("│   \(content) "), "\(item)")
    }
  }
}
