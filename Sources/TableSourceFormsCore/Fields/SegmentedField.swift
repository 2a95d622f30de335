public import TableSourceCore

/// A field whose value the user chooses among a few options shown side by side in its row: a
/// segmented control (UIKit's `UISegmentedControl`), in the cell ``FormCells/segmented`` names.
/// For more options, or options that need a list, use ``PickerField``, ``SelectorField`` or
/// ``ChoiceField``.
///
/// ```swift
/// SegmentedField(\.size, "Size", segments: ["S", "M", "L"])
/// ```
@MainActor
public struct SegmentedField<Model, Value: Equatable>: FormField {
  /// The field, as a picker shown in segments: the same value, options and input.
  @usableFromInline let picker: PickerField<Model, Value>

  /// Where the value lives in the model.
  public var location: FieldLocation<Model, Value> { picker.location }
  /// Where the value lives in the model, as a key path (see ``FieldLocation/keyPath``).
  public var binding: WritableKeyPath<Model, Value> { picker.binding }
  /// The field's identity.
  public var key: FieldKey { picker.key }
  /// The field's title.
  public var title: String { picker.title }
  /// The values the user chooses from, one segment each.
  public var segments: [Value] { picker.options }
  /// Whether the user can choose.
  public var isEnabled: Bool { picker.isEnabled }

  /// A segmented control at `location` (a key path, or an array's element) of `segments`,
  /// formatted by `format` (their description by default).
  @inlinable
  public init(
    _ location: FieldLocation<Model, Value>, _ title: String, segments: [Value],
    isEnabled: Bool = true, key: FieldKey? = nil,
    format: @escaping @MainActor (Value) -> String = { String(describing: $0) }
  ) {
    picker = PickerField(
      location, title, options: segments, inline: false, closesOnChoice: false,
      isEnabled: isEnabled, segmented: true, key: key, format: format)
  }

  /// A segmented control bound to `binding`, of `segments` formatted by `format` (their
  /// description by default).
  @inlinable
  public init(
    _ binding: WritableKeyPath<Model, Value>, _ title: String, segments: [Value],
    isEnabled: Bool = true, key: FieldKey? = nil,
    format: @escaping @MainActor (Value) -> String = { String(describing: $0) }
  ) {
    self.init(
      FieldLocation(binding), title, segments: segments, isEnabled: isEnabled, key: key,
      format: format)
  }

  /// A segmented control bound to the element at `index` of the array at `array`, for a form
  /// generated from data (its key is ``FieldKey/init(_:at:)``).
  @inlinable
  public init(
    _ array: WritableKeyPath<Model, [Value]>, at index: Int, _ title: String, segments: [Value],
    isEnabled: Bool = true,
    format: @escaping @MainActor (Value) -> String = { String(describing: $0) }
  ) {
    self.init(
      FieldLocation(array, at: index), title, segments: segments, isEnabled: isEnabled,
      format: format)
  }

  /// The values of ``segments``: another value is refused with the message
  /// "Not one of the options".
  public var valueCheck: (@MainActor (Value) -> String?)? { picker.valueCheck }

  /// The field's row: the segments, in ``FormCells/segmented``.
  public func makeRow(in form: Form<Model>) -> AnyRow { picker.makeRow(in: form) }
}
