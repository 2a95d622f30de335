public import Foundation
@_spi(TableSourceEngine) public import TableSourceCore

/// A table view without a screen: it lays rows out by height, keeps a viewport, scrolls, and
/// dequeues and reuses cells exactly as `UITableView` does, so that data sources and cells can be
/// exercised, scrolled and checked in plain unit tests on any machine.
///
/// ```swift
/// let dataSource = try SectionsDataSource {
///   TableSection(header: "Fruit") {
///     for name in ["Apple", "Banana", "Cherry"] { TextRow(id: name, text: name) }
///   }
/// }
/// let table = VirtualTableView(size: CGSize(width: 320, height: 480))
/// table.dataSource = dataSource
/// table.delegate = dataSource
/// try table.layoutIfNeeded()
/// print(table.renderText())
/// ```
///
/// ## What it reproduces
///
/// The behaviours are numbered rules, written out with their sources in <doc:UIKitRules>; the
/// code and the tests cite their numbers. In short: registration by identifier (§1); reuse
/// queues, `prepareForReuse` inside the dequeue, a cell queued only after `didEndDisplaying`
/// (§2); layout by height with estimates, geometry queries and scroll positions (§3); load order,
/// lazy `reloadData` (§4); batch updates with UIKit's validation (§5); selection (§6) and editing
/// (§7).
///
/// Where UIKit would crash, the table throws a ``TableViewError`` or ``BatchUpdateError`` and its
/// state is as it was before the call; the one exception, an update applied whose display
/// failed, has an error of its own, ``DisplayFailedAfterUpdate``. Data sources, delegates and
/// cells may call the table from inside its callbacks: see
/// <doc:CallingTheTableFromItsCallbacks>. Misuses UIKit tolerates are recorded in
/// ``diagnostics``.
///
/// ## Differences from UIKit
///
/// - The table holds its ``dataSource`` and ``delegate`` strongly, so a test can assign one
///   inline; UIKit holds them weakly.
/// - There is no auto layout: a row without a height of its own is ``rowHeight`` tall (44 points
///   by default, UIKit's default cell height), and `automaticDimension` section headers and
///   footers with a title are ``defaultHeaderFooterHeight`` tall.
/// - Only the classic display mode is simulated: a cell is requested when its row becomes
///   visible and never kept "prepared" off screen. iOS 15's cell prefetching (rule 2.10) has no
///   documented timing — which rows, how far ahead, how long a prepared cell is kept — so
///   simulating it would invent behaviour that tests could come to depend on; the classic mode is
///   also the stricter one for reuse bugs, since every re-display goes through `cellForRowAt`.
///   Data prefetching (rule 8.1) is simulated.
/// - With estimated heights on, `scrollToRow` measures the target row and the rows it brings on
///   screen, not every row above it; rows above keep their estimates until they are shown, and the
///   content offset is adjusted when a row above the viewport is measured, as UIKit does.
@MainActor
public final class VirtualTableView: TableViewInterface {
  /// The value of a height property that asks the table to choose: UIKit's `automaticDimension`.
  public nonisolated static let automaticDimension: CGFloat = -1
  /// The height of a section header or footer with a title whose height is automatic.
  public nonisolated static let defaultHeaderFooterHeight: CGFloat = 28
  /// The identifier under which the table registers the view it shows section titles in.
  public nonisolated static let titleViewReuseIdentifier = "TableSource.SectionTitle"

  // MARK: Configuration

  /// The object that supplies rows and cells. Setting it reloads the table; set from inside a
  /// callback (other than one that hands over, such as a batch's completion), it takes effect
  /// when the table's operation in progress ends.
  public var dataSource: (any TableViewDataSource)? {
    get { connections.dataSource }
    set {
      connections.assign(dataSource: newValue, now: restriction == .open)
      reloadData()
    }
  }

  /// The object told about display, selection and editing, and asked for heights and header
  /// views. Setting it reloads the table; set from inside a callback, it takes effect when the
  /// table's operation in progress ends.
  public var delegate: (any TableViewDelegate)? {
    get { connections.delegate }
    set {
      connections.assign(delegate: newValue, now: restriction == .open)
      reloadData()
    }
  }

  /// How many rows beyond the displayed ones, on each side, are in the working range that
  /// ``workingRangeDelegate`` hears of. 0, the default, turns it off.
  public var workingRangeSize: Int {
    get { workingRange.size }
    set { workingRange.size = max(0, newValue) }
  }

