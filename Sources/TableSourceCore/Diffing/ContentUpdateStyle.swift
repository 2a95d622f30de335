/// How a diff reports an item whose identity stayed but whose content changed.
public enum ContentUpdateStyle: Sendable, Hashable {
  /// As a reconfigured row: the row's existing cell is configured again (rule 5.10). Cheaper, and
  /// the default.
  case reconfigure
  /// As a reloaded row: the row gets a new cell, which may be of another type (rule 5.3).
  case reload
}
