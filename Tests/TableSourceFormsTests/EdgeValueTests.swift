import Foundation
import TableSource
import TableSourceForms
import TableSourceFormsTestSupport
import Testing

/// A model of numbers at the edges of their types.
struct Gauges: Equatable {
  var count = 0
  var level = 0.0
  var small: Int8 = 0
  var size = "M"
  var sizes: Set<String> = []
  var day = Date(timeIntervalSince1970: 0)
  var age = 30
  var presses = 0
  var prices = [1, 2]

  /// The level by another key path: a field over it and the slider edit the same storage.
  var levelText: Double {
    get { level }
    set { level = newValue }
  }

  /// A text over a stored value: a change of the count changes it.
  var summary: String {
    get { "\(count) of \(small)" }
    set {}
  }

  /// A value no field edits: the sum of the prices.
  var total: Int {
    get { prices.reduce(0, &+) }
    set { prices = [newValue] }
  }
}

@MainActor
@Suite("Forms: numbers at the edges of their types, and values a field cannot hold")
struct EdgeValueTests {
  @Test("a stepper stepped past Int.max, or by a step of Int.max, stops at its bound")
  func stepperNeverOverflows() throws {
    var model = Gauges()
    model.count = .max - 1
    let form = try Form(editing: model) {
      FormSection("S") {
        StepperField(\.count, "Count", range: Int.min...Int.max)
        StepperField(\.small, "Small", range: Int8.min...Int8.max, step: Int.max)
      }
    }
    let table = try showForm(form)
    let count = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? StepperCell)
    try count.increment()
    #expect(form.draft.count == .max && count.renderedContent.hasSuffix("[− ·]"))
    try count.increment()
    #expect(form.draft.count == .max, "the + button is disabled at the bound: nothing happens")
    try form.setValue(Int.min + 1, for: \.count)
    try count.decrement()
    try count.decrement()
    #expect(form.draft.count == .min && count.renderedContent.hasSuffix("[· +]"))

