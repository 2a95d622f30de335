public import Foundation

// The imperative update API: each call changes the sections and the table together, so they
// cannot drift apart. `table` is any view of rows, a table or a collection view
// (`RowsViewInterface`): the updates are the same for both. Every call checks its index paths against the model first (their shape,
// two indexes, then their ranges), then the identities it adds (each row's, and each section's
// that has one, must stay unique), and if the table rejects the update, the model is put back
// as it was before the error is rethrown.
// Each call commits a batch of its own: index paths are those of the model as it is at the
// call, so calls cannot join a batch the app opened (they throw
// `TableViewError.updateInsideOpenBatch`).
extension SectionsDataSource {
  /// A row to insert and the index path it has after the update: the argument of
  /// ``SectionsDataSource/insertRows(_:in:with:)``, which pairs each row with its place so that
  /// a row cannot be given without one, or a place without a row.
  public struct RowInsertion {
    /// The row to insert.
    public var row: AnyRow
    /// Where the row is after the update (rule 5.2).
    public var indexPath: IndexPath

    /// Pairs a row with the index path it has after the update.
    public init<Row: TableViewRow>(_ row: Row, at indexPath: IndexPath) {
      self.row = AnyRow(row)
      self.indexPath = indexPath
    }
  }

  /// Inserts rows, each at the index path it has after the update, in the model and the table.
  ///
  /// ```swift
  /// try dataSource.insertRows(
  ///   [.init(TextRow(text: "Fig"), at: IndexPath(row: 0, section: 0)),
  ///    .init(TextRow(text: "Kiwi"), at: IndexPath(row: 3, section: 0))],
  ///   in: table)
  /// ```
  ///
  /// - Throws: ``BatchUpdateError/invalidIndexPath(_:)`` for an index path without exactly two
  ///   indexes; ``BatchUpdateError/insertRowOutOfRange(row:section:numberOfRows:)`` or
  ///   ``BatchUpdateError/insertRowSectionOutOfRange(row:section:numberOfSections:)`` for an
  ///   index path past the end of its section after the update;
  ///   ``TableViewError/duplicateRowIDs(_:)`` when a row's identity is already in use or given
  ///   twice; the table's errors (two rows given the same index path make its count check
  ///   fail). Nothing changes then.
  /// - Complexity: O(s + m log m + m·c) for s sections, m rows inserted and c chunks of rows in
  ///   the longest section they go to: each row is inserted into its section's ``RowList`` in
  ///   turn, which moves the rows of one chunk (at most 1,024) and the chunks' start indexes.
  public func insertRows(
    _ insertions: [RowInsertion], in table: some RowsViewInterface,
    with animation: RowAnimation = .automatic
  ) throws {
    let indexPaths = insertions.map(\.indexPath)
    try checkShape(indexPaths)
    // Ranges first, each against its section's count after the update, as the table checks.
    var inserted: [Int: Int] = [:]
    for path in indexPaths { inserted[path.section, default: 0] += 1 }
    for path in indexPaths {
      guard sections.indices.contains(path.section) else {
        throw BatchUpdateError.insertRowSectionOutOfRange(
          row: path.row, section: path.section, numberOfSections: sections.count)
      }
      let final = sections[path.section].rows.count + inserted[path.section, default: 0]
      guard path.row >= 0 && path.row < final else {
        throw BatchUpdateError.insertRowOutOfRange(
          row: path.row, section: path.section, numberOfRows: final)
      }
    }
    let ids = insertions.map(\.row.id)
    refreshIdentities()
    try IdentityIndex.check(
      ids, against: identities.rows, except: [], TableViewError.duplicateRowIDs)
    // In ascending order of their final places, each row lands where it belongs. Distinct
    // places in range always fit; two rows given one place may not, and are refused.
    let ordered = insertions.sorted(by: { $0.indexPath < $1.indexPath })
    var counts = Dictionary(
      uniqueKeysWithValues: inserted.keys.map { ($0, sections[$0].rows.count) })
    for insertion in ordered {
      let path = insertion.indexPath
      guard path.row <= counts[path.section, default: 0] else {
        throw BatchUpdateError.insertRowOutOfRange(
          row: path.row, section: path.section,
          numberOfRows: sections[path.section].rows.count + inserted[path.section, default: 0])
      }
      counts[path.section, default: 0] += 1
    }
    try commit(
      BatchUpdate(insertedRows: indexPaths), in: table, animation,
      identities: IdentityChange(addedRows: ids),
      edit: { sections in
        for insertion in ordered {
          sections[insertion.indexPath.section].rows.insert(
            insertion.row, at: insertion.indexPath.row)
        }
      },
      undo: { sections in
        for insertion in ordered.reversed() {
          sections[insertion.indexPath.section].rows.remove(at: insertion.indexPath.row)
        }
      })
  }

