package import Foundation

/// The rows an update deletes or inserts: the index paths it was given, or rows that code of this
/// package listed as ``SectionRow``s, which no `IndexPath` is made for.
///
/// Making an index path and reading its two indexes back are calls into Foundation, a few hundred
/// instructions a row: a form that shows or hides thousands of rows at once lists them as
/// integers, and the plan that validates the update reads them as they are. Anyone who asks for
/// ``BatchUpdate/deletedRows`` or ``BatchUpdate/insertedRows`` gets index paths, made then; two
/// lists of the same rows are equal whichever way they hold them.
package struct ChangedRows: Sendable, Hashable {
  private enum Storage: Sendable {
    case paths([IndexPath])
    case rows([SectionRow])
  }

  private var storage: Storage

  /// The rows of `paths`, as given.
  package init(_ paths: [IndexPath] = []) {
    storage = .paths(paths)
  }

  /// The rows of `rows`, with no index path made.
  package init(rows: [SectionRow]) {
    storage = .rows(rows)
  }

  /// Whether the list names no row.
  package var isEmpty: Bool {
    switch storage {
    case .paths(let paths): paths.isEmpty
    case .rows(let rows): rows.isEmpty
    }
  }

  /// The rows as index paths.
  ///
  /// - Complexity: O(1) for a list given as index paths; O(n) otherwise.
  package var indexPaths: [IndexPath] {
    get {
      switch storage {
      case .paths(let paths): paths
      case .rows(let rows): rows.map(\.indexPath)
      }
    }
    _modify {
      var paths = indexPaths
      // The list lets go of its array, so the caller's edits do not copy it.
      storage = .paths([])
      defer { storage = .paths(paths) }
      yield &paths
    }
  }

  /// The list as the plan reads it: the ``SectionRow``s, when it holds them; `nil` for index
  /// paths, which the plan checks and reads itself.
  var sectionRows: [SectionRow]? {
    if case .rows(let rows) = storage { rows } else { nil }
  }

  /// Adds another list's rows after this one's, keeping ``SectionRow``s when both hold them.
  ///
  /// - Complexity: O(m) for m rows added, or O(n + m) when one list holds index paths and the
  ///   other does not.
  package mutating func append(contentsOf other: ChangedRows) {
    if other.isEmpty { return }
    if isEmpty {
      self = other
      return
    }
    if case .rows(var rows) = storage, case .rows(let more) = other.storage {
      storage = .rows([])
      rows += more
      storage = .rows(rows)
    } else {
      indexPaths += other.indexPaths
    }
  }

  /// Two lists are equal when they name the same rows in the same order, however they hold them.
  package static func == (lhs: ChangedRows, rhs: ChangedRows) -> Bool {
    switch (lhs.storage, rhs.storage) {
    case (.paths(let left), .paths(let right)): left == right
    case (.rows(let left), .rows(let right)): left == right
    default: lhs.indexPaths == rhs.indexPaths
    }
  }

  /// Hashes the rows' indexes, the same for either way of holding them.
  package func hash(into hasher: inout Hasher) {
    switch storage {
    case .paths(let paths):
      hasher.combine(paths.count)
      for path in paths {
        hasher.combine(path.count)
        for index in path { hasher.combine(index) }
      }
    case .rows(let rows):
      hasher.combine(rows.count)
      for row in rows {
        hasher.combine(2)
        hasher.combine(row.section)
        hasher.combine(row.row)
      }
    }
  }
}
