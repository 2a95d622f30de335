#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitDeclarations)
  import Foundation
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitDeclarations
  #endif

  /// The app's own delegate, asked what TableSource leaves open. Each method returns `nil`
  /// (or nothing) when the delegate does not implement the call.
  ///
  /// UIKit's delegate methods are Objective-C optional requirements, called with `?`; the
  /// Linux stand-in cannot declare optional requirements, so there they are called plainly. The
  /// two branches are the same calls and differ only in that `?`: the stand-in checks the
  /// labels of the second, and the first must keep the same ones.
  @MainActor
  struct AppDelegate {
    let base: any UITableViewDelegate

    #if canImport(UIKit)
      func willDisplay(_ tableView: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath) {
        _ = base.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
      }

      func didEndDisplaying(
        _ tableView: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath
      ) {
        _ = base.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath)
      }

      func willDisplayHeaderView(_ tableView: UITableView, _ view: UIView, _ section: Int) {
        _ = base.tableView?(tableView, willDisplayHeaderView: view, forSection: section)
      }

      func willDisplayFooterView(_ tableView: UITableView, _ view: UIView, _ section: Int) {
        _ = base.tableView?(tableView, willDisplayFooterView: view, forSection: section)
      }

      func didEndDisplayingHeaderView(_ tableView: UITableView, _ view: UIView, _ section: Int) {
        _ = base.tableView?(tableView, didEndDisplayingHeaderView: view, forSection: section)
      }

      func didEndDisplayingFooterView(_ tableView: UITableView, _ view: UIView, _ section: Int) {
        _ = base.tableView?(tableView, didEndDisplayingFooterView: view, forSection: section)
      }

      func heightForRow(_ tableView: UITableView, _ indexPath: IndexPath) -> CGFloat? {
        base.tableView?(tableView, heightForRowAt: indexPath)
      }

      func heightForHeader(_ tableView: UITableView, _ section: Int) -> CGFloat? {
        base.tableView?(tableView, heightForHeaderInSection: section)
      }

      func heightForFooter(_ tableView: UITableView, _ section: Int) -> CGFloat? {
        base.tableView?(tableView, heightForFooterInSection: section)
      }

      func viewForHeader(_ tableView: UITableView, _ section: Int) -> UIView? {
        base.tableView?(tableView, viewForHeaderInSection: section)
      }

      func viewForFooter(_ tableView: UITableView, _ section: Int) -> UIView? {
        base.tableView?(tableView, viewForFooterInSection: section)
      }

      #if !os(tvOS)
        func accessoryButtonTapped(_ tableView: UITableView, _ indexPath: IndexPath) {
          _ = base.tableView?(tableView, accessoryButtonTappedForRowWith: indexPath)
        }
      #endif

      func shouldHighlight(_ tableView: UITableView, _ indexPath: IndexPath) -> Bool? {
        base.tableView?(tableView, shouldHighlightRowAt: indexPath)
      }

      func willSelect(_ tableView: UITableView, _ indexPath: IndexPath) -> IndexPath?? {
        base.tableView?(tableView, willSelectRowAt: indexPath)
      }

      func willDeselect(_ tableView: UITableView, _ indexPath: IndexPath) -> IndexPath?? {
        base.tableView?(tableView, willDeselectRowAt: indexPath)
      }

      func didSelect(_ tableView: UITableView, _ indexPath: IndexPath) {
        _ = base.tableView?(tableView, didSelectRowAt: indexPath)
      }

      func didDeselect(_ tableView: UITableView, _ indexPath: IndexPath) {
        _ = base.tableView?(tableView, didDeselectRowAt: indexPath)
      }

      #if !os(tvOS)
        func editingStyle(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell
          .EditingStyle?
        {
          base.tableView?(tableView, editingStyleForRowAt: indexPath)
        }
      #endif

      func moveTarget(_ tableView: UITableView, _ source: IndexPath, _ proposed: IndexPath)
        -> IndexPath?
      {
        base.tableView?(
          tableView, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
      }

      #if !os(tvOS)
        func leadingSwipeActions(_ tableView: UITableView, _ indexPath: IndexPath)
          -> UISwipeActionsConfiguration??
        {
          base.tableView?(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
      #endif

      #if !os(tvOS)
        func trailingSwipeActions(_ tableView: UITableView, _ indexPath: IndexPath)
          -> UISwipeActionsConfiguration??
        {
          base.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
      #endif
    #else
      func willDisplay(_ tableView: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath) {
        base.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
      }

      func didEndDisplaying(
        _ tableView: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath
      ) {
        base.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
      }

      func willDisplayHeaderView(_ tableView: UITableView, _ view: UIView, _ section: Int) {
        base.tableView(tableView, willDisplayHeaderView: view, forSection: section)
      }

      func willDisplayFooterView(_ tableView: UITableView, _ view: UIView, _ section: Int) {
        base.tableView(tableView, willDisplayFooterView: view, forSection: section)
      }

      func didEndDisplayingHeaderView(_ tableView: UITableView, _ view: UIView, _ section: Int) {
        base.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
      }

      func didEndDisplayingFooterView(_ tableView: UITableView, _ view: UIView, _ section: Int) {
        base.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
      }

      func heightForRow(_ tableView: UITableView, _ indexPath: IndexPath) -> CGFloat? {
        base.tableView(tableView, heightForRowAt: indexPath)
      }

      func heightForHeader(_ tableView: UITableView, _ section: Int) -> CGFloat? {
        base.tableView(tableView, heightForHeaderInSection: section)
      }

      func heightForFooter(_ tableView: UITableView, _ section: Int) -> CGFloat? {
        base.tableView(tableView, heightForFooterInSection: section)
      }

      func viewForHeader(_ tableView: UITableView, _ section: Int) -> UIView? {
        base.tableView(tableView, viewForHeaderInSection: section)
      }

      func viewForFooter(_ tableView: UITableView, _ section: Int) -> UIView? {
        base.tableView(tableView, viewForFooterInSection: section)
      }

      #if !os(tvOS)
        func accessoryButtonTapped(_ tableView: UITableView, _ indexPath: IndexPath) {
          base.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
        }
      #endif

      func shouldHighlight(_ tableView: UITableView, _ indexPath: IndexPath) -> Bool? {
        base.tableView(tableView, shouldHighlightRowAt: indexPath)
      }

      func willSelect(_ tableView: UITableView, _ indexPath: IndexPath) -> IndexPath?? {
        base.tableView(tableView, willSelectRowAt: indexPath)
      }

      func willDeselect(_ tableView: UITableView, _ indexPath: IndexPath) -> IndexPath?? {
        base.tableView(tableView, willDeselectRowAt: indexPath)
      }

      func didSelect(_ tableView: UITableView, _ indexPath: IndexPath) {
        base.tableView(tableView, didSelectRowAt: indexPath)
      }

      func didDeselect(_ tableView: UITableView, _ indexPath: IndexPath) {
        base.tableView(tableView, didDeselectRowAt: indexPath)
      }

      #if !os(tvOS)
        func editingStyle(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell
          .EditingStyle?
        {
          base.tableView(tableView, editingStyleForRowAt: indexPath)
        }
      #endif

      func moveTarget(_ tableView: UITableView, _ source: IndexPath, _ proposed: IndexPath)
        -> IndexPath?
      {
        base.tableView(
          tableView, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
      }

      #if !os(tvOS)
        func leadingSwipeActions(_ tableView: UITableView, _ indexPath: IndexPath)
          -> UISwipeActionsConfiguration??
        {
          base.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
      #endif

      #if !os(tvOS)
        func trailingSwipeActions(_ tableView: UITableView, _ indexPath: IndexPath)
          -> UISwipeActionsConfiguration??
        {
          base.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
      #endif
    #endif
  }
#endif
