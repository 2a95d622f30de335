/// A cell that offers the user's actions on its row (a switch, a like button, a text field), so
/// that tests can act as the user through it: a table's cell or a collection view's.
///
/// The reuse audit (`TableSourceTesting`) acts through these to find state kept only in the cell
/// (bug B3, <doc:ReuseBugs>: the action's effect is gone once the cell is reused) and handlers
/// that captured an index path (bug B4: the action lands on another row after rows above moved).
///
/// ```swift
/// final class PostCell: TableViewCell, UserActionCell {
///   var onLike: (() -> Void)?
///   var userActions: [CellUserAction] {
///     [CellUserAction("like") { self.onLike?() }]
///   }
/// }
/// ```
@MainActor
public protocol UserActionCell: ReusableView {
  /// The actions the user can take on the cell now, each as the user's gesture would run it.
  var userActions: [CellUserAction] { get }
}

/// One action a user can take on a cell: a name for reports, and what the gesture runs.
public struct CellUserAction {
  /// The action's name, as reports show it (`"like"`, `"type text"`).
  public var name: String
  /// Runs the action as the user's gesture would.
  public var perform: @MainActor () throws -> Void

  /// An action named `name` that runs `perform`.
  public init(_ name: String, perform: @escaping @MainActor () throws -> Void) {
    self.name = name
    self.perform = perform
  }
}
