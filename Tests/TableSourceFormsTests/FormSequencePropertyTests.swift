import Foundation
import TableSource
import TableSourceForms
import TableSourceFormsTestSupport
import TableSourceTestSupport
import TableSourceTesting
import Testing

/// A model with a little of everything a form does at its edges.
struct Everything: Equatable {
  var showsDetails = false
  var locked = false
  var hasNotes = false
  var count = 1
  var age = 30
  var size = "M"
  var color = "Red"
  var name = ""
  var notes = ["", ""]
  var country = "France"
  var phones = ["555-0100"]
  var counts = [1, 2]

  /// A total no field edits, shown by an information field.
  var total: Int {
    get { counts.reduce(0, &+) + count }
    set {}
  }
}

@MainActor
@Suite("Forms: seeded legal sequences keep one truth")
struct FormSequencePropertyTests {
  static func makeForm() throws -> Form<Everything> {
    try Form(editing: Everything()) {
      FormSection("Switches") {
        ToggleField(\.showsDetails, "Details")
        ToggleField(\.locked, "Locked")
      }
      FormSection("Details") {
        Hidden(when: { !$0[\.showsDetails] }, clearsValues: true) {
          ToggleField(\.hasNotes, "Notes")
          StepperField(\.count, "Count", range: 1...4)
        }
        TextField(\.age, "Age", keyboard: .number, format: { "\($0)" }, parse: { Int($0) })
          .validated(.range(0...150), timing: .onChange)
        PickerField(\.size, "Size", options: ["S", "M", "L"], inline: true)
        Disabled(when: { $0[\.locked] }) {
          PickerField(\.color, "Color", options: ["Red", "Green"], inline: true)
          TextField(\.name, "Name").validated(.required, timing: .onSubmit)
        }
      }
      FormSection("More") {
        Hidden(when: { !$0[\.hasNotes] }) {
          TextField(\.notes[0], "Note")
          TextField(\.notes[1], "Other note")
        }
        InfoField(\.total, "Total")
        SelectorField(\.country, "Country", options: ["France", "Japan"])
        ButtonField("more", "More") { form in
          try? form.setValue(form.draft.counts + [1], for: \.counts)
        }
      }
      MultiValueSection(\.phones, "Phones", addTitle: "Add a phone")
    }
  }

  static let texts = ["", "4", "40", "4O", "-", "999999999999999999999", "Ada", " "]

  /// Sixty seeded steps of a user and an app on the form: taps, typing (text that parses and text
  /// that does not), steps, picks, switches that hide (clearing values) and disable fields, focus
  /// moves, values set and refused, validation, save, cancel, entries added and deleted, a field
  /// removed and put back, scrolling. After each step: the data source shows the form's snapshot,
  /// the table its counts, every cell on display is bound to the row it shows, the focus and the
  /// open inline row are on rows that take them, values stay in their ranges, and the table
  /// reported no error.
  static func run(_ procedure: SeededSteps) -> String? {
    var random = procedure.generator
    do {
      let form = try makeForm()
      var errors: [any Error] = []
      form.onTableError = { errors.append($0) }
      form.onPresentSelector = { _ in }
      let table = VirtualTableView(size: CGSize(width: 320, height: 360))
      form.show(in: table)
      try table.layoutIfNeeded()
      var ageRemoved = false
      for step in 0..<procedure.steps {
        let action = random.next() % 14
        switch action {
        case 0:
          try form.setValue(!form.draft.showsDetails, for: \.showsDetails)
        case 1:
          try form.setValue(!form.draft.locked, for: \.locked)
        case 2, 3:
          // A tap on a visible row (a toggle's switch, a picker's row, a button, a selector).
          let paths = table.indexPathsForVisibleRows
          if !paths.isEmpty {
            try table.simulate.tap(row: paths[Int(random.next() % UInt64(paths.count))])
          }
        case 4, 5:
          try actOnACell(table, &random)
        case 6:
          _ = random.next() % 2 == 0 ? form.focusNext() : form.focusPrevious()
        case 7:
          let refused = [0, 5, 40, -1, Int.max].randomElement(using: &random) ?? 0
          _ = try? form.setValue(refused, for: \.count)
          _ = try? form.setValue(["XL", "S"].randomElement(using: &random) ?? "S", for: \.size)
        case 8:
          _ = form.validate()
          if random.next() % 3 == 0 { _ = try? form.save() }
        case 9:
          if random.next() % 4 == 0 { form.cancel() } else { form.endEditing() }
        case 10:
          if random.next() % 2 == 0 {
            try? form.addEntry(to: FieldKey(\Everything.phones))
          } else if !form.draft.phones.isEmpty {
            try? form.deleteEntry(at: 0, from: FieldKey(\Everything.phones))
          }
        case 11:
          if ageRemoved {
            try form.insertFields(at: 1, inSection: "Details") {
              TextField(\.age, "Age", keyboard: .number, format: { "\($0)" }, parse: { Int($0) })
            }
          } else {
            try form.removeField(FieldKey(\Everything.age))
          }
          ageRemoved.toggle()
        case 12:
          if let screen = form.presentedSelector {
            // The selector presented by an earlier tap: a choice, or a dismissal.
            if random.next() % 2 == 0 {
              try screen.choose(Int(random.next() % 2))
            } else {
              screen.dismiss()
            }
          } else {
            try form.setValue(!form.draft.hasNotes, for: \.hasNotes)
          }
        default:
          let sections = table.numberOfSections
          let section = Int(random.next() % UInt64(sections))
          let rows = table.numberOfRows(inSection: section)
          if rows > 0 {
            try table.scrollToRow(
              at: IndexPath(row: Int(random.next() % UInt64(rows)), section: section), at: .middle)
          }
        }
        try table.layoutIfNeeded()
        if let problem = check(form, table, errors) {
          return "step \(step) (action \(action)): \(problem)"
        }
      }
    } catch {
      return "threw \(error)"
    }
    return nil
  }

