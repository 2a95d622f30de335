import TableSourceCore

/// The batch a table records between `beginUpdates()` and the outermost `endUpdates()`
/// (rule 5.1): the nesting depth, the changes so far, the animation, and whether a
/// `reloadData()` inside the batch supersedes it (rule 4.3).
struct BatchRecorder {
  /// How a closed batch ends.
  enum Ending: Equatable {
    /// An inner batch closed; the outer one is still open.
    case nested
    /// The outermost batch closed: commit this update.
    case commit(BatchUpdate, RowAnimation)
    /// The outermost batch closed after a `reloadData()` inside it: the reload reads
    /// everything again, so there is nothing to commit.
    case superseded
    /// The outermost batch closed, but the counts "before" it could not be read when it opened
    /// (a reload was pending and the data source gave a bad count or height): it fails with that
    /// error, and nothing is committed.
    case failedToLoad(TableViewError)
  }

  /// How many batches are open.
  private(set) var depth = 0
  /// The changes recorded since the outermost batch opened.
  private(set) var pending = BatchUpdate()
  /// The animation of the last change recorded.
  private(set) var animation = RowAnimation.automatic
  /// Whether `reloadData()` was called inside the open batch.
  private(set) var reloadRequested = false
  /// Why the counts "before" the open batch could not be read, if they could not (rule 4.4).
  private(set) var failedLoad: TableViewError?

  /// Whether a batch is open.
  var isOpen: Bool { depth > 0 }

  /// Opens a batch, or a batch inside the open one. `failedLoad` is why the table could not read
  /// the counts the outermost batch starts from; it is ignored for an inner batch.
  mutating func open(failedLoad: TableViewError? = nil) {
    if depth == 0 { self.failedLoad = failedLoad }
    depth += 1
  }

  /// Closes the innermost batch, and says what its end asks for. A `reloadData()` inside the
  /// batch supersedes it even when its counts "before" could not be read: the reload reads
  /// everything again.
  mutating func close() -> Ending {
    depth -= 1
    guard depth == 0 else { return .nested }
    let update = pending
    let failed = failedLoad
    pending = BatchUpdate()
    failedLoad = nil
    if reloadRequested {
      reloadRequested = false
      return .superseded
    }
    if let failed { return .failedToLoad(failed) }
    return .commit(update, animation)
  }

  /// Closes the innermost batch after its closure threw: the outermost one's changes are dropped.
  mutating func abandon() {
    depth -= 1
    guard depth == 0 else { return }
    pending = BatchUpdate()
    reloadRequested = false
    failedLoad = nil
  }

  /// Records changes. Returns the update to commit at once when no batch is open, or `nil` when
  /// the changes joined the open batch.
  mutating func record(_ animation: RowAnimation, _ change: (inout BatchUpdate) -> Void)
    -> BatchUpdate?
  {
    change(&pending)
    self.animation = animation
    guard depth == 0 else { return nil }
    defer { pending = BatchUpdate() }
    return pending
  }

  /// Notes a `reloadData()` call. Returns whether a batch was open, which UIKit flags (rule 4.3).
  mutating func noteReload() -> Bool {
    guard depth > 0 else { return false }
    reloadRequested = true
    return true
  }

  /// Checks the recorder's own consistency.
  func checkInvariants() {
    precondition(depth >= 0, "The batch-update depth is negative (\(depth))")
    precondition(
      depth > 0 || (pending.isEmpty && !reloadRequested && failedLoad == nil),
      "Changes are recorded with no batch open")
  }
}
