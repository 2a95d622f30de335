/// What an app's delegate answered to a method UIKit declares optional: it may not implement the
/// method at all, or implement it and answer — `nil` included, which for
/// `tableView(_:willSelectRowAt:)` means "do not select".
///
/// Calling an optional Objective-C method with `?` loses that difference when the method itself
/// returns an optional: `delegate.tableView?(tableView, willSelectRowAt: path)` is `nil` both
/// when the delegate does not implement it and when it says "do not select". The UIKit bridge
/// asks whether the delegate responds first and keeps the answer in this type, so that each of
/// its decisions reads the difference in one place, compiled and tested on every platform.
package enum DelegateAnswer<Value> {
  /// The delegate does not implement the method.
  case notImplemented
  /// The delegate implements the method, and returned this.
  case answered(Value)

  /// An answer from a call that is `nil` when the method is not implemented (the stand-in's
  /// optional requirements, `OptionalRequirement.call`), keeping a `nil` the method returned.
  package init(_ call: Value?) {
    if let value = call { self = .answered(value) } else { self = .notImplemented }
  }

  /// The delegate's answer, or `fallback` when it does not implement the method.
  package func or(_ fallback: @autoclosure () -> Value) -> Value {
    if case .answered(let value) = self { return value }
    return fallback()
  }

  /// The delegate's answer, or `nil` when it does not implement the method.
  package var answer: Value? {
    if case .answered(let value) = self { return value }
    return nil
  }
}
