package import Foundation
package import TableSourceForms

// A form shown in either virtual view, so that a test of the forms runs on the table and on the
// collection view alike.

/// The views a form shows in.
package enum FormViewKind: String, CaseIterable, Sendable, CustomStringConvertible {
  /// A virtual table.
  case table
  /// A virtual collection view with a list layout.
  case collectionView

  package var description: String { rawValue }
}

/// The collection view's layout for a form: a plain list, each section's header and footer asked
/// for (C-E4).
@MainActor
package func formListLayout() -> CompositionalLayout {
  var configuration = CollectionLayoutListConfiguration(appearance: .plain)
  configuration.headerMode = .supplementary
  configuration.footerMode = .supplementary
  return CompositionalLayout.list(using: configuration)
}

/// A form shown in a virtual table or collection view: what a test does to either, in the
/// words of the view it is shown in.
@MainActor
package struct ShownForm {
  package let kind: FormViewKind
  package let table: VirtualTableView?
  package let collectionView: VirtualCollectionView?

  /// The field cell showing `key`, scrolled on screen first if needed.
  package func cell<Cell: TableViewCell>(for key: FieldKey, as type: Cell.Type) throws -> Cell {
    if let table { return try table.cell(for: key, as: type) }
    return try requireView(collectionView).cell(for: key, as: type)
  }

  /// The field cell on screen at `path`, or `nil`.
  package func cell(at path: IndexPath) -> TableViewCell? {
    if let table { return table.cellForRow(at: path) }
    return (collectionView?.cellForItem(at: path) as? any FieldHosting)?.hosted
  }

  /// Taps the row at `path` as a user.
  package func tap(_ path: IndexPath) throws {
    if let table { return try table.simulate.tap(row: path) }
    try requireView(collectionView).tapItem(at: path)
  }

  /// The number of rows in `section`.
  package func numberOfRows(inSection section: Int) -> Int {
    table?.numberOfRows(inSection: section)
      ?? collectionView?.numberOfItems(inSection: section) ?? 0
  }

  /// What the rows on screen show, in order.
  package var rows: [String] {
    if let table {
      return (table.indexPathsForVisibleRows).compactMap {
        table.cellForRow(at: $0)?.renderedContent
      }
    }
    guard let collectionView else { return [] }
    return collectionView.indexPathsForVisibleItems.sorted().compactMap {
      collectionView.cellForItem(at: $0)?.renderedContent
    }
  }
}

/// The hosted field cell of a collection view's field cell.
@MainActor
private protocol FieldHosting {
  var hosted: TableViewCell { get }
}

extension FieldListCell: FieldHosting {
  fileprivate var hosted: TableViewCell { field }
}

/// The view, which a shown form always has.
private func requireView<View>(_ view: View?) throws -> View {
  guard let view else { throw FormError.cellShowsNoField }
  return view
}

/// Shows `form` in a view of `kind`, `height` points high, laid out.
@MainActor
package func showForm<Model>(
  _ form: Form<Model>, in kind: FormViewKind, height: CGFloat = 440
) throws -> ShownForm {
  switch kind {
  case .table:
    return ShownForm(kind: kind, table: try showForm(form, height: height), collectionView: nil)
  case .collectionView:
    let collectionView = VirtualCollectionView(
      size: CGSize(width: 320, height: height), layout: formListLayout())
    form.show(in: collectionView)
    try collectionView.layoutIfNeeded()
    return ShownForm(kind: kind, table: nil, collectionView: collectionView)
  }
}
