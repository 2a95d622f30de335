public import Foundation
import TableSourceCore
public import TableSourceVirtualCollection
public import TableSourceVirtualTable

/// Audits a table or a collection view for the classic reuse bugs (B1–B4, “Classic reuse bugs”
/// in TableSource's documentation) by driving its data source and delegate as the app configured
/// them. On a collection view, rows are items, B1 covers the supplementary views too, and a
/// ``DequeueContractAudit`` runs first.
///
/// ```swift
/// let table = VirtualTableView(size: CGSize(width: 320, height: 480))
/// let feed = FeedDataSource(posts: posts)  // the app's data source and delegate
/// table.dataSource = feed
/// let report = try ReuseAudit().run(on: table)
/// try report.requireClean()  // or assert on report.findings
/// ```
///
/// - **B1, stale state:** every row is configured twice off the screen, into a new cell and into
///   a cell that has shown the rows above it with the same reuse identifier; the two must hold
///   the same: what they draw (`ReusableView.renderedContent`) and their stored properties, by
///   reflection. A difference names the earlier row the value came from (among the 32 rows
///   the cell showed before).
/// - **B2, late asynchronous results:** with a ``TestScheduler`` that the app's loaders use, the
///   audit scrolls through the table while loads start, finishes them in an order of its
///   choosing, and checks that every cell on screen shows what a new cell configured for its row
///   shows once its own loads are done; a difference the cell shows again once configured anew
///   for its row is its configuration's, B1's, and is not reported again as B2.
/// - **B3, state kept only in the cell:** for cells that offer actions (`UserActionCell`), it
///   acts on a row, scrolls until the cell is reused, scrolls back, and checks that what the
///   action changed still shows.
/// - **B4, stale index paths:** it moves the row above an acted-on row below it (a deletion above
///   and an insertion below, as far as the row's index path goes), and a row from below above
///   it, then runs the cell's actions and checks that they did not leave their own row as it was
///   and change the row now at the index path the cell was configured for. It needs row
///   identities, and a way to move rows (``moveRow``, for a data source the app wrote itself).
///
/// The audit acts as a user would: B3 and B4 change the model through the cells' actions and
/// move rows. Run it on a table made for the test. Failures are values (the report), or an error
/// (``ReuseAuditReport/requireClean()``): they read the same in Swift Testing and XCTest.
public struct ReuseAudit {
  /// The checks to run; all four by default (B2 runs only with a ``scheduler``).
  public var checks: Set<ReuseBug> = Set(ReuseBug.allCases)
  /// Stored properties of the app's cells that B1 does not compare, by name (a counter of
  /// configurations, a cache the cell keeps on purpose).
  public var ignoredProperties: Set<String> = []
  /// The scheduler the app's loaders use in the test, for B2.
  public var scheduler: TestScheduler?
  /// How many rows of each cell class B3 and B4 act on.
  public var rowsActedOnPerCellClass = 2
  /// The most findings kept of each kind, for cells and for each kind of supplementary view: a
  /// bug in a configuration repeats on every row.
  public var findingsPerBug = 10
  /// Seeds the order B2 finishes jobs in.
  public var seed: UInt64 = 1
  /// The identity of the row at an index path, for a data source that gives rows none (one the
  /// app wrote itself): findings name rows by it, and B3 and B4 follow rows by it. A
  /// `SectionsDataSource` or `DiffableDataSource` needs none.
  public var rowIdentity: (@MainActor (IndexPath) -> String?)?
  /// Actions the test names for cells that do not offer their own (`UserActionCell`): what
  /// B3 and B4 run on a cell, as the user's gestures would; `nil`, the default, leaves only the
  /// cells' own.
  public var cellActions: (@MainActor (TableViewCell) -> [CellUserAction])?
  /// Actions the test names for a collection view's cells, as ``cellActions`` for a table's.
  public var itemActions: (@MainActor (CollectionViewCell) -> [CellUserAction])?
  /// Whether an audit of a collection view checks the dequeue contract first
  /// (``DequeueContractAudit``). On by default.
  public var checksDequeueContract = true
  /// Moves a row as the app would (its model, then the table), for B4 on a data source the app
  /// wrote itself; a `SectionsDataSource` or `DiffableDataSource` needs none.
  public var moveRow: (@MainActor (IndexPath, IndexPath) throws -> Void)?

