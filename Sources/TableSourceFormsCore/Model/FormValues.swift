/// A model for forms whose fields are known only at run time: values by name, as Eureka's
/// `values()` gives them.
///
/// Fields bind to a value by its name (`TextField("email", "Email")`); ``Form/values()`` and
/// ``Form/setValues(_:)`` read and write them all at once.
public struct FormValues: Hashable {
  /// The values by name. A field whose value was never set has none here and shows its default.
  public var storage: [String: AnyHashable]

  /// Values with the given ones set.
  public init(_ storage: [String: AnyHashable] = [:]) {
    self.storage = storage
  }

  /// The value named `key`, or `default` when it has none or one of another type.
  public subscript<Value: Hashable>(key key: String, default value: Value) -> Value {
    get { storage[key]?.base as? Value ?? value }
    set { storage[key] = AnyHashable(newValue) }
  }
}
