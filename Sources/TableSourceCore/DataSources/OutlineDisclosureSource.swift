package import Foundation

/// A data source that expands and collapses items when the user taps their outline disclosure:
/// what a view asks, so that the table and the collection view offer the tap without knowing
/// the diffable data source (C-K9).
@MainActor
package protocol OutlineDisclosureSource: AnyObject {
  /// Expands or collapses the item at `indexPath`, shown in `view`, as UIKit's outline
  /// disclosure accessory does; returns whether it changed.
  ///
  /// - Throws: What updating the view throws; nothing changes then.
  func toggleOutlineDisclosure(at indexPath: IndexPath, in view: any RowsViewInterface)
    throws -> Bool

  /// The item's place in its section's outline: its level (the indentation a table or a list
  /// cell shows) and whether it is expanded (what a list cell's disclosure shows, UIKit's
  /// configuration state `isExpanded`); level 0 and not expanded outside one.
  func outlineState(at indexPath: IndexPath) -> (level: Int, isExpanded: Bool)
}