  /// An audit with the given checks (every one by default) and settings.
  public init(
    checks: Set<ReuseBug> = Set(ReuseBug.allCases), ignoredProperties: Set<String> = [],
    scheduler: TestScheduler? = nil, seed: UInt64 = 1,
    rowIdentity: (@MainActor (IndexPath) -> String?)? = nil,
    moveRow: (@MainActor (IndexPath, IndexPath) throws -> Void)? = nil
  ) {
    self.checks = checks
    self.ignoredProperties = ignoredProperties
    self.scheduler = scheduler
    self.seed = seed
    self.rowIdentity = rowIdentity
    self.moveRow = moveRow
  }

  /// Audits `table`: loads it if needed, runs the checks, and scrolls back where the table was,
  /// the rows on screen configured again by the data source and the loads they start run.
  ///
  /// Cells the audit makes off the screen take instance numbers from the table's count, so the
  /// numbers of cells made after an audit are higher than without it.
  ///
  /// - Throws: What the table or the data source throws while the audit drives them (a bug of
  ///   another kind); the findings are in the report, not thrown.
  /// - Complexity: B1 configures every row twice; B2 scrolls through the table once; B3 and B4
  ///   act on a few rows per cell class.
  @MainActor
  public func run(on table: VirtualTableView) throws -> ReuseAuditReport {
    try run(auditing: table)
  }

  /// Audits `collectionView` as ``run(on:)-(VirtualTableView)`` audits a table, after a
  /// ``DequeueContractAudit`` (unless ``checksDequeueContract`` is off), whose findings are the
  /// report's ``ReuseAuditReport/contractFindings``; the reuse checks run only on a data source
  /// that keeps the contract. They check its items for B1–B4, and for B1 its supplementary views
  /// too (every header and footer of the layout,
  /// configured into a new view and into one that showed the sections before it of the same
  /// kind and identifier). Items are named as rows (`row 0.3`: section 0, item 3).
  ///
  /// Cells offer actions for B3 and B4 by conforming to `UserActionCell`, or through
  /// ``itemActions``; a core data source connected to the collection view (`connect(to:)`)
  /// gives items their identities and moves them.
  ///
  /// - Throws: What the collection view or the data source throws while the audit drives them.
  /// - Complexity: B1 configures every item and supplementary view twice; B2 scrolls through the
  ///   content once; B3 and B4 act on a few items per cell class.
  @MainActor
  public func run(on collectionView: VirtualCollectionView) throws -> ReuseAuditReport {
    guard checksDequeueContract else { return try run(auditing: collectionView) }
    let contract = try DequeueContractAudit(findingsPerKind: findingsPerBug).run(on: collectionView)
    guard contract.isClean else {
      // The reuse checks drive the same requests, which would throw; the contract comes first.
      var report = ReuseAuditReport(findings: [], checks: [], skipped: [:], rowsAudited: 0)
      for bug in ReuseBug.allCases where checks.contains(bug) {
        report.skipped[bug] = "the data source breaks the dequeue contract"
      }
      report.contractFindings = contract.findings
      return report
    }
    return try run(auditing: collectionView)
  }

  /// The actions the test names for a cell: ``cellActions`` for a table's, ``itemActions`` for
  /// a collection view's.
  @MainActor
  func namedActions(of cell: ReusableView) -> [CellUserAction] {
    if let cell = cell as? TableViewCell { return cellActions?(cell) ?? [] }
    if let cell = cell as? CollectionViewCell { return itemActions?(cell) ?? [] }
    return []
  }

  /// The one audit engine, over either view.
  @MainActor
  private func run<View: AuditedView>(auditing view: View) throws -> ReuseAuditReport {
    try view.layoutIfNeeded()
    let offset = view.contentOffset
    var run = AuditRun(audit: self, view: view)
    for bug in ReuseBug.allCases where checks.contains(bug) {
      switch bug {
      case .staleState: try run.checkStaleState()
      case .lateAsyncResult: try run.checkAsyncResults()
      case .stateKeptInCell: try run.checkCellState()
      case .staleIndexPath: try run.checkIndexPaths()
      }
    }
    try run.restoreScreen(at: offset)
    return run.report
  }
}

