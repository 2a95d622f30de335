public import Foundation

/// The small surface of a collection view that rows, sections and data sources need: the
/// collection view's counterpart of ``TableViewInterface``.
///
/// Cells and supplementary views are registered and dequeued as UIKit's `UICollectionView` does
/// it: supplementary views by the pair (element kind, reuse identifier) (C-A2), and every dequeue
/// with an index path, never returning `nil` (C-A3). The update members come from
/// ``RowsViewInterface``, shared with the table, so ``SectionsDataSource`` and
/// ``DiffableDataSource`` drive a collection view with the same update logic as a table; their
/// `cell(for:in:)` and
/// ``SectionsDataSource/supplementaryView(ofKind:at:in:)`` answer its data-source questions.
///
/// Rows are the table's: a collection view's item is a ``TableViewRow`` whose `Cell` is a
/// collection view cell (see ``CollectionViewRow``). A section's header and footer answer the
/// flow layout's kinds (``SupplementaryKind/elementKind``), its other
/// ``TableViewSection/supplementaryViews`` any other kind. A collection view has no section
/// titles of its own, so a ``SectionHeaderFooter/title(_:)`` header or footer is shown in a view
/// the conforming collection view names (``sectionTitleViewClass``), which the data sources
/// register under ``sectionTitleReuseIdentifier`` on first use.
@MainActor
public protocol CollectionViewInterface<Cell, SupplementaryView>: RowsViewInterface {
  /// The collection view's cell class: `UICollectionViewCell` for UIKit.
  associatedtype Cell: AnyObject
  /// The collection view's supplementary view class: `UICollectionReusableView` for UIKit.
  associatedtype SupplementaryView: AnyObject

  /// Registers a cell class under a reuse identifier (C-A1): registering again replaces,
  /// registering `nil` removes.
  ///
  /// - Throws: What the collection view refuses, such as an empty identifier.
  func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) throws

  /// Registers a supplementary view class under an element kind and a reuse identifier (C-A2):
  /// the same identifier under two kinds names two registrations.
  ///
  /// - Throws: What the collection view refuses, such as an empty kind or identifier.
  func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String) throws

  /// Whether a cell class is registered under the identifier.
  func hasRegistration(forCellWithReuseIdentifier identifier: String) -> Bool

  /// Whether a supplementary view class is registered under the kind and identifier.
  func hasRegistration(
    forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) -> Bool

  /// Returns a queued cell for the identifier, or a new one from its registration; there is no
  /// dequeue without an index path (C-A3).
  ///
  /// - Throws: When the identifier has no registration (C-A4), or the collection view refuses
  ///   the dequeue (a second one for the same request, C-A8).
  func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    throws -> Cell

  /// Returns a queued supplementary view for the kind and identifier, or a new one from its
  /// registration (C-A2, C-A3).
  ///
  /// - Throws: When the pair has no registration, or the collection view refuses the dequeue.
  func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) throws -> SupplementaryView

  /// The class the data sources register, under ``sectionTitleReuseIdentifier``, to show a
  /// section's ``SectionHeaderFooter/title(_:)`` header or footer: a collection view has no
  /// titles of its own, as a table has with `titleForHeaderInSection`.
  var sectionTitleViewClass: AnyClass { get }

  /// Shows a section's title in a view dequeued from ``sectionTitleViewClass``'s registration.
  ///
  /// - Throws: When `view` is not a view that can show a title (a class registered by hand
  ///   under ``sectionTitleReuseIdentifier``), such as
  ///   ``TableViewError/viewTypeMismatch(content:expectedView:actualView:)``.
  func showSectionTitle(_ title: String, in view: SupplementaryView) throws
}

extension CollectionViewInterface {
  /// The reuse identifier under which the data sources register ``sectionTitleViewClass``, for
  /// both the header and the footer kind: `"TableSource.SectionTitle"`, the identifier of the
  /// virtual table's own title view.
  public static var sectionTitleReuseIdentifier: String { "TableSource.SectionTitle" }
}

/// A row shown by a collection view: a ``TableViewRow`` whose `Cell` is a collection view cell.
///
/// Tables and collection views share one row model: the same protocol, the same type-checked
/// erasure (``AnyRow``, whose configuring a cell of another type throws
/// ``TableViewError/cellTypeMismatch(row:expectedCell:actualCell:)``), the same derived reuse
/// identifiers, the same ``ListBuilder``, and so the same ``Snapshot`` and diff. A row type whose
/// `Cell` is a collection view cell is a collection row; one row type can even serve both views
/// through a cell class that each registers. Mirroring the protocol for collection views would
/// copy the erasure, the builders and every data-source path that takes rows. A collection view
/// ignores the table-only ``TableViewRow/height``: its layout sizes items.
public typealias CollectionViewRow = TableViewRow
