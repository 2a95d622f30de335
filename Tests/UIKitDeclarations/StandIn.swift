// UIKitDeclarations: the UIKit declarations TableSourceUIKit uses, and nothing else, as Apple's
// iOS SDK declares them (names, argument labels, types, optionality, `@MainActor`), so that the
// bridge compiles on Linux against the same signatures it meets on iOS. A wrong label or a
// missed requirement then fails the Linux build.
//
// This is a build-time check, not UIKit: no body does anything, and the module is no product.
// Only Linux builds depend on it (`Package.swift`); on Apple platforms the bridge imports UIKit.
//
// Each declaration cites the Apple documentation page its signature comes from. Where a Swift
// source cannot say what Apple's Objective-C-imported declaration says, the declaration notes
// the difference:
// - Optional protocol requirements (`optional func`) need Objective-C; here they are plain
//   requirements with a default implementation marked deprecated, so a conformer that misses
//   or misspells one gets a warning, which CI's warnings-as-errors build turns into a failure.
//   The default notes that the requirement is not implemented (`OptionalRequirement`), so that
//   code calling it through `OptionalRequirement.call` tells "not implemented" from an answer,
//   as UIKit's `responds(to:)` does: the one part of the stand-in that runs, with initializers.
// - Conformances and members the bridge does not use are left out.

// UIKit re-exports Foundation (and Core Graphics, whose CGFloat and CGRect Foundation has here).
@_exported public import Foundation

/// What every body of the stand-in does: nothing runs against it.
func declarationOnly() -> Never {
  fatalError("UIKitDeclarations is a build-time stand-in for UIKit: nothing in it runs")
}

/// The stand-in's model of Objective-C's optional protocol requirements: which calls reached a
/// conformer that does not implement the requirement.
///
/// A default implementation of an optional requirement (or a test's conformer declining one)
/// returns ``notImplemented(_:)``; ``call(_:)`` runs a requirement and answers `nil` when that
/// happened, else what it returned — `nil` included, for a requirement that returns an
/// optional. It is what `responds(to:)` followed by the call is on Apple's platforms.
@MainActor
public enum OptionalRequirement {
  /// Whether a requirement run by ``call(_:)`` was not implemented.
  private static var missed = false

  /// What a conformer that does not implement an optional requirement runs: notes it and
  /// returns `placeholder`, which ``call(_:)`` never hands on.
  public static func notImplemented<Value>(_ placeholder: Value) -> Value {
    missed = true
    return placeholder
  }

  /// Runs an optional requirement: `nil` when the conformer does not implement it, else its
  /// answer.
  public static func call<Value>(_ requirement: () -> Value) -> Value? {
    let outer = missed
    missed = false
    defer { missed = outer }
    let value = requirement()
    return missed ? nil : value
  }
}
