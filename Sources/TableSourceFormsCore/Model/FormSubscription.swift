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
