#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitDeclarations)
  public import Foundation
  public import TableSourceCore
  #if canImport(UIKit)
    public import UIKit
  #else
    public import UIKitDeclarations
  #endif

  /// What connects a TableSource data source to a `UITableView`: the table's data source and
  /// delegate, and the `TableViewInterface` the data source updates the table through.
  ///
  /// You do not make one: `DiffableDataSource(tableView:rowProvider:)` and
  /// `SectionsDataSource.connect(to:)` do, and the data source keeps it alive. Use it to pass a
  /// UIKit table to the updates of a `SectionsDataSource`:
  ///
  /// ```swift
  /// let table = settings.connect(to: tableView)
  /// try settings.deleteRows(at: [indexPath], in: table, with: .automatic)
  /// ```
  ///
  /// It answers UIKit from the data source's rows and sections — counts, cells, titles, header
  /// and footer views and heights, and each row's `RowBehavior` — and passes every delegate
  /// call on to the app's own delegate (the data source's `delegate`), by the rule the virtual
  /// table's data sources follow: for questions, the row's or section's answer wins, else the
  /// app's delegate's, else UIKit's default; notifications run the row's handler, then reach the
  /// app's delegate. Delegate methods the adapter does not implement (the scroll view's, among
  /// others) go straight to the app's delegate through Objective-C message forwarding.
  ///
  /// UIKit cannot be told "no" by throwing, so the adapter never lets a TableSource error reach
  /// it as a crash: an update UIKit would reject throws before UIKit sees it, and an error while
  /// making a cell or view (a row handed the wrong cell type, say) yields an empty cell and is
  /// passed to ``onError``.
  @MainActor
  public final class TableViewAdapter: NSObject {
    /// The table, held weakly (the table holds the adapter weakly too; the data source keeps
    /// the adapter).
    public private(set) weak var tableView: UITableView?

    /// Called with each error the adapter could not throw to anyone: a cell or header view that
    /// could not be made or configured, a swipe action or a confirmed delete that failed. By
    /// default the error is printed.
    public var onError: (@MainActor (any Error) -> Void)? = { print("TableSource: \($0)") }

    weak var source: (any SectionedRowsDataSource)?
    let bridge: PlatformTableBridge<UITableView>

    #if canImport(ObjectiveC)
      // What `responds(to:)` and `forwardingTarget(for:)` read. NSObject declares them
      // nonisolated, so they cannot ask the data source; `updateForwarding()` writes these on
      // the main actor, and UIKit asks on the main thread.
      nonisolated(unsafe) private var commitsEditing = false
      nonisolated(unsafe) private var allowsReordering = false
      nonisolated(unsafe) private weak var forwardee: (any NSObjectProtocol)?
    #endif

    init(tableView: UITableView, dataSource: some SectionedRowsDataSource) {
      self.tableView = tableView
      source = dataSource
      bridge = PlatformTableBridge(tableView, dataSource: dataSource)
      super.init()
    }

    /// Makes this adapter the table's data source and delegate, and has the table read the data
    /// source. A delegate the table had, other than an adapter, becomes the data source's
    /// `delegate` (it keeps hearing every call).
    func install() {
      guard let tableView else { return }
      if let existing = tableView.delegate, !(existing is TableViewAdapter),
        source?.forwardee == nil
      {
        source?.forwardee = existing
      }
      updateForwarding()
      tableView.dataSource = self
      tableView.delegate = self
      bridge.reloadData()
    }

    /// Has UIKit ask again which delegate methods are implemented, after the app's delegate
    /// changed: UIKit asks once, when its `delegate` is set.
    func delegateDidChange() {
      updateForwarding()
      guard let tableView, tableView.delegate === self else { return }
      tableView.delegate = nil
      tableView.delegate = self
    }

    /// Records what UIKit's questions about implemented methods are answered from.
    private func updateForwarding() {
      #if canImport(ObjectiveC)
        commitsEditing = editable?.commitsEditing ?? false
        allowsReordering = editable?.allowsReordering ?? false
        forwardee = appDelegate?.base
      #endif
    }

    /// The app's own delegate.
    var appDelegate: AppDelegate? {
      (source?.forwardee as? any UITableViewDelegate).map(AppDelegate.init)
    }

    /// The data source, for the user's edits.
    private var editable: (any UserEditableDataSource)? { source as? any UserEditableDataSource }

    func report(_ error: any Error) { onError?(error) }
  }

  // MARK: - The table seam

  extension TableViewAdapter: TableViewInterface {
    /// UIKit's cell class.
    public typealias Cell = UITableViewCell
    /// UIKit's header and footer view class.
    public typealias HeaderFooterView = UITableViewHeaderFooterView

    /// Registers a cell class with the table, after checking the identifier is not empty and the
    /// class is a `UITableViewCell` (rules 1.4, 1.6).
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) throws {
      try bridge.register(cellClass, forCellReuseIdentifier: identifier)
    }

    /// Registers a header or footer view class with the table, checked as cells' are.
    public func register(
      _ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String
    ) throws {
      try bridge.register(viewClass, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// Whether a cell class was registered through the adapter under the identifier.
    public func hasRegistration(forCellReuseIdentifier identifier: String) -> Bool {
      bridge.hasRegistration(forCellReuseIdentifier: identifier)
    }

    /// Whether a header or footer view class was registered through the adapter.
    public func hasRegistration(forHeaderFooterViewReuseIdentifier identifier: String) -> Bool {
      bridge.hasRegistration(forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// The table's cell for a registered identifier; for one never registered, the error UIKit
    /// would raise, thrown (rule 1.5).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
      throws -> UITableViewCell
    {
      try bridge.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    /// The table's view for a registered identifier, else `nil`.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
      -> UITableViewHeaderFooterView?
    {
      bridge.dequeueReusableHeaderFooterView(withIdentifier: identifier)
    }

    /// Checks the update as UIKit would, with no UIKit call if it is invalid, then makes it
    /// with `performBatchUpdates` (or a reload when the table is not in a window).
    public func apply(_ update: BatchUpdate, animation: RowAnimation) throws {
      try bridge.apply(update, animation: animation)
    }

    /// Reloads the table.
    public func reloadData() { bridge.reloadData() }

    /// Whether a batch opened through the adapter is still open.
    public var hasUncommittedUpdates: Bool { bridge.hasUncommittedUpdates }

    /// Whether the table is in a window.
    public var isOnScreen: Bool { bridge.isOnScreen }

    /// The visible rows and the rows next to them, where UIKit prefetches cells: the rows whose
    /// content a diffable apply refreshes.
    public var indexPathsForRowsWithCells: [IndexPath]? { bridge.indexPathsForRowsWithCells }

    /// A `UITableViewCell` subclass that shows a `ListRow`'s content configuration and the
    /// accessories a table's cell has, from iOS 14 and tvOS 14; `nil` before.
    public var listCellClass: AnyClass? { bridge.listCellClass }

    /// Runs `updates` (the data source's model change and its ``apply(_:animation:)`` calls),
    /// checks the changes they make together, then makes them as one `performBatchUpdates`.
    public func performBatchUpdates(_ updates: () throws -> Void, completion: ((Bool) -> Void)?)
      throws
    {
      try bridge.performBatchUpdates(updates, completion: completion)
    }
  }

  // MARK: - UITableViewDataSource

  extension TableViewAdapter: UITableViewDataSource {
    /// The data source's number of sections.
    public func numberOfSections(in tableView: UITableView) -> Int {
      source?.numberOfSections ?? 0
    }

    /// The data source's number of rows in the section.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      source?.numberOfRows(inSection: section) ?? 0
    }

    /// The row's configured cell; an empty cell, with the error passed to ``onError``, when it
    /// cannot be made.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      do {
        guard let source else { throw TableViewError.noDataSource }
        let cell = try source.existingRow(at: indexPath).dequeueConfiguredCell(
          in: bridge, for: indexPath)
        if #available(iOS 14.0, tvOS 14.0, *), let listCell = cell as? ListTableViewCell {
          showOutlineLevel(in: listCell, at: indexPath)
        }
        return cell
      } catch {
        report(error)
        return UITableViewCell(style: .default, reuseIdentifier: nil)
      }
    }

    /// The section's header title, if its header is one.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      source?.title(.header, inSection: section)
    }

    /// The section's footer title, if its footer is one.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
      -> String?
    {
      source?.title(.footer, inSection: section)
    }

    /// The row's `RowBehavior.canEdit`, else `true`.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      source?.canEditRow(at: indexPath) ?? false
    }

    /// For a data source that follows the user's moves (`SectionsDataSource.allowsReordering`,
    /// `DiffableDataSource.reorderingHandlers`), whether it lets the row move; otherwise
    /// `false`.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      editable?.userCanMoveRow(at: indexPath) ?? false
    }

    /// Commits the user's edit: a `SectionsDataSource` that deletes rows on commit deletes the
    /// row; a `DiffableDataSource` runs its `commitEditing`. An error goes to ``onError``.
    public func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      guard let editable, editable.commitsEditing else { return }
      do {
        try editable.commitUserEdit(
          TableViewCellEditingStyle(editingStyle), at: indexPath, in: self)
      } catch {
        report(error)
      }
    }

    /// Follows the user's move in the data source (UIKit moved the row already).
    public func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      guard let editable, editable.allowsReordering else { return }
      editable.userMovedRow(from: sourceIndexPath, to: destinationIndexPath)
      bridge.userMovedRow(from: sourceIndexPath, to: destinationIndexPath)
    }
  }

  // MARK: - Forwarding what the adapter does not implement

  #if canImport(ObjectiveC)
    extension TableViewAdapter {
      /// Implemented methods, except the editing ones a data source does not support (UIKit
      /// offers swipe-to-delete and reordering to any data source that implements them), and
      /// whatever the app's delegate implements.
      public nonisolated override func responds(to aSelector: Selector!) -> Bool {
        if aSelector == #selector(UITableViewDataSource.tableView(_:commit:forRowAt:)) {
          return commitsEditing
        }
        if aSelector == #selector(UITableViewDataSource.tableView(_:moveRowAt:to:)) {
          return allowsReordering
        }
        if super.responds(to: aSelector) { return true }
        return forwardee?.responds(to: aSelector) ?? false
      }

      /// The app's delegate, for the delegate and scroll-view methods the adapter does not
      /// implement.
      public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let forwardee, forwardee.responds(to: aSelector) { return forwardee }
        return super.forwardingTarget(for: aSelector)
      }
    }
  #endif
#endif
