import Foundation
import TableSourceCore

/// Whether this build of the forms runs its internal checks (`TABLESOURCE_INTERNAL_CHECKS`, as
/// the core's: Package.swift sets it for debug builds made with `TABLESOURCE_INTERNAL_CHECKS=1`).
package let formsRunInternalChecks: Bool = {
  #if TABLESOURCE_INTERNAL_CHECKS
    return true
  #else
    return false
  #endif
}()

// Showing and hiding fields without a snapshot or a diff. A condition that hides fields knows
// which sections hold them; in each, the form compares the number of rows each field shows now
// with the number the table shows, and inserts or deletes the rows of the fields that appear or
// go. The numbers the table shows are remembered from the last such update, while the data
// source has not changed since; otherwise they are read off the rows shown.

/// The number of rows each field of a section shows in the table, remembered by the form.
struct ShownRowCounts {
  /// The version of the data source's state the counts describe (``KnownUpdates/version``).
  var version: Int
  /// For each form section (by its index in the form), each field's row count, if known.
  var sections: [[Int]?]
}

extension Form {
  /// Shows the rows that the conditions in `changed` hid or showed by a batch update worked out
  /// from the fields. When a section's own condition changed, or the rows shown are not what
  /// the fields account for, the form's snapshot is diffed instead (``showStructure()``).
  ///
  /// - Complexity: O(f + s) for f fields in the sections that hold fields the conditions hide
  ///   and s sections, plus the table's work; no key is hashed.
  func showHiding(_ changed: Set<ObjectIdentifier>) throws {
    guard isShownInView else { return }
    let sectionsShowOrHide = shapes.contains { section in
      section.hiding.map { changed.contains(ObjectIdentifier($0)) } ?? false
    }
    // By the form's section index: arrays, not a set and a dictionary, which hash each index.
    var walked = [Bool](repeating: false, count: shapes.count)
    for id in changed {
      for index in conditions.sectionsHidingFields[id] ?? [] { walked[index] = true }
    }
    guard !sectionsShowOrHide, walked.contains(true) else { return try showStructure() }
    let remembered = rememberedRowCounts() ?? [[Int]?](repeating: nil, count: shapes.count)
    // The sections not walked keep their counts: the update leaves their rows as they are.
    var counts = remembered
    // The rows as integers: no index path is made for the thousands a toggle can show or hide.
    var (deleted, inserted) = ([SectionRow](), [SectionRow]())
    var replacements: [(section: Int, items: [FieldKey])] = []
    let rows = rowLayout()
    var shown = 0
    for index in shapes.indices where !shapes[index].isHidden {
      defer { shown += 1 }
      guard walked[index] else { continue }
      guard dataSource.sectionIdentifier(for: shown) == shapes[index].id else {
        return try showStructure()
      }
      let old = dataSource.itemIdentifiers(inSectionAt: shown)
      let fields = shapes[index].fields
      let entries = old.prefix { !$0.isField }.count
      guard let before = remembered[index] ?? RowLayout.rowCounts(of: old, after: entries, fields),
        before.count == fields.count
      else { return try showStructure() }
      let after = rows.rowCounts(of: fields)
      guard
        let new = rows.change(
          old, entries: entries, fields: fields, from: before, to: after, section: shown,
          deleting: &deleted, inserting: &inserted)
      else { return try showStructure() }
      replacements.append((shown, new))
      counts[index] = after
    }
    var update = BatchUpdate()
    update.deleted = ChangedRows(rows: deleted)
    update.inserted = ChangedRows(rows: inserted)
    try applyKnownUpdate(replacements, update, leaving: counts)
    // Rows that only came leave every cell's row in the table.
    if !deleted.isEmpty { endBindingsOfRowsGone() }
    #if TABLESOURCE_INTERNAL_CHECKS
      precondition(
        dataSource.snapshot() == snapshot(), "The rows shown differ from the form's after a hide")
    #endif
  }
}

// The two places the form uses its data source's known updates (`KnownUpdates`, and
// `apply(replacingItems:by:animatingDifferences:)`).
extension Form {
  /// The rows each field of each section shows in the table, as the last known update left
  /// them, while the data source has not changed since; `nil` when it has.
  func rememberedRowCounts() -> [[Int]?]? {
    presentation.shownRowCounts.flatMap { known in
      known.version == dataSource.knownUpdates?.version && known.sections.count == shapes.count
        ? known.sections : nil
    }
  }

