import TableSourceCore

extension VirtualTableView {
  /// Where `scrollToRow(at:at:)` puts a row in the viewport, as UIKit's
  /// `UITableView.ScrollPosition` (rule 3.9): nested in the table as UIKit nests it, so that it
  /// names the table's positions and no other (SwiftUI's `ScrollPosition`, a collection view's).
  public enum ScrollPosition: Sendable, Hashable {
    /// Don't move if the row is fully visible; otherwise scroll as little as possible: as `.top`
    /// when the row is above the viewport, as `.bottom` when below.
    case none
    /// The row's top at the viewport's top.
    case top
    /// The row's middle at the viewport's middle.
    case middle
    /// The row's bottom at the viewport's bottom.
    case bottom
  }
}
