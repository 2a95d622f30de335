import Foundation
import TableSource
import TableSourceForms
import TableSourceFormsTestSupport
import TableSourceTestSupport
import TableSourceTesting
import Testing

/// One value of each numeric kind a form edits.
struct Numbers: Equatable {
  var int = 0
  var small: Int8 = 0
  var unsigned: UInt8 = 0
  var double = 0.0
  var level = 0.0
  var float: Float = 0
  var typedInt = 0
  var typedDouble = 0.0
  var day = Date(timeIntervalSinceReferenceDate: 0)
  var stars = 0
}

/// The cell of ``StarsField``: the stars, and buttons that step them.
final class StarsCell: FieldTableViewCell<Int, StepperAction> {
  func increment() throws { try report(.increment) }
  func decrement() throws { try report(.decrement) }
  override var renderedContent: String {
    guard let content else { return "" }
    return "Stars  " + String(repeating: "★", count: min(max(content, 0), 5)) + "  [− +]"
  }
}

/// A field kind of an app's own, made with the helper the built-in kinds use: stars from 0 to
/// 5, stepped by the app's own code.
@MainActor
struct StarsField: FormField {
  let binding: WritableKeyPath<Numbers, Int>
  var isEnabled: Bool { true }
  var valueCheck: (@MainActor (Int) -> String?)? { { (0...5).contains($0) ? nil : "0 to 5 stars" } }

  func makeRow(in form: Form<Numbers>) -> AnyRow {
    let binding = binding
    return form.fieldRow(key: key, cell: StarsCell.self) { form in
      form.draft[keyPath: binding]
    } input: { form, action in
      let stars = form.draft[keyPath: binding]
      // The app's own code: it may step out of the range; the form refuses that.
      try? form.setValue(action == .increment ? stars &+ 1 : stars &- 1, for: binding)
    }
  }
}

/// The edges of the number types, and values near them.
enum Edges {
  static let doubles: [Double] = [
    .nan, -.nan, .infinity, -.infinity, 0, -0.0, .ulpOfOne, -.ulpOfOne, .leastNonzeroMagnitude,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1, -1, 0.5, 4, 40, 1e15, 1e300,
    Double(Int.max), Double(Int.min), 9_223_372_036_854_775_808,
  ]
  static let ints: [Int] = [.min, .min + 1, -40, -1, 0, 1, 2, 4, 5, 40, .max - 1, .max]
  static let texts: [String] = [
    "", "-", "0", "-0", "4O", "nan", "-nan", "inf", "-inf", "1e309", "1e-400", "0x10",
    "9223372036854775807", "9223372036854775808", "-9223372036854775809", "4", "40", " 4",
    "1.5", "１２",
  ]
  static let dates: [Date] =
    [.nan, .infinity, -.infinity, 0, -1, 1e9, 1e15, .greatestFiniteMagnitude].map {
      Date(timeIntervalSinceReferenceDate: $0)
    }

  static func pick<T>(_ values: [T], _ random: inout SeededGenerator) -> T {
    values[Int(random.next() % UInt64(values.count))]
  }

  /// A closed range between two edge values (NaN is no bound: a closed range cannot hold it).
  static func range<T: Comparable>(_ values: [T], _ random: inout SeededGenerator)
    -> ClosedRange<T>
  {
    let bounds = values.filter { $0 == $0 }
    let (a, b) = (pick(bounds, &random), pick(bounds, &random))
    return min(a, b)...max(a, b)
  }
}

@MainActor
@Suite("Forms: every numeric kind at the edges of its type, through every entry point")
struct NumericEdgePropertyTests {
  /// The fields of one seed: ranges, steps and date limits drawn from the edges.
  @MainActor
  struct Setup {
    var intRange: ClosedRange<Int>
    var intStep: Int
    var smallStep: Int
    var doubleRange: ClosedRange<Double>
    var doubleStep: Double
    var levelRange: ClosedRange<Double>
    var levelStep: Double?
    var floatRange: ClosedRange<Float>
    var dayRange: ClosedRange<Date>?

