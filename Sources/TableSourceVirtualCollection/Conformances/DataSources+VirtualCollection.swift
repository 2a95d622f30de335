import Foundation
public import TableSourceCore

// Connects the core's data sources to the virtual collection view. One adapter answers the
// collection view for both of them, from the core's collection-view seam (`cell(for:in:)`,
// the configured supplementary views) and the answers the table uses too (moving rows): the
// conformance is written once, for any sectioned data source, as the UIKit bridge's adapter is.

extension SectionsDataSource {
  /// Connects the data source to a collection view: it answers the collection view's data
  /// source questions, and, when the collection view has no delegate, the flow layout's reference
  /// sizes, zero for sections without a header or footer (C-C9).
  ///
  /// The collection view's ``VirtualCollectionView/dataSource`` is then an adapter that holds
  /// this data source; update the data source with its update methods, passing the collection
  /// view, as you pass a table.
  public func connect(to collectionView: VirtualCollectionView) {
    RowsCollectionAdapter(self).install(in: collectionView)
  }
}

extension DiffableDataSource {
  /// Creates a data source for a virtual collection view and connects it (see
  /// ``connect(to:)-(VirtualCollectionView)``), as `UICollectionViewDiffableDataSource(
  /// collectionView:cellProvider:)` does. Apply snapshots to update the collection view.
  public convenience init(
    collectionView: VirtualCollectionView, rowProvider: @escaping RowProvider
  ) {
    self.init(rowProvider: rowProvider)
    connect(to: collectionView)
  }

  /// Connects the data source to a collection view: its applies update the collection view, and
  /// it answers the collection view's data source questions (and, when the collection view has
  /// no delegate, the flow layout's reference sizes: zero for sections without a header or
  /// footer, C-C9). Items move by interactive movement when ``reorderingHandlers`` allow it
  /// (C-J3).
  public func connect(to collectionView: VirtualCollectionView) {
    bind(to: collectionView)
    RowsCollectionAdapter(self).install(in: collectionView)
  }
}

extension VirtualCollectionView {
  /// The core's data source connected to the collection view (`connect(to:)`), behind the
  /// adapter that answers for it; `nil` for a data source of another kind. The forms find their
  /// fields' rows through it; the reuse audit names items by its rows' identities and moves rows
  /// through it.
  package var rowsDataSource: (any RowsDataSource)? {
    (dataSource as? any ConnectedRowsSource)?.rowsSource
  }
}

/// An adapter that answers a collection view for a data source of the core.
@MainActor
protocol ConnectedRowsSource {
  /// The data source answered for.
  var rowsSource: any RowsDataSource { get }
}

/// The collection view's data source and flow-layout delegate for a data source of the core.
@MainActor
final class RowsCollectionAdapter<Source: SectionedRowsDataSource & UserEditableDataSource>:
  CollectionViewDataSource, CollectionViewDelegateFlowLayout, DisplayCallbacksUnused,
  ConnectedRowsSource
{
  let source: Source
  var rowsSource: any RowsDataSource { source }

  init(_ source: Source) { self.source = source }

  /// Makes the adapter the collection view's data source, and its delegate when it has none.
  func install(in collectionView: VirtualCollectionView) {
    collectionView.dataSource = self
    if collectionView.delegate == nil { collectionView.delegate = self }
  }

  func numberOfSections(in collectionView: VirtualCollectionView) -> Int {
    source.numberOfSections
  }

  func collectionView(_ collectionView: VirtualCollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    source.numberOfRows(inSection: section)
  }

  func collectionView(_ collectionView: VirtualCollectionView, cellForItemAt indexPath: IndexPath)
    throws -> CollectionViewCell
  {
    let cell = try source.cell(for: indexPath, in: collectionView)
    if let cell = cell as? CollectionViewListCell,
      let outline = source as? any OutlineDisclosureSource
    {
      // An outline's item shows its level and whether it is expanded (C-K9).
      (cell.indentationLevel, cell.isExpanded) = outline.outlineState(at: indexPath)
    }
    return cell
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) throws -> CollectionReusableView? {
    if let view = try source.configuredSupplementaryView(
      ofKind: kind, at: indexPath, in: collectionView)
    {
      return view
    }
    // A layout that asks for a kind the section has none of (a list asks every section for its
    // header, C-E4) gets an empty title view, as the UIKit bridge's adapter answers: UIKit
    // requires a view for every request (C-A6), and a list keeps the header's place whatever it
    // shows. A flow layout is told a zero size for such sections and never asks (C-C9).
    return try SectionHeaderFooter.title("").dequeueConfiguredView(
      ofKind: kind, in: collectionView, for: indexPath)
  }

  // A tap reaches the row's behaviour, as on the table (rules 6.2, 6.3): a row that is not
  // selectable neither highlights nor selects, and a selected row runs its `onSelect`.

  func collectionView(
    _ collectionView: VirtualCollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    source.highlightsRow(at: indexPath) { nil }
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    source.selectsRow(at: indexPath, otherwise: nil) != nil
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    source.rowWasSelected(at: indexPath)
  }

  var allowsReordering: Bool { source.allowsReordering }

  func collectionView(_ collectionView: VirtualCollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    source.userCanMoveRow(at: indexPath)
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) throws {
    source.userMovedRow(from: sourceIndexPath, to: destinationIndexPath)
  }

  var sizesItemsIndividually: Bool { false }

  func collectionView(
    _ collectionView: VirtualCollectionView, layout: FlowLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize? {
    source.supplement(.header, inSection: section) == nil ? .zero : nil
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, layout: FlowLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize? {
    source.supplement(.footer, inSection: section) == nil ? .zero : nil
  }
}

// The user's disclosure taps reach the data source through the adapter (C-K9).
extension RowsCollectionAdapter: OutlineDisclosureSource {
  func toggleOutlineDisclosure(at indexPath: IndexPath, in view: any RowsViewInterface) throws
    -> Bool
  {
    guard let source = source as? any OutlineDisclosureSource else { return false }
    return try source.toggleOutlineDisclosure(at: indexPath, in: view)
  }

  func outlineState(at indexPath: IndexPath) -> (level: Int, isExpanded: Bool) {
    (source as? any OutlineDisclosureSource)?.outlineState(at: indexPath) ?? (0, false)
  }
}
