import Foundation

/// Derives reuse identifiers from types.
public enum ReuseIdentifier {
  /// Guards `cache`. An `NSLock` (a pthread mutex on Linux) rather than
  /// `Synchronization.Mutex`: on Linux, a contended `Mutex` waits and wakes in the runtime library
  /// and the kernel (a priority-inheritance futex), where ThreadSanitizer cannot see it, so
  /// `swift test --sanitize=thread` reports races on the state it guards that are not there, and
  /// could not tell them from real ones. ThreadSanitizer models pthread mutexes.
  private static let lock = NSLock()

  /// Identifiers already derived, by type: deriving one spells the type's name, which is slow,
  /// and sharing one string per type keeps rows small. Read and written only with `lock` held.
  /// Kept behind a pointer allocated once rather than in a static variable, whose every access
  /// the runtime would check for exclusivity (the lock already makes them exclusive): a data
  /// source derives one identifier per row it makes.
  nonisolated(unsafe) private static let cache: UnsafeMutablePointer<Cache> = {
    let cache = UnsafeMutablePointer<Cache>.allocate(capacity: 1)
    cache.initialize(to: Cache())
    return cache
  }()

  /// The identifiers derived so far: the first few types' in a list that a lookup scans, comparing
  /// one integer each (an app shows a few cell types, and hashing a type costs more than the
  /// scan), the others' in a dictionary.
  private struct Cache {
    var first: [(type: ObjectIdentifier, identifier: String)] = []
    var others: [ObjectIdentifier: String] = [:]

    static var firstLimit: Int { 8 }

    func identifier(for type: ObjectIdentifier) -> String? {
      for entry in first where entry.type == type { return entry.identifier }
      return others.isEmpty ? nil : others[type]
    }

    mutating func insert(_ identifier: String, for type: ObjectIdentifier) {
      guard self.identifier(for: type) == nil else { return }
      if first.count < Self.firstLimit {
        first.append((type, identifier))
      } else {
        others[type] = identifier
      }
    }
  }

  /// The reuse identifier TableSource derives for a view type: its module-qualified name, as
  /// `String(reflecting:)` spells it (`"MyApp.TextCell"`), so that same-named types in different
  /// modules get different identifiers and never share a reuse queue.
  ///
  /// Safe to call from any thread or task.
  ///
  /// - Complexity: O(1) on average after the first call for a type.
  public static func `default`(for type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    let cache = cache
    if let known = lock.withLock({ cache.pointee.identifier(for: key) }) { return known }
    let identifier = String(reflecting: type)
    lock.withLock { cache.pointee.insert(identifier, for: key) }
    return identifier
  }
}
