/// A registration with a form — a change handler, or a cell showing a field — that ends when
/// ``cancel()`` is called or the subscription is released, whichever comes first. Keep it as long
/// as the handler should run.
@MainActor
public final class FormSubscription {
  private var onCancel: (@MainActor () -> Void)?

  init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  /// Sets what cancelling does, once the registration is made.
  func setCancel(_ onCancel: @escaping @MainActor () -> Void) {
    if self.onCancel != nil { self.onCancel = onCancel }
  }

  /// Whether the registration still holds.
  public var isActive: Bool { onCancel != nil }

  /// Ends the registration. Calling it again does nothing.
  public func cancel() {
    let cancel = onCancel
    onCancel = nil
    cancel?()
  }
}

/// What a cell showing a field holds while it shows it: the way to the field's value in the form.
///
/// The field's row makes one each time it configures a cell; the cell drops it in
/// `prepareForReuse` (the cells TableSource ships do), so that a reused cell can no longer change the
/// field of the row it showed before. User input goes through ``set(_:)``: the form takes the
/// value into its draft, tells the observers, and configures the cell again from it (so a
/// cell shows what the form holds, after its limits and formatting).
@MainActor
public final class FieldBinding<Value> {
  /// The field the cell shows.
  public let key: FieldKey
  /// The message of the validation rule the field's value fails, or `nil` while it is valid (or
  /// not yet checked): a cell shows that its field is invalid.
  public let validationMessage: String?
  /// Whether an asynchronous check of the field's value is running: a cell shows that it is
  /// pending.
  public let isValidating: Bool
  /// Whether a ``Disabled`` condition disables the field: the cell shows it disabled, and input
  /// goes nowhere.
  public let isDisabled: Bool
  private let write: @MainActor (Value) -> Void
  let subscription: FormSubscription
  /// Where the form's table errors go, or `nil` for a binding that has ended.
  private let tableErrors: TableErrorSink?

  init(
    key: FieldKey, write: @escaping @MainActor (Value) -> Void, subscription: FormSubscription,
    tableErrors: TableErrorSink? = nil, validationMessage: String? = nil,
    isValidating: Bool = false, isDisabled: Bool = false
  ) {
    self.key = key
    self.write = write
    self.tableErrors = tableErrors
    self.subscription = subscription
    self.validationMessage = validationMessage
    self.isValidating = isValidating
    self.isDisabled = isDisabled
  }

  /// Whether the cell still shows the field.
  public var isActive: Bool { subscription.isActive }

  /// Sets the field's value as the user's input; ignored once the binding ended. An error the
  /// table throws while showing the change goes to ``Form/onTableError``.
  public func set(_ value: Value) {
    guard isActive else { return }
    write(value)
  }

  /// Sets the field's value as the user's input, throwing an error the table throws while
  /// showing the change (the virtual table's cells act through it).
  package func setThrowingTableErrors(_ value: Value) throws {
    guard isActive else { return }
    guard let tableErrors else { return write(value) }
    try tableErrors.collecting { write(value) }
  }

  /// Ends the binding: the cell no longer shows the field.
  public func cancel() { subscription.cancel() }
}

extension FieldBinding {
  /// A binding that has ended: for a cell of a form that is gone.
  static func ended(_ key: FieldKey) -> FieldBinding {
    let subscription = FormSubscription(onCancel: {})
    subscription.cancel()
    return FieldBinding(key: key, write: { _ in }, subscription: subscription)
  }
}
