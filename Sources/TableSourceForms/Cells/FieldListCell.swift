public import TableSourceFormsCore
public import TableSourceVirtualCollection
public import TableSourceVirtualTable

/// The virtual collection view's cell for one kind of field: a list cell whose content is the
/// virtual table's cell of that kind (``field``), as a `UICollectionViewListCell` shows a
/// content view.
///
/// The field cell draws the content, keeps the binding and takes the user's input, so a form
/// looks and behaves alike in a table and in a collection view, from one set of field cells.
/// A test drives the field cell: `try collectionView.cell(for: key, as: TextFieldCell.self)`
/// returns it.
///
/// A kind of your own shows in a collection view through its table cell: name
/// `FieldListCell<MyCell>.self` as the kind's cell.
@MainActor
public final class FieldListCell<Field: TableViewCell & FieldCell>: CollectionViewListCell,
  FieldCell
{
  /// What the field cell shows.
  public typealias Content = Field.Content
  /// What the field cell reports.
  public typealias Input = Field.Input

  /// The field cell that draws the content and takes the input; made with the list cell, and
  /// reused with it.
  public let field: Field

  /// A list cell with a new field cell of its kind.
  public required init(reuseIdentifier: String?) {
    field = Field(reuseIdentifier: reuseIdentifier)
    super.init(reuseIdentifier: reuseIdentifier)
  }

  /// Shows `content` in the field cell, which keeps `binding`.
  public func show(_ content: Content, binding: FieldBinding<Input>) {
    field.show(content, binding: binding)
  }

  /// The field cell's key.
  public var fieldKey: FieldKey? { field.fieldKey }

  /// Prepares the field cell for reuse too, which ends its binding.
  public override func prepareForReuse() {
    super.prepareForReuse()
    field.prepareForReuse()
  }

  /// What the field cell draws.
  public override var renderedContent: String { field.renderedContent }
}

extension FieldListCell: UserActionCell {
  /// The field cell's actions (typing, switching, stepping…), each acting on the field cell this
  /// list cell hosts; none for a kind without input. So the testing kit's reuse audit acts on a
  /// form in a list as it does on a form in a table.
  public var userActions: [CellUserAction] {
    (field as? any UserActionCell)?.userActions ?? []
  }
}
