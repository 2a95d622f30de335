#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitDeclarations)
  public import Foundation
  import TableSourceCore
  #if canImport(UIKit)
    public import UIKit
  #else
    public import UIKitDeclarations
  #endif

  /// Connects a ``TableSourceCore/SectionsDataSource`` or ``TableSourceCore/DiffableDataSource`` to a UIKit collection view: it
  /// becomes the collection view's data source and delegate, and is the collection view the data
  /// source updates. ``TableSourceCore/SectionsDataSource/connect(to:)-(UICollectionView)`` returns it; pass it to
  /// the data source's updates as you pass a table:
  ///
  /// ```swift
  /// let grid = photos.connect(to: collectionView)
  /// try photos.deleteRows(at: [indexPath], in: grid, with: .automatic)
  /// ```
  ///
  /// It answers UIKit from the data source's rows and sections — counts, cells, supplementary
  /// views (a section's header and footer under the flow layout's kinds, its other
  /// supplementary views under theirs), and each row's `RowBehavior` for highlighting and
  /// selection — by the rule the table's adapter follows: for questions, the row's or section's
  /// answer wins, else the app's delegate's (``delegate``), else UIKit's default; a selection
  /// runs the row's handler, then reaches the app's delegate. Delegate methods the adapter does
  /// not implement (display notifications, the flow layout's sizes and spacings, the scroll
  /// view's) go straight to the app's delegate through Objective-C message forwarding.
  ///
  /// Cells are registered by class under each row's reuse identifier, on first use: one UIKit
  /// registration per identifier, for the row's cell class. UIKit accepts a class registration
  /// at any time; the registrations that must be made before the provider runs (C-A10) are
  /// `UICollectionView.CellRegistration` values, which the adapter never makes.
  ///
  /// UIKit cannot be told "no" by throwing, so the adapter never lets a TableSource error reach
  /// it as a crash: an update UIKit would reject throws before UIKit sees it, and an error while
  /// making a cell or view yields an empty one, dequeued as UIKit demands (C-A5, C-A6), and is
  /// passed to ``onError``.
  @MainActor
  public final class CollectionViewAdapter: NSObject {
    /// The collection view, held weakly (the collection view holds the adapter weakly too; the
    /// data source keeps the adapter).
    public private(set) weak var collectionView: UICollectionView?

    /// Called with each error the adapter could not throw to anyone: a cell or supplementary
    /// view that could not be made or configured. By default the error is printed.
    public var onError: (@MainActor (any Error) -> Void)? = { print("TableSource: \($0)") }

    weak var source: (any SectionedRowsDataSource)?
    let bridge: PlatformCollectionBridge<UICollectionView>

    #if canImport(ObjectiveC)
      // What `responds(to:)` and `forwardingTarget(for:)` read: NSObject declares them
      // nonisolated, so they cannot ask the data source; `updateForwarding()` writes these on
      // the main actor, and UIKit asks on the main thread.
      nonisolated(unsafe) private weak var forwardee: (any NSObjectProtocol)?
    #endif

    init(collectionView: UICollectionView, dataSource: some SectionedRowsDataSource) {
      self.collectionView = collectionView
      source = dataSource
      bridge = PlatformBridge(collectionView, dataSource: dataSource)
      super.init()
    }

    /// The app's own delegate for the collection view: it hears every delegate call and answers
    /// what the rows and sections leave open. Set it instead of the collection view's
    /// `delegate`, which stays this adapter; a delegate the collection view had when the data
    /// source connected becomes this one. Held weakly, by the data source.
    public var delegate: (any UICollectionViewDelegate)? {
      get { source?.forwardee as? any UICollectionViewDelegate }
      set {
        source?.forwardee = newValue
        updateForwarding()
        // UIKit asks which methods the delegate implements when it is set.
        guard let collectionView, collectionView.delegate === self else { return }
        collectionView.delegate = nil
        collectionView.delegate = self
      }
    }

    /// Makes this adapter the collection view's data source and delegate, and has it read the
    /// data source.
    func install() {
      guard let collectionView else { return }
      if let existing = collectionView.delegate, !(existing is CollectionViewAdapter),
        source?.forwardee == nil
      {
        source?.forwardee = existing
      }
      updateForwarding()
      collectionView.dataSource = self
      collectionView.delegate = self
      bridge.reloadData()
    }

    private func updateForwarding() {
      #if canImport(ObjectiveC)
        forwardee = delegate
      #endif
    }

    /// The app's own delegate, asked through ``DelegateAnswer``.
    var appDelegate: CollectionAppDelegate? { delegate.map(CollectionAppDelegate.init) }

    /// The data source, for the user's moves.
    var editable: (any UserEditableDataSource)? { source as? any UserEditableDataSource }

    func report(_ error: any Error) { onError?(error) }

    /// The identifier of the empty views the adapter answers with when it has none to give.
    static let emptyIdentifier = "TableSource.Empty"
  }

  extension UICollectionView {
    /// An empty cell, dequeued: UIKit accepts no other (C-A5). Registering again replaces the
    /// registration with the same, at any time.
    func emptyCell(at indexPath: IndexPath) -> UICollectionViewCell {
      let identifier = CollectionViewAdapter.emptyIdentifier
      register(UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
      return dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    /// An empty supplementary view of `kind`, dequeued: UIKit accepts no other, and no `nil`
    /// (C-A6, C-A7).
    func emptySupplementaryView(ofKind kind: String, at indexPath: IndexPath)
      -> UICollectionReusableView
    {
      let identifier = CollectionViewAdapter.emptyIdentifier
      register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: identifier)
      return dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }
  }

  // MARK: - The collection view seam

  extension CollectionViewAdapter: CollectionViewInterface {
    /// UIKit's cell class.
    public typealias Cell = UICollectionViewCell
    /// UIKit's supplementary view class.
    public typealias SupplementaryView = UICollectionReusableView

    /// Registers a cell class, after checking the identifier is not empty and the class is a
    /// `UICollectionViewCell` (C-A1).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)
      throws
    {
      try bridge.register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// Registers a supplementary view class under a kind and an identifier, checked as cells'
    /// are (C-A2).
    public func register(
      _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
      withReuseIdentifier identifier: String
    ) throws {
      try bridge.register(
        viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }

    /// Whether a cell class was registered through the adapter under the identifier.
    public func hasRegistration(forCellWithReuseIdentifier identifier: String) -> Bool {
      bridge.hasRegistration(forCellWithReuseIdentifier: identifier)
    }

    /// Whether a supplementary view class was registered through the adapter under the pair.
    public func hasRegistration(
      forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) -> Bool {
      bridge.hasRegistration(
        forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }

    /// The collection view's cell for a registered identifier; for one never registered, the
    /// error UIKit would raise, thrown (C-A4).
    public func dequeueReusableCell(
      withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) throws -> UICollectionViewCell {
      try bridge.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    /// The collection view's supplementary view for a registered pair; for one never
    /// registered, the error UIKit would raise, thrown.
    public func dequeueReusableSupplementaryView(
      ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) throws -> UICollectionReusableView {
      try bridge.dequeueReusableSupplementaryView(
        ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
    }

    /// A reusable view holding a label, pinned to its margins.
    public var sectionTitleViewClass: AnyClass { bridge.sectionTitleViewClass }

    /// Shows the title in the view's label.
    public func showSectionTitle(_ title: String, in view: UICollectionReusableView) throws {
      try bridge.showSectionTitle(title, in: view)
    }

    /// Checks the update as UIKit would, with no UIKit call if it is invalid, then makes it
    /// with `performBatchUpdates` (or a reload when the collection view is not in a window).
    /// UIKit's collection view does not animate by kind: `animation` is not used.
    public func apply(_ update: BatchUpdate, animation: RowAnimation) throws {
      try bridge.apply(update, animation: animation)
    }

    /// Reloads the collection view.
    public func reloadData() { bridge.reloadData() }

    /// Whether a batch opened through the adapter is still open.
    public var hasUncommittedUpdates: Bool { bridge.hasUncommittedUpdates }

    /// Whether the collection view is in a window.
    public var isOnScreen: Bool { bridge.isOnScreen }

    /// The visible items and the items next to them, where UIKit prefetches cells: the items
    /// whose content a diffable apply refreshes.
    public var indexPathsForRowsWithCells: [IndexPath]? { bridge.indexPathsForRowsWithCells }

    /// A `UICollectionViewListCell` subclass that shows a `ListRow`'s content configuration and
    /// accessories, from iOS 14 and tvOS 14; `nil` before.
    public var listCellClass: AnyClass? { bridge.listCellClass }

    /// Runs `updates` (the data source's model change and its ``apply(_:animation:)`` calls),
    /// checks the changes they make together, then makes them as one `performBatchUpdates`.
    public func performBatchUpdates(_ updates: () throws -> Void, completion: ((Bool) -> Void)?)
      throws
    {
      try bridge.performBatchUpdates(updates, completion: completion)
    }
  }

  // MARK: - UICollectionViewDataSource

  extension CollectionViewAdapter: UICollectionViewDataSource {
    /// The data source's number of sections.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
      source?.numberOfSections ?? 0
    }

    /// The data source's number of rows in the section.
    public func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      source?.numberOfRows(inSection: section) ?? 0
    }

    /// The row's configured cell. When it cannot be made, the error goes to ``onError`` and
    /// UIKit gets the cell dequeued for the request, as it was, or an empty one if none was.
    public func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      var cell: UICollectionViewCell?
      do {
        guard let source else { throw TableViewError.noDataSource }
        cell = try source.existingRow(at: indexPath).dequeueConfiguredCell(
          in: bridge, for: indexPath)
      } catch {
        report(error)
      }
      if #available(iOS 14.0, tvOS 14.0, *), let listCell = cell as? ListCollectionViewCell {
        showOutlineState(in: listCell, at: indexPath)
      }
      // A cell dequeued before configuring it failed is the one UIKit must get back (C-A8).
      let dequeued = bridge.takeDequeued() as? UICollectionViewCell
      return cell ?? dequeued ?? collectionView.emptyCell(at: indexPath)
    }

    /// The section's configured view of the kind. An empty view when the section shows none of
    /// that kind (a list layout asks for a header in every section; a flow layout is told a
    /// size of zero instead, and does not ask: C-C9), and when the view cannot be made, with the
    /// error passed to ``onError``: UIKit accepts no `nil` (C-A6).
    public func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      var view: UICollectionReusableView?
      do {
        view = try source?.configuredSupplementaryView(ofKind: kind, at: indexPath, in: bridge)
      } catch {
        report(error)
      }
      let dequeued = bridge.takeDequeued() as? UICollectionReusableView
      return view ?? dequeued ?? collectionView.emptySupplementaryView(ofKind: kind, at: indexPath)
    }

    /// For a data source that follows the user's moves (`SectionsDataSource.allowsReordering`,
    /// `DiffableDataSource.reorderingHandlers`), whether it lets the item move; otherwise
    /// `false`.
    public func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool {
      editable?.userCanMoveRow(at: indexPath) ?? false
    }

    /// Follows the user's move in the data source (UIKit moved the item already, C-J1).
    public func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      guard let editable, editable.allowsReordering else { return }
      editable.userMovedRow(from: sourceIndexPath, to: destinationIndexPath)
      bridge.userMovedRow(from: sourceIndexPath, to: destinationIndexPath)
    }
  }

  // MARK: - Forwarding what the adapter does not implement

  #if canImport(ObjectiveC)
    extension CollectionViewAdapter {
      /// Implemented methods, and whatever the app's delegate implements. Unlike the table's
      /// adapter, this one always answers that it moves items: a collection view offers no
      /// reorder control of its own, and moves only the items `canMoveItemAt` allows, so the
      /// data source's reordering may be turned on after connecting (UIKit asks which methods
      /// its data source implements once, when it is set).
      ///
      /// The two-finger pan's question is the exception: implementing it changes what UIKit does
      /// (without it, `allowsMultipleSelectionDuringEditing` decides), so the adapter answers
      /// that it implements it only when the app's delegate does (C-I5).
      public nonisolated override func responds(to aSelector: Selector!) -> Bool {
        #if !os(tvOS)
          let shouldBegin = #selector(
            UICollectionViewDelegate.collectionView(_:shouldBeginMultipleSelectionInteractionAt:))
          if aSelector == shouldBegin { return forwardee?.responds(to: aSelector) ?? false }
        #endif
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
