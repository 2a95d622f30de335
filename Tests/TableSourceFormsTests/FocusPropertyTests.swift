import Foundation
import TableSource
import TableSourceForms
import TableSourceFormsTestSupport
import TableSourceTestSupport
import TableSourceTesting
import Testing

/// Switches that hide and disable fields, sections and lists, texts for the fields (those from
/// 40 on for the fields a test adds), flags, and three lists.
struct FocusBoard: Equatable {
  var switches = [Bool](repeating: false, count: 4)
  var texts = [String](repeating: "", count: 80)
  var flags = [Bool](repeating: false, count: 40)
  var lists: [[String]] = [["a"], [], ["b", "c"]]
}

@MainActor
@Suite("Forms: the focus order kept through changes")
struct FocusPropertyTests {
  /// A section of switches, eight sections of text fields that conditions hide and disable (some
  /// whole), and three lists: one always shown, one hidden and one disabled by a switch.
  static func makeForm() throws -> Form<FocusBoard> {
    let switches = (0..<4).map { \FocusBoard.switches[$0] }
    return try Form(editing: FocusBoard()) {
      FormSection("Switches") {
        for index in 0..<4 { ToggleField(switches[index], "Switch \(index)") }
      }
      for index in 0..<8 {
        makeSection(index)
        if index % 3 == 1 { makeList(index / 3) }
      }
    }
  }

  /// Section `index`: a text field always shown, one in a group a switch hides (with a toggle),
  /// one a switch disables, one disabled for good, and a last one; every third section hides
  /// whole while two switches are on, every fourth is disabled by a third.
  static func makeSection(_ index: Int) -> FormSection<FocusBoard> {
    let texts = (0..<5).map { \FocusBoard.texts[index * 5 + $0] }
    let first = \FocusBoard.switches[index % 4]
    let second = \FocusBoard.switches[(index + 1) % 4]
    let third = \FocusBoard.switches[(index + 2) % 4]
    var hidden: (@MainActor (FormReader<FocusBoard>) -> Bool)?
    if index % 3 == 2 { hidden = { reader in reader[first] && reader[second] } }
    var disabled: (@MainActor (FormReader<FocusBoard>) -> Bool)?
    if index % 4 == 1 { disabled = { $0[third] } }
    return FormSection("S\(index)", hidden: hidden, disabled: disabled) {
      TextField(texts[0], "Always \(index)")
      Hidden(when: { $0[first] }) {
        TextField(texts[1], "Hidden \(index)")
        ToggleField(\FocusBoard.flags[index], "Flag \(index)")
      }
      Disabled(when: { !$0[second] }) { TextField(texts[2], "Disabled \(index)") }
      TextField(texts[3], "Never \(index)", isEnabled: false)
      TextField(texts[4], "Last \(index)")
    }
  }

  /// List `index`: the first always shown, the second hidden while switch 1 is on, the third
  /// disabled while switch 2 is.
  static func makeList(_ index: Int) -> MultiValueSection<FocusBoard> {
    var hidden: (@MainActor (FormReader<FocusBoard>) -> Bool)?
    if index == 1 { hidden = { $0[\.switches[1]] } }
    var disabled: (@MainActor (FormReader<FocusBoard>) -> Bool)?
    if index == 2 { disabled = { $0[\.switches[2]] } }
    return MultiValueSection(
      \FocusBoard.lists[index], "List \(index)", addTitle: "Add to \(index)", hidden: hidden,
      disabled: disabled)
  }

  /// The row next (or previous) to the focused one by the definition: from the whole focus
  /// order, the first (or last) while none has the focus.
  static func expectedNeighbour(_ form: Form<FocusBoard>, after: Bool) -> FieldKey? {
    let order = form.focusOrder
    guard let focused = form.focusedField, let index = order.firstIndex(of: focused) else {
      return after ? order.first : order.last
    }
    let next = after ? index + 1 : index - 1
    return order.indices.contains(next) ? order[next] : nil
  }