  /// Inserts one row at an index path.
  ///
  /// - Throws: As ``insertRows(_:in:with:)``.
  /// - Complexity: O(s + c) for s sections and c chunks of rows (see ``RowList``) in the row's
  ///   section.
  public func insertRow<Row: TableViewRow>(
    _ row: Row, at indexPath: IndexPath, in table: some RowsViewInterface,
    with animation: RowAnimation = .automatic
  ) throws {
    try insertRows([RowInsertion(row, at: indexPath)], in: table, with: animation)
  }

  /// Inserts a row just below the row with the given identity.
  ///
  /// - Throws: ``TableViewError/rowNotFound(id:)`` when no row has that identity; as
  ///   ``insertRows(_:in:with:)``.
  /// - Complexity: O(n) for n rows, to find the row with the identity.
  public func insertRow<Row: TableViewRow, ID: Hashable>(
    _ row: Row, below id: ID, in table: some RowsViewInterface,
    with animation: RowAnimation = .automatic
  ) throws {
    let anchor = try existingIndexPath(ofRowWithID: id)
    try insertRow(
      row, at: IndexPath(row: anchor.row + 1, section: anchor.section), in: table, with: animation)
  }

  /// Inserts a row just above the row with the given identity.
  ///
  /// - Throws: ``TableViewError/rowNotFound(id:)`` when no row has that identity; as
  ///   ``insertRows(_:in:with:)``.
  /// - Complexity: O(n) for n rows, to find the row with the identity.
  public func insertRow<Row: TableViewRow, ID: Hashable>(
    _ row: Row, above id: ID, in table: some RowsViewInterface,
    with animation: RowAnimation = .automatic
  ) throws {
    try insertRow(row, at: existingIndexPath(ofRowWithID: id), in: table, with: animation)
  }

  /// Deletes rows at index paths before the update, from the model and the table.
  ///
  /// - Throws: ``BatchUpdateError/invalidIndexPath(_:)`` for an index path without exactly two
  ///   indexes; ``BatchUpdateError/deleteRowOutOfRange(row:section:numberOfRows:)`` or
  ///   ``BatchUpdateError/deleteRowSectionOutOfRange(row:section:numberOfSections:)``; the
  ///   table's errors. Nothing changes then.
  /// - Complexity: O(s + m log m + m·c) for s sections, m rows deleted and c chunks of rows in
  ///   the longest section they leave: each row is removed from its section's ``RowList`` in
  ///   turn.
  public func deleteRows(
    at indexPaths: [IndexPath], in table: some RowsViewInterface,
    with animation: RowAnimation = .automatic
  ) throws {
    try checkShape(indexPaths)
    let descending = Set(indexPaths).sorted(by: >)
    var change = IdentityChange()
    for path in descending {
      try checkExisting(path, in: sections, reload: false)
      change.removedRows.append(sections[path.section].rows[path.row].id)
    }
    var removed: [AnyRow] = []
    try commit(
      BatchUpdate(deletedRows: indexPaths), in: table, animation, identities: change,
      edit: { sections in
        removed = descending.map { sections[$0.section].rows.remove(at: $0.row) }
      },
      undo: { sections in
        for (path, row) in zip(descending, removed).reversed() {
          sections[path.section].rows.insert(row, at: path.row)
        }
      })
  }

