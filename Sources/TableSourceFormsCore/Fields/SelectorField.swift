public import TableSourceCore

/// The screen of a selector field: its options in a table of their own, the chosen one checked.
/// Choosing one sets the field's value and dismisses the screen (Former's selector rows,
/// Eureka's `PushRow`).
///
/// The form hands it to ``Form/onPresentSelector`` (an app pushes a view controller showing
/// ``dataSource``) and keeps it in ``Form/presentedSelector`` until it is dismissed.
@MainActor
public final class SelectorScreen {
  /// The field's title, for the screen's.
  public let title: String
  /// The options, formatted.
  public let options: [String]
  /// The option chosen when the screen opened, if the value is one of them.
  public let selectedIndex: Int?
  /// The options as a table: one section, a row per option, the chosen one with a check mark;
  /// selecting a row chooses it.
  public let dataSource: SectionsDataSource
  /// Runs when the screen is dismissed (after a choice, or by ``dismiss()``).
  public var onDismiss: (@MainActor () -> Void)?
  private let choice: @MainActor (Int) -> Void
  private let dismissal: @MainActor (SelectorScreen) -> Void

  /// A screen of `options`, `selectedIndex` checked, each option in a cell of type `cell`.
  ///
  /// - Throws: Nothing in practice: the rows are identified by their index, so the data source
  ///   cannot find two with one identity.
  init(
    title: String, options: [String], selectedIndex: Int?,
    cell: any FieldCell<ToggleContent, Bool>.Type,
    choice: @escaping @MainActor (Int) -> Void,
    dismissal: @escaping @MainActor (SelectorScreen) -> Void
  ) throws {
    let box = ScreenBox()
    let rows = Self.optionRows(options, selectedIndex: selectedIndex, cell: cell) { index in
      box.screen?.chose(index)
    }
    self.title = title
    self.options = options
    self.selectedIndex = selectedIndex
    self.choice = choice
    self.dismissal = dismissal
    dataSource = try SectionsDataSource(sections: [TableSection(rows: rows)])
    box.screen = self
  }

  /// A row per option, in cells of type `cell`: the option's text, checked when chosen.
  private static func optionRows<Cell: FieldCell>(
    _ options: [String], selectedIndex: Int?, cell: Cell.Type,
    choose: @escaping @MainActor (Int) -> Void
  ) -> [AnyRow] where Cell.Content == ToggleContent, Cell.Input == Bool {
    options.enumerated().map { index, option in
      OptionRow<Cell>(
        id: index,
        content: ToggleContent(
          title: option, isOn: index == selectedIndex, isEnabled: true, style: .checkmark)
      )
      .onSelect { _ in choose(index) }
    }
  }

  /// Chooses the option at `index`: the field takes its value, and the screen is dismissed.
  ///
  /// - Throws: ``FormError/indexOutOfRange(_:count:)`` for an index with no option.
  public func choose(_ index: Int) throws {
    guard options.indices.contains(index) else {
      throw FormError.indexOutOfRange(index, count: options.count)
    }
    chose(index)
  }

  /// The option at `index`, one of ``options``, was chosen.
  fileprivate func chose(_ index: Int) {
    choice(index)
    dismiss()
  }

  /// Dismisses the screen without a choice.
  public func dismiss() {
    dismissal(self)
    onDismiss?()
  }
}

/// An option of a selector screen. Selecting the row chooses it; the cell reports nothing.
private struct OptionRow<Cell: FieldCell>: TableViewRow
where Cell.Content == ToggleContent, Cell.Input == Bool {
  let id: Int
  let content: ToggleContent

  func configure(_ cell: Cell) {
    cell.show(content, binding: .ended(FieldKey(name: "\(id)")))
  }
}

/// The screen its rows' handlers choose on, once it exists.
@MainActor
private final class ScreenBox {
  weak var screen: SelectorScreen?
}

/// A field whose value the user chooses on a screen of its own: the row shows the title and
/// the value with a disclosure indicator; a tap presents a ``SelectorScreen``.
///
/// ```swift
/// SelectorField(\.country, "Country", options: countries)
/// ```
@MainActor
public struct SelectorField<Model, Value: Equatable>: FormField {
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
  /// Whether the user can choose.
  public var isEnabled: Bool
  private let format: @MainActor (Value) -> String

  /// A selector of `options`, formatted by `format` (their description by default).
  public init(
    _ binding: WritableKeyPath<Model, Value>, _ title: String, options: [Value],
    isEnabled: Bool = true, key: FieldKey? = nil,
    format: @escaping @MainActor (Value) -> String = { String(describing: $0) }
  ) {
    self.init(
      FieldLocation(binding), title, options: options, isEnabled: isEnabled, key: key,
      format: format)
  }

  /// A selector at `location` (a key path, or an array's element) of `options`, formatted by
  /// `format` (their description by default).
  public init(
    _ location: FieldLocation<Model, Value>, _ title: String, options: [Value],
    isEnabled: Bool = true, key: FieldKey? = nil,
    format: @escaping @MainActor (Value) -> String = { String(describing: $0) }
  ) {
    self.location = location
    self.key = key ?? location.key
    self.title = title
    self.options = options
    self.isEnabled = isEnabled
    self.format = format
  }

  /// The values of ``options``: another value is refused with the message
  /// "Not one of the options".
  @inlinable
  public var valueCheck: (@MainActor (Value) -> String?)? {
    let options = options
    return { options.contains($0) ? nil : optionMessage }
  }

  /// The selector's row, in the cell ``FormCells/selector`` names; a tap presents the options,
  /// each in the cell ``FormCells/option`` names.
  public func makeRow(in form: Form<Model>) -> AnyRow {
    guard let cells = form.cells else { return AnyRow(EmptyFieldRow()) }
    let (key, location, title, options, isEnabled, format) = (
      key, location, title, options, isEnabled, format
    )
    return displayRow(cells.selector, key: key, in: form) { [weak form] in
      InfoContent(title: title, value: form.map { format(location.read($0.draft)) } ?? "")
    }
    .selectable(isEnabled)
    .onSelect { [weak form] event in
      guard let form, isEnabled else { return }
      guard form.tapHandled(key, at: event.indexPath) else { return }
      let current = location.read(form.draft)
      do {
        let screen = try SelectorScreen(
          title: title, options: options.map(format),
          selectedIndex: options.firstIndex(of: current), cell: cells.option,
          choice: { [weak form] index in
            // The field may have gone, or been hidden or disabled, while its screen showed.
            guard let form, form.rowExists(key), !form.isHidden(key), !form.isDisabled(key)
            else { return }
            form.update(key) { location.write(&$0, options[index]) }
          },
          dismissal: { [weak form] screen in form?.selectorDismissed(screen) })
        form.present(screen)
      } catch {
        form.reportTableError(error)
      }
    }
  }
}

extension SelectorField where Value: CustomStringConvertible {
  /// A selector bound to the element at `index` of the array at `array`, for a form generated
  /// from data (its key is ``FieldKey/init(_:at:)``), of `options` shown by their description.
  @inlinable
  public init(
    _ array: WritableKeyPath<Model, [Value]>, at index: Int, _ title: String, options: [Value],
    isEnabled: Bool = true
  ) {
    self.init(
      FieldLocation(array, at: index), title, options: options, isEnabled: isEnabled,
      format: { $0.description })
  }
}
