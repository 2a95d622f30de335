import Foundation
import TableSource
import TableSourceForms
import TableSourceFormsTestSupport
import Testing

@MainActor
@Suite("Forms: the model is edited as a draft, saved or cancelled")
struct FormModelTests {
  @Test("the original is untouched until save; cancel puts the draft back")
  func draftSaveCancel() throws {
    let form = try makeProfileForm()
    try form.setValue("Grace", for: \.name)
    try form.setValue(true, for: \.isPublic)
    #expect(form.original == Profile())
    #expect(form.draft.name == "Grace" && form.draft.isPublic)
    #expect(form.hasChanges)
    #expect(form.changedFields == [FieldKey(\Profile.name), FieldKey(\Profile.isPublic)])
    form.cancel()
    #expect(form.draft == Profile() && !form.hasChanges && form.changedFields.isEmpty)
    try form.setValue(40, for: \.age)
    let saved = try form.save()
    #expect(saved.age == 40 && form.original.age == 40 && !form.hasChanges)
  }

  @Test("a value set back to the original is no change")
  func revertedValueIsNoChange() throws {
    let form = try makeProfileForm()
    try form.setValue("Grace", for: \.name)
    try form.setValue("Ada", for: \.name)
    #expect(!form.hasChanges)
  }

  @Test(
    "two fields bound to one key, or two sections with one identity, are an error when the form is built"
  )
  func duplicatesAreRejected() {
    #expect(throws: FormError.duplicateFieldKey(String(reflecting: \Profile.name))) {
      try Form(editing: Profile()) {
        FormSection("A") { TextField(\.name, "Name") }
        FormSection("B") { TextField(\.name, "Name again") }
      }
    }
    #expect(throws: FormError.duplicateSectionID("A")) {
      try Form(editing: Profile()) {
        FormSection("A") { TextField(\.name, "Name") }
        FormSection("A") { TextField(\.email, "Email") }
      }
    }
  }

  @Test("builders take if and for, like the screen they describe")
  func buildersTakeControlFlow() throws {
    let showsEmail = false
    let form = try Form(editing: FormValues()) {
      FormSection("Account") {
        TextField("name", "Name")
        if showsEmail { TextField("email", "Email") }
      }
      for day in ["Mon", "Tue"] {
        FormSection(day) { ToggleField("open-\(day)", "Open") }
      }
    }
    #expect(form.fieldKeys.map(\.description) == ["name", "open-Mon", "open-Tue"])
    #expect(form.sections.map(\.id) == ["Account", "Mon", "Tue"])
  }

  @Test("a form built at run time reads and writes its values by name, and rejects a bad one whole")
  func valuesRoundTrip() throws {
    let form = try Form(editing: FormValues()) {
      FormSection("Account") {
        TextField("name", "Name")
        ToggleField("newsletter", "Newsletter")
      }
    }
    #expect(form.values() == ["name": "", "newsletter": false])
    try form.setValues(["name": "Ada", "newsletter": true])
    #expect(form.values() == ["name": "Ada", "newsletter": true])
    #expect(form.changedFields.map(\.description) == ["name", "newsletter"])
    #expect(throws: FormError.unknownField("age")) { try form.setValues(["name": "X", "age": 3]) }
    #expect(
      throws: FormError.valueTypeMismatch(field: "newsletter", expected: "Bool", actual: "Int")
    ) { try form.setValues(["name": "X", "newsletter": 1]) }
    #expect(form.values() == ["name": "Ada", "newsletter": true], "nothing changed")
  }

  @Test(
    "handlers hear every change, from the user, the app or cancel, until their subscription ends")
  func observation() throws {
    let form = try makeProfileForm()
    let heard = Log()
    var names: FormSubscription? = form.onChange(of: \.name) { heard.append("name=\($0)") }
    let any = form.onAnyChange { heard.append("any \($0)") }
    try form.setValue("Grace", for: \.name)
    form.cancel()
    #expect(
      heard.lines == [
        "name=Grace", "any \(String(reflecting: \Profile.name))", "name=Ada",
        "any \(String(reflecting: \Profile.name))",
      ])
    #expect(form.liveSubscriptionCount == 2)
    names = nil
    any.cancel()
    try form.setValue("Linus", for: \.name)
    #expect(heard.lines.count == 4, "released and cancelled handlers are not called")
    #expect(form.liveSubscriptionCount == 0 && names == nil)
  }
}

/// What handlers heard, in order (a reference, so closures can append).
@MainActor
final class Log {
  private(set) var lines: [String] = []
  func append(_ line: String) { lines.append(line) }
}

