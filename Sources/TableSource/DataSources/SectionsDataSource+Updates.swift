import Foundation

// The imperative update API: each call changes the sections and the table together, so they
// cannot drift apart. Every call checks its index paths against the model first (their shape,
// two indexes, then their ranges), and if the table rejects the update, the model is put back as
// it was before the error is rethrown.
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
  ///   index path past the end of its section after the update; the table's errors (two rows
  ///   given the same index path make its count check fail). Nothing changes then.
  /// - Complexity: O(m log m + k) for m rows inserted and k rows in the sections they go to.
  public func insertRows(
    _ insertions: [RowInsertion], in table: some TableViewInterface,
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
    // In ascending order of their final places, each row lands where it belongs. Distinct
    // places in range always fit; two rows given one place may not, and are refused.
    var model = sections
    for insertion in insertions.sorted(by: { $0.indexPath < $1.indexPath }) {
      let path = insertion.indexPath
      guard path.row <= model[path.section].rows.count else {
        throw BatchUpdateError.insertRowOutOfRange(
          row: path.row, section: path.section,
          numberOfRows: sections[path.section].rows.count + inserted[path.section, default: 0])
      }
      model[path.section].rows.insert(insertion.row, at: path.row)
    }
    try commit(model, BatchUpdate(insertedRows: indexPaths), in: table, animation)
  }

  /// Inserts one row at an index path.
  public func insertRow<Row: TableViewRow>(
    _ row: Row, at indexPath: IndexPath, in table: some TableViewInterface,
    with animation: RowAnimation = .automatic
  ) throws {
    try insertRows([RowInsertion(row, at: indexPath)], in: table, with: animation)
  }

  /// Inserts a row just below the row with the given identity.
  ///
  /// - Throws: ``TableViewError/rowNotFound(id:)`` when no row has that identity.
  public func insertRow<Row: TableViewRow, ID: Hashable>(
    _ row: Row, below id: ID, in table: some TableViewInterface,
    with animation: RowAnimation = .automatic
  ) throws {
    let anchor = try existingIndexPath(ofRowWithID: id)
    try insertRow(
      row, at: IndexPath(row: anchor.row + 1, section: anchor.section), in: table, with: animation)
  }

  /// Inserts a row just above the row with the given identity.
  ///
  /// - Throws: ``TableViewError/rowNotFound(id:)`` when no row has that identity.
  public func insertRow<Row: TableViewRow, ID: Hashable>(
    _ row: Row, above id: ID, in table: some TableViewInterface,
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
  public func deleteRows(
    at indexPaths: [IndexPath], in table: some TableViewInterface,
    with animation: RowAnimation = .automatic
  ) throws {
    try checkShape(indexPaths)
    var model = sections
    for path in Set(indexPaths).sorted(by: >) {
      try checkExisting(path, in: model, reload: false)
      model[path.section].rows.remove(at: path.row)
    }
    try commit(model, BatchUpdate(deletedRows: indexPaths), in: table, animation)
  }

  /// Deletes the row with the given identity.
  ///
  /// - Throws: ``TableViewError/rowNotFound(id:)`` when no row has that identity.
  public func deleteRow<ID: Hashable>(
    withID id: ID, in table: some TableViewInterface, with animation: RowAnimation = .automatic
  ) throws {
    try deleteRows(at: [existingIndexPath(ofRowWithID: id)], in: table, with: animation)
  }

  /// Moves a row, in the model and the table; the row keeps its cell (rule 5.4).
  ///
  /// - Throws: ``BatchUpdateError/invalidIndexPath(_:)`` for an index path without exactly two
  ///   indexes; the move's range errors; the table's errors. Nothing changes then.
  public func moveRow(
    at source: IndexPath, to destination: IndexPath, in table: some TableViewInterface
  ) throws {
    try checkShape([source, destination])
    var model = sections
    guard model.indices.contains(source.section) else {
      throw BatchUpdateError.moveSourceSectionOutOfRange(source, numberOfSections: model.count)
    }
    guard model[source.section].rows.indices.contains(source.row) else {
      throw BatchUpdateError.moveSourceOutOfRange(
        source, numberOfRows: model[source.section].rows.count)
    }
    let row = model[source.section].rows.remove(at: source.row)
    guard model.indices.contains(destination.section) else {
      throw BatchUpdateError.moveDestinationSectionOutOfRange(
        source, to: destination, numberOfSections: model.count)
    }
    guard destination.row >= 0 && destination.row <= model[destination.section].rows.count else {
      throw BatchUpdateError.moveDestinationOutOfRange(
        source, to: destination, numberOfRows: model[destination.section].rows.count + 1)
    }
    model[destination.section].rows.insert(row, at: destination.row)
    try commit(
      model, BatchUpdate(movedRows: [.init(from: source, to: destination)]), in: table, .automatic)
  }

  /// Replaces a row with new content and reloads it: it gets a new cell, which may be of another
  /// type (rules 5.3, 5.9).
  ///
  /// - Throws: ``BatchUpdateError/invalidIndexPath(_:)`` for an index path without exactly two
  ///   indexes; ``BatchUpdateError/reloadRowOutOfRange(row:section:numberOfRows:)`` or
  ///   ``BatchUpdateError/reloadRowSectionOutOfRange(row:section:numberOfSections:)``; the
  ///   table's errors. Nothing changes then.
  public func reloadRow<Row: TableViewRow>(
    at indexPath: IndexPath, with row: Row, in table: some TableViewInterface,
    animation: RowAnimation = .automatic
  ) throws {
    try checkShape([indexPath])
    var model = sections
    try checkExisting(indexPath, in: model, reload: true)
    model[indexPath.section].rows[indexPath.row] = AnyRow(row)
    try commit(model, BatchUpdate(reloadedRows: [indexPath]), in: table, animation)
  }

  /// Replaces a row with new content of the same cell type and reconfigures its live cell in
  /// place, with no new cell and no `prepareForReuse` (rule 5.10).
  ///
  /// - Throws: As ``reloadRow(at:with:in:animation:)``.
  public func reconfigureRow<Row: TableViewRow>(
    at indexPath: IndexPath, with row: Row, in table: some TableViewInterface
  ) throws {
    try checkShape([indexPath])
    var model = sections
    try checkExisting(indexPath, in: model, reload: true)
    model[indexPath.section].rows[indexPath.row] = AnyRow(row)
    try commit(model, BatchUpdate(reconfiguredRows: [indexPath]), in: table, .none)
  }

  /// Inserts a section at an index after the update.
  ///
  /// - Throws: ``BatchUpdateError/insertSectionOutOfRange(section:numberOfSections:)``; the
  ///   table's errors. Nothing changes then.
  public func insertSection(
    _ section: any TableViewSection, at index: Int, in table: some TableViewInterface,
    with animation: RowAnimation = .automatic
  ) throws {
    var model = sections
    guard index >= 0 && index <= model.count else {
      throw BatchUpdateError.insertSectionOutOfRange(
        section: index, numberOfSections: model.count + 1)
    }
    model.insert(Section(section), at: index)
    try commit(model, BatchUpdate(insertedSections: [index]), in: table, animation)
  }

  /// Inserts a section just below the section with the given identity.
  ///
  /// - Throws: ``TableViewError/sectionNotFound(id:)`` when no section has that identity.
  public func insertSection<ID: Hashable>(
    _ section: any TableViewSection, below id: ID, in table: some TableViewInterface,
    with animation: RowAnimation = .automatic
  ) throws {
    try insertSection(
      section, at: existingSectionIndex(ofSectionWithID: id) + 1, in: table, with: animation)
  }

  /// Inserts a section just above the section with the given identity.
  ///
  /// - Throws: ``TableViewError/sectionNotFound(id:)`` when no section has that identity.
  public func insertSection<ID: Hashable>(
    _ section: any TableViewSection, above id: ID, in table: some TableViewInterface,
    with animation: RowAnimation = .automatic
  ) throws {
    try insertSection(
      section, at: existingSectionIndex(ofSectionWithID: id), in: table, with: animation)
  }

  /// Deletes sections at indexes before the update.
  ///
  /// - Throws: ``BatchUpdateError/deleteSectionOutOfRange(section:numberOfSections:)``; the
  ///   table's errors. Nothing changes then.
  public func deleteSections(
    _ indexes: [Int], in table: some TableViewInterface,
    with animation: RowAnimation = .automatic
  ) throws {
    var model = sections
    for index in Set(indexes).sorted(by: >) {
      guard model.indices.contains(index) else {
        throw BatchUpdateError.deleteSectionOutOfRange(
          section: index, numberOfSections: sections.count)
      }
      model.remove(at: index)
    }
    try commit(model, BatchUpdate(deletedSections: indexes), in: table, animation)
  }

  /// Deletes the section with the given identity.
  public func deleteSection<ID: Hashable>(
    withID id: ID, in table: some TableViewInterface, with animation: RowAnimation = .automatic
  ) throws {
    try deleteSections([existingSectionIndex(ofSectionWithID: id)], in: table, with: animation)
  }

  /// Moves a section, in the model and the table.
  public func moveSection(_ index: Int, toSection newIndex: Int, in table: some TableViewInterface)
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
      model, BatchUpdate(movedSections: [.init(from: index, to: newIndex)]), in: table, .automatic)
  }

  /// Replaces a section and reloads it: its rows get new cells.
  public func reloadSection(
    _ section: any TableViewSection, at index: Int, in table: some TableViewInterface,
    with animation: RowAnimation = .automatic
  ) throws {
    var model = sections
    guard model.indices.contains(index) else {
      throw BatchUpdateError.reloadSectionOutOfRange(section: index, numberOfSections: model.count)
    }
    model[index] = Section(section)
    try commit(model, BatchUpdate(reloadedSections: [index]), in: table, animation)
  }

  // MARK: - Internals

  /// Makes `model` the sections and commits `update` to the table; if the table rejects it, the
  /// sections are put back.
  private func commit(
    _ model: [Section], _ update: BatchUpdate, in table: some TableViewInterface,
    _ animation: RowAnimation
  ) throws {
    guard !table.hasUncommittedUpdates else { throw TableViewError.updateInsideOpenBatch }
    let saved = sections
    do {
      // The batch opens before the model changes, so a table that has not read its counts yet
      // reads the old ones (rule 4.4).
      try table.performBatchUpdates(
        {
          sections = model
          try table.apply(update, animation: animation)
        }, completion: nil)
    } catch {
      sections = saved
      throw error
    }
  }

  /// Throws ``BatchUpdateError/invalidIndexPath(_:)`` for the first index path without exactly
  /// two indexes, before anything reads a `row` or `section` (which would trap).
  private func checkShape(_ paths: [IndexPath]) throws {
    if let path = paths.first(where: { $0.count != 2 }) {
      throw BatchUpdateError.invalidIndexPath(path)
    }
  }

  private func checkExisting(_ path: IndexPath, in model: [Section], reload: Bool) throws {
    guard model.indices.contains(path.section) else {
      throw reload
        ? BatchUpdateError.reloadRowSectionOutOfRange(
          row: path.row, section: path.section, numberOfSections: model.count)
        : BatchUpdateError.deleteRowSectionOutOfRange(
          row: path.row, section: path.section, numberOfSections: model.count)
    }
    let count = model[path.section].rows.count
    guard path.row >= 0 && path.row < count else {
      throw reload
        ? BatchUpdateError.reloadRowOutOfRange(
          row: path.row, section: path.section, numberOfRows: count)
        : BatchUpdateError.deleteRowOutOfRange(
          row: path.row, section: path.section, numberOfRows: count)
    }
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
