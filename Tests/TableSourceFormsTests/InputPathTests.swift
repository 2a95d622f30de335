import Foundation
import TableSource
import TableSourceForms
import TableSourceFormsTestSupport
import Testing

@testable import TableSourceFormsCore

/// The model of the kinds' input meanings below.
private struct Levels {
  var count = 2
  var volume = 0.5
  var size = "M"
  var day = Date(timeIntervalSinceReferenceDate: 0)
  var isOn = false
}

/// The one input path: what an input means lives on each kind, apart from the machinery every
/// kind's row is made by, and a cell keeps one binding while it shows its field.
@MainActor
@Suite("Forms: one input path, what an input means on each kind, one binding per cell")
struct InputPathTests {
  @Test("typed text is cut to the longest text the field takes, then parsed, without a form")
  func textMeaning() {
    let meaning = TextMeaning<Int>(maximumLength: 3, format: { String($0) }, parse: { Int($0) })
    guard case .value(12, shown: nil) = meaning.reading("12") else {
      Issue.record("12 parses to itself")
      return
    }
    guard case .value(123, shown: nil) = meaning.reading("12345") else {
      Issue.record("text past the limit is cut before it is parsed")
      return
    }
    guard case .value(7, shown: "007") = meaning.reading("007") else {
      Issue.record("text that is not the value's own is kept to show")
      return
    }
    guard case .unparsed("4O") = meaning.reading("4O") else {
      Issue.record("text that does not parse is kept, cut")
      return
    }
  }

  @Test("each kind says what its input means: a step within range, a slide, an option, a date")
  func kindsMeanings() {
    let stepper = StepperField(\Levels.count, "Count", range: 0...3)
    #expect(stepper.value(for: .increment, from: 3) == nil, "no step past the range's end")
    #expect(stepper.value(for: .decrement, from: 3) == 2)
    let slider = SliderField(\Levels.volume, "Volume", range: 0...1, step: 0.25)
    #expect(slider.value(for: 0.3, from: 0) == 0.25 && slider.value(for: 7, from: 0) == 1)
    #expect(slider.value(for: .nan, from: 0.5) == nil)
    let picker = PickerField(\Levels.size, "Size", options: ["S", "M", "L"])
    #expect(picker.value(for: 2, from: "M") == "L" && picker.value(for: 3, from: "M") == nil)
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let dates = DatePickerField(\Levels.day, "Day", range: start...start.addingTimeInterval(60))
    #expect(dates.value(for: start.addingTimeInterval(600), from: start) == start + 60)
    #expect(dates.value(for: Date(timeIntervalSinceReferenceDate: .infinity), from: start) == nil)
    #expect(ToggleField(\Levels.isOn, "On").value(for: true, from: false) == true)
  }

  @Test("a text cell keeps one binding and one subscription across keystrokes and reconfigures")
  func oneBindingPerCell() throws {
    let form = try makeProfileForm()
    let table = try showForm(form)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextFieldCell)
    let binding = try #require(cell.binding)
    let subscriptions = form.liveSubscriptionCount
    for letter in ["G", "r", "a"] { try cell.type(letter) }
    #expect(cell.binding === binding && form.liveSubscriptionCount == subscriptions)
    var snapshot = form.dataSource.snapshot()
    try snapshot.reconfigureItems([FieldKey(\Profile.name)])
    try form.dataSource.apply(snapshot, animatingDifferences: false)
    #expect(cell.binding === binding && form.liveSubscriptionCount == subscriptions)
    #expect(form.draft.name == "AdaGra" && cell.content?.text == "AdaGra")
  }

  @Test("a cell reused for another field gets a new binding, and the old one ends")
  func newBindingForAnotherField() throws {
    let form = try makeLongForm(sections: 30)
    let table = try showForm(form)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextFieldCell)
    let first = try #require(cell.binding)
    try table.scrollToRow(at: IndexPath(row: 4, section: 29), at: .bottom)
    #expect(!first.isActive)
    #expect(cell.binding.map { $0 !== first } ?? true)
  }
}
