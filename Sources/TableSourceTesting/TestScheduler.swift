/// A scheduler for the app's asynchronous work in tests: jobs wait until the test (or the reuse
/// audit) runs them, one at a time and in any order, so a race between a load and a cell's reuse
/// is the same on every run.
///
/// Give the app's loaders a way to schedule their completions, and hand them this scheduler's
/// ``schedule(_:_:)`` in tests:
///
/// ```swift
/// final class AvatarLoader {
///   let schedule: (String, @escaping @MainActor () -> Void) -> Void
///   func load(_ user: User, then show: @escaping @MainActor (Avatar) -> Void) {
///     schedule("avatar \(user.id)") { show(Avatar(of: user)) }
///   }
/// }
/// let scheduler = TestScheduler()
/// let loader = AvatarLoader(schedule: scheduler.schedule)
/// ```
///
/// In the app, the same closure dispatches to a queue or starts a task.
@MainActor
public final class TestScheduler {
  /// A job waiting to run.
  public struct Job: Sendable, Hashable {
    /// The job's number, in the order jobs were scheduled, from 1.
    public var id: Int
    /// What the app called the job.
    public var label: String
  }

  /// The jobs scheduled, oldest first; those before ``head`` have run (their work dropped), so
  /// that running the oldest job, the common case, costs O(1) and not a shift of the rest.
  private var waiting: [(job: Job, work: (@MainActor () -> Void)?)] = []
  private var head = 0
  private var lastID = 0
  /// Where each job was scheduled from, for the reuse audit: the row being configured then.
  var origins: [Int: AuditedRow] = [:]
  /// Reports the row being configured when a job is scheduled (set by the reuse audit).
  var originOfNewJobs: (() -> AuditedRow?)?

  /// A scheduler with no jobs.
  public init() {}

  /// Keeps `work` until it is run: the app's loaders call this in tests where they would dispatch
  /// their completion.
  public func schedule(_ label: String, _ work: @escaping @MainActor () -> Void) {
    lastID += 1
    let job = Job(id: lastID, label: label)
    waiting.append((job, work))
    if let origin = originOfNewJobs?() { origins[job.id] = origin }
  }

  /// The jobs waiting, oldest first.
  public var pending: [Job] { waiting[head...].map(\.job) }

  /// The number of the last job scheduled (0 before the first).
  public var lastScheduled: Int { lastID }

  /// Runs the waiting job `job` and forgets it; `false` when no such job waits.
  @discardableResult
  public func run(_ job: Job) -> Bool {
    guard let index = waiting[head...].firstIndex(where: { $0.job == job }) else { return false }
    run(at: index)
    return true
  }

  /// Runs every waiting job, the jobs they schedule included, oldest first (or newest first when
  /// `newestFirst`).
  ///
  /// - Complexity: O(j) for j jobs run oldest first.
  public func runAll(newestFirst: Bool = false) {
    while head < waiting.count { run(at: newestFirst ? waiting.count - 1 : head) }
  }

  /// Drops every waiting job without running it.
  public func discardAll() {
    waiting.removeAll()
    head = 0
    origins.removeAll()
  }

  /// Runs the waiting job at `index`: the oldest is passed over, any other removed.
  private func run(at index: Int) {
    let (job, work) = waiting[index]
    if index == head {
      waiting[index].work = nil
      head += 1
      // Drop the jobs run once they are half the list: amortized O(1) a job.
      if head * 2 >= waiting.count {
        waiting.removeFirst(head)
        head = 0
      }
    } else {
      waiting.remove(at: index)
    }
    work?()
    origins[job.id] = nil
  }
}
