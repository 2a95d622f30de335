public import Foundation
import TableSourceCore

// Settings that take numbers. Each is checked before anything changes: a bad value is a typed
// error, never clamped or ignored.
extension VirtualTableView {
  /// Sets the height of rows with no height of their own (rule 3.1) and reloads the table.
  ///
  /// - Parameter height: At least 0 and at most ``maximumHeight``, or ``automaticDimension``
  ///   (44 points: there is no auto layout to size cells).
  /// - Throws: ``TableViewError/invalidHeight(_:setting:)``; nothing changes then.
  public func setRowHeight(_ height: CGFloat) throws {
    try setHeight(.rowHeight, to: height)
  }

  /// Sets the height assumed for rows not yet measured and reloads the table (rule 3.2):
  /// ``automaticDimension`` uses ``rowHeight``, 0 turns estimation off.
  ///
  /// - Throws: ``TableViewError/invalidHeight(_:setting:)`` for a negative (other than
  ///   ``automaticDimension``), infinite, NaN or too large value; nothing changes then.
  public func setEstimatedRowHeight(_ height: CGFloat) throws {
    try setHeight(.estimatedRowHeight, to: height)
  }

  /// Sets the height of section headers the delegate gives no height for (rule 3.3), or
  /// ``automaticDimension``, and reloads the table.
  ///
  /// - Throws: ``TableViewError/invalidHeight(_:setting:)``; nothing changes then.
  public func setSectionHeaderHeight(_ height: CGFloat) throws {
    try setHeight(.sectionHeaderHeight, to: height)
  }

  /// Sets the height of section footers the delegate gives no height for (rule 3.3), or
  /// ``automaticDimension``, and reloads the table.
  ///
  /// - Throws: ``TableViewError/invalidHeight(_:setting:)``; nothing changes then.
  public func setSectionFooterHeight(_ height: CGFloat) throws {
    try setHeight(.sectionFooterHeight, to: height)
  }

  /// Sets the height of the table header and reloads the table.
  ///
  /// - Throws: ``TableViewError/invalidHeight(_:setting:)`` for a negative, infinite, NaN or too
  ///   large value; nothing changes then.
  public func setTableHeaderHeight(_ height: CGFloat) throws {
    try setHeight(.tableHeaderHeight, to: height)
  }

  /// Sets the height of the table footer and reloads the table.
  ///
  /// - Throws: ``TableViewError/invalidHeight(_:setting:)``; nothing changes then.
  public func setTableFooterHeight(_ height: CGFloat) throws {
    try setHeight(.tableFooterHeight, to: height)
  }

  /// Changes the viewport: its size, and its origin, which is the content offset. The table has
  /// no horizontal scrolling (its content is as wide as its bounds, as a `UITableView`'s), so
  /// the origin's x is taken as 0; y is clamped to the scrollable range. Then the table is laid
  /// out for the new viewport.
  ///
  /// - Throws: ``TableViewError/invalidGeometry(_:parameter:)`` for a non-finite value or a
  ///   negative size; what the data source throws for rows coming into view. Nothing changes
  ///   then. ``TableViewError/reentrantCall(call:callback:)`` from inside a callback that lays
  ///   the table out or asks it something.
  /// - Complexity: O(log n + v) for v visible rows, plus the data source's work.
  public func setBounds(_ rect: CGRect) throws {
    for (value, name) in [
      (rect.origin.x, "bounds.origin.x"), (rect.origin.y, "bounds.origin.y"),
      (rect.size.width, "bounds.size.width"), (rect.size.height, "bounds.size.height"),
    ] where !value.isFinite {
      throw TableViewError.invalidGeometry(Double(value), parameter: name)
    }
    for (value, name) in [
      (rect.size.width, "bounds.size.width"), (rect.size.height, "bounds.size.height"),
    ] where value < 0 {
      throw TableViewError.invalidGeometry(Double(value), parameter: name)
    }
    try admitImmediate("setBounds(_:)")
    try operation {
      try loadIfNeeded()
      try transaction {
        let previousSize = size
        size = rect.size
        contentOffset = CGPoint(x: 0, y: rect.origin.y)
        clampContentOffset()
        do {
          try displayPass()
        } catch {
          size = previousSize
          throw error
        }
      }
    }
  }

  /// Sets a height setting and reloads the table, after checking the value: at least 0 and at
  /// most ``maximumHeight``, or ``automaticDimension`` where it means something.
  private func setHeight(_ setting: TableSettings.Height, to value: CGFloat) throws {
    try settings.set(setting, to: value)
    reloadData()
  }

}