    init(_ random: inout SeededGenerator) {
      intRange = Edges.range(Edges.ints, &random)
      intStep = Edges.pick(Edges.ints, &random)
      smallStep = Edges.pick(Edges.ints, &random)
      doubleRange = Edges.range(Edges.doubles, &random)
      doubleStep = Edges.pick(Edges.doubles, &random)
      levelRange = Edges.range(Edges.doubles, &random)
      levelStep = random.next() % 3 == 0 ? nil : Edges.pick(Edges.doubles, &random)
      floatRange = Edges.range(Edges.doubles.map { Float($0) }, &random)
      // A date range's bounds are dates (`distantPast`, not minus infinity).
      let finiteDates = Edges.dates.filter { $0.timeIntervalSinceReferenceDate.isFinite }
      dayRange = random.next() % 2 == 0 ? nil : Edges.range(finiteDates, &random)
    }

    /// Whether each bounded value of `model` lies in its field's range.
    func holds(_ model: Numbers) -> Bool {
      intRange.contains(model.int) && doubleRange.contains(model.double)
        && levelRange.contains(model.level) && floatRange.contains(model.float)
        && (0...5).contains(model.stars) && model.day.timeIntervalSinceReferenceDate.isFinite
        && (dayRange?.contains(model.day) ?? true)
    }

    func makeForm(_ model: Numbers) throws -> Form<Numbers> {
      try Form(editing: model) {
        FormSection("Steppers") {
          StepperField(\.int, "Int", range: intRange, step: intStep)
          StepperField(\.small, "Small", range: Int8.min...Int8.max, step: smallStep)
          StepperField(\.unsigned, "Unsigned", range: UInt8.min...UInt8.max, step: smallStep)
          StepperField(\.double, "Double", range: doubleRange, step: doubleStep)
        }
        FormSection("Sliders") {
          SliderField(\.level, "Level", range: levelRange, step: levelStep)
          SliderField(\.float, "Float", range: floatRange)
        }
        FormSection("Typed") {
          TextField(
            \.typedInt, "Typed int", keyboard: .number, format: { "\($0)" }, parse: { Int($0) })
          TextField(
            \.typedDouble, "Typed double", keyboard: .decimal,
            format: { Self.formatter.string(from: $0 as NSNumber) ?? "" },
            parse: { Self.formatter.number(from: $0)?.doubleValue })
        }
        FormSection("Other") {
          DatePickerField(\.day, "Day", range: dayRange)
          StarsField(binding: \.stars)
        }
      }
    }

    static let formatter: NumberFormatter = {
      let formatter = NumberFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.numberStyle = .decimal
      return formatter
    }()
  }

