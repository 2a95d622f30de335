public import Foundation

/// A data source built from typed sections of rows of any cell types.
///
/// ```swift
/// let dataSource = try SectionsDataSource {
///   TableSection(header: "Account") {
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
/// ``footerView(forSection:in:)``, the update methods) works with any ``TableViewInterface``;
/// the virtual table's module adds the `TableViewDataSource` and `TableViewDelegate`
/// conformances that connect it to a `VirtualTableView` with no glue code.
///
/// The same data source drives a collection view (any ``CollectionViewInterface``): the update
/// methods take any ``RowsViewInterface``, the rows are the collection view's items, and
/// `cell(for:in:)` and ``supplementaryView(ofKind:at:in:)`` answer its data-source questions,
/// with each section's header and footer as the flow layout's and its
/// ``TableSection/supplementaryViews`` as the views of other kinds.
///
/// ## Unique identities
///
/// Rows are found by identity (``indexPath(ofRowWithID:)``, ``deleteRow(withID:in:with:)``,
/// ``insertRow(_:below:in:with:)``, …), and so are sections that have one. Two rows with the
/// same identity would make those calls pick one of them silently, so the data source refuses
/// them, as `NSDiffableDataSourceSnapshot` refuses repeated identifiers (rule 9.1): every way in
/// which sections arrive checks them, and throws ``TableViewError/duplicateRowIDs(_:)`` or
/// ``TableViewError/duplicateSectionIDs(_:)`` leaving everything as it was. That is why the
/// initializers throw, why ``sections`` is read-only from outside and replaced with
/// ``setSections(_:)`` (a property setter cannot throw), and why the updates that add rows or
/// sections (inserts and reloads) throw these errors too. Sections without identity (`nil`) are
/// not compared.
///
/// The data source keeps a set of the identities in use, so an update checks only what it
/// adds: O(m) for m rows added, whatever the size of the table. The set costs memory in
/// proportion to the rows (an `AnyHashable` and its slot, about 50 bytes per row) and is built
/// in O(n) when the sections are set. Each accepted update brings it along; an update the table
/// rejects (or one made from inside the table's callbacks) leaves it out of date, and the next
/// update that adds rows or sections rebuilds it, in O(n).
///
/// ## Costs
///
/// The complexities given count n rows and s sections in all, k rows in a section touched and
/// m rows or sections given to the call. An update's complexity is the data source's own work:
/// the table's, to check, apply and display the batch update, comes on top.
@MainActor
public final class SectionsDataSource {
  /// The sections, in order. Change them through the update methods (`insertRows`, …) so the
  /// table follows, or replace them with ``setSections(_:)`` and reload the table.
  ///
  /// Read-only from outside, so that every change is checked for repeated identities (see
  /// "Unique identities").
  public internal(set) var sections: [TableSection] {
    didSet { sectionsGeneration &+= 1 }
  }

  /// Counts the assignments and in-place changes of ``sections``: ``identities`` is up to date
  /// while its generation equals this one.
  var sectionsGeneration: UInt64 = 0

  /// The identities in use, for checks in O(m) per update; rebuilt from ``sections`` on demand
  /// when out of date.
  var identities: IdentityIndex

  /// Whether the user may reorder rows; the data source then moves the row in ``sections`` when
  /// the table reports a move (rule 7.3). Defaults to `false`.
  public var allowsReordering = false

  /// Whether the data source commits the deletes the user confirms (a swipe, or the delete
  /// control in editing mode): it then deletes the row from ``sections`` and the table, and the
  /// table offers swipe-to-delete (rule 7.2). Defaults to `false`.
  public var commitsEditing = false

  /// The app's own delegate, which a table module types and names (for the virtual table,
  /// `delegate`); held weakly, as UIKit holds delegates.
  package weak var forwardee: AnyObject?

  /// What a table module keeps alive as long as this data source: the UIKit bridge's adapter.
  package var tableSupport: AnyObject?

  /// Creates a data source from sections of any types.
  ///
  /// - Throws: ``TableViewError/duplicateSectionIDs(_:)`` when two sections have the same
  ///   identity, ``TableViewError/duplicateRowIDs(_:)`` when two rows do.
  /// - Complexity: O(n) for n rows.
  public init(sections: [any TableViewSection]) throws {
    let sections = sections.map(TableSection.init)
    identities = try IdentityIndex(sections)
    self.sections = sections
  }

