import Foundation
import TableSource
import TableSourceForms

/// A model with `count` values of each of five kinds.
struct BenchmarkProfile {
  var texts: [String]
  var toggles: [Bool]
  var steps: [Int]
  var levels: [Double]
  var sizes: [String]

  init(count: Int) {
    texts = Array(repeating: "", count: count)
    toggles = Array(repeating: false, count: count)
    steps = Array(repeating: 0, count: count)
    levels = Array(repeating: 0, count: count)
    sizes = Array(repeating: "M", count: count)
  }
}

/// A text cell counting how often a form shows it content.
final class CountingTextFieldCell: FieldTableViewCell<TextFieldContent, TextFieldInput> {
  nonisolated(unsafe) static var shows = 0

  override func show(_ content: TextFieldContent, binding: FieldBinding<TextFieldInput>) {
    Self.shows += 1
    super.show(content, binding: binding)
  }
}

/// The key paths of the benchmark form's fields, one per field: `\.texts[index]` and the like.
struct BenchmarkKeyPaths {
  let texts: [WritableKeyPath<BenchmarkProfile, String>]
  let toggles: [WritableKeyPath<BenchmarkProfile, Bool>]
  let steps: [WritableKeyPath<BenchmarkProfile, Int>]
  let levels: [WritableKeyPath<BenchmarkProfile, Double>]
  let sizes: [WritableKeyPath<BenchmarkProfile, String>]

  init(count: Int) {
    texts = (0..<count).map { \.texts[$0] }
    toggles = (0..<count).map { \.toggles[$0] }
    steps = (0..<count).map { \.steps[$0] }
    levels = (0..<count).map { \.levels[$0] }
    sizes = (0..<count).map { \.sizes[$0] }
  }
}

/// forms.build-and-display, forms.keystroke, forms.focus-next, forms.condition-toggle and
/// forms.validate-all.
@MainActor
enum FormBenchmarks {
  static let viewport = CGSize(width: 375, height: 800)

