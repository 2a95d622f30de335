/// The editing control of a row, as UIKit's `UITableViewCell.EditingStyle`.
public enum TableViewCellEditingStyle: Sendable, Hashable {
  /// No editing control.
  case none
  /// A delete control (the default, rule 7.1).
  case delete
  /// An insert control.
  case insert
}
