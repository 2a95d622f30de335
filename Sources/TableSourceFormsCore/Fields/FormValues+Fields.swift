public import Foundation

// The field kinds of a form built at run time, bound to its values by name (``FormValues``):
// each value is absent until set, and reads as the default given here until then.

extension StepperField where Model == FormValues, Value == Int {
  /// A stepper bound to the whole number named `name` (the range's lower bound until set).
  public init(
    _ name: String, _ title: String, range: ClosedRange<Int>, step: Int = 1,
    isEnabled: Bool = true
  ) {
    self.init(
      \FormValues.[key: name, default: range.lowerBound], title, range: range, step: step,
      isEnabled: isEnabled, key: FieldKey(name: name), format: { $0.description })
  }
}

extension SliderField where Model == FormValues, Value == Double {
  /// A slider bound to the number named `name` (the range's lower bound until set).
  public init(
    _ name: String, _ title: String, range: ClosedRange<Double>, step: Double? = nil,
    isEnabled: Bool = true
  ) {
    self.init(
      \FormValues.[key: name, default: range.lowerBound], title, range: range, step: step,
      isEnabled: isEnabled, key: FieldKey(name: name), format: { String($0) })
  }
}

extension PickerField where Model == FormValues, Value == String {
  /// A picker bound to the text named `name` (the first option until set).
  public init(
    _ name: String, _ title: String, options: [String], inline isInline: Bool = false,
    closesOnChoice: Bool = true, isEnabled: Bool = true
  ) {
    self.init(
      \FormValues.[key: name, default: options.first ?? ""], title, options: options,
      inline: isInline, closesOnChoice: closesOnChoice, isEnabled: isEnabled,
      key: FieldKey(name: name), format: { $0 })
  }
}

extension SelectorField where Model == FormValues, Value == String {
  /// A selector bound to the text named `name` (the first option until set).
  public init(_ name: String, _ title: String, options: [String], isEnabled: Bool = true) {
    self.init(
      \FormValues.[key: name, default: options.first ?? ""], title, options: options,
      isEnabled: isEnabled, key: FieldKey(name: name), format: { $0 })
  }
}

extension DatePickerField where Model == FormValues {
  /// A date picker bound to the date named `name` (`initial` until set), the date formatted
  /// by `format`.
  public init(
    _ name: String, _ title: String, initial: Date, range: ClosedRange<Date>? = nil,
    mode: DatePickerMode = .date, inline isInline: Bool = false, isEnabled: Bool = true,
    format: @escaping @MainActor (Date) -> String
  ) {
    self.init(
      \FormValues.[key: name, default: initial], title, range: range, mode: mode,
      inline: isInline, isEnabled: isEnabled, key: FieldKey(name: name), format: format)
  }
}
