/// The part of a ``Form`` that keeps who hears of its changes: handlers of one field's changes,
/// handlers of every change, and the cells showing fields, each kept while its
/// ``FormSubscription`` is; with what each cell showed of its field's value.
///
/// A value type, testable without a form or a table.
@MainActor
struct SubscriptionRegistry {
  /// The handlers of each field's changes, by field and subscription.
  private var fieldHandlers: [FieldKey: [ObjectIdentifier: Registration<@MainActor () -> Void>]] =
    [:]
  /// The handlers of every change, by subscription.
  private var formHandlers: [ObjectIdentifier: Registration<@MainActor (FieldKey) -> Void>] = [:]
  /// The cell showing each row, as the refresh that configures it again.
  private(set) var shownCells: [FieldKey: Registration<@MainActor () -> Void>] = [:]
  /// What each cell showed of its field's value when it was last configured. Changed through
  /// ``show(_:refresh:_:value:)`` and ``forgetCell(_:)``; settable so a test can corrupt it.
  var shownValues: [FieldKey: ShownValue] = [:]

  /// Keeps `handler` for the changes of `key` while `subscription` is kept.
  mutating func add(
    _ handler: @escaping @MainActor () -> Void, for key: FieldKey, _ subscription: FormSubscription
  ) {
    fieldHandlers[key, default: [:]][ObjectIdentifier(subscription)] = Registration(
      subscription: subscription, handler: handler)
  }

  /// Keeps `handler` for every change while `subscription` is kept.
  mutating func add(
    _ handler: @escaping @MainActor (FieldKey) -> Void, _ subscription: FormSubscription
  ) {
    formHandlers[ObjectIdentifier(subscription)] = Registration(
      subscription: subscription, handler: handler)
  }

  /// Forgets the handler kept for `subscription`, of `key`'s changes or of every change.
  mutating func remove(_ subscription: ObjectIdentifier, of key: FieldKey?) {
    if let key { fieldHandlers[key]?[subscription] = nil } else { formHandlers[subscription] = nil }
  }

  /// The live handlers of `key`'s changes and of every change, dropping the others: the form
  /// calls them once the registry is no longer being changed (a handler may subscribe).
  ///
  /// - Complexity: O(h) for h handlers of the field and of every change.
  mutating func handlers(of key: FieldKey) -> (
    field: [@MainActor () -> Void], form: [@MainActor (FieldKey) -> Void]
  ) {
    var found: (field: [@MainActor () -> Void], form: [@MainActor (FieldKey) -> Void]) = ([], [])
    if fieldHandlers[key]?.isEmpty == false {
      found.field = Self.live(&fieldHandlers[key, default: [:]])
    }
    if !formHandlers.isEmpty { found.form = Self.live(&formHandlers) }
    return found
  }

  /// The live handlers of a registry, dropping the others from it.
  private static func live<Handler>(_ registry: inout [ObjectIdentifier: Registration<Handler>])
    -> [Handler]
  {
    registry = registry.filter { $0.value.isLive }
    return registry.values.map(\.handler)
  }

  /// Keeps `refresh` as the way to configure `cell` again, the cell showing `key` through
  /// `binding`, while the binding's subscription is kept.
  mutating func show<Value>(
    _ key: FieldKey, refresh: @escaping @MainActor () -> Void, _ binding: FieldBinding<Value>,
    cell: AnyObject
  ) {
    shownCells[key] = Registration(
      subscription: binding.subscription, handler: refresh, cell: cell, binding: binding)
  }

  /// Updates what the cell showing `key` shows of its field's value.
  mutating func setShownValue(_ value: ShownValue?, of key: FieldKey) {
    if shownCells[key] != nil { shownValues[key] = value }
  }

  /// Forgets the cell showing `key`.
  mutating func forgetCell(_ key: FieldKey) {
    shownCells[key] = nil
    shownValues[key] = nil
  }

  /// The refresh of the live cell showing `key`, if any.
  func liveRefresh(of key: FieldKey) -> (@MainActor () -> Void)? {
    guard let registration = shownCells[key], registration.isLive else { return nil }
    return registration.handler
  }

  /// The subscriptions alive: handlers whose subscription is kept and not cancelled, and cells
  /// showing a field.
  ///
  /// - Complexity: O(s) for s subscriptions registered.
  var liveCount: Int {
    fieldHandlers.values.reduce(0) { $0 + $1.values.count(where: \.isLive) }
      + formHandlers.values.count(where: \.isLive) + shownCells.values.count(where: \.isLive)
  }

  /// What breaks the part's rules, in words; empty when it holds them.
  var invariantViolations: [String] {
    var found: [String] = []
    for key in shownValues.keys where shownCells[key] == nil {
      found.append("A value is kept for \(key), which no cell shows")
    }
    for (key, handlers) in fieldHandlers {
      for (id, registration) in handlers {
        if let subscription = registration.subscription, ObjectIdentifier(subscription) != id {
          found.append("A handler of \(key) is filed under another subscription")
        }
      }
    }
    for (id, registration) in formHandlers {
      if let subscription = registration.subscription, ObjectIdentifier(subscription) != id {
        found.append("A handler of every change is filed under another subscription")
      }
    }
    return found
  }

  /// Stops when the part breaks its rules (``invariantViolations``).
  func checkInvariants() {
    let found = invariantViolations
    precondition(found.isEmpty, "The form's subscriptions are inconsistent: \(found)")
  }
}
