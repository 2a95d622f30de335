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

  /// The item's level in its section's outline, 0 outside one.
  func outlineLevel(at indexPath: IndexPath) -> Int

  /// Whether the item is expanded in its section's outline; `false` outside one. A list cell
  /// shows it in its outline disclosure accessory (UIKit's configuration state `isExpanded`).
  func isOutlineExpanded(at indexPath: IndexPath) -> Bool
}
