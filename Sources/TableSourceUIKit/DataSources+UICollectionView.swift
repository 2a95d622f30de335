#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitDeclarations)
  public import TableSourceCore
  #if canImport(UIKit)
    public import UIKit
  #else
    public import UIKitDeclarations
  #endif

  extension DiffableDataSource {
    /// Creates a data source for a UIKit collection view, as
    /// `UICollectionViewDiffableDataSource(collectionView:cellProvider:)` does, and connects it:
    /// a ``CollectionViewAdapter`` becomes the collection view's data source and delegate. A
    /// delegate the collection view had keeps hearing every call (it becomes the adapter's
    /// ``CollectionViewAdapter/delegate``).
    ///
    /// Apply snapshots with `DiffableDataSource.apply(_:animatingDifferences:completion:)`:
    /// the first reloads the collection view; later ones are diffed and applied stage by stage,
    /// each stage one `performBatchUpdates`, checked by the collection view's rules before UIKit
    /// sees it; a collection view not in a window is reloaded instead. Outlines work as on
    /// `UICollectionViewDiffableDataSource`: `apply(_:to:animatingDifferences:completion:)` of a
    /// `SectionSnapshot` and `snapshot(for:)` go through the same checked applies, and a list
    /// row's outline disclosure expands and collapses its item through `sectionSnapshotHandlers`.
    ///
    /// The data source keeps the adapter; the collection view holds both weakly, as UIKit's
    /// holds its data source: keep the data source in a property.
    public convenience init(collectionView: UICollectionView, rowProvider: @escaping RowProvider) {
      self.init(rowProvider: rowProvider)
      connect(to: collectionView)
    }

    /// Connects a data source made without a view to a UIKit collection view, as
    /// `init(collectionView:rowProvider:)` does, and returns the adapter, whose
    /// ``CollectionViewAdapter/delegate`` is the app's delegate. Apply a snapshot next. The data
    /// source keeps the adapter, and a later call replaces it.
    @discardableResult
    public func connect(to collectionView: UICollectionView) -> CollectionViewAdapter {
      let adapter = CollectionViewAdapter(collectionView: collectionView, dataSource: self)
      tableSupport = adapter
      bind(to: adapter)
      adapter.install()
      return adapter
    }
  }

  extension SectionsDataSource {
    /// Connects the data source to a UIKit collection view: a ``CollectionViewAdapter`` becomes
    /// the collection view's data source and delegate and the collection view reloads. Pass the
    /// adapter returned to the data source's updates (`insertRows(_:at:in:with:)` and the
    /// others; the animation is not used).
    ///
    /// The data source keeps the adapter, and a later call replaces it.
    @discardableResult
    public func connect(to collectionView: UICollectionView) -> CollectionViewAdapter {
      let adapter = CollectionViewAdapter(collectionView: collectionView, dataSource: self)
      tableSupport = adapter
      adapter.install()
      return adapter
    }
  }
#endif
