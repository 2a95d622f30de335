public import Foundation

/// What went wrong when a table, a row or a data source was asked for something UIKit would have
/// refused, usually with a crash.
///
/// Every case carries what is needed to say what was wrong, and ``description`` says it in
/// UIKit's words, so a message found in a crash report can be found here too. The table's state
/// is unchanged by a call that throws one of these.
public enum TableViewError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A row was asked to configure a cell of another type than its `Cell` type.
  case cellTypeMismatch(row: String, expectedCell: String, actualCell: String)
  /// A header or footer was asked to configure a view of another type than its `View` type.
  case viewTypeMismatch(content: String, expectedView: String, actualView: String)
  /// A reuse identifier was empty (rule 1.4). `method` names the call, as UIKit's assertion does.
  case emptyReuseIdentifier(method: String)
  /// A class registered for cells is not a ``TableViewCell``, or one registered for headers and
  /// footers is not a ``TableViewHeaderFooterView`` (rule 1.6).
  case unsupportedViewClass(className: String, identifier: String, expected: String)
  /// `dequeueReusableCell(withIdentifier:for:)` found neither a queued cell nor a registration
  /// for the identifier (rule 1.5). `registered` lists the registered cell identifiers.
  case unregisteredCellIdentifier(String, registered: [String])
  /// A header or footer view was requested for an identifier with no queued view and no
  /// registration (rule 2.12). `registered` lists the registered header/footer identifiers.
  case unregisteredHeaderFooterIdentifier(String, registered: [String])
  /// An index path named a row that does not exist (rule 3.9).
  case rowOutOfRange(row: Int, section: Int, numberOfRows: Int)
  /// An index path or index named a section that does not exist.
  case sectionOutOfRange(section: Int, numberOfSections: Int)
  /// The table has no data source to ask: for a cell, or for the counts after an update.
  case noDataSource
  /// A diffable data source was asked to apply to the table it was made with, but was made
  /// without one (`init(rowProvider:)`) or its table is gone.
  case noBoundTable
  /// The data source does not allow editing the row (rules 7.2, 7.3): a simulated delete or
  /// move the user could not have made.
  case editingNotAllowed(IndexPath, reason: String)
  /// A data source's own update (which commits a batch of its own) was called while a batch was
  /// open on the table: its index paths, counted on the model as it changes, would be mixed with
  /// the batch's, counted before and after it.
  case updateInsideOpenBatch
  /// No row has the identity, written with `String(describing:)`.
  case rowNotFound(id: String)
  /// No section has the identity, written with `String(describing:)`.
  case sectionNotFound(id: String)
  /// Rows of a ``SectionsDataSource`` would share an identity, which would make identity-based
  /// calls ambiguous. Lists each such identity once, written with `String(describing:)`.
  ///
  /// UIKit's data sources have no such check; the message follows the one
  /// `NSDiffableDataSourceSnapshot` raises for repeated item identifiers (see
  /// ``SnapshotError/duplicateItemIdentifiers(_:)``), `Fatal: supplied item identifiers are not
  /// unique. Duplicate identifiers: {(…)}`, and says why it matters here.
  case duplicateRowIDs([String])
  /// Sections of a ``SectionsDataSource`` would share an identity. Lists each such identity
  /// once, written with `String(describing:)`. Sections without identity are not compared.
  ///
  /// The message follows ``duplicateRowIDs(_:)``'s.
  case duplicateSectionIDs([String])
  /// While reconfiguring a row, its cell was dequeued with another identifier than the one the
  /// live cell has (rule 5.10).
  case reconfigureIdentifierMismatch(indexPath: IndexPath, live: String, requested: String)
  /// A call was made from inside one of the table's callbacks at a moment the table cannot take
  /// it: `call` names the method, `callback` the callback in progress. The table is unchanged.
  /// See <doc:CallingTheTableFromItsCallbacks>.
  case reentrantCall(call: String, callback: TableCallback)
  /// The delegate gave a row a height that is negative (other than
  /// ``VirtualTableView/automaticDimension``), not a number, infinite, or above
  /// ``VirtualTableView/maximumHeight``.
  case invalidRowHeight(Double, indexPath: IndexPath)
  /// The delegate gave a section header or footer such a height.
  case invalidHeaderFooterHeight(Double, section: Int, kind: SupplementaryKind)
  /// A height setting (`rowHeight`, `estimatedRowHeight`, …), named by `setting`, was given such
  /// a value.
  case invalidHeight(Double, setting: String)
  /// A scroll distance, content offset or bounds value that is not a finite number, or a
  /// negative size. `parameter` names it.
  case invalidGeometry(Double, parameter: String)
  /// The data source gave a negative number of sections.
  case invalidNumberOfSections(Int)
  /// The data source gave a negative number of rows for a section.
  case invalidNumberOfRows(Int, section: Int)
  /// Callbacks kept asking for updates while the table applied the ones they had asked for
  /// (each update displayed rows whose `willDisplay` asked for another). The updates asked for
  /// were all applied; the rows of the last ones are displayed at the next layout pass.
  case updatesDidNotSettle(count: Int)
  /// Callbacks kept asking for scrolls while the table applied the ones they had asked for
  /// (each scroll displayed rows whose `willDisplay` asked for another). The table stopped after
  /// `count` and stays where the last one put it.
  case scrollsDidNotSettle(count: Int)

  /// The message, in UIKit's wording where UIKit has one.
  public var description: String {
    switch self {
    case .cellTypeMismatch(let row, let expectedCell, let actualCell):
      return
        "cell type mismatch: row \(row) configures cells of type \(expectedCell), "
        + "but was given a cell of type \(actualCell)"
    case .viewTypeMismatch(let content, let expectedView, let actualView):
      return
        "view type mismatch: \(content) configures views of type \(expectedView), "
        + "but was given a view of type \(actualView)"
    case .emptyReuseIdentifier(let method):
      return "must pass a valid reuse identifier to -[UITableView \(method)]"
    case .unsupportedViewClass(let className, let identifier, let expected):
      return
        "class \(className) registered for identifier \(identifier) must be \(expected) "
        + "or a subclass of it"
    case .unregisteredCellIdentifier(let identifier, let registered):
      return
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
        + "for the identifier or connect a prototype cell in a storyboard "
        + "(registered cell identifiers: \(Self.list(registered)))"
    case .unregisteredHeaderFooterIdentifier(let identifier, let registered):
      return
        "unable to dequeue a header or footer view with identifier \(identifier) - must register "
        + "a nib or a class for the identifier "
        + "(registered header/footer identifiers: \(Self.list(registered)))"
    case .rowOutOfRange(let row, let section, let numberOfRows):
      return "row (\(row)) beyond bounds (\(numberOfRows)) for section (\(section))."
    case .sectionOutOfRange(let section, let numberOfSections):
      return "section (\(section)) beyond bounds (\(numberOfSections))."
    case .noDataSource:
      return "the table view has no data source"
    case .noBoundTable:
      return
        "the diffable data source has no table to apply to: make it with init(tableView:rowProvider:) "
        + "or pass the table to apply(_:to:animatingDifferences:updateStyle:)"
    case .editingNotAllowed(let path, let reason):
      return "cannot edit the row at index path (\(path.tableDescription)): \(reason)"
    case .updateInsideOpenBatch:
      return
        "a data source update was called inside an open batch of updates; each data source "
        + "update commits its own batch, so call it outside performBatchUpdates"
    case .rowNotFound(let id):
      return "no row with identity \(id)"
    case .sectionNotFound(let id):
      return "no section with identity \(id)"
    case .duplicateRowIDs(let ids):
      return
        "supplied row identities are not unique. Duplicate identities: {(\(ids.joined(separator: ", ")))}. "
        + "Each row of a data source needs an identity of its own, so that a call naming a row "
        + "by identity names exactly one."
    case .duplicateSectionIDs(let ids):
      return
        "supplied section identities are not unique. Duplicate identities: {(\(ids.joined(separator: ", ")))}. "
        + "Each section of a data source that has an identity needs one of its own, so that a "
        + "call naming a section by identity names exactly one."
    case .reconfigureIdentifierMismatch(let indexPath, let live, let requested):
      return
        "attempt to dequeue a cell with identifier \(requested) while reconfiguring the row at "
        + "index path \(indexPath.tableDescription), whose cell has identifier \(live)"
    case .reentrantCall(let call, let callback):
      return
        "\(call) was called from inside \(callback), where the table cannot take it: "
        + Self.reentryAdvice(callback)
    case .invalidRowHeight(let value, let indexPath):
      return
        "Invalid row height provided by table delegate. Value must be greater than zero or "
        + "UITableViewAutomaticDimension. (\(value) for the row at index path "
        + "\(indexPath.tableDescription); at most \(Self.limit).)"
    case .invalidHeaderFooterHeight(let value, let section, let kind):
      return
        "Invalid \(kind) height provided by table delegate. Value must "
        + "be at least zero or UITableViewAutomaticDimension. (\(value) for section \(section); "
        + "at most \(Self.limit).)"
    case .invalidHeight(let value, let setting):
      return
        "Invalid \(setting). Value must be at least zero or UITableViewAutomaticDimension. "
        + "(\(value); at most \(Self.limit).)"
    case .invalidGeometry(let value, let parameter):
      return "Invalid \(parameter) (\(value)). Value must be a finite number."
    case .invalidNumberOfSections(let count):
      return "Invalid number of sections (\(count)) provided by the data source."
    case .invalidNumberOfRows(let count, let section):
      return "Invalid number of rows (\(count)) in section \(section) provided by the data source."
    case .updatesDidNotSettle(let count):
      return
        "callbacks asked for \(count) updates in a row while the table applied them; all were "
        + "applied, and the rows of the last ones are displayed at the next layout pass"
    case .scrollsDidNotSettle(let count):
      return
        "callbacks asked for \(count) scrolls in a row, each from the display of the last; the "
        + "table stopped there and stays where the last one put it"
    }
  }

  private static let limit = "\(Int(TableLimits.maximumHeight)) points"

  private static func reentryAdvice(_ callback: TableCallback) -> String {
    switch callback.restriction {
    case .open:
      return "the table had an operation in progress"
    case .deferring:
      return
        "updates made here are applied when the table's current operation ends, but scrolling "
        + "and simulated user gestures wait for it to end"
    case .closed:
      return
        "the table is in the middle of an operation; only queries, registration, dequeuing, "
        + "selection, editing mode and reloadData() are taken here"
    }
  }

  private static func list(_ identifiers: [String]) -> String {
    identifiers.isEmpty ? "none" : identifiers.joined(separator: ", ")
  }
}

extension TableViewError {
  /// ``rowOutOfRange(row:section:numberOfRows:)`` for an index path that names no row of a
  /// model whose sections have `numberOfRows` rows; an index path without two indexes is
  /// reported as row -1 of section -1.
  package static func noRow(at indexPath: IndexPath, numberOfRows: (Int) -> Int) -> TableViewError {
    let (row, section) = indexPath.count == 2 ? (indexPath.row, indexPath.section) : (-1, -1)
    return .rowOutOfRange(row: row, section: section, numberOfRows: numberOfRows(section))
  }
}
