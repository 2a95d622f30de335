#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitDeclarations)
  // Not on tvOS, which has no UIContextualAction.
  #if !os(tvOS) && !TABLESOURCE_STANDIN_TVOS
    import Foundation
    import TableSourceCore
    #if canImport(UIKit)
      import UIKit
    #else
      import UIKitDeclarations
    #endif

    // A row's or an item's swipe actions as UIKit's, for the table's delegate and for the list
    // layout's providers alike.

    extension SwipeActionsConfiguration {
      /// UIKit's configuration of these actions. When an action runs, `indexPath` says where its
      /// row or item is then (it may have moved since the swipe began), `nil` if it is gone.
      func uiKit(
        at indexPath: @escaping @MainActor () -> IndexPath?,
        report: @escaping @MainActor (any Error) -> Void
      ) -> UISwipeActionsConfiguration {
        let swipe = UISwipeActionsConfiguration(
          actions: actions.map { action in
            let style: UIContextualAction.Style =
              action.style == .destructive ? .destructive : .normal
            return UIContextualAction(
              style: style, title: action.title,
              handler: action.uiKitHandler(at: indexPath, report: report))
          })
        swipe.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
        return swipe
      }
    }

    extension ContextualAction {
      /// What UIKit runs for this action: its handler with the index path `indexPath` answers
      /// then. The action fails (`completion(false)`) when the row or item is gone, and when the
      /// handler throws, whose error goes to `report`: UIKit cannot be thrown to.
      func uiKitHandler(
        at indexPath: @escaping @MainActor () -> IndexPath?,
        report: @escaping @MainActor (any Error) -> Void
      ) -> UIContextualAction.Handler {
        { _, _, completion in
          guard let now = indexPath() else {
            completion(false)
            return
          }
          do {
            try handler(self, now, completion)
          } catch {
            report(error)
            completion(false)
          }
        }
      }
    }
  #endif
#endif