  static func run(quick: Bool) throws -> [BenchmarkResult] {
    let runs = quick ? 3 : 7
    let sections = 2_000
    // forms.build-and-display: 10,000 fields of five kinds in 2,000 sections, built and laid
    // out, against 10,000 text rows in the same sections.
    // The fields bind key paths with a subscript (`\.texts[index]`), which Swift's runtime
    // instantiates each time the expression runs, in the builder's own code: the first figure
    // counts that, the second gives the form key paths made before the clock starts.
    // The third figure generates the same form from data at run time, each field bound to an
    // element of the model's arrays (`TextField(\.texts, at: index, …)`): the way a form of
    // 10,000 fields is made, with all of the app's code on the clock.
    let keyPaths = BenchmarkKeyPaths(count: sections)
    let times = measureInterleaved(
      runs: runs,
      [
        {
          _ = try? buildAndDisplayForm(
            sections: sections, keyPaths: BenchmarkKeyPaths(count: sections))
        },
        { _ = try? buildAndDisplayForm(sections: sections, keyPaths: keyPaths) },
        { _ = try? buildAndDisplayGeneratedForm(sections: sections) },
        { _ = try? buildAndDisplayRows(sections: sections) },
        { _ = BenchmarkKeyPaths(count: sections) },
      ])
    let (formTime, givenTime, generatedTime, rowsTime, keyPathTime) = (
      times[0], times[1], times[2], times[3], times[4]
    )
    var results = [
      BenchmarkResult(
        name: "forms.build-and-display", n: sections * 5, ours: formTime, baseline: rowsTime,
        unit: "s", goal: "ratio ≤ 2",
        note: "a Form of 10,000 mixed fields vs a SectionsDataSource of 10,000 TextRows, "
          + "2,000 sections each, built and the first screen laid out; of which Swift's run time "
          + "making the 10,000 key paths the fields bind: "
          + String(
            format: "%.1f ms (%.2f × the baseline)", keyPathTime * 1000, keyPathTime / rowsTime)),
      BenchmarkResult(
        name: "forms.build-and-display.given-key-paths", n: sections * 5, ours: givenTime,
        baseline: rowsTime, unit: "s", goal: "ratio ≤ 2",
        note: "the same, the fields' key paths made before the clock starts: TableSource's own cost"
      ),
      BenchmarkResult(
        name: "forms.build-and-display.generated", n: sections * 5, ours: generatedTime,
        baseline: rowsTime, unit: "s", goal: "ratio ≤ 2",
        note: "the same form generated from data at run time, each field bound to an element of "
          + "the model's arrays (one key path per array): the app's code and TableSource's"),
    ]

    // forms.keystroke: one character typed (and deleted) in a form of 10,000 fields vs 100.
    let (large, configured) = try keystrokeTime(
      sections: sections, keystrokes: quick ? 2_000 : 10_000)
    let (small, _) = try keystrokeTime(sections: 20, keystrokes: quick ? 2_000 : 10_000)
    results.append(
      BenchmarkResult(
        name: "forms.keystroke", n: sections * 5, ours: large, baseline: small, unit: "s",
        goal: "ratio ≤ 2",
        note: "per keystroke, 10,000 fields vs 100; cells configured per keystroke: \(configured)"))
    results.append(
      BenchmarkResult(
        name: "forms.keystroke-cells-configured", n: sections * 5, ours: Double(configured),
        baseline: nil, unit: "cells", goal: "ours = 1",
        note: "cells a keystroke configures: exactly its own field's"))

    // forms.focus-next: one move to the next text field in a form of 10,000 fields vs 100.
    let (largeMove, smallMove, firstMove) = try focusMoveTimes(
      sections: (sections, 20), moves: quick ? 2_000 : 10_000, runs: max(runs, 5))
    results.append(
      BenchmarkResult(
        name: "forms.focus-next", n: sections * 5, ours: largeMove, baseline: smallMove,
        unit: "s", goal: "ratio ≤ 2",
        note: "per focusNext(), 10,000 fields vs 100, shown in a table that scrolls the field "
          + "into view: through the first 20 text fields, one every five rows; the first move "
          + "after the form is built or restructured orders its fields: "
          + String(format: "%.2f ms", firstMove * 1000)))

    // forms.condition-toggle: one toggle hides and shows 2,500 of a form's 5,000 rows.
    let (toggleTime, diffTime, applyTime, evaluations, readers) = try conditionToggle(runs: runs)
    results.append(
      BenchmarkResult(
        name: "forms.condition-toggle", n: 5_000, ours: toggleTime, baseline: diffTime, unit: "s",
        goal: "ratio ≤ 1.5",
        note: "per toggle, vs diffing the two snapshots alone; condition evaluations per toggle: "
          + "\(evaluations), conditions reading the toggle: \(readers)"))
    results.append(
      BenchmarkResult(
        name: "forms.condition-toggle.vs-apply", n: 5_000, ours: toggleTime, baseline: applyTime,
        unit: "s", goal: "ratio ≤ 1",
        note: "per toggle, vs building the form's snapshot from its keys and applying it to a "
          + "DiffableDataSource of text rows on a table of the same size, laid out: the whole "
          + "path of the same change without the form"))

    // forms.validate-all: every field of a 10,000-field form checked by its synchronous rules
    // (all valid, so the table does not change), per field. No goal yet: left out of --quick.
    if !quick {
      let form = try makeValidatedForm(sections: sections)
      let table = VirtualTableView(size: viewport)
      form.show(in: table)
      try table.layoutIfNeeded()
      let time = measureMedian(runs: runs) { _ = form.validate() }
      results.append(
        BenchmarkResult(
          name: "forms.validate-all", n: sections * 5, ours: time / Double(sections * 5),
          baseline: nil, unit: "s", goal: "",
          note: "per field: validate() over 10,000 text fields, each .required then .email"))
    }
    return results
  }

