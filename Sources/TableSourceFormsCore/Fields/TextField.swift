public import TableSourceCore

/// What a text field's cell shows.
public struct TextFieldContent: Hashable, Sendable {
  /// The field's title.
  public var title: String
  /// The text: the value as the field formats it, or what the user typed that does not parse
  /// yet.
  public var text: String
  /// What the cell shows while the text is empty.
  public var placeholder: String
  /// Whether the text is hidden (a password).
  public var isSecure: Bool
  /// The keyboard the field asks for.
  public var keyboard: Keyboard
  /// What the text is, for autofill, or `nil`.
  public var contentType: TextContentType?
  /// The longest text the field takes, or `nil` for no limit.
  public var maximumLength: Int?
  /// Whether the user can edit the text.
  public var isEnabled: Bool
  /// Whether the field has the focus (the caret, the keyboard). Focus belongs to the field, not
  /// to a cell: a cell reused for another row is not focused.
  public var isFocused = false
  /// What the return key does.
  public var returnKey: ReturnKeyAction = .next
  /// Whether the text runs over several lines (a text view): the return key starts a new line.
  public var isMultiline = false
}

/// What the return key of a text field does.
public enum ReturnKeyAction: Hashable, Sendable {
  /// Moves the focus to the next field; at the last one, ends editing.
  case next
  /// Ends editing.
  case done
  /// Nothing.
  case none
}

/// What the user does to a text field.
public enum TextFieldInput: Hashable, Sendable {
  /// Changes the text to this (typing, deleting, pasting, clearing).
  case text(String)
  /// Taps into the field: it takes the focus.
  case beginEditing
  /// Presses the return key.
  case returnKey
}

/// The keyboard a text field asks for (UIKit's `UIKeyboardType`, in part).
public enum Keyboard: Hashable, Sendable {
  /// Letters and all.
  case `default`
  /// For email addresses.
  case email
  /// Digits only.
  case number
  /// Digits and a decimal separator.
  case decimal
  /// A phone pad.
  case phone
  /// For URLs.
  case url
}

/// What a text field holds, for autofill (UIKit's `UITextContentType`).
///
/// The constants below are TableSource's names: UIKit's cells give each the `UITextContentType`
/// constant of the same name. Their raw values are TableSource's too, not UIKit's (UIKit's raw
/// strings are its own, undocumented, and differ: its email address is not "emailAddress"). For
/// a type TableSource does not name, make one from UIKit's constant with
/// `TextContentType(UITextContentType.creditCardNumber)` (`TableSourceFormsUIKit`): its raw value
/// is then UIKit's own, read at run time, and reaches the text field unchanged.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
  /// The type's name: TableSource's for the constants below, UIKit's raw value for one made from
  /// a `UITextContentType`.
  public let rawValue: String
  /// A content type by name; a name that is not one of the constants below is handed to UIKit
  /// as a `UITextContentType` raw value.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A person's name.
  public static let name = TextContentType(rawValue: "name")
  /// An email address.
  public static let emailAddress = TextContentType(rawValue: "emailAddress")
  /// A user name.
  public static let username = TextContentType(rawValue: "username")
  /// A password.
  public static let password = TextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = TextContentType(rawValue: "newPassword")
  /// A phone number.
  public static let telephoneNumber = TextContentType(rawValue: "telephoneNumber")
  /// A URL.
  public static let url = TextContentType(rawValue: "URL")
  /// A postal code.
  public static let postalCode = TextContentType(rawValue: "postalCode")
  /// A one-time code.
  public static let oneTimeCode = TextContentType(rawValue: "oneTimeCode")
}

