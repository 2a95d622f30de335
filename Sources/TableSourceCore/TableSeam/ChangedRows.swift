public import Foundation

/// A row change as code of this package lists it, in integers (``SectionRow``,
/// ``SectionRowMove``), beside the form with index paths that the public API gives.
@usableFromInline
package protocol PackedRowChange: Hashable, Sendable {
  /// The change with index paths.
  associatedtype Unpacked: Hashable, Sendable
  /// The change with index paths, made now.
  var unpacked: Unpacked { get }
  /// Hashes the change as ``hash(unpacked:into:)`` hashes the same change unpacked.
  func hashAsUnpacked(into hasher: inout Hasher)
  /// Hashes a change with index paths.
  static func hash(unpacked: Unpacked, into hasher: inout Hasher)
}

/// The rows an update deletes, inserts or moves: the index paths (or moves between index paths)
/// it was given, or changes that code of this package listed in integers, which no `IndexPath`
/// is made for.
///
/// Making an index path and reading its two indexes back are calls into Foundation, a few hundred
/// instructions a row: a form that shows or hides thousands of rows at once, and the diff, list
/// them as integers, and the plan that validates the update reads them as they are. Anyone who
/// asks for ``BatchUpdate/deletedRows``, ``BatchUpdate/insertedRows`` or
/// ``BatchUpdate/movedRows`` gets index paths, made then; two lists of the same changes are
/// equal whichever way they hold them.
@usableFromInline
package struct PackedChanges<Packed: PackedRowChange>: Sendable, Hashable {
  private enum Storage: Sendable {
    case unpacked([Packed.Unpacked])
    case packed([Packed])
  }

  private var storage: Storage

  /// The changes of `unpacked`, as given.
  package init(_ unpacked: [Packed.Unpacked] = []) {
    storage = .unpacked(unpacked)
  }

  /// The changes of `rows`, with no index path made.
  @usableFromInline
  package init(rows: [Packed]) {
    storage = .packed(rows)
  }

  /// Whether the list holds no change.
  package var isEmpty: Bool { count == 0 }

  /// The number of changes.
  ///
  /// - Complexity: O(1).
  package var count: Int {
    switch storage {
    case .unpacked(let changes): changes.count
    case .packed(let changes): changes.count
    }
  }

  /// The changes with index paths.
  ///
  /// - Complexity: O(1) for a list given with index paths; O(n) otherwise.
  @usableFromInline
  package var unpacked: [Packed.Unpacked] {
    get {
      switch storage {
      case .unpacked(let changes): changes
      case .packed(let changes): changes.map(\.unpacked)
      }
    }
    _modify {
      var changes = unpacked
      // The list lets go of its array, so the caller's edits do not copy it.
      storage = .unpacked([])
      defer { storage = .unpacked(changes) }
      yield &changes
    }
  }

  /// The list as the plan reads it: the changes in integers, when it holds them; `nil` for
  /// index paths, which the plan checks and reads itself.
  var packed: [Packed]? {
    if case .packed(let changes) = storage { changes } else { nil }
  }

  /// Adds another list's changes after this one's, keeping integers when both hold them.
  ///
  /// - Complexity: O(m) for m changes added, or O(n + m) when one list holds index paths and
  ///   the other does not.
  package mutating func append(contentsOf other: PackedChanges) {
    if other.isEmpty { return }
    if isEmpty {
      self = other
      return
    }
    if case .packed(var changes) = storage, case .packed(let more) = other.storage {
      storage = .packed([])
      changes += more
      storage = .packed(changes)
    } else {
      unpacked += other.unpacked
    }
  }

  /// Two lists are equal when they hold the same changes in the same order, however they hold
  /// them.
  @usableFromInline
  package static func == (lhs: PackedChanges, rhs: PackedChanges) -> Bool {
    switch (lhs.storage, rhs.storage) {
    case (.unpacked(let left), .unpacked(let right)): left == right
    case (.packed(let left), .packed(let right)): left == right
    default: lhs.unpacked == rhs.unpacked
    }
  }

  /// Hashes the changes' indexes, the same for either way of holding them.
  @usableFromInline
  package func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    switch storage {
    case .unpacked(let changes):
      for change in changes { Packed.hash(unpacked: change, into: &hasher) }
    case .packed(let changes):
      for change in changes { change.hashAsUnpacked(into: &hasher) }
    }
  }
}

/// The rows an update deletes or inserts.
@usableFromInline
package typealias ChangedRows = PackedChanges<SectionRow>
/// The rows an update moves.
@usableFromInline
package typealias ChangedMoves = PackedChanges<SectionRowMove>

extension SectionRow: PackedRowChange {
  @usableFromInline
  package var unpacked: IndexPath { indexPath }

  @usableFromInline
  package func hashAsUnpacked(into hasher: inout Hasher) {
    hasher.combine(2)
    hasher.combine(section)
    hasher.combine(row)
  }

  @usableFromInline
  package static func hash(unpacked path: IndexPath, into hasher: inout Hasher) {
    hasher.combine(path.count)
    for index in path { hasher.combine(index) }
  }
}

extension SectionRowMove: PackedRowChange {
  @usableFromInline
  package var unpacked: BatchUpdate.RowMove {
    BatchUpdate.RowMove(from: from.indexPath, to: to.indexPath)
  }

  @usableFromInline
  package func hashAsUnpacked(into hasher: inout Hasher) {
    from.hashAsUnpacked(into: &hasher)
    to.hashAsUnpacked(into: &hasher)
  }

  @usableFromInline
  package static func hash(unpacked move: BatchUpdate.RowMove, into hasher: inout Hasher) {
    SectionRow.hash(unpacked: move.from, into: &hasher)
    SectionRow.hash(unpacked: move.to, into: &hasher)
  }
}
