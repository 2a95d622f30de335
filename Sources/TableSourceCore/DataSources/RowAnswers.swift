package import Foundation

// What a data source of rows answers a table's delegate and data-source questions, decided once
// for every table: the virtual table's `RowDelegating` and the UIKit bridge's adapter both ask
// here, then pass on to the app's delegate what these leave open.
//
// The rule: for questions, the row's (or section's) own answer wins; where it has none, the app's
// delegate answers (the `otherwise` closures); without one, the table's default. For
// notifications, the row's handler runs first, then the app's delegate hears of it.

extension RowsDataSource {
  /// The row's behaviour and the event its handlers receive: the row's identity and its index
  /// path now.
  package func behaviorEvent(at indexPath: IndexPath) -> (RowBehavior, RowEvent)? {
    guard let row = row(at: indexPath) else { return nil }
    return (row.behavior, RowEvent(id: row.id, indexPath: indexPath))
  }

  /// Where the row with identity `id` is now: at `hint` if it is still there (the common case,
  /// O(1)), else wherever it moved, or `nil` when it is gone. For handlers that run later than
  /// the question that made them, such as a swipe action's.
  ///
  /// - Complexity: O(1) when the row is at `hint`, else O(n) for n rows.
  package func indexPath(ofRowWithID id: AnyHashable, near hint: IndexPath) -> IndexPath? {
    if row(at: hint)?.id == id { return hint }
    for section in 0..<numberOfSections {
      for item in 0..<numberOfRows(inSection: section) {
        let path = IndexPath(row: item, section: section)
        if row(at: path)?.id == id { return path }
      }
    }
    return nil
  }

  /// `shouldHighlightRowAt`: the row's ``RowBehavior/isSelectable``, else `otherwise`, else
  /// `true` (rule 6.2).
  package func highlightsRow(at indexPath: IndexPath, otherwise: () -> Bool?) -> Bool {
    row(at: indexPath)?.behavior.isSelectable ?? otherwise() ?? true
  }

  /// `willSelectRowAt`: `nil` for a row that is not selectable, else `otherwise`'s answer, else
  /// the row (rule 6.2). `otherwise` is `nil` when there is no app delegate to ask.
  package func selectsRow(at indexPath: IndexPath, otherwise: (() -> IndexPath?)?)
    -> IndexPath?
  {
    if row(at: indexPath)?.behavior.isSelectable == false { return nil }
    guard let otherwise else { return indexPath }
    return otherwise()
  }

  /// `didSelectRowAt`: runs the row's ``RowBehavior/onSelect`` (rule 6.3).
  package func rowWasSelected(at indexPath: IndexPath) {
    if let (behavior, event) = behaviorEvent(at: indexPath) { behavior.onSelect?(event) }
  }

  /// `accessoryButtonTappedForRowWith`: runs the row's ``RowBehavior/onAccessoryTap``
  /// (rule 6.7).
  package func accessoryWasTapped(at indexPath: IndexPath) {
    if let (behavior, event) = behaviorEvent(at: indexPath) { behavior.onAccessoryTap?(event) }
  }

  /// `editingStyleForRowAt`: the row's ``RowBehavior/editingStyle``, else `otherwise`, else
  /// `.delete` (rule 7.2).
  package func editingStyleOfRow(
    at indexPath: IndexPath, otherwise: () -> TableViewCellEditingStyle?
  ) -> TableViewCellEditingStyle {
    row(at: indexPath)?.behavior.editingStyle ?? otherwise() ?? .delete
  }

  /// `leading`/`trailingSwipeActionsConfigurationForRowAt`: the row's actions for the edge, else
  /// `otherwise` (rule 7.4).
  package func swipeActions(
    _ edge: SwipeEdge, forRowAt indexPath: IndexPath,
    otherwise: () -> SwipeActionsConfiguration?
  ) -> SwipeActionsConfiguration? {
    row(at: indexPath)?.behavior.swipeActions(edge) ?? otherwise()
  }

  /// `heightForRowAt`: the row's own height, else `otherwise`, else `nil` (the table's
  /// `rowHeight`).
  package func heightOfRow(at indexPath: IndexPath, otherwise: () -> CGFloat?) -> CGFloat? {
    row(at: indexPath)?.height ?? otherwise()
  }

  /// `canEditRowAt`: the row's ``RowBehavior/canEdit``, else `true` (rule 7.1).
  package func canEditRow(at indexPath: IndexPath) -> Bool {
    row(at: indexPath)?.behavior.canEdit ?? true
  }