  /// Creates a data source from sections listed in a ``ListBuilder`` closure.
  ///
  /// - Throws: As ``init(sections:)``.
  /// - Complexity: O(n) for n rows, once the closure has run.
  public convenience init(@ListBuilder<TableSection> sections build: () -> [TableSection]) throws {
    try self.init(sections: build())
  }

  /// Replaces the sections. Reload the table afterwards (or use the update methods instead, so
  /// the table follows).
  ///
  /// - Throws: ``TableViewError/duplicateSectionIDs(_:)`` when two sections have the same
  ///   identity, ``TableViewError/duplicateRowIDs(_:)`` when two rows do; the sections are then
  ///   left as they were.
  /// - Complexity: O(n) for n rows.
  public func setSections(_ newSections: [any TableViewSection]) throws {
    let newSections = newSections.map(TableSection.init)
    var index = try IdentityIndex(newSections)
    sections = newSections
    index.generation = sectionsGeneration
    identities = index
  }

  // MARK: - Model queries

  /// The number of sections.
  ///
  /// - Complexity: O(1).
  public var numberOfSections: Int { sections.count }

  /// The number of rows in a section, or 0 for a section that does not exist.
  ///
  /// - Complexity: O(1).
  public func numberOfRows(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rows.count : 0
  }

  /// The row at an index path, or `nil` when there is none.
  ///
  /// - Complexity: O(1).
  public func row(at indexPath: IndexPath) -> AnyRow? {
    // The indexes are read once, and the sections once: the table asks on every row it shows.
    guard indexPath.count == 2 else { return nil }
    let (section, row) = (indexPath[0], indexPath[1])
    let sections = self.sections
    guard sections.indices.contains(section), sections[section].rows.indices.contains(row)
    else { return nil }
    return sections[section].rows[row]
  }