  /// Applies a known update (each section's new items, by index, and the rows deleted and
  /// inserted) and remembers `counts` as the rows it leaves.
  func applyKnownUpdate(
    _ items: [(section: Int, items: [FieldKey])], _ rows: BatchUpdate, leaving counts: [[Int]?]
  ) throws {
    presentation.shownRowCounts = nil
    try dataSource.apply(replacingItems: items, by: rows, animatingDifferences: true)
    presentation.shownRowCounts = dataSource.knownUpdates.map {
      ShownRowCounts(version: $0.version, sections: counts)
    }
  }
}

// The walk itself is not generic: code in the form's extensions is compiled for any model, and
// reaches even the standard library's collections through their witnesses.
extension RowLayout {
  /// The number of rows each field shows now.
  func rowCounts(of fields: [FieldShape]) -> [Int] {
    var counts: [Int] = []
    counts.reserveCapacity(fields.count)
    Self.forEachField(of: fields) { field, hidden in
      counts.append(rowCount(field, hidden: hidden))
    }
    return counts
  }

  /// The new rows of a section whose rows were `old` (its list's `entries`, then the rows of
  /// `fields`, `before[f]` for field f), once each field shows `after[f]` rows; the rows of the
  /// fields that go are added to `deleted`, those of the fields that appear to `inserted`.
  ///
  /// - Returns: `nil` when a field shown before and after changes its number of rows, or the
  ///   counts do not add up to `old`: the update is then not known.
  func change(
    _ old: [FieldKey], entries: Int, fields: [FieldShape], from before: [Int], to after: [Int],
    section: Int, deleting deleted: inout [SectionRow], inserting inserted: inout [SectionRow]
  ) -> [FieldKey]? {
    guard before.count == fields.count, after.count == fields.count else { return nil }
    var new: [FieldKey] = []
    new.reserveCapacity(old.count + after.reduce(0, +) - before.reduce(0, +))
    // Rows kept are copied a run at a time: the entries, then each stretch of fields that
    // neither appear nor go, which the loop only counts (most fields of a toggle's sections).
    var kept = 0
    var (i, j) = (entries, entries)
    let addsUp = before.withUnsafeBufferPointer { before in
      after.withUnsafeBufferPointer { after in
        fields.withUnsafeBufferPointer { fields in
          for index in fields.indices {
            let (was, now) = (before[index], after[index])
            if was == now {
              (i, j) = (i + was, j + now)
              continue
            }
            guard was == 0 || now == 0, i <= old.count else { return false }
            Self.append(old, kept..<i, to: &new)
            if now == 0 {
              for row in i..<i + was { deleted.append(SectionRow(section: section, row: row)) }
            } else {
              appendKeys(of: fields.baseAddress! + index, to: &new)
              for row in j..<j + now { inserted.append(SectionRow(section: section, row: row)) }
            }
            (i, j) = (i + was, j + now)
            kept = i
          }
          return true
        }
      }
    }
    guard addsUp, i == old.count else { return nil }
    Self.append(old, kept..<i, to: &new)
    return new.count == j ? new : nil
  }

  /// Appends keys of `old` to `new`, through their buffer: appending a slice copies each key
  /// through its type's witnesses.
  private static func append(_ old: [FieldKey], _ range: Range<Int>, to new: inout [FieldKey]) {
    guard !range.isEmpty else { return }
    old.withUnsafeBufferPointer { new.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// The number of rows each field shows in `keys`, the rows of a section after its list's
  /// first `entries`: a field's rows are its key's and the keys after it that are no field's.
  ///
  /// - Returns: `nil` when the keys are not the rows of `fields` in order.
  static func rowCounts(of keys: [FieldKey], after entries: Int, _ fields: [FieldShape])
    -> [Int]?
  {
    var counts = [Int](repeating: 0, count: fields.count)
    var i = entries
    for index in fields.indices where i < keys.count && keys[i] == fields[index].key {
      var end = i + 1
      while end < keys.count, !keys[end].isField { end += 1 }
      counts[index] = end - i
      i = end
    }
    return i == keys.count ? counts : nil
  }
}