/// A field the user types a value into: text, or a number or any value with a formatter and a
/// parser.
///
/// ```swift
/// TextField(\.name, "Name", placeholder: "Your name", contentType: .name)
/// TextField(\.age, "Age", keyboard: .number, format: { String($0) }, parse: { Int($0) })
/// ```
///
/// Typed text that does not parse (a lone `-`, `4O` in a number field) is kept by the form and
/// shown, and the value stays as it was until the text parses: meanwhile the field is invalid,
/// with the message `unparsableText`, shown as its validation timing says (``Form/validate()``
/// reports it and ``Form/save()`` throws). Text longer than `maximumLength` is cut to it.
@MainActor
public struct TextField<Model, Value: Equatable>: FormField {
  /// Where the value lives in the model.
  public let location: FieldLocation<Model, Value>
  /// Where the value lives in the model, as a key path (see ``FieldLocation/keyPath``).
  public var binding: WritableKeyPath<Model, Value> { location.keyPath }
  /// The field's identity.
  public let key: FieldKey
  /// The content the cell shows, apart from the text.
  public var content: TextFieldContent
  /// Whether the user can edit the value.
  public var isEnabled: Bool { content.isEnabled }
  /// A text field takes the focus, when enabled.
  public var isFocusable: Bool { content.isEnabled }
  @usableFromInline let format: @MainActor (Value) -> String
  @usableFromInline let parse: @MainActor (String) -> Value?
  /// The message of the field while its text does not parse.
  public var unparsableText: String

  /// A field of any value type, formatted by `format` and parsed by `parse`; while its text does
  /// not parse, the field is invalid with the message `unparsableText`.
  public init(
    _ binding: WritableKeyPath<Model, Value>, _ title: String, placeholder: String = "",
    isSecure: Bool = false, keyboard: Keyboard = .default, contentType: TextContentType? = nil,
    maximumLength: Int? = nil, isEnabled: Bool = true, returnKey: ReturnKeyAction = .next,
    multiline isMultiline: Bool = false, key: FieldKey? = nil,
    unparsableText: String = "Not a valid value",
    format: @escaping @MainActor (Value) -> String,
    parse: @escaping @MainActor (String) -> Value?
  ) {
    self.init(
      FieldLocation(binding), title,
      content: TextFieldContent(
        title: title, text: "", placeholder: placeholder, isSecure: isSecure, keyboard: keyboard,
        contentType: contentType, maximumLength: maximumLength, isEnabled: isEnabled,
        returnKey: returnKey, isMultiline: isMultiline),
      key: key, unparsableText: unparsableText, format: format, parse: parse)
  }

  /// A field of any value type at `location` (a key path, or an array's element), formatted by
  /// `format` and parsed by `parse`, showing `content` (its text is the value's); while its text
  /// does not parse, the field is invalid with the message `unparsableText`.
  @inlinable
  public init(
    _ location: FieldLocation<Model, Value>, _ title: String, content: TextFieldContent,
    key: FieldKey? = nil, unparsableText: String = "Not a valid value",
    format: @escaping @MainActor (Value) -> String,
    parse: @escaping @MainActor (String) -> Value?
  ) {
    self.location = location
    self.unparsableText = unparsableText
    self.key = key ?? location.key
    var content = content
    content.title = title
    content.maximumLength = content.maximumLength.map { max($0, 0) }
    self.content = content
    self.format = format
    self.parse = parse
  }

  /// The row showing the field, in the cell ``FormCells/textField`` names.
  public func makeRow(in form: Form<Model>) -> AnyRow {
    guard let cells = form.cells else { return AnyRow(EmptyFieldRow()) }
    return makeRow(in: form, cell: cells.textField)
  }

  private func makeRow<Cell: FieldCell>(in form: Form<Model>, cell: Cell.Type) -> AnyRow
  where Cell.Content == TextFieldContent, Cell.Input == TextFieldInput {
    let location = location
    return textRow(
      Cell.self, key: key, of: key, content: content, in: form, format: format, parse: parse,
      unparsableText: unparsableText, read: { location.read($0) },
      write: { location.write(&$0, $1) })
  }
}

/// What typed text means for a text field: cut to the longest text the field takes, then parsed
/// to a value, kept with the text when the value's own text differs from it (`"1."` for 1); or
/// text that does not parse.
enum TypedText<Value> {
  /// The text parses to `value`; `shown` is the text to show when not the value's own.
  case value(Value, shown: String?)
  /// The text does not parse.
  case unparsed(String)
}

/// The meaning of a text field's input: the kind's own rules, apart from the machinery that takes
/// the input to the draft.
@MainActor
struct TextMeaning<Value> {
  let maximumLength: Int?
  let format: @MainActor (Value) -> String
  let parse: @MainActor (String) -> Value?

  /// What `typed` means: cut to ``maximumLength``, then parsed.
  func reading(_ typed: String) -> TypedText<Value> {
    var text = typed
    if let limit = maximumLength, text.count > limit { text = String(text.prefix(limit)) }
    guard let value = parse(text) else { return .unparsed(text) }
    return .value(value, shown: format(value) == text ? nil : text)
  }
}

