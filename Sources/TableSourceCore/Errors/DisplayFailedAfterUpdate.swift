public import Foundation

/// A valid update was applied, but the table could not display all of it: the data source (or a
/// row) threw while the table asked it for a cell or a header or footer view of the new state.
///
/// This is the one error after which something has changed. An update is either rejected before
/// anything changes (a ``BatchUpdateError``, a ``TableViewError`` about a bad value or a
/// reentrant call) or applied in full; when the display of an applied update fails, the table
/// and its data source agree on the new state — counts, index paths, selection — and the views
/// that could not be shown are missing:
///
/// - rows that needed a new cell have none, and rows whose cell was being refreshed in place
///   (`reconfigureRows`) lose it, so no cell shows stale or half-configured content;
/// - the next layout pass (``VirtualTableView/layoutIfNeeded()``, a scroll, the next update)
///   asks for them again.
///
/// ``SectionsDataSource`` and ``DiffableDataSource`` keep their new model when they see this
/// error, and restore their old one for every other error.
public struct DisplayFailedAfterUpdate: Error, CustomStringConvertible {
  /// The row whose cell could not be made, when a cell request failed.
  public let indexPath: IndexPath?
  /// The section whose header or footer view could not be made, when a view request failed.
  public let section: Int?
  /// What the data source, delegate or row threw.
  public let underlying: any Error

  /// Creates the error for a failed cell or view request.
  package init(indexPath: IndexPath?, section: Int? = nil, underlying: any Error) {
    self.indexPath = indexPath
    self.section = section
    self.underlying = underlying
  }

  /// What was applied and what failed.
  public var description: String {
    let what: String
    if let indexPath {
      what = "the row at index path \(indexPath.tableDescription)"
    } else if let section {
      what = "a header or footer of section \(section)"
    } else {
      what = "a row"
    }
    return
      "the update was applied, but displaying \(what) failed: \(underlying). The table and its "
      + "data source show the new state; the next layout pass asks for the missing views again."
  }
}