  /// The user acts on a visible cell: types, steps or picks.
  static func actOnACell(_ table: VirtualTableView, _ random: inout SeededGenerator) throws {
    let cells = table.visibleCells
    guard !cells.isEmpty else { return }
    switch cells[Int(random.next() % UInt64(cells.count))] {
    case let text as TextFieldCell:
      if random.next() % 3 == 0 { try text.tap() }
      try text.clear()
      try text.type(texts.randomElement(using: &random) ?? "")
      if random.next() % 3 == 0 { try text.pressReturn() }
    case let stepper as StepperCell:
      if random.next() % 2 == 0 { try stepper.increment() } else { try stepper.decrement() }
    case let picker as PickerCell:
      let index = Int(random.next() % 4) - 1
      do {
        try picker.pick(index)
      } catch FormError.indexOutOfRange {
        // An option the picker does not show (before the first, after the last of the colour's
        // two) is refused; the checks after the step find the form as it was.
      }
    case let toggle as ToggleCell:
      try toggle.toggle()
    default:
      break
    }
  }

  /// What is wrong after a step, if anything.
  static func check(_ form: Form<Everything>, _ table: VirtualTableView, _ errors: [any Error])
    -> String?
  {
    guard errors.isEmpty else { return "table errors \(errors)" }
    let expected = form.snapshot()
    guard form.dataSource.snapshot() == expected else {
      let have = form.dataSource.snapshot()
      let detail = expected.sectionIdentifiers.map { id in
        "\(id): \(have.sectionIdentifiers.contains(id) ? have.itemIdentifiers(inSection: id).map(\.description) : []) vs \(expected.itemIdentifiers(inSection: id).map(\.description))"
      }
      return "the data source's rows differ from the form's snapshot: \(detail)"
    }
    let counts = expected.sectionIdentifiers.map { expected.numberOfItems(inSection: $0) }
    let shown = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
    guard shown == counts else { return "the table shows \(shown) rows, the form \(counts)" }
    for (path, cell) in zip(table.indexPathsForVisibleRows, table.visibleCells) {
      guard let key = form.dataSource.itemIdentifier(for: path) else { return "no item at \(path)" }
      let binding: FieldKey? =
        switch cell {
        case let cell as TextFieldCell:
          cell.binding.map { $0.isActive ? $0.key : FieldKey(name: "ended") }
        case let cell as ToggleCell:
          cell.binding.map { $0.isActive ? $0.key : FieldKey(name: "ended") }
        case let cell as StepperCell:
          cell.binding.map { $0.isActive ? $0.key : FieldKey(name: "ended") }
        case let cell as PickerCell:
          cell.binding.map { $0.isActive ? $0.key : FieldKey(name: "ended") }
        case let cell as InfoCell:
          cell.binding.map { $0.isActive ? $0.key : FieldKey(name: "ended") }
        default: key
        }
      guard binding == key else {
        return "the cell at \(path) is bound to \(String(describing: binding)), its row is \(key)"
      }
      if let info = cell as? InfoCell, info.content?.title == "Total",
        info.content?.value != "\(form.draft.total)"
      {
        return "the total shows \(String(describing: info.content?.value)), not \(form.draft.total)"
      }
    }
    if let focused = form.focusedField, !form.focusOrder.contains(focused) {
      return "the focus is on \(focused), which does not take it"
    }
    if let open = form.openInlineField, !expected.itemIdentifiers.contains(FieldKey(inlineOf: open))
    {
      return "the inline row of \(open) is open but not shown"
    }
    guard (1...4).contains(form.draft.count), ["S", "M", "L"].contains(form.draft.size) else {
      return "a value left its range: \(form.draft)"
    }
    return nil
  }

  @Test(
    "seeded taps, typing, steps, switches, focus moves, refused values, saves, cancels and structure changes keep the form, its data source, its table and its cells in step"
  )
  func sequencesKeepOneTruth() {
    checkSeeds(suite: "FormSequencePropertyTests", defaultIterations: 40, steps: 60, Self.run)
  }
}
