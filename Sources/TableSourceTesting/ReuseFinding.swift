public import Foundation
import TableSourceCore

/// The classic reuse bugs the audit looks for (“Classic reuse bugs” in TableSource's
/// documentation).
public enum ReuseBug: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// B1: a configuration that leaves something of the row the cell showed before.
  case staleState = "B1"
  /// B2: asynchronous work for one row that finishes in a cell showing another.
  case lateAsyncResult = "B2"
  /// B3: state the user gave a row kept only in its cell, lost (or shown on another row) when
  /// the cell is reused.
  case stateKeptInCell = "B3"
  /// B4: a cell's handler that acts on the index path its cell was configured for, not on its
  /// row.
  case staleIndexPath = "B4"

  /// The bug's number and name: `B1 stale state`.
  public var description: String {
    switch self {
    case .staleState: "B1 stale state"
    case .lateAsyncResult: "B2 late asynchronous result"
    case .stateKeptInCell: "B3 state kept only in the cell"
    case .staleIndexPath: "B4 stale index path"
    }
  }
}

/// A row as a finding names it: where it was, and its identity when the data source gives rows
/// one (`SectionsDataSource`, `DiffableDataSource`).
public struct AuditedRow: Sendable, Hashable, CustomStringConvertible {
  /// The row's index path when it was seen.
  public var indexPath: IndexPath
  /// The row's identity, as text, or `nil` when the data source has no identities.
  public var identity: String?
  /// For a collection view's supplementary view, its element kind (`UICollectionElementKindSectionHeader`);
  /// `nil` for a row's (an item's) cell.
  public var elementKind: String?

  /// The identity itself, which the audit follows the row by: two identities may read the same
  /// as text (`1` and `"1"`, two key paths with a subscript).
  let key: RowKey?

  /// Creates a row reference; its identity is the text itself.
  public init(indexPath: IndexPath, identity: String?) {
    self.init(
      indexPath: indexPath, identity: identity, key: identity.map { RowKey(AnyHashable($0)) })
  }

  init(indexPath: IndexPath, identity: String?, key: RowKey?) {
    self.indexPath = indexPath
    self.identity = identity
    self.key = key
  }

  /// A supplementary view of `kind` at `indexPath`.
  init(indexPath: IndexPath, identity: String?, elementKind: String) {
    self.init(indexPath: indexPath, identity: identity, key: nil)
    self.elementKind = elementKind
  }

  /// The same row, at `path`.
  func at(_ path: IndexPath) -> AuditedRow {
    AuditedRow(indexPath: path, identity: identity, key: key)
  }

  /// Whether two references name the same row by identity.
  func isSameRow(as other: AuditedRow) -> Bool { key != nil && key == other.key }

  /// Two references are equal when their index paths, identities' text and kinds are.
  public static func == (lhs: AuditedRow, rhs: AuditedRow) -> Bool {
    lhs.indexPath == rhs.indexPath && lhs.identity == rhs.identity
      && lhs.elementKind == rhs.elementKind
  }

  /// Hashes the index path, the identity's text and the kind.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(indexPath)
    hasher.combine(identity)
    hasher.combine(elementKind)
  }

  /// `row 0.3 (id 42)`, `row 0.3`, or for a supplementary view `header 0.0` (its kind's last
  /// word, lowercased).
  public var description: String {
    let noun = elementKind.map(Self.noun(ofKind:)) ?? "row"
    let place = "\(noun) \(indexPath.section).\(indexPath.row)"
    return identity.map { "\(place) (id \($0))" } ?? place
  }

  /// `header` for `UICollectionElementKindSectionHeader`, `footer` for its footer, else the kind.
  static func noun(ofKind kind: String) -> String {
    if kind.hasSuffix("Header") { return "header" }
    if kind.hasSuffix("Footer") { return "footer" }
    return kind
  }
}

/// A row's identity as the audit keeps it. `@unchecked`: an identity is a value the data source
/// hands out and never changes; the audit only compares it.
struct RowKey: Hashable, @unchecked Sendable {
  let value: AnyHashable
  init(_ value: AnyHashable) { self.value = value }
}