  /// Deletes the row with the given identity.
  ///
  /// - Throws: ``TableViewError/rowNotFound(id:)`` when no row has that identity.
  /// - Complexity: O(n) for n rows, to find the row with the identity.
  public func deleteRow<ID: Hashable>(
    withID id: ID, in table: some RowsViewInterface, with animation: RowAnimation = .automatic
  ) throws {
    try deleteRows(at: [existingIndexPath(ofRowWithID: id)], in: table, with: animation)
  }

  /// Moves a row, in the model and the table; the row keeps its cell (rule 5.4).
  ///
  /// - Throws: ``BatchUpdateError/invalidIndexPath(_:)`` for an index path without exactly two
  ///   indexes; the move's range errors; the table's errors. Nothing changes then.
  /// - Complexity: O(s + c) for s sections and c chunks of rows (see ``RowList``) in the two
  ///   sections.
  public func moveRow(
    at source: IndexPath, to destination: IndexPath, in table: some RowsViewInterface
  ) throws {
    try checkShape([source, destination])
    guard sections.indices.contains(source.section) else {
      throw BatchUpdateError.moveSourceSectionOutOfRange(source, numberOfSections: sections.count)
    }
    guard sections[source.section].rows.indices.contains(source.row) else {
      throw BatchUpdateError.moveSourceOutOfRange(
        source, numberOfRows: sections[source.section].rows.count)
    }
    guard sections.indices.contains(destination.section) else {
      throw BatchUpdateError.moveDestinationSectionOutOfRange(
        source, to: destination, numberOfSections: sections.count)
    }
    // The destination's count once the row has left its place.
    let count =
      sections[destination.section].rows.count - (source.section == destination.section ? 1 : 0)
    guard destination.row >= 0 && destination.row <= count else {
      throw BatchUpdateError.moveDestinationOutOfRange(
        source, to: destination, numberOfRows: count + 1)
    }
    func move(_ sections: inout [TableSection], from: IndexPath, to: IndexPath) {
      let row = sections[from.section].rows.remove(at: from.row)
      sections[to.section].rows.insert(row, at: to.row)
    }
    try commit(
      BatchUpdate(movedRows: [.init(from: source, to: destination)]), in: table, .automatic,
      identities: IdentityChange(),
      edit: { move(&$0, from: source, to: destination) },
      undo: { move(&$0, from: destination, to: source) })
  }

  /// Replaces a row with new content and reloads it: it gets a new cell, which may be of another
  /// type (rules 5.3, 5.9).
  ///
  /// - Throws: ``BatchUpdateError/invalidIndexPath(_:)`` for an index path without exactly two
  ///   indexes; ``BatchUpdateError/reloadRowOutOfRange(row:section:numberOfRows:)`` or
  ///   ``BatchUpdateError/reloadRowSectionOutOfRange(row:section:numberOfSections:)``;
  ///   ``TableViewError/duplicateRowIDs(_:)`` when `row` has the identity of another row (it
  ///   may keep the identity of the row it replaces, or take a new one); the table's errors.
  ///   Nothing changes then.
  /// - Complexity: O(s + log c) for s sections and c chunks of rows in the row's section.
  public func reloadRow<Row: TableViewRow>(
    at indexPath: IndexPath, with row: Row, in table: some RowsViewInterface,
    animation: RowAnimation = .automatic
  ) throws {
    try replaceRow(
      at: indexPath, with: AnyRow(row), BatchUpdate(reloadedRows: [indexPath]), in: table,
      animation)
  }

  /// Replaces a row with new content of the same cell type and reconfigures its live cell in
  /// place, with no new cell and no `prepareForReuse` (rule 5.10).
  ///
  /// - Throws: As ``reloadRow(at:with:in:animation:)``.
  /// - Complexity: O(s + log c) for s sections and c chunks of rows in the row's section.
  public func reconfigureRow<Row: TableViewRow>(
    at indexPath: IndexPath, with row: Row, in table: some RowsViewInterface
  ) throws {
    try replaceRow(
      at: indexPath, with: AnyRow(row), BatchUpdate(reconfiguredRows: [indexPath]), in: table,
      .none)
  }