  /// A seed: a form of every numeric kind over edge ranges and steps, made from a model of edge
  /// values (refused exactly when a value is outside its field's range), then sixty steps of the
  /// user's input, `setValue` and scrolling, each with edge values. After each: no bounded value
  /// has left its range, a refusal happened exactly for values outside it and changed nothing,
  /// every visible cell draws, and the form validates without a table error.
  static func run(_ procedure: SeededSteps) -> String? {
    var random = procedure.generator
    let setup = Setup(&random)
    var model = Numbers(
      int: Edges.pick(Edges.ints, &random), double: Edges.pick(Edges.doubles, &random),
      level: Edges.pick(Edges.doubles, &random),
      float: Float(Edges.pick(Edges.doubles, &random)), day: Edges.pick(Edges.dates, &random),
      stars: Edges.pick(Edges.ints, &random))
    do {
      let form: Form<Numbers>
      do {
        form = try setup.makeForm(model)
        guard setup.holds(model) else { return "a model outside the ranges was taken: \(model)" }
      } catch FormError.valueRefused {
        guard !setup.holds(model) else { return "a model within the ranges was refused: \(model)" }
        model = Numbers(
          int: setup.intRange.lowerBound, double: setup.doubleRange.lowerBound,
          level: setup.levelRange.lowerBound, float: setup.floatRange.lowerBound,
          day: setup.dayRange?.lowerBound ?? Date(timeIntervalSinceReferenceDate: 0), stars: 0)
        form = try setup.makeForm(model)
      }
      var errors: [any Error] = []
      form.onTableError = { errors.append($0) }
      let table = VirtualTableView(size: CGSize(width: 320, height: 260))
      form.show(in: table)
      try table.layoutIfNeeded()
      for step in 0..<procedure.steps {
        let before = form.draft
        let action = random.next() % 8
        switch action {
        case 0...3:
          try act(on: table, &random)
        case 4, 5:
          let refused = try setEdgeValue(form, &random)
          if refused && form.draft != before {
            return "step \(step): a refused value changed the draft"
          }
        case 6:
          let rows = table.numberOfRows(inSection: Int(random.next() % 4))
          let section = table.numberOfSections - 1
          try table.scrollToRow(
            at: IndexPath(
              row: min(rows, table.numberOfRows(inSection: section)) - 1, section: section),
            at: .bottom)
        default:
          try table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top)
        }
        guard setup.holds(form.draft) else {
          return "step \(step) (action \(action)): a value left its range: \(form.draft)"
        }
        for cell in table.visibleCells where cell.renderedContent.isEmpty {
          return "step \(step): a cell draws nothing"
        }
        _ = table.renderText()
        _ = form.validate()
        guard errors.isEmpty else { return "step \(step): table errors \(errors)" }
      }
    } catch {
      return "threw \(error)"
    }
    return nil
  }

  /// The user acts on a visible cell with an edge value.
  static func act(on table: VirtualTableView, _ random: inout SeededGenerator) throws {
    let cells = table.visibleCells
    guard !cells.isEmpty else { return }
    let cell = cells[Int(random.next() % UInt64(cells.count))]
    switch cell {
    case let stepper as StepperCell:
      if random.next() % 2 == 0 { try stepper.increment() } else { try stepper.decrement() }
    case let slider as SliderCell:
      try slider.slide(to: Edges.pick(Edges.doubles, &random))
    case let text as TextFieldCell:
      try text.clear()
      try text.type(Edges.pick(Edges.texts, &random))
    case let picker as DatePickerCell:
      try picker.pick(Edges.pick(Edges.dates, &random))
    case let stars as StarsCell:
      if random.next() % 2 == 0 { try stars.increment() } else { try stars.decrement() }
    default:
      break
    }
  }

  /// Sets a field to an edge value through `setValue`.
  ///
  /// - Returns: Whether the form refused it.
  static func setEdgeValue(_ form: Form<Numbers>, _ random: inout SeededGenerator) throws -> Bool {
    do {
      switch random.next() % 9 {
      case 0: try form.setValue(Edges.pick(Edges.ints, &random), for: \.int)
      case 1:
        try form.setValue(Int8(truncatingIfNeeded: Edges.pick(Edges.ints, &random)), for: \.small)
      case 2:
        try form.setValue(
          UInt8(truncatingIfNeeded: Edges.pick(Edges.ints, &random)), for: \.unsigned)
      case 3: try form.setValue(Edges.pick(Edges.doubles, &random), for: \.double)
      case 4: try form.setValue(Edges.pick(Edges.doubles, &random), for: \.level)
      case 5: try form.setValue(Float(Edges.pick(Edges.doubles, &random)), for: \.float)
      case 6: try form.setValue(Edges.pick(Edges.ints, &random), for: \.typedInt)
      case 7: try form.setValue(Edges.pick(Edges.dates, &random), for: \.day)
      default: try form.setValue(Edges.pick(Edges.ints, &random), for: \.stars)
      }
      return false
    } catch FormError.valueRefused {
      return true
    }
  }

  @Test(
    "seeded edge values (NaN, ±infinity, ±0, min, max, ulp, outside the range) through the model, the cells and setValue: nothing traps, no value leaves its range, refusals change nothing"
  )
  func numericEdges() {
    checkSeeds(suite: "NumericEdgePropertyTests", defaultIterations: 30, steps: 60, Self.run)
  }

  @Test(
    "setValues of a form built at run time takes every edge value or refuses it with a typed error, changing nothing"
  )
  func setValuesAtTheEdges() throws {
    let form = try Form(editing: FormValues()) {
      FormSection("S") {
        StepperField(
          \FormValues.[key: "guests", default: 1], "Guests", range: 1...4, step: 1,
          key: FieldKey(name: "guests"), format: { "\($0)" })
        SliderField(
          \FormValues.[key: "volume", default: 0.5], "Volume", range: 0...1,
          key: FieldKey(name: "volume"))
      }
    }
    let values: [AnyHashable] =
      Edges.ints.map { AnyHashable($0) } + Edges.doubles.map { AnyHashable($0) }
    for name in ["guests", "volume"] {
      for value in values {
        let before = form.values()
        do {
          try form.setValues([name: value])
          let taken = form.values()[name]
          #expect(taken == value, "\(name) = \(value)")
        } catch let error as FormError {
          switch error {
          case .valueRefused, .valueTypeMismatch: #expect(form.values() == before)
          default: Issue.record("\(error)")
          }
        }
      }
    }
  }
}
