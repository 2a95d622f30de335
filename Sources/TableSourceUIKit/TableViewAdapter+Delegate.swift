#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitDeclarations)
  public import Foundation
  import TableSourceCore
  #if canImport(UIKit)
    public import UIKit
  #else
    public import UIKitDeclarations
  #endif

  // Each answer is the core's (`RowAnswers.swift`), the one the virtual table's data sources
  // give, with the app's delegate asked where the rows and sections leave the question open.

  extension TableViewAdapter: UITableViewDelegate {
    // MARK: Heights, header and footer views

    /// The row's height, else the app's delegate's, else the table's `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      source?.heightOfRow(at: indexPath) { appDelegate?.heightForRow(tableView, indexPath).answer }
        ?? tableView.rowHeight
    }

    /// The section's header height (a header view's defaults to
    /// `UITableView.automaticDimension`), else the app's delegate's, else the table's
    /// `sectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
      -> CGFloat
    {
      source?.height(.header, inSection: section, viewDefault: UITableView.automaticDimension) {
        appDelegate?.heightForHeader(tableView, section).answer
      } ?? tableView.sectionHeaderHeight
    }

    /// The section's footer height, decided as the header's.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
      -> CGFloat
    {
      source?.height(.footer, inSection: section, viewDefault: UITableView.automaticDimension) {
        appDelegate?.heightForFooter(tableView, section).answer
      } ?? tableView.sectionFooterHeight
    }

    /// The section's header view, else the app's delegate's.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
      -> UIView?
    {
      supplementView(.header, section) ?? appDelegate?.viewForHeader(tableView, section).answer
        ?? nil
    }

    /// The section's footer view, else the app's delegate's.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int)
      -> UIView?
    {
      supplementView(.footer, section) ?? appDelegate?.viewForFooter(tableView, section).answer
        ?? nil
    }

    private func supplementView(_ kind: SupplementaryKind, _ section: Int)
      -> UITableViewHeaderFooterView?
    {
      do {
        return try source?.view(kind, inSection: section, in: bridge) { nil }
      } catch {
        report(error)
        return nil
      }
    }

    // MARK: Selection

    /// The row's `RowBehavior.isSelectable`, else the app's delegate's answer, else `true`.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
      -> Bool
    {
      guard let source else { return true }
      return source.highlightsRow(at: indexPath) {
        appDelegate?.shouldHighlight(tableView, indexPath).answer
      }
    }

    /// `nil` for a row that is not selectable, else the app's delegate's answer, else the row.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      guard let source else { return indexPath }
      let asked = appDelegate.map { delegate in
        { delegate.willSelect(tableView, indexPath).or(indexPath) }
      }
      return source.selectsRow(at: indexPath, otherwise: asked)
    }

    /// Runs the row's `RowBehavior.onSelect`, then tells the app's delegate.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      source?.rowWasSelected(at: indexPath)
      appDelegate?.didSelect(tableView, indexPath)
    }

    /// The app's delegate's answer, else the row.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      guard let appDelegate else { return indexPath }
      return appDelegate.willDeselect(tableView, indexPath).or(indexPath)
    }

    /// Tells the app's delegate.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      appDelegate?.didDeselect(tableView, indexPath)
    }

    // MARK: Display notifications

    /// Tells the app's delegate.
    public func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      appDelegate?.willDisplay(tableView, cell, indexPath)
    }

    /// Tells the app's delegate.
    public func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      appDelegate?.didEndDisplaying(tableView, cell, indexPath)
    }

    /// Tells the app's delegate.
    public func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {
      appDelegate?.willDisplayHeaderView(tableView, view, section)
    }

    /// Tells the app's delegate.
    public func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {
      appDelegate?.willDisplayFooterView(tableView, view, section)
    }

    /// Tells the app's delegate.
    public func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {
      appDelegate?.didEndDisplayingHeaderView(tableView, view, section)
    }

    /// Tells the app's delegate.
    public func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {
      appDelegate?.didEndDisplayingFooterView(tableView, view, section)
    }
  }

  // MARK: - Editing and the accessory button (every platform the bridge builds for: Apple's
  // pages list tvOS 9 for each of these methods)

  extension TableViewAdapter {
    /// Runs the row's `RowBehavior.onAccessoryTap`, then tells the app's delegate.
    public func tableView(
      _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {
      source?.accessoryWasTapped(at: indexPath)
      appDelegate?.accessoryButtonTapped(tableView, indexPath)
    }

    /// The row's `RowBehavior.editingStyle`, else the app's delegate's, else `.delete`.
    public func tableView(
      _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
      guard let source else { return .delete }
      let style = source.editingStyleOfRow(at: indexPath) {
        appDelegate?.editingStyle(tableView, indexPath).answer.map(TableViewCellEditingStyle.init)
      }
      return UITableViewCell.EditingStyle(style)
    }

    /// The data source's target for a move (a `DiffableDataSource`'s reordering handlers),
    /// else the app's delegate's, else the proposal.
    public func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      let proposed = proposedDestinationIndexPath
      let editable = source as? any UserEditableDataSource
      return editable?.moveTarget(from: sourceIndexPath, proposed: proposed)
        ?? appDelegate?.moveTarget(tableView, sourceIndexPath, proposed).answer ?? proposed
    }
  }

  // MARK: - Swipe actions (not on tvOS, which has no UIContextualAction)

  #if !os(tvOS) && !TABLESOURCE_STANDIN_TVOS
    extension TableViewAdapter {
      /// The row's leading swipe actions, else the app's delegate's.
      public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> UISwipeActionsConfiguration? {
        swipeActions(.leading, tableView, indexPath) {
          appDelegate?.leadingSwipeActions(tableView, indexPath).answer ?? nil
        }
      }

      /// The row's trailing swipe actions, else the app's delegate's.
      public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> UISwipeActionsConfiguration? {
        swipeActions(.trailing, tableView, indexPath) {
          appDelegate?.trailingSwipeActions(tableView, indexPath).answer ?? nil
        }
      }

      /// The row's own actions for the edge as UIKit's, else `otherwise`'s.
      private func swipeActions(
        _ edge: SwipeEdge, _ tableView: UITableView, _ indexPath: IndexPath,
        otherwise: () -> UISwipeActionsConfiguration?
      ) -> UISwipeActionsConfiguration? {
        guard let source, let row = source.row(at: indexPath),
          let configuration = row.behavior.swipeActions(edge)
        else { return otherwise() }
        let rowID = row.id
        return configuration.uiKit(
          at: { [weak self] in self?.source?.indexPath(ofRowWithID: rowID, near: indexPath) },
          report: { [weak self] in self?.report($0) })
      }
    }

  #endif

  extension UITableViewCell.EditingStyle {
    /// UIKit's editing style for TableSource's.
    init(_ style: TableViewCellEditingStyle) {
      switch style {
      case .none: self = .none
      case .delete: self = .delete
      case .insert: self = .insert
      }
    }
  }

  extension TableViewCellEditingStyle {
    /// TableSource's editing style for UIKit's.
    init(_ style: UITableViewCell.EditingStyle) {
      switch style {
      case .none: self = .none
      case .delete: self = .delete
      case .insert: self = .insert
      @unknown default: self = .none
      }
    }
  }
#endif