@MainActor
@Suite("Forms built at run time: every kind bound by name")
struct FormValuesKindsTests {
  @Test(
    "every kind reads its default until set, takes the user's input, and round-trips through values()"
  )
  func everyKindByName() throws {
    let form = try Form(editing: FormValues()) {
      FormSection("All") {
        TextField("name", "Name")
        ToggleField("subscribed", "Subscribed")
        StepperField("guests", "Guests", range: 1...4)
        SliderField("volume", "Volume", range: 0...1, step: 0.5)
        PickerField("size", "Size", options: ["S", "M", "L"])
        SelectorField("country", "Country", options: ["France", "Japan"])
        DatePickerField(
          "day", "Day", initial: Date(timeIntervalSince1970: 0),
          format: { "day \(Int($0.timeIntervalSince1970 / 86_400))" })
      }
    }
    #expect(
      form.values() == [
        "name": "", "subscribed": false, "guests": 1, "volume": 0.0, "size": "S",
        "country": "France", "day": Date(timeIntervalSince1970: 0),
      ])
    let table = try showForm(form)
    let cells = table.visibleCells
    try #require(cells.count == 7)
    try #require(cells[2] as? StepperCell).increment()
    try #require(cells[3] as? SliderCell).slide(to: 0.7)
    try #require(cells[4] as? PickerCell).pick("L")
    try form.setValues(["country": "Japan", "day": Date(timeIntervalSince1970: 86_400)])
    #expect(form.values()["guests"] == AnyHashable(2))
    #expect(form.values()["volume"] == AnyHashable(0.5))
    #expect(form.values()["size"] == AnyHashable("L"))
    #expect(
      table.visibleCells.map(\.renderedContent).suffix(2) == [
        "Country  Japan  >", "Day  day 1",
      ])
    #expect(
      form.changedFields.map(\.description) == ["guests", "volume", "size", "country", "day"])
  }
}

@MainActor
@Suite("Forms: input a field cannot take is refused alike, whatever the kind")
struct ConsistentInputTests {
  func makeForm() throws -> Form<FormValues> {
    try Form(editing: FormValues()) {
      FormSection("All") {
        StepperField("guests", "Guests", range: 1...4)
        SliderField("volume", "Volume", range: 0...1, step: 0.5)
        PickerField("size", "Size", options: ["S", "M", "L"])
        SegmentedField(\FormValues[key: "fit", default: "Slim"], "Fit", segments: ["Slim", "Wide"])
      }
    }
  }

  @Test(
    "setValues takes a number given as another numeric type when nothing is lost: a whole number for a Double, 2.0 for an Int"
  )
  func wholeNumbersConvert() throws {
    let form = try makeForm()
    try form.setValues(["volume": 1, "guests": 2.0])
    #expect(form.values()["volume"] == AnyHashable(1.0))
    #expect(form.values()["guests"] == AnyHashable(2))
    try form.setValues(["guests": Int8(3)])
    #expect(form.values()["guests"] == AnyHashable(3))
    #expect(throws: FormError.valueTypeMismatch(field: "guests", expected: "Int", actual: "Double"))
    {
      try form.setValues(["guests": 2.5])
    }
    #expect(
      throws: FormError.valueTypeMismatch(field: "volume", expected: "Double", actual: "String")
    ) {
      try form.setValues(["volume": "1"])
    }
    // Converted, a value is still checked against its field.
    #expect(throws: FormError.valueRefused(field: "guests", reason: "Must be from 1 to 4")) {
      try form.setValues(["guests": 9.0])
    }
    #expect(
      form.values()["guests"] == AnyHashable(3) && form.values()["volume"] == AnyHashable(1.0))
  }

  @Test(
    "a picker's and a segmented control's cells refuse an option index or a name they do not show with a typed error, changing nothing"
  )
  func optionsOutOfRangeThrow() throws {
    let form = try makeForm()
    let table = try showForm(form)
    let picker = try #require(table.visibleCells[2] as? PickerCell)
    let segments = try #require(table.visibleCells[3] as? SegmentedCell)
    #expect(throws: FormError.indexOutOfRange(9, count: 3)) { try picker.pick(9) }
    #expect(throws: FormError.indexOutOfRange(-1, count: 3)) { try picker.pick(-1) }
    #expect(throws: FormError.indexOutOfRange(2, count: 2)) { try segments.choose(2) }
    #expect(throws: FormError.unknownOption("XL")) { try picker.pick("XL") }
    #expect(throws: FormError.unknownOption("Loose")) { try segments.choose("Loose") }
    #expect(!form.hasChanges)
    try segments.choose("Wide")
    try picker.pick(1)
    #expect(form.draft[key: "fit", default: "Slim"] == "Wide")
    #expect(form.values()["size"] == AnyHashable("M"))
  }
}