    let small = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? StepperCell)
    try small.increment()
    #expect(form.draft.small == .max)
    try small.decrement()
    #expect(form.draft.small == .min)

    // A step wider than the type's half, from below zero: the result fits, and is taken.
    let wide = try Form(editing: Gauges()) {
      FormSection("S") { StepperField(\.small, "Small", range: -100...100, step: 150) }
    }
    try wide.setValue(-100, for: \.small)
    let wideTable = try showForm(wide)
    let wideCell = try #require(
      wideTable.cellForRow(at: IndexPath(row: 0, section: 0)) as? StepperCell)
    try wideCell.increment()
    #expect(wide.draft.small == 50)
    try wideCell.increment()
    #expect(wide.draft.small == 100)
  }

  @Test(
    "a step that is not above zero disables a stepper's buttons; a step from NaN enters the range at a bound"
  )
  func stepperStepsAndNaN() throws {
    for step in [0, -1, Double.nan, -Double.infinity] {
      let form = try Form(editing: Gauges()) {
        FormSection("S") { StepperField(\.level, "Level", range: -1...1, step: step) }
      }
      let table = try showForm(form)
      let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? StepperCell)
      try cell.increment()
      try cell.decrement()
      #expect(form.draft.level == 0 && cell.renderedContent.hasSuffix("[· ·]"), "step \(step)")
    }
    // NaN reaches a stepper's value only through another field over the same storage.
    let form = try Form(editing: Gauges()) {
      FormSection("S") {
        StepperField(\.level, "Level", range: -1...1, step: .infinity)
        TextField(\.levelText, "Typed", format: { "\($0)" }, parse: { Double($0) })
      }
    }
    let table = try showForm(form)
    let stepper = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? StepperCell)
    let typed = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TextFieldCell)
    try typed.clear()
    try typed.type("nan")
    #expect(form.draft.level.isNaN && stepper.renderedContent == "Level  nan  [− +]")
    try stepper.increment()
    #expect(form.draft.level == -1, "up from NaN: the lower bound")
    try stepper.increment()
    #expect(form.draft.level == 1, "a step of infinity stops at the upper bound")
    try typed.clear()
    try typed.type("nan")
    try stepper.decrement()
    #expect(form.draft.level == 1, "down from NaN: the upper bound")
  }

  @Test(
    "a slider shows and draws any value: infinite, NaN, beyond Int, outside its range, on an infinite range"
  )
  func sliderDrawsAnyValue() throws {
    let form = try Form(editing: Gauges()) {
      FormSection("S") {
        SliderField(\.level, "Level", range: -Double.infinity...Double.infinity, step: 1)
        TextField(\.levelText, "Typed", format: { "\($0)" }, parse: { Double($0) })
      }
    }
    let table = try showForm(form)
    let slider = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? SliderCell)
    let typed = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TextFieldCell)
    let expected: [(Double, String)] = [
      (.infinity, "inf"), (-.infinity, "-inf"), (1e20, "1e+20"),
      (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
      (-0.0, "0"), (.ulpOfOne, "0"), (0.125, "0.13"),
    ]
    for (value, text) in expected {
      try form.setValue(value, for: \.level)
      #expect(slider.renderedContent.hasPrefix("Level  \(text)  ["), "\(value)")
      #expect(table.renderText().contains("Level  \(text)"))
    }
    try slider.slide(to: 7.4)
    #expect(form.draft.level == 7.4, "an infinite range has no countable steps: the slide stays")
    // Values the slider cannot hold, written through another field over the same storage.
    for text in ["nan", "-nan"] {
      try typed.clear()
      try typed.type(text)
      #expect(form.draft.level.isNaN && slider.renderedContent == "Level  nan  [|----------]")
    }
    let bounded = try Form(editing: Gauges()) {
      FormSection("S") {
        SliderField(\.level, "Level", range: 0...1)
        TextField(\.levelText, "Typed", format: { "\($0)" }, parse: { Double($0) })
      }
    }
    let boundedTable = try showForm(bounded)
    let cell = try #require(
      boundedTable.cellForRow(at: IndexPath(row: 1, section: 0)) as? TextFieldCell)
    try cell.clear()
    try cell.type("-5")
    #expect(boundedTable.visibleCells[0].renderedContent == "Level  -5  [|----------]")
    try cell.clear()
    try cell.type("1e300")
    #expect(boundedTable.visibleCells[0].renderedContent == "Level  1e+300  [----------|]")
    #expect(bounded.validate().failures.map(\.message) == ["Must be from 0.0 to 1.0"])
  }

  @Test(
    "setValue and setValues refuse a value the field cannot hold, naming the field, and leave the draft as it was"
  )
  func refusedValues() throws {
    let form = try Form(editing: FormValues()) {
      FormSection("S") {
        StepperField(
          \FormValues.[key: "guests", default: 1], "Guests", range: 1...4, step: 1,
          key: FieldKey(name: "guests"), format: { "\($0)" })
        PickerField(
          \FormValues.[key: "size", default: "M"], "Size", options: ["S", "M", "L"],
          key: FieldKey(name: "size"), format: { $0 })
        TextField("name", "Name")
      }
    }
    #expect(throws: FormError.valueRefused(field: "guests", reason: "Must be from 1 to 4")) {
      try form.setValues(["guests": 40])
    }
    #expect(throws: FormError.valueRefused(field: "size", reason: "Not one of the options")) {
      try form.setValues(["name": "Ada", "size": "XXL"])
    }
    #expect(form.values() == ["guests": 1, "size": "M", "name": ""], "nothing changed")
    try form.setValues(["guests": 4, "size": "L", "name": "Ada"])
    #expect(form.values() == ["guests": 4, "size": "L", "name": "Ada"])

    var valid = Gauges()
    valid.count = 1
    let typed = try Form(editing: valid) {
      FormSection("S") {
        StepperField(\.count, "Count", range: 1...4)
        SliderField(\.level, "Level", range: 0...1)
        PickerField(\.size, "Size", options: ["S", "M", "L"])
        ChoiceField(\.sizes, options: ["S", "M", "L"])
        DatePickerField(
          \.day, "Day",
          range: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 86_400))
      }
    }
    let before = typed.draft
    let refusals: [(String, () throws -> Void)] = [
      ("Must be from 1 to 4", { try typed.setValue(40, for: \.count) }),
      ("Must be from 1 to 4", { try typed.setValue(.min, for: \.count) }),
      ("Must be from 0.0 to 1.0", { try typed.setValue(.nan, for: \.level) }),
      ("Must be from 0.0 to 1.0", { try typed.setValue(.infinity, for: \.level) }),
      ("Must be from 0.0 to 1.0", { try typed.setValue(1 + .ulpOfOne, for: \.level) }),
      ("Not one of the options", { try typed.setValue("XXL", for: \.size) }),
      ("Not one of the options", { try typed.setValue(["S", "XXL"], for: \.sizes) }),
      ("Not a date", { try typed.setValue(Date(timeIntervalSince1970: .nan), for: \.day) }),
    ]
    for (reason, set) in refusals {
      let error = try #require(throws: FormError.self, performing: set)
      guard case .valueRefused(_, let message) = error else {
        Issue.record("\(error)")
        continue
      }
      #expect(message == reason || message.hasPrefix("Must be from 1970"), "\(error)")
    }
    #expect(typed.draft == before)
  }

  @Test("a form made from a model holding a value a field cannot hold is an error naming the field")
  func refusedModel() throws {
    var model = Gauges()
    model.count = 40
    #expect(
      throws: FormError.valueRefused(
        field: String(reflecting: \Gauges.count), reason: "Must be from 1 to 4")
    ) {
      try Form(editing: model) { FormSection("S") { StepperField(\.count, "Count", range: 1...4) } }
    }
    model.level = .nan
    #expect(throws: FormError.self) {
      try Form(editing: model) { FormSection("S") { SliderField(\.level, "Level", range: 0...1) } }
    }
  }

  @Test(
    "text that does not parse stays on screen and makes its field invalid: save throws, and the value is kept"
  )
  func unparsedText() throws {
    let form = try Form(editing: Gauges()) {
      FormSection("S") {
        TextField(
          \.age, "Age", keyboard: .number, unparsableText: "Not a number", format: { "\($0)" },
          parse: { Int($0) })
      }
    }
    let table = try showForm(form)
    let age = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextFieldCell)
    try age.clear()
    try age.type("4O")
    #expect(form.draft.age == 30 && age.renderedContent == "Age  [4O]")
    let report = try #require(throws: ValidationReport.self) { try form.save() }
    #expect(report.failures.map(\.message) == ["Not a number"])
    #expect(
      table.renderText().contains("Age  [4O|]") && table.renderText().contains("⚠ Not a number"),
      "\(table.renderText())")
    #expect(form.original.age == 30)
    try age.deleteBackward()
    try age.type("0")
    #expect(form.draft.age == 40 && !table.renderText().contains("⚠"))
    #expect(try form.save().age == 40)
    // A value set another way replaces the text that did not parse.
    try age.type("x")
    try form.setValue(7, for: \.age)
    #expect(age.renderedContent == "Age  [7|]" && form.validate().isValid)
  }

  @Test(
    "a change refreshes every field whose value it changed, and setValue writes what no field binds"
  )
  func dependentsRefresh() throws {
    let form = try Form(editing: Gauges()) {
      FormSection("S") {
        InfoField(\.total, "Total")
        // Neither the presses nor the prices have a field.
        ButtonField("press", "Press") { form in
          try? form.setValue(form.draft.presses + 1, for: \.presses)
          try? form.setValue(form.draft.prices + [10], for: \.prices)
        }
      }
    }
    let table = try showForm(form)
    var heard: [Int] = []
    let subscription = form.onChange(of: \.presses) { heard.append($0) }
    try table.simulate.tap(row: IndexPath(row: 1, section: 0))
    try table.simulate.tap(row: IndexPath(row: 1, section: 0))
    #expect(form.draft.presses == 2 && heard == [1, 2])
    #expect(table.visibleCells.map(\.renderedContent) == ["Total  23", "[ Press ]"])

    // Fields over stored properties skip one another; one over a computed property is compared.
    let stored = try Form(editing: Gauges()) {
      FormSection("S") {
        StepperField(\.count, "Count", range: 0...9)
        StepperField(\.small, "Small", range: 0...9)
        InfoField(\.summary, "Summary")
      }
    }
    let storedTable = try showForm(stored)
    let count = try #require(
      storedTable.cellForRow(at: IndexPath(row: 0, section: 0)) as? StepperCell)
    try count.increment()
    try count.increment()
    let small = try #require(
      storedTable.cellForRow(at: IndexPath(row: 1, section: 0)) as? StepperCell)
    try small.increment()
    #expect(
      rows(storedTable) == ["Count  2  [− +]", "Small  1  [− +]", "Summary  2 of 1"])
    subscription.cancel()
  }
}