  /// Inserts a section at an index after the update.
  ///
  /// - Throws: ``BatchUpdateError/insertSectionOutOfRange(section:numberOfSections:)``;
  ///   ``TableViewError/duplicateSectionIDs(_:)`` when the section's identity is already in use;
  ///   ``TableViewError/duplicateRowIDs(_:)`` when one of its rows' is, or its rows repeat
  ///   one; the table's errors. Nothing changes then.
  /// - Complexity: O(s + m) for s sections and m rows in the section inserted.
  public func insertSection(
    _ section: any TableViewSection, at index: Int, in table: some RowsViewInterface,
    with animation: RowAnimation = .automatic
  ) throws {
    var model = sections
    guard index >= 0 && index <= model.count else {
      throw BatchUpdateError.insertSectionOutOfRange(
        section: index, numberOfSections: model.count + 1)
    }
    let new = TableSection(section)
    let change = try addingSection(new, replacing: nil)
    model.insert(new, at: index)
    try commit(
      model, BatchUpdate(insertedSections: [index]), in: table, animation, identities: change)
  }

  /// Inserts a section just below the section with the given identity.
  ///
  /// - Throws: ``TableViewError/sectionNotFound(id:)`` when no section has that identity; as
  ///   ``insertSection(_:at:in:with:)``.
  /// - Complexity: O(s + m) for s sections and m rows in the section inserted.
  public func insertSection<ID: Hashable>(
    _ section: any TableViewSection, below id: ID, in table: some RowsViewInterface,
    with animation: RowAnimation = .automatic
  ) throws {
    try insertSection(
      section, at: existingSectionIndex(ofSectionWithID: id) + 1, in: table, with: animation)
  }

  /// Inserts a section just above the section with the given identity.
  ///
  /// - Throws: ``TableViewError/sectionNotFound(id:)`` when no section has that identity; as
  ///   ``insertSection(_:at:in:with:)``.
  /// - Complexity: O(s + m) for s sections and m rows in the section inserted.
  public func insertSection<ID: Hashable>(
    _ section: any TableViewSection, above id: ID, in table: some RowsViewInterface,
    with animation: RowAnimation = .automatic
  ) throws {
    try insertSection(
      section, at: existingSectionIndex(ofSectionWithID: id), in: table, with: animation)
  }

  /// Deletes sections at indexes before the update.
  ///
  /// - Throws: ``BatchUpdateError/deleteSectionOutOfRange(section:numberOfSections:)``; the
  ///   table's errors. Nothing changes then.
  /// - Complexity: O(s·m + r) for s sections, m of them deleted and r rows in those: each
  ///   section is removed from the array of sections in turn.
  public func deleteSections(
    _ indexes: [Int], in table: some RowsViewInterface,
    with animation: RowAnimation = .automatic
  ) throws {
    var model = sections
    var change = IdentityChange()
    // The identities leaving are needed only if the index is up to date to bring along.
    let tracking = identities.generation == sectionsGeneration
    for index in Set(indexes).sorted(by: >) {
      guard model.indices.contains(index) else {
        throw BatchUpdateError.deleteSectionOutOfRange(
          section: index, numberOfSections: sections.count)
      }
      let gone = model.remove(at: index)
      if tracking {
        change.removedRows += gone.rows.map(\.id)
        if let id = gone.id { change.removedSections.append(id) }
      }
    }
    try commit(
      model, BatchUpdate(deletedSections: indexes), in: table, animation, identities: change)
  }

  /// Deletes the section with the given identity.
  ///
  /// - Throws: ``TableViewError/sectionNotFound(id:)`` when no section has that identity; as
  ///   ``deleteSections(_:in:with:)``.
  /// - Complexity: O(s + r) for s sections and r rows in the section deleted.
  public func deleteSection<ID: Hashable>(
    withID id: ID, in table: some RowsViewInterface, with animation: RowAnimation = .automatic
  ) throws {
    try deleteSections([existingSectionIndex(ofSectionWithID: id)], in: table, with: animation)
  }

