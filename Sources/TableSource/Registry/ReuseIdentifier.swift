/// Derives reuse identifiers from types.
public enum ReuseIdentifier {
  /// The reuse identifier TableSource derives for a view type: its module-qualified name, as
  /// `String(reflecting:)` spells it (`"MyApp.TextCell"`), so that same-named types in different
  /// modules get different identifiers and never share a reuse queue.
  public static func `default`(for type: Any.Type) -> String {
    String(reflecting: type)
  }
}