/// One audit in progress: the view, and the report so far.
@MainActor
struct AuditRun<View: AuditedView> {
  let audit: ReuseAudit
  let view: View
  var report = ReuseAuditReport(findings: [], checks: [], skipped: [:], rowsAudited: 0)

  init(audit: ReuseAudit, view: View) {
    self.audit = audit
    self.view = view
  }

  /// Keeps a finding, unless ``ReuseAudit/findingsPerBug`` of its kind are kept already for
  /// its kind of view.
  mutating func record(_ finding: ReuseFinding) {
    guard hasRoom(for: finding.bug, elementKind: finding.row.elementKind) else { return }
    report.findings.append(finding)
  }

  /// Whether fewer than ``ReuseAudit/findingsPerBug`` findings of `bug` are kept for views of
  /// `elementKind` (`nil`: cells): a bug in the cells' configuration must not hide the headers'.
  func hasRoom(for bug: ReuseBug, elementKind: String?) -> Bool {
    report.findings(of: bug).count { $0.row.elementKind == elementKind } < audit.findingsPerBug
  }

  /// Every index path of the view, in order.
  var allRows: [IndexPath] {
    (0..<view.numberOfSections).flatMap { section in
      (0..<view.rowCount(inSection: section)).map { IndexPath(row: $0, section: section) }
    }
  }

  /// The row at `path` with its identity, when the data source gives rows identities.
  func audited(_ path: IndexPath) -> AuditedRow {
    let key = key(at: path)
    return AuditedRow(
      indexPath: path, identity: key.map { String(describing: $0.value.base) }, key: key)
  }

  /// The identity of the row at `path`: the audit's `rowIdentity`, else the row's own from a
  /// data source of rows; ``audited(_:)`` adds its text.
  private func key(at path: IndexPath) -> RowKey? {
    if let rowIdentity = audit.rowIdentity { return rowIdentity(path).map { RowKey($0) } }
    return view.rowsSource?.row(at: path).map { RowKey($0.id) }
  }

  /// Where `row` is now, found by its identity (at its last index path first), or `nil` when it
  /// is gone; a row without an identity is taken to be at its index path while that exists.
  func locate(_ row: AuditedRow) -> IndexPath? {
    guard let wanted = row.key else {
      return row.indexPath.section < view.numberOfSections
        && row.indexPath.row < view.rowCount(inSection: row.indexPath.section)
        ? row.indexPath : nil
    }
    if key(at: row.indexPath) == wanted { return row.indexPath }
    return allRows.first { key(at: $0) == wanted }
  }

  /// A new cell configured for the row at `path` off the screen.
  func freshCell(of path: IndexPath) throws -> View.Cell {
    let view = view
    return try view.configureDetached(row: path) { view.makeDetachedCell(identifier: $0) }
  }

  /// What a new cell configured for the row at `path` off the screen holds.
  func freshContents(of path: IndexPath) throws -> CellContents {
    CellContents(of: try freshCell(of: path), ignoring: audit.ignoredProperties)
  }

  /// Records that `bug`'s check did not run, and why.
  mutating func skip(_ bug: ReuseBug, because reason: String) {
    report.checks.removeAll { $0 == bug }
    report.skipped[bug] = reason
  }

  /// Has the data source configure the rows on screen again: a configuration off the screen may
  /// have told the app that another cell shows a row (a form binds a field to the last cell
  /// configured for it), and the cells on screen must be the ones the app knows.
  func rebindScreen() throws {
    let visible = view.visibleRows
    if !visible.isEmpty { try view.reconfigure(visible) }
    try view.layoutIfNeeded()
  }

  /// Scrolls back to `offset` (as near as the rows left allow) and has the data source configure
  /// the rows on screen again, so that the cells it knows as showing them (a form's bindings)
  /// are the cells on screen after the audit's own; then runs the loads that started.
  mutating func restoreScreen(at offset: CGPoint) throws {
    try view.setContentOffset(offset)
    try rebindScreen()
    settle()
  }
}
