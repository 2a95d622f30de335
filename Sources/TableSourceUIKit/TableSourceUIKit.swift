// TableSourceUIKit: TableSource's rows, sections and data sources on a real `UITableView`.
//
// On Apple platforms with UIKit this module imports UIKit. On Linux it compiles against
// `UIKitDeclarations`, a declarations-only stand-in with UIKit's exact signatures (a build-time
// check that is no product), so a wrong label or a missed requirement fails CI there. Elsewhere
// (macOS without Catalyst, watchOS) it is empty.

#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitDeclarations)
  @_exported public import TableSourceCore
#endif
