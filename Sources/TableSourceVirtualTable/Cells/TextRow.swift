public import Foundation
public import TableSourceCore

/// A ready-made row shown in a plain ``TableViewCell``: a text, an optional detail text and an
/// accessory, like UIKit's default cell styles.
public struct TextRow: TableViewRow, Hashable, Sendable {
  /// The row's identity.
  public var id: String
  /// The main text.
  public var text: String
  /// The secondary text.
  public var detail: String?
  /// The trailing accessory.
  public var accessory: TableViewCell.Accessory
  /// The row's height, or `nil` for the table's.
  public var height: CGFloat?

  /// Creates a row. Its identity defaults to its text.
  public init(
    id: String? = nil, text: String, detail: String? = nil,
    accessory: TableViewCell.Accessory = .none, height: CGFloat? = nil
  ) {
    self.id = id ?? text
    self.text = text
    self.detail = detail
    self.accessory = accessory
    self.height = height
  }

  /// Shows the text, detail and accessory.
  @MainActor public func configure(_ cell: TableViewCell) {
    cell.text = text
    cell.detailText = detail
    cell.accessory = accessory
  }
}
