public import TableSourceCore

/// A field whose value the user chooses among options shown as rows of their own, each with a
/// check mark (Eureka's `SelectableSection`): one option, where the value is an option and a tap
/// moves the check mark; or several, where the value is a set and a tap adds or removes one.
///
/// ```swift
/// FormSection("Plan") { ChoiceField(\.plan, options: Plan.allCases) }
/// FormSection("Toppings") { ChoiceField(\.toppings, options: Topping.allCases) }
/// ```
///
/// Each option is a row, in the cell ``FormCells/option`` names; the field's first row is its
/// first option's, and the others follow it (``FormElement/furtherRowCount``).
@MainActor
public struct ChoiceField<Model, Value: Equatable, Option: Equatable>: FormField {
  /// Where the value lives in the model: an option, or a set of them.
  public let binding: WritableKeyPath<Model, Value>
  /// The field's identity.
  public let key: FieldKey
  /// The options, one row each.
  public let options: [Option]
  /// Whether the user can choose.
  public var isEnabled: Bool
  private let format: @MainActor (Option) -> String
  private let isChosen: @MainActor (Value, Option) -> Bool
  private let choosing: @MainActor (Value, Option) -> Value
  private let holds: @MainActor (Value, [Option]) -> Bool

  /// The values the options make: one option, or a set of them. Another value is refused with
  /// the message "Not one of the options".
  public var valueCheck: (@MainActor (Value) -> String?)? {
    let (options, holds) = (options, holds)
    return { holds($0, options) ? nil : optionMessage }
  }

  /// One row per option after the first.
  public var furtherRowCount: Int { max(options.count - 1, 0) }

  /// The first option's row.
  public func makeRow(in form: Form<Model>) -> AnyRow { optionRow(0, in: form) }

  /// The row of the option at `index`.
  public func makeFurtherRow(_ index: Int, in form: Form<Model>) -> AnyRow? {
    options.indices.contains(index) ? optionRow(index, in: form) : nil
  }

  private func optionRow(_ index: Int, in form: Form<Model>) -> AnyRow {
    guard let cells = form.cells else { return AnyRow(EmptyFieldRow()) }
    let (key, binding, isEnabled, isChosen, choosing) = (
      key, binding, isEnabled, isChosen, choosing
    )
    let option = options.indices.contains(index) ? options[index] : nil
    let title = option.map(format) ?? ""
    let id = FieldKey.ofRow(index, of: key)
    // The option's cell checks it or not: a switch of its state (the virtual table's `toggle()`)
    // chooses as a tap on the row does, and a state it already has changes nothing.
    return form.inputRow(id, cell: cells.option) { form in
      let isOn = option.map { option in form.map { isChosen($0.draft[keyPath: binding], option) } }
      return ToggleContent(
        title: title, isOn: isOn.flatMap { $0 } ?? false, isEnabled: isEnabled, style: .checkmark)
    } input: { [weak form] isOn in
      guard let form, isEnabled, let option,
        isOn != isChosen(form.draft[keyPath: binding], option)
      else { return }
      form.update(key) { $0[keyPath: binding] = choosing($0[keyPath: binding], option) }
    }
    .selectable(isEnabled && option != nil)
    .onSelect { [weak form] event in
      guard let form, isEnabled, let option else { return }
      guard form.tapHandled(key, at: event.indexPath) else { return }
      form.update(key) { $0[keyPath: binding] = choosing($0[keyPath: binding], option) }
    }
  }

  init(
    _ binding: WritableKeyPath<Model, Value>, options: [Option], isEnabled: Bool,
    format: @escaping @MainActor (Option) -> String,
    isChosen: @escaping @MainActor (Value, Option) -> Bool,
    choosing: @escaping @MainActor (Value, Option) -> Value,
    holds: @escaping @MainActor (Value, [Option]) -> Bool
  ) {
    self.binding = binding
    key = FieldKey(binding)
    self.options = options
    self.isEnabled = isEnabled
    self.format = format
    self.isChosen = isChosen
    self.choosing = choosing
    self.holds = holds
  }
}

extension ChoiceField where Value == Option {
  /// A single choice: the value is the option checked; a tap checks another. The options are
  /// shown formatted by `format` (their description by default).
  public init(
    _ binding: WritableKeyPath<Model, Option>, options: [Option], isEnabled: Bool = true,
    format: @escaping @MainActor (Option) -> String = { String(describing: $0) }
  ) {
    self.init(
      binding, options: options, isEnabled: isEnabled, format: format,
      isChosen: { $0 == $1 }, choosing: { _, option in option },
      holds: { value, options in options.contains(value) })
  }
}

extension ChoiceField where Option: Hashable, Value == Set<Option> {
  /// A multiple choice: the value is the set of options checked; a tap adds or removes one. The
  /// options are shown formatted by `format` (their description by default).
  public init(
    _ binding: WritableKeyPath<Model, Set<Option>>, options: [Option], isEnabled: Bool = true,
    format: @escaping @MainActor (Option) -> String = { String(describing: $0) }
  ) {
    self.init(
      binding, options: options, isEnabled: isEnabled, format: format,
      isChosen: { $0.contains($1) },
      choosing: { chosen, option in chosen.symmetricDifference([option]) },
      holds: { chosen, options in chosen.isSubset(of: options) })
  }
}
