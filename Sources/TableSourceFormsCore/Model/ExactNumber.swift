/// A number given as another numeric type than a field's, converted when the conversion loses
/// nothing: a whole number for a `Double` slider (JSON decodes `1` as an `Int`), `2.0` for an
/// `Int` stepper, an `Int32` for an `Int`. `nil` for anything else, `1.5` for an `Int` or a value
/// beyond the type's range among them.
///
/// - Complexity: O(1).
func exactNumber<Value>(_ value: Any, as type: Value.Type) -> Value? {
  switch value {
  case let integer as any BinaryInteger: exactNumber(from: integer, as: type)
  case let float as any BinaryFloatingPoint: exactNumber(from: float, as: type)
  default: nil
  }
}

private func exactNumber<Value>(from integer: some BinaryInteger, as type: Value.Type) -> Value? {
  if let target = type as? any BinaryInteger.Type { return exactInteger(target, integer) as? Value }
  if let target = type as? any BinaryFloatingPoint.Type {
    return exactFloat(target, integer) as? Value
  }
  return nil
}

private func exactNumber<Value>(from float: some BinaryFloatingPoint, as type: Value.Type)
  -> Value?
{
  if let target = type as? any BinaryInteger.Type {
    return exactInteger(target, float) as? Value
  }
  if let target = type as? any BinaryFloatingPoint.Type {
    return exactFloat(target, float) as? Value
  }
  return nil
}

private func exactInteger<Target: BinaryInteger>(_: Target.Type, _ value: some BinaryInteger)
  -> Target?
{
  Target(exactly: value)
}

private func exactInteger<Target: BinaryInteger>(_: Target.Type, _ value: some BinaryFloatingPoint)
  -> Target?
{
  Target(exactly: value)
}

private func exactFloat<Target: BinaryFloatingPoint>(_: Target.Type, _ value: some BinaryInteger)
  -> Target?
{
  Target(exactly: value)
}

private func exactFloat<Target: BinaryFloatingPoint>(
  _: Target.Type, _ value: some BinaryFloatingPoint
) -> Target? {
  // NaN is no number's exact value, but a field that holds NaN takes it as it is.
  value.isNaN ? Target.nan : Target(exactly: value)
}
