/// Which field of a form: the key path it binds in the form's model, or, in a form over
/// ``FormValues``, the name of its value. Two fields with the same key are the same field, and a
/// form rejects the second (``FormError/duplicateFieldKey(_:)``).
///
/// A field's key is also its row's identity in the table.
public struct FieldKey: Hashable, CustomStringConvertible, @unchecked Sendable {
  // `@unchecked`: the identity is a key path or a string, both immutable; the standard library
  // does not mark `AnyKeyPath` `Sendable` on every toolchain this package supports.
  private let identity: AnyHashable

  /// The field's name in messages: the name of a ``FormValues`` value, else the key path.
  public let description: String

  /// The key of the field bound to `keyPath`.
  public init(_ keyPath: AnyKeyPath) {
    identity = keyPath
    description = String(reflecting: keyPath)
  }

  /// The key of the ``FormValues`` field bound to the value named `name`.
  public init(name: String) {
    identity = name
    description = name
  }

  /// The key of the row that opens beneath the field with key `parent` (an inline picker's).
  public init(inlineOf parent: FieldKey) {
    identity = InlineIdentity(parent: parent.identity)
    description = "\(parent.description) (inline)"
  }

  /// Two keys are the same field when they bind the same key path, or name the same value.
  public static func == (lhs: FieldKey, rhs: FieldKey) -> Bool { lhs.identity == rhs.identity }

  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// The identity of an inline row: its parent's, marked.
private struct InlineIdentity: Hashable {
  let parent: AnyHashable
}
