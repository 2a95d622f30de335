/// Which field of a form: the key path it binds in the form's model, the array and the index of
/// the element it binds (``FieldLocation/init(_:at:)``), or, in a form over ``FormValues``, the
/// name of its value. Two fields with the same key are the same field, and a
/// form rejects the second (``FormError/duplicateFieldKey(_:)``).
///
/// A field's key is also its row's identity in the table.
public struct FieldKey: Hashable, CustomStringConvertible, @unchecked Sendable {
  // `@unchecked`: a key path and a string are immutable; the standard library does not mark
  // `AnyKeyPath` `Sendable` on every toolchain this package supports.

  /// A key path, a name, an inline row's parent, or a validation message's field.
  private enum Identity: Hashable {
    case keyPath(AnyKeyPath)
    case element(array: AnyKeyPath, index: Int)
    case name(String)
    case inline(parent: FieldKey)
    case message(field: FieldKey)
    case row(field: FieldKey, index: Int)
    case entry(list: FieldKey, token: Int)
  }

  /// The identity and its hash, kept in one object: a key is then a single reference, which a
  /// form's arrays of keys copy with one retain (an enum of several payloads is copied through a
  /// switch over its cases).
  private final class Storage {
    let identity: Identity
    /// The identity's hash, worked out once: hashing a key path with arguments (`\.items[3]`)
    /// is not cheap, and a form hashes each key many times.
    let hash: Int

    init(_ identity: Identity) {
      self.identity = identity
      hash = identity.hashValue
    }
  }

  private let storage: Storage
  private var identity: Identity { storage.identity }

  private init(_ identity: Identity) {
    storage = Storage(identity)
  }

  /// The key of the field bound to `keyPath`.
  public init(_ keyPath: AnyKeyPath) {
    self.init(.keyPath(keyPath))
  }

  /// The key of the field bound to the element at `index` of the array at `array`
  /// (``FieldLocation/init(_:at:)``).
  ///
  /// It is not the key of a field bound to the key path `\.array[index]`: a form binds its
  /// elements one way or the other.
  public init(_ array: AnyKeyPath, at index: Int) {
    self.init(.element(array: array, index: index))
  }

  /// The array and the index of a key made by ``init(_:at:)``, else `nil`.
  var arrayElement: (array: AnyKeyPath, index: Int)? {
    guard case .element(let array, let index) = identity else { return nil }
    return (array, index)
  }

  /// The key of the ``FormValues`` field bound to the value named `name`.
  public init(name: String) {
    self.init(.name(name))
  }

  /// The key of the row that opens beneath the field with key `parent` (an inline picker's).
  public init(inlineOf parent: FieldKey) {
    self.init(.inline(parent: parent))
  }

  /// The key of the row that shows the validation message of the field with key `field`,
  /// beneath it.
  public init(messageOf field: FieldKey) {
    self.init(.message(field: field))
  }

  /// The key of a field's row after its first, for a field shown in several rows (a choice's
  /// options): `index` counts from 1.
  public init(row index: Int, of field: FieldKey) {
    self.init(.row(field: field, index: index))
  }

  /// The key of a field's row at `index`, from 0: the field's own key for its first row, the key
  /// of a further row (``init(row:of:)``) for the others.
  static func ofRow(_ index: Int, of field: FieldKey) -> FieldKey {
    index == 0 ? field : FieldKey(row: index, of: field)
  }

  /// The key of an entry's row in the list of a ``MultiValueSection`` with key `list`: `token`
  /// is the entry's identity, which stays with it when entries are added, deleted or moved.
  init(entry token: Int, of list: FieldKey) {
    self.init(.entry(list: list, token: token))
  }

  /// The list this key's row is an entry of, and the entry's identity, if it is an entry's.
  var entry: (list: FieldKey, token: Int)? {
    if case .entry(let list, let token) = identity { (list, token) } else { nil }
  }

  /// The field this key's row belongs to, and the row's index, if it is a further row's.
  var furtherRow: (field: FieldKey, index: Int)? {
    if case .row(let field, let index) = identity { (field, index) } else { nil }
  }

  /// The field this key's row belongs to: the field itself, or the field of an inline row, a
  /// further row, a message row or a list's entry.
  var owner: FieldKey {
    switch identity {
    case .keyPath, .element, .name: self
    case .inline(let parent): parent
    case .message(let field): field
    case .row(let field, _): field
    case .entry(let list, _): list
    }
  }

  /// Whether this key is a field's own, its first row's: not an inline row's, a further row's, a
  /// message row's or a list entry's.
  var isField: Bool {
    switch identity {
    case .keyPath, .element, .name: true
    case .inline, .message, .row, .entry: false
    }
  }

  /// The field whose validation message this key's row shows, if it is such a row's.
  var messageField: FieldKey? {
    if case .message(let field) = identity { field } else { nil }
  }

  /// The field's name in messages: the name of a ``FormValues`` value, else the key path (an
  /// element's as its array's, with the index: `\Survey.answers[3]`).
  ///
  /// - Complexity: For a key path, as Swift prints one: it looks symbols up, so the key keeps
  ///   the key path and writes it out only when asked.
  public var description: String {
    switch identity {
    case .keyPath(let keyPath): String(reflecting: keyPath)
    case .element(let array, let index): "\(String(reflecting: array))[\(index)]"
    case .name(let name): name
    case .inline(let parent): "\(parent.description) (inline)"
    case .message(let field): "\(field.description) (message)"
    case .row(let field, let index): "\(field.description) (row \(index))"
    case .entry(let list, let token): "\(list.description) (entry \(token))"
    }
  }

  /// Two keys are the same field when they bind the same key path, the same element of the same
  /// array, or name the same value.
  /// Keys that share their storage are equal at once; then their hashes, kept, are compared,
  /// and only keys with equal hashes compare their identities (a form's snapshots and look-ups
  /// share its keys, and comparing a key path's components costs hundreds of instructions).
  public static func == (lhs: FieldKey, rhs: FieldKey) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.storage.hash == rhs.storage.hash && lhs.storage.identity == rhs.storage.identity)
  }

  /// Hashes the identity's kept hash.
  public func hash(into hasher: inout Hasher) { hasher.combine(storage.hash) }
}
