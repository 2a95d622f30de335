public import Foundation

/// A data source driven by snapshots: describe the state you want, and ``apply(_:to:animatingDifferences:updateStyle:)``
/// works out the batch updates, as `UITableViewDiffableDataSource` does.
///
/// ```swift
/// let dataSource = DiffableDataSource<String, Message.ID> { id in
///   MessageRow(message: store[id])
/// }
/// table.dataSource = dataSource
/// table.delegate = dataSource
///
/// var snapshot = Snapshot<String, Message.ID>()
/// try snapshot.appendSections(["inbox"])
/// try snapshot.appendItems(store.ids)
/// try dataSource.apply(snapshot, to: table)
/// ```
///
/// The row provider turns an item identifier into a row of any cell type, so sections mix cell
/// types as with ``SectionsDataSource``. As UIKit's cell provider, it is called for the rows the
/// table asks about: a cell it displays, a height it needs (every row's when estimation is off,
/// as UIKit asks every height), never for every item of a snapshot. A row made is kept until the
/// next apply, which drops the rows of items without a cell, so a row that comes into view later
/// is made then, from the app's data as it is then. (Until then the rows are held: scrolling
/// through n rows between two applies holds n rows.)
///
/// On every apply the data source makes the rows of the items that have a cell again
/// (``RowsViewInterface/indexPathsForRowsWithCells``) and compares each with the row its cell
/// shows through ``TableViewRow/isContentEqual(to:)``: an item whose identity stayed but whose
/// content changed is refreshed — reconfigured or reloaded, as `updateStyle` says, and reloaded
/// whatever it says when its row's cell type changed. UIKit's diffable data source refreshes only
/// items marked with `reloadItems`/`reconfigureItems` (rule 9.2); those marks work here too, on
/// any item, and a mark on an item without a cell costs no row.
///
/// A row's height that depends on its content follows it: the table asks the heights of inserted,
/// reloaded and reconfigured rows, and under estimation (the default) of rows coming on screen.
/// An off-screen row whose height changed is asked again when it comes on screen, or when it is
/// marked; with estimation off, the table asks every height after each update.
///
/// The same data source drives a collection view (any ``CollectionViewInterface``), with the
/// same snapshots, staged diff, ``interrupt``, ``reorderingHandlers`` and atomic applies: the
/// applies take any ``RowsViewInterface``, the items' rows are the collection view's cells
/// (`cell(for:in:)`), and ``supplementaryView(ofKind:at:in:)`` answers its supplementary views,
/// from ``header`` and ``footer`` for the flow layout's kinds and ``supplementaryViews`` for
/// others. Bind it to one with ``init(collectionView:rowProvider:)-(CollectionViewInterface,_)``.
@MainActor
public final class DiffableDataSource<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
  /// Makes the row for an item identifier: the one stored in the snapshot (rule 9.3).
  public typealias RowProvider = @MainActor (ItemID) -> any TableViewRow

  /// Makes the header or footer of a section: a title (a string literal will do) or a view's
  /// content, or `nil` for none.
  public typealias SupplementaryProvider = @MainActor (SectionID) -> SectionHeaderFooter?

  /// The state the table shows, as last applied (without reload or reconfigure marks), and as
  /// the user's moves left it.
  ///
  /// This and the header and footer providers are read on every question the table asks; their
  /// accesses are checked for exclusivity at run time in every build, so that a callback that
  /// reenters the data source in the middle of a change traps rather than corrupting it.
  @usableFromInline var current = Snapshot<SectionID, ItemID>() {
    didSet { knownUpdates?.version &+= 1 }
  }
  /// The updates its caller works out without a diff (a form showing and hiding fields), if the
  /// data source was made to take them: chosen at `init`, `nil` for every public initializer.
  package let knownUpdates: KnownUpdates?

  /// Each section's header, or `nil` for none: `dataSource.header = { "Day \($0)" }`.
  public var header: SupplementaryProvider?

  /// Each section's footer, or `nil` for none.
  public var footer: SupplementaryProvider?

  /// Makes a section's supplementary view of an element kind that a collection view's layout
  /// defines, or `nil` for none.
  public typealias SupplementaryViewProvider =
    @MainActor (_ elementKind: String, SectionID) -> AnyHeaderFooter?

  /// Each section's supplementary views in a collection view for the element kinds besides the
  /// flow layout's header and footer, which ``header`` and ``footer`` make (this provider is
  /// asked for those only when they give `nil`); `nil`, the default, for none. A table shows
  /// none of them.
  public var supplementaryViews: SupplementaryViewProvider?

  /// The animation of the updates ``apply(_:animatingDifferences:completion:)`` makes when it
  /// animates. Defaults to `.automatic`.
  public var defaultRowAnimation: RowAnimation = .automatic

  /// Decides, for each diff, to reload the table instead of applying the diff's batch updates —
  /// for changes so large that animating them costs more than they show (Carbon's `interrupt`,
  /// DifferenceKit's `interrupt:`). `nil`, the default, never does. A table that is not on
  /// screen (``RowsViewInterface/isOnScreen``) is reloaded whatever this says.
  ///
  /// ```swift
  /// dataSource.interrupt = { $0.changeCount > 300 }
  /// ```
  public var interrupt: (@MainActor (StagedChangeset) -> Bool)?

  /// Commits a deletion or insertion the user confirmed on an item's row (a swipe, or the
  /// editing control; rule 7.2): change the model, then apply a snapshot without the deleted
  /// item or with the inserted one, as `tableView(_:commit:forRowAt:)` of a subclass of UIKit's
  /// diffable data source does. `nil`, the default, commits nothing, and the table offers no
  /// swipe-to-delete.
  ///
  /// ```swift
  /// dataSource.commitEditing = { [weak dataSource] style, id in
  ///   guard let dataSource else { return }
  ///   store.remove(id)
  ///   var snapshot = dataSource.snapshot()
  ///   try snapshot.deleteItems([id])
  ///   try dataSource.apply(snapshot)
  /// }
  /// ```
  ///
  /// The data source keeps the handler: capture it, and anything that keeps it, weakly.
  public var commitEditing: (@MainActor (TableViewCellEditingStyle, ItemID) throws -> Void)?

  /// How the user reorders items, or `nil` (the default) for no reordering: the table shows
  /// reorder controls only when this is set (rule 7.3).
  public var reorderingHandlers: ReorderingHandlers?
  /// How the user's disclosure taps expand and collapse items of a section applied as a
  /// ``SectionSnapshot`` (C-K9). The default handlers let every item expand and collapse.
  public var sectionSnapshotHandlers = SectionSnapshotHandlers()

  /// The outline of each section last applied as a section snapshot, with the items it put in
  /// the section: it holds while the section's items are those (see
  /// ``snapshot(for:)``).
  @usableFromInline var outlines: [SectionID: Outline] = [:]
  /// The user's disclosure tap, made by the first section apply where the app calls it, so that
  /// it runs specialized for the app's identifier types; `nil` before.
  @usableFromInline var outlineToggle:
    (@MainActor (IndexPath, any RowsViewInterface) throws -> Bool)?

  /// The table bound by `init(tableView:rowProvider:)`, which the table-less `apply` methods
  /// update, or `nil` when the data source is bound to a collection view or to nothing. Held
  /// weakly, as the table holds its data source.
  public var tableView: (any TableViewInterface)? { boundView as? any TableViewInterface }

  /// The collection view bound by ``init(collectionView:rowProvider:)-(CollectionViewInterface,_)``, which the table-less
  /// `apply` methods update, or `nil`. Held weakly, as the collection view holds its data source.
  public var collectionView: (any CollectionViewInterface)? {
    boundView as? any CollectionViewInterface
  }

  /// The table or collection view the data source is bound to, if any.
  @usableFromInline weak var boundView: (any RowsViewInterface)?

  /// The app's own delegate, which a table module types and names (for the virtual table,
  /// `delegate`); held weakly, as UIKit holds delegates.
  package weak var forwardee: AnyObject?

  /// What a table module keeps alive as long as this data source: the UIKit bridge's adapter.
  package var tableSupport: AnyObject?

  @usableFromInline let rowProvider: RowProvider
  /// The rows made since the last apply, for the rows the table asked about, and the rows of
  /// the items whose cells the last apply refreshed: no others, so that no row outlives the
  /// data it was made from by more than an apply.
  @usableFromInline var rows: [ItemID: AnyRow] = [:]
  @usableFromInline var hasApplied = false

  /// Creates a data source whose rows come from `rowProvider`, bound to no table: pass the table
  /// to each apply (``apply(_:to:animatingDifferences:updateStyle:)``).
  public init(rowProvider: @escaping RowProvider) {
    self.rowProvider = rowProvider
    knownUpdates = nil
  }

  /// Creates a data source bound to no table that also takes the updates its caller works out
  /// (``apply(replacingItems:by:animatingDifferences:)``), counting its changes in
  /// `knownUpdates`.
  package init(knownUpdates: KnownUpdates, rowProvider: @escaping RowProvider) {
    self.rowProvider = rowProvider
    self.knownUpdates = knownUpdates
  }

  /// Creates a data source for one table of any kind, as
  /// `UITableViewDiffableDataSource(tableView:cellProvider:)` does:
  /// ``apply(_:animatingDifferences:completion:)`` then updates that table. Make the data source
  /// the table's data source as well (the virtual table's initializer of the same shape does it
  /// for you).
  public convenience init(tableView: some TableViewInterface, rowProvider: @escaping RowProvider) {
    self.init(boundTo: tableView, rowProvider: rowProvider)
  }

  /// Creates a data source for one collection view of any kind, as
  /// `UICollectionViewDiffableDataSource(collectionView:cellProvider:)` does:
  /// ``apply(_:animatingDifferences:completion:)`` then updates that collection view. Make the
  /// data source the collection view's data source as well.
  public convenience init(
    collectionView: some CollectionViewInterface, rowProvider: @escaping RowProvider
  ) {
    self.init(boundTo: collectionView, rowProvider: rowProvider)
  }

  /// Creates a data source bound to a table or a collection view: the one initializer that
  /// binds, for the views' own convenience initializers.
  package init(boundTo view: any RowsViewInterface, rowProvider: @escaping RowProvider) {
    self.rowProvider = rowProvider
    boundView = view
    knownUpdates = nil
  }

  /// Binds the data source to a view made after it: the UIKit bridge's adapter, which needs the
  /// data source to exist.
  package func bind(to view: any RowsViewInterface) {
    boundView = view
  }

  /// The state the table shows, as last applied, without reload or reconfigure marks (as
  /// `snapshot()` of UIKit's diffable data source).
  ///
  /// - Complexity: O(1); the copy is made when you change it. The first call after an update
  ///   its caller worked out without a diff (a form showing or hiding fields) rebuilds the
  ///   index from item to place, in O(n) for n items.
  public func snapshot() -> Snapshot<SectionID, ItemID> {
    indexItemsIfStale()
    return current
  }

  /// Rebuilds ``current``'s index from item to place if a known update left it out of date.
  ///
  /// - Complexity: O(n) for n items when it is; O(1) otherwise.
  @usableFromInline
  func indexItemsIfStale() {
    guard current.itemIndexIsStale else { return }
    // The items shown do not change: the state's version stays.
    let version = knownUpdates?.version
    current.indexItemsIfStale()
    if let version { knownUpdates?.version = version }
  }

  /// Makes `newSnapshot` the bound table's state, as UIKit's
  /// `apply(_:animatingDifferences:completion:)` does: the first apply reloads the table, later
  /// ones diff and apply the stages as batch updates, with ``defaultRowAnimation`` or none.
  ///
  /// `completion` runs before the method returns, once the data source holds the new state and
  /// the table has taken the update: applied, or — called from inside a table callback that
  /// defers updates, such as `willDisplay` — checked and waiting for the table's operation to
  /// end. It runs also when the table threw ``DisplayFailedAfterUpdate`` (the state is applied),
  /// not when the update was rejected.
  ///
  /// - Throws: ``TableViewError/noBoundTable`` when the data source is bound to no table or
  ///   collection view (or it is gone); otherwise what
  ///   ``apply(_:to:animatingDifferences:updateStyle:)`` throws.
  /// - Complexity: As ``apply(_:to:animatingDifferences:updateStyle:)``.
  @inlinable
  public func apply(
    _ newSnapshot: Snapshot<SectionID, ItemID>, animatingDifferences: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) throws {
    guard let boundView else { throw TableViewError.noBoundTable }
    do {
      try apply(
        newSnapshot, toTable: boundView, animatingDifferences: animatingDifferences,
        updateStyle: .reconfigure)
    } catch let error as DisplayFailedAfterUpdate {
      completion?()
      throw error
    }
    completion?()
  }

  /// Makes `newSnapshot` the bound table's state by reloading it, with no diff (as UIKit's
  /// `applySnapshotUsingReloadData(_:completion:)`). `completion` runs before the method returns.
  ///
  /// - Throws: ``TableViewError/noBoundTable`` when the data source is bound to no table or
  ///   collection view.
  /// - Complexity: O(n) for n items, to drop the marks; no row is made until the table asks for
  ///   one. Plus the table's reload.
  public func applySnapshotUsingReloadData(
    _ newSnapshot: Snapshot<SectionID, ItemID>, completion: (@MainActor () -> Void)? = nil
  ) throws {
    guard let boundView else { throw TableViewError.noBoundTable }
    applyUsingReloadData(newSnapshot, to: boundView)
    completion?()
  }

  /// The identifier of the section at an index, or `nil` (as UIKit's `sectionIdentifier(for:)`).
  ///
  /// - Complexity: O(1).
  public func sectionIdentifier(for index: Int) -> SectionID? {
    // The stored identifiers, not the computed `sectionIdentifiers`: this code is not
    // specialized, and calling the getter would copy the whole snapshot first.
    let identifiers = current.sectionIDs
    return index >= 0 && index < identifiers.count ? identifiers[index] : nil
  }

  /// Makes `snapshot` the table's state, with the batch updates that lead to it.
  ///
  /// The first apply reloads the table; later ones diff (``StagedChangeset``) and apply the
  /// stages as batch updates, each validated by the table.
  ///
  /// Content is compared only where a cell shows it: the items with cells
  /// (``RowsViewInterface/indexPathsForRowsWithCells``) that stay get a new row from the row
  /// provider, compared with the row their cell shows, and the changeset's content stage lists
  /// those that changed, with the marked items; an item without a cell is not listed (its row is
  /// made when the table next asks for it). An item whose row now has another reuse identifier
  /// than the row its cell shows is reloaded, whatever `updateStyle` and the snapshot's marks say:
  /// its cell must change type, which reconfiguring cannot do (rule 5.10).
  ///
  /// - Parameters:
  ///   - newSnapshot: The state wanted.
  ///   - table: The table showing this data source.
  ///   - animatingDifferences: Whether the updates are animated (recorded as the animation).
  ///   - updateStyle: How items whose content changed are refreshed.
  /// - Returns: The changeset applied: as batch updates, or by reloading the table when it is
  ///   not on screen or ``interrupt`` asks for a reload.
  /// - Throws: ``TableViewError/updateInsideOpenBatch`` inside a batch the app opened; the
  ///   table's ``BatchUpdateError`` if it rejects the update (it cannot for a diff of two valid
  ///   snapshots unless the table was changed behind the data source's back), or a
  ///   ``TableViewError`` for a bad count or height. The data source then keeps its previous
  ///   state. ``DisplayFailedAfterUpdate`` when the update was applied but a row could not be
  ///   displayed: the data source then holds the new snapshot, as the table does.
  /// - Complexity: O(n + s log s + m log m) for n items and s sections in the two snapshots and
  ///   m items that stay in their section but not in order (the diff, see ``StagedChangeset``),
  ///   plus one row made and one ``TableViewRow/isContentEqual(to:)`` per cell, and the table's
  ///   work to apply the stages. The first apply reloads and makes no row.
  ///   Inlinable, so that the diff is specialized for the app's identifier types.
  @inlinable
  @discardableResult
  public func apply(
    _ newSnapshot: Snapshot<SectionID, ItemID>, to table: some RowsViewInterface,
    animatingDifferences: Bool = true, updateStyle: ContentUpdateStyle = .reconfigure
  ) throws -> StagedChangeset {
    try apply(
      newSnapshot, toTable: table, animatingDifferences: animatingDifferences,
      updateStyle: updateStyle)
  }

  /// ``apply(_:to:animatingDifferences:updateStyle:)``, generic over the identifier types only:
  /// the table, often an existential (the bound table), is called a few times per apply, while
  /// the diff and the row look-ups run per item and must specialize.
  @inlinable
  @discardableResult
  func apply(
    _ newSnapshot: Snapshot<SectionID, ItemID>, toTable table: any RowsViewInterface,
    animatingDifferences: Bool, updateStyle: ContentUpdateStyle
  ) throws -> StagedChangeset {
    guard !table.hasUncommittedUpdates else { throw TableViewError.updateInsideOpenBatch }
    indexItemsIfStale()
    var settled = newSnapshot
    settled.clearMarks()
    guard hasApplied else {
      reload(table, showing: settled)
      return StagedChangeset(stages: [])
    }
    let (newRows, marked) = refreshRowsWithCells(
      in: table, for: newSnapshot, updateStyle: updateStyle)
    var changeset = StagedChangeset(from: current, to: marked)
    Self.reloadItemsWhoseCellTypeChanged(in: &changeset, newSnapshot, rows, newRows)
    if !table.isOnScreen || interrupt?(changeset) == true {
      reload(table, showing: settled)
      return changeset
    }
    let animation: RowAnimation = animatingDifferences ? defaultRowAnimation : .none
    var stages = changeset.stages[...]
    do {
      try commitInBatch(
        on: table,
        settle: {
          current = settled
          rows = newRows
        },
        apply: {
          if let first = stages.first, first.changesStructure {
            try table.apply(first, animation: animation)
            stages.removeFirst()
          }
        })
    } catch let error as DisplayFailedAfterUpdate {
      // Applied: the content stage still runs, so that no item keeps stale content. Its own
      // failure to display adds nothing to the error already thrown.
      for stage in stages {
        let refresh = relocating(stage, from: newSnapshot)
        do { try table.apply(refresh, animation: animation) } catch is DisplayFailedAfterUpdate {}
      }
      throw error
    }
    // The content stage changes no counts: once the structure is applied, it can only fail to
    // display (DisplayFailedAfterUpdate), and the data source already holds the new state.
    for stage in stages {
      try table.apply(relocating(stage, from: newSnapshot), animation: animation)
    }
    return changeset
  }

  /// Opens a batch on `table`, makes the new state the data source's (`settle`) and applies the
  /// update (`apply`) inside it. The batch opens before the state changes, so the table's counts
  /// "before" are the old ones (rule 4.4).
  ///
  /// - Throws: What the table throws. When it rejects the update, the data source's state is
  ///   what it was before (the table did not change either); a ``DisplayFailedAfterUpdate``
  ///   means the update was applied, and the new state stays.
  @usableFromInline
  func commitInBatch(
    on table: any RowsViewInterface, settle: () -> Void, apply: () throws -> Void
  ) throws {
    let previous = (current, rows)
    do {
      try table.performBatchUpdates(
        {
          settle()
          try apply()
        }, completion: nil)
    } catch let error as DisplayFailedAfterUpdate {
      throw error
    } catch {
      (current, rows) = previous
      throw error
    }
  }

  /// The content stage with its index paths, worked out against `planned`, moved to where its
  /// items and sections are now: a callback may have applied another snapshot while the
  /// structure was displayed (a "load more" from `willDisplay`). Items no longer shown are
  /// dropped.
  ///
  /// - Complexity: O(c) for c items and sections in the stage.
  @inlinable
  func relocating(_ stage: BatchUpdate, from planned: Snapshot<SectionID, ItemID>)
    -> BatchUpdate
  {
    guard current != planned else { return stage }
    indexItemsIfStale()
    func now(_ path: IndexPath) -> IndexPath? {
      planned.itemIdentifier(at: path).flatMap { current.indexPath(ofItem: $0) }
    }
    func now(_ section: Int) -> Int? {
      guard planned.sectionIdentifiers.indices.contains(section) else { return nil }
      return current.indexOfSection(planned.sectionIdentifiers[section])
    }
    return BatchUpdate(
      reloadedSections: stage.reloadedSections.compactMap(now),
      reloadedRows: stage.reloadedRows.compactMap(now),
      reconfiguredRows: stage.reconfiguredRows.compactMap(now))
  }

  /// Turns the reconfiguration of an item whose row changed reuse identifier into a reload.
  @inlinable
  static func reloadItemsWhoseCellTypeChanged(
    in changeset: inout StagedChangeset, _ new: Snapshot<SectionID, ItemID>,
    _ oldRows: [ItemID: AnyRow], _ newRows: [ItemID: AnyRow]
  ) {
    for (index, stage) in changeset.stages.enumerated() where !stage.reconfiguredRows.isEmpty {
      var kept: [IndexPath] = []
      var reloaded: [IndexPath] = []
      for path in stage.reconfiguredRows {
        guard let item = new.itemIdentifier(at: path), let old = oldRows[item],
          let row = newRows[item], old.reuseIdentifier != row.reuseIdentifier
        else {
          kept.append(path)
          continue
        }
        reloaded.append(path)
      }
      guard !reloaded.isEmpty else { continue }
      changeset.stages[index].reconfiguredRows = kept
      changeset.stages[index].reloadedRows += reloaded
    }
  }

  /// Makes `snapshot` the table's state by reloading it, with no diff (as
  /// `applySnapshotUsingReloadData`).
  ///
  /// - Complexity: O(n) for n items, to drop the marks; no row is made until the table asks for
  ///   one. Plus the table's reload.
  public func applyUsingReloadData(
    _ newSnapshot: Snapshot<SectionID, ItemID>, to table: some RowsViewInterface
  ) {
    var settled = newSnapshot
    settled.clearMarks()
    reload(table, showing: settled)
  }

  /// The rows of the items that have a cell (``RowsViewInterface/indexPathsForRowsWithCells``,
  /// or every row made since the last apply when the table cannot tell) and stay in `snapshot`,
  /// made again; and `snapshot` with those whose content changed marked for reloading or
  /// reconfiguring, as `updateStyle` says. An item the app marked keeps its mark.
  ///
  /// - Complexity: O(c) for c rows with cells, with one row made and compared per row; O(k)
  ///   more to add k marks.
  @inlinable
  func refreshRowsWithCells(
    in table: any RowsViewInterface, for snapshot: Snapshot<SectionID, ItemID>,
    updateStyle: ContentUpdateStyle
  ) -> (rows: [ItemID: AnyRow], marked: Snapshot<SectionID, ItemID>) {
    let items = table.indexPathsForRowsWithCells.map { $0.compactMap(current.itemIdentifier) }
    let shown = items ?? Array(rows.keys)
    let hasMarks = !snapshot.reloaded.isEmpty || !snapshot.reconfigured.isEmpty
    var fresh = [ItemID: AnyRow](minimumCapacity: shown.count)
    var changed: [ItemID] = []
    for item in shown where fresh[item] == nil && snapshot.indexPath(ofItem: item) != nil {
      let row = AnyRow(rowProvider(item))
      fresh[item] = row
      guard let old = rows[item], !row.isContentEqual(to: old) else { continue }
      if hasMarks && (snapshot.reloaded.contains(item) || snapshot.reconfigured.contains(item)) {
        continue
      }
      changed.append(item)
    }
    guard !changed.isEmpty else { return (fresh, snapshot) }
    var marked = snapshot
    switch updateStyle {
    case .reconfigure: marked.reconfigured.formUnion(changed)
    case .reload: marked.reloaded.formUnion(changed)
    }
    return (fresh, marked)
  }

  /// Makes `settled` (a snapshot without marks) the data source's state and reloads the table:
  /// the first apply, an apply the table cannot animate, a reload asked for. The rows made so
  /// far are dropped: the reload asks for every cell again, and each row is made then.
  @usableFromInline
  func reload(_ table: some RowsViewInterface, showing settled: Snapshot<SectionID, ItemID>) {
    current = settled
    rows = [:]
    hasApplied = true
    table.reloadData()
  }

  /// The item shown at an index path, or `nil`.
  ///
  /// - Complexity: O(1).
  public func itemIdentifier(for indexPath: IndexPath) -> ItemID? {
    current.itemIdentifier(at: indexPath)
  }

  /// The index path of an item, or `nil`.
  ///
  /// - Complexity: O(1) on average; O(n) for n items the first time after an update its caller
  ///   worked out without a diff, which rebuilds the index from item to place.
  public func indexPath(for item: ItemID) -> IndexPath? {
    indexItemsIfStale()
    return current.indexPath(ofItem: item)
  }

  /// The row of the item shown at an index path, or `nil`: the row made for it since the last
  /// apply, else one made now by the row provider and kept until the next apply.
  ///
  /// - Complexity: O(1) on average, plus the row provider when the row is made.
  public func row(at indexPath: IndexPath) -> AnyRow? {
    guard let item = current.itemIdentifier(at: indexPath) else { return nil }
    if let row = rows[item] { return row }
    let row = AnyRow(rowProvider(item))
    rows[item] = row
    return row
  }

  /// The row the data source holds for an item, made since the last apply or refreshed by it,
  /// or `nil`: for tests of what a cell must show, without making a row.
  package func rowMade(for item: ItemID) -> AnyRow? { rows[item] }

  // MARK: - Table-agnostic core

  /// The number of sections of the snapshot.
  public var numberOfSections: Int { current.sectionIDs.count }

  /// The number of items in a section of the snapshot, or 0 for a section that does not exist.
  ///
  /// - Complexity: O(1).
  public func numberOfRows(inSection section: Int) -> Int {
    itemIdentifiers(inSectionAt: section).count
  }

  /// Dequeues the cell for the item at an index path and has its row configure it.
  ///
  /// - Throws: ``TableViewError/rowOutOfRange(row:section:numberOfRows:)`` for an index path
  ///   that names no item; the table's dequeue errors; the row's configuration errors.
  /// - Complexity: O(1) on average, plus the table's dequeue and the row's configuration.
  public func cell<Table: TableViewInterface>(for indexPath: IndexPath, in table: Table) throws
    -> Table.Cell
  {
    try existingRow(at: indexPath).dequeueConfiguredCell(in: table, for: indexPath)
  }

  /// The header or footer of a section from ``header`` or ``footer``, or `nil`.
  package func supplement(_ kind: SupplementaryKind, inSection section: Int)
    -> SectionHeaderFooter?
  {
    // The table asks for every section's header and footer on each update, through code that is
    // not specialized: no `SectionID?` is made (its type is looked up at run time on each call).
    guard let provider = kind == .header ? header : footer else { return nil }
    let identifiers = current.sectionIDs
    guard section >= 0 && section < identifiers.count else { return nil }
    return provider(identifiers[section])
  }

  /// The height of a section's header or footer: its view content's, else `viewDefault`; `nil`
  /// for a title or none.
  package func supplementHeight(
    _ kind: SupplementaryKind, inSection section: Int, viewDefault: CGFloat
  ) -> CGFloat? {
    supplement(kind, inSection: section)?.height(viewDefault: viewDefault)
  }

  /// The configured header or footer view of a section whose ``header`` or ``footer`` is view
  /// content, or `nil` for a title or none.
  ///
  /// - Throws: As ``SectionsDataSource/headerView(forSection:in:)``.
  public func view<Table: TableViewInterface>(
    of kind: SupplementaryKind, inSection section: Int, in table: Table
  ) throws -> Table.HeaderFooterView? {
    try supplement(kind, inSection: section)?.dequeueConfiguredView(in: table)
  }

  /// What a section shows for a collection view's element kind: ``header`` or ``footer`` for
  /// the flow layout's kinds, else ``supplementaryViews``; `nil` for none.
  package func supplement(ofKind elementKind: String, inSection section: Int)
    -> SectionHeaderFooter?
  {
    if let kind = SupplementaryKind(elementKind: elementKind),
      let supplement = supplement(kind, inSection: section)
    {
      return supplement
    }
    guard let supplementaryViews, let id = sectionIdentifier(for: section) else { return nil }
    return supplementaryViews(elementKind, id).map { .view($0) }
  }

  /// The configured supplementary view of `elementKind` for the section of `indexPath`: from
  /// ``header`` or ``footer`` for the flow layout's kinds (a title shown in the collection
  /// view's ``CollectionViewInterface/sectionTitleViewClass``), else from
  /// ``supplementaryViews``. The view's class is registered for the kind on first use. `nil`
  /// when the providers give nothing for the section, or it does not exist.
  ///
  /// - Throws: As ``SectionsDataSource/supplementaryView(ofKind:at:in:)``.
  /// - Complexity: O(1), plus the providers, the dequeue and the configuration.
  public func supplementaryView<CollectionView: CollectionViewInterface>(
    ofKind elementKind: String, at indexPath: IndexPath, in collectionView: CollectionView
  ) throws -> CollectionView.SupplementaryView? {
    try configuredSupplementaryView(ofKind: elementKind, at: indexPath, in: collectionView)
  }

}

extension DiffableDataSource: SectionedRowsDataSource {}