  /// Seeded steps: switches flipped (fields, sections and lists hidden, shown, disabled and
  /// enabled, a hidden switch's value put back), focus moved next and previous or given to a
  /// row, entries added, deleted, moved or changed by the app, fields and sections inserted,
  /// removed and moved. Each move must reach the row the whole focus order names, and after
  /// each step `canMoveToNext` and `canMoveToPrevious` must say what it says; at the end, next
  /// and previous from no focus walk the whole order, both ways.
  static func run(_ procedure: SeededSteps) -> String? {
    do {
      var random = procedure.generator
      func pick(_ count: Int) -> Int { Int(random.next() % UInt64(max(count, 1))) }
      let form = try makeForm()
      let table = VirtualTableView(size: CGSize(width: 320, height: 400))
      form.show(in: table)
      try table.layoutIfNeeded()
      var added = 0
      for step in 0..<procedure.steps {
        var action = ""
        switch random.next() % 10 {
        case 0, 1:
          let index = pick(4)
          action = "switch \(index)"
          try form.setValue(!form.draft.switches[index], for: \.switches[index])
        case 2, 3, 4:
          let after = random.next() % 2 == 0
          action = after ? "next" : "previous"
          let (before, expected) = (form.focusedField, expectedNeighbour(form, after: after))
          let moved = after ? form.focusNext() : form.focusPrevious()
          guard moved == (expected != nil), form.focusedField == (expected ?? before) else {
            return "step \(step), \(action) from \(String(describing: before)): went to "
              + "\(String(describing: form.focusedField)), not \(String(describing: expected))"
          }
        case 5:
          let order = form.focusOrder
          action = "focus"
          if order.isEmpty { form.endEditing() } else { try form.focus(order[pick(order.count)]) }
        case 6:
          let index = pick(3)
          let list = FieldKey(\FocusBoard.lists[index])
          let count = form.draft.lists[index].count
          switch random.next() % 4 {
          case 0:
            action = "add to list \(index)"
            try? form.addEntry(to: list)
          case 1:
            action = "delete from list \(index)"
            try? form.deleteEntry(at: pick(count), from: list)
          case 2:
            action = "move in list \(index)"
            try? form.moveEntry(from: pick(count), to: pick(count), in: list)
          default:
            // The app changes the array: entries match by position.
            action = "list \(index) changed by the app"
            var entries = form.draft.lists[index]
            if entries.isEmpty || random.next() % 2 == 0 {
              entries.append("new")
            } else {
              entries.removeFirst()
            }
            // Refused once the list's section is removed.
            try? form.setValue(entries, for: \.lists[index])
          }
        case 7:
          let section = form.sections[pick(form.sections.count)]
          // The switches stay: the steps flip them. So do the lists' add rows, which their
          // entries' rows need in their own section (a list whose add row is removed or moved
          // shows entries the form has no row for).
          let kept = Set(
            (0..<4).map { FieldKey(\FocusBoard.switches[$0]) }
              + (0..<3).map { FieldKey(\FocusBoard.lists[$0]) })
          let keys = form.fieldKeys.filter { !kept.contains($0) }
          switch random.next() % 3 {
          case 0:
            action = "insert a field into \(section.id)"
            let text = \FocusBoard.texts[40 + pick(40)]
            try? form.insertFields(at: pick(section.fieldKeys.count + 1), inSection: section.id) {
              TextField(text, "Added")
            }
          case 1:
            action = "remove a field"
            if !keys.isEmpty { try? form.removeField(keys[pick(keys.count)]) }
          default:
            action = "move a field to \(section.id)"
            if !keys.isEmpty {
              try? form.moveField(
                keys[pick(keys.count)], to: pick(section.fieldKeys.count), inSection: section.id)
            }
          }
        case 8:
          if random.next() % 2 == 0 {
            added += 1
            action = "insert section N\(added)"
            let texts = (0..<2).map { _ in \FocusBoard.texts[40 + pick(40)] }
            let hider = \FocusBoard.switches[pick(4)]
            try? form.insertSection(
              FormSection("N\(added)") {
                TextField(texts[0], "New")
                Hidden(when: { $0[hider] }) { TextField(texts[1], "New, hidden") }
              },
              at: pick(form.sections.count + 1))
          } else {
            let sections = form.sections.filter { $0.id != "Switches" }
            action = "remove a section"
            if !sections.isEmpty { try? form.removeSection(id: sections[pick(sections.count)].id) }
          }
        default:
          action = "end editing"
          form.endEditing()
        }
        try table.layoutIfNeeded()
        let next = expectedNeighbour(form, after: true)
        let previous = expectedNeighbour(form, after: false)
        let focused = form.focusedField != nil
        guard form.canMoveToNext == (focused && next != nil),
          form.canMoveToPrevious == (focused && previous != nil)
        else {
          return "step \(step), after \(action): canMoveToNext \(form.canMoveToNext), "
            + "canMoveToPrevious \(form.canMoveToPrevious), with "
            + "\(String(describing: form.focusedField)) in \(form.focusOrder)"
        }
      }
      // Both ways through the whole order, from no focus.
      for after in [true, false] {
        form.endEditing()
        var walked: [FieldKey] = []
        while after ? form.focusNext() : form.focusPrevious() {
          guard let key = form.focusedField, walked.count <= form.focusOrder.count else { break }
          walked.append(key)
        }
        let order = after ? form.focusOrder : Array(form.focusOrder.reversed())
        guard walked == order else {
          return "\(after ? "next" : "previous") from no focus walked \(walked), not \(order)"
        }
      }
      return nil
    } catch {
      return "threw \(error)"
    }
  }

  @Test(
    "seeded changes of conditions, entries and structure: next and previous reach the field the whole focus order names"
  )
  func movesFollowTheFocusOrder() {
    checkSeeds(suite: "FocusPropertyTests", defaultIterations: 40, steps: 60, Self.run)
  }

  @Test(
    "next and previous pass over a list's entries while a condition disables the list, and reach them again after"
  )
  func entriesOfADisabledList() throws {
    let form = try Form(editing: FocusBoard()) {
      FormSection("A") {
        ToggleField(\.switches[0], "Locked")
        TextField(\.texts[0], "Name")
      }
      MultiValueSection(\.lists[2], "Tags", addTitle: "Add a tag", disabled: { $0[\.switches[0]] })
      FormSection("B") { TextField(\.texts[1], "Note") }
    }
    let (name, note) = (FieldKey(\FocusBoard.texts[0]), FieldKey(\FocusBoard.texts[1]))
    try form.focus(name)
    #expect(form.focusNext() && form.focusNext() && form.focusedField != note, "the two tags")
    #expect(form.focusNext() && form.focusedField == note)
    try form.setValue(true, for: \.switches[0])
    #expect(form.focusPrevious() && form.focusedField == name)
    #expect(form.focusNext() && form.focusedField == note)
    try form.setValue(false, for: \.switches[0])
    try form.addEntry(to: FieldKey(\FocusBoard.lists[2]))
    #expect(form.focusOrder.count == 5)
    #expect(form.focusNext() && form.focusedField == note, "from the tag added")
    #expect(form.focusPrevious() && form.focusPrevious() && form.focusPrevious())
    #expect(form.focusPrevious() && form.focusedField == name)
  }
}
