package import Foundation

/// What a section shows above or below its rows: a plain title, or content in a reusable view.
public enum SectionHeaderFooter: ExpressibleByStringInterpolation {
  /// A title, shown in a view the table provides (like `titleForHeaderInSection`).
  case title(String)
  /// Content shown in a reusable header/footer view (like `viewForHeaderInSection`).
  case view(AnyHeaderFooter)

  /// A title from a string literal: `header: "Network"`.
  public init(stringLiteral value: String) {
    self = .title(value)
  }

  /// A title from an interpolated string: `header: "Day \(day)"`.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self = .title(String(stringInterpolation: stringInterpolation))
  }

  /// Content in a reusable view.
  @MainActor public static func view<Content: TableViewHeaderFooter>(_ content: Content) -> Self {
    .view(AnyHeaderFooter(content))
  }

  /// The title, if this is one.
  public var title: String? {
    if case .title(let title) = self { return title }
    return nil
  }
}

extension SectionHeaderFooter {
  /// Dequeues the view for view content and has the content configure it, registering the
  /// content's view class first if the table has no registration for its identifier; `nil` for
  /// a title, which the table shows in a view of its own.
  ///
  /// - Throws: ``TableViewError/unregisteredHeaderFooterIdentifier(_:registered:)`` if the table
  ///   gives no view for the identifier, and the content's configuration errors.
  @MainActor
  package func dequeueConfiguredView<Table: TableViewInterface>(in table: Table) throws
    -> Table.HeaderFooterView?
  {
    guard case .view(let content) = self else { return nil }
    let identifier = content.reuseIdentifier
    if !table.hasRegistration(forHeaderFooterViewReuseIdentifier: identifier) {
      try table.register(content.viewClass, forHeaderFooterViewReuseIdentifier: identifier)
    }
    guard let view = table.dequeueReusableHeaderFooterView(withIdentifier: identifier) else {
      throw TableViewError.unregisteredHeaderFooterIdentifier(identifier, registered: [])
    }
    try content.configure(view)
    return view
  }

  /// The height this header or footer asks for: view content's own height, else `viewDefault`;
  /// `nil` for a title (the table's own rule applies).
  package func height(viewDefault: CGFloat) -> CGFloat? {
    guard case .view(let content) = self else { return nil }
    return content.height ?? viewDefault
  }
}

extension SectionHeaderFooter {
  /// Dequeues the collection view's supplementary view of `elementKind` for this content and
  /// configures it, registering its class for the kind first if the collection view has none
  /// under its identifier: view content's class, or the collection view's
  /// ``CollectionViewInterface/sectionTitleViewClass`` for a title, which a collection view has
  /// no view of its own for. One dequeue, with the index path asked for (C-A3, C-A8).
  ///
  /// - Throws: The collection view's registration and dequeue errors, the content's
  ///   configuration errors (among them
  ///   ``TableViewError/viewTypeMismatch(content:expectedView:actualView:)``) and those of
  ///   ``CollectionViewInterface/showSectionTitle(_:in:)``.
  @MainActor
  package func dequeueConfiguredView<CollectionView: CollectionViewInterface>(
    ofKind elementKind: String, in collectionView: CollectionView, for indexPath: IndexPath
  ) throws -> CollectionView.SupplementaryView {
    let (identifier, viewClass): (String, AnyClass) =
      switch self {
      case .title:
        (CollectionView.sectionTitleReuseIdentifier, collectionView.sectionTitleViewClass)
      case .view(let content): (content.reuseIdentifier, content.viewClass)
      }
    if !collectionView.hasRegistration(
      forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    {
      try collectionView.register(
        viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }
    let view = try collectionView.dequeueReusableSupplementaryView(
      ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
    switch self {
    case .title(let title): try collectionView.showSectionTitle(title, in: view)
    case .view(let content): try content.configure(view)
    }
    return view
  }
}