/// One reuse bug the audit saw: its kind, the row and cell, what differed, and a picture of the
/// moment.
public struct ReuseFinding: Sendable, Hashable, CustomStringConvertible {
  /// The kind of bug.
  public var bug: ReuseBug
  /// The row whose cell showed the bug.
  public var row: AuditedRow
  /// The cell's `ReusableView.instanceNumber`.
  public var cellInstanceNumber: Int
  /// The cell's `ReusableView.generation` when the bug was seen.
  public var generation: Int
  /// The property that differed: `renderedContent` (what the cell draws) or a stored property's
  /// path (`badge`, `avatar.image`).
  public var property: String
  /// What a correct cell holds there (for B4: what the row acted on should have been).
  public var expected: String
  /// What the cell held.
  public var actual: String
  /// Where the wrong value came from: the earlier row whose value leaked (B1), the row whose
  /// result landed (B2), or the row that was acted on instead (B4); `nil` when unknown.
  public var source: AuditedRow?
  /// One sentence on what happened.
  public var summary: String
  /// The text picture of the moment: the table's, or for B1 the fresh and the reused cell's
  /// lines.
  public var picture: String

  /// Creates a finding.
  public init(
    bug: ReuseBug, row: AuditedRow, cellInstanceNumber: Int, generation: Int, property: String,
    expected: String, actual: String, source: AuditedRow?, summary: String, picture: String
  ) {
    self.bug = bug
    self.row = row
    self.cellInstanceNumber = cellInstanceNumber
    self.generation = generation
    self.property = property
    self.expected = expected
    self.actual = actual
    self.source = source
    self.summary = summary
    self.picture = picture
  }

  /// The finding in a few lines: the bug, the summary, the values, and the picture.
  public var description: String {
    var lines = [
      "\(bug.rawValue) \(bug.description.dropFirst(3)): \(summary)",
      "  \(row), cell #\(cellInstanceNumber) (generation \(generation)), \(property)",
      "    expected: \(expected)",
      "    actual:   \(actual)",
    ]
    if let source { lines.append("    from:     \(source)") }
    lines += picture.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }
    return lines.joined(separator: "\n")
  }
}

/// What an audit found, and what it covered.
public struct ReuseAuditReport: Sendable, Hashable, CustomStringConvertible {
  /// The bugs seen, in the order the audit saw them.
  public var findings: [ReuseFinding]
  /// The checks that ran.
  public var checks: [ReuseBug]
  /// The checks that could not run, each with the reason.
  public var skipped: [ReuseBug: String]
  /// How many rows the stale-state check configured (each twice).
  public var rowsAudited: Int
  /// How many user actions B3 and B4 took through cells.
  public var actionsTaken = 0
  /// For a collection view, the violations of the dequeue contract (``DequeueContractAudit``):
  /// code that would crash on a device.
  public var contractFindings: [DequeueContractFinding] = []

  /// Whether the audit saw no bug and no violation of the dequeue contract.
  public var isClean: Bool { findings.isEmpty && contractFindings.isEmpty }

  /// The findings of one kind.
  public func findings(of bug: ReuseBug) -> [ReuseFinding] {
    findings.filter { $0.bug == bug }
  }

  /// Throws ``ReuseAuditFailure`` unless the audit saw no bug: a test's one line, in Swift
  /// Testing or XCTest alike (`try report.requireClean()`), whose failure prints the report.
  public func requireClean() throws(ReuseAuditFailure) {
    guard isClean else { throw ReuseAuditFailure(report: self) }
  }

  /// A summary line per check, then every finding.
  public var description: String {
    var lines = [
      "Reuse audit: \(isClean ? "clean" : "\(findings.count + contractFindings.count) finding(s)"), "
        + "\(rowsAudited) rows, \(actionsTaken) actions"
    ]
    if !contractFindings.isEmpty {
      lines.append("  dequeue contract: \(contractFindings.count) finding(s)")
      lines += contractFindings.map { "    \($0)" }
    }
    for bug in ReuseBug.allCases {
      if let reason = skipped[bug] {
        lines.append("  \(bug): not run (\(reason))")
      } else if checks.contains(bug) {
        let count = findings(of: bug).count
        lines.append("  \(bug): \(count == 0 ? "clean" : "\(count) finding(s)")")
      }
    }
    for finding in findings { lines.append(finding.description) }
    return lines.joined(separator: "\n")
  }
}

/// The error ``ReuseAuditReport/requireClean()`` throws: the report, printed as the failure.
public struct ReuseAuditFailure: Error, Sendable, CustomStringConvertible {
  /// The report with the findings.
  public var report: ReuseAuditReport
  /// The report.
  public var description: String { report.description }
}
