import TableSourceCore

/// A section of entries the user adds, deletes and reorders, over an array in the model (Eureka's
/// `MultivaluedSection`): one text row per entry, then a row that adds one.
///
/// ```swift
/// MultiValueSection(
///   \.phoneNumbers, "Phone numbers", addTitle: "Add a phone number",
///   placeholder: "Number", keyboard: .phone, contentType: .telephoneNumber)
/// ```
///
/// - **Adding:** a tap on the last row appends a new entry (`newEntry`'s, the empty string for
///   text) and gives its row the focus.
/// - **Deleting:** a swipe on an entry's row, or its delete control in the table's editing
///   mode, removes the entry (rule 7.2).
/// - **Reordering:** in editing mode, an entry's reorder control moves it among the entries, and
///   only there: a drop elsewhere lands at the nearest end of the list (rule 7.3).
///
/// Each entry keeps its identity in the table while entries around it come and go, so the
/// table animates the row the user deleted, and a cell never shows another entry's text. A
/// change of the array made by the app (``Form/setValue(_:for:)``, ``Form/cancel()``) matches
/// entries by position.
///
/// The section's rules (`validated`) check the whole array; ``ValidationRule/eachEntry(_:)``
/// checks every entry with a rule for one. The message shows beneath the add row.
@MainActor
public struct MultiValueSection<Model> {
  let section: FormSection<Model>

  /// A section of entries of any value type, each shown by `format` and read back by `parse`.
  ///
  /// - Parameters:
  ///   - binding: The array in the model.
  ///   - title: The section's header (also its identity unless `id` is given).
  ///   - addTitle: The title of the row that adds an entry.
  ///   - newEntry: The value of an added entry.
  ///   - canDelete: Whether the user can delete entries.
  ///   - canReorder: Whether the user can reorder entries.
  ///   - validated: Rules over the whole array (see ``ValidationRule/eachEntry(_:)``).
  public init<Element: Equatable>(
    _ binding: WritableKeyPath<Model, [Element]>, _ title: String? = nil, id: String? = nil,
    footer: String? = nil, addTitle: String, placeholder: String = "",
    keyboard: Keyboard = .default, contentType: TextContentType? = nil,
    canDelete: Bool = true, canReorder: Bool = true,
    validated rules: [ValidationRule<[Element]>] = [],
    hidden: (@MainActor (FormReader<Model>) -> Bool)? = nil,
    disabled: (@MainActor (FormReader<Model>) -> Bool)? = nil,
    newEntry: @escaping @MainActor () -> Element,
    format: @escaping @MainActor (Element) -> String,
    parse: @escaping @MainActor (String) -> Element?
  ) {
    let key = FieldKey(binding)
    let content = TextFieldContent(
      title: "", text: "", placeholder: placeholder, isSecure: false, keyboard: keyboard,
      contentType: contentType, maximumLength: nil, isEnabled: true)
    let add = AddEntryRow(binding: binding, key: key, title: addTitle)
    var section = FormSection(title, id: id, footer: footer, hidden: hidden, disabled: disabled) {
      if rules.isEmpty {
        add
      } else {
        ValidatedField(
          field: add, timing: nil,
          checks: [AddEntryRow.check(FieldLocation(binding), .allOf(rules))])
      }
    }
    section.entries = ListEntries(
      key: key, canDelete: canDelete, canReorder: canReorder,
      count: { $0[keyPath: binding].count },
      append: { $0[keyPath: binding].append(newEntry()) },
      remove: { $0[keyPath: binding].remove(at: $1) },
      move: { model, from, to in
        let entry = model[keyPath: binding].remove(at: from)
        model[keyPath: binding].insert(entry, at: to)
      },
      makeRow: { entryKey, form in
        guard let cells = form.cells else { return AnyRow(EmptyFieldRow()) }
        return textRow(
          cells.textField, key: entryKey, of: key, content: content, in: form, format: format,
          parse: parse, unparsableText: "Not a valid value",
          read: { [weak form] model in
            guard let index = form?.entryIndex(entryKey) else { return nil }
            let entries = model[keyPath: binding]
            return entries.indices.contains(index) ? entries[index] : nil
          },
          write: { [weak form] model, value in
            guard let index = form?.entryIndex(entryKey),
              model[keyPath: binding].indices.contains(index)
            else { return }
            model[keyPath: binding][index] = value
          })
      })
    self.section = section
  }
}

