import Foundation
import TableSourceCore
import TableSourceVirtualCollection
import TableSourceVirtualTable

/// A view the reuse audit drives: the virtual table (rows) or the virtual collection view
/// (items), through what the two have in common, so that one audit engine serves both. A row
/// here is a table's row or a collection view's item.
@MainActor
protocol AuditedView: AnyObject {
  /// The view's cells.
  associatedtype Cell: ReusableView

  var numberOfSections: Int { get }
  func rowCount(inSection section: Int) -> Int
  /// The core data source of rows behind the view, if any: rows' identities and moves.
  var rowsSource: (any RowsDataSource)? { get }
  /// The view behind the core's seam, which a data source of rows moves a row in.
  var seam: any RowsViewInterface { get }

  /// A new cell registered under `identifier`, never queued or displayed.
  func makeDetachedCell(identifier: String) -> Cell?
  /// Hands a detached cell or supplementary view out again, as a dequeue of a queued one does.
  func prepareDetachedViewForReuse(_ view: ReusableView)
  /// Has the data source configure a cell for the row at `path` off the screen, its dequeue
  /// answered by `supply`.
  func configureDetached(row path: IndexPath, supply: @escaping (String) -> Cell?) throws -> Cell
  /// The row whose cell is being asked for now, if any.
  var rowBeingShown: IndexPath? { get }

  func cell(at path: IndexPath) -> Cell?
  func indexPath(for cell: Cell) -> IndexPath?
  var visibleRows: [IndexPath] { get }
  func scrollToMiddle(_ path: IndexPath) throws
  func setContentOffset(_ offset: CGPoint) throws
  var contentOffset: CGPoint { get }
  var contentSize: CGSize { get }
  var bounds: CGRect { get }
  /// Whether the content scrolls vertically (a table always does).
  var scrollsVertically: Bool { get }
  func frame(ofRow path: IndexPath) -> CGRect
  func reconfigure(_ paths: [IndexPath]) throws
  func layoutIfNeeded() throws
  func reloadData()
  /// The text picture findings show.
  func picture() -> String
  /// Taps a row as the user would.
  func tapRow(at path: IndexPath) throws

  /// Every supplementary view the data source is asked for, by kind and index path; none for
  /// the table, whose headers the audit does not check.
  var supplementaryElements: [(kind: String, indexPath: IndexPath)] { get }
  /// A new supplementary view registered under the kind and identifier.
  func makeDetachedSupplementaryView(kind: String, identifier: String) -> ReusableView?
  /// Has the data source configure a supplementary view off the screen, as ``configureDetached``.
  func configureDetachedSupplementaryView(
    kind: String, at path: IndexPath, supply: @escaping (String) -> ReusableView?
  ) throws -> ReusableView
}

extension VirtualTableView: AuditedView {
  func rowCount(inSection section: Int) -> Int { numberOfRows(inSection: section) }
  var seam: any RowsViewInterface { self }
  var rowsSource: (any RowsDataSource)? { dataSource as? any RowsDataSource }
  func prepareDetachedViewForReuse(_ view: ReusableView) {
    if let cell = view as? TableViewCell { prepareDetachedCellForReuse(cell) }
  }
  func cell(at path: IndexPath) -> TableViewCell? { cellForRow(at: path) }
  var visibleRows: [IndexPath] { indexPathsForVisibleRows }
  func scrollToMiddle(_ path: IndexPath) throws { try scrollToRow(at: path, at: .middle) }
  var scrollsVertically: Bool { true }
  func frame(ofRow path: IndexPath) -> CGRect { rectForRow(at: path) }
  func reconfigure(_ paths: [IndexPath]) throws { try reconfigureRows(at: paths) }
  func picture() -> String { renderText() }
  func tapRow(at path: IndexPath) throws { try simulate.tap(row: path) }
  var supplementaryElements: [(kind: String, indexPath: IndexPath)] { [] }
  func makeDetachedSupplementaryView(kind: String, identifier: String) -> ReusableView? { nil }
  func configureDetachedSupplementaryView(
    kind: String, at path: IndexPath, supply: @escaping (String) -> ReusableView?
  ) throws -> ReusableView {
    throw TableViewError.noDataSource
  }
}

extension VirtualCollectionView: AuditedView {
  func rowCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }
  var seam: any RowsViewInterface { self }
  var rowsSource: (any RowsDataSource)? { rowsDataSource }
  func configureDetached(
    row path: IndexPath, supply: @escaping (String) -> CollectionViewCell?
  ) throws -> CollectionViewCell {
    try configureDetachedCell(at: path, supply: supply)
  }
  var rowBeingShown: IndexPath? { itemBeingShown }
  func cell(at path: IndexPath) -> CollectionViewCell? { cellForItem(at: path) }
  var visibleRows: [IndexPath] { indexPathsForVisibleItems }
  func scrollToMiddle(_ path: IndexPath) throws {
    try scrollToItem(
      at: path, at: scrollsVertically ? .centeredVertically : .centeredHorizontally)
  }
  var scrollsVertically: Bool { collectionViewLayout.scrollsVertically }
  func frame(ofRow path: IndexPath) -> CGRect {
    layoutAttributesForItem(at: path)?.frame ?? .zero
  }
  func reconfigure(_ paths: [IndexPath]) throws { try reconfigureItems(at: paths) }
  func picture() -> String { renderText() }
  func tapRow(at path: IndexPath) throws { try tapItem(at: path) }
  var supplementaryElements: [(kind: String, indexPath: IndexPath)] { allSupplementaryElements }
  func makeDetachedSupplementaryView(kind: String, identifier: String) -> ReusableView? {
    makeDetachedSupplementaryView(ofKind: kind, identifier: identifier)
  }
  func configureDetachedSupplementaryView(
    kind: String, at path: IndexPath, supply: @escaping (String) -> ReusableView?
  ) throws -> ReusableView {
    try configureDetachedSupplementaryView(ofKind: kind, at: path) {
      supply($0) as? CollectionReusableView
    }
  }
}

extension AuditedView {
  /// The viewport's length along the scrolling axis.
  var pageLength: CGFloat { scrollsVertically ? bounds.height : bounds.width }
  /// The content's length along the scrolling axis.
  var contentLength: CGFloat { scrollsVertically ? contentSize.height : contentSize.width }
  /// The offset at `position` along the scrolling axis.
  func offset(along position: CGFloat) -> CGPoint {
    scrollsVertically ? CGPoint(x: 0, y: position) : CGPoint(x: position, y: 0)
  }
  /// Where a row starts and ends along the scrolling axis.
  func span(ofRow path: IndexPath) -> (start: CGFloat, end: CGFloat) {
    let frame = frame(ofRow: path)
    return scrollsVertically ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
  }
}
