import Foundation
public import TableSourceFormsCore
public import TableSourceVirtualTable

/// The virtual table's cell for one kind of field: it keeps what the form last showed it and the
/// binding to the field, which it drops when it is reused.
///
/// A test drives a subclass as a user would (``TextFieldCell/type(_:)``,
/// ``ToggleCell/toggle()``); the input reaches the form through the binding, the same path a
/// UIKit control's target-action takes, and only while the cell shows the field.
open class FieldTableViewCell<Content, Input>: TableViewCell, FieldCell {
  /// What the form last showed in the cell, or `nil` since it was reused.
  public private(set) var content: Content?
  /// The binding to the field the cell shows, or `nil` since it was reused.
  public private(set) var binding: FieldBinding<Input>?

  /// The key of the field the cell shows, or `nil` since it was reused or its row went.
  public var fieldKey: FieldKey? { binding?.isActive == true ? binding?.key : nil }

  /// Shows `content` and keeps `binding` for the user's input.
  open func show(_ content: Content, binding: FieldBinding<Input>) {
    self.content = content
    self.binding = binding
  }

  /// Ends the binding: the row the cell showed can no longer be changed through it.
  open override func prepareForReuse() {
    super.prepareForReuse()
    binding?.cancel()
    binding = nil
    content = nil
  }

  /// Reports the user's input to the form.
  ///
  /// - Throws: ``FormError/cellShowsNoField`` when the cell shows no field (reused, its row gone
  ///   from the table, or never configured); an error the table threw while showing the change
  ///   (see ``Form/onTableError``).
  public func report(_ input: Input) throws {
    guard let binding, binding.isActive else { throw FormError.cellShowsNoField }
    try binding.setThrowingTableErrors(input)
  }

  /// What the cell adds after its content: `  (disabled)` for a field the user cannot change
  /// (disabled as built, or by a ``Disabled`` condition),
  /// `  ⚠` for a field whose value fails a validation rule, `  …` while its value is being
  /// checked.
  func marks(isEnabled: Bool) -> String {
    (isEnabled && binding?.isDisabled != true ? "" : "  (disabled)")
      + (binding?.validationMessage == nil ? "" : "  ⚠")
      + (binding?.isValidating == true ? "  …" : "")
  }
}

/// The virtual table's text field cell: `Title  [text]`, the placeholder in `‹›` while the text
/// is empty, `•` for each character of secure text, and `|` for the caret while the field has
/// the focus.
public final class TextFieldCell: FieldTableViewCell<TextFieldContent, TextFieldInput> {
  /// Types `text` at the end of the field's text, as a user would.
  public func type(_ text: String) throws {
    try report(.text((content?.text ?? "") + text))
  }

  /// Deletes the last character, as the delete key does.
  public func deleteBackward() throws {
    try report(.text(String((content?.text ?? "").dropLast())))
  }

  /// Empties the field, as its clear button does.
  public func clear() throws {
    try report(.text(""))
  }

  /// Taps into the field: it takes the focus.
  public func tap() throws {
    try report(.beginEditing)
  }

  /// Presses the return key.
  public func pressReturn() throws {
    try report(.returnKey)
  }

  /// The title and the text as a text field shows it.
  public override var renderedContent: String {
    guard let content else { return "" }
    var shown =
      content.text.isEmpty
      ? "‹\(content.placeholder)›"
      : content.isSecure ? String(repeating: "•", count: content.text.count) : content.text
    if content.isMultiline { shown = shown.replacingOccurrences(of: "\n", with: "⏎") }
    if content.isFocused { shown = content.text.isEmpty ? "|" + shown : shown + "|" }
    return "\(content.title)  [\(shown)]" + marks(isEnabled: content.isEnabled)
  }
}

/// The virtual table's toggle cell: `Title  [on ]` or `Title  [off]`; as a check row,
/// `Title  ✓` or `Title`.
public final class ToggleCell: FieldTableViewCell<ToggleContent, Bool> {
  /// Switches the toggle, as a tap on it does.
  public func toggle() throws {
    try report(!(content?.isOn ?? false))
  }

  /// The title and the switch.
  public override var renderedContent: String {
    guard let content else { return "" }
    let state =
      content.style == .checkmark
      ? (content.isOn ? "  ✓" : "") : "  [\(content.isOn ? "on " : "off")]"
    return content.title + state + marks(isEnabled: content.isEnabled)
  }
}

/// The virtual table's information cell: `Title  value`.
public final class InfoCell: FieldTableViewCell<InfoContent, Never> {
  /// The title and the value.
  public override var renderedContent: String {
    guard let content else { return "" }
    return "\(content.title)  \(content.value)"
  }
}

/// The virtual table's stepper cell: `Title  value  [− +]`, a step that cannot be taken drawn
/// as `·`.
public final class StepperCell: FieldTableViewCell<StepperContent, StepperAction> {
  /// Steps up, as the `+` button does; nothing happens while the button is disabled (at the
  /// upper bound), as with UIKit's stepper.
  public func increment() throws {
    guard content?.canIncrement != false else { return }
    try report(.increment)
  }