  /// The object told about rows entering and leaving the working range.
  public var workingRangeDelegate: (any TableViewWorkingRangeDelegate)?

  /// The object told about rows that will probably be displayed soon (rule 8.1).
  public var prefetchDataSource: (any TableViewDataSourcePrefetching)? {
    get { connections.prefetchDataSource }
    set { connections.prefetchDataSource = newValue }
  }

  /// The viewport's rectangle in the table's own coordinates; its origin is the content offset.
  /// Change it with ``setBounds(_:)``.
  public var bounds: CGRect { CGRect(origin: contentOffset, size: size) }

  /// The height of rows with no height of their own (rule 3.1). Defaults to 44;
  /// ``automaticDimension`` means 44 too, since there is no auto layout to size cells. Change it
  /// with ``setRowHeight(_:)``.
  public var rowHeight: CGFloat { settings.rowHeight }

  /// The height assumed for rows not yet measured: ``automaticDimension`` (the default) uses
  /// ``rowHeight``; 0 turns estimation off, so every row's height is asked on each load and
  /// update (rule 3.2). Change it with ``setEstimatedRowHeight(_:)``.
  public var estimatedRowHeight: CGFloat { settings.estimatedRowHeight }

  /// The height of section headers the delegate gives no height for (rule 3.3). Change it with
  /// ``setSectionHeaderHeight(_:)``.
  public var sectionHeaderHeight: CGFloat { settings.sectionHeaderHeight }

  /// The height of section footers the delegate gives no height for (rule 3.3). Change it with
  /// ``setSectionFooterHeight(_:)``.
  public var sectionFooterHeight: CGFloat { settings.sectionFooterHeight }

  /// A view shown above all sections, ``tableHeaderHeight`` tall.
  public var tableHeaderView: TableViewHeaderFooterView? {
    get { settings.tableHeaderView }
    set { settings.tableHeaderView = newValue }
  }
  /// The height of the table header. Change it with ``setTableHeaderHeight(_:)``.
  public var tableHeaderHeight: CGFloat { settings.tableHeaderHeight }
  /// A view shown below all sections, ``tableFooterHeight`` tall.
  public var tableFooterView: TableViewHeaderFooterView? {
    get { settings.tableFooterView }
    set { settings.tableFooterView = newValue }
  }
  /// The height of the table footer. Change it with ``setTableFooterHeight(_:)``.
  public var tableFooterHeight: CGFloat { settings.tableFooterHeight }

  /// The largest height the table takes for a row, a header or footer, an estimate or a setting:
  /// a million points, a thousand screens. Larger heights would make the sums the layout keeps
  /// lose precision (a Fenwick tree of doubles is exact for whole numbers up to 2⁵³, so up to
  /// 9 × 10⁹ rows of this height), so they are rejected like negative, infinite and NaN ones.
  public nonisolated static let maximumHeight: CGFloat = TableLimits.maximumHeight

  /// Whether unregistering a cell identifier (registering `nil`) also discards the cells waiting
  /// in its queue. UIKit does not say (rule 1.3); by default they stay dequeuable.
  public var purgesQueuedCellsOnUnregister: Bool {
    get { settings.purgesQueuedCellsOnUnregister }
    set { settings.purgesQueuedCellsOnUnregister = newValue }
  }

  /// Whether the event log records. Off by default: the log costs nothing until a test turns it
  /// on.
  public var isLoggingEvents: Bool {
    get { logsEvents }
    set { logsEvents = newValue }
  }

  /// The order in which reuse queues hand out views (rule 2.9).
  public var reuseQueueOrder: ReuseQueueOrder { cellPool.order }

  // MARK: Observable state

  /// The data-source, delegate and lifecycle events recorded while ``isLoggingEvents`` is on,
  /// oldest first.
  public var events: [TableEvent] { observations.events }
  /// How many cells were created and reused.
  public var statistics: ReuseStatistics { observations.statistics }
  /// Misuses the table noticed (rules 2.3, 4.3, 7.3, 7.4).
  public var diagnostics: [TableDiagnostic] { observations.diagnostics }
  /// The point of the content at the viewport's top-left corner. Change it with
  /// ``setContentOffset(_:)`` or the other scrolling methods.
  public internal(set) var contentOffset: CGPoint {
    get { viewport.offset }
    set { viewport.offset = newValue }
  }

