import Synchronization

/// Derives reuse identifiers from types.
public enum ReuseIdentifier {
  /// Identifiers already derived, by type: deriving one spells the type's name, which is slow,
  /// and sharing one string per type keeps rows small.
  private static let cache = Mutex<[ObjectIdentifier: String]>([:])

  /// The reuse identifier TableSource derives for a view type: its module-qualified name, as
  /// `String(reflecting:)` spells it (`"MyApp.TextCell"`), so that same-named types in different
  /// modules get different identifiers and never share a reuse queue.
  ///
  /// - Complexity: O(1) on average after the first call for a type.
  public static func `default`(for type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let known = cache.withLock({ $0[key] }) { return known }
    let identifier = String(reflecting: type)
    cache.withLock { $0[key] = identifier }
    return identifier
  }
}