  /// The median time of one `focusNext()` in a shown form of `sections.large` sections
  /// (``makeForm(sections:keyPaths:)``: a text field and four others each), and in one of
  /// `sections.small`, measured in turns (as ``measureInterleaved(runs:_:)`` does, after a
  /// warm-up round): each run gives the first text field the focus, then times 19 moves to the
  /// next, through the first 20 text fields, until it has made `moves`; the moves back to the
  /// first field are off the clock. The third figure is the large form's first move, once.
  static func focusMoveTimes(sections: (large: Int, small: Int), moves: Int, runs: Int) throws
    -> (Double, Double, Double)
  {
    var forms: [Form<BenchmarkProfile>] = []
    var tables: [VirtualTableView] = []
    for count in [sections.large, sections.small] {
      let form = try makeForm(sections: count)
      let table = VirtualTableView(size: viewport)
      form.show(in: table)
      try table.layoutIfNeeded()
      forms.append(form)
      tables.append(table)
    }
    let first = FieldKey(\BenchmarkProfile.texts[0])
    /// The time of one move, over one run.
    func run(_ form: Form<BenchmarkProfile>) -> Double {
      var elapsed: UInt64 = 0
      var (moved, refused) = (0, 0)
      while moved < moves {
        try? form.focus(first)
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<19 where !form.focusNext() { refused += 1 }
        elapsed += DispatchTime.now().uptimeNanoseconds - start
        moved += 19
      }
      // Every move must go somewhere: a figure of moves that did not is no figure.
      return refused == 0 ? Double(elapsed) / 1e9 / Double(moved) : .nan
    }
    // The first move of the large form counts its fields into the focus order's tree: once, as
    // after each change of the form's structure.
    let start = DispatchTime.now().uptimeNanoseconds
    forms[0].focusNext()
    let firstMove = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    for form in forms { _ = run(form) }
    var times: [[Double]] = [[], []]
    for _ in 0..<max(1, runs) {
      for index in forms.indices { times[index].append(run(forms[index])) }
    }
    withExtendedLifetime(tables) {}
    let medians = times.map { $0.sorted()[$0.count / 2] }
    return (medians[0], medians[1], firstMove)
  }

  /// The time of one toggle that hides or shows 2,500 of 5,000 rows, on a shown form; the time
  /// of diffing the form's two snapshots alone; condition evaluations per toggle; and how many
  /// conditions read the toggle.
  static func conditionToggle(runs: Int) throws -> (Double, Double, Double, Int, Int) {
    let sections = 50
    let bench = try ToggleBench(sections: sections)
    let before = bench.form.conditionEvaluations
    let togglesPerRun = 20
    // In turns with the diff, at least five runs each: measured one after the other, the two
    // medians swing with the machine's load.
    let runs = max(runs, 5)
    let times = measureInterleaved(
      runs: runs,
      [
        { try? bench.toggle(togglesPerRun) }, { bench.diff(togglesPerRun) },
        { try? bench.apply(togglesPerRun) },
      ])
    let toggles = togglesPerRun * (runs + 1)
    let evaluations = (bench.form.conditionEvaluations - before) / toggles
    let perToggle = times.map { $0 / Double(togglesPerRun) }
    return (perToggle[0], perToggle[1], perToggle[2], evaluations, sections)
  }

  /// The condition toggle's two sides: a shown form of `sections` sections of 99 text fields, 50
  /// of each hidden while the first section's toggle is off, and the form's two snapshots, to
  /// diff alone.
  @MainActor
  struct ToggleBench {
    let form: Form<BenchmarkProfile>
    let table: VirtualTableView
    let toggleKeyPath = \BenchmarkProfile.toggles[0]
    let hidden: Snapshot<String, FieldKey>
    let shown: Snapshot<String, FieldKey>
    /// A diffable data source of text rows showing the same snapshots, on its own table.
    let plain: DiffableDataSource<String, FieldKey>
    let plainTable: VirtualTableView

