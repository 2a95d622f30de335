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
// - Conformances and members the bridge does not use are left out.

// UIKit re-exports Foundation (and Core Graphics, whose CGFloat and CGRect Foundation has here).
@_exported public import Foundation

/// What every body of the stand-in does: nothing runs against it.
func declarationOnly() -> Never {
  fatalError("UIKitDeclarations is a build-time stand-in for UIKit: nothing in it runs")
}
