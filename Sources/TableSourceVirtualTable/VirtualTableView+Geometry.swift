public import Foundation
import TableSourceCore

// Rules 3.4–3.8: geometry and visibility queries. Each first reads counts again if a reload is
// pending; none asks the data source for a cell.
extension VirtualTableView {
  /// The number of sections.
  public var numberOfSections: Int {
    loadForQuery()
    return layout.numberOfSections
  }

  /// The number of rows in a section, or 0 for a section that does not exist.
  public func numberOfRows(inSection section: Int) -> Int {
    loadForQuery()
    guard section >= 0 && section < layout.numberOfSections else { return 0 }
    return layout.numberOfRows(inSection: section)
  }

  /// The size of the content: the viewport's width, and the height of table header, sections
  /// and table footer (rule 3.4). Unmeasured rows count at their estimated height.
  public var contentSize: CGSize {
    loadForQuery()
    return CGSize(width: size.width, height: layout.contentHeight)
  }

  /// The rectangle of a section: header, rows and footer (rule 3.5); `.zero` for a section that
  /// does not exist.
  ///
  /// - Complexity: O(log n).
  public func rect(forSection section: Int) -> CGRect {
    loadForQuery()
    guard section >= 0 && section < layout.numberOfSections else { return .zero }
    return rect(y: layout.sectionMinY(section), height: layout.sectionHeight(section))
  }

  /// The rectangle of a section's header; `.zero` for a section that does not exist.
  ///
  /// - Complexity: O(log n).
  public func rectForHeader(inSection section: Int) -> CGRect {
    loadForQuery()
    guard section >= 0 && section < layout.numberOfSections else { return .zero }
    return rect(y: layout.sectionMinY(section), height: layout.headerHeight(section))
  }

  /// The rectangle of a section's footer; `.zero` for a section that does not exist.
  ///
  /// - Complexity: O(log n).
  public func rectForFooter(inSection section: Int) -> CGRect {
    loadForQuery()
    guard section >= 0 && section < layout.numberOfSections else { return .zero }
    return rect(y: layout.footerMinY(section), height: layout.footerHeight(section))
  }

  /// The rectangle of a row; `.zero` for an index path that names no row (rule 3.5).
  ///
  /// - Complexity: O(log n).
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    loadForQuery()
    guard let index = globalIndex(of: indexPath) else { return .zero }
    return rect(
      y: layout.rowMinY(global: index, section: indexPath.section),
      height: layout.rowHeight(global: index))
  }

  /// The row whose rectangle contains the point, or `nil` for a point in a header, a footer or
  /// outside the content (rule 3.6).
  ///
  /// - Complexity: O(log s · log n) for s sections and n rows.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    loadForQuery()
    guard point.x >= 0 && point.x < size.width, let index = layout.globalRow(at: Double(point.y))
    else { return nil }
    return indexPath(ofGlobal: index)
  }

  /// The rows whose rectangles meet the rectangle, ascending; empty when none do (rule 3.6).
  ///
  /// - Complexity: O(log s · log n + k) for k rows returned.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath] {
    loadForQuery()
    guard rect.maxX > 0 && rect.minX < size.width else { return [] }
    return layout.globalRows(meeting: Double(rect.minY), Double(rect.maxY)).map(
      indexPath(ofGlobal:))
  }

  /// The rows with a cell on display, ascending; empty when none (rule 3.7). As in UIKit the
  /// answer reflects the last layout pass: after ``reloadData()`` or a change of bounds, call
  /// ``layoutIfNeeded()`` first.
  public var indexPathsForVisibleRows: [IndexPath] {
    screen.cells.map { indexPath(ofGlobal: $0.key) }
  }

  /// The rows with a cell whose content a data source must keep current: the cells on display,
  /// the only cells the virtual table keeps configured (it prefetches data, never cells: rule
  /// 8.1). None while a reload is pending: the reload asks for every cell again.
  ///
  /// - Complexity: O(v) for v cells on display.
  public var indexPathsForRowsWithCells: [IndexPath]? {
    needsReload ? [] : indexPathsForVisibleRows
  }

  /// The cells on display, in the order of ``indexPathsForVisibleRows`` (rule 3.7).
  ///
  /// Read from inside a callback about a row while the table updates its cells (`cellForRowAt`,
  /// a row's height, `canEditRowAt`…), it answers from the committed state and records
  /// ``TableDiagnostic/visibleCellsReadWhileUpdatingCells(callback:)``: UIKit raises an
  /// exception there.
  public var visibleCells: [TableViewCell] {
    if let callback = rowCallbackUpdatingCells {
      observations.diagnostics.append(.visibleCellsReadWhileUpdatingCells(callback: callback))
    }
    return screen.cells.map(\.view)
  }

  /// The live cell of a row, or `nil` when the row has no cell on display or does not exist. It
  /// never asks the data source (rule 3.8).
  ///
  /// Called from inside a callback about a row while the table updates its cells, it records
  /// ``TableDiagnostic/cellForRowReadWhileUpdatingCells(callback:)``, as UIKit logs an assertion
  /// there.
  ///
  /// - Complexity: O(log v) for v visible rows.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    if let callback = rowCallbackUpdatingCells {
      observations.diagnostics.append(.cellForRowReadWhileUpdatingCells(callback: callback))
    }
    guard !needsReload, let index = globalIndex(of: indexPath) else { return nil }
    return screen.position(ofRow: index).map { screen.cells[$0].view }
  }

  /// The innermost callback in progress that asks about one row while the table lays out or
  /// updates its cells, if any: where UIKit reports reads of its cells (iOS 13 and later).
  private var rowCallbackUpdatingCells: TableCallback? {
    operations.callouts.entries.last {
      [.cellForRow, .heightForRow, .canEditRow, .canMoveRow, .editingStyle].contains($0.callback)
    }?.callback
  }

  /// The row a live cell shows, or `nil` when the cell is not on display.
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    guard let live = screen.cells.first(where: { $0.view === cell }) else { return nil }
    return indexPath(ofGlobal: live.key)
  }

  /// The header view on display for a section, or `nil`.
  public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
    screen.headers.first { $0.key == section }?.view
  }

  /// The footer view on display for a section, or `nil`.
  public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
    screen.footers.first { $0.key == section }?.view
  }

  func rect(y: Double, height: Double) -> CGRect {
    CGRect(x: 0, y: y, width: Double(size.width), height: height)
  }
}
