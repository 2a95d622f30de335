public import Foundation
public import TableSourceCore

/// Which parts of a date a date picker sets.
public enum DatePickerMode: Hashable, Sendable {
  /// The day.
  case date
  /// The time of day.
  case time
  /// Both.
  case dateAndTime
}

/// What a date picker's cell shows.
public struct DatePickerContent: Hashable, Sendable {
  /// The field's title; empty in an inline row.
  public var title: String
  /// The date.
  public var date: Date
  /// The date as the field formats it.
  public var text: String
  /// The dates the picker offers, or `nil` for any.
  public var range: ClosedRange<Date>?
  /// Which parts of the date it sets.
  public var mode: DatePickerMode
  /// Whether the user can change it.
  public var isEnabled: Bool
}

/// A field the user picks a date or time with, in its row or — with `inline: true` — in a
/// picker that opens beneath the row when it is tapped. A date outside `range` is brought to
/// the nearest bound.
///
/// ```swift
/// DatePickerField(\.birthday, "Birthday", range: earliest...Date.now, inline: true)
/// ```
@MainActor
public struct DatePickerField<Model>: FormField {
  /// Where the value lives in the model.
  public let location: FieldLocation<Model, Date>
  /// Where the value lives in the model, as a key path (see ``FieldLocation/keyPath``).
  public var binding: WritableKeyPath<Model, Date> { location.keyPath }
  /// The field's identity.
  public let key: FieldKey
  /// The field's title.
  public var title: String
  /// The dates offered, or `nil` for any.
  public var range: ClosedRange<Date>?
  /// Which parts of the date the picker sets.
  public var mode: DatePickerMode
  /// Whether the picker opens beneath the row on a tap.
  public var isInline: Bool
  /// Whether the user can change it.
  public var isEnabled: Bool
  private let format: @MainActor (Date) -> String

  /// A date picker: in the field's row, or opening beneath it when `inline`. Without `format`,
  /// dates show as the current locale's medium style (with the time for `.time` and
  /// `.dateAndTime`).
  public init(
    _ binding: WritableKeyPath<Model, Date>, _ title: String, range: ClosedRange<Date>? = nil,
    mode: DatePickerMode = .date, inline isInline: Bool = false, isEnabled: Bool = true,
    key: FieldKey? = nil, format: (@MainActor (Date) -> String)? = nil
  ) {
    self.init(
      FieldLocation(binding), title, range: range, mode: mode, inline: isInline,
      isEnabled: isEnabled, key: key, format: format)
  }

  /// A date picker bound to the element at `index` of the array at `array`, for a form generated
  /// from data (its key is ``FieldKey/init(_:at:)``): in the field's row, or opening beneath it
  /// when `inline`, the dates shown as `format` says (the locale's medium style without it).
  @inlinable
  public init(
    _ array: WritableKeyPath<Model, [Date]>, at index: Int, _ title: String,
    range: ClosedRange<Date>? = nil, mode: DatePickerMode = .date, inline isInline: Bool = false,
    isEnabled: Bool = true, format: (@MainActor (Date) -> String)? = nil
  ) {
    self.init(
      FieldLocation(array, at: index), title, range: range, mode: mode, inline: isInline,
      isEnabled: isEnabled, format: format)
  }

  /// A date picker at `location` (a key path, or an array's element): in the field's row, or
  /// opening beneath it when `inline`, the dates shown as `format` says (the locale's medium
  /// style without it).
  public init(
    _ location: FieldLocation<Model, Date>, _ title: String, range: ClosedRange<Date>? = nil,
    mode: DatePickerMode = .date, inline isInline: Bool = false, isEnabled: Bool = true,
    key: FieldKey? = nil, format: (@MainActor (Date) -> String)? = nil
  ) {
    self.location = location
    self.key = key ?? location.key
    self.title = title
    self.range = range
    self.mode = mode
    self.isInline = isInline
    self.isEnabled = isEnabled
    if let format {
      self.format = format
    } else {
      let formatter = DateFormatter()
      formatter.dateStyle = mode == .time ? .none : .medium
      formatter.timeStyle = mode == .date ? .none : .short
      self.format = { formatter.string(from: $0) }
    }
  }

  /// The dates of ``range`` (any date without one); a date of NaN or infinite seconds is refused
  /// too, with the message "Not a date".
  @inlinable
  public var valueCheck: (@MainActor (Date) -> String?)? {
    let range = range
    return { date in
      guard date.timeIntervalSinceReferenceDate.isFinite else { return "Not a date" }
      guard let range, !range.contains(date) else { return nil }
      return rangeMessage(range)
    }
  }

  /// The field's row: the picker (``FormCells/datePicker``), or for an inline picker the title
  /// and date (``FormCells/inlineValue``), which opens the picker when tapped.
  public func makeRow(in form: Form<Model>) -> AnyRow {
    guard let cells = form.cells else { return AnyRow(EmptyFieldRow()) }
    guard isInline else { return pickerRow(cells.datePicker, in: form, id: key, title: title) }
    let (location, format) = (location, format)
    return inlineFieldRow(
      cells.inlineValue, key: key, title: title, isEnabled: isEnabled, in: form
    ) { format(location.read($0.draft)) }
  }

  /// The picker beneath an inline date picker's row. It stays open while the user picks.
  public func makeInlineRow(in form: Form<Model>) -> AnyRow? {
    guard isInline, let cells = form.cells else { return nil }
    return pickerRow(cells.datePicker, in: form, id: FieldKey(inlineOf: key), title: "")
  }

  private func pickerRow<Cell: FieldCell>(
    _ cell: Cell.Type, in form: Form<Model>, id: FieldKey, title: String
  ) -> AnyRow where Cell.Content == DatePickerContent, Cell.Input == Date {
    let (range, mode, isEnabled, format) = (range, mode, isEnabled, format)
    return valueRow(id, cell: cell, in: form) { date in
      let date = date ?? Date(timeIntervalSince1970: 0)
      return DatePickerContent(
        title: title, date: date, text: format(date), range: range, mode: mode,
        isEnabled: isEnabled)
    }
  }
}

extension DatePickerField: InputField {
  /// The date picked, clamped to the range; `nil` for a date that is not finite.
  func value(for date: Date, from current: Date) -> Date? {
    date.timeIntervalSinceReferenceDate.isFinite ? range?.clamping(date) ?? date : nil
  }
}
