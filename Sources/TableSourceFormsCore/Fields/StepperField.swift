public import TableSourceCore

/// What a stepper's cell shows.
public struct StepperContent: Hashable, Sendable {
  /// The field's title.
  public var title: String
  /// The value, formatted.
  public var value: String
  /// Whether the value can go down a step (it is above the range's lower bound).
  public var canDecrement: Bool
  /// Whether the value can go up a step.
  public var canIncrement: Bool
  /// Whether the user can change it.
  public var isEnabled: Bool
}

/// What the user does to a stepper.
public enum StepperAction: Hashable, Sendable {
  /// One step up.
  case increment
  /// One step down.
  case decrement
}

/// A field the user steps up and down through a range (UIKit's `UIStepper`).
///
/// ```swift
/// StepperField(\.guests, "Guests", range: 1...8)
/// ```
///
/// A step never leaves the range: at a bound the button is disabled and the value stays, and a
/// step that would pass the bound (a step of `Int.max`) stops at it. A step from a value the
/// range does not hold (NaN, or a value another field wrote) enters the range at the bound it
/// moves from: the lower bound going up, the upper bound going down. A step that is not above
/// zero (0, a negative step, NaN) disables both buttons; UIKit's `UIStepper` refuses one with an
/// exception. Steps never overflow for the standard library's integer and floating-point types;
/// a `Strideable` type of your own is stepped by its `advanced(by:)`.
@MainActor
public struct StepperField<Model, Value: Strideable>: FormField {
  /// Where the value lives in the model.
  public let location: FieldLocation<Model, Value>
  /// Where the value lives in the model, as a key path (see ``FieldLocation/keyPath``).
  public var binding: WritableKeyPath<Model, Value> { location.keyPath }
  /// The field's identity.
  public let key: FieldKey
  /// The field's title.
  public var title: String
  /// The values the field takes.
  public var range: ClosedRange<Value>
  /// How far one step goes.
  public var step: Value.Stride
  /// Whether the user can change it.
  public var isEnabled: Bool
  @usableFromInline let format: @MainActor (Value) -> String

  /// A stepper through `range` by `step`, the value formatted by `format`.
  @inlinable
  public init(
    _ binding: WritableKeyPath<Model, Value>, _ title: String, range: ClosedRange<Value>,
    step: Value.Stride, isEnabled: Bool = true, key: FieldKey? = nil,
    format: @escaping @MainActor (Value) -> String
  ) {
    self.init(
      FieldLocation(binding), title, range: range, step: step, isEnabled: isEnabled, key: key,
      format: format)
  }

  /// A stepper at `location` (a key path, or an array's element) through `range` by `step`,
  /// the value formatted by `format`.
  @inlinable
  public init(
    _ location: FieldLocation<Model, Value>, _ title: String, range: ClosedRange<Value>,
    step: Value.Stride, isEnabled: Bool = true, key: FieldKey? = nil,
    format: @escaping @MainActor (Value) -> String
  ) {
    self.location = location
    self.key = key ?? location.key
    self.title = title
    self.range = range
    self.step = step
    self.isEnabled = isEnabled
    self.format = format
  }

  /// The values of ``range``: a value outside it (NaN included) is refused with the message
  /// "Must be from `lower` to `upper`".
  @inlinable
  public var valueCheck: (@MainActor (Value) -> String?)? {
    let range = range
    return { range.contains($0) ? nil : rangeMessage(range) }
  }

  /// The row showing the field, in the cell ``FormCells/stepper`` names.
  public func makeRow(in form: Form<Model>) -> AnyRow {
    guard let cells = form.cells else { return AnyRow(EmptyFieldRow()) }
    return makeRow(in: form, cell: cells.stepper)
  }

  private func makeRow<Cell: FieldCell>(in form: Form<Model>, cell: Cell.Type) -> AnyRow
  where Cell.Content == StepperContent, Cell.Input == StepperAction {
    let (title, range, step, isEnabled, format) = (title, range, step, isEnabled, format)
    return valueRow(key, cell: cell, in: form) { value in
      let value = value ?? range.lowerBound
      return StepperContent(
        title: title, value: format(value),
        canDecrement: isEnabled && stepping(value, .decrement, by: step, within: range) != nil,
        canIncrement: isEnabled && stepping(value, .increment, by: step, within: range) != nil,
        isEnabled: isEnabled)
    }
  }
}

