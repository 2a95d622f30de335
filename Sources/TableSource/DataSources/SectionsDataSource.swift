import Foundation

/// A data source built from typed sections of rows of any cell types.
///
/// ```swift
/// let dataSource = SectionsDataSource {
///   Section(header: "Account") {
///     TextRow(id: "name", text: "Name", detail: "Ada")
///     ToggleRow(id: "sync", title: "Sync", isOn: true)
///   }
/// }
/// table.dataSource = dataSource
/// table.delegate = dataSource  // row heights and section header views
/// ```
///
/// It answers the table's questions from its ``sections``: counts, the cell for an index path
/// (dequeued by the row's reuse identifier, then configured by the row), titles, header and
/// footer views, and heights. It registers the cell and view classes its rows need the first time
/// it needs them, unless the table already has a registration for that identifier, so you
/// register by hand only to override.
///
/// Its table-agnostic core (``cell(for:in:)``, ``headerView(forSection:in:)``,
/// ``footerView(forSection:in:)``) works with any ``TableViewInterface``; the
/// ``TableViewDataSource`` and ``TableViewDelegate`` conformances connect it to a
/// ``VirtualTableView`` with no glue code.
@MainActor
public final class SectionsDataSource: TableViewDataSource, TableViewDelegate {
  /// The sections, in order. Change them through the update methods (`insertRows`, …) so the
  /// table follows, or assign them and reload the table.
  public var sections: [Section]

  /// Whether the user may reorder rows; the data source then moves the row in ``sections`` when
  /// the table reports a move (rule 7.3). Defaults to `false`.
  public var allowsReordering = false

  /// Whether a confirmed delete (a swipe, or the delete control in editing mode) deletes the row
  /// from ``sections`` and the table (rule 7.2). Defaults to `false`.
  public var deletesRowsOnCommit = false

  /// Creates a data source from sections of any types.
  public init(sections: [any TableViewSection]) {
    self.sections = sections.map(Section.init)
  }

  /// Creates a data source from sections listed in a ``SectionBuilder`` closure.
  public convenience init(@SectionBuilder sections build: () -> [Section]) {
    self.init(sections: build())
  }

  // MARK: - Model queries

  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The number of rows in a section, or 0 for a section that does not exist.
  public func numberOfRows(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rows.count : 0
  }