    /// Builds and shows the form, and takes its snapshots with the toggle off, then on (as it
    /// is left).
    init(sections: Int) throws {
      let paths = (0..<sections * 100).map { \BenchmarkProfile.texts[$0] }
      let toggle = toggleKeyPath
      form = try Form(editing: BenchmarkProfile(count: sections * 100)) {
        FormSection("Switch") { ToggleField(toggle, "Show half") }
        for section in 0..<sections {
          FormSection("S\(section)") {
            Hidden(when: { !$0[toggle] }) {
              for row in 0..<50 { TextField(paths[section * 100 + row], "Hidden") }
            }
            for row in 50..<99 { TextField(paths[section * 100 + row], "Shown") }
          }
        }
      }
      table = VirtualTableView(size: viewport)
      form.show(in: table)
      try table.layoutIfNeeded()
      hidden = form.snapshot()
      try form.setValue(true, for: toggle)
      shown = form.snapshot()
      plainTable = VirtualTableView(size: viewport)
      // A key's description spells its key path out through Swift's runtime (about 450,000
      // instructions): the rows are named by the key's hash value instead.
      plain = DiffableDataSource(tableView: plainTable) { key in
        TextRow(id: String(key.hashValue), text: "Field")
      }
      plain.header = { .title($0) }
      try plain.apply(shown)
      try plainTable.layoutIfNeeded()
    }

    /// Builds each of the two snapshots from its sections' keys, as an app builds a snapshot
    /// from its model (`appendSections`, then `appendItems` per section), and applies it to the
    /// plain data source, `count` times, one way then the other, each time laying its table out.
    func apply(_ count: Int) throws {
      for index in 0..<count {
        let state = index % 2 == 0 ? hidden : shown
        var snapshot = Snapshot<String, FieldKey>()
        try snapshot.appendSections(state.sectionIdentifiers)
        for section in state.sectionIdentifiers {
          try snapshot.appendItems(state.itemIdentifiers(inSection: section), toSection: section)
        }
        try plain.apply(snapshot)
        try plainTable.layoutIfNeeded()
      }
    }

    /// Flips the toggle `count` times, each time laying the table out.
    func toggle(_ count: Int) throws {
      for _ in 0..<count {
        try form.setValue(!form.draft[keyPath: toggleKeyPath], for: toggleKeyPath)
        try table.layoutIfNeeded()
      }
    }

    /// Diffs the two snapshots `count` times, one way then the other.
    func diff(_ count: Int) {
      for index in 0..<count {
        let (from, to) = index % 2 == 0 ? (shown, hidden) : (hidden, shown)
        _ = StagedChangeset(from: from, to: to)
      }
    }
  }

  /// Toggles the condition of ``ToggleBench`` `count` times, for a profiler.
  static func profileToggles(_ count: Int) throws {
    try ToggleBench(sections: 50).toggle(count)
  }

  /// Diffs the two snapshots of ``ToggleBench`` `count` times, for a profiler: the condition
  /// toggle's baseline.
  static func profileToggleDiffs(_ count: Int) throws {
    try ToggleBench(sections: 50).diff(count)
  }

  /// 10,000 text fields, all holding valid addresses, each with two rules.
  static func makeValidatedForm(sections: Int) throws -> Form<BenchmarkProfile> {
    var profile = BenchmarkProfile(count: sections * 5)
    profile.texts = (0..<sections * 5).map { "user\($0)@example.com" }
    let paths = (0..<sections * 5).map { \BenchmarkProfile.texts[$0] }
    return try Form(editing: profile) {
      for section in 0..<sections {
        FormSection("S\(section)") {
          for row in 0..<5 {
            TextField(paths[section * 5 + row], "Email").validated(.required, .email)
          }
        }
      }
    }
  }