extension StepperField: InputField {
  /// A step from the value, within the range; `nil` past its end.
  func value(for action: StepperAction, from current: Value) -> Value? {
    stepping(current, action, by: step, within: range)
  }
}

extension StepperField where Value: CustomStringConvertible {
  /// A stepper through `range` by `step` (1 by default), the value shown by its description.
  @inlinable
  public init(
    _ binding: WritableKeyPath<Model, Value>, _ title: String, range: ClosedRange<Value>,
    step: Value.Stride = 1, isEnabled: Bool = true
  ) where Value.Stride: ExpressibleByIntegerLiteral {
    self.init(
      binding, title, range: range, step: step, isEnabled: isEnabled, format: { $0.description })
  }

  /// A stepper bound to the element at `index` of the array at `array`, for a form generated
  /// from data: its key is ``FieldKey/init(_:at:)``.
  @inlinable
  public init(
    _ array: WritableKeyPath<Model, [Value]>, at index: Int, _ title: String,
    range: ClosedRange<Value>, step: Value.Stride = 1, isEnabled: Bool = true
  ) where Value.Stride: ExpressibleByIntegerLiteral {
    self.init(
      FieldLocation(array, at: index), title, range: range, step: step, isEnabled: isEnabled,
      format: { $0.description })
  }
}

extension ClosedRange {
  /// The value, or the nearest bound when it lies outside.
  func clamping(_ value: Bound) -> Bound {
    Swift.min(Swift.max(value, lowerBound), upperBound)
  }
}

/// The value one step from `value` in `range`, or `nil` when the step cannot be taken (at the
/// bound it moves toward, or `step` is not above zero). A step that would reach or pass a bound
/// stops at it; a step from a value the range does not hold enters it at the bound it moves
/// from.
func stepping<Value: Strideable>(
  _ value: Value, _ action: StepperAction, by step: Value.Stride, within range: ClosedRange<Value>
) -> Value? {
  guard step > .zero else { return nil }
  let (lower, upper) = (range.lowerBound, range.upperBound)
  // Written with negations so that NaN, which compares false to everything, takes a step.
  switch action {
  case .increment:
    guard !(value >= upper) else { return nil }
    guard value >= lower else { return lower }
    return falls(from: value, shortOf: upper, by: step) ? value.advanced(by: step) : upper
  case .decrement:
    guard !(value <= lower) else { return nil }
    guard value <= upper else { return upper }
    return falls(from: value, shortOf: lower, by: step) ? value.advanced(by: -step) : lower
  }
}

/// Whether a step of `step` (above zero) from `value` stays short of `bound`: then the step
/// cannot overflow. Exact for the standard library's integer types, whose distances can
/// overflow (`Int.min` to `Int.max`); other types compare their `distance(to:)`.
func falls<Value: Strideable>(from value: Value, shortOf bound: Value, by step: Value.Stride)
  -> Bool
{
  if let value = value as? any IntegerStepping {
    return falls(from: value, shortOf: bound, by: step) ?? false
  }
  let distance = value.distance(to: bound)
  return (distance < .zero ? .zero - distance : distance) > step
}

private func falls<Integer: IntegerStepping, Value: Strideable>(
  from value: Integer, shortOf bound: Value, by step: Value.Stride
) -> Bool? {
  guard let bound = bound as? Integer, let step = step as? Integer.Stride else { return nil }
  return value.room(to: bound) > step.magnitude
}

/// A fixed-width integer type whose distances are measured without overflow.
protocol IntegerStepping: FixedWidthInteger, Strideable where Stride: BinaryInteger {}

extension IntegerStepping {
  /// How far `bound` is from the value, as an unsigned number: it cannot overflow.
  func room(to bound: Self) -> Magnitude {
    let (from, to) = (Self.biased(self), Self.biased(bound))
    return to >= from ? to - from : from - to
  }

  /// The value's place among the type's values, as an unsigned number: the order is kept.
  private static func biased(_ value: Self) -> Magnitude {
    let bits = Magnitude(truncatingIfNeeded: value)
    return isSigned ? bits ^ (1 << (bitWidth - 1)) : bits
  }
}

extension Int: IntegerStepping {}
extension Int8: IntegerStepping {}
extension Int16: IntegerStepping {}
extension Int32: IntegerStepping {}
extension Int64: IntegerStepping {}
extension UInt: IntegerStepping {}
extension UInt8: IntegerStepping {}
extension UInt16: IntegerStepping {}
extension UInt32: IntegerStepping {}
extension UInt64: IntegerStepping {}
