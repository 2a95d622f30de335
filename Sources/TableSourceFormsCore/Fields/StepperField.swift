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
/// A step never leaves the range: at a bound the value stays.
@MainActor
public struct StepperField<Model, Value: Strideable>: FormField {
  /// Where the value lives in the model.
  public let binding: WritableKeyPath<Model, Value>
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
  private let format: @MainActor (Value) -> String

  /// A stepper through `range` by `step`, the value formatted by `format`.
  public init(
    _ binding: WritableKeyPath<Model, Value>, _ title: String, range: ClosedRange<Value>,
    step: Value.Stride, isEnabled: Bool = true, key: FieldKey? = nil,
    format: @escaping @MainActor (Value) -> String
  ) {
    self.binding = binding
    self.key = key ?? FieldKey(binding)
    self.title = title
    self.range = range
    self.step = step
    self.isEnabled = isEnabled
    self.format = format
  }

  /// The row showing the field, in the cell ``FormCells/stepper`` names.
  public func makeRow(in form: Form<Model>) -> AnyRow {
    guard let cells = form.cells else { return AnyRow(EmptyFieldRow()) }
    return makeRow(in: form, cell: cells.stepper)
  }

  private func makeRow<Cell: FieldCell>(in form: Form<Model>, cell: Cell.Type) -> AnyRow
  where Cell.Content == StepperContent, Cell.Input == StepperAction {
    let (key, binding, title, range, step, isEnabled, format) = (
      key, binding, title, range, step, isEnabled, format
    )
    return AnyRow(
      FieldRow<Cell>(
        id: key,
        content: { [weak form] in
          let value = form?.draft[keyPath: binding] ?? range.lowerBound
          return StepperContent(
            title: title, value: format(value), canDecrement: isEnabled && value > range.lowerBound,
            canIncrement: isEnabled && value < range.upperBound, isEnabled: isEnabled)
        },
        bind: { [weak form] refresh in
          guard let form else { return .ended(key) }
          return form.bindCell(
            key,
            write: { [weak form] action in
              guard let form, isEnabled else { return }
              let value = form.draft[keyPath: binding]
              let next = value.advanced(by: action == .increment ? step : -step)
              form.update(key) { $0[keyPath: binding] = range.clamping(next) }
            }, refresh: refresh)
        }))
  }
}

extension StepperField where Value: CustomStringConvertible {
  /// A stepper through `range` by `step` (1 by default), the value shown by its description.
  public init(
    _ binding: WritableKeyPath<Model, Value>, _ title: String, range: ClosedRange<Value>,
    step: Value.Stride = 1, isEnabled: Bool = true
  ) where Value.Stride: ExpressibleByIntegerLiteral {
    self.init(
      binding, title, range: range, step: step, isEnabled: isEnabled, format: { $0.description })
  }
}

extension ClosedRange {
  /// The value, or the nearest bound when it lies outside.
  func clamping(_ value: Bound) -> Bound {
    Swift.min(Swift.max(value, lowerBound), upperBound)
  }
}
