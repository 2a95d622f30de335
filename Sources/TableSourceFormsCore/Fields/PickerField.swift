import Foundation
public import TableSourceCore

/// What a picker's cell shows: the options and the one chosen.
public struct PickerContent: Hashable, Sendable {
  /// The field's title; empty in an inline row, whose field's row shows it.
  public var title: String
  /// The options, formatted.
  public var options: [String]
  /// The index of the option chosen, or `nil` when the value is none of them.
  public var selectedIndex: Int?
  /// Whether the user can choose.
  public var isEnabled: Bool
}

/// What the row of a field with an inline row shows: its title, its value, and whether the
/// inline row is open.
public struct InlineValueContent: Hashable, Sendable {
  /// The field's title.
  public var title: String
  /// The value, formatted.
  public var value: String
  /// Whether the inline row beneath is open.
  public var isOpen: Bool
  /// Whether the user can open it.
  public var isEnabled: Bool
}

/// A field whose value the user chooses among options: in a picker in its own row, or — with
/// `inline: true` — in a picker that opens beneath the row when it is tapped (Former's inline
/// picker). Opening it closes any other inline row; choosing closes it when `closesOnChoice`.
///
/// ```swift
/// PickerField(\.theme, "Theme", options: Theme.allCases, inline: true)
/// ```
@MainActor
public struct PickerField<Model, Value: Equatable>: FormField {
  /// Where the value lives in the model.
  public let location: FieldLocation<Model, Value>
  /// Where the value lives in the model, as a key path (see ``FieldLocation/keyPath``).
  public var binding: WritableKeyPath<Model, Value> { location.keyPath }
  /// The field's identity.
  public let key: FieldKey
  /// The field's title.
  public var title: String
  /// The values the user chooses from.
  public var options: [Value]
  /// Whether the picker opens beneath the row on a tap, rather than showing in the row.
  public var isInline: Bool
  /// Whether choosing an option closes the inline picker.
  public var closesOnChoice: Bool
  /// Whether the user can choose.
  public var isEnabled: Bool
  /// Whether the options show side by side in the row (a ``SegmentedField``'s), not in a picker.
  @usableFromInline let isSegmented: Bool
  @usableFromInline let format: @MainActor (Value) -> String

  /// A picker of `options`, formatted by `format` (their description by default): in the
  /// field's row, or opening beneath it when `inline`.
  @inlinable
  public init(
    _ binding: WritableKeyPath<Model, Value>, _ title: String, options: [Value],
    inline isInline: Bool = false, closesOnChoice: Bool = true, isEnabled: Bool = true,
    key: FieldKey? = nil,
    format: @escaping @MainActor (Value) -> String = { String(describing: $0) }
  ) {
    self.init(
      FieldLocation(binding), title, options: options, inline: isInline,
      closesOnChoice: closesOnChoice, isEnabled: isEnabled, key: key, format: format)
  }

  /// A picker at `location` (a key path, or an array's element) of `options`, formatted by
  /// `format` (their description by default): in the field's row, or opening beneath it when
  /// `inline`.
  @inlinable
  public init(
    _ location: FieldLocation<Model, Value>, _ title: String, options: [Value],
    inline isInline: Bool = false, closesOnChoice: Bool = true, isEnabled: Bool = true,
    key: FieldKey? = nil,
    format: @escaping @MainActor (Value) -> String = { String(describing: $0) }
  ) {
    self.init(
      location, title, options: options, inline: isInline, closesOnChoice: closesOnChoice,
      isEnabled: isEnabled, segmented: false, key: key, format: format)
  }

  @inlinable
  init(
    _ location: FieldLocation<Model, Value>, _ title: String, options: [Value],
    inline isInline: Bool, closesOnChoice: Bool, isEnabled: Bool, segmented isSegmented: Bool,
    key: FieldKey?, format: @escaping @MainActor (Value) -> String
  ) {
    self.location = location
    self.key = key ?? location.key
    self.title = title
    self.options = options
    self.isInline = isInline
    self.closesOnChoice = closesOnChoice
    self.isEnabled = isEnabled
    self.isSegmented = isSegmented
    self.format = format
  }

  /// The values of ``options``: another value is refused with the message
  /// "Not one of the options".
  @inlinable
  public var valueCheck: (@MainActor (Value) -> String?)? {
    let options = options
    return { options.contains($0) ? nil : optionMessage }
  }

  /// The field's row: the picker itself (``FormCells/picker``, or ``FormCells/segmented``), or
  /// for an inline picker the title and value (``FormCells/inlineValue``), which opens the
  /// picker when tapped.
  public func makeRow(in form: Form<Model>) -> AnyRow {
    guard let cells = form.cells else { return AnyRow(EmptyFieldRow()) }
    guard isInline else {
      let cell = isSegmented ? cells.segmented : cells.picker
      return pickerRow(cell, in: form, id: key, title: title)
    }
    let (location, format) = (location, format)
    return inlineFieldRow(
      cells.inlineValue, key: key, title: title, isEnabled: isEnabled, in: form
    ) { format(location.read($0.draft)) }
  }

  /// The picker beneath an inline picker's row.
  public func makeInlineRow(in form: Form<Model>) -> AnyRow? {
    guard isInline, let cells = form.cells else { return nil }
    return pickerRow(cells.picker, in: form, id: FieldKey(inlineOf: key), title: "")
  }

  private func pickerRow<Cell: FieldCell>(
    _ cell: Cell.Type, in form: Form<Model>, id: FieldKey, title: String
  ) -> AnyRow where Cell.Content == PickerContent, Cell.Input == Int {
    let (options, isEnabled, format) = (options, isEnabled, format)
    let closes = isInline && closesOnChoice
    return valueRow(id, cell: cell, in: form) { value in
      PickerContent(
        title: title, options: options.map(format),
        selectedIndex: value.flatMap { options.firstIndex(of: $0) }, isEnabled: isEnabled)
    } then: { form in
      if closes { form.closeInlineRowAfterChoice() }
    }
  }
}

extension PickerField: InputField {
  /// The option at the index chosen; `nil` for an index out of the options.
  func value(for index: Int, from current: Value) -> Value? {
    options.indices.contains(index) ? options[index] : nil
  }
}

extension PickerField where Value: CustomStringConvertible {
  /// A picker bound to the element at `index` of the array at `array`, for a form generated
  /// from data (its key is ``FieldKey/init(_:at:)``), of `options` shown by their description.
  @inlinable
  public init(
    _ array: WritableKeyPath<Model, [Value]>, at index: Int, _ title: String, options: [Value],
    inline isInline: Bool = false, closesOnChoice: Bool = true, isEnabled: Bool = true
  ) {
    self.init(
      FieldLocation(array, at: index), title, options: options, inline: isInline,
      closesOnChoice: closesOnChoice, isEnabled: isEnabled, format: { $0.description })
  }
}

/// The message of a value that is none of a field's options.
@usableFromInline
let optionMessage = "Not one of the options"
