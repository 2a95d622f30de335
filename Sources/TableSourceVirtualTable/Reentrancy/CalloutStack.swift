@_spi(TableSourceEngine) public import TableSourceCore

/// The callbacks a virtual view has in progress, innermost last, and what a call coming back in
/// from them may do: the rules of <doc:CallingTheTableFromItsCallbacks>, for the table and the
/// collection view alike. `Callback` names a callback: the table's ``TableCallback``, the
/// collection view's selector strings.
///
/// Public to the `TableSourceEngine` SPI only, so that the collection view's module can
/// specialize the `@inlinable` members it calls around every callback (see `LiveLists`).
@_spi(TableSourceEngine)
public struct CalloutStack<Callback: Sendable & Equatable>: Sendable {
  /// One callback in progress.
  @usableFromInline package struct Entry: Sendable {
    /// The callback.
    @usableFromInline package let callback: Callback
    /// Its own restriction, whatever it is nested in: the one an error names it by.
    @usableFromInline package let own: CallbackRestriction
    /// The restriction in force inside it: the strictest of its own (or the one it was made
    /// with) and those it is nested in.
    @usableFromInline package let restriction: CallbackRestriction

    /// An entry.
    @inlinable package init(
      callback: Callback, own: CallbackRestriction, restriction: CallbackRestriction
    ) {
      self.callback = callback
      self.own = own
      self.restriction = restriction
    }
  }

  /// What a call that changes rows or items, or scrolls, may do now.
  @usableFromInline package enum Admission: Equatable {
    /// Run now: no callback restricts it.
    case now
    /// Check now, do when the operation in progress ends.
    case later
    /// Refuse: the callback named restricts it.
    case refused(Callback)
  }

  /// The callbacks in progress, innermost last.
  @usableFromInline package private(set) var entries: [Entry] = []

  /// No callback in progress.
  package init() {}

  /// Whether no callback is in progress.
  @inlinable package var isEmpty: Bool { entries.isEmpty }

  /// Notes a callback as in progress. `restriction` overrides its own for what runs inside it (a
  /// table's `willDisplay` sent while a failed pass is undone is closed).
  @inlinable package mutating func enter(
    _ callback: Callback, own: CallbackRestriction, restriction: CallbackRestriction? = nil
  ) {
    let outer = entries.last?.restriction ?? .open
    entries.append(
      Entry(callback: callback, own: own, restriction: max(restriction ?? own, outer)))
  }

  /// Notes that the innermost callback returned.
  @inlinable package mutating func leave() {
    entries.removeLast()
  }

  /// The strictest restriction of the callbacks in progress; `.open` when none is.
  @inlinable package var restriction: CallbackRestriction {
    entries.last?.restriction ?? .open
  }

  /// The innermost callback whose own restriction is the one in force, to name it in an error;
  /// else the innermost one.
  @usableFromInline package var restrictingCallback: Callback? {
    let level = restriction
    return entries.last { $0.own == level }?.callback ?? entries.last?.callback
  }

  /// Whether a callback is in progress.
  package func contains(_ callback: Callback) -> Bool {
    entries.contains { $0.callback == callback }
  }

  /// What a call that changes rows or items, or scrolls, may do: run now outside callbacks and
  /// inside open ones, wait for the operation's end inside deferring ones, be refused inside
  /// closed ones.
  @inlinable package var admission: Admission {
    switch restriction {
    case .open: return .now
    case .deferring: return .later
    case .closed:
      guard let callback = restrictingCallback else { return .now }
      return .refused(callback)
    }
  }
}