  /// Steps down, as the `−` button does; nothing happens while the button is disabled.
  public func decrement() throws {
    guard content?.canDecrement != false else { return }
    try report(.decrement)
  }

  /// The title, the value and the buttons.
  public override var renderedContent: String {
    guard let content else { return "" }
    let minus = content.canDecrement ? "−" : "·"
    let plus = content.canIncrement ? "+" : "·"
    return "\(content.title)  \(content.value)  [\(minus) \(plus)]"
      + marks(isEnabled: content.isEnabled)
  }
}

/// The virtual table's button cell: `[ Title ]`, `[! Title ]` for a destructive action.
public final class ButtonCell: FieldTableViewCell<ButtonContent, Never> {
  /// The title as a button.
  public override var renderedContent: String {
    guard let content else { return "" }
    return "[\(content.isDestructive ? "! " : " ")\(content.title) ]"
      + marks(isEnabled: content.isEnabled)
  }
}

/// The virtual table's slider cell: `Title  value  [----|-----]`, the thumb where the value
/// lies in the range.
public final class SliderCell: FieldTableViewCell<SliderContent, Double> {
  /// Slides to `value`, as dragging the thumb does; the field keeps it within its range.
  public func slide(to value: Double) throws { try report(value) }

  /// The title, the value and the track.
  public override var renderedContent: String {
    guard let content else { return "" }
    let width = 10
    let span = content.range.upperBound - content.range.lowerBound
    let fraction = span > 0 ? (content.value - content.range.lowerBound) / span : 0
    // Any value draws: NaN and infinite fractions at the start, others within the track.
    let place = fraction.isFinite ? min(max(fraction, 0), 1) * Double(width) : 0
    let thumb = Int(place.rounded())
    let track =
      String(repeating: "-", count: thumb) + "|" + String(repeating: "-", count: width - thumb)
    return "\(content.title)  \(content.text)  [\(track)]" + marks(isEnabled: content.isEnabled)
  }
}

/// The virtual table's segmented control cell: `Title  [A| B |C]`, the chosen segment
/// between bars.
public final class SegmentedCell: FieldTableViewCell<PickerContent, Int> {
  /// Chooses the segment at `index`.
  ///
  /// - Throws: ``FormError/cellShowsNoField`` when the cell shows no field,
  ///   ``FormError/indexOutOfRange(_:count:)`` for an index with no segment; what
  ///   ``FieldTableViewCell/report(_:)`` throws.
  public func choose(_ index: Int) throws { try reportOption(at: index) }

  /// Chooses the segment shown as `segment`.
  ///
  /// - Throws: ``FormError/cellShowsNoField`` when the cell shows no field,
  ///   ``FormError/unknownOption(_:)`` when no segment is shown so; what
  ///   ``FieldTableViewCell/report(_:)`` throws.
  public func choose(_ segment: String) throws { try reportOption(named: segment) }

  /// The title and the segments.
  public override var renderedContent: String {
    guard let content else { return "" }
    let segments = content.options.enumerated().map { index, option in
      index == content.selectedIndex ? "|\(option)|" : " \(option) "
    }
    return "\(content.title)  [\(segments.joined())]" + marks(isEnabled: content.isEnabled)
  }
}

/// The virtual table's selector cell: `Title  value  >`.
public final class SelectorCell: FieldTableViewCell<InfoContent, Never> {
  /// The title, the value and the disclosure indicator.
  public override var renderedContent: String {
    guard let content else { return "" }
    return "\(content.title)  \(content.value)  >" + marks(isEnabled: true)
  }
}

/// The virtual table's cell for a validation message, beneath its invalid field: `⚠ message`.
public final class ValidationMessageCell: FieldTableViewCell<ValidationMessageContent, Never> {
  /// The message.
  public override var renderedContent: String {
    guard let content else { return "" }
    return "⚠ \(content.text)"
  }
}

extension FieldTableViewCell where Content == PickerContent, Input == Int {
  /// Reports the choice of the option at `index`: a picker's and a segmented control's input,
  /// refused alike when the option does not exist.
  func reportOption(at index: Int) throws {
    let options = try shownOptions()
    guard options.indices.contains(index) else {
      throw FormError.indexOutOfRange(index, count: options.count)
    }
    try report(index)
  }

  /// Reports the choice of the option shown as `option`.
  func reportOption(named option: String) throws {
    guard let index = try shownOptions().firstIndex(of: option) else {
      throw FormError.unknownOption(option)
    }
    try report(index)
  }

  /// The options the cell shows, while it shows a field.
  private func shownOptions() throws -> [String] {
    guard let binding, binding.isActive, let content else { throw FormError.cellShowsNoField }
    return content.options
  }
}
