public import Foundation
public import TableSourceFormsCore
import TableSourceVirtualTable

/// The virtual table's picker cell: `Title  ‹A› [B] ‹C›`, the chosen option in brackets.
public final class PickerCell: FieldTableViewCell<PickerContent, Int> {
  /// Chooses the option at `index`, as turning the wheel to it does.
  ///
  /// - Throws: ``FormError/cellShowsNoField`` when the cell shows no field,
  ///   ``FormError/indexOutOfRange(_:count:)`` for an index with no option; what
  ///   ``FieldTableViewCell/report(_:)`` throws.
  public func pick(_ index: Int) throws { try reportOption(at: index) }

  /// Chooses the option shown as `option`.
  ///
  /// - Throws: ``FormError/cellShowsNoField`` when the cell shows no field,
  ///   ``FormError/unknownOption(_:)`` when no option is shown so; what
  ///   ``FieldTableViewCell/report(_:)`` throws.
  public func pick(_ option: String) throws { try reportOption(named: option) }

  /// The title and the options.
  public override var renderedContent: String {
    guard let content else { return "" }
    let options = content.options.enumerated().map { index, option in
      index == content.selectedIndex ? "[\(option)]" : "‹\(option)›"
    }
    let title = content.title.isEmpty ? "" : "\(content.title)  "
    return title + options.joined(separator: " ") + marks(isEnabled: content.isEnabled)
  }
}

/// The virtual table's cell for the row of a field with an inline row: `Title  value  ▾`,
/// `▴` while the inline row is open.
public final class InlineValueCell: FieldTableViewCell<InlineValueContent, Never> {
  /// The title, the value and whether the inline row is open.
  public override var renderedContent: String {
    guard let content else { return "" }
    return "\(content.title)  \(content.value)  \(content.isOpen ? "▴" : "▾")"
      + marks(isEnabled: content.isEnabled)
  }
}

/// The virtual table's date picker cell: `Title  text`, the date as the field formats it.
public final class DatePickerCell: FieldTableViewCell<DatePickerContent, Date> {
  /// Sets the date, as the picker does; the field keeps it within its range.
  public func pick(_ date: Date) throws { try report(date) }

  /// The title and the date.
  public override var renderedContent: String {
    guard let content else { return "" }
    let title = content.title.isEmpty ? "" : "\(content.title)  "
    return title + content.text + marks(isEnabled: content.isEnabled)
  }
}
