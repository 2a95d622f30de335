import Foundation
import TableSourceCore

extension VirtualTableView {
  /// The user tapped a row's outline disclosure
  /// (``SimulatedUser/tapOutlineDisclosure(row:)``): the data source expands or collapses its
  /// item, if it has outlines (C-K9).
  func tapOutlineDisclosure(_ indexPath: IndexPath) throws -> Bool {
    try admitImmediate("simulate.tapOutlineDisclosure(row:)")
    return try operation {
      try loadIfNeeded()
      _ = try validGlobalIndex(indexPath)
      guard cellForRow(at: indexPath) != nil,
        let source = dataSource as? any OutlineDisclosureSource
      else { return false }
      return try source.toggleOutlineDisclosure(at: indexPath, in: self)
    }
  }
}
