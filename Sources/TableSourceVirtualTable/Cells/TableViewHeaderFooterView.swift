import TableSourceCore

/// A reusable section header or footer view: the TableSource counterpart of
/// `UITableViewHeaderFooterView`.
///
/// Header and footer views have their own reuse identifiers, separate from cells' (rule 1.6).
/// The table also uses this class itself to show a section's plain title.
@MainActor
open class TableViewHeaderFooterView: ReusableView {
  /// The text shown, like `textLabel.text`.
  public var text: String?

  /// The text, or nothing.
  open override var renderedContent: String { text ?? "" }
}