  /// The row at an index path, or `nil` when there is none.
  public func row(at indexPath: IndexPath) -> AnyRow? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].rows.indices.contains(indexPath.row)
    else { return nil }
    return sections[indexPath.section].rows[indexPath.row]
  }

  /// The index path of the first row with the given identity, or `nil`.
  ///
  /// - Complexity: O(n) in the number of rows.
  public func indexPath<ID: Hashable>(ofRowWithID id: ID) -> IndexPath? {
    let key = AnyHashable(id)
    for (section, content) in sections.enumerated() {
      if let row = content.rows.firstIndex(where: { $0.id == key }) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }

  /// The index of the first section with the given identity, or `nil`.
  public func sectionIndex<ID: Hashable>(ofSectionWithID id: ID) -> Int? {
    let key = AnyHashable(id)
    return sections.firstIndex { $0.id == key }
  }

  // MARK: - Table-agnostic core

  /// Dequeues the cell for a row by the row's reuse identifier and has the row configure it,
  /// registering the row's cell class first if the table has no registration for it.
  ///
  /// - Throws: ``TableViewError/rowOutOfRange(row:section:numberOfRows:)`` for an index path that
  ///   names no row; the table's dequeue errors; the row's configuration errors, among them
  ///   ``TableViewError/cellTypeMismatch(row:expectedCell:actualCell:)``.
  public func cell<Table: TableViewInterface>(for indexPath: IndexPath, in table: Table) throws
    -> Table.Cell
  {
    guard let row = row(at: indexPath) else {
      let section = indexPath.count == 2 ? indexPath.section : -1
      throw TableViewError.rowOutOfRange(
        row: indexPath.count == 2 ? indexPath.row : -1, section: section,
        numberOfRows: numberOfRows(inSection: section))
    }
    return try row.dequeueConfiguredCell(in: table, for: indexPath)
  }

  /// The configured header view of a section whose header is ``SectionHeaderFooter/view(_:)-enum.case``
  /// content, or `nil` for a titled section or one without header.
  ///
  /// - Throws: ``TableViewError/unregisteredHeaderFooterIdentifier(_:registered:)`` if the table
  ///   gives no view for the identifier, and the content's configuration errors.
  public func headerView<Table: TableViewInterface>(forSection section: Int, in table: Table)
    throws -> Table.HeaderFooterView?
  {
    guard sections.indices.contains(section) else { return nil }
    return try view(for: sections[section].header, in: table)
  }

  /// The configured footer view of a section, as ``headerView(forSection:in:)``.
  public func footerView<Table: TableViewInterface>(forSection section: Int, in table: Table)
    throws -> Table.HeaderFooterView?
  {
    guard sections.indices.contains(section) else { return nil }
    return try view(for: sections[section].footer, in: table)
  }

  private func view<Table: TableViewInterface>(
    for supplement: SectionHeaderFooter?, in table: Table
  ) throws -> Table.HeaderFooterView? {
    guard case .view(let content) = supplement else { return nil }
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

  /// Registers, in one go, the cell and header/footer view classes of every row and section
  /// that the table has no registration for. The data source also does this lazily, one
  /// identifier at a time, so calling it is optional.
  public func registerViews(in table: some TableViewInterface) throws {
    for section in sections {
      for row in section.rows
      where !table.hasRegistration(forCellReuseIdentifier: row.reuseIdentifier) {
        try table.register(row.cellClass, forCellReuseIdentifier: row.reuseIdentifier)
      }
      for case .view(let content) in [section.header, section.footer]
      where !table.hasRegistration(forHeaderFooterViewReuseIdentifier: content.reuseIdentifier) {
        try table.register(
          content.viewClass, forHeaderFooterViewReuseIdentifier: content.reuseIdentifier)
      }
    }
  }

  // MARK: - TableViewDataSource

  /// The number of sections.
  public func numberOfSections(in tableView: VirtualTableView) -> Int { numberOfSections }

  /// The number of rows in a section.
  public func tableView(_ tableView: VirtualTableView, numberOfRowsInSection section: Int) -> Int {
    numberOfRows(inSection: section)
  }

  /// The configured cell for a row: ``cell(for:in:)``.
  public func tableView(_ tableView: VirtualTableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    try cell(for: indexPath, in: tableView)
  }

  /// The section's header title, if its header is one.
  public func tableView(_ tableView: VirtualTableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sections.indices.contains(section) ? sections[section].header?.title : nil
  }

  /// The section's footer title, if its footer is one.
  public func tableView(_ tableView: VirtualTableView, titleForFooterInSection section: Int)
    -> String?
  {
    sections.indices.contains(section) ? sections[section].footer?.title : nil
  }

  /// ``deletesRowsOnCommit``.
  public var commitsEditing: Bool { deletesRowsOnCommit }

  /// Deletes the row from the sections and the table, for a confirmed delete.
  public func tableView(
    _ tableView: VirtualTableView, commit editingStyle: TableViewCellEditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    guard editingStyle == .delete else { return }
    try deleteRows(at: [indexPath], in: tableView, with: .automatic)
  }

  /// ``allowsReordering``.
  public var movesRows: Bool { allowsReordering }

  /// Moves the row in the sections; the table has already moved it (rule 7.3).
  public func tableView(
    _ tableView: VirtualTableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let row = sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].rows.insert(row, at: destinationIndexPath.row)
  }

  // MARK: - TableViewDelegate

  /// The row's own height, or `nil` for the table's.
  public func tableView(_ tableView: VirtualTableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat?
  {
    row(at: indexPath)?.height
  }

  /// The section's header height, else its header view content's, else the table's default for
  /// a header view; `nil` (the table's own rule) for titles and no header.
  public func tableView(_ tableView: VirtualTableView, heightForHeaderInSection section: Int)
    -> CGFloat?
  {
    guard sections.indices.contains(section) else { return nil }
    return height(
      sections[section].headerHeight, sections[section].header, tableView.sectionHeaderHeight)
  }

  /// The section's footer height, decided as the header's.
  public func tableView(_ tableView: VirtualTableView, heightForFooterInSection section: Int)
    -> CGFloat?
  {
    guard sections.indices.contains(section) else { return nil }
    return height(
      sections[section].footerHeight, sections[section].footer, tableView.sectionFooterHeight)
  }

  private func height(
    _ explicit: CGFloat?, _ supplement: SectionHeaderFooter?, _ tableDefault: CGFloat
  ) -> CGFloat? {
    if let explicit { return explicit }
    guard case .view(let content) = supplement else { return nil }
    return content.height
      ?? (tableDefault >= 0 ? tableDefault : VirtualTableView.defaultHeaderFooterHeight)
  }

  /// The section's header view: ``headerView(forSection:in:)``.
  public func tableView(_ tableView: VirtualTableView, viewForHeaderInSection section: Int) throws
    -> TableViewHeaderFooterView?
  {
    try headerView(forSection: section, in: tableView)
  }

  /// The section's footer view: ``footerView(forSection:in:)``.
  public func tableView(_ tableView: VirtualTableView, viewForFooterInSection section: Int) throws
    -> TableViewHeaderFooterView?
  {
    try footerView(forSection: section, in: tableView)
  }
}
