import Foundation
import TableSourceCore

/// The table's settings that shape its layout: the default heights and the table header and
/// footer. Every height it holds is valid: its setter checks the value before storing it.
struct TableSettings {
  /// A setting that holds a height, with the name errors give it.
  enum Height: String, CaseIterable {
    case rowHeight, estimatedRowHeight, sectionHeaderHeight, sectionFooterHeight
    case tableHeaderHeight, tableFooterHeight

    /// Whether the setting takes `automaticDimension`: all but the table header's and footer's.
    var allowsAutomatic: Bool { self != .tableHeaderHeight && self != .tableFooterHeight }

    /// Whether the setting takes `value`: a valid height, or `automaticDimension` where allowed.
    func accepts(_ value: CGFloat) -> Bool {
      (allowsAutomatic && value == VirtualTableView.automaticDimension)
        || TableSettings.isValid(value)
    }
  }

  private(set) var rowHeight: CGFloat = 44
  private(set) var estimatedRowHeight: CGFloat = VirtualTableView.automaticDimension
  private(set) var sectionHeaderHeight: CGFloat = VirtualTableView.automaticDimension
  private(set) var sectionFooterHeight: CGFloat = VirtualTableView.automaticDimension
  private(set) var tableHeaderHeight: CGFloat = 0
  private(set) var tableFooterHeight: CGFloat = 0
  /// The views shown above and below all sections.
  var tableHeaderView: TableViewHeaderFooterView?
  var tableFooterView: TableViewHeaderFooterView?
  /// Whether unregistering a cell identifier also discards its queued cells (rule 1.3).
  var purgesQueuedCellsOnUnregister = false

  /// Whether a height is one the table takes: 0 up to ``TableLimits/maximumHeight``, finite.
  static func isValid(_ height: CGFloat) -> Bool {
    height >= 0 && height <= TableLimits.maximumHeight
  }

  /// Sets a height setting, or throws and changes nothing.
  ///
  /// - Throws: ``TableViewError/invalidHeight(_:setting:)`` for a negative (other than
  ///   `automaticDimension` where it is allowed), infinite, NaN or too large value.
  mutating func set(_ setting: Height, to value: CGFloat) throws(TableViewError) {
    guard setting.accepts(value) else {
      throw TableViewError.invalidHeight(Double(value), setting: setting.rawValue)
    }
    switch setting {
    case .rowHeight: rowHeight = value
    case .estimatedRowHeight: estimatedRowHeight = value
    case .sectionHeaderHeight: sectionHeaderHeight = value
    case .sectionFooterHeight: sectionFooterHeight = value
    case .tableHeaderHeight: tableHeaderHeight = value
    case .tableFooterHeight: tableFooterHeight = value
    }
  }

  /// The height of a header or footer view that gives none: its setting, or
  /// `VirtualTableView.defaultHeaderFooterHeight` when that is automatic.
  func defaultHeight(of kind: SupplementaryKind) -> CGFloat {
    let setting = kind == .header ? sectionHeaderHeight : sectionFooterHeight
    return setting >= 0 ? setting : VirtualTableView.defaultHeaderFooterHeight
  }

  /// Checks that every height is one the setters accept.
  func checkInvariants() {
    for (setting, value) in [
      (Height.rowHeight, rowHeight), (.estimatedRowHeight, estimatedRowHeight),
      (.sectionHeaderHeight, sectionHeaderHeight), (.sectionFooterHeight, sectionFooterHeight),
      (.tableHeaderHeight, tableHeaderHeight), (.tableFooterHeight, tableFooterHeight),
    ] {
      precondition(setting.accepts(value), "\(setting.rawValue) holds \(value)")
    }
  }
}
