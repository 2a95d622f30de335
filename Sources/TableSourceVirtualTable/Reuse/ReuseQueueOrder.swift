import TableSourceCore

/// Which queued view a dequeue returns when a reuse queue holds several (rule 2.9: UIKit does not
/// say).
public enum ReuseQueueOrder: Sendable, Hashable {
  /// The view queued last comes out first: deterministic, and the default.
  case lastInFirstOut
  /// A view picked at random by a generator seeded with `seed`, so a test cannot rely on getting
  /// "its" cell back, and a failure replays from the seed.
  case shuffled(seed: UInt64)
}