extension MultiValueSection {
  /// A section of text entries.
  public init(
    _ binding: WritableKeyPath<Model, [String]>, _ title: String? = nil, id: String? = nil,
    footer: String? = nil, addTitle: String, placeholder: String = "",
    keyboard: Keyboard = .default, contentType: TextContentType? = nil,
    canDelete: Bool = true, canReorder: Bool = true,
    validated rules: [ValidationRule<[String]>] = [],
    hidden: (@MainActor (FormReader<Model>) -> Bool)? = nil,
    disabled: (@MainActor (FormReader<Model>) -> Bool)? = nil
  ) {
    self.init(
      binding, title, id: id, footer: footer, addTitle: addTitle, placeholder: placeholder,
      keyboard: keyboard, contentType: contentType, canDelete: canDelete, canReorder: canReorder,
      validated: rules, hidden: hidden, disabled: disabled, newEntry: { "" }, format: { $0 },
      parse: { $0 })
  }
}

extension ValidationRule {
  /// A rule over an array that every entry passes `rule`: the message is the first failing
  /// entry's.
  public static func eachEntry<Element>(_ rule: ValidationRule<Element>) -> ValidationRule
  where Value == [Element] {
    ValidationRule(failure: { entries in entries.lazy.compactMap(rule.check).first })
  }
}

/// The row that adds an entry to a ``MultiValueSection``'s list: the list's field, whose value
/// is the whole array.
@MainActor
struct AddEntryRow<Model, Element: Equatable>: FormField {
  let binding: WritableKeyPath<Model, [Element]>
  let key: FieldKey
  let title: String
  var isEnabled: Bool { true }

  func makeRow(in form: Form<Model>) -> AnyRow {
    guard let cells = form.cells else { return AnyRow(EmptyFieldRow()) }
    let (key, title) = (key, title)
    return displayRow(cells.button, key: key, in: form) { [weak form] in
      ButtonContent(title: title, isDestructive: false, isEnabled: form?.isDisabled(key) != true)
    }
    .onSelect { [weak form] event in
      guard let form, form.tapHandled(key, at: event.indexPath) else { return }
      do { try form.addEntry(to: key) } catch { form.reportTableError(error) }
    }
  }
}

/// What the form does with a ``MultiValueSection``'s array, whatever its element type.
@MainActor
final class ListEntries<Model> {
  let key: FieldKey
  let canDelete: Bool
  let canReorder: Bool
  let count: @MainActor (Model) -> Int
  let append: @MainActor (inout Model) -> Void
  let remove: @MainActor (inout Model, Int) -> Void
  let move: @MainActor (inout Model, _ from: Int, _ to: Int) -> Void
  let makeRow: @MainActor (_ key: FieldKey, Form<Model>) -> AnyRow

  init(
    key: FieldKey, canDelete: Bool, canReorder: Bool, count: @escaping @MainActor (Model) -> Int,
    append: @escaping @MainActor (inout Model) -> Void,
    remove: @escaping @MainActor (inout Model, Int) -> Void,
    move: @escaping @MainActor (inout Model, _ from: Int, _ to: Int) -> Void,
    makeRow: @escaping @MainActor (_ key: FieldKey, Form<Model>) -> AnyRow
  ) {
    self.key = key
    self.canDelete = canDelete
    self.canReorder = canReorder
    self.count = count
    self.append = append
    self.remove = remove
    self.move = move
    self.makeRow = makeRow
  }
}