  /// Moves a section, in the model and the table.
  ///
  /// - Throws: ``BatchUpdateError/moveSectionOutOfRange(section:numberOfSections:)`` or
  ///   ``BatchUpdateError/moveSectionDestinationOutOfRange(section:to:numberOfSections:)``; the
  ///   table's errors. Nothing changes then.
  /// - Complexity: O(s) for s sections.
  public func moveSection(_ index: Int, toSection newIndex: Int, in table: some RowsViewInterface)
    throws
  {
    var model = sections
    guard model.indices.contains(index) else {
      throw BatchUpdateError.moveSectionOutOfRange(section: index, numberOfSections: model.count)
    }
    guard model.indices.contains(newIndex) else {
      throw BatchUpdateError.moveSectionDestinationOutOfRange(
        section: index, to: newIndex, numberOfSections: model.count)
    }
    model.insert(model.remove(at: index), at: newIndex)
    try commit(
      model, BatchUpdate(movedSections: [.init(from: index, to: newIndex)]), in: table, .automatic,
      identities: IdentityChange())
  }

  /// Replaces a section and reloads it: its rows get new cells.
  ///
  /// - Throws: ``BatchUpdateError/reloadSectionOutOfRange(section:numberOfSections:)``;
  ///   ``TableViewError/duplicateSectionIDs(_:)`` or ``TableViewError/duplicateRowIDs(_:)``
  ///   when the new section, or one of its rows, has the identity of another section or of a
  ///   row outside the section replaced (it may keep those of the section it replaces), or its
  ///   rows repeat one; the table's errors. Nothing changes then.
  /// - Complexity: O(s + k + m) for s sections, k rows replaced and m new rows.
  public func reloadSection(
    _ section: any TableViewSection, at index: Int, in table: some RowsViewInterface,
    with animation: RowAnimation = .automatic
  ) throws {
    var model = sections
    guard model.indices.contains(index) else {
      throw BatchUpdateError.reloadSectionOutOfRange(section: index, numberOfSections: model.count)
    }
    let new = TableSection(section)
    let change = try addingSection(new, replacing: model[index])
    model[index] = new
    try commit(
      model, BatchUpdate(reloadedSections: [index]), in: table, animation, identities: change)
  }

  // MARK: - Internals

  /// The identities an update adds and removes, to bring ``identities`` along once the table has
  /// accepted it.
  struct IdentityChange {
    var addedRows: [AnyHashable] = []
    var removedRows: [AnyHashable] = []
    var addedSections: [AnyHashable] = []
    var removedSections: [AnyHashable] = []
  }

  /// Makes `model` the sections and commits `update`, as
  /// ``commit(_:in:_:identities:edit:undo:)`` does: for changes of whole sections, whose model
  /// is built beside the sections.
  private func commit(
    _ model: [TableSection], _ update: BatchUpdate, in table: some RowsViewInterface,
    _ animation: RowAnimation, identities change: IdentityChange
  ) throws {
    let saved = sections
    try commit(
      update, in: table, animation, identities: change, edit: { $0 = model },
      undo: { $0 = saved })
  }

  /// Commits `update` to the table with the sections changed by `edit` — one access, so their
  /// storage is not copied, whatever their size — then brings ``identities`` along by `change`,
  /// in O(size of the change). If the table rejects the update, `undo` puts the sections back;
  /// if the table applied it but could not display a row (``DisplayFailedAfterUpdate``), the
  /// sections stay as the table shows them.
  ///
  /// Bringing ``identities`` along is right only when it described the sections before the
  /// update and the edit is the only change since; otherwise (the table rejected the update, or
  /// an update made from inside the table's display pass changed the sections again) the index
  /// is left out of date, and rebuilt from the sections when next needed.
  private func commit(
    _ update: BatchUpdate, in table: some RowsViewInterface, _ animation: RowAnimation,
    identities change: IdentityChange, edit: (inout [TableSection]) -> Void,
    undo: (inout [TableSection]) -> Void
  ) throws {
    guard !table.hasUncommittedUpdates else { throw TableViewError.updateInsideOpenBatch }
    let generation = sectionsGeneration
    let current = identities.generation == generation
    var edited = false
    do {
      // The batch opens before the model changes, so a table that has not read its counts yet
      // reads the old ones (rule 4.4).
      try table.performBatchUpdates(
        {
          edit(&sections)
          edited = true
          try table.apply(update, animation: animation)
        }, completion: nil)
    } catch let error as DisplayFailedAfterUpdate {
      throw error
    } catch {
      if edited { undo(&sections) }
      throw error
    }
    guard current, sectionsGeneration == generation &+ 1 else { return }
    // Removals first: a replaced row or section may keep its identity.
    for id in change.removedRows { identities.rows.remove(id) }
    for id in change.removedSections { identities.sections.remove(id) }
    identities.rows.formUnion(change.addedRows)
    identities.sections.formUnion(change.addedSections)
    identities.generation = sectionsGeneration
  }