  /// The index path of the row with the given identity, or `nil`.
  ///
  /// - Complexity: O(n) in the number of rows; O(1) when no row has the identity.
  public func indexPath<ID: Hashable>(ofRowWithID id: ID) -> IndexPath? {
    let key = AnyHashable(id)
    if identities.generation == sectionsGeneration, !identities.rows.contains(key) { return nil }
    for (section, content) in sections.enumerated() {
      if let row = content.rows.firstIndex(where: { $0.id == key }) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }

  /// The index of the section with the given identity, or `nil`.
  ///
  /// - Complexity: O(s) in the number of sections; O(1) when no section has the identity.
  public func sectionIndex<ID: Hashable>(ofSectionWithID id: ID) -> Int? {
    let key = AnyHashable(id)
    if identities.generation == sectionsGeneration, !identities.sections.contains(key) {
      return nil
    }
    return sections.firstIndex { $0.id == key }
  }

  // MARK: - Table-agnostic core

  /// Dequeues the cell for a row by the row's reuse identifier and has the row configure it,
  /// registering the row's cell class first if the table has no registration for it.
  ///
  /// - Throws: ``TableViewError/rowOutOfRange(row:section:numberOfRows:)`` for an index path that
  ///   names no row; the table's dequeue errors; the row's configuration errors, among them
  ///   ``TableViewError/cellTypeMismatch(row:expectedCell:actualCell:)``.
  /// - Complexity: O(1), plus the table's dequeue and the row's configuration.
  public func cell<Table: TableViewInterface>(for indexPath: IndexPath, in table: Table) throws
    -> Table.Cell
  {
    try existingRow(at: indexPath).dequeueConfiguredCell(in: table, for: indexPath)
  }

  /// The configured header view of a section whose header is ``SectionHeaderFooter/view(_:)-enum.case``
  /// content, or `nil` for a titled section or one without header.
  ///
  /// - Throws: ``TableViewError/unregisteredHeaderFooterIdentifier(_:registered:)`` if the table
  ///   gives no view for the identifier, and the content's configuration errors.
  /// - Complexity: O(1), plus the table's dequeue and the content's configuration.
  public func headerView<Table: TableViewInterface>(forSection section: Int, in table: Table)
    throws -> Table.HeaderFooterView?
  {
    guard sections.indices.contains(section) else { return nil }
    return try view(for: sections[section].header, in: table)
  }

  /// The configured footer view of a section, as ``headerView(forSection:in:)``.
  ///
  /// - Complexity: O(1), plus the table's dequeue and the content's configuration.
  public func footerView<Table: TableViewInterface>(forSection section: Int, in table: Table)
    throws -> Table.HeaderFooterView?
  {
    guard sections.indices.contains(section) else { return nil }
    return try view(for: sections[section].footer, in: table)
  }

  private func view<Table: TableViewInterface>(
    for supplement: SectionHeaderFooter?, in table: Table
  ) throws -> Table.HeaderFooterView? {
    try supplement?.dequeueConfiguredView(in: table)
  }

  /// Registers, in one go, the cell and header/footer view classes of every row and section
  /// that the table has no registration for. The data source also does this lazily, one
  /// identifier at a time, so calling it is optional.
  ///
  /// - Complexity: O(n + s) for n rows and s sections: one look-up in the table's registrations
  ///   per row, header and footer view.
  public func registerViews(in table: some TableViewInterface) throws {
    for section in sections {
      for row in section.rows
      where !table.hasRegistration(forCellReuseIdentifier: row.reuseIdentifier) {
        try table.register(row.cellClass(in: table), forCellReuseIdentifier: row.reuseIdentifier)
      }
      for case .view(let content) in [section.header, section.footer]
      where !table.hasRegistration(forHeaderFooterViewReuseIdentifier: content.reuseIdentifier) {
        try table.register(
          content.viewClass, forHeaderFooterViewReuseIdentifier: content.reuseIdentifier)
      }
    }
  }

  // MARK: - Moves made by the user

  /// Moves a row in ``sections`` after the table moved it, for a reorder made by the user
  /// (rule 7.3): the table calls its data source's `moveRowAt` once the row is in its new place,
  /// and the model must follow. A move changes no identity.
  ///
  /// Index paths that name no row, or a destination past the end of its section, change nothing.
  ///
  /// - Complexity: O(k) for k rows in the two sections.
  public func rowWasMoved(from source: IndexPath, to destination: IndexPath) {
    guard row(at: source) != nil, sections.indices.contains(destination.section) else { return }
    let destinationCount =
      sections[destination.section].rows.count - (source.section == destination.section ? 1 : 0)
    guard destination.row >= 0, destination.row <= destinationCount else { return }
    let wasCurrent = identities.generation == sectionsGeneration
    let row = sections[source.section].rows.remove(at: source.row)
    sections[destination.section].rows.insert(row, at: destination.row)
    if wasCurrent { identities.generation = sectionsGeneration }
  }

  /// The configured supplementary view of `elementKind` for the section of `indexPath`: the
  /// section's header or footer for the flow layout's kinds, else its
  /// ``TableSection/supplementaryViews`` entry; a title is shown in the collection view's
  /// ``CollectionViewInterface/sectionTitleViewClass``. The view's class is registered for the
  /// kind on first use. `nil` when the section has nothing of that kind, or does not exist.
  ///
  /// - Throws: The collection view's registration and dequeue errors, and the content's
  ///   configuration errors, among them
  ///   ``TableViewError/viewTypeMismatch(content:expectedView:actualView:)``.
  /// - Complexity: O(1) on average, plus the collection view's dequeue and the configuration.
  public func supplementaryView<CollectionView: CollectionViewInterface>(
    ofKind elementKind: String, at indexPath: IndexPath, in collectionView: CollectionView
  ) throws -> CollectionView.SupplementaryView? {
    try configuredSupplementaryView(ofKind: elementKind, at: indexPath, in: collectionView)
  }

  /// What the section shows for a collection view's element kind, or `nil`.
  package func supplement(ofKind elementKind: String, inSection section: Int)
    -> SectionHeaderFooter?
  {
    sections.indices.contains(section) ? sections[section].supplement(ofKind: elementKind) : nil
  }

  /// The section's header or footer, or `nil` for a section that does not exist or has none.
  package func supplement(_ kind: SupplementaryKind, inSection section: Int)
    -> SectionHeaderFooter?
  {
    guard sections.indices.contains(section) else { return nil }
    return kind == .header ? sections[section].header : sections[section].footer
  }

  /// The height a section's header or footer asks for: its own height, else its view content's,
  /// else `viewDefault`; `nil` (the table's own rule) for titles and no header or footer.
  ///
  /// - Parameters:
  ///   - kind: The header or the footer.
  ///   - section: The section's index; `nil` for a section that does not exist.
  ///   - viewDefault: The table's default height for a header or footer view.
  package func supplementHeight(
    _ kind: SupplementaryKind, inSection section: Int, viewDefault: CGFloat
  ) -> CGFloat? {
    guard sections.indices.contains(section) else { return nil }
    let content = sections[section]
    let explicit = kind == .header ? content.headerHeight : content.footerHeight
    return explicit ?? supplement(kind, inSection: section)?.height(viewDefault: viewDefault)
  }
}

extension SectionsDataSource: SectionedRowsDataSource {}

/// The identities of a ``SectionsDataSource``'s rows and sections, kept so that an update checks
/// only the identities it adds.
struct IdentityIndex {
  /// The identity of every row.
  var rows: Set<AnyHashable>
  /// The identity of every section that has one.
  var sections: Set<AnyHashable>
  /// The ``SectionsDataSource/sectionsGeneration`` these sets describe.
  var generation: UInt64 = 0

