/// The objects a table talks to: its data source, delegate and prefetch data source, and the
/// assignments made from inside a callback, which wait for the operation in progress to end.
@MainActor
struct TableConnections {
  /// The data source in effect.
  private(set) var dataSource: (any TableViewDataSource)?
  /// The delegate in effect.
  private(set) var delegate: (any TableViewDelegate)?
  /// The prefetch data source (rule 8.1); assigning it changes nothing else, so it takes effect
  /// at once.
  var prefetchDataSource: (any TableViewDataSourcePrefetching)?
  /// Assignments waiting for the operation in progress to end (`.some(nil)` removes).
  private var pendingDataSource: (any TableViewDataSource)??
  private var pendingDelegate: (any TableViewDelegate)??

  /// Whether an assignment waits.
  var hasPending: Bool { pendingDataSource != nil || pendingDelegate != nil }

  /// Assigns the data source now, or when the operation in progress ends.
  mutating func assign(dataSource: (any TableViewDataSource)?, now: Bool) {
    if now { self.dataSource = dataSource } else { pendingDataSource = .some(dataSource) }
  }

  /// Assigns the delegate now, or when the operation in progress ends.
  mutating func assign(delegate: (any TableViewDelegate)?, now: Bool) {
    if now { self.delegate = delegate } else { pendingDelegate = .some(delegate) }
  }

  /// Puts the waiting assignments into effect.
  mutating func applyPending() {
    if let source = pendingDataSource {
      dataSource = source
      pendingDataSource = nil
    }
    if let delegate = pendingDelegate {
      self.delegate = delegate
      pendingDelegate = nil
    }
  }
}
