#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitDeclarations)
  import Foundation
  import TableSourceCore
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitDeclarations
  #endif

  /// The app's own delegate, asked what TableSource leaves open. Each answer says whether the
  /// delegate implements the method (``DelegateAnswer``): UIKit declares every method of
  /// `UITableViewDelegate` optional, and a method that returns an optional answers `nil` for
  /// something of its own (`willSelectRowAt`: do not select), which is not "not implemented".
  ///
  /// Each method refers to the delegate's method without calling it, then hands it to ``ask``:
  /// the one part that differs between UIKit and the Linux stand-in.
  @MainActor
  struct AppDelegate {
    let base: any UITableViewDelegate

    func willDisplay(_ tableView: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath) {
      _ = ask(base.tableView(_:willDisplay:forRowAt:)) { $0(tableView, cell, indexPath) }
    }

    func didEndDisplaying(
      _ tableView: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath
    ) {
      _ = ask(base.tableView(_:didEndDisplaying:forRowAt:)) { $0(tableView, cell, indexPath) }
    }

    func willDisplayHeaderView(_ tableView: UITableView, _ view: UIView, _ section: Int) {
      _ = ask(base.tableView(_:willDisplayHeaderView:forSection:)) { $0(tableView, view, section) }
    }

    func willDisplayFooterView(_ tableView: UITableView, _ view: UIView, _ section: Int) {
      _ = ask(base.tableView(_:willDisplayFooterView:forSection:)) { $0(tableView, view, section) }
    }

    func didEndDisplayingHeaderView(_ tableView: UITableView, _ view: UIView, _ section: Int) {
      _ = ask(base.tableView(_:didEndDisplayingHeaderView:forSection:)) {
        $0(tableView, view, section)
      }
    }

    func didEndDisplayingFooterView(_ tableView: UITableView, _ view: UIView, _ section: Int) {
      _ = ask(base.tableView(_:didEndDisplayingFooterView:forSection:)) {
        $0(tableView, view, section)
      }
    }

    func heightForRow(_ tableView: UITableView, _ indexPath: IndexPath) -> DelegateAnswer<CGFloat> {
      ask(base.tableView(_:heightForRowAt:)) { $0(tableView, indexPath) }
    }

    func heightForHeader(_ tableView: UITableView, _ section: Int) -> DelegateAnswer<CGFloat> {
      ask(base.tableView(_:heightForHeaderInSection:)) { $0(tableView, section) }
    }

    func heightForFooter(_ tableView: UITableView, _ section: Int) -> DelegateAnswer<CGFloat> {
      ask(base.tableView(_:heightForFooterInSection:)) { $0(tableView, section) }
    }

    func viewForHeader(_ tableView: UITableView, _ section: Int) -> DelegateAnswer<UIView?> {
      ask(base.tableView(_:viewForHeaderInSection:)) { $0(tableView, section) }
    }

    func viewForFooter(_ tableView: UITableView, _ section: Int) -> DelegateAnswer<UIView?> {
      ask(base.tableView(_:viewForFooterInSection:)) { $0(tableView, section) }
    }

    func accessoryButtonTapped(_ tableView: UITableView, _ indexPath: IndexPath) {
      _ = ask(base.tableView(_:accessoryButtonTappedForRowWith:)) { $0(tableView, indexPath) }
    }

    func shouldHighlight(_ tableView: UITableView, _ indexPath: IndexPath) -> DelegateAnswer<Bool> {
      ask(base.tableView(_:shouldHighlightRowAt:)) { $0(tableView, indexPath) }
    }

    func willSelect(_ tableView: UITableView, _ indexPath: IndexPath)
      -> DelegateAnswer<IndexPath?>
    {
      ask(base.tableView(_:willSelectRowAt:)) { $0(tableView, indexPath) }
    }

    func willDeselect(_ tableView: UITableView, _ indexPath: IndexPath)
      -> DelegateAnswer<IndexPath?>
    {
      ask(base.tableView(_:willDeselectRowAt:)) { $0(tableView, indexPath) }
    }

    func didSelect(_ tableView: UITableView, _ indexPath: IndexPath) {
      _ = ask(base.tableView(_:didSelectRowAt:)) { $0(tableView, indexPath) }
    }

    func didDeselect(_ tableView: UITableView, _ indexPath: IndexPath) {
      _ = ask(base.tableView(_:didDeselectRowAt:)) { $0(tableView, indexPath) }
    }

    func editingStyle(_ tableView: UITableView, _ indexPath: IndexPath)
      -> DelegateAnswer<UITableViewCell.EditingStyle>
    {
      ask(base.tableView(_:editingStyleForRowAt:)) { $0(tableView, indexPath) }
    }

    func moveTarget(_ tableView: UITableView, _ source: IndexPath, _ proposed: IndexPath)
      -> DelegateAnswer<IndexPath>
    {
      ask(base.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)) {
        $0(tableView, source, proposed)
      }
    }

    #if !os(tvOS) && !TABLESOURCE_STANDIN_TVOS
      func leadingSwipeActions(_ tableView: UITableView, _ indexPath: IndexPath)
        -> DelegateAnswer<UISwipeActionsConfiguration?>
      {
        ask(base.tableView(_:leadingSwipeActionsConfigurationForRowAt:)) {
          $0(tableView, indexPath)
        }
      }

      func trailingSwipeActions(_ tableView: UITableView, _ indexPath: IndexPath)
        -> DelegateAnswer<UISwipeActionsConfiguration?>
      {
        ask(base.tableView(_:trailingSwipeActionsConfigurationForRowAt:)) {
          $0(tableView, indexPath)
        }
      }
    #endif

    func ask<Method, Value>(_ method: Method?, _ call: (Method) -> Value) -> DelegateAnswer<Value> {
      askOptional(method, call)
    }
  }

  /// Calls a delegate method, given as a reference that is `nil` when the delegate does not
  /// implement it (on UIKit, an optional Objective-C requirement referred to without calling
  /// it), and keeps "not implemented" apart from the answer.
  ///
  /// On the Linux stand-in every requirement has a default, which reports that it is not
  /// implemented through `OptionalRequirement`; the call is run through it.
  @MainActor
  func askOptional<Method, Value>(_ method: Method?, _ call: (Method) -> Value)
    -> DelegateAnswer<Value>
  {
    guard let method else { return .notImplemented }
    #if canImport(UIKit)
      return .answered(call(method))
    #else
      return DelegateAnswer(OptionalRequirement.call { call(method) })
    #endif
  }
#endif
