#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || (canImport(UIKitDeclarations) && !TABLESOURCE_STANDIN_TVOS)
  public import Foundation
  public import TableSourceFormsCore
  #if canImport(UIKit)
    public import UIKit
  #else
    public import UIKitDeclarations
  #endif

  /// A collection view's list cell for one kind of field: its content is the field's table
  /// cell (``field``), the same ``FormFieldCell`` a table shows, pinned to the list cell's
  /// content view. The field cell draws the content, keeps the binding and takes the user's
  /// input, so a form looks and behaves alike in a `UITableView` and in a list-layout
  /// `UICollectionView`, from one set of field cells.
  ///
  /// A kind of your own shows in a collection view through its table cell: name
  /// `FormFieldListCell<MyContent, MyInput, MyCell>.self` as the kind's cell.
  @available(iOS 14.0, *)
  @MainActor
  public final class FormFieldListCell<Content, Input, Field: FormFieldCell<Content, Input>>:
    UICollectionViewListCell, FieldCell
  {
    /// The field cell that draws the content and takes the input; made with the list cell, and
    /// reused with it.
    public let field = Field(style: .default, reuseIdentifier: nil)

    /// A list cell hosting a new field cell of its kind.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      field.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(field)
      NSLayoutConstraint.activate([
        field.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        field.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        field.topAnchor.constraint(equalTo: contentView.topAnchor),
        field.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        // A table cell outside a table has no row height: a standard row's, at the least.
        field.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
      ])
    }

    /// Not made from an archive: the field cell is made in code.
    public required init?(coder: NSCoder) { nil }

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
  }
#endif
