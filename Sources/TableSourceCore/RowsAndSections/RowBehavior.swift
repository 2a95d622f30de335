public import Foundation

/// A row and where it is at the moment something happens to it: the identity it has and its
/// index path then, never one captured when the row was made.
public struct RowEvent {
  /// The row's identity.
  public let id: AnyHashable
  /// The row's index path when the event happened.
  public let indexPath: IndexPath

  /// Creates an event for the row with `id` at `indexPath`.
  public init(id: AnyHashable, indexPath: IndexPath) {
    self.id = id
    self.indexPath = indexPath
  }
}

/// What a row does besides showing its cell: what a tap on it does, whether it can be selected,
/// edited or moved, and the swipe actions it offers — the per-row behaviour of Former's
/// `onSelected` and Eureka's `onCellSelection`, set on the row itself.
///
/// ```swift
/// TableSection {
///   TextRow(id: "about", text: "About").onSelect { event in router.showAbout() }
///   TextRow(id: "version", text: "Version", detail: "2.1").selectable(false)
///   TextRow(id: "draft", text: "Draft").swipeActions(.trailing, archive)
/// }
/// ```
///
/// ``SectionsDataSource`` and ``DiffableDataSource`` answer the table's delegate and data source
/// from it. What a row leaves unset (`nil`) is decided as if the row had no behaviour: by the
/// app's own delegate, when the data source has one, else by the table's defaults.
public struct RowBehavior {
  /// What a row's handler receives.
  public typealias Handler = @MainActor (RowEvent) -> Void

  /// Runs when the row is selected (`didSelectRowAt`, rule 6.3).
  public var onSelect: Handler?
  /// Runs when the row's accessory button is tapped (`accessoryButtonTappedForRowWith`,
  /// rule 6.7).
  public var onAccessoryTap: Handler?
  /// Whether the row highlights and can be selected (`shouldHighlightRowAt` and
  /// `willSelectRowAt`, rule 6.2), or `nil` to leave it to the delegate.
  public var isSelectable: Bool?
  /// Whether the row can be edited (`canEditRowAt`, rule 7.1), or `nil` for the default.
  public var canEdit: Bool?
  /// The row's editing control (`editingStyleForRowAt`, rule 7.2), or `nil` for the default.
  public var editingStyle: TableViewCellEditingStyle?
  /// Whether the row can be moved (`canMoveRowAt`, rule 7.3), or `nil` for the default.
  public var canMove: Bool?
  /// The actions a swipe uncovers on the leading edge (rule 7.4), or `nil` for the default.
  public var leadingSwipeActions: SwipeActionsConfiguration?
  /// The actions a swipe uncovers on the trailing edge (rule 7.4), or `nil` for the default.
  public var trailingSwipeActions: SwipeActionsConfiguration?

  /// No behaviour of its own.
  public init() {}

  /// The swipe actions of an edge.
  public func swipeActions(_ edge: SwipeEdge) -> SwipeActionsConfiguration? {
    edge == .leading ? leadingSwipeActions : trailingSwipeActions
  }
}

extension TableViewRow {
  /// This row, running `handler` when it is selected.
  @MainActor
  public func onSelect(_ handler: @escaping RowBehavior.Handler) -> AnyRow {
    changingBehavior { $0.onSelect = handler }
  }

  /// This row, running `handler` when its accessory button is tapped.
  @MainActor
  public func onAccessoryTap(_ handler: @escaping RowBehavior.Handler) -> AnyRow {
    changingBehavior { $0.onAccessoryTap = handler }
  }

  /// This row, selectable and highlighted on touch or not.
  @MainActor
  public func selectable(_ isSelectable: Bool) -> AnyRow {
    changingBehavior { $0.isSelectable = isSelectable }
  }

  /// This row, editable or not, with the given editing control.
  @MainActor
  public func editable(_ canEdit: Bool = true, style: TableViewCellEditingStyle = .delete)
    -> AnyRow
  {
    changingBehavior {
      $0.canEdit = canEdit
      $0.editingStyle = style
    }
  }

  /// This row, movable by the user or not.
  @MainActor
  public func movable(_ canMove: Bool = true) -> AnyRow {
    changingBehavior { $0.canMove = canMove }
  }

  /// This row, offering `configuration`'s actions when swiped on `edge`.
  @MainActor
  public func swipeActions(_ edge: SwipeEdge, _ configuration: SwipeActionsConfiguration)
    -> AnyRow
  {
    changingBehavior {
      if edge == .leading {
        $0.leadingSwipeActions = configuration
      } else {
        $0.trailingSwipeActions = configuration
      }
    }
  }

  @MainActor
  private func changingBehavior(_ change: (inout RowBehavior) -> Void) -> AnyRow {
    var row = AnyRow(self)
    change(&row.behavior)
    return row
  }
}