  /// `canMoveRowAt`: the row's ``RowBehavior/canMove``, else `true` (rule 7.3).
  package func canMoveRow(at indexPath: IndexPath) -> Bool {
    row(at: indexPath)?.behavior.canMove ?? true
  }
}

/// A data source of rows that also has section headers and footers and the app's own delegate:
/// ``SectionsDataSource`` and ``DiffableDataSource``. The table modules connect any of them to
/// their table with the answers below.
@MainActor
package protocol SectionedRowsDataSource: RowsDataSource {
  /// The app's own delegate, held weakly; each table module types it.
  var forwardee: AnyObject? { get set }
  /// What a table module keeps alive as long as the data source (the UIKit bridge's adapter).
  var tableSupport: AnyObject? { get set }
  /// A section's header or footer, or `nil`.
  func supplement(_ kind: SupplementaryKind, inSection section: Int) -> SectionHeaderFooter?
  /// What a section shows for a collection view's element kind, or `nil`.
  func supplement(ofKind elementKind: String, inSection section: Int) -> SectionHeaderFooter?
  /// The height a section's header or footer asks for: its own, else its view content's, else
  /// `viewDefault`; `nil` for titles and none.
  func supplementHeight(_ kind: SupplementaryKind, inSection section: Int, viewDefault: CGFloat)
    -> CGFloat?
}

extension SectionedRowsDataSource {
  /// `titleForHeaderInSection`/`titleForFooterInSection`: the section's title, if its header or
  /// footer is one.
  package func title(_ kind: SupplementaryKind, inSection section: Int) -> String? {
    supplement(kind, inSection: section)?.title
  }

  /// `heightForHeaderInSection`/`heightForFooterInSection`: the section's, else `otherwise`,
  /// else `nil` (the table's own rule).
  package func height(
    _ kind: SupplementaryKind, inSection section: Int, viewDefault: CGFloat,
    otherwise: () -> CGFloat?
  ) -> CGFloat? {
    supplementHeight(kind, inSection: section, viewDefault: viewDefault) ?? otherwise()
  }

  /// `viewForHeaderInSection`/`viewForFooterInSection`: the section's configured view, else
  /// `otherwise`'s.
  package func view<Table: TableViewInterface>(
    _ kind: SupplementaryKind, inSection section: Int, in table: Table,
    otherwise: () throws -> Table.HeaderFooterView?
  ) throws -> Table.HeaderFooterView? {
    try supplement(kind, inSection: section)?.dequeueConfiguredView(in: table) ?? otherwise()
  }

  /// `viewForSupplementaryElementOfKind`: the configured view of what the section of
  /// `indexPath` shows for `elementKind`, or `nil` when it shows nothing of that kind.
  package func configuredSupplementaryView<CollectionView: CollectionViewInterface>(
    ofKind elementKind: String, at indexPath: IndexPath, in collectionView: CollectionView
  ) throws -> CollectionView.SupplementaryView? {
    // A header's index path is (section, 0); only its first index names the section.
    guard let section = indexPath.first,
      let supplement = supplement(ofKind: elementKind, inSection: section)
    else { return nil }
    return try supplement.dequeueConfiguredView(
      ofKind: elementKind, in: collectionView, for: indexPath)
  }
}

/// A data source the user edits through the table: deletions and insertions confirmed on a row
/// (rule 7.2), and rows dragged to another place (rule 7.3). ``SectionsDataSource`` and
/// ``DiffableDataSource`` conform; the table modules answer their tables from here.
@MainActor
package protocol UserEditableDataSource: RowsDataSource {
  /// Whether the data source commits edits: what turns swipe-to-delete on (rule 7.2).
  var commitsEditing: Bool { get }
  /// Commits an edit the user confirmed on a row: the model changes and `table` hears of it.
  func commitUserEdit(
    _ style: TableViewCellEditingStyle, at indexPath: IndexPath, in table: any RowsViewInterface)
    throws
  /// Whether the data source follows the user's moves: what shows reorder controls (rule 7.3).
  var allowsReordering: Bool { get }
  /// Whether the user can move a row: the data source moves rows and does not refuse this one.
  func userCanMoveRow(at indexPath: IndexPath) -> Bool
  /// Where a row dragged from `source` lands when the user proposes `proposed`, or `nil` for
  /// no opinion (the app's delegate's, else the proposal).
  func moveTarget(from source: IndexPath, proposed: IndexPath) -> IndexPath?
  /// Brings the model in line with a move the table has already made.
  func userMovedRow(from source: IndexPath, to destination: IndexPath)
}