  /// Rebuilds ``identities`` from the sections if they changed since it was up to date.
  ///
  /// - Complexity: O(1) when up to date, else O(n) for n rows.
  private func refreshIdentities() {
    guard identities.generation != sectionsGeneration else { return }
    identities = IdentityIndex(trusting: sections)
    identities.generation = sectionsGeneration
  }

  /// Replaces the row at `indexPath` by `row` and commits `update` (its reload or
  /// reconfiguration), after checking the index path and that `row`'s identity is its
  /// predecessor's or not in use.
  private func replaceRow(
    at indexPath: IndexPath, with row: AnyRow, _ update: BatchUpdate,
    in table: some RowsViewInterface, _ animation: RowAnimation
  ) throws {
    try checkShape([indexPath])
    try checkExisting(indexPath, in: sections, reload: true)
    let replaced = sections[indexPath.section].rows[indexPath.row]
    let (old, new) = (replaced.id, row.id)
    if new != old {
      refreshIdentities()
      if identities.rows.contains(new) {
        throw TableViewError.duplicateRowIDs([String(describing: new)])
      }
    }
    try commit(
      update, in: table, animation,
      identities: IdentityChange(addedRows: [new], removedRows: [old]),
      edit: { $0[indexPath.section].rows[indexPath.row] = row },
      undo: { $0[indexPath.section].rows[indexPath.row] = replaced })
  }

  /// Checks that `section`'s identity and its rows' are unique once it is added, in place of
  /// `replaced` if given, and returns the change of identities.
  private func addingSection(_ section: TableSection, replacing replaced: TableSection?) throws
    -> IdentityChange
  {
    refreshIdentities()
    var change = IdentityChange(addedRows: section.rows.map(\.id))
    if let replaced {
      change.removedRows = replaced.rows.map(\.id)
      if let id = replaced.id { change.removedSections = [id] }
    }
    if let id = section.id {
      change.addedSections = [id]
      try IdentityIndex.check(
        [id], against: identities.sections, except: Set(change.removedSections),
        TableViewError.duplicateSectionIDs)
    }
    try IdentityIndex.check(
      change.addedRows, against: identities.rows, except: Set(change.removedRows),
      TableViewError.duplicateRowIDs)
    return change
  }

  /// Throws ``BatchUpdateError/invalidIndexPath(_:)`` for the first index path without exactly
  /// two indexes, before anything reads a `row` or `section` (which would trap).
  private func checkShape(_ paths: [IndexPath]) throws {
    if let path = paths.first(where: { $0.count != 2 }) {
      throw BatchUpdateError.invalidIndexPath(path)
    }
  }

  private func checkExisting(_ path: IndexPath, in model: [TableSection], reload: Bool) throws {
    try BatchUpdateError.checkRow(
      SectionRow(twoIndexes: path), numberOfSections: model.count,
      numberOfRows: { model[$0].rows.count }, reload: reload)
  }

  private func existingIndexPath<ID: Hashable>(ofRowWithID id: ID) throws -> IndexPath {
    guard let path = indexPath(ofRowWithID: id) else {
      throw TableViewError.rowNotFound(id: String(describing: id))
    }
    return path
  }

  private func existingSectionIndex<ID: Hashable>(ofSectionWithID id: ID) throws -> Int {
    guard let index = sectionIndex(ofSectionWithID: id) else {
      throw TableViewError.sectionNotFound(id: String(describing: id))
    }
    return index
  }
}