/// The row of a text field whose value `read` finds in the model and `write` sets: a
/// ``TextField``'s, or an entry's of a ``MultiValueSection``. The row's identity is `key`; the
/// change is the field's with key `field` (the same key, or the list's).
@MainActor
func textRow<Model, Value, Cell: FieldCell>(
  _ cell: Cell.Type, key: FieldKey, of field: FieldKey, content: TextFieldContent,
  in form: Form<Model>, format: @escaping @MainActor (Value) -> String,
  parse: @escaping @MainActor (String) -> Value?, unparsableText: String,
  read: @escaping @MainActor (Model) -> Value?,
  write: @escaping @MainActor (inout Model, Value) -> Void
) -> AnyRow where Cell.Content == TextFieldContent, Cell.Input == TextFieldInput {
  let meaning = TextMeaning(maximumLength: content.maximumLength, format: format, parse: parse)
  return form.inputRow(key, cell: cell) { form in
    var shown = content
    if let form {
      shown.text = form.pendingText(key) ?? read(form.draft).map(format) ?? ""
      shown.isFocused = form.focusedField == key
    }
    return shown
  } input: { [weak form] input in
    guard let form, content.isEnabled else { return }
    let typed: String
    switch input {
    case .beginEditing: return form.focusFromCell(key)
    case .returnKey where content.isMultiline:
      typed = (form.pendingText(key) ?? read(form.draft).map(format) ?? "") + "\n"
    case .returnKey: return form.returnKeyPressed(in: key, action: content.returnKey)
    case .text(let text): typed = text
    }
    switch meaning.reading(typed) {
    case .unparsed(let text): form.textDidNotParse(text, in: key, message: unparsableText)
    case .value(let value, let shown):
      form.update(field, showing: shown, in: key) { write(&$0, value) }
    }
  }
}

extension TextField where Value == String {
  /// A text field.
  @inlinable
  public init(
    _ binding: WritableKeyPath<Model, String>, _ title: String, placeholder: String = "",
    isSecure: Bool = false, keyboard: Keyboard = .default, contentType: TextContentType? = nil,
    maximumLength: Int? = nil, isEnabled: Bool = true, returnKey: ReturnKeyAction = .next,
    multiline isMultiline: Bool = false
  ) {
    self.init(
      binding, title, placeholder: placeholder, isSecure: isSecure, keyboard: keyboard,
      contentType: contentType, maximumLength: maximumLength, isEnabled: isEnabled,
      returnKey: returnKey, multiline: isMultiline, format: { $0 }, parse: { $0 })
  }
}

extension TextField where Value == String {
  /// A text field bound to the element at `index` of the array at `array`, for a form generated
  /// from data: its key is ``FieldKey/init(_:at:)``.
  public init(
    _ array: WritableKeyPath<Model, [String]>, at index: Int, _ title: String,
    placeholder: String = "", isSecure: Bool = false, keyboard: Keyboard = .default,
    contentType: TextContentType? = nil, maximumLength: Int? = nil, isEnabled: Bool = true,
    returnKey: ReturnKeyAction = .next, multiline isMultiline: Bool = false
  ) {
    self.init(
      FieldLocation(array, at: index), title,
      content: TextFieldContent(
        title: title, text: "", placeholder: placeholder, isSecure: isSecure, keyboard: keyboard,
        contentType: contentType, maximumLength: maximumLength, isEnabled: isEnabled,
        returnKey: returnKey, isMultiline: isMultiline),
      format: { $0 }, parse: { $0 })
  }
}

extension TextField where Model == FormValues, Value == String {
  /// A text field of a form built at run time, bound to the value named `name`.
  public init(
    _ name: String, _ title: String, placeholder: String = "", isSecure: Bool = false,
    keyboard: Keyboard = .default, contentType: TextContentType? = nil,
    maximumLength: Int? = nil, isEnabled: Bool = true
  ) {
    self.init(
      \FormValues.[key: name, default: ""], title, placeholder: placeholder, isSecure: isSecure,
      keyboard: keyboard, contentType: contentType, maximumLength: maximumLength,
      isEnabled: isEnabled, key: FieldKey(name: name), format: { $0 }, parse: { $0 })
  }
}
