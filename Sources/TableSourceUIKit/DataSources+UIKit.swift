#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitDeclarations)
  public import TableSourceCore
  #if canImport(UIKit)
    public import UIKit
  #else
    public import UIKitDeclarations
  #endif

  extension DiffableDataSource {
    /// Creates a data source for a UIKit table, as
    /// `UITableViewDiffableDataSource(tableView:cellProvider:)` does, and connects it: a
    /// ``TableViewAdapter`` becomes the table's data source and delegate, so rows' heights, header
    /// and footer views and behaviour reach the table. A delegate the table had keeps hearing
    /// every call: it becomes this data source's `delegate`.
    ///
    /// Apply snapshots with `DiffableDataSource.apply(_:animatingDifferences:completion:)`:
    /// the first reloads the table; later ones are diffed and applied stage by stage, each stage
    /// one `performBatchUpdates`, checked before UIKit sees it; a table not in a window, or a
    /// change `DiffableDataSource.interrupt` turns down, is reloaded instead.
    ///
    /// The data source keeps the adapter; the table holds both weakly, as UIKit's table holds its
    /// data source: keep the data source in a property.
    public convenience init(tableView: UITableView, rowProvider: @escaping RowProvider) {
      self.init(rowProvider: rowProvider)
      connect(to: tableView)
    }

    /// Connects a data source made without a table to a UIKit table, as
    /// `init(tableView:rowProvider:)` does: a ``TableViewAdapter`` becomes the table's data
    /// source and delegate, and the data source's bound table. Apply a snapshot next. The data
    /// source keeps the adapter, and a later call replaces it.
    @discardableResult
    public func connect(to tableView: UITableView) -> TableViewAdapter {
      let adapter = TableViewAdapter(tableView: tableView, dataSource: self)
      tableSupport = adapter
      bind(to: adapter)
      adapter.install()
      return adapter
    }

    /// The app's own delegate for the UIKit table: it hears every delegate call and answers what
    /// the rows and sections leave open. Set it instead of the table's `delegate`, which stays
    /// the data source's adapter. Held weakly.
    public var delegate: (any UITableViewDelegate)? {
      get { forwardee as? any UITableViewDelegate }
      set {
        forwardee = newValue
        (tableSupport as? TableViewAdapter)?.delegateDidChange()
      }
    }
  }

  extension SectionsDataSource {
    /// Connects the data source to a UIKit table: a ``TableViewAdapter`` becomes the table's
    /// data source and delegate and the table reloads. Pass the adapter returned to the data
    /// source's updates (`insertRows(_:at:in:with:)` and the others).
    ///
    /// UIKit asks once, when the adapter becomes the table's data source, whether it supports
    /// deleting and reordering rows: set `SectionsDataSource.commitsEditing` and
    /// `SectionsDataSource.allowsReordering` before connecting.
    ///
    /// The data source keeps the adapter, and a later call replaces it.
    @discardableResult
    public func connect(to tableView: UITableView) -> TableViewAdapter {
      let adapter = TableViewAdapter(tableView: tableView, dataSource: self)
      tableSupport = adapter
      adapter.install()
      return adapter
    }

    /// The app's own delegate for the UIKit table, as the diffable data source's.
    public var delegate: (any UITableViewDelegate)? {
      get { forwardee as? any UITableViewDelegate }
      set {
        forwardee = newValue
        (tableSupport as? TableViewAdapter)?.delegateDidChange()
      }
    }
  }
#endif
