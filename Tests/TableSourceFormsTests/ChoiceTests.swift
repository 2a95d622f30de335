import Foundation
import TableSource
import TableSourceForms
import TableSourceFormsTestSupport
import Testing

struct Order: Equatable {
  var size = "M"
  var toppings: Set<String> = ["Cheese"]
  var isGift = false
}

@MainActor
@Suite("Forms: choice sections")
struct ChoiceTests {
  private func makeForm() throws -> Form<Order> {
    try Form(editing: Order()) {
      FormSection("Size") { ChoiceField(\.size, options: ["S", "M", "L"]) }
      FormSection("Toppings") {
        ChoiceField(\.toppings, options: ["Cheese", "Olives", "Basil"])
      }
    }
  }

  @Test("a single choice shows one row per option, the value's checked; a tap moves the check mark")
  func singleChoice() throws {
    let form = try makeForm()
    let table = try showForm(form)
    #expect(rows(table).prefix(3) == ["S", "M  ✓", "L"])
    try table.simulate.tap(row: IndexPath(row: 2, section: 0))
    #expect(form.draft.size == "L" && rows(table).prefix(3) == ["S", "M", "L  ✓"])
    #expect(table.indexPathsForSelectedRows.isEmpty)
    #expect(form.changedFields == [FieldKey(\Order.size)])
  }

  @Test(
    "an option cell's toggle chooses as a tap does; a state the option already has changes nothing")
  func toggleChooses() throws {
    let form = try makeForm()
    let table = try showForm(form)
    func option(_ row: Int, in section: Int) throws -> ToggleCell {
      try #require(table.cellForRow(at: IndexPath(row: row, section: section)) as? ToggleCell)
    }
    try option(2, in: 0).toggle()
    #expect(form.draft.size == "L" && rows(table).prefix(3) == ["S", "M", "L  ✓"])
    try option(2, in: 0).toggle()
    #expect(form.draft.size == "L", "a single choice's chosen option cannot be unchosen")
    try option(1, in: 1).toggle()
    try option(0, in: 1).toggle()
    #expect(form.draft.toppings == ["Olives"])
    #expect(rows(table).suffix(3) == ["Cheese", "Olives  ✓", "Basil"])
    #expect(form.changedFields == [FieldKey(\Order.size), FieldKey(\Order.toppings)])
  }

  @Test("a multiple choice checks each option in the set; a tap adds or removes one")
  func multipleChoice() throws {
    let form = try makeForm()
    let table = try showForm(form)
    #expect(rows(table).suffix(3) == ["Cheese  ✓", "Olives", "Basil"])
    try table.simulate.tap(row: IndexPath(row: 1, section: 1))
    try table.simulate.tap(row: IndexPath(row: 0, section: 1))
    #expect(form.draft.toppings == ["Olives"])
    #expect(rows(table).suffix(3) == ["Cheese", "Olives  ✓", "Basil"])
    form.cancel()
    #expect(rows(table).suffix(3) == ["Cheese  ✓", "Olives", "Basil"])
  }

  @Test(
    "B3: checked options belong to the value; under a shuffled reuse queue no other row shows a stale check mark"
  )
  func checkMarksSurviveReuse() throws {
    let form = try Form(editing: Order()) {
      for index in 0..<30 {
        FormSection("S\(index)") {
          if index == 0 {
            ChoiceField(\.size, options: ["S", "M", "L"])
          } else {
            ToggleField(
              \.isGift, "Gift \(index)", style: .checkmark, key: FieldKey(name: "gift\(index)"))
          }
        }
      }
    }
    let table = try showForm(form, order: .shuffled(seed: 3), height: 160)
    for offset in stride(from: 0, through: 1_400, by: 61) {
      try table.setContentOffset(CGPoint(x: 0, y: CGFloat(offset)))
      #expect(!rows(table).contains { $0.hasSuffix("✓") && !$0.hasPrefix("M") })
    }
    try table.setContentOffset(.zero)
    #expect(rows(table).prefix(3) == ["S", "M  ✓", "L"])
  }

  @Test("a choice hides with its group, all its rows in one batch")
  func hiddenChoice() throws {
    let form = try Form(editing: Order()) {
      FormSection("Order") {
        ToggleField(\.isGift, "Choose a size")
        Hidden(when: { !$0[\.isGift] }) { ChoiceField(\.size, options: ["S", "M", "L"]) }
      }
    }
    let table = try showForm(form)
    #expect(rows(table) == ["Choose a size  [off]"])
    try form.setValue(true, for: \.isGift)
    #expect(rows(table) == ["Choose a size  [on ]", "S", "M  ✓", "L"])
  }
}
