public import Foundation
public import TableSourceCore

/// What a ``VirtualTableView`` asks its data source, shaped like UIKit's `UITableViewDataSource`.
///
/// ``SectionsDataSource`` is the ready-made implementation: it answers from typed sections and
/// rows. Conform your own type to drive the table by hand, as a UIKit data source would.
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// The number of sections. Defaults to 1.
  func numberOfSections(in tableView: VirtualTableView) -> Int

  /// The number of rows in a section.
  func tableView(_ tableView: VirtualTableView, numberOfRowsInSection section: Int) -> Int

  /// The cell for a row: dequeue one with ``VirtualTableView/dequeueReusableCell(withIdentifier:for:)``
  /// for this index path and configure it. Throwing is how a data source reports what UIKit would
  /// crash on (an unregistered identifier, a cell of the wrong type).
  func tableView(_ tableView: VirtualTableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell

  /// A plain title for a section's header, shown when the delegate gives no view. Defaults to
  /// `nil`.
  func tableView(_ tableView: VirtualTableView, titleForHeaderInSection section: Int) -> String?

  /// A plain title for a section's footer. Defaults to `nil`.
  func tableView(_ tableView: VirtualTableView, titleForFooterInSection section: Int) -> String?

  /// Whether a row can be edited (deleted or inserted by the user). Defaults to `true` (rule 7.1).
  func tableView(_ tableView: VirtualTableView, canEditRowAt indexPath: IndexPath) -> Bool

  /// Whether the data source commits edits. `commit(_:forRowAt:)` is only called when this is
  /// `true`, which is what enables swipe-to-delete (rule 7.2). Defaults to `false`.
  var commitsEditing: Bool { get }

  /// Commits a deletion or insertion the user confirmed: update the model, then tell the table
  /// (`deleteRows`/`insertRows`), which checks the counts (rules 7.2, 4.5).
  func tableView(
    _ tableView: VirtualTableView, commit editingStyle: TableViewCellEditingStyle,
    forRowAt indexPath: IndexPath) throws

  /// Whether the data source moves rows. Reorder controls exist only when this is `true`
  /// (rule 7.3). Defaults to `false`.
  var allowsReordering: Bool { get }

  /// Whether a row can be moved. Defaults to `true`.
  func tableView(_ tableView: VirtualTableView, canMoveRowAt indexPath: IndexPath) -> Bool

  /// Updates the model after the user moved a row. The table has already moved it: calling the
  /// table's update methods from here is a bug the table flags (rule 7.3).
  func tableView(
    _ tableView: VirtualTableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

// MARK: - Default implementations

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: VirtualTableView) -> Int { 1 }
  /// No title.
  public func tableView(_ tableView: VirtualTableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }
  /// No title.
  public func tableView(_ tableView: VirtualTableView, titleForFooterInSection section: Int)
    -> String?
  { nil }
  /// Every row is editable.
  public func tableView(_ tableView: VirtualTableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// No commits.
  public var commitsEditing: Bool { false }
  /// Does nothing.
  public func tableView(
    _ tableView: VirtualTableView, commit editingStyle: TableViewCellEditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {}
  /// No reordering.
  public var allowsReordering: Bool { false }
  /// Every row can move.
  public func tableView(_ tableView: VirtualTableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  public func tableView(
    _ tableView: VirtualTableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
