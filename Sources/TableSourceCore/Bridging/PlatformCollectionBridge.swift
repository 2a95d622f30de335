package import Foundation

/// A collection view of a UI framework (``PlatformRowsView``): its cells, and its supplementary
/// views registered and dequeued by the pair (element kind, reuse identifier) (C-A2), always
/// with an index path (C-A3).
@MainActor
package protocol PlatformCollectionView: PlatformRowsView {
  /// The platform's supplementary view class (`UICollectionReusableView`).
  associatedtype SupplementaryView: AnyObject

  /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
  func registerSupplementaryView(_ viewClass: AnyClass?, kind: String, identifier: String)
  /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`, called only for
  /// registered pairs.
  func dequeueSupplementaryView(kind: String, identifier: String, for indexPath: IndexPath)
    -> SupplementaryView
  /// The view class a section's title is shown in: a collection view has no titles of its own.
  var sectionTitleViewClass: AnyClass { get }
  /// Shows a section's title in a view of ``sectionTitleViewClass``.
  ///
  /// - Throws: When `view` cannot show a title.
  func showSectionTitle(_ title: String, in view: SupplementaryView) throws
  /// `indexPath(for:)`: the index path of the item `cell` shows, `nil` when it shows none.
  func indexPath(forCell cell: Cell) -> IndexPath?
}

extension PlatformCollectionView {
  /// The collection view's: a row deleted twice in one batch is refused (C-G11).
  package static var updateRules: BatchUpdatePlan.Rules { .collectionView }
}

/// The bridge of a ``PlatformCollectionView``.
package typealias PlatformCollectionBridge<Base: PlatformCollectionView> = PlatformBridge<Base>

// The collection view's registration and dequeue on the shared bridge: what UIKit would raise
// for (an empty identifier or kind, a class that is not a cell or reusable view, a dequeue of
// a pair never registered) is thrown before UIKit sees it. UIKit's class registration may be
// made at any time, inside `cellForItemAt` too (C-A10 concerns `CellRegistration` values, which
// the bridge does not make): the data sources register each row's class under its reuse
// identifier on first use, one registration per identifier.
extension PlatformBridge: CollectionViewInterface where Base: PlatformCollectionView {
  package typealias SupplementaryView = Base.SupplementaryView

  package func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)
    throws
  {
    try registerCell(
      cellClass, identifier: identifier, method: "registerClass:forCellWithReuseIdentifier:")
  }

  package func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) throws {
    let method = "registerClass:forSupplementaryViewOfKind:withReuseIdentifier:"
    guard !elementKind.isEmpty else { throw TableViewError.emptyReuseIdentifier(method: method) }
    try Self.check(viewClass, identifier, as: Base.SupplementaryView.self, method)
    guard let base else { throw TableViewError.noBoundTable }
    base.registerSupplementaryView(viewClass, kind: elementKind, identifier: identifier)
    record(viewClass, ViewKey(kind: elementKind, identifier: identifier))
  }

  package func hasRegistration(forCellWithReuseIdentifier identifier: String) -> Bool {
    cellIdentifiers.contains(identifier)
  }

  package func hasRegistration(
    forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) -> Bool {
    viewIdentifiers.contains(ViewKey(kind: elementKind, identifier: identifier))
  }

  package func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) throws -> Base.Cell {
    try dequeueCell(identifier: identifier, for: indexPath)
  }

  package func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) throws -> Base.SupplementaryView {
    guard hasRegistration(forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    else {
      throw TableViewError.unregisteredHeaderFooterIdentifier(
        identifier,
        registered: viewIdentifiers.filter { $0.kind == elementKind }.map(\.identifier).sorted())
    }
    guard let base else { throw TableViewError.noBoundTable }
    let view = base.dequeueSupplementaryView(
      kind: elementKind, identifier: identifier, for: indexPath)
    dequeued = view
    return view
  }

  package var sectionTitleViewClass: AnyClass {
    base?.sectionTitleViewClass ?? Base.SupplementaryView.self
  }

  package func showSectionTitle(_ title: String, in view: Base.SupplementaryView) throws {
    guard let base else { throw TableViewError.noBoundTable }
    try base.showSectionTitle(title, in: view)
  }
}

extension PlatformBridge where Base: PlatformCollectionView {
  /// The user tapped the outline disclosure of `cell` (C-K9): `source` expands or collapses the
  /// item the cell shows, updating the view through this bridge as any apply does. Returns the
  /// item's expanded state after the tap, which the cell's disclosure shows; `nil` when nothing
  /// changed: the view shows no item in `cell`, there is no `source`, or its handlers refused.
  ///
  /// - Throws: What updating the view throws; nothing changed then.
  package func userTappedOutlineDisclosure(
    of cell: Base.Cell, source: (any OutlineDisclosureSource)?
  ) throws -> Bool? {
    guard let source, let indexPath = base?.indexPath(forCell: cell),
      try source.toggleOutlineDisclosure(at: indexPath, in: self)
    else { return nil }
    // The item stays where it was; its children come and go after it.
    return source.outlineState(at: indexPath).isExpanded
  }
}

extension SectionedRowsDataSource {
  /// A flow layout's `referenceSizeForHeaderInSection` (or footer): zero for a section without
  /// one, so that the layout does not ask for a view the data source cannot give and UIKit
  /// accepts no `nil` for (C-C9, C-A6); else `otherwise`'s size (the app's delegate's), else
  /// `layoutDefault` (the layout's `headerReferenceSize`).
  package func referenceSize(
    _ kind: SupplementaryKind, inSection section: Int, layoutDefault: CGSize,
    otherwise: () -> CGSize?
  ) -> CGSize {
    guard supplement(kind, inSection: section) != nil else { return .zero }
    return otherwise() ?? layoutDefault
  }
}
