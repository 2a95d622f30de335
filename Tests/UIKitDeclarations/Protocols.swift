public import Foundation

/// https://developer.apple.com/documentation/uikit/uitableviewdatasource
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
  func numberOfSections(in tableView: UITableView) -> Int
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

// UIKit's optional requirements (all but the first two above).
extension UITableViewDataSource {
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func numberOfSections(in tableView: UITableView) -> Int { declarationOnly() }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    declarationOnly()
  }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    declarationOnly()
  }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    declarationOnly()
  }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    declarationOnly()
  }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) { declarationOnly() }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/uitableviewdelegate (every requirement is
/// optional in UIKit)
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayheaderview:forsection:)
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayfooterview:forsection:)
  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplaying:forrowat:)
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplayingheaderview:forsection:)
  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplayingfooterview:forsection:)
  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforfooterinsection:)
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforfooterinsection:)
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:accessorybuttontappedforrowwith:)
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:)
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willselectrowat:)
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdeselectrowat:)
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:diddeselectrowat:)
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:editingstyleforrowat:)
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath:)
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  #if !TABLESOURCE_STANDIN_TVOS  // Unavailable on tvOS.
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)
    @available(iOS 11.0, *)
    func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)
    @available(iOS 11.0, *)
    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
  #endif
}

// UIKit's optional requirements: all of them.
extension UITableViewDelegate {
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented(()) }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) { OptionalRequirement.notImplemented(()) }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) { OptionalRequirement.notImplemented(()) }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented(()) }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) { OptionalRequirement.notImplemented(()) }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) { OptionalRequirement.notImplemented(()) }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    OptionalRequirement.notImplemented(0)
  }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  { OptionalRequirement.notImplemented(0) }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  { OptionalRequirement.notImplemented(0) }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    OptionalRequirement.notImplemented(nil)
  }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    OptionalRequirement.notImplemented(nil)
  }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) { OptionalRequirement.notImplemented(()) }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  { OptionalRequirement.notImplemented(false) }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { OptionalRequirement.notImplemented(nil) }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { OptionalRequirement.notImplemented(nil) }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    OptionalRequirement.notImplemented(())
  }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    OptionalRequirement.notImplemented(())
  }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { OptionalRequirement.notImplemented(.none) }
  /// The stand-in's default for an optional requirement, deprecated so that using it warns.
  @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { OptionalRequirement.notImplemented(proposedDestinationIndexPath) }
  #if !TABLESOURCE_STANDIN_TVOS
    /// The stand-in's default for an optional requirement, deprecated so that using it warns.
    @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
    public func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { OptionalRequirement.notImplemented(nil) }
  #endif
  #if !TABLESOURCE_STANDIN_TVOS
    /// The stand-in's default for an optional requirement, deprecated so that using it warns.
    @available(*, deprecated, message: "optional in UIKit: the stand-in flags a missed one")
    public func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { OptionalRequirement.notImplemented(nil) }
  #endif
}