  // MARK: Internal state

  // The state every callback reads and updates. Its accesses are checked for exclusivity at run
  // time in every build: a reentrancy bug that overlaps two accesses traps instead of corrupting
  // the table's memory in an app (the checks cost about a twentieth of a batch update's time).

  /// The event log, the statistics and the diagnostics.
  var observations = TableObservations()
  /// Whether the event log records (``isLoggingEvents``). Every callout, dequeue and display
  /// asks, so this one flag is left out of the run-time checks: it is a `Bool`, written only by
  /// ``isLoggingEvents``'s setter and read only by ``log(_:)``, and no access to it can overlap
  /// another in a way that corrupts memory, which is what the checks are there to stop.
  @exclusivity(unchecked) private var logsEvents = false
  /// The heights and the table header and footer.
  var settings = TableSettings()

  /// The data source, delegate and prefetch data source.
  var connections = TableConnections()
  /// The operation in progress and what callbacks asked it for.
  var operations = OperationState()
  /// The viewport's size and the content offset.
  var viewport: Viewport
  /// The viewport's size.
  var size: CGSize {
    get { viewport.size }
    set { viewport.size = newValue }
  }
  /// The registrations, queues and display counts of cells.
  var cellPool: ReusePool<TableViewCell>
  /// The registrations and queues of section headers and footers.
  var headerFooterPool: ReusePool<TableViewHeaderFooterView>
  var layout = TableLayout.empty
  /// Whether counts and heights must be read again before the next query (rule 4.2).
  var needsReload = true
  /// The cells, headers and footers on display, and the requests in progress.
  var screen = DisplayState()
  /// The selected rows and the settings that allow selecting them.
  var selection = SelectionModel()
  /// The open batches and the changes recorded in them.
  var batch = BatchRecorder()
  /// The rows in the working range.
  var workingRange = WorkingRange()

  // MARK: Selection settings (rule 6.1)

  /// Whether rows can be selected outside editing mode. Defaults to `true`.
  public var allowsSelection: Bool {
    get { selection.allowsSelection }
    set { selection.allowsSelection = newValue }
  }
  /// Whether several rows can be selected outside editing mode. Defaults to `false`.
  public var allowsMultipleSelection: Bool {
    get { selection.allowsMultipleSelection }
    set { selection.allowsMultipleSelection = newValue }
  }
  /// Whether rows can be selected in editing mode. Defaults to `false`.
  public var allowsSelectionDuringEditing: Bool {
    get { selection.allowsSelectionDuringEditing }
    set { selection.allowsSelectionDuringEditing = newValue }
  }
  /// Whether several rows can be selected in editing mode. Defaults to `false`.
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { selection.allowsMultipleSelectionDuringEditing }
    set { selection.allowsMultipleSelectionDuringEditing = newValue }
  }
  /// Whether the table is in editing mode. Change it with ``setEditing(_:animated:)``.
  public var isEditing: Bool { selection.isEditing }

  /// Creates a table with a viewport of the given size.
  ///
  /// - Parameters:
  ///   - size: The viewport's size. Defaults to 320 × 480 points.
  ///   - reuseQueueOrder: Which queued view a dequeue returns (rule 2.9). Defaults to
  ///     ``ReuseQueueOrder/lastInFirstOut``.
  public init(
    size: CGSize = CGSize(width: 320, height: 480),
    reuseQueueOrder: ReuseQueueOrder = .lastInFirstOut
  ) {
    viewport = Viewport(size: size)
    cellPool = ReusePool(order: reuseQueueOrder)
    var headerOrder = reuseQueueOrder
    if case .shuffled(let seed) = reuseQueueOrder { headerOrder = .shuffled(seed: ~seed) }
    headerFooterPool = ReusePool(order: headerOrder)
    try? headerFooterPool.registry.register(
      { TableViewHeaderFooterView(reuseIdentifier: $0) }, making: TableViewHeaderFooterView.self,
      for: Self.titleViewReuseIdentifier,
      method: "registerClass:forHeaderFooterViewReuseIdentifier:")
  }

  /// Records an event while the log is on; builds nothing, and touches none of the table's
  /// checked state, while it is off.
  func log(_ event: @autoclosure () -> TableEvent) {
    if logsEvents { observations.events.append(event()) }
  }

  /// Forgets the recorded events.
  public func clearEvents() {
    observations.events.removeAll()
  }
}
