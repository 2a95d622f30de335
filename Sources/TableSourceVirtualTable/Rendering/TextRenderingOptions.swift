import TableSourceCore

/// How ``VirtualTableView/renderText(_:)`` draws the viewport.
public struct TextRenderingOptions: Sendable, Hashable {
  /// The width of the drawn screen, in characters, between its borders. Defaults to 40.
  public var width: Int
  /// Whether each row's index path is written beside the screen. Defaults to `true`.
  public var showsIndexPaths: Bool
  /// Whether each cell's instance number (`#3`) is written beside the screen, to see which cell
  /// serves which row. Defaults to `false`.
  public var showsCellNumbers: Bool

  /// Creates options.
  public init(width: Int = 40, showsIndexPaths: Bool = true, showsCellNumbers: Bool = false) {
    self.width = max(8, width)
    self.showsIndexPaths = showsIndexPaths
    self.showsCellNumbers = showsCellNumbers
  }
}
