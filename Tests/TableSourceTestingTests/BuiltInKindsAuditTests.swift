import Foundation
import TableSource
import TableSourceForms
import TableSourceTesting
import Testing

/// A model with a value for every kind of field, repeated over many sections so the table
/// scrolls and reuses cells.
private struct Everything: Equatable {
  var names: [String]
  var emails: [String]
  var notes: [String]
  var switches: [Bool]
  var checks: [Bool]
  var counts: [Int]
  var levels: [Double]
  var sizes: [String]
  var colors: [String]
  var days: [Date]
  var countries: [String]
  var toppings: [Set<String>]
  var crust = "Thin"
  var phones = ["555-0100", "555-0101"]

  init(count: Int) {
    names = (0..<count).map { "Name \($0)" }
    emails = (0..<count).map { $0 % 2 == 0 ? "user\($0)@example.com" : "not an address" }
    notes = Array(repeating: "", count: count)
    switches = (0..<count).map { $0 % 2 == 0 }
    checks = switches
    counts = Array(0..<count)
    levels = Array(repeating: 0.5, count: count)
    sizes = Array(repeating: "M", count: count)
    colors = Array(repeating: "Red", count: count)
    days = Array(repeating: Date(timeIntervalSince1970: 0), count: count)
    countries = Array(repeating: "France", count: count)
    toppings = Array(repeating: ["Cheese"], count: count)
  }
}

@MainActor
@Suite("Reuse audit: no false findings")
struct BuiltInKindsAuditTests {
  @Test("every built-in field kind audits clean, with its actions, messages and conditions")
  func everyFieldKind() throws {
    let count = 6
    let form = try Form(editing: Everything(count: count)) {
      for index in 0..<count {
        FormSection("S\(index)") {
          TextField(\.names[index], "Name")
          TextField(\.emails[index], "Email").validated(.email)
          TextField(\.notes[index], "Notes", multiline: true)
          ToggleField(\.switches[index], "Switch")
          Hidden(when: { !$0[\.switches[index]] }) {
            ToggleField(\.checks[index], "Check", style: .checkmark)
          }
          StepperField(\.counts[index], "Count", range: 0...100)
          SliderField(\.levels[index], "Level", range: 0...1, step: 0.25)
          SegmentedField(\.sizes[index], "Size", segments: ["S", "M", "L"])
          PickerField(\.colors[index], "Color", options: ["Red", "Green"])
          DatePickerField(\.days[index], "Day", format: { "day \(Int($0.timeIntervalSince1970))" })
          SelectorField(\.countries[index], "Country", options: ["France", "Japan"])
          InfoField(\.counts[index], "Count is", key: FieldKey(name: "info \(index)")) { "\($0)" }
          ButtonField("button \(index)", "Reset") { _ in }
        }
        FormSection("Toppings \(index)") {
          ChoiceField(\.toppings[index], options: ["Cheese", "Olives"])
        }
      }
      FormSection("Crust") { ChoiceField(\.crust, options: ["Thin", "Thick"]) }
      MultiValueSection(\.phones, "Phones", addTitle: "Add a phone", placeholder: "Number")
    }
    _ = form.validate()  // The invalid addresses' messages show as rows.
    let table = VirtualTableView(size: CGSize(width: 320, height: 480))
    form.show(in: table)
    try table.layoutIfNeeded()
    let report = try ReuseAudit().run(on: table)
    #expect(report.isClean, "\(report)")
    #expect(report.checks == [.staleState, .stateKeptInCell, .staleIndexPath])
    // Every kind of field cell with input was acted on: text (2 actions), toggle (1), stepper
    // (2), slider (1), segments (1), picker (1) and the list's entries, in B3 and B4.
    #expect(report.actionsTaken >= 20, "\(report)")
    #expect(report.skipped[.lateAsyncResult] != nil)
  }

  @Test("TextRow, the built-in row, audits clean in both data sources")
  func textRows() throws {
    let table = VirtualTableView(size: CGSize(width: 320, height: 200))
    let sections = try SectionsDataSource {
      TableSection(id: "letters", header: "Letters") {
        for index in 0..<40 {
          TextRow(id: "\(index)", text: "Row \(index)", detail: index % 3 == 0 ? "detail" : nil)
        }
      }
    }
    table.dataSource = sections
    table.delegate = sections
    let report = try ReuseAudit().run(on: table)
    #expect(report.isClean, "\(report)")
    #expect(report.rowsAudited == 40)

    let diffableTable = VirtualTableView(size: CGSize(width: 320, height: 200))
    let diffable = DiffableDataSource<String, Int>(tableView: diffableTable) { id in
      TextRow(id: "\(id)", text: "Item \(id)", accessory: id % 4 == 0 ? .checkmark : .none)
    }
    var snapshot = Snapshot<String, Int>()
    try snapshot.appendSections(["items"])
    try snapshot.appendItems(Array(0..<40))
    try diffable.apply(snapshot)
    let diffableReport = try ReuseAudit().run(on: diffableTable)
    #expect(diffableReport.isClean, "\(diffableReport)")
  }
}