  static func makeForm(
    sections: Int, keyPaths: BenchmarkKeyPaths? = nil
  ) throws -> Form<BenchmarkProfile> {
    let paths = keyPaths ?? BenchmarkKeyPaths(count: sections)
    return try Form(editing: BenchmarkProfile(count: sections)) {
      for index in 0..<sections {
        FormSection("S\(index)") {
          TextField(paths.texts[index], "Text")
          ToggleField(paths.toggles[index], "Toggle")
          StepperField(paths.steps[index], "Steps", range: 0...9)
          SliderField(paths.levels[index], "Level", range: 0...1)
          SegmentedField(paths.sizes[index], "Size", segments: ["S", "M", "L"])
        }
      }
    }
  }

  /// The form of ``makeForm(sections:keyPaths:)`` generated from data at run time: each field
  /// bound to an element of one of the model's arrays, by index.
  static func makeGeneratedForm(sections: Int) throws -> Form<BenchmarkProfile> {
    try Form(editing: BenchmarkProfile(count: sections)) {
      for index in 0..<sections {
        FormSection("S\(index)") {
          TextField(\.texts, at: index, "Text")
          ToggleField(\.toggles, at: index, "Toggle")
          StepperField(\.steps, at: index, "Steps", range: 0...9)
          SliderField(\.levels, at: index, "Level", range: 0...1)
          SegmentedField(\.sizes, at: index, "Size", segments: ["S", "M", "L"])
        }
      }
    }
  }

  /// Generates the form of ``makeGeneratedForm(sections:)``, shows it and lays it out: the app's
  /// code included.
  static func buildAndDisplayGeneratedForm(sections: Int) throws -> VirtualTableView {
    let form = try makeGeneratedForm(sections: sections)
    let table = VirtualTableView(size: viewport)
    form.show(in: table)
    try table.layoutIfNeeded()
    return table
  }

  static func buildAndDisplayForm(
    sections: Int, keyPaths: BenchmarkKeyPaths
  ) throws -> VirtualTableView {
    let form = try makeForm(sections: sections, keyPaths: keyPaths)
    let table = VirtualTableView(size: viewport)
    form.show(in: table)
    try table.layoutIfNeeded()
    return table
  }

  static func buildAndDisplayRows(sections: Int) throws -> VirtualTableView {
    let dataSource = try SectionsDataSource(
      sections: (0..<sections).map { index in
        // Titled like the form's sections, so both tables lay out the same headers.
        TableSection(
          id: "S\(index)", header: .title("S\(index)"),
          rows: (0..<5).map { AnyRow(TextRow(id: "\(index).\($0)", text: "Row \($0)")) })
      })
    let table = VirtualTableView(size: viewport)
    table.dataSource = dataSource
    table.delegate = dataSource
    try table.layoutIfNeeded()
    return table
  }

  /// The median time of a keystroke (typing a character, then deleting it) in the first field
  /// of a form of `sections` sections, and the cells one keystroke configures.
  static func keystrokeTime(sections: Int, keystrokes: Int) throws -> (Double, Int) {
    let form = try makeForm(sections: sections)
    let table = VirtualTableView(size: viewport)
    var cells = FormCells.virtualTable
    cells.textField = CountingTextFieldCell.self
    form.show(in: table, cells: cells)
    try table.layoutIfNeeded()
    guard let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingTextFieldCell
    else { return (.nan, -1) }
    CountingTextFieldCell.shows = 0
    try cell.report(.text("x"))
    let configured = CountingTextFieldCell.shows
    try cell.report(.text(""))
    let time = measureMedian(runs: 5) {
      for _ in 0..<(keystrokes / 2) {
        try? cell.report(.text("x"))
        try? cell.report(.text(""))
      }
    }
    return (time / Double(keystrokes), configured)
  }
}