  /// Collects the identities of `sections`.
  ///
  /// - Throws: ``TableViewError/duplicateSectionIDs(_:)`` or
  ///   ``TableViewError/duplicateRowIDs(_:)`` when one repeats.
  /// - Complexity: O(n) for n rows.
  init(_ sections: [TableSection]) throws {
    self.sections = try Self.collect(
      sections.lazy.compactMap(\.id), count: sections.count, TableViewError.duplicateSectionIDs)
    rows = try Self.collect(
      sections.lazy.flatMap(\.rows).map(\.id), count: sections.reduce(0) { $0 + $1.rows.count },
      TableViewError.duplicateRowIDs)
  }

  /// The identities of `sections`, which hold none twice.
  ///
  /// - Complexity: O(n) for n rows.
  init(trusting sections: [TableSection]) {
    self.sections = Set(sections.lazy.compactMap(\.id))
    rows = Set(minimumCapacity: sections.reduce(0) { $0 + $1.rows.count })
    for section in sections {
      for row in section.rows { rows.insert(row.id) }
    }
  }

  /// The set of `ids`, or throws `duplicate` with those that repeat (each once, in the order
  /// they first repeat).
  private static func collect(
    _ ids: some Sequence<AnyHashable>, count: Int, _ duplicate: ([String]) -> TableViewError
  ) throws -> Set<AnyHashable> {
    var set = Set<AnyHashable>(minimumCapacity: count)
    var reported = Set<AnyHashable>()
    var duplicates: [String] = []
    for id in ids where !set.insert(id).inserted && reported.insert(id).inserted {
      duplicates.append(String(describing: id))
    }
    guard duplicates.isEmpty else { throw duplicate(duplicates) }
    return set
  }

  /// Throws `duplicate` with every identity of `ids` that is repeated in `ids`, or is in
  /// `present` but not in `leaving` (identities an update removes as it adds `ids`); each is
  /// named once, in the order in which `ids` reaches its first clash.
  ///
  /// - Complexity: O(m) for m identities.
  static func check(
    _ ids: [AnyHashable], against present: Set<AnyHashable>, except leaving: Set<AnyHashable>,
    _ duplicate: ([String]) -> TableViewError
  ) throws {
    var seen = Set<AnyHashable>(minimumCapacity: ids.count)
    var reported = Set<AnyHashable>()
    var duplicates: [String] = []
    for id in ids {
      let clash =
        !seen.insert(id).inserted || (present.contains(id) && !leaving.contains(id))
      if clash && reported.insert(id).inserted {
        duplicates.append(String(describing: id))
      }
    }
    guard duplicates.isEmpty else { throw duplicate(duplicates) }
  }
}

// The user's edits, for the tables' conformances.
extension SectionsDataSource: UserEditableDataSource {
  /// Deletes the row from the sections and the table, for a confirmed delete.
  package func commitUserEdit(
    _ style: TableViewCellEditingStyle, at indexPath: IndexPath, in table: any RowsViewInterface
  ) throws {
    guard commitsEditing, style == .delete else { return }
    try deleteRows(at: [indexPath], in: table, with: .automatic)
  }

  package func userCanMoveRow(at indexPath: IndexPath) -> Bool {
    allowsReordering && canMoveRow(at: indexPath)
  }

  package func moveTarget(from source: IndexPath, proposed: IndexPath) -> IndexPath? { nil }

  package func userMovedRow(from source: IndexPath, to destination: IndexPath) {
    guard allowsReordering else { return }
    rowWasMoved(from: source, to: destination)
  }
}
