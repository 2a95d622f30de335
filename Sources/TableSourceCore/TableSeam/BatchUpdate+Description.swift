import Foundation

extension BatchUpdate: CustomStringConvertible {
  /// The changes in one line, in the order UIKit applies them: `delete sections [1]; delete rows
  /// [0.3]; insert rows [0.2]; move rows [0.1→0.5]; reload rows [0.4]`, or `no changes`.
  public var description: String { description(in: .tableView) }

  /// The changes in one line in a view's words: `delete items [0.3]` for a collection view.
  public func description(in vocabulary: BatchUpdateVocabulary) -> String {
    let rows = vocabulary.elements
    func paths(_ list: [IndexPath]) -> String {
      "[" + list.map(\.shortDescription).joined(separator: ", ") + "]"
    }
    func indexes(_ list: [Int]) -> String {
      "[" + list.map(String.init).joined(separator: ", ") + "]"
    }
    var parts: [String] = []
    if !deletedSections.isEmpty { parts.append("delete sections \(indexes(deletedSections))") }
    if !insertedSections.isEmpty { parts.append("insert sections \(indexes(insertedSections))") }
    if !movedSections.isEmpty {
      parts.append(
        "move sections ["
          + movedSections.map { "\($0.from)→\($0.to)" }.joined(separator: ", ") + "]")
    }
    if !reloadedSections.isEmpty { parts.append("reload sections \(indexes(reloadedSections))") }
    if !deletedRows.isEmpty { parts.append("delete \(rows) \(paths(deletedRows))") }
    if !insertedRows.isEmpty { parts.append("insert \(rows) \(paths(insertedRows))") }
    if !movedRows.isEmpty {
      parts.append(
        "move \(rows) ["
          + movedRows.map { "\($0.from.shortDescription)→\($0.to.shortDescription)" }
          .joined(separator: ", ") + "]")
    }
    if !reloadedRows.isEmpty { parts.append("reload \(rows) \(paths(reloadedRows))") }
    if !reconfiguredRows.isEmpty { parts.append("reconfigure \(rows) \(paths(reconfiguredRows))") }
    return parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
  }
}
