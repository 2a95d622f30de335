public import TableSourceCore

/// What a slider's cell shows.
public struct SliderContent: Hashable, Sendable {
  /// The field's title.
  public var title: String
  /// The value.
  public var value: Double
  /// The value, formatted.
  public var text: String
  /// The values the slider spans.
  public var range: ClosedRange<Double>
  /// Whether the user can slide it.
  public var isEnabled: Bool
}

/// A field the user slides through a range (UIKit's `UISlider`). A value the user slides to is
/// kept within the range and, with a `step`, rounded to the nearest step from the lower bound.
///
/// ```swift
/// SliderField(\.volume, "Volume", range: 0...1, step: 0.1)
/// ```
@MainActor
public struct SliderField<Model, Value: BinaryFloatingPoint>: FormField {
  /// Where the value lives in the model.
  public let location: FieldLocation<Model, Value>
  /// Where the value lives in the model, as a key path (see ``FieldLocation/keyPath``).
  public var binding: WritableKeyPath<Model, Value> { location.keyPath }
  /// The field's identity.
  public let key: FieldKey
  /// The field's title.
  public var title: String
  /// The values the slider spans.
  public var range: ClosedRange<Value>
  /// The step values snap to, or `nil` for a continuous slider.
  public var step: Value?
  /// Whether the user can slide it.
  public var isEnabled: Bool
  @usableFromInline let format: @MainActor (Value) -> String

  /// A slider, the value shown with up to two decimals unless `format` says otherwise.
  @inlinable
  public init(
    _ binding: WritableKeyPath<Model, Value>, _ title: String, range: ClosedRange<Value>,
    step: Value? = nil, isEnabled: Bool = true, key: FieldKey? = nil,
    format: (@MainActor (Value) -> String)? = nil
  ) {
    self.init(
      FieldLocation(binding), title, range: range, step: step, isEnabled: isEnabled, key: key,
      format: format)
  }

  /// A slider bound to the element at `index` of the array at `array`, for a form generated
  /// from data (its key is ``FieldKey/init(_:at:)``), the value shown with up to two decimals
  /// unless `format` says otherwise.
  @inlinable
  public init(
    _ array: WritableKeyPath<Model, [Value]>, at index: Int, _ title: String,
    range: ClosedRange<Value>, step: Value? = nil, isEnabled: Bool = true,
    format: (@MainActor (Value) -> String)? = nil
  ) {
    self.init(
      FieldLocation(array, at: index), title, range: range, step: step, isEnabled: isEnabled,
      format: format ?? sliderText)
  }

  /// A slider at `location` (a key path, or an array's element), the value shown with up to two
  /// decimals unless `format` says otherwise.
  @inlinable
  public init(
    _ location: FieldLocation<Model, Value>, _ title: String, range: ClosedRange<Value>,
    step: Value? = nil, isEnabled: Bool = true, key: FieldKey? = nil,
    format: (@MainActor (Value) -> String)? = nil
  ) {
    self.location = location
    self.key = key ?? location.key
    self.title = title
    self.range = range
    // Without a closure, which generic code would allocate a context for.
    if let step, step > 0 { self.step = step } else { self.step = nil }
    self.isEnabled = isEnabled
    self.format = format ?? sliderText
  }

  /// The values of ``range``: a value outside it, or NaN, is refused with the message
  /// "Must be from `lower` to `upper`".
  @inlinable
  public var valueCheck: (@MainActor (Value) -> String?)? {
    let range = range
    return { range.contains($0) ? nil : rangeMessage(range) }
  }

  /// The slider's row, in the cell ``FormCells/slider`` names.
  public func makeRow(in form: Form<Model>) -> AnyRow {
    guard let cells = form.cells else { return AnyRow(EmptyFieldRow()) }
    return makeRow(in: form, cell: cells.slider)
  }

  private func makeRow<Cell: FieldCell>(in form: Form<Model>, cell: Cell.Type) -> AnyRow
  where Cell.Content == SliderContent, Cell.Input == Double {
    let (title, range, isEnabled, format) = (title, range, isEnabled, format)
    let bounds = Double(range.lowerBound)...Double(range.upperBound)
    return valueRow(key, cell: cell, in: form) { value in
      let value = value ?? range.lowerBound
      return SliderContent(
        title: title, value: Double(value), text: format(value), range: bounds,
        isEnabled: isEnabled)
    }
  }
}

extension SliderField: InputField {
  /// The slide clamped to the range, on the nearest step; `nil` for NaN.
  func value(for slid: Double, from current: Value) -> Value? {
    sliding(to: slid, in: range, step: step)
  }
}

/// The value a slide to `slid` sets: within `range`, on the nearest step from its lower bound
/// when there is a step; `nil` for NaN, which UIKit's slider ignores too.
func sliding<Value: BinaryFloatingPoint>(
  to slid: Double, in range: ClosedRange<Value>, step: Value?
) -> Value? {
  guard !slid.isNaN else { return nil }
  let value = range.clamping(Value(slid))
  guard let step else { return value }
  // With an infinite bound or a step that overflows, the steps are not countable: the slide
  // stays where it was put.
  let steps = ((value - range.lowerBound) / step).rounded()
  let stepped = range.lowerBound + steps * step
  return stepped.isFinite ? range.clamping(stepped) : value
}

/// A slider's value with up to two decimals: `0.25`, `3`, `1e+20`, `inf`, `nan`.
@usableFromInline
func sliderText<Value: BinaryFloatingPoint>(_ value: Value) -> String {
  let rounded = (Double(value) * 100).rounded() / 100
  guard rounded.isFinite else { return String(Double(value)) }
  // Whole numbers without a decimal point, where `Int` holds them exactly.
  return rounded == rounded.rounded() && rounded.magnitude < 1e15
    ? String(Int(rounded)) : String(rounded)
}
